#include "keychainsecretstore.h"

#include "api/environment.h"
#include "profileslogging.h"

#include <QCoreApplication>
#include <QPointer>
#include <QQueue>
#include <QRegularExpression>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <functional>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

namespace {

// An entry that is never written: reading it tells whether a keychain answers at all.
const auto ProbeKey = u"paydesk-probe"_s;

QString keychainText(const char *text)
{
    return QCoreApplication::translate("KeychainSecretStore", text);
}

template<typename Job>
Job *newJob(const QString &service, const QString &key)
{
    auto *job = new Job(service);
    job->setAutoDelete(true);
    // Never a plain-text file in place of the keychain.
    job->setInsecureFallback(false);
    job->setKey(key);
    return job;
}

bool mentionsMissingBus(const QString &text)
{
    // Without a session bus or a Secret Service, libsecret reports GDBus errors that QtKeychain
    // passes on as OtherError; they mean "no keychain here", not "the keychain failed". A bus
    // address that leads nowhere reads "Could not connect: <why>".
    return text.contains(u"D-Bus"_s, Qt::CaseInsensitive) ||
           text.startsWith(u"Could not connect:"_s) ||
           text.contains(u"DBus"_s, Qt::CaseInsensitive) ||
           text.contains(u"org.freedesktop.secrets"_s) ||
           text.contains(u"autolaunch"_s, Qt::CaseInsensitive);
}

// A backend's text without the D-Bus object paths it names ("Object does not exist at path
// “/org/freedesktop/secrets/collection/login”"): a person cannot act on a path.
QString withoutObjectPaths(QString text)
{
    static const QRegularExpression path(
        u"\\s*(?:\\bat\\s+(?:path\\s+)?)?[“\"']?/org/freedesktop/\\S*"_s);
    text.remove(path);
    text = text.trimmed();
    return text.endsWith(u':') ? text.chopped(1).trimmed() : text;
}

SecretError::Kind otherErrorKind(const QString &detail)
{
    // A Secret Service with no default keyring asks to create one; when that prompt is
    // cancelled or cannot be shown, storing fails with "Object does not exist at path
    // /org/freedesktop/secrets/collection/login".
    if (detail.contains(u"/collection/"_s) && detail.contains(u"not exist"_s))
        return SecretError::Kind::NoCollection;
    if (detail.contains(u"dismissed"_s, Qt::CaseInsensitive) ||
        detail.contains(u"cancelled"_s, Qt::CaseInsensitive) ||
        detail.contains(u"canceled"_s, Qt::CaseInsensitive))
        return SecretError::Kind::Cancelled;
    if (detail.contains(u"is locked"_s, Qt::CaseInsensitive) ||
        detail.contains(u"locked collection"_s, Qt::CaseInsensitive))
        return SecretError::Kind::Locked;
    return mentionsMissingBus(detail) ? SecretError::Kind::Unavailable : SecretError::Kind::Other;
}

} // namespace

SecretError keychainError(int code, const QString &backendText)
{
    const QString detail = api::redactSecrets(backendText).trimmed();
    SecretError e;
    switch (code) {
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
        return e;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        e.kind = SecretError::Kind::Unavailable;
        break;
    case QKeychain::AccessDeniedByUser:
        e.kind = SecretError::Kind::Cancelled;
        break;
    case QKeychain::AccessDenied:
        e.kind = detail.contains(u"locked"_s, Qt::CaseInsensitive)
                     ? SecretError::Kind::Locked
                     : SecretError::Kind::AccessDenied;
        break;
    default:
        e.kind = otherErrorKind(detail);
        break;
    }
    switch (e.kind) {
    case SecretError::Kind::Unavailable:
        e.message = keychainText(QT_TRANSLATE_NOOP(
            "KeychainSecretStore", "No keychain is available (no Secret Service such as GNOME "
                                   "Keyring or KWallet answered)."));
        break;
    case SecretError::Kind::NoCollection:
        e.message = keychainText(
            QT_TRANSLATE_NOOP("KeychainSecretStore",
                              "The keychain has no keyring to keep API keys in yet: the prompt "
                              "to create one was cancelled or could not be shown."));
        break;
    case SecretError::Kind::Cancelled:
        e.message = keychainText(
            QT_TRANSLATE_NOOP("KeychainSecretStore", "The keychain's prompt was cancelled."));
        break;
    case SecretError::Kind::Locked:
        e.message = keychainText(QT_TRANSLATE_NOOP(
            "KeychainSecretStore", "The keyring is locked. Unlock it when asked, then try again."));
        break;
    case SecretError::Kind::AccessDenied:
        e.message = keychainText(QT_TRANSLATE_NOOP(
            "KeychainSecretStore", "The keychain refused access. Unlock it and try again."));
        break;
    default:
        e.message = keychainText(QT_TRANSLATE_NOOP("KeychainSecretStore", "The keychain failed."));
        break;
    }
    // The backend's own words only where PayDesk has no better ones, and never a D-Bus object
    // path (the log keeps them whole).
    if (e.kind == SecretError::Kind::Other || e.kind == SecretError::Kind::AccessDenied) {
        const QString words = withoutObjectPaths(detail);
        if (!words.isEmpty())
            e.message += u" ("_s + words + u')';
    }
    return e;
}

