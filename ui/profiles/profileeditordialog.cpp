#include "profileeditordialog.h"

#include "profiles/preferences.h"
#include "profiles/profilestore.h"
#include "profiles/secretstore.h"
#include "session/connectiontest.h"

#include <QColorDialog>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

ProfileEditorDialog::ProfileEditorDialog(profiles::ProfileStore &profiles,
                                         profiles::SecretStore &secrets, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_secrets(secrets)
    , m_connectionTest(new session::ConnectionTest(&secrets, this))
{
    setWindowTitle(tr("Profiles"));
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Profiles"));
    m_list->setMinimumWidth(180);

    auto *add = new QPushButton(tr("&Add"), this);
    auto *addMenu = new QMenu(add);
    addMenu->addAction(tr("Sandbox profile"), this,
                       [this] { addFromTemplate(api::Environment::Sandbox); });
    addMenu->addAction(tr("Production profile"), this,
                       [this] { addFromTemplate(api::Environment::Production); });
    add->setMenu(addMenu);
    m_remove = new QPushButton(tr("&Remove"), this);

    m_name = new QLineEdit(this);
    m_name->setAccessibleName(tr("Profile name"));
    m_environment = new QComboBox(this);
    m_environment->addItem(tr("Sandbox (test data)"), int(api::Environment::Sandbox));
    m_environment->addItem(tr("Production (real money)"), int(api::Environment::Production));
    m_baseUrl = new QLineEdit(this);
    m_baseUrl->setAccessibleName(tr("Base URL"));
    m_baseUrl->setObjectName(u"baseUrl"_s);
    m_baseUrl->setPlaceholderText(tr("https://… (from your payment provider)"));
    m_baseUrlHint = new QLabel(this);
    m_baseUrlHint->setObjectName(u"baseUrlHint"_s);
    m_baseUrlHint->setWordWrap(true);
    m_baseUrlHint->setForegroundRole(QPalette::PlaceholderText);
    m_colour = new QLineEdit(this);
    m_colour->setAccessibleName(tr("Colour"));
    m_colour->setPlaceholderText(u"#ff9f1c"_s);
    auto *pickColour = new QPushButton(tr("Choose…"), this);
    connect(pickColour, &QPushButton::clicked, this, [this] {
        const QColor c = QColorDialog::getColor(QColor::fromString(m_colour->text()), this);
        if (c.isValid())
            m_colour->setText(c.name());
    });
    auto *colourRow = new QHBoxLayout;
    colourRow->addWidget(m_colour);
    colourRow->addWidget(pickColour);
    m_dashboard = new QLineEdit(this);
    m_dashboard->setPlaceholderText(u"https://"_s);
    m_dashboard->setAccessibleName(tr("Dashboard address"));
    auto *openDashboard = new QPushButton(tr("&Open"), this);
    openDashboard->setObjectName(u"openDashboard"_s);
    openDashboard->setToolTip(tr("Open the service's dashboard in the browser, where keys and "
                                 "webhook endpoints are created"));
    auto *dashboardRow = new QHBoxLayout;
    dashboardRow->addWidget(m_dashboard);
    dashboardRow->addWidget(openDashboard);
    connect(openDashboard, &QPushButton::clicked, this, [this] {
        const QUrl url(m_dashboard->text().trimmed(), QUrl::StrictMode);
        if (url.isValid() && (url.scheme() == u"https"_s || url.scheme() == u"http"_s))
            QDesktopServices::openUrl(url);
        else
            setStatus(tr("Enter the dashboard's address (https://…) first."), true);
    });
    connect(m_dashboard, &QLineEdit::textChanged, openDashboard,
            [openDashboard](const QString &text) { openDashboard->setEnabled(!text.isEmpty()); });
    m_apiKey = new QLineEdit(this);
    m_apiKey->setEchoMode(QLineEdit::Password);
    m_apiKey->setAccessibleName(tr("API key"));
    m_webhookSecret = new QLineEdit(this);
    m_webhookSecret->setEchoMode(QLineEdit::Password);
    m_webhookSecret->setAccessibleName(tr("Webhook signing secret"));
    m_keyState = new QLabel(this);
    m_keyState->setObjectName(u"keyState"_s);
    m_keyState->setWordWrap(true);
    auto *keyHelp = new QLabel(
        tr("Create keys in the service's dashboard, under Settings, API Keys. A key is shown "
           "only once there: paste it here right away. Keys and secrets are kept in the "
           "system keychain, never in PayDesk's settings."),
        this);
    keyHelp->setWordWrap(true);
    keyHelp->setForegroundRole(QPalette::PlaceholderText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Environment:"), m_environment);
    form->addRow(tr("&Base URL:"), m_baseUrl);
    form->addRow(QString(), m_baseUrlHint);
    // A row of a layout gets no buddy by itself, and a label without one shows its "&".
    auto *colourLabel = new QLabel(tr("&Colour:"), this);
    colourLabel->setBuddy(m_colour);
    form->addRow(colourLabel, colourRow);
    auto *dashboardLabel = new QLabel(tr("&Dashboard:"), this);
    dashboardLabel->setBuddy(m_dashboard);
    form->addRow(dashboardLabel, dashboardRow);
    form->addRow(tr("API &key:"), m_apiKey);
    form->addRow(tr("&Webhook secret:"), m_webhookSecret);
    form->addRow(QString(), m_keyState);
    form->addRow(QString(), keyHelp);

    m_status = new QLabel(this);
    m_status->setObjectName(u"status"_s);
    m_status->setTextFormat(Qt::PlainText); // a service's error message
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_test = new QPushButton(tr("&Test connection"), this);
    m_save = new QPushButton(tr("&Save"), this);
    m_save->setDefault(true);
    auto *close = new QPushButton(tr("Close"), this);

    auto *left = new QVBoxLayout;
    left->addWidget(m_list);
    auto *leftButtons = new QHBoxLayout;
    leftButtons->addWidget(add);
    leftButtons->addWidget(m_remove);
    left->addLayout(leftButtons);
    auto *right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(m_status);
    right->addStretch();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_test);
    buttons->addStretch();
    buttons->addWidget(m_save);
    buttons->addWidget(close);
    right->addLayout(buttons);
    auto *top = new QHBoxLayout(this);
    top->addLayout(left);
    top->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            loadProfile(m_list->item(row)->data(Qt::UserRole).toString());
    });
    connect(m_remove, &QPushButton::clicked, this, &ProfileEditorDialog::removeCurrent);
    connect(m_save, &QPushButton::clicked, this, &ProfileEditorDialog::save);
    connect(m_test, &QPushButton::clicked, this, &ProfileEditorDialog::testConnection);
    connectTest();
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    resize(760, 460);
    reloadList(m_profiles.currentProfileId());
}

