// The charge, payment link and refund dialogs as a person uses them: offscreen widgets against
// the real sandbox on loopback (and a canned server where the sandbox cannot play the part:
// a live profile, a network failure, a request that never answers).

#include "sandboxclient.h"
// After sandboxclient.h, which brings the Qt Network headers it relies on.
#include "../api/cannedserver.h"

#include "api/apiclient.h"
#include "api/apiparse.h"
#include "dialogs/dialogsupport.h"
#include "dialogs/newchargedialog.h"
#include "dialogs/paymentlinkdialog.h"
#include "dialogs/refunddialog.h"
#include "panes/transactiondetail.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::testing;
using paydesk::ui::NewChargeDialog;
using paydesk::ui::PaymentLinkDialog;
using paydesk::ui::RefundDialog;
using paydesk::ui::TransactionDetail;

namespace {

const QString LiveKey = u"pts_live_LiveKey0123456789abcdefABCDEF0123"_s;

template<typename T>
T *child(const QWidget *parent, const QString &name)
{
    T *w = parent->findChild<T *>(name);
    if (!w)
        qFatal("no child %s", qPrintable(name));
    return w;
}

QPushButton *acceptButton(const QWidget *dialog)
{
    const auto *box = child<QDialogButtonBox>(dialog, u"buttonBox"_s);
    for (QAbstractButton *b : box->buttons()) {
        if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
            return qobject_cast<QPushButton *>(b);
    }
    qFatal("no accept button");
}

QPushButton *cancelButton(const QWidget *dialog)
{
    return child<QDialogButtonBox>(dialog, u"buttonBox"_s)->button(QDialogButtonBox::Cancel);
}

// Types like a person where the test keyboard can (ASCII); U+202F and friends are pasted.
void type(QLineEdit *edit, const QString &text)
{
    edit->clear();
    const bool ascii =
        std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x80; });
    if (ascii)
        QTest::keyClicks(edit, text);
    else
        edit->insert(text);
}

void fillCharge(QWidget *dialog, const QString &amount, const QString &currency, const QString &ref,
                const QString &description = {})
{
    auto *combo = child<QComboBox>(dialog, u"currencyCombo"_s);
    combo->setCurrentIndex(combo->findText(currency));
    type(child<QLineEdit>(dialog, u"amountEdit"_s), amount);
    type(child<QLineEdit>(dialog, u"gatewayEdit"_s), u"cardnet"_s);
    type(child<QLineEdit>(dialog, u"merchantRefEdit"_s), ref);
    if (!description.isEmpty())
        child<QPlainTextEdit>(dialog, u"descriptionEdit"_s)->setPlainText(description);
}

QString uniqueRef(const QString &prefix)
{
    return prefix + u'-' + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

void screenshot(QWidget *w, const QString &name)
{
    if (qEnvironmentVariableIntValue("PAYDESK_SCREENSHOTS") != 1)
        return;
    const QString dir = QStringLiteral(PAYDESK_SCREENSHOT_DIR);
    QDir().mkpath(dir);
    // The size a roomy screen would give it (the offscreen screen caps adjustSize()).
    QCoreApplication::processEvents();
    QSize size = w->sizeHint().expandedTo(w->minimumSize());
    if (w->hasHeightForWidth())
        size.setHeight(std::max(size.height(), w->heightForWidth(size.width())));
    w->resize(size);
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + u'/' + name));
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray fraudJson(int score, const QString &decision)
{
    return json({{u"id"_s, u"frd_canned"_s},
                 {u"score"_s, score},
                 {u"decision"_s, decision},
                 {u"reasons"_s, QJsonArray{}},
                 {u"evaluated_at"_s, u"2030-01-01T10:00:00Z"_s}});
}

QJsonObject transactionObject(const QString &id, qint64 amount, qint64 refunded,
                              const QString &status)
{
    return {{u"id"_s, id},
            {u"merchant_id"_s, u"mer_canned"_s},
            {u"status"_s, status},
            {u"amount"_s, amount},
            {u"amount_refunded"_s, refunded},
            {u"currency"_s, u"USD"_s},
            {u"gateway"_s, u"cardnet"_s},
            {u"merchant_ref"_s, u"order-live"_s},
            {u"created_at"_s, u"2030-01-01T10:00:00Z"_s},
            {u"updated_at"_s, u"2030-01-01T10:00:00Z"_s}};
}

// Opens URLs instead of a browser (QDesktopServices::setUrlHandler).
class UrlRecorder : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened << url; }
};

} // namespace

class TestDialogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void chargeAmount_data();
    void chargeAmount();
    void chargeFraudDeclineNeedsOverride();
    void chargeReviewStopsOnce();
    void chargeCardDeclinedShowsStoredTransaction();
    void chargeRetryReusesIdempotencyKey();
    void chargeFieldErrorsNextToFields();
    void chargeCancelAbandonsRequest();
    void chargeLiveNeedsTypedAmount();
    void detailShowsWhyItFailedAndTheFraudCheck();

    void paymentLinkRefusesHttpUrls_data();
    void paymentLinkRefusesHttpUrls();
    void paymentLinkCreateAndRefresh();

    void refundFull();
    void refundPartial();
    void refundOverLimit_data();
    void refundOverLimit();
    void refundLiveNeedsTypedAmount();

    void keyboardOrder();

private:
    api::Transaction createTransaction(qint64 amount, const QString &currency = u"USD"_s);
    std::unique_ptr<api::ApiClient> cannedClient(const CannedServer &server, bool live,
                                                 int timeoutMs = 30000);

    SandboxFixture m_sandbox;
    QNetworkAccessManager m_nam;
    std::unique_ptr<api::ApiClient> m_client;
};

