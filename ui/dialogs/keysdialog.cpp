#include "keysdialog.h"

#include "dialogsupport.h"
#include "newkeydialog.h"
#include "profiles/keyprofile.h"
#include "profiles/profilestore.h"
#include "profiles/secretstore.h"
#include "session/session.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

QString timeText(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QString();
}

} // namespace

KeysDialog::KeysDialog(session::Session &session, profiles::ProfileStore &profiles, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_profiles(profiles)
{
    setObjectName(u"keysDialog"_s);
    setWindowTitle(tr("API keys of %1").arg(session.profile().name));

    m_ownKey = new QLabel(this);
    m_ownKey->setObjectName(u"ownKeyLabel"_s);
    m_ownKey->setWordWrap(true);
    m_ownKey->setTextFormat(Qt::PlainText);
    m_state = new QLabel(this);
    m_state->setObjectName(u"keysState"_s);
    m_state->setWordWrap(true);
    m_state->setTextFormat(Qt::PlainText);
    m_state->hide();

    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"keyList"_s);
    m_list->setAccessibleName(tr("API keys"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels({tr("Name"), tr("Permissions"), tr("Created"), tr("State")});
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &KeysDialog::updateButtons);

    m_create = new QPushButton(tr("&Create key…"), this);
    m_create->setObjectName(u"createKeyButton"_s);
    connect(m_create, &QPushButton::clicked, this, &KeysDialog::askForKey);
    m_roll = new QPushButton(tr("R&oll…"), this);
    m_roll->setObjectName(u"rollKeyButton"_s);
    m_roll->setToolTip(tr("A new key with the same name and permissions; the old one keeps "
                          "working for the hours you choose, so what uses it can move over"));
    connect(m_roll, &QPushButton::clicked, this, &KeysDialog::askToRoll);
    m_revoke = new QPushButton(tr("Re&voke"), this);
    m_revoke->setObjectName(u"revokeKeyButton"_s);
    m_revoke->setToolTip(tr("The key's next request is refused"));
    connect(m_revoke, &QPushButton::clicked, this, &KeysDialog::askToRevoke);
    auto *refreshButton = new QPushButton(tr("&Refresh"), this);
    connect(refreshButton, &QPushButton::clicked, this, &KeysDialog::refresh);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_create, m_roll, m_revoke})
        buttons->addWidget(b);
    buttons->addStretch(1);
    buttons->addWidget(refreshButton);

    // A new key's value, shown this once.
    m_valueBox = new QWidget(this);
    m_valueText = new QLabel(m_valueBox);
    m_valueText->setWordWrap(true);
    m_valueText->setTextFormat(Qt::PlainText);
    m_value = new QLineEdit(m_valueBox);
    m_value->setObjectName(u"keyValue"_s);
    m_value->setReadOnly(true);
    m_value->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_value->setAccessibleName(tr("The new key"));
    auto *copy = new QPushButton(tr("Cop&y"), m_valueBox);
    copy->setObjectName(u"copyKeyButton"_s);
    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_value->text());
        Q_EMIT statusMessage(tr("The key is on the clipboard."));
    });
    auto *valueRow = new QHBoxLayout;
    valueRow->addWidget(m_value, 1);
    valueRow->addWidget(copy);
    auto *valueLayout = new QVBoxLayout(m_valueBox);
    valueLayout->setContentsMargins(0, 0, 0, 0);
    valueLayout->addWidget(m_valueText);
    valueLayout->addLayout(valueRow);
    m_valueBox->hide();

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_ownKey);
    layout->addWidget(m_state);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_valueBox);
    layout->addWidget(close);
    resize(760, 420);

    connect(&m_session, &session::Session::capabilitiesChanged, this, &KeysDialog::showOwnKey);
    connect(&m_session, &session::Session::clientChanged, this,
            [this](api::ApiClient *client) { setClient(client); });
    showOwnKey();
    setClient(m_session.client());
}

KeysDialog::~KeysDialog()
{
    dialogs::cancelRequest(m_client, m_request);
}

void KeysDialog::setClient(api::ApiClient *client)
{
    dialogs::cancelRequest(m_client, m_request);
    m_client = client;
    if (client)
        refresh();
    updateButtons();
}

QString KeysDialog::ownKeyId() const
{
    const auto &key = m_session.capabilities().key();
    return key ? key->keyId : QString();
}

void KeysDialog::showOwnKey()
{
    const api::KeyCapabilities &caps = m_session.capabilities();
    const auto &key = caps.key();
    if (!key) {
        m_ownKey->setText(caps.state() == api::KeyCapabilities::State::Refused
                              ? caps.whyNot(api::Permission::Full)
                              : tr("This profile's key is not described by the service."));
    } else {
        m_ownKey->setText(tr("This profile uses the key \"%1\" (%2) of merchant %3: %4; %5.")
                              .arg(key->name, key->keyId, key->merchantId, caps.permissionsText(),
                                   key->expiresAt.isValid()
                                       ? tr("works until %1").arg(timeText(key->expiresAt))
                                       : tr("no expiry")));
    }
    showKeys();
}