ProfileEditorDialog::~ProfileEditorDialog() = default;

void ProfileEditorDialog::selectProfile(const QString &id)
{
    reloadList(id);
}

void ProfileEditorDialog::reloadList(const QString &selectId)
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    int select = 0;
    const auto all = m_profiles.list();
    for (const profiles::Profile &p : all) {
        auto *item = new QListWidgetItem(p.name, m_list);
        item->setData(Qt::UserRole, p.id);
        item->setToolTip(p.environment == api::Environment::Production ? tr("Production")
                                                                       : tr("Sandbox"));
        if (p.id == selectId)
            select = m_list->count() - 1;
    }
    if (m_list->count() > 0) {
        m_list->setCurrentRow(select);
        loadProfile(m_list->item(select)->data(Qt::UserRole).toString());
    } else {
        m_currentId.clear();
    }
}

void ProfileEditorDialog::loadProfile(const QString &id)
{
    const auto p = m_profiles.find(id);
    if (!p)
        return;
    m_currentId = id;
    m_name->setText(p->name);
    m_environment->setCurrentIndex(m_environment->findData(int(p->environment)));
    // A template's reserved .invalid address is no address at all: the field starts empty.
    const bool placeholder = p->baseUrl.host().endsWith(u".invalid"_s);
    m_baseUrl->setText(p->localSandbox ? tr("(started by PayDesk on a free local port)")
                       : placeholder   ? QString()
                                       : p->baseUrl.toString());
    m_baseUrlHint->setText(
        p->localSandbox
            ? tr("PayDesk runs this sandbox on this computer; it needs no address.")
            : tr("The address of the service's API for this environment, as your payment "
                 "provider gives it in its dashboard or documentation. New profiles start "
                 "with the address set in Preferences, if there is one."));
    m_colour->setText(p->colour);
    m_dashboard->setText(p->dashboardUrl.toString());
    m_apiKey->clear();
    m_webhookSecret->clear();
    for (QWidget *w : {static_cast<QWidget *>(m_environment), static_cast<QWidget *>(m_baseUrl),
                       static_cast<QWidget *>(m_apiKey), static_cast<QWidget *>(m_remove)})
        w->setEnabled(!p->localSandbox);
    m_remove->setToolTip(p->localSandbox ? tr("The local sandbox is part of PayDesk and stays.")
                                         : QString());
    m_apiKey->setPlaceholderText(p->localSandbox ? tr("Generated by PayDesk")
                                                 : tr("Paste a new key to replace the stored one"));
    setStatus(QString());
    updateSecretHints();
}

