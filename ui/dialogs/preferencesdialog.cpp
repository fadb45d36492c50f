#include "preferencesdialog.h"

#include "session/session.h"
#include "session/webhookinspector.h"
#include "webhooks/webhookreceiver.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

QUrl webUrl(const QString &text, const QUrl &fallback)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (url.isValid() && !url.host().isEmpty() &&
        (url.scheme() == u"https"_s || url.scheme() == u"http"_s))
        return url;
    return fallback;
}

} // namespace

PreferencesDialog::PreferencesDialog(const profiles::Preferences &preferences, QWidget *parent)
    : QDialog(parent)
    , m_initial(preferences)
{
    setWindowTitle(tr("Preferences"));

    m_language = new QComboBox(this);
    m_language->setAccessibleName(tr("Language"));
    m_language->addItem(tr("System default"), QString());
    for (const QString &code : profiles::Preferences::languages())
        m_language->addItem(profiles::Preferences::nativeLanguageName(code), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(preferences.language)));

    m_defaultPane = new QComboBox(this);
    m_defaultPane->setAccessibleName(tr("Open on"));
    m_defaultPane->addItem(tr("The pane used last"), QString());
    m_defaultPane->addItem(tr("Transactions"), u"transactions"_s);
    m_defaultPane->addItem(tr("Refunds"), u"refunds"_s);
    m_defaultPane->addItem(tr("Chart of accounts"), u"accounts"_s);
    m_defaultPane->addItem(tr("Trial balance"), u"trial-balance"_s);
    m_defaultPane->addItem(tr("Webhooks"), u"webhooks"_s);
    m_defaultPane->setCurrentIndex(qMax(0, m_defaultPane->findData(preferences.defaultPane)));

    auto *general = new QGroupBox(tr("General"), this);
    auto *generalForm = new QFormLayout(general);
    generalForm->addRow(tr("&Language:"), m_language);
    generalForm->addRow(tr("&Open on:"), m_defaultPane);

    m_timeout = new QSpinBox(this);
    m_timeout->setAccessibleName(tr("Request timeout"));
    m_timeout->setRange(5, 300);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(preferences.requestTimeoutSeconds);
    m_sandboxUrl = new QLineEdit(preferences.sandboxBaseUrl.toString(), this);
    m_sandboxUrl->setAccessibleName(tr("Sandbox base URL"));
    m_productionUrl = new QLineEdit(preferences.productionBaseUrl.toString(), this);
    m_productionUrl->setAccessibleName(tr("Production base URL"));
    auto *connection = new QGroupBox(tr("Service"), this);
    auto *connectionForm = new QFormLayout(connection);
    connectionForm->addRow(tr("Request &timeout:"), m_timeout);
    connectionForm->addRow(tr("New &Sandbox profiles use:"), m_sandboxUrl);
    connectionForm->addRow(tr("New &Production profiles use:"), m_productionUrl);

    m_port = new QSpinBox(this);
    m_port->setAccessibleName(tr("Inspector port"));
    m_port->setRange(1024, 65535);
    m_port->setValue(preferences.inspectorPort);
    m_response = new QComboBox(this);
    m_response->setAccessibleName(tr("Inspector answer"));
    for (const webhooks::ResponseConfig &r : webhooks::responseChoices()) {
        const QString text = r.delayMs
                                 ? tr("%1 after %2 seconds").arg(r.status).arg(r.delayMs / 1000)
                             : r.status == 200 ? tr("200 OK")
                             : r.status == 500 ? tr("500 Internal Server Error")
                             : r.status == 410 ? tr("410 Gone")
                                               : tr("429 Too Many Requests");
        m_response->addItem(text, QVariantList{r.status, r.delayMs});
    }
    for (int i = 0; i < m_response->count(); ++i) {
        const QVariantList v = m_response->itemData(i).toList();
        if (v.value(0).toInt() == preferences.inspectorResponseStatus &&
            v.value(1).toInt() == preferences.inspectorResponseDelayMs)
            m_response->setCurrentIndex(i);
    }
    auto *inspector = new QGroupBox(tr("Webhook inspector"), this);
    auto *inspectorForm = new QFormLayout(inspector);
    inspectorForm->addRow(tr("Listen o&n port (127.0.0.1):"), m_port);
    inspectorForm->addRow(tr("&Answer deliveries with:"), m_response);

    auto *reset = new QPushButton(tr("&Reset demo data…"), this);
    auto *resetNote = new QLabel(
        tr("Deletes every transaction, refund and ledger posting of the Local sandbox and seeds "
           "new demo data. Other profiles are not touched."),
        this);
    resetNote->setWordWrap(true);
    auto *local = new QGroupBox(tr("Local sandbox"), this);
    auto *localLayout = new QVBoxLayout(local);
    localLayout->addWidget(resetNote);
    localLayout->addWidget(reset, 0, Qt::AlignLeft);
    connect(reset, &QPushButton::clicked, this, &PreferencesDialog::confirmReset);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(general);
    layout->addWidget(connection);
    layout->addWidget(inspector);
    layout->addWidget(local);
    layout->addStretch();
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
}

profiles::Preferences PreferencesDialog::preferences() const
{
    profiles::Preferences p = m_initial;
    p.language = m_language->currentData().toString();
    p.defaultPane = m_defaultPane->currentData().toString();
    p.requestTimeoutSeconds = m_timeout->value();
    p.sandboxBaseUrl = webUrl(m_sandboxUrl->text(), m_initial.sandboxBaseUrl);
    p.productionBaseUrl = webUrl(m_productionUrl->text(), m_initial.productionBaseUrl);
    p.inspectorPort = quint16(m_port->value());
    const QVariantList response = m_response->currentData().toList();
    p.inspectorResponseStatus = response.value(0).toInt();
    p.inspectorResponseDelayMs = response.value(1).toInt();
    return p;
}

void PreferencesDialog::confirmReset()
{
    const auto answer = QMessageBox::warning(
        this, tr("Reset demo data"),
        tr("Delete all data of the Local sandbox and start it again with new demo data?"),
        QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Reset)
        Q_EMIT resetLocalSandboxRequested();
}

std::optional<QString> editPreferences(session::Session &session, QWidget *parent,
                                       QStatusBar *statusBar)
{
    const profiles::Preferences before = profiles::Preferences::loadUser();
    PreferencesDialog dialog(before, parent);
    QObject::connect(
        &dialog, &PreferencesDialog::resetLocalSandboxRequested, statusBar, [&session, statusBar] {
            statusBar->showMessage(
                PreferencesDialog::tr("Resetting the local sandbox's demo data…"), 8000);
            session.resetLocalSandbox();
        });
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const profiles::Preferences after = dialog.preferences();
    if (after == before)
        return std::nullopt;
    after.saveUser();
    auto *inspector = session.webhookInspector();
    if (inspector && after.inspectorPort != before.inspectorPort) {
        QObject::connect(
            inspector, &session::WebhookInspector::listening, statusBar,
            [statusBar](const QUrl &url) {
                statusBar->showMessage(PreferencesDialog::tr("The webhook inspector listens on %1.")
                                           .arg(url.toDisplayString()),
                                       8000);
            },
            Qt::SingleShotConnection);
    }
    session.applyPreferences(before, after);
    if (after.language == before.language)
        return std::nullopt;
    return after.language;
}

} // namespace paydesk::ui
