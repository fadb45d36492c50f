#include "listencommand.h"

#include "api/environment.h"
#include "cli.h"
#include "clilogging.h"
#include "commandparser.h"
#include "console.h"
#include "core/terminaltext.h"
#include "profiles/appsettings.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "webhooks/replay.h"
#include "webhooks/webhookreceiver.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

using profiles::SecretError;
using profiles::SecretKind;
using webhooks::Delivery;

ListenCommand::ListenCommand(Console &console, QObject *parent)
    : ListenCommand(
          Io{&console.out(), &console.err(),
             [&console](const QString &prompt) { return console.readSecretLine(prompt); }},
          parent)
{}

ListenCommand::ListenCommand(const Io &io, QObject *parent)
    : QObject(parent)
    , m_io(io)
{}

ListenCommand::~ListenCommand() = default;

QString ListenCommand::usage()
{
    return tr("  listen [--profile NAME] [--host ADDRESS] [--port P] [--secret-stdin]\n"
              "         [--respond STATUS] [--forward-to URL] [--json]\n"
              "      Receives webhooks on 127.0.0.1 (or --host) and checks their signatures\n"
              "      with the profile's webhook signing secret (or one read from stdin): one\n"
              "      line per delivery, or one JSON object per line with --json.\n");
}

QUrl ListenCommand::url() const
{
    return m_receiver ? m_receiver->url() : QUrl();
}