void TestDialogs::initTestCase()
{
    qRegisterMetaType<api::Transaction>();
    qRegisterMetaType<api::Refund>();
    qRegisterMetaType<api::RedirectSession>();
    m_nam.setProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_sandbox.start());
    api::ClientConfig config;
    config.baseUrl = m_sandbox.service->url();
    config.apiKey = SandboxFixture::testKey();
    config.environment = api::Environment::Sandbox;
    m_client = std::make_unique<api::ApiClient>(config, &m_nam);
}

void TestDialogs::cleanupTestCase()
{
    m_client.reset();
    m_sandbox.stop();
}

api::Transaction TestDialogs::createTransaction(qint64 amount, const QString &currency)
{
    const HttpResult r = m_sandbox.client.post(u"/api/v1/transactions"_s,
                                               chargeBody(amount, currency, uniqueRef(u"rf"_s)));
    if (r.status != 201)
        qFatal("creating a transaction failed: %d %s", r.status, r.body.constData());
    return api::parse::transaction(r.body).value();
}

std::unique_ptr<api::ApiClient> TestDialogs::cannedClient(const CannedServer &server, bool live,
                                                          int timeoutMs)
{
    api::ClientConfig config;
    config.baseUrl = server.url();
    config.apiKey = live ? LiveKey : SandboxFixture::testKey();
    config.environment = live ? api::Environment::Production : api::Environment::Sandbox;
    config.maxRetries = 0;
    config.timeoutMs = timeoutMs;
    return std::make_unique<api::ApiClient>(config, &m_nam);
}

// ---- New charge --------------------------------------------------------------------------

void TestDialogs::chargeAmount_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("input");
    QTest::addColumn<qint64>("expected"); // minor units; -1: an inline error, nothing sent

    const auto row = [](const char *name, const char *locale, const char *currency,
                        const QString &input, qint64 expected) {
        QTest::newRow(name) << QString::fromLatin1(locale) << QString::fromLatin1(currency) << input
                            << expected;
    };
    // en_US: '.' decimal point, ',' groups
    row("en_US USD grouped", "en_US", "USD", u"1,234.56"_s, 123456);
    row("en_US USD one decimal", "en_US", "USD", u"12.5"_s, 1250);
    row("en_US USD whole", "en_US", "USD", u"7"_s, 700);
    row("en_US USD too many decimals", "en_US", "USD", u"1.234"_s, -1);
    row("en_US USD letters", "en_US", "USD", u"12a"_s, -1);
    row("en_US USD negative", "en_US", "USD", u"-5"_s, -1);
    row("en_US USD empty", "en_US", "USD", QString(), -1);
    row("en_US USD zero", "en_US", "USD", u"0"_s, -1);
    row("en_US USD misplaced group", "en_US", "USD", u"1,5"_s, -1);
    row("en_US JPY grouped", "en_US", "JPY", u"1,234"_s, 1234);
    row("en_US JPY decimals", "en_US", "JPY", u"1.5"_s, -1);
    row("en_US KWD three decimals", "en_US", "KWD", u"1.234"_s, 1234);
    row("en_US KWD one decimal", "en_US", "KWD", u"0.5"_s, 500);
    row("en_US KWD four decimals", "en_US", "KWD", u"1.2345"_s, -1);
    // de_DE: ',' decimal point, '.' groups
    row("de_DE USD grouped", "de_DE", "USD", u"1.234,56"_s, 123456);
    row("de_DE USD one decimal", "de_DE", "USD", u"12,5"_s, 1250);
    row("de_DE USD too many decimals", "de_DE", "USD", u"12,345"_s, -1);
    row("de_DE USD point as decimal", "de_DE", "USD", u"1.5"_s, -1);
    row("de_DE USD negative", "de_DE", "USD", u"-1,00"_s, -1);
    row("de_DE JPY grouped", "de_DE", "JPY", u"1.234"_s, 1234);
    row("de_DE JPY decimals", "de_DE", "JPY", u"1,5"_s, -1);
    row("de_DE KWD three decimals", "de_DE", "KWD", u"1,234"_s, 1234);
    row("de_DE KWD letters", "de_DE", "KWD", u"abc"_s, -1);
    row("de_DE KWD empty", "de_DE", "KWD", u"  "_s, -1);
    // fr_FR: ',' decimal point, narrow no-break space groups (a plain space is accepted)
    row("fr_FR USD narrow nbsp", "fr_FR", "USD", u"1\u202F234,56"_s, 123456);
    row("fr_FR USD space", "fr_FR", "USD", u"1 234,56"_s, 123456);
    row("fr_FR USD cents", "fr_FR", "USD", u"0,99"_s, 99);
    row("fr_FR USD too many decimals", "fr_FR", "USD", u"1,234"_s, -1);
    row("fr_FR JPY nbsp", "fr_FR", "JPY", u"1\u00A0234"_s, 1234);
    row("fr_FR JPY negative", "fr_FR", "JPY", u"-1"_s, -1);
    row("fr_FR JPY decimals", "fr_FR", "JPY", u"12,5"_s, -1);
    row("fr_FR KWD three decimals", "fr_FR", "KWD", u"12,345"_s, 12345);
    row("fr_FR KWD letters", "fr_FR", "KWD", u"12,3x"_s, -1);
    row("fr_FR KWD empty", "fr_FR", "KWD", QString(), -1);
}