namespace {

// QtKeychain's jobs, one at a time in this program. Two at once against a Secret Service with
// no keyring would each ask the person to make one (the profile editor stores a key and a
// secret together; the Local sandbox its key right after the inspector's secret). A prompt the
// person refused (no keyring made, or cancelled) answers the writes that follow, until they
// ask again (askAgain()): one question, one answer.
class KeychainQueue
{
public:
    // Starts a job and returns it, or answers without one (nullptr).
    using Start = std::function<QKeychain::Job *()>;

    static KeychainQueue &instance()
    {
        static KeychainQueue queue;
        return queue;
    }

    void enqueue(Start start)
    {
        m_waiting.enqueue(std::move(start));
        if (!m_running)
            next();
    }
    const std::optional<SecretError> &refusal() const { return m_refusal; }
    void forgetRefusal() { m_refusal.reset(); }

private:
    void next()
    {
        m_running = false;
        while (!m_waiting.isEmpty()) {
            QKeychain::Job *job = m_waiting.dequeue()();
            if (!job)
                continue;
            m_running = true;
            // After the caller's own handler: whatever it asks for next waits its turn, and
            // finds the refusal already known.
            QObject::connect(job, &QKeychain::Job::finished, job, [this](QKeychain::Job *j) {
                const SecretError e = keychainError(j->error(), j->errorString());
                if (e.kind == SecretError::Kind::NoCollection ||
                    e.kind == SecretError::Kind::Cancelled)
                    m_refusal = e;
                next();
            });
            return;
        }
    }

    QQueue<Start> m_waiting;
    bool m_running = false;
    std::optional<SecretError> m_refusal;
};

// A write (or removal) after a refused prompt: the refusal, from the event loop, and true.
bool answerRefused(QObject *context, const SecretWriteCallback &done)
{
    const std::optional<SecretError> &refusal = KeychainQueue::instance().refusal();
    if (!refusal)
        return false;
    QTimer::singleShot(0, context, [done, e = *refusal] {
        qCDebug(lcSecrets).noquote() << "not asked again after a refused prompt:" << e.message;
        done(e);
    });
    return true;
}

// What failed, with the backend's own words (redacted) for whoever reads the log.
void logFailure(const char *what, const SecretError &e, const QKeychain::Job *job)
{
    qCWarning(lcSecrets).noquote()
        << what << "failed:" << e.message << "-" << api::redactSecrets(job->errorString());
}

} // namespace

KeychainSecretStore::KeychainSecretStore(const QString &service)
    : m_service(service)
{}

KeychainSecretStore::~KeychainSecretStore() = default;

void KeychainSecretStore::readSecret(const QString &profileId, SecretKind kind, QObject *context,
                                     SecretReadCallback done)
{
    Q_ASSERT(context);
    KeychainQueue::instance().enqueue([service = m_service, key = secretKey(profileId, kind),
                                       context = QPointer(context),
                                       done = std::move(done)]() -> QKeychain::Job * {
        if (!context)
            return nullptr;
        auto *job = newJob<QKeychain::ReadPasswordJob>(service, key);
        QObject::connect(job, &QKeychain::Job::finished, context, [done](QKeychain::Job *j) {
            if (j->error() == QKeychain::NoError) {
                done(static_cast<QKeychain::ReadPasswordJob *>(j)->textData(), {});
            } else if (j->error() == QKeychain::EntryNotFound) {
                done(std::nullopt, {});
            } else {
                const auto e = keychainError(j->error(), j->errorString());
                logFailure("read", e, j);
                done(std::nullopt, e);
            }
        });
        job->start();
        return job;
    });
}

