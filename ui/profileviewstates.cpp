#include "profileviewstates.h"

#include "session/session.h"

namespace paydesk::ui {

ProfileViewStates::ProfileViewStates(MainWindow &window, session::Session &session)
    : QObject(&window)
    , m_window(window)
    , m_profileId(session.profile().id)
    , m_first(captureViewState(window))
{
    m_first.pane.reset();
    connect(&session, &session::Session::clientChanged, this,
            [this](api::ApiClient *, const profiles::Profile &profile) { follow(profile.id); });
}

void ProfileViewStates::follow(const QString &profileId)
{
    // The same profile again (its client came, or a reconnect): what is shown stays.
    if (profileId == m_profileId)
        return;
    ViewState leaving = captureViewState(m_window);
    leaving.pane.reset();
    if (!m_profileId.isEmpty())
        m_states.insert(m_profileId, leaving);
    m_profileId = profileId;
    restoreViewState(m_window, m_states.value(profileId, m_first));
}

} // namespace paydesk::ui