void TestDialogs::chargeAmount()
{
    QFETCH(QString, locale);
    QFETCH(QString, currency);
    QFETCH(QString, input);
    QFETCH(qint64, expected);

    NewChargeDialog dialog(m_client.get());
    dialog.setLocale(QLocale(locale));
    dialog.show();
    const QString ref = uniqueRef(u"amount"_s);
    fillCharge(&dialog, input, currency, ref);
    QSignalSpy charged(&dialog, &NewChargeDialog::charged);
    auto *amountError = child<QLabel>(&dialog, u"amountError"_s);

    acceptButton(&dialog)->click();

    if (expected < 0) {
        QVERIFY(amountError->isVisible());
        QVERIFY(!amountError->text().isEmpty());
        QCOMPARE(m_client->pendingCount(), 0); // nothing was sent, not even the fraud check
        QVERIFY(charged.isEmpty());
        const HttpResult list = m_sandbox.client.get(u"/api/v1/transactions?q="_s + ref);
        QCOMPARE(list.status, 200);
        QVERIFY(list.json.value(u"data"_s).toArray().isEmpty());
        return;
    }
    QVERIFY2(!amountError->isVisible(), qPrintable(amountError->text()));
    QVERIFY(charged.wait(10000));
    const auto sent = charged.at(0).at(0).value<api::Transaction>();
    QCOMPARE(sent.amount, expected);
    QCOMPARE(sent.currency, currency);
    QCOMPARE(dialog.transaction()->id, sent.id);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    // What the sandbox stored, read back independently of the client.
    const HttpResult stored = m_sandbox.client.get(u"/api/v1/transactions/"_s + sent.id);
    QCOMPARE(stored.status, 200);
    QCOMPARE(stored.json.value(u"amount"_s).toInteger(), expected);
    QCOMPARE(stored.json.value(u"currency"_s).toString(), currency);
    QCOMPARE(stored.json.value(u"merchant_ref"_s).toString(), ref);
}