void ListenCommand::run(const QStringList &arguments)
{
    CommandParser parser(u"listen"_s);
    parser.setApplicationDescription(
        tr("Receives webhooks on 127.0.0.1 (or --host) and checks their signatures. Prints "
           "\"listening "
           "url=http://HOST:PORT\" once ready, then one line per delivery: time, event type, "
           "event id, verdict and reason."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    const QCommandLineOption profileOpt(
        u"profile"_s,
        tr("Check with this profile's webhook signing secret (default: the current profile)."),
        u"NAME"_s);
    const QCommandLineOption hostOpt(
        u"host"_s,
        tr("The address to listen on (default 127.0.0.1). Any other than loopback makes the "
           "inspector reachable from the network; 0.0.0.0 means every IPv4 address."),
        u"ADDRESS"_s, u"127.0.0.1"_s);
    const QCommandLineOption portOpt(u"port"_s, tr("The port (default 0: a free one)."), u"P"_s,
                                     u"0"_s);
    const QCommandLineOption secretOpt(
        u"secret-stdin"_s, tr("Read the signing secret from stdin instead (no profile needed)."));
    const QCommandLineOption respondOpt(u"respond"_s,
                                        tr("Answer every delivery with this HTTP status "
                                           "(default 200)."),
                                        u"STATUS"_s, u"200"_s);
    const QCommandLineOption forwardOpt(
        u"forward-to"_s, tr("Pass every delivery on to this URL and print its answer."), u"URL"_s);
    const QCommandLineOption jsonOpt(u"json"_s, tr("One JSON object per delivery and line."));
    parser.addOptions({profileOpt, hostOpt, portOpt, secretOpt, respondOpt, forwardOpt, jsonOpt});
    if (!parser.parse(arguments))
        return fail(parser.errorText(), ExitUsage);
    if (parser.isSet(u"help"_s)) {
        *m_io.out << parser.helpText() << Qt::flush;
        return done(ExitOk);
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("Unexpected argument \"%1\". A secret is read from stdin with "
                       "--secret-stdin, never from the command line.")
                        .arg(api::redactSecrets(parser.positionalArguments().constFirst())),
                    ExitUsage);
    bool ok = false;
    const uint port = parser.value(portOpt).toUInt(&ok);
    if (!ok || port > 65535)
        return fail(tr("--port: expected 0 to 65535, not \"%1\".").arg(parser.value(portOpt)),
                    ExitUsage);
    m_settings.port = quint16(port);
    const QString hostText = parser.value(hostOpt).trimmed();
    if (hostText == u"localhost"_s) {
        m_settings.host = QHostAddress(QHostAddress::LocalHost);
    } else if (!m_settings.host.setAddress(hostText)) {
        return fail(tr("--host: expected an IP address such as 127.0.0.1, ::1 or 0.0.0.0, not "
                       "\"%1\".")
                        .arg(hostText),
                    ExitUsage);
    }
    const int status = parser.value(respondOpt).toInt(&ok);
    if (!ok || status < 100 || status > 599)
        return fail(tr("--respond: expected an HTTP status from 100 to 599, not \"%1\".")
                        .arg(parser.value(respondOpt)),
                    ExitUsage);
    m_settings.respondStatus = status;
    if (parser.isSet(forwardOpt)) {
        const QUrl url(parser.value(forwardOpt), QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s) ||
            url.host().isEmpty())
            return fail(tr("--forward-to: expected an http or https URL, not \"%1\".")
                            .arg(parser.value(forwardOpt)),
                        ExitUsage);
        m_settings.forwardTo = url;
    }
    m_settings.json = parser.isSet(jsonOpt);
    if (parser.isSet(secretOpt) && parser.isSet(profileOpt))
        return fail(tr("--profile and --secret-stdin exclude each other."), ExitUsage);

    if (parser.isSet(secretOpt)) {
        const auto line = m_io.readSecretLine ? m_io.readSecretLine(tr("Webhook signing secret: "))
                                              : std::nullopt;
        const QString secret = line.value_or(QString()).trimmed();
        if (secret.isEmpty())
            return fail(tr("--secret-stdin: no signing secret on stdin."));
        return startListening(secret, tr("the secret from stdin"));
    }

    profiles::ProfileStore *store = m_profilesOverride;
    if (!store) {
        m_profiles = std::make_unique<profiles::ProfileStore>(profiles::userSettingsPath());
        m_profiles->ensureDefaults();
        store = m_profiles.get();
    }
    std::optional<profiles::Profile> profile;
    if (parser.isSet(profileOpt)) {
        profile = store->findByName(parser.value(profileOpt));
        if (!profile)
            return fail(tr("There is no profile named \"%1\".").arg(parser.value(profileOpt)));
    } else {
        profile = store->find(store->currentProfileId());
        if (!profile)
            return fail(tr("No profile is current; name one with --profile, or give the secret "
                           "with --secret-stdin."),
                        ExitUsage);
    }
    profiles::SecretStore *secrets = m_secretsOverride;
    if (!secrets) {
        m_keychain = std::make_unique<profiles::KeychainSecretStore>();
        secrets = m_keychain.get();
    }
    secrets->readSecret(
        profile->id, SecretKind::WebhookSecret, this,
        [this, name = profile->name](const std::optional<QString> &secret,
                                     const SecretError &error) {
            if (!error.ok())
                return fail(tr("The webhook signing secret of \"%1\" cannot be read: %2\nGive "
                               "it with --secret-stdin instead.")
                                .arg(name, error.message));
            if (!secret) {
                *m_io.err << tr("Note: \"%1\" has no webhook signing secret; deliveries are "
                                "shown as not checked (no_secret).")
                                 .arg(name)
                          << Qt::endl;
            }
            startListening(secret.value_or(QString()), tr("profile \"%1\"").arg(name));
        });
}

void ListenCommand::startListening(const QString &secret, const QString &secretSource)
{
    webhooks::ReceiverOptions options;
    options.host = m_settings.host;
    // Only an address given with --host gets here: that is the explicit choice.
    options.allowNonLoopback = !m_settings.host.isLoopback();
    options.port = m_settings.port;
    options.secret = secret;
    options.response.status = m_settings.respondStatus;
    m_receiver = std::make_unique<webhooks::WebhookReceiver>();
    if (m_settings.forwardTo.isValid())
        m_replayer = std::make_unique<webhooks::WebhookReplayer>();
    connect(m_receiver.get(), &webhooks::WebhookReceiver::ready, this,
            [this, secretSource](const QUrl &url) {
                *m_io.out << u"listening url="_s << url.toString() << Qt::endl;
                if (!m_settings.host.isLoopback())
                    *m_io.err << tr("Warning: listening on %1, so the inspector is reachable "
                                    "from the network: anyone who can reach this computer can "
                                    "send it requests. Use it on a network you trust, and stop "
                                    "it when done.")
                                     .arg(m_settings.host.toString())
                              << Qt::endl;
                *m_io.err
                    << tr("Checking signatures with %1; answering %2%3. Ctrl+C stops.")
                           .arg(secretSource)
                           .arg(m_settings.respondStatus)
                           .arg(m_settings.forwardTo.isValid()
                                    ? tr("; forwarding to %1").arg(m_settings.forwardTo.toString())
                                    : QString())
                    << Qt::endl;
                Q_EMIT listening(url);
            });
    connect(m_receiver.get(), &webhooks::WebhookReceiver::failed, this,
            [this](const QString &error) { fail(error); });
    connect(m_receiver.get(), &webhooks::WebhookReceiver::deliveryReceived, this,
            &ListenCommand::onDelivery);
    m_receiver->start(options);
}

void ListenCommand::onDelivery(const Delivery &delivery)
{
    if (!m_replayer)
        return print(delivery, std::nullopt);
    webhooks::ReplayRequest request;
    request.url = m_settings.forwardTo;
    m_replayer->replay(delivery, request, this, [this, delivery](const webhooks::ReplayResult &r) {
        QJsonObject forward{{u"url"_s, m_settings.forwardTo.toString()},
                            {u"elapsed_ms"_s, r.elapsedMs}};
        if (r.status > 0)
            forward.insert(u"status"_s, r.status);
        else
            forward.insert(u"error"_s, r.error);
        print(delivery, forward);
    });
}

void ListenCommand::print(const Delivery &d, const std::optional<QJsonObject> &forward)
{
    const auto &v = d.verification;
    const QString time = d.receivedAt.toUTC().toString(Qt::ISODateWithMs);
    // A path or query may carry a key (anyone can send any request): shown masked, as the pane
    // does.
    const QString path = webhooks::redactSecretsInText(d.url());
    if (m_settings.json) {
        QJsonObject o{{u"received_at"_s, time},
                      {u"id"_s, d.webhookId},
                      {u"type"_s, d.eventType},
                      {u"transaction_id"_s, d.transactionId},
                      {u"verdict"_s, v.isValid() ? u"valid"_s : u"invalid"_s},
                      {u"reason"_s, webhooks::verdictName(v.verdict)},
                      {u"message"_s, v.reason},
                      {u"scheme"_s, webhooks::schemeName(v.scheme)},
                      {u"duplicate"_s, d.isDuplicate()},
                      {u"attempt"_s, d.attempt},
                      {u"method"_s, QString::fromLatin1(d.method)},
                      {u"path"_s, path},
                      {u"response_status"_s, d.responseStatus}};
        if (forward)
            o.insert(u"forward"_s, *forward);
        *m_io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << Qt::endl;
        return;
    }
    // A request that is not a POST has no event: its method and path say what it was.
    const QString what = d.method != "POST"      ? QString::fromLatin1(d.method) + u' ' + path
                         : d.eventType.isEmpty() ? u"-"_s
                                                 : d.eventType;
    QString line =
        time + u"  "_s + what + u"  "_s + (d.webhookId.isEmpty() ? u"-"_s : d.webhookId) + u"  "_s;
    line += v.isValid() ? tr("valid")
                        : tr("invalid (%1: %2)").arg(webhooks::verdictName(v.verdict), v.reason);
    if (d.isDuplicate())
        line += u"  "_s + tr("duplicate, attempt %1").arg(d.attempt);
    // The text format is for a terminal: nothing the sender wrote may act on it.
    *m_io.out << paydesk::terminalSafe(line) << Qt::endl;
    if (forward) {
        const QString target = forward->value(u"url"_s).toString();
        const QString result = forward->contains(u"status"_s)
                                   ? QString::number(forward->value(u"status"_s).toInt())
                                   : tr("failed: %1").arg(forward->value(u"error"_s).toString());
        *m_io.out << u"  -> "_s << paydesk::terminalSafe(result) << u' ' << target << u" ("_s
                  << forward->value(u"elapsed_ms"_s).toInteger() << u" ms)"_s << Qt::endl;
    }
}

void ListenCommand::stop()
{
    if (m_replayer)
        m_replayer->cancelAll();
    m_receiver.reset();
    done(ExitOk);
}

void ListenCommand::fail(const QString &message, int exitCode)
{
    // The receiver, if any, has stopped itself (it may be the sender of this failure).
    *m_io.err << api::redactSecrets(message).trimmed() << Qt::endl;
    done(exitCode);
}

void ListenCommand::done(int exitCode)
{
    if (std::exchange(m_done, true))
        return;
    qCDebug(lcCli) << "listen command finished with" << exitCode;
    Q_EMIT finished(exitCode);
}

} // namespace paydesk::cli