void KeysDialog::refresh()
{
    if (!m_client || m_request)
        return;
    m_request = m_client->apiKeys(this, [this](const api::Result<QList<api::ApiKey>> &r) {
        m_request = 0;
        if (!r.ok())
            return fail(r.error(), true);
        m_unsupported = false;
        m_keys = r.value();
        // Only what a failed listing said is cleared: what the last action said stays, even
        // when this answer arrives after it.
        if (m_stateFromListing)
            showState(QString());
        showKeys();
    });
    updateButtons();
}

void KeysDialog::showKeys()
{
    const QString current =
        m_list->currentItem() ? m_list->currentItem()->data(0, Qt::UserRole).toString() : QString();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString own = ownKeyId();
    m_list->clear();
    for (const api::ApiKey &k : std::as_const(m_keys)) {
        QString state;
        if (k.isRevoked())
            state = tr("Revoked %1").arg(timeText(k.revokedAt));
        else if (k.isExpired(now))
            state = tr("Expired %1").arg(timeText(k.expiresAt));
        else if (k.expiresAt.isValid())
            state = tr("Works until %1").arg(timeText(k.expiresAt));
        else
            state = tr("Works");
        const QString permissions =
            k.permissions.contains(u"*"_s) ? tr("Full access") : k.permissions.join(u", "_s);
        auto *item =
            new QTreeWidgetItem(m_list, {k.id == own ? tr("%1 (this profile)").arg(k.name) : k.name,
                                         permissions, timeText(k.createdAt), state});
        item->setData(0, Qt::UserRole, k.id);
        item->setToolTip(0, k.id);
        if (!k.works(now)) {
            for (int c = 0; c < 4; ++c)
                item->setForeground(c, palette().brush(QPalette::Disabled, QPalette::Text));
        }
        if (k.id == current)
            m_list->setCurrentItem(item);
    }
    for (int c : {0, 2, 3})
        m_list->resizeColumnToContents(c);
    updateButtons();
}

std::optional<api::ApiKey> KeysDialog::currentKey() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return std::nullopt;
    const QString id = item->data(0, Qt::UserRole).toString();
    for (const api::ApiKey &k : m_keys) {
        if (k.id == id)
            return k;
    }
    return std::nullopt;
}

void KeysDialog::updateButtons()
{
    const bool ready = m_client && !m_request && !m_unsupported;
    const QString why = m_session.capabilities().whyNot(api::Permission::Full);
    const auto key = currentKey();
    const bool works = key && key->works(QDateTime::currentDateTimeUtc());
    m_create->setEnabled(ready && why.isEmpty());
    m_roll->setEnabled(ready && why.isEmpty() && works);
    m_revoke->setEnabled(ready && why.isEmpty() && key && !key->isRevoked());
    m_create->setToolTip(why);
}

void KeysDialog::showState(const QString &text, bool error, bool fromListing)
{
    m_stateFromListing = fromListing && !text.isEmpty();
    m_state->setText(text);
    m_state->setVisible(!text.isEmpty());
    if (error)
        dialogs::styleErrorBox(m_state);
    else
        m_state->setStyleSheet(QString());
    dialogs::growToFit(this);
}

QString KeysDialog::stateText() const
{
    return m_state->isVisible() ? m_state->text() : QString();
}

QString KeysDialog::keyText() const
{
    return m_ownKey->text();
}

QString KeysDialog::shownValue() const
{
    return m_valueBox->isVisible() ? m_value->text() : QString();
}

void KeysDialog::fail(const api::ApiError &error, bool listing)
{
    if (listing && error.kind == api::ApiError::Kind::Http &&
        (error.httpStatus == 404 || error.httpStatus == 405)) {
        m_unsupported = true;
        m_keys.clear();
        showKeys();
        showState(tr("This service has no key management: its keys are made in its "
                     "dashboard."),
                  false, true);
        return;
    }
    showState(dialogs::errorText(error), true, listing);
    updateButtons();
}

void KeysDialog::createKey(const QString &name, const QStringList &permissions,
                           const QString &saveAs)
{
    if (!m_client || m_request)
        return;
    m_valueBox->hide();
    m_request = m_client->createApiKey(name, permissions, this,
                                       [this, saveAs](const api::Result<api::ApiKey> &r) {
                                           m_request = 0;
                                           if (!r.ok())
                                               return fail(r.error());
                                           keyMade(r.value(), saveAs, false);
                                       });
    updateButtons();
}

