#include "profileswitcher.h"

#include "dialogs/keysdialog.h"
#include "profileeditordialog.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "widgets/messagebar.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

ProfileSwitcher::ProfileSwitcher(session::Session &session, profiles::ProfileStore &profiles,
                                 MessageBar *messageBar, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_profiles(profiles)
    , m_messageBar(messageBar)
    , m_window(window)
{
    m_edit = new QAction(tr("&Edit profiles…"), window);
    connect(m_edit, &QAction::triggered, this, &ProfileSwitcher::editProfiles);
    connect(&m_profiles, &profiles::ProfileStore::profilesChanged, this, &ProfileSwitcher::reload);
    connect(&m_session, &session::Session::activationFailed, this,
            &ProfileSwitcher::onActivationFailed);

    m_keys = new QAction(tr("&Keys…"), window);
    m_keys->setObjectName(u"keysAction"_s);
    connect(m_keys, &QAction::triggered, this, &ProfileSwitcher::manageKeys);
    connect(&m_session, &session::Session::stateChanged, this, &ProfileSwitcher::updateKeysAction);
    connect(&m_session, &session::Session::capabilitiesChanged, this,
            &ProfileSwitcher::updateKeysAction);
    updateKeysAction();
}

void ProfileSwitcher::updateKeysAction()
{
    // What may not be done says why, where the person looks: the tooltip and the status tip.
    QString why;
    if (m_session.profile().environment != api::Environment::Sandbox)
        why = tr("A production profile's keys are made in the service's dashboard.");
    else if (!m_session.client())
        why = tr("Keys are managed once the profile is connected.");
    else
        why = m_session.capabilities().whyNot(api::Permission::Full);
    m_keys->setEnabled(why.isEmpty());
    const QString tip = why.isEmpty() ? tr("The sandbox's API keys: create, revoke, roll") : why;
    m_keys->setToolTip(tip);
    m_keys->setStatusTip(tip);
}

void ProfileSwitcher::manageKeys()
{
    if (!m_keys->isEnabled())
        return;
    auto *dialog = new KeysDialog(m_session, m_profiles, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &KeysDialog::statusMessage, m_messageBar,
            [this](const QString &text) { m_messageBar->showMessage(text); });
    dialog->open();
}

void ProfileSwitcher::addTo(QToolBar *bar)
{
    auto *label = new QLabel(tr("Profile:"), bar);
    label->setContentsMargins(6, 0, 4, 0);
    bar->addWidget(label);
    m_switcher = new QComboBox(bar);
    m_switcher->setAccessibleName(tr("Profile"));
    m_switcher->setMinimumContentsLength(18);
    label->setBuddy(m_switcher);
    bar->addWidget(m_switcher);
    connect(m_switcher, &QComboBox::activated, this, [this](int index) {
        const QString id = m_switcher->itemData(index).toString();
        if (id != m_session.profile().id)
            m_session.activate(id);
    });
    bar->addAction(m_edit);
    reload();
}

void ProfileSwitcher::addTo(QMenu *menu)
{
    menu->addAction(m_edit);
    menu->addAction(m_keys);
    menu->setToolTipsVisible(true); // a disabled Keys… says why
}

void ProfileSwitcher::showCurrent(const QString &profileId)
{
    if (m_switcher)
        m_switcher->setCurrentIndex(m_switcher->findData(profileId));
}

void ProfileSwitcher::reload()
{
    if (!m_switcher)
        return;
    const QSignalBlocker blocker(m_switcher);
    m_switcher->clear();
    const auto all = m_profiles.list();
    for (const profiles::Profile &p : all) {
        const QString env = p.environment == api::Environment::Production ? tr("live") : tr("test");
        m_switcher->addItem(u"%1 (%2)"_s.arg(p.name, env), p.id);
    }
    showCurrent(m_session.profile().id);
}

void ProfileSwitcher::editProfiles()
{
    ProfileEditorDialog dialog(m_profiles, *m_session.secretStore(), m_window);
    dialog.selectProfile(m_session.profile().id);
    QString changed;
    connect(&dialog, &ProfileEditorDialog::profileSaved, this,
            [&changed](const QString &id) { changed = id; });
    dialog.exec();
    reload();
    const QString current = m_session.profile().id;
    if (!m_profiles.find(current)) {
        const auto all = m_profiles.list();
        m_session.activate(all.isEmpty() ? QString() : all.first().id);
    } else if (!changed.isEmpty() && (changed == current || !m_session.client())) {
        m_session.reconnect();
    }
}

void ProfileSwitcher::onActivationFailed(const profiles::Profile &profile, const QString &message,
                                         bool keychainUnavailable)
{
    if (!keychainUnavailable || m_session.holdsSecretsForThisRun())
        return;
    // What happened, and the two ways on; never a key on disk.
    m_messageBar->showChoices(
        tr("%1\nPayDesk keeps API keys only in the system keychain and never writes one to disk. "
           "Keys kept for this run only are forgotten when PayDesk closes.")
            .arg(message),
        Tone::Attention,
        {{tr("Try again"), [this] { m_session.reconnect(); }},
         {tr("Keep keys for this run only"), [this, profile] {
              m_session.holdSecretsForThisRun();
              m_session.activate(profile.id);
              if (!profile.localSandbox)
                  editProfiles();
          }}});
}

} // namespace paydesk::ui
