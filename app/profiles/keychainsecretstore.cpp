#include "keychainsecretstore.h"

#include "api/environment.h"
#include "profileslogging.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <memory>

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
    if (!detail.isEmpty())
        e.message += u" ("_s + detail + u')';
    return e;
}

KeychainSecretStore::KeychainSecretStore(const QString &service)
    : m_service(service)
{}

KeychainSecretStore::~KeychainSecretStore() = default;

void KeychainSecretStore::readSecret(const QString &profileId, SecretKind kind, QObject *context,
                                     SecretReadCallback done)
{
    Q_ASSERT(context);
    auto *job = newJob<QKeychain::ReadPasswordJob>(m_service, secretKey(profileId, kind));
    QObject::connect(job, &QKeychain::Job::finished, context,
                     [done = std::move(done)](QKeychain::Job *j) {
                         if (j->error() == QKeychain::NoError) {
                             done(static_cast<QKeychain::ReadPasswordJob *>(j)->textData(), {});
                         } else if (j->error() == QKeychain::EntryNotFound) {
                             done(std::nullopt, {});
                         } else {
                             const auto e = keychainError(j->error(), j->errorString());
                             qCWarning(lcSecrets).noquote() << "read failed:" << e.message;
                             done(std::nullopt, e);
                         }
                     });
    job->start();
}

void KeychainSecretStore::writeSecret(const QString &profileId, SecretKind kind,
                                      const QString &value, QObject *context,
                                      SecretWriteCallback done)
{
    Q_ASSERT(context);
    auto *job = newJob<QKeychain::WritePasswordJob>(m_service, secretKey(profileId, kind));
    job->setTextData(value);
    QObject::connect(job, &QKeychain::Job::finished, context,
                     [done = std::move(done)](QKeychain::Job *j) {
                         const auto e = keychainError(j->error(), j->errorString());
                         if (!e.ok())
                             qCWarning(lcSecrets).noquote() << "write failed:" << e.message;
                         done(e);
                     });
    job->start();
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
    };
    auto state = std::make_shared<State>();
    state->done = std::move(done);
    for (const SecretKind kind : {SecretKind::ApiKey, SecretKind::WebhookSecret}) {
        auto *job = newJob<QKeychain::DeletePasswordJob>(m_service, secretKey(profileId, kind));
        QObject::connect(job, &QKeychain::Job::finished, context, [state](QKeychain::Job *j) {
            const auto e = keychainError(j->error(), j->errorString());
            if (!e.ok() && state->error.ok())
                state->error = e;
            if (--state->pending == 0) {
                if (!state->error.ok())
                    qCWarning(lcSecrets).noquote() << "remove failed:" << state->error.message;
                state->done(state->error);
            }
        });
        job->start();
    }
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
    auto *job = newJob<QKeychain::ReadPasswordJob>(m_service, ProbeKey);
    QObject::connect(job, &QKeychain::Job::finished, context, [state](QKeychain::Job *j) {
        if (std::exchange(state->finished, true))
            return;
        auto e = keychainError(j->error(), j->errorString());
        // Whatever failed, a keychain that cannot read an entry is not one PayDesk can use;
        // only a locked one (AccessDenied) is there and wants unlocking.
        if (e.kind == SecretError::Kind::Other)
            e = keychainError(QKeychain::NoBackendAvailable, j->errorString());
        qCDebug(lcSecrets).noquote() << "probe:" << (e.ok() ? u"ok"_s : e.message);
        state->done(e);
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
    job->start();
}

} // namespace paydesk::profiles