void KeysDialog::rollKey(const QString &id, int hours, bool intoThisProfile)
{
    if (!m_client || m_request)
        return;
    m_valueBox->hide();
    m_request = m_client->rollApiKey(id, hours, this,
                                     [this, intoThisProfile](const api::Result<api::ApiKey> &r) {
                                         m_request = 0;
                                         if (!r.ok())
                                             return fail(r.error());
                                         keyMade(r.value(), {}, intoThisProfile);
                                     });
    updateButtons();
}

void KeysDialog::revokeKey(const QString &id)
{
    if (!m_client || m_request)
        return;
    const bool own = id == ownKeyId();
    m_request = m_client->revokeApiKey(id, this, [this, id, own](const api::Result<bool> &r) {
        m_request = 0;
        if (!r.ok())
            return fail(r.error());
        showState(own ? tr("Revoked this profile's own key: the service refuses it from now on.")
                      : tr("Revoked %1: its next request is refused.").arg(id));
        Q_EMIT changed();
        if (own)
            m_session.refreshCapabilities();
        refresh();
    });
    updateButtons();
}

void KeysDialog::keyMade(const api::ApiKey &key, const QString &saveAs, bool intoThisProfile)
{
    Q_EMIT changed();
    const QString said = key.rolledFromId.isEmpty()
                             ? tr("Created the key \"%1\".").arg(key.name)
                             : tr("Rolled the key \"%1\": the old one works until %2.")
                                   .arg(key.name, timeText(key.rolledFromExpiresAt));
    refresh();
    if (!key.secret) {
        showState(tr("%1 Its value did not arrive (the request was sent again), so it cannot be "
                     "used: revoke it and make another.")
                      .arg(said),
                  true);
        return;
    }
    profiles::SecretStore *secrets = m_session.secretStore();
    if (intoThisProfile && secrets) {
        const profiles::Profile profile = m_session.profile();
        secrets->writeSecret(
            profile.id, profiles::SecretKind::ApiKey, *key.secret, this,
            [this, key, said, profile](const profiles::SecretError &stored) {
                if (!stored.ok()) {
                    showValue(key, tr("%1 It could not replace this profile's key in the "
                                      "keychain (%2); copy it now.")
                                       .arg(said, stored.message));
                    return;
                }
                showState(tr("%1 This profile uses the new key from now on.").arg(said));
                // Connected again with the new key (the Local sandbox starts again with it).
                if (profile.localSandbox)
                    m_session.restartLocalSandbox();
                else
                    m_session.reconnect();
            });
        return;
    }
    if (!saveAs.isEmpty() && secrets) {
        profiles::KeyProfile::add(
            m_profiles, *secrets, m_session.profile(), saveAs, *key.secret, this,
            [this, key, said](const std::optional<profiles::Profile> &added, const QString &error) {
                if (!added)
                    return showValue(key, tr("%1 It could not be kept as a profile (%2); copy "
                                             "it now.")
                                              .arg(said, error));
                showState(tr("%1 It is kept as the profile \"%2\", its value in the keychain "
                             "only.")
                              .arg(said, added->name));
            });
        return;
    }
    showValue(key, said);
}

void KeysDialog::showValue(const api::ApiKey &key, const QString &said)
{
    m_valueText->setText(tr("%1 Its value is shown this once; PayDesk keeps no copy.").arg(said));
    m_value->setText(*key.secret);
    m_valueBox->show();
    m_state->hide();
    dialogs::growToFit(this);
}

void KeysDialog::askForKey()
{
    NewKeyDialog ask(m_session.profile(), this);
    if (ask.exec() == QDialog::Accepted)
        createKey(ask.name(), ask.permissions(), ask.saveAs());
}

void KeysDialog::askToRoll()
{
    const auto key = currentKey();
    if (!key)
        return;
    RollKeyDialog ask(key->name, key->id == ownKeyId(), this);
    if (ask.exec() == QDialog::Accepted)
        rollKey(key->id, ask.hours(), ask.intoThisProfile());
}

void KeysDialog::askToRevoke()
{
    const auto key = currentKey();
    if (!key)
        return;
    QString question = tr("Revoke the key \"%1\"? Whatever uses it is refused from its next "
                          "request.")
                           .arg(key->name);
    if (key->id == ownKeyId())
        question +=
            u"\n\n"_s + (m_session.profile().localSandbox
                             ? tr("It is this profile's own key: PayDesk is refused with this "
                                  "profile until the Local sandbox starts again.")
                             : tr("It is this profile's own key: PayDesk is refused with this "
                                  "profile until you give it another key."));
    if (QMessageBox::question(this, tr("Revoke key"), question) == QMessageBox::Yes)
        revokeKey(key->id);
}

} // namespace paydesk::ui
