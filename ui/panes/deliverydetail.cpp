#include "deliverydetail.h"

#include "webhooks/replay.h"
#include "widgets/jsonhighlighter.h"
#include "widgets/statuscolors.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using webhooks::Delivery;
using webhooks::VerificationStep;

namespace {

QString stepMark(VerificationStep::State state)
{
    switch (state) {
    case VerificationStep::State::Passed:
        return u"✓"_s;
    case VerificationStep::State::Failed:
        return u"✗"_s;
    case VerificationStep::State::Skipped:
        return u"–"_s;
    case VerificationStep::State::Info:
        break;
    }
    return u"·"_s;
}

QPlainTextEdit *readOnlyText(const QString &objectName, const QString &accessibleName)
{
    auto *text = new QPlainTextEdit;
    text->setObjectName(objectName);
    text->setAccessibleName(accessibleName);
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    return text;
}

} // namespace

DeliveryDetail::DeliveryDetail(QWidget *parent)
    : QWidget(parent)
{
    m_headline = new QLabel;
    m_headline->setObjectName(u"deliveryHeadline"_s);
    // The event type and id come from whoever sent the request: never rich text.
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setWeight(QFont::DemiBold);
    m_headline->setFont(big);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(u"deliveryTabs"_s);
    m_tabs->setAccessibleName(tr("Delivery details"));

    m_headers = new QTreeWidget;
    m_headers->setObjectName(u"headersTree"_s);
    m_headers->setAccessibleName(tr("Request headers"));
    m_headers->setHeaderLabels({tr("Header"), tr("Value")});
    m_headers->setRootIsDecorated(false);
    m_headers->setAlternatingRowColors(true);
    m_headers->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tabs->addTab(m_headers, tr("&Headers"));

    auto *bodyTab = new QWidget;
    auto *bodyLayout = new QVBoxLayout(bodyTab);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_bodyNote = new QLabel;
    m_bodyNote->setObjectName(u"bodyNote"_s);
    m_bodyNote->setTextFormat(Qt::PlainText);
    m_bodyNote->setWordWrap(true);
    m_bodyNote->setMargin(4);
    m_bodyNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_bodyNote->hide();
    m_body = readOnlyText(u"bodyView"_s, tr("Body, formatted"));
    m_highlighter = new JsonHighlighter(m_body->document());
    bodyLayout->addWidget(m_bodyNote);
    bodyLayout->addWidget(m_body, 1);
    m_tabs->addTab(bodyTab, tr("&Body"));

    m_raw = readOnlyText(u"rawView"_s, tr("Body, raw bytes"));
    m_tabs->addTab(m_raw, tr("&Raw"));

    auto *verification = new QWidget;
    auto *vLayout = new QVBoxLayout(verification);
    m_verdictLabel = new QLabel;
    m_verdictLabel->setObjectName(u"verdictLabel"_s);
    // Rich text on purpose (the verdict in bold); every part of it is escaped.
    m_verdictLabel->setTextFormat(Qt::RichText);
    m_verdictLabel->setWordWrap(true);
    m_verdictLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    vLayout->addWidget(m_verdictLabel);
    // Rich text, so that long details (the signed content, signatures) wrap.
    m_steps = new QTextBrowser;
    m_steps->setObjectName(u"verificationSteps"_s);
    m_steps->setAccessibleName(tr("Verification steps"));
    m_steps->setOpenLinks(false);
    vLayout->addWidget(m_steps, 1);
    m_tabs->addTab(verification, tr("&Verification"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addWidget(m_tabs, 1);
    clear();
}

DeliveryDetail::~DeliveryDetail() = default;

void DeliveryDetail::showHeadline(const std::optional<Delivery> &delivery)
{
    if (!delivery) {
        m_headline->setText(tr("Select a delivery to see its headers, body and signature check."));
        return;
    }
    const Delivery &d = *delivery;
    QString what = d.eventType;
    if (what.isEmpty())
        what = d.method == "POST" ? tr("(unknown event)")
                                  : tr("%1 request").arg(QString::fromLatin1(d.method));
    m_headline->setText(
        tr("%1 · %2").arg(what, d.webhookId.isEmpty() ? tr("(no id)") : d.webhookId));
}

void DeliveryDetail::clearTabs()
{
    m_headers->clear();
    m_steps->clear();
    m_body->clear();
    m_bodyNote->hide();
    m_raw->clear();
    m_verdictLabel->clear();
}

void DeliveryDetail::clear()
{
    clearTabs();
    showHeadline(std::nullopt);
}

void DeliveryDetail::showMissing(const Delivery &delivery)
{
    clearTabs();
    showHeadline(delivery);
    m_bodyNote->setText(tr("This delivery is no longer stored (the retention removed it)."));
    m_bodyNote->show();
}

void DeliveryDetail::showView(const webhooks::DeliveryView &view)
{
    const Delivery &d = view.delivery;
    showHeadline(d);
    m_headers->clear();
    auto *request = new QTreeWidgetItem(
        m_headers, {tr("(request)"),
                    QString::fromLatin1(d.method) + u' ' + webhooks::redactSecretsInText(d.url())});
    request->setToolTip(
        1, tr("From %1, %2")
               .arg(d.remoteAddress, d.receivedAt.toLocalTime().toString(Qt::ISODateWithMs)));
    for (const auto &h : webhooks::redactedHeaders(d.headers)) {
        auto *item = new QTreeWidgetItem(
            m_headers, {QString::fromLatin1(h.first), QString::fromLatin1(h.second)});
        item->setToolTip(1, item->text(1));
    }

    // Highlighting runs over the whole text at once: only for formatted bodies, which are
    // small enough (DeliveryView::FormatLimit).
    if (!view.bodyFormatted && m_highlighter->document())
        m_highlighter->setDocument(nullptr);
    m_body->setLineWrapMode(view.bodyFormatted ? QPlainTextEdit::NoWrap
                                               : QPlainTextEdit::WidgetWidth);
    m_body->setPlainText(view.bodyText);
    if (view.bodyFormatted && !m_highlighter->document())
        m_highlighter->setDocument(m_body->document());
    m_bodyNote->setText(view.bodyNote);
    m_bodyNote->setVisible(!view.bodyNote.isEmpty());
    m_raw->setPlainText(view.rawDump);

    const auto &v = d.verification;
    m_verdictLabel->setText(
        u"<b>%1</b> (%2): %3"_s.arg(webhooks::verdictText(v.verdict).toHtmlEscaped(),
                                    webhooks::schemeText(v.scheme).toHtmlEscaped(),
                                    webhooks::redactSecretsInText(v.reason).toHtmlEscaped()));
    const QString failed = toneColor(Tone::Negative).name();
    const QString passed = toneColor(Tone::Positive).name();
    QString html = u"<table cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">"_s;
    for (const VerificationStep &step : view.steps) {
        const QString color = step.state == VerificationStep::State::Failed   ? failed
                              : step.state == VerificationStep::State::Passed ? passed
                                                                              : QString();
        const QString style = color.isEmpty() ? QString() : u" style=\"color:%1\""_s.arg(color);
        html += u"<tr><td valign=\"top\"%1><b>%2&nbsp;%3</b></td><td>%4</td></tr>"_s.arg(
            style, stepMark(step.state), step.title.toHtmlEscaped().replace(u' ', u"&nbsp;"_s),
            step.detail.toHtmlEscaped());
    }
    m_steps->setHtml(html + u"</table>"_s);
}

} // namespace paydesk::ui