void KeychainSecretStore::writeSecret(const QString &profileId, SecretKind kind,
                                      const QString &value, QObject *context,
                                      SecretWriteCallback done)
{
    Q_ASSERT(context);
    KeychainQueue::instance().enqueue([service = m_service, key = secretKey(profileId, kind), value,
                                       context = QPointer(context),
                                       done = std::move(done)]() -> QKeychain::Job * {
        if (!context || answerRefused(context, done))
            return nullptr;
        auto *job = newJob<QKeychain::WritePasswordJob>(service, key);
        job->setTextData(value);
        QObject::connect(job, &QKeychain::Job::finished, context, [done](QKeychain::Job *j) {
            const auto e = keychainError(j->error(), j->errorString());
            if (!e.ok())
                logFailure("write", e, j);
            done(e);
        });
        job->start();
        return job;
    });
}

void KeychainSecretStore::removeSecrets(const QString &profileId, QObject *context,
                                        SecretWriteCallback done)
{
    Q_ASSERT(context);
    // One job per entry; `done` once both have finished, with the first error.
    struct State
    {
        int pending = 2;
        SecretError error;
        SecretWriteCallback done;
        void finish(const SecretError &e)
        {
            if (!e.ok() && error.ok())
                error = e;
            if (--pending == 0)
                done(error);
        }
    };
    auto state = std::make_shared<State>();
    state->done = std::move(done);
    for (const SecretKind kind : {SecretKind::ApiKey, SecretKind::WebhookSecret}) {
        KeychainQueue::instance().enqueue([service = m_service, key = secretKey(profileId, kind),
                                           context = QPointer(context),
                                           state]() -> QKeychain::Job * {
            if (!context ||
                answerRefused(context, [state](const SecretError &e) { state->finish(e); }))
                return nullptr;
            auto *job = newJob<QKeychain::DeletePasswordJob>(service, key);
            QObject::connect(job, &QKeychain::Job::finished, context, [state](QKeychain::Job *j) {
                const auto e = keychainError(j->error(), j->errorString());
                if (!e.ok())
                    logFailure("remove", e, j);
                state->finish(e);
            });
            job->start();
            return job;
        });
    }
}

void KeychainSecretStore::askAgain()
{
    KeychainQueue::instance().forgetRefusal();
}

void KeychainSecretStore::probe(QObject *context, SecretWriteCallback done, int timeoutMs)
{
    Q_ASSERT(context);
    struct State
    {
        bool finished = false;
        SecretWriteCallback done;
    };
    auto state = std::make_shared<State>();
    state->done = std::move(done);
    KeychainQueue::instance().enqueue(
        [service = m_service, context = QPointer(context), state]() -> QKeychain::Job * {
            if (!context || state->finished)
                return nullptr;
            auto *job = newJob<QKeychain::ReadPasswordJob>(service, ProbeKey);
            QObject::connect(job, &QKeychain::Job::finished, context, [state](QKeychain::Job *j) {
                if (std::exchange(state->finished, true))
                    return;
                auto e = keychainError(j->error(), j->errorString());
                // Whatever failed, a keychain that cannot read an entry is not one PayDesk can
                // use; only a locked one (AccessDenied) is there and wants unlocking.
                if (e.kind == SecretError::Kind::Other)
                    e = keychainError(QKeychain::NoBackendAvailable, j->errorString());
                qCDebug(lcSecrets).noquote() << "probe:" << (e.ok() ? u"ok"_s : e.message);
                state->done(e);
            });
            job->start();
            return job;
        });
    // A Secret Service that D-Bus starts on demand may hang on a prompt nobody can answer.
    QTimer::singleShot(timeoutMs, context, [state, timeoutMs] {
        if (std::exchange(state->finished, true))
            return;
        SecretError e;
        e.kind = SecretError::Kind::Unavailable;
        e.message = keychainText(QT_TRANSLATE_NOOP("KeychainSecretStore",
                                                   "No keychain answered within %1 seconds."))
                        .arg(timeoutMs / 1000);
        state->done(e);
    });
}

} // namespace paydesk::profiles
