#include "statusline.h"

#include "api/apiclient.h"
#include "widgets/messagebar.h"

#include <QLabel>
#include <QLocale>
#include <QSizeGrip>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

StatusLine::StatusLine(QStatusBar *bar, session::Session &session)
    : QObject(bar)
    , m_session(session)
    , m_bar(bar)
{
    m_connection = new QLabel(bar);
    m_lastRefresh = new QLabel(bar);
    m_lastError = new QLabel(bar);
    // A service's error message: never rich text.
    m_lastError->setTextFormat(Qt::PlainText);
    m_lastError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Said for as long as it holds: the keys go when PayDesk closes.
    m_keysInMemory = new QLabel(tr("Keys in memory for this run"), bar);
    m_keysInMemory->setObjectName(u"keysInMemory"_s);
    m_keysInMemory->setToolTip(
        tr("The system keychain could not keep the API keys, so PayDesk holds them in memory "
           "only. They are forgotten when PayDesk closes; nothing is written to disk."));
    m_keysInMemory->setAccessibleName(m_keysInMemory->text());
    m_keysInMemory->setVisible(session.holdsSecretsForThisRun());
    // A passing message covers only the last error; the connection and the refresh time stay.
    m_key = new QLabel(bar);
    m_key->setObjectName(u"keyLabel"_s);
    m_key->setTextFormat(Qt::PlainText);
    bar->addWidget(m_lastError, 1);
    bar->addPermanentWidget(m_keysInMemory);
    bar->addPermanentWidget(m_key);
    bar->addPermanentWidget(m_lastRefresh);
    bar->addPermanentWidget(m_connection);
    connect(&m_session, &session::Session::capabilitiesChanged, this, &StatusLine::showKey);
    showKey(m_session.capabilities());
}

void StatusLine::showKey(const api::KeyCapabilities &caps)
{
    const auto &key = caps.key();
    if (caps.state() == api::KeyCapabilities::State::Refused) {
        m_key->setText(tr("Key refused"));
        m_key->setToolTip(caps.refusal());
        showErrorText(caps.whyNot(api::Permission::TransactionsRead),
                      tr("Give the profile a key that works (Profile ▸ Edit profiles…)."));
        return;
    }
    if (!key) {
        m_key->clear();
        m_key->setToolTip(QString());
        return;
    }
    m_key->setText(tr("Key: %1").arg(key->name));
    m_key->setToolTip(tr("Merchant %1\nKey \"%2\" (%3)\nPermissions: %4\n%5")
                          .arg(key->merchantId, key->name, key->keyId, caps.permissionsText(),
                               key->expiresAt.isValid()
                                   ? tr("Works until %1")
                                         .arg(QLocale().toString(key->expiresAt.toLocalTime(),
                                                                 QLocale::ShortFormat))
                                   : tr("No expiry")));
}

void StatusLine::showState(session::Session::State state)
{
    // Holding keys for the run starts a new activation: its first state says so.
    m_keysInMemory->setVisible(m_session.holdsSecretsForThisRun());
    switch (state) {
    case session::Session::State::Idle:
        m_connection->setText(tr("No profile"));
        break;
    case session::Session::State::Connecting:
        m_connection->setText(tr("Connecting…"));
        break;
    case session::Session::State::Ready:
        m_connection->setText(tr("Connected to %1")
                                  .arg(m_session.client()
                                           ? m_session.client()->config().baseUrl.toDisplayString()
                                           : QString()));
        break;
    case session::Session::State::Failed:
        m_connection->setText(tr("Not connected"));
        break;
    }
}

void StatusLine::showError(const api::ApiError &error)
{
    if (error.kind == api::ApiError::Kind::Canceled)
        return;
    // No answer at all says something about the connection, not just about one request.
    if (error.kind == api::ApiError::Kind::Network || error.kind == api::ApiError::Kind::Timeout ||
        error.kind == api::ApiError::Kind::Tls)
        m_connection->setText(tr("Connection problem"));
    showErrorText(error.message().replace(u'\n', u" — "_s), error.advice());
}

void StatusLine::showErrorText(const QString &text, const QString &advice)
{
    // What happened and what to do, both in view; the tooltip holds the whole text when the
    // status bar is too narrow for it.
    const QString whole = advice.isEmpty() ? text : tr("%1 %2").arg(text, advice);
    m_lastError->setText(tr("Last error: %1").arg(whole));
    m_lastError->setToolTip(advice.isEmpty() ? text : text + u"\n\n"_s + advice);
}

void StatusLine::clearError()
{
    m_lastError->clear();
}

void StatusLine::setLastRefresh(const QDateTime &when)
{
    // An answer came: the connection works again.
    if (m_session.state() == session::Session::State::Ready)
        showState(session::Session::State::Ready);
    m_lastRefreshes.insert(m_session.profile().id, when);
    m_lastRefresh->setText(refreshedText(when));
}

void StatusLine::showProfile(const QString &profileId)
{
    const QDateTime refreshed = m_lastRefreshes.value(profileId);
    m_lastRefresh->setText(refreshed.isValid() ? refreshedText(refreshed) : QString());
}

void StatusLine::showPassing(const QString &text, MessageBar *wider)
{
    QString line = text;
    line.replace(u'\n', u' '); // the status bar shows a single line
    if (!wider || m_bar->fontMetrics().horizontalAdvance(line) <= passingRoom())
        return m_bar->showMessage(text, 5000);
    m_bar->clearMessage(); // older news, replaced
    wider->showMessage(text);
}

int StatusLine::passingRoom() const
{
    // From 6 px to the size grip (or 12 px short of the edge), and 2 px short of the leftmost
    // permanent label shown; they are added left to right.
    int right = m_bar->width() - 12;
    for (const auto *grip : m_bar->findChildren<QSizeGrip *>(Qt::FindDirectChildrenOnly)) {
        if (grip->isVisible())
            right = grip->x();
    }
    for (const QLabel *label : {m_keysInMemory, m_key, m_lastRefresh, m_connection}) {
        if (label->isVisible()) {
            right = std::min(right, label->x() - 2);
            break;
        }
    }
    return right - 6;
}

QString StatusLine::connectionText() const
{
    return m_connection->text();
}

QString StatusLine::lastRefreshText() const
{
    return m_lastRefresh->text();
}

QString StatusLine::keysText() const
{
    return m_keysInMemory->isVisibleTo(m_keysInMemory->parentWidget()) ? m_keysInMemory->text()
                                                                       : QString();
}

QString StatusLine::refreshedText(const QDateTime &when) const
{
    return tr("Refreshed %1")
        .arg(QLocale().toString(when.toLocalTime().time(), QLocale::ShortFormat));
}

} // namespace paydesk::ui