void ProfileEditorDialog::updateSecretHints()
{
    const QString id = m_currentId;
    m_keyState->setText(tr("Checking the keychain…"));
    // Both answers, then one sentence; the values themselves are never shown. An error from
    // either read is what stays on screen.
    struct Known
    {
        std::optional<bool> key;
        std::optional<bool> secret;
        std::optional<QString> error;
    };
    auto known = std::make_shared<Known>();
    auto show = [this, id, known](const profiles::SecretError &e) {
        if (id != m_currentId)
            return;
        if (!e.ok() && !known->error)
            known->error = e.message;
        if (known->error) {
            m_keyState->setText(*known->error);
            return;
        }
        if (!known->key || !known->secret)
            return;
        const QString key =
            *known->key ? tr("An API key is stored.") : tr("No API key is stored yet.");
        const QString secret = *known->secret ? tr("A webhook signing secret is stored.")
                                              : tr("No webhook signing secret is stored.");
        m_keyState->setText(key + u' ' + secret);
    };
    m_secrets.readSecret(
        id, profiles::SecretKind::ApiKey, this,
        [known, show](const std::optional<QString> &v, const profiles::SecretError &e) {
            known->key = v.has_value();
            show(e);
        });
    m_secrets.readSecret(
        id, profiles::SecretKind::WebhookSecret, this,
        [known, show](const std::optional<QString> &v, const profiles::SecretError &e) {
            known->secret = v.has_value();
            show(e);
        });
}

void ProfileEditorDialog::addFromTemplate(api::Environment environment)
{
    // New profiles point where the Preferences say the service's environments are.
    const auto prefs = profiles::Preferences::loadUser();
    profiles::Profile p = environment == api::Environment::Production
                              ? profiles::productionTemplate(prefs.productionBaseUrl)
                              : profiles::sandboxTemplate(prefs.sandboxBaseUrl);
    QString base = p.name;
    for (int n = 2; m_profiles.findByName(p.name); ++n)
        p.name = u"%1 %2"_s.arg(base).arg(n);
    QString error;
    if (!m_profiles.add(p, &error)) {
        setStatus(error, true);
        return;
    }
    reloadList(p.id);
    m_name->setFocus();
    m_name->selectAll();
}

std::optional<profiles::Profile> ProfileEditorDialog::formProfile(QString *error) const
{
    auto p = m_profiles.find(m_currentId);
    if (!p) {
        *error = tr("Choose a profile first.");
        return std::nullopt;
    }
    p->name = m_name->text().trimmed();
    p->colour = m_colour->text().trimmed();
    p->dashboardUrl = QUrl(m_dashboard->text().trimmed());
    if (!p->localSandbox) {
        p->environment = api::Environment(m_environment->currentData().toInt());
        p->baseUrl = QUrl(m_baseUrl->text().trimmed(), QUrl::StrictMode);
    }
    if (const auto problem = m_profiles.validate(*p)) {
        *error = *problem;
        return std::nullopt;
    }
    const QString key = m_apiKey->text().trimmed();
    if (!key.isEmpty() && !p->localSandbox) {
        if (auto refusal = api::checkConnectionGuards(p->environment, p->baseUrl, key)) {
            *error = refusal->message();
            return std::nullopt;
        }
    }
    const QString secret = m_webhookSecret->text().trimmed();
    if (!secret.isEmpty() && !secret.startsWith(u"whsec_"_s)) {
        *error = tr("A webhook signing secret starts with whsec_.");
        return std::nullopt;
    }
    return p;
}

