#pragma once

#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QTextStream>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

namespace paydesk::profiles {
class KeychainSecretStore;
class ProfileStore;
class SecretStore;
} // namespace paydesk::profiles

namespace paydesk::webhooks {
class WebhookReceiver;
class WebhookReplayer;
struct Delivery;
} // namespace paydesk::webhooks

namespace paydesk::cli {

class Console;

// `paydesk listen`: the webhook inspector on the command line. Listens on 127.0.0.1 (another
// address only when --host names it, with a warning), checks
// every delivery with the profile's webhook signing secret (or one read from stdin), prints one
// line per delivery (or one JSON object with --json), answers with --respond, and passes each
// delivery on with --forward-to. Runs until the process is interrupted.
class ListenCommand : public QObject
{
    Q_OBJECT
public:
    // Where the command reads and writes; the Console's streams, or a test's.
    struct Io
    {
        QTextStream *out = nullptr;
        QTextStream *err = nullptr;
        std::function<std::optional<QString>(const QString &prompt)> readSecretLine;
    };

    explicit ListenCommand(Console &console, QObject *parent = nullptr);
    explicit ListenCommand(const Io &io, QObject *parent = nullptr);
    ~ListenCommand() override;

    // `arguments` are what follows "listen". finished() follows on --help or an error; once
    // listening, only stop() (or the end of the process) ends it.
    void run(const QStringList &arguments);
    void stop();
    static QString usage();

    QUrl url() const;
    // Instead of the user's settings and the OS keychain (tests). Not owned.
    void setProfileStore(profiles::ProfileStore *store) { m_profilesOverride = store; }
    void setSecretStore(profiles::SecretStore *store) { m_secretsOverride = store; }

Q_SIGNALS:
    void listening(const QUrl &url);
    void finished(int exitCode);

private:
    struct Settings
    {
        QHostAddress host = QHostAddress(QHostAddress::LocalHost);
        quint16 port = 0;
        int respondStatus = 200;
        QUrl forwardTo;
        bool json = false;
    };
    void startListening(const QString &secret, const QString &secretSource);
    void onDelivery(const webhooks::Delivery &delivery);
    // `forward`: url, status, error and elapsed_ms of the forwarded copy, when there is one.
    void print(const webhooks::Delivery &delivery, const std::optional<QJsonObject> &forward);
    void fail(const QString &message, int exitCode = 1);
    void done(int exitCode);

    Io m_io;
    Settings m_settings;
    profiles::ProfileStore *m_profilesOverride = nullptr;
    profiles::SecretStore *m_secretsOverride = nullptr;
    std::unique_ptr<profiles::ProfileStore> m_profiles;
    std::unique_ptr<profiles::KeychainSecretStore> m_keychain;
    std::unique_ptr<webhooks::WebhookReceiver> m_receiver;
    std::unique_ptr<webhooks::WebhookReplayer> m_replayer;
    bool m_done = false;
};

} // namespace paydesk::cli