void TestDialogs::chargeFraudDeclineNeedsOverride()
{
    NewChargeDialog dialog(m_client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    fillCharge(&dialog, u"5,000.00"_s, u"USD"_s, uniqueRef(u"fraud"_s),
               u"Phone order, express shipping"_s);
    auto *toggle = child<QToolButton>(&dialog, u"advancedToggle"_s);
    QVERIFY(!child<QWidget>(&dialog, u"advancedWidget"_s)->isVisible());
    toggle->click();
    QVERIFY(child<QWidget>(&dialog, u"advancedWidget"_s)->isVisible());
    type(child<QLineEdit>(&dialog, u"customerEmailEdit"_s), u"x@mailinator.com"_s);
    type(child<QLineEdit>(&dialog, u"customerCountryEdit"_s), u"us"_s);
    type(child<QLineEdit>(&dialog, u"cardCountryEdit"_s), u"GB"_s);

    QSignalSpy finished(m_client.get(), &api::ApiClient::requestFinished);
    child<QPushButton>(&dialog, u"checkFraudButton"_s)->click();
    QVERIFY(child<QProgressBar>(&dialog, u"busyBar"_s)->isVisible());
    QVERIFY(finished.wait(10000));

    auto *decision = child<QLabel>(&dialog, u"decisionLabel"_s);
    QVERIFY(decision->isVisible());
    QCOMPARE(decision->text(), u"Decline"_s);
    QVERIFY(child<QLabel>(&dialog, u"scoreLabel"_s)->text().contains(u"95"_s));
    auto *reasons = child<QTreeWidget>(&dialog, u"reasonsTree"_s);
    QStringList codes;
    for (int i = 0; i < reasons->topLevelItemCount(); ++i)
        codes << reasons->topLevelItem(i)->text(0);
    codes.sort();
    QCOMPARE(codes,
             (QStringList{u"amount_very_high"_s, u"country_mismatch"_s, u"disposable_email"_s}));
    QCOMPARE(reasons->topLevelItem(0)->text(2).isEmpty(), false);

    // A decline: Charge stays disabled until the explicit override.
    QPushButton *charge = acceptButton(&dialog);
    auto *override = child<QCheckBox>(&dialog, u"overrideCheck"_s);
    QVERIFY(override->isVisible());
    QVERIFY(!override->isChecked());
    QVERIFY(!charge->isEnabled());
    screenshot(&dialog, u"new-charge.png"_s);

    override->click();
    QVERIFY(charge->isEnabled());
    override->click();
    QVERIFY(!charge->isEnabled());
    override->click();

    QSignalSpy charged(&dialog, &NewChargeDialog::charged);
    const int before = finished.size();
    charge->click();
    QVERIFY(charged.wait(10000));
    QCOMPARE(finished.size(), before + 1); // the check was current: only the charge was sent
    QCOMPARE(charged.at(0).at(0).value<api::Transaction>().amount, 500000);
    // The evaluation that came before is kept with the charge.
    const auto evaluationId = charged.at(0).at(0).value<api::Transaction>().fraudEvaluationId;
    QVERIFY(evaluationId && evaluationId->startsWith(u"frd_"_s));
}

void TestDialogs::chargeReviewStopsOnce()
{
    // 5,000 USD and no customer details: amount_very_high 40 + anonymous_customer 10 = review.
    NewChargeDialog dialog(m_client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    fillCharge(&dialog, u"5000"_s, u"USD"_s, uniqueRef(u"review"_s));
    QSignalSpy charged(&dialog, &NewChargeDialog::charged);
    QSignalSpy finished(m_client.get(), &api::ApiClient::requestFinished);

    acceptButton(&dialog)->click(); // runs the fraud check first
    QVERIFY(finished.wait(10000));
    QCOMPARE(child<QLabel>(&dialog, u"decisionLabel"_s)->text(), u"Review"_s);
    QVERIFY(charged.isEmpty());
    QCOMPARE(m_client->pendingCount(), 0); // stopped for a person to look
    QVERIFY(acceptButton(&dialog)->isEnabled());
    QVERIFY(!child<QCheckBox>(&dialog, u"overrideCheck"_s)->isVisible());

    acceptButton(&dialog)->click();
    QVERIFY(charged.wait(10000));
    QCOMPARE(charged.at(0).at(0).value<api::Transaction>().amount, 500000);

    // Changing the content after a check drops the result: it no longer applies.
    NewChargeDialog again(m_client.get());
    again.setLocale(QLocale(u"en_US"_s));
    fillCharge(&again, u"5000"_s, u"USD"_s, uniqueRef(u"review"_s));
    child<QPushButton>(&again, u"checkFraudButton"_s)->click();
    QVERIFY(finished.wait(10000));
    QVERIFY(!child<QLabel>(&again, u"decisionLabel"_s)->isHidden());
    type(child<QLineEdit>(&again, u"amountEdit"_s), u"50"_s);
    QVERIFY(child<QLabel>(&again, u"decisionLabel"_s)->isHidden());
}

void TestDialogs::chargeCardDeclinedShowsStoredTransaction()
{
    // The sandbox declines amounts ending in 02 minor units, and stores a failed transaction.
    NewChargeDialog dialog(m_client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    const QString ref = uniqueRef(u"declined"_s);
    fillCharge(&dialog, u"10.02"_s, u"USD"_s, ref);
    QSignalSpy charged(&dialog, &NewChargeDialog::charged);
    acceptButton(&dialog)->click();

    auto *error = child<QLabel>(&dialog, u"errorLabel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(error->isVisible(), 10000);
    QVERIFY(charged.isEmpty());
    QVERIFY(dialog.isVisible());
    const QJsonArray stored =
        m_sandbox.client.get(u"/api/v1/transactions?q="_s + ref).json.value(u"data"_s).toArray();
    QCOMPARE(stored.size(), 1);
    const QString id = stored.at(0).toObject().value(u"id"_s).toString();
    QCOMPARE(stored.at(0).toObject().value(u"status"_s).toString(), u"failed"_s);
    QVERIFY2(error->text().contains(id), qPrintable(error->text()));
    QVERIFY2(error->text().contains(u"card_declined"_s), qPrintable(error->text()));
}

void TestDialogs::chargeRetryReusesIdempotencyKey()
{
    CannedServer server;
    const QByteArray created = json(transactionObject(u"txn_canned1"_s, 1100, 0, u"captured"_s));
    server.script({CannedServer::answer(200, fraudJson(10, u"approve"_s)),
                   {CannedServer::Mode::Hang},
                   {CannedServer::Mode::Hang},
                   CannedServer::answer(200, fraudJson(10, u"approve"_s)),
                   CannedServer::answer(201, created)});
    auto client = cannedClient(server, false, 1000);
    NewChargeDialog dialog(client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    fillCharge(&dialog, u"10.00"_s, u"USD"_s, u"order-retry"_s);
    const QString opened = dialog.idempotencyKey();
    QVERIFY(!opened.isEmpty());
    auto *error = child<QLabel>(&dialog, u"errorLabel"_s);
    QSignalSpy charged(&dialog, &NewChargeDialog::charged);

    // The charge times out: a network failure.
    acceptButton(&dialog)->click();
    QTRY_VERIFY_WITH_TIMEOUT(error->isVisible(), 10000);
    QCOMPARE(server.requests.size(), 2);
    QCOMPARE(server.requests.at(1).path, QByteArray("/api/v1/transactions"));
    const QByteArray first = server.requests.at(1).headers.value("idempotency-key");
    QCOMPARE(first, opened.toUtf8());

    // Charge again, same content: the same key, and the fraud check is not repeated.
    acceptButton(&dialog)->click();
    QTRY_VERIFY_WITH_TIMEOUT(server.requests.size() == 3 && error->isVisible(), 10000);
    QCOMPARE(server.requests.at(2).path, QByteArray("/api/v1/transactions"));
    QCOMPARE(server.requests.at(2).headers.value("idempotency-key"), first);

    // Different content is a different charge: a new key.
    type(child<QLineEdit>(&dialog, u"amountEdit"_s), u"11.00"_s);
    acceptButton(&dialog)->click();
    QVERIFY(charged.wait(10000));
    QCOMPARE(server.requests.size(), 5);
    const QByteArray second = server.requests.at(4).headers.value("idempotency-key");
    QVERIFY(!second.isEmpty());
    QVERIFY(second != first);
    QCOMPARE(dialog.idempotencyKey().toUtf8(), second);
    QCOMPARE(
        QJsonDocument::fromJson(server.requests.at(4).body).object().value(u"amount"_s).toInteger(),
        1100);
}

void TestDialogs::chargeFieldErrorsNextToFields()
{
    CannedServer server;
    const QJsonObject invalid{
        {u"error"_s, u"invalid_request"_s},
        {u"details"_s, u"The request has invalid fields."_s},
        {u"fields"_s, QJsonObject{{u"gateway"_s, u"is not enabled for this merchant"_s},
                                  {u"customer_tier"_s, u"is unknown"_s}}}};
    server.script({CannedServer::answer(200, fraudJson(0, u"approve"_s)),
                   CannedServer::answer(400, json(invalid))});
    auto client = cannedClient(server, false);
    NewChargeDialog dialog(client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    fillCharge(&dialog, u"10.00"_s, u"USD"_s, u"order-fields"_s);
    acceptButton(&dialog)->click();

    auto *error = child<QLabel>(&dialog, u"errorLabel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(error->isVisible(), 10000);
    auto *gatewayError = child<QLabel>(&dialog, u"gatewayError"_s);
    QVERIFY(gatewayError->isVisible());
    QCOMPARE(gatewayError->text(), u"is not enabled for this merchant"_s);
    QCOMPARE(child<QLineEdit>(&dialog, u"gatewayEdit"_s)->accessibleDescription(),
             gatewayError->text());
    QVERIFY(error->text().contains(u"The request has invalid fields."_s));
    QVERIFY(error->text().contains(u"Correct the highlighted fields"_s)); // the advice
    QVERIFY(error->text().contains(u"customer_tier: is unknown"_s));      // no field of its own
    QVERIFY(!child<QLabel>(&dialog, u"merchantRefError"_s)->isVisible());
}

void TestDialogs::chargeCancelAbandonsRequest()
{
    CannedServer server;
    server.script(
        {CannedServer::answer(200, fraudJson(10, u"approve"_s)), {CannedServer::Mode::Hang}});
    auto client = cannedClient(server, false);
    NewChargeDialog dialog(client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    fillCharge(&dialog, u"10.00"_s, u"USD"_s, u"order-cancel"_s);
    QSignalSpy charged(&dialog, &NewChargeDialog::charged);
    acceptButton(&dialog)->click();
    QTRY_VERIFY_WITH_TIMEOUT(server.requests.size() == 2, 10000);

    // Busy but responsive: the form is frozen, Cancel is not.
    auto *busy = child<QProgressBar>(&dialog, u"busyBar"_s);
    QVERIFY(busy->isVisible());
    QVERIFY(!acceptButton(&dialog)->isEnabled());
    QVERIFY(!child<QLineEdit>(&dialog, u"amountEdit"_s)->isEnabled());
    QVERIFY(cancelButton(&dialog)->isEnabled());
    QCOMPARE(client->pendingCount(), 1);

    cancelButton(&dialog)->click();
    QCOMPARE(client->pendingCount(), 0);
    QVERIFY(dialog.isVisible()); // the first Cancel abandons the request, not the dialog
    QVERIFY(!busy->isVisible());
    QVERIFY(acceptButton(&dialog)->isEnabled());
    QVERIFY(child<QLineEdit>(&dialog, u"amountEdit"_s)->isEnabled());
    QVERIFY(child<QLabel>(&dialog, u"statusLabel"_s)->text().contains(u"cannot charge twice"_s));
    QVERIFY(charged.isEmpty());

    cancelButton(&dialog)->click();
    QVERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TestDialogs::chargeLiveNeedsTypedAmount()
{
    CannedServer server;
    server.script({CannedServer::answer(200, fraudJson(10, u"approve"_s)),
                   CannedServer::answer(
                       201, json(transactionObject(u"txn_live1"_s, 1000, 0, u"captured"_s)))});
    auto client = cannedClient(server, true);
    NewChargeDialog dialog(client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    QVERIFY(child<QLabel>(&dialog, u"liveBanner"_s)->isVisible());
    QVERIFY(dialog.windowTitle().contains(u"LIVE"_s));
    fillCharge(&dialog, u"1,000.00"_s, u"USD"_s, u"order-live"_s);
    QPushButton *charge = acceptButton(&dialog);
    auto *confirm = child<QLineEdit>(&dialog, u"confirmEdit"_s);
    QVERIFY(confirm->isVisible());
    QVERIFY(!charge->isEnabled());
    type(confirm, u"100.00"_s);
    QVERIFY(!charge->isEnabled());
    type(confirm, u"1000.00"_s);
    QVERIFY(charge->isEnabled());
    // Changing the amount withdraws the confirmation.
    type(child<QLineEdit>(&dialog, u"amountEdit"_s), u"10.00"_s);
    QVERIFY(!charge->isEnabled());
    type(confirm, u"10.00"_s);
    QVERIFY(charge->isEnabled());

    QSignalSpy charged(&dialog, &NewChargeDialog::charged);
    charge->click();
    QVERIFY(charged.wait(10000));
    QCOMPARE(server.requests.size(), 2);
    QCOMPARE(server.requests.at(1).headers.value("authorization"), "Bearer " + LiveKey.toUtf8());
}

void TestDialogs::detailShowsWhyItFailedAndTheFraudCheck()
{
    const HttpResult evaluation = m_sandbox.client.post(
        u"/api/v1/fraud/evaluate"_s, {{u"amount"_s, 501002}, {u"currency"_s, u"USD"_s}});
    QCOMPARE(evaluation.status, 200);
    QJsonObject body = chargeBody(501002, u"USD"_s, uniqueRef(u"detail"_s));
    body.insert(u"fraud_evaluation_id"_s, evaluation.json[u"id"_s]);
    const HttpResult declined = m_sandbox.client.post(u"/api/v1/transactions"_s, body);
    QCOMPARE(declined.status, 402);
    const HttpResult read = m_sandbox.client.get(u"/api/v1/transactions/"_s +
                                                 declined.json[u"transaction_id"_s].toString());
    const api::Transaction failed = api::parse::transaction(read.body).value();

    TransactionDetail detail;
    detail.setClient(m_client.get());
    detail.show();
    QSignalSpy loaded(&detail, &TransactionDetail::fraudEvaluationLoaded);
    detail.setTransaction(failed);
    auto *why = child<QLabel>(&detail, u"detailFailure"_s);
    QVERIFY(why->isVisible());
    QVERIFY2(why->text().contains(u"ending in 02"_s), qPrintable(why->text()));
    QVERIFY(loaded.wait(10000));
    auto *fraud = child<QLabel>(&detail, u"fraudState"_s);
    QVERIFY(fraud->isVisible());
    QVERIFY2(fraud->text().contains(u"Score %1 of 100"_s.arg(evaluation.json[u"score"_s].toInt())),
             qPrintable(fraud->text()));
    QVERIFY2(fraud->text().contains(
                 ui::dialogs::decisionText(evaluation.json[u"decision"_s].toString())),
             qPrintable(fraud->text()));
    const QString firstReason =
        evaluation.json[u"reasons"_s].toArray().first().toObject()[u"message"_s].toString();
    QVERIFY2(fraud->text().contains(firstReason), qPrintable(fraud->text()));

    // A captured one without an evaluation shows neither.
    detail.setTransaction(createTransaction(1000));
    QVERIFY(!why->isVisible());
    QVERIFY(!fraud->isVisible());
}

// ---- Payment link ------------------------------------------------------------------------

void TestDialogs::paymentLinkRefusesHttpUrls_data()
{
    QTest::addColumn<QString>("returnUrl");
    QTest::addColumn<QString>("cancelUrl");
    QTest::addColumn<QString>("errorField");

    QTest::newRow("http return") << u"http://shop.example/thanks"_s << QString()
                                 << u"returnUrlError"_s;
    QTest::newRow("relative return") << u"/thanks"_s << QString() << u"returnUrlError"_s;
    QTest::newRow("no return") << QString() << QString() << u"returnUrlError"_s;
    QTest::newRow("http cancel") << u"https://shop.example/thanks"_s
                                 << u"http://shop.example/cart"_s << u"cancelUrlError"_s;
}

void TestDialogs::paymentLinkRefusesHttpUrls()
{
    QFETCH(QString, returnUrl);
    QFETCH(QString, cancelUrl);
    QFETCH(QString, errorField);

    PaymentLinkDialog dialog(m_client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    fillCharge(&dialog, u"25.00"_s, u"USD"_s, uniqueRef(u"link"_s));
    type(child<QLineEdit>(&dialog, u"returnUrlEdit"_s), returnUrl);
    type(child<QLineEdit>(&dialog, u"cancelUrlEdit"_s), cancelUrl);
    QSignalSpy created(&dialog, &PaymentLinkDialog::created);
    acceptButton(&dialog)->click();

    auto *error = child<QLabel>(&dialog, errorField);
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(u"https://"_s), qPrintable(error->text()));
    QCOMPARE(m_client->pendingCount(), 0); // nothing sent
    QVERIFY(created.isEmpty());
    QVERIFY(!child<QWidget>(&dialog, u"resultGroup"_s)->isVisible());
}

void TestDialogs::paymentLinkCreateAndRefresh()
{
    PaymentLinkDialog dialog(m_client.get());
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    fillCharge(&dialog, u"49.90"_s, u"USD"_s, uniqueRef(u"phone"_s), u"Two concert tickets"_s);
    type(child<QLineEdit>(&dialog, u"returnUrlEdit"_s), u"https://shop.example/thanks"_s);
    type(child<QLineEdit>(&dialog, u"cancelUrlEdit"_s), u"https://shop.example/cart"_s);
    QSignalSpy created(&dialog, &PaymentLinkDialog::created);
    acceptButton(&dialog)->click();
    QVERIFY(created.wait(10000));

    const auto session = created.at(0).at(0).value<api::RedirectSession>();
    QCOMPARE(session.amount, 4990);
    QCOMPARE(session.status, u"open"_s);
    auto *url = child<QLineEdit>(&dialog, u"checkoutUrlEdit"_s);
    QVERIFY(url->isVisible());
    QCOMPARE(url->text(), session.checkoutUrl);
    QVERIFY(session.checkoutUrl.startsWith(m_sandbox.service->url().toString()));
    auto *status = child<QLabel>(&dialog, u"sessionStatusLabel"_s);
    QVERIFY(status->text().startsWith(u"Open"_s));
    QVERIFY(!child<QLabel>(&dialog, u"expiresLabel"_s)->text().isEmpty());
    QVERIFY(!acceptButton(&dialog)->isVisible()); // created once; the dialog now shows it
    QVERIFY(!child<QLineEdit>(&dialog, u"amountEdit"_s)->isEnabled()); // what the link is for

    child<QPushButton>(&dialog, u"copyButton"_s)->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), session.checkoutUrl);
    UrlRecorder browser;
    QDesktopServices::setUrlHandler(u"http"_s, &browser, "open");
    child<QPushButton>(&dialog, u"openButton"_s)->click();
    QDesktopServices::unsetUrlHandler(u"http"_s);
    QCOMPARE(browser.opened, QList<QUrl>{QUrl(session.checkoutUrl)});
    screenshot(&dialog, u"payment-link.png"_s);

    // The customer pays on the hosted page: a plain form post, as a browser sends it.
    QUrlQuery form;
    form.addQueryItem(u"card_number"_s, u"4242 4242 4242 4242"_s);
    form.addQueryItem(u"expiry"_s, u"12/30"_s);
    form.addQueryItem(u"cvc"_s, u"123"_s);
    form.addQueryItem(u"name"_s, u"Test"_s);
    form.addQueryItem(u"action"_s, u"pay"_s);
    QNetworkRequest request{QUrl(session.checkoutUrl)};
    request.setHeader(QNetworkRequest::ContentTypeHeader,
                      QByteArray("application/x-www-form-urlencoded"));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply *reply =
        m_nam.post(request, form.query(QUrl::FullyEncoded).replace(u"%20"_s, u"+"_s).toUtf8());
    QSignalSpy paid(reply, &QNetworkReply::finished);
    QVERIFY(paid.wait(10000));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 303);
    reply->deleteLater();

    QSignalSpy updated(&dialog, &PaymentLinkDialog::sessionUpdated);
    child<QPushButton>(&dialog, u"refreshButton"_s)->click();
    QVERIFY(updated.wait(10000));
    QVERIFY2(status->text().startsWith(u"Completed"_s), qPrintable(status->text()));
    const auto after = updated.at(0).at(0).value<api::RedirectSession>();
    QVERIFY(after.transactionId);
    QCOMPARE(child<QLabel>(&dialog, u"transactionLabel"_s)->text(), *after.transactionId);
    const HttpResult txn = m_sandbox.client.get(u"/api/v1/transactions/"_s + *after.transactionId);
    QCOMPARE(txn.json.value(u"status"_s).toString(), u"captured"_s);
    QCOMPARE(txn.json.value(u"amount"_s).toInteger(), 4990);
}

// ---- Refund ------------------------------------------------------------------------------

void TestDialogs::refundFull()
{
    const api::Transaction t = createTransaction(10000);
    RefundDialog dialog(m_client.get(), t);
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    auto *amount = child<QLineEdit>(&dialog, u"amountEdit"_s);
    QCOMPARE(amount->text(), u"100.00"_s); // the remainder, in the locale
    QVERIFY(child<QLabel>(&dialog, u"remainingAfterLabel"_s)->text().endsWith(u"USD\u00A00.00"_s));
    QSignalSpy refunded(&dialog, &RefundDialog::refunded);
    acceptButton(&dialog)->click();
    QVERIFY(refunded.wait(10000));

    const auto refund = refunded.at(0).at(0).value<api::Refund>();
    const auto updated = refunded.at(0).at(1).value<api::Transaction>();
    QCOMPARE(refund.amount, 10000);
    QCOMPARE(refund.reason, u"requested_by_customer"_s);
    QCOMPARE(updated.id, t.id);
    QCOMPARE(updated.status, u"refunded"_s);
    QCOMPARE(updated.amountRefunded, 10000);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestDialogs::refundPartial()
{
    api::Transaction t = createTransaction(10000);
    // 10.00 refunded earlier, so there is history to show.
    QCOMPARE(m_sandbox.client
                 .post(u"/api/v1/transactions/"_s + t.id + u"/refunds"_s,
                       {{u"amount"_s, 1000}, {u"reason"_s, u"other"_s}})
                 .status,
             201);
    t.amountRefunded = 1000;
    t.status = u"partially_refunded"_s;

    RefundDialog dialog(m_client.get(), t);
    dialog.setLocale(QLocale(u"de_DE"_s));
    dialog.show();
    auto *amount = child<QLineEdit>(&dialog, u"amountEdit"_s);
    QCOMPARE(amount->text(), u"90,00"_s);
    QCOMPARE(child<QLabel>(&dialog, u"originalLabel"_s)->text(), u"100,00\u00A0USD"_s);
    QCOMPARE(child<QLabel>(&dialog, u"refundedLabel"_s)->text(), u"10,00\u00A0USD"_s);
    QCOMPARE(child<QLabel>(&dialog, u"remainingLabel"_s)->text(), u"90,00\u00A0USD"_s);

    auto *reason = child<QComboBox>(&dialog, u"reasonCombo"_s);
    QCOMPARE(reason->count(), 4);
    for (int i = 0; i < reason->count(); ++i)
        QVERIFY(!reason->itemText(i).contains(u'_')); // labels, not wire codes
    reason->setCurrentIndex(reason->findData(u"duplicate"_s));
    child<QPlainTextEdit>(&dialog, u"noteEdit"_s)->setPlainText(u"Charged twice by phone"_s);

    auto *after = child<QLabel>(&dialog, u"remainingAfterLabel"_s);
    type(amount, u"25,5"_s);
    QVERIFY2(after->text().endsWith(u"64,50\u00A0USD"_s), qPrintable(after->text()));
    type(amount, u"125"_s);
    QVERIFY(child<QLabel>(&dialog, u"amountError"_s)->isVisible());
    QVERIFY(after->text().endsWith(u"–"_s));
    type(amount, u"25,50"_s);
    QVERIFY(!child<QLabel>(&dialog, u"amountError"_s)->isVisible());
    QVERIFY2(after->text().endsWith(u"64,50\u00A0USD"_s), qPrintable(after->text()));
    screenshot(&dialog, u"refund.png"_s);

    QSignalSpy refunded(&dialog, &RefundDialog::refunded);
    acceptButton(&dialog)->click();
    QVERIFY(refunded.wait(10000));
    const auto refund = refunded.at(0).at(0).value<api::Refund>();
    const auto updated = refunded.at(0).at(1).value<api::Transaction>();
    QCOMPARE(refund.amount, 2550);
    QCOMPARE(refund.reason, u"duplicate"_s);
    QCOMPARE(refund.note.value_or(QString()), u"Charged twice by phone"_s);
    QCOMPARE(updated.status, u"partially_refunded"_s);
    QCOMPARE(updated.amountRefunded, 3550);

    // Opened again on the updated row, the remainder is right.
    RefundDialog next(m_client.get(), updated);
    next.setLocale(QLocale(u"en_US"_s));
    QCOMPARE(child<QLabel>(&next, u"refundedLabel"_s)->text(), u"USD\u00A035.50"_s);
    QCOMPARE(child<QLabel>(&next, u"remainingLabel"_s)->text(), u"USD\u00A064.50"_s);
    QCOMPARE(child<QLineEdit>(&next, u"amountEdit"_s)->text(), u"64.50"_s);
}

void TestDialogs::refundOverLimit_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("more than remains") << u"150.00"_s;
    QTest::newRow("one cent over") << u"100.01"_s;
    QTest::newRow("zero") << u"0.00"_s;
    QTest::newRow("too many decimals") << u"10.001"_s;
    QTest::newRow("empty") << QString();
}

void TestDialogs::refundOverLimit()
{
    QFETCH(QString, input);
    const api::Transaction t = createTransaction(10000);
    RefundDialog dialog(m_client.get(), t);
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    type(child<QLineEdit>(&dialog, u"amountEdit"_s), input);
    QSignalSpy refunded(&dialog, &RefundDialog::refunded);
    acceptButton(&dialog)->click();

    auto *error = child<QLabel>(&dialog, u"amountError"_s);
    QVERIFY(error->isVisible());
    QVERIFY(!error->text().isEmpty());
    QCOMPARE(m_client->pendingCount(), 0);
    QVERIFY(refunded.isEmpty());
    const HttpResult refunds = m_sandbox.client.get(u"/api/v1/refunds?transaction_id="_s + t.id);
    QCOMPARE(refunds.status, 200);
    QVERIFY(refunds.json.value(u"data"_s).toArray().isEmpty());
}

void TestDialogs::refundLiveNeedsTypedAmount()
{
    // A production client against a local canned server: no live key ever reaches the sandbox.
    CannedServer server;
    const QJsonObject refundBody{
        {u"id"_s, u"ref_live1"_s},           {u"transaction_id"_s, u"txn_live1"_s},
        {u"merchant_id"_s, u"mer_canned"_s}, {u"amount"_s, 2000},
        {u"currency"_s, u"USD"_s},           {u"reason"_s, u"requested_by_customer"_s},
        {u"status"_s, u"succeeded"_s},       {u"created_at"_s, u"2030-01-01T11:00:00Z"_s}};
    server.script({CannedServer::answer(201, json(refundBody)),
                   CannedServer::answer(200, json(transactionObject(u"txn_live1"_s, 5000, 2000,
                                                                    u"partially_refunded"_s)))});
    auto client = cannedClient(server, true);
    const auto t =
        api::parse::transaction(json(transactionObject(u"txn_live1"_s, 5000, 0, u"captured"_s)))
            .value();

    RefundDialog dialog(client.get(), t);
    dialog.setLocale(QLocale(u"en_US"_s));
    dialog.show();
    QVERIFY(child<QLabel>(&dialog, u"liveBanner"_s)->isVisible());
    QPushButton *refund = acceptButton(&dialog);
    auto *confirm = child<QLineEdit>(&dialog, u"confirmEdit"_s);
    QVERIFY(confirm->isVisible());
    QVERIFY(!refund->isEnabled());
    type(confirm, u"50"_s);
    QVERIFY(!refund->isEnabled()); // the exact amount, as shown
    type(confirm, u"50.00"_s);
    QVERIFY(refund->isEnabled());

    type(child<QLineEdit>(&dialog, u"amountEdit"_s), u"20.00"_s);
    QVERIFY(!refund->isEnabled());
    QVERIFY(confirm->placeholderText().contains(u"20.00"_s));
    type(confirm, u"20.00"_s);
    QVERIFY(refund->isEnabled());
    QCOMPARE(server.requests.size(), 0);

    QSignalSpy refunded(&dialog, &RefundDialog::refunded);
    refund->click();
    QVERIFY(refunded.wait(10000));
    QCOMPARE(server.requests.size(), 2);
    QCOMPARE(server.requests.at(0).path, QByteArray("/api/v1/transactions/txn_live1/refunds"));
    QCOMPARE(server.requests.at(0).headers.value("authorization"), "Bearer " + LiveKey.toUtf8());
    QCOMPARE(
        QJsonDocument::fromJson(server.requests.at(0).body).object().value(u"amount"_s).toInteger(),
        2000);
    QCOMPARE(server.requests.at(1).path, QByteArray("/api/v1/transactions/txn_live1"));
    QCOMPARE(refunded.at(0).at(1).value<api::Transaction>().amountRefunded, 2000);
}

// ---- All ----------------------------------------------------------------------------------

void TestDialogs::keyboardOrder()
{
    // Tab walks the fields top to bottom, then the buttons; names of the focused widgets.
    const auto walk = [](QDialog *dialog, int steps) {
        dialog->show();
        QApplication::setActiveWindow(dialog);
        if (!QTest::qWaitForWindowActive(dialog))
            return QStringList{u"(not active)"_s};
        QStringList names;
        if (QApplication::focusWidget() != child<QLineEdit>(dialog, u"amountEdit"_s))
            names << u"(amount not focused on opening)"_s;
        for (int i = 0; i < steps; ++i) {
            QWidget *focus = QApplication::focusWidget();
            names << (focus ? focus->objectName() : u"(none)"_s);
            QTest::keyClick(focus, Qt::Key_Tab);
        }
        dialog->hide();
        return names;
    };

    NewChargeDialog charge(m_client.get());
    QCOMPARE(walk(&charge, 7), (QStringList{u"amountEdit"_s, u"currencyCombo"_s, u"gatewayEdit"_s,
                                            u"merchantRefEdit"_s, u"descriptionEdit"_s,
                                            u"advancedToggle"_s, u"checkFraudButton"_s}));

    PaymentLinkDialog link(m_client.get());
    QCOMPARE(walk(&link, 7), (QStringList{u"amountEdit"_s, u"currencyCombo"_s, u"gatewayEdit"_s,
                                          u"merchantRefEdit"_s, u"descriptionEdit"_s,
                                          u"returnUrlEdit"_s, u"cancelUrlEdit"_s}));

    RefundDialog refund(m_client.get(), createTransaction(1000));
    QCOMPARE(walk(&refund, 3), (QStringList{u"amountEdit"_s, u"reasonCombo"_s, u"noteEdit"_s}));
}

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