void ProfileEditorDialog::save()
{
    QString error;
    const auto p = formProfile(&error);
    if (!p) {
        setStatus(error, true);
        return;
    }
    if (!m_profiles.update(*p, &error)) {
        setStatus(error, true);
        return;
    }
    const QString id = p->id;
    const QString key = m_apiKey->text().trimmed();
    const QString secret = m_webhookSecret->text().trimmed();
    m_apiKey->clear();
    m_webhookSecret->clear();
    auto pending = std::make_shared<int>(0);
    auto failed = std::make_shared<QString>();
    const auto finish = [this, id, pending, failed] {
        if (--*pending > 0)
            return;
        if (failed->isEmpty())
            setStatus(tr("Saved."));
        else
            setStatus(*failed, true);
        updateSecretHints();
        Q_EMIT profileSaved(id);
    };
    const auto write = [&](profiles::SecretKind kind, const QString &value) {
        ++*pending;
        m_secrets.writeSecret(id, kind, value, this,
                              [finish, failed](const profiles::SecretError &e) {
                                  if (!e.ok())
                                      *failed = e.message;
                                  finish();
                              });
    };
    ++*pending;           // held until every write has been started
    m_secrets.askAgain(); // saving is asking: a refused keychain prompt may come again
    if (!key.isEmpty())
        write(profiles::SecretKind::ApiKey, key);
    if (!secret.isEmpty())
        write(profiles::SecretKind::WebhookSecret, secret);
    reloadList(id);
    finish();
}

void ProfileEditorDialog::removeCurrent()
{
    const auto p = m_profiles.find(m_currentId);
    if (!p)
        return;
    if (QMessageBox::question(this, tr("Remove profile"),
                              tr("Remove \"%1\" and its key and signing secret from the "
                                 "keychain?")
                                  .arg(p->name)) != QMessageBox::Yes)
        return;
    const QString id = p->id;
    m_secrets.removeSecrets(id, this, [this](const profiles::SecretError &e) {
        if (!e.ok())
            setStatus(e.message, true);
    });
    m_profiles.remove(id);
    reloadList(m_profiles.currentProfileId());
    Q_EMIT profileSaved(id);
}

void ProfileEditorDialog::connectTest()
{
    using session::ConnectionTest;
    connect(m_connectionTest, &ConnectionTest::passed, this, [this](const QString &merchantId) {
        m_test->setEnabled(true);
        setStatus(merchantId.isEmpty() ? tr("Connected. The account has no transactions yet.")
                                       : tr("Connected to merchant %1.").arg(merchantId));
    });
    connect(m_connectionTest, &ConnectionTest::requestFailed, this,
            [this](const api::ApiError &error) {
                m_test->setEnabled(true);
                setStatus(error.messageWithAdvice(), true);
            });
    connect(m_connectionTest, &ConnectionTest::connectionFailed, this,
            [this](const session::ProfileConnection::Failure &failure) {
                m_test->setEnabled(true);
                setStatus(failure.reason == session::ProfileConnection::Failure::Reason::NoKey
                              ? tr("No API key is stored; paste one first.")
                              : failure.message,
                          true);
            });
}

void ProfileEditorDialog::testConnection()
{
    QString error;
    const auto p = formProfile(&error);
    if (!p) {
        setStatus(error, true);
        return;
    }
    if (p->localSandbox) {
        setStatus(tr("The local sandbox is tested by opening it in the main window."));
        return;
    }
    setStatus(tr("Testing…"));
    m_test->setEnabled(false);
    // The key typed and not saved yet, else the stored one.
    const QString typed = m_apiKey->text().trimmed();
    if (typed.isEmpty())
        m_connectionTest->run(*p);
    else
        m_connectionTest->run(*p, typed);
}

void ProfileEditorDialog::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? u"color: palette(bright-text); background: #b00020;"
                                    " padding: 4px; border-radius: 3px;"_s
                                  : QString());
}

} // namespace paydesk::ui
