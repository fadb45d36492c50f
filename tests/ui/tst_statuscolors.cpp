// The one table of status colours: every status PayDesk shows gets the colour of what it means,
// an unknown one the neutral grey, and every colour carries white text legibly.
#include "widgets/statuscolors.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using paydesk::api::TransactionStatus;
using paydesk::ui::Tone;
using paydesk::ui::toneColor;

namespace {

// WCAG 2 relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

const QList<Tone> Tones{Tone::Positive, Tone::Attention, Tone::Negative, Tone::Reversed,
                        Tone::Neutral};

} // namespace

class TestStatusColors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void transactionStatus_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<Tone>("tone");
        QTest::newRow("captured") << u"captured"_s << Tone::Positive;
        QTest::newRow("partially refunded") << u"partially_refunded"_s << Tone::Attention;
        QTest::newRow("failed") << u"failed"_s << Tone::Negative;
        QTest::newRow("refunded") << u"refunded"_s << Tone::Reversed;
        QTest::newRow("unknown") << u"disputed"_s << Tone::Neutral;
        QTest::newRow("empty") << QString() << Tone::Neutral;
    }
    void transactionStatus()
    {
        QFETCH(QString, status);
        QFETCH(Tone, tone);
        QCOMPARE(paydesk::ui::statusColor(TransactionStatus(status)), toneColor(tone));
        QCOMPARE(paydesk::ui::listStatusColor(status), toneColor(tone));
    }

    void everyKnownStatusHasAColourOfItsOwn()
    {
        QSet<QRgb> seen;
        for (const TransactionStatus &status : TransactionStatus::known()) {
            const QColor color = paydesk::ui::statusColor(status);
            QVERIFY2(color != toneColor(Tone::Neutral), qPrintable(status.wire()));
            seen.insert(color.rgb());
        }
        QCOMPARE(seen.size(), TransactionStatus::known().size());
    }

    void otherStatuses_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("word");
        QTest::addColumn<Tone>("tone");
        QTest::newRow("refund succeeded") << u"list"_s << u"succeeded"_s << Tone::Positive;
        QTest::newRow("a session's word in a list")
            << u"list"_s << u"completed"_s << Tone::Positive;
        QTest::newRow("session completed") << u"session"_s << u"completed"_s << Tone::Positive;
        QTest::newRow("session open") << u"session"_s << u"open"_s << Tone::Attention;
        QTest::newRow("session expired") << u"session"_s << u"expired"_s << Tone::Negative;
        QTest::newRow("session unknown") << u"session"_s << u"cancelled"_s << Tone::Neutral;
        QTest::newRow("approve") << u"decision"_s << u"approve"_s << Tone::Positive;
        QTest::newRow("review") << u"decision"_s << u"review"_s << Tone::Attention;
        QTest::newRow("decline") << u"decision"_s << u"decline"_s << Tone::Negative;
        QTest::newRow("decision unknown") << u"decision"_s << u"escalate"_s << Tone::Neutral;
    }
    void otherStatuses()
    {
        QFETCH(QString, kind);
        QFETCH(QString, word);
        QFETCH(Tone, tone);
        const QColor color = kind == u"list"_s      ? paydesk::ui::listStatusColor(word)
                             : kind == u"session"_s ? paydesk::ui::sessionStatusColor(word)
                                                    : paydesk::ui::decisionColor(word);
        QCOMPARE(color, toneColor(tone));
    }

    // The dialogs put white text on these; a list's badge draws its text darkened on a tint of
    // the colour (StatusBadgeDelegate: 40 of 255 over the base). Both at 4.5:1, WCAG AA.
    void tonesAreLegible_data()
    {
        QTest::addColumn<Tone>("tone");
        QTest::newRow("positive") << Tone::Positive;
        QTest::newRow("attention") << Tone::Attention;
        QTest::newRow("negative") << Tone::Negative;
        QTest::newRow("reversed") << Tone::Reversed;
        QTest::newRow("neutral") << Tone::Neutral;
    }
    void tonesAreLegible()
    {
        QFETCH(Tone, tone);
        const QColor color = toneColor(tone);
        const double onSolid = contrast(color, Qt::white);
        QVERIFY2(onSolid >= 4.5, qPrintable(QString::number(onSolid)));
        const double alpha = 40 / 255.0;
        const QColor tint = QColor::fromRgbF(float(alpha * color.redF() + 1 - alpha),
                                             float(alpha * color.greenF() + 1 - alpha),
                                             float(alpha * color.blueF() + 1 - alpha));
        const double onTint = contrast(color.darker(110), tint);
        QVERIFY2(onTint >= 4.5, qPrintable(QString::number(onTint)));
    }

    void tonesDiffer()
    {
        QSet<QRgb> seen;
        for (const Tone tone : Tones)
            seen.insert(toneColor(tone).rgb());
        QCOMPARE(seen.size(), Tones.size());
    }
};

QTEST_GUILESS_MAIN(TestStatusColors)
#include "tst_statuscolors.moc"
