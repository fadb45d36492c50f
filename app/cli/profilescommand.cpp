#include "profilescommand.h"

#include "api/environment.h"
#include "cli.h"
#include "cliconnection.h"
#include "clilogging.h"
#include "commandparser.h"
#include "console.h"
#include "core/webhookendpoint.h"
#include "profiles/appsettings.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "session/connectiontest.h"

#include <QCoreApplication>
#include <QDir>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

using profiles::Profile;
using profiles::SecretError;
using profiles::SecretKind;

namespace {

// The parser of one action: --help, and errors as text rather than exit().
void prepare(CommandParser &parser, const QString &description)
{
    parser.setApplicationDescription(description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
}

// "Name  Environment ..." with columns as wide as their widest cell.
QString table(const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths << 0;
            widths[i] = std::max(widths[i], row[i].size());
        }
    }
    QString out;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        while (line.endsWith(u' '))
            line.chop(1);
        out += line + u'\n';
    }
    return out;
}

} // namespace

ProfilesCommand::ProfilesCommand(Console &console, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_store(std::make_unique<profiles::ProfileStore>(profiles::userSettingsPath()))
    , m_keychain(std::make_unique<profiles::KeychainSecretStore>())
{}

ProfilesCommand::~ProfilesCommand() = default;

QString ProfilesCommand::usage()
{
    return tr("  profiles list\n"
              "      The profiles: name, environment, base URL, and whether an API key and a\n"
              "      webhook signing secret are stored (never the key itself).\n"
              "  profiles add --name NAME --environment sandbox|production [--base-url URL]\n"
              "               [--key-stdin] [--webhook-secret-stdin]\n"
              "      Adds a profile. The API key is read from the first line of stdin, the\n"
              "      webhook signing secret from the next one, and both go to the keychain.\n"
              "  profiles remove NAME\n"
              "      Removes a profile and its secrets.\n"
              "  profiles test NAME\n"
              "      One authenticated request (the newest transaction) with the profile. The\n"
              "      local sandbox is started for it.\n");
}

void ProfilesCommand::run(const QStringList &arguments)
{
    // The first run of PayDesk, by whatever way, has a working local sandbox profile.
    m_store->ensureDefaults();

    const QString action = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (action == u"list"_s)
        list(rest);
    else if (action == u"add"_s)
        add(rest);
    else if (action == u"remove"_s)
        remove(rest);
    else if (action == u"test"_s)
        test(rest);
    else if (action == u"--help"_s || action == u"-h"_s || action == u"help"_s)
        succeed(tr("Usage: paydesk profiles ACTION [options]\n\nActions:\n%1\n"
                   "paydesk profiles ACTION --help: the options of one action.")
                    .arg(usage()));
    else if (action.isEmpty())
        fail(tr("paydesk profiles: which action? One of:\n%1").arg(usage()), ExitUsage);
    else
        fail(tr("paydesk profiles: unknown action \"%1\". One of:\n%2").arg(action, usage()),
             ExitUsage);
}

void ProfilesCommand::list(const QStringList &arguments)
{
    CommandParser parser(u"profiles list"_s);
    prepare(parser, tr("Lists the profiles."));
    if (!parser.parse(arguments))
        return fail(parser.errorText(), ExitUsage);
    if (parser.isSet(u"help"_s))
        return succeed(parser.helpText());
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("paydesk profiles list takes no arguments."), ExitUsage);

    withKeychain([this](const SecretError &keychain) {
        const QList<Profile> all = m_store->list();
        const QString current = m_store->currentProfileId();
        // Two reads per profile, all at once; the table when the last one has answered.
        struct State
        {
            QList<QStringList> rows;
            int pending = 0;
        };
        auto state = std::make_shared<State>();
        state->rows << QStringList{QString(),      tr("NAME"),    tr("ENVIRONMENT"),
                                   tr("BASE URL"), tr("API KEY"), tr("WEBHOOK SECRET")};
        const QString unknown = tr("unknown");
        for (const Profile &p : all) {
            state->rows << QStringList{
                p.id == current ? u"*"_s : QString(),
                p.name,
                api::environmentName(p.environment),
                p.localSandbox ? tr("(embedded, started on demand)") : p.baseUrl.toString(),
                unknown,
                unknown,
            };
        }
        auto print =
            [this, state, keychain] {
                m_console.out() << table(state->rows) << Qt::flush;
                if (!keychain.ok())
                    m_console.err()
                        << tr("Whether keys are stored is unknown: %1").arg(keychain.message)
                        << Qt::endl;
                done(ExitOk);
            };
        if (!keychain.ok() || all.isEmpty())
            return print();
        state->pending = int(all.size()) * 2;
        for (qsizetype i = 0; i < all.size(); ++i) {
            for (const SecretKind kind : {SecretKind::ApiKey, SecretKind::WebhookSecret}) {
                const qsizetype column = kind == SecretKind::ApiKey ? 4 : 5;
                m_keychain->readSecret(
                    all[i].id, kind, this,
                    [this, state, print, row = i + 1, column](const std::optional<QString> &value,
                                                              const SecretError &error) {
                        // Only whether there is one; the value goes no further.
                        state->rows[row][column] = !error.ok() ? tr("unknown")
                                                   : value     ? tr("stored")
                                                               : tr("none");
                        if (--state->pending == 0)
                            print();
                    });
            }
        }
    });
}

void ProfilesCommand::add(const QStringList &arguments)
{
    CommandParser parser(u"profiles add"_s);
    prepare(parser, tr("Adds a profile. Keys and secrets come from stdin, never from the "
                       "command line: the API key from the first line, the webhook signing "
                       "secret from the next one."));
    const QCommandLineOption nameOpt(u"name"_s, tr("The profile's name."), u"NAME"_s);
    const QCommandLineOption envOpt(u"environment"_s, tr("sandbox or production."),
                                    u"ENVIRONMENT"_s);
    const QCommandLineOption urlOpt(
        u"base-url"_s,
        tr("The service's base URL (default: %1 for sandbox, %2 for production).")
            .arg(profiles::defaultSandboxBaseUrl().toString(),
                 profiles::defaultProductionBaseUrl().toString()),
        u"URL"_s);
    const QCommandLineOption keyOpt(u"key-stdin"_s, tr("Read the API key from stdin."));
    const QCommandLineOption secretOpt(u"webhook-secret-stdin"_s,
                                       tr("Read the webhook signing secret (whsec_...) from "
                                          "stdin."));
    const QCommandLineOption colourOpt(u"colour"_s, tr("The banner colour, #rrggbb."), u"COLOUR"_s);
    const QCommandLineOption dashboardOpt(
        u"dashboard-url"_s, tr("The service's dashboard for this account."), u"URL"_s);
    parser.addOptions({nameOpt, envOpt, urlOpt, keyOpt, secretOpt, colourOpt, dashboardOpt});
    if (!parser.parse(arguments))
        return fail(parser.errorText() + u'\n' +
                        tr("Keys and secrets are read from stdin (--key-stdin, "
                           "--webhook-secret-stdin), never from the command line."),
                    ExitUsage);
    if (parser.isSet(u"help"_s))
        return succeed(parser.helpText());
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("Unexpected argument \"%1\". Keys are read from stdin with --key-stdin, "
                       "never from the command line.")
                        .arg(api::redactSecrets(parser.positionalArguments().constFirst())),
                    ExitUsage);
    if (!parser.isSet(nameOpt))
        return fail(tr("--name is required."), ExitUsage);
    if (!parser.isSet(envOpt))
        return fail(tr("--environment is required: sandbox or production."), ExitUsage);
    const auto environment = api::environmentFromName(parser.value(envOpt).toLower());
    if (!environment)
        return fail(tr("--environment: expected sandbox or production, not \"%1\".")
                        .arg(parser.value(envOpt)),
                    ExitUsage);

    Profile profile = profiles::templateFor(*environment);
    profile.name = parser.value(nameOpt).trimmed();
    if (parser.isSet(urlOpt))
        profile.baseUrl = QUrl(parser.value(urlOpt), QUrl::StrictMode);
    if (parser.isSet(colourOpt))
        profile.colour = parser.value(colourOpt);
    if (parser.isSet(dashboardOpt))
        profile.dashboardUrl = QUrl(parser.value(dashboardOpt), QUrl::StrictMode);
    profile.id = profiles::newProfileId();
    if (const auto problem = m_store->validate(profile))
        return fail(*problem);

    QString apiKey;
    if (parser.isSet(keyOpt)) {
        const auto line = m_console.readSecretLine(tr("API key: "));
        apiKey = line.value_or(QString()).trimmed();
        if (apiKey.isEmpty())
            return fail(tr("--key-stdin: no API key on stdin."));
        // The same guards as before every request: the key's shape and environment, https
        // for production.
        if (const auto refusal =
                api::checkConnectionGuards(profile.environment, profile.baseUrl, apiKey))
            return fail(refusal->message());
    }
    QString webhookSecret;
    if (parser.isSet(secretOpt)) {
        const auto line = m_console.readSecretLine(tr("Webhook signing secret: "));
        webhookSecret = line.value_or(QString()).trimmed();
        if (webhookSecret.isEmpty())
            return fail(tr("--webhook-secret-stdin: no webhook signing secret on stdin."));
        if (!isUsableWebhookSecret(webhookSecret))
            return fail(tr("The webhook signing secret is not shaped like one (whsec_ followed "
                           "by the base64 of 24 to 64 bytes)."));
    }

    QList<PendingSecret> secrets;
    if (!apiKey.isEmpty())
        secrets << PendingSecret{SecretKind::ApiKey, apiKey};
    if (!webhookSecret.isEmpty())
        secrets << PendingSecret{SecretKind::WebhookSecret, webhookSecret};
    if (secrets.isEmpty())
        return addProfile(profile, {});
    withKeychain([this, profile, secrets](const SecretError &keychain) {
        if (!keychain.ok())
            return fail(tr("The keychain is unavailable, so the key cannot be stored: %1\n"
                           "PayDesk never writes keys or secrets to disk. Start a Secret "
                           "Service (GNOME Keyring or KWallet) and unlock it, then try again.")
                            .arg(keychain.message));
        addProfile(profile, secrets);
    });
}

void ProfilesCommand::addProfile(Profile profile, const QList<PendingSecret> &secrets)
{
    QString error;
    if (!m_store->add(profile, &error))
        return fail(error);
    storeSecrets(profile, secrets);
}

void ProfilesCommand::storeSecrets(const Profile &profile, QList<PendingSecret> secrets)
{
    if (secrets.isEmpty())
        return succeed(tr("Added profile \"%1\" (%2, %3).")
                           .arg(profile.name, api::environmentName(profile.environment),
                                profile.baseUrl.toString()));
    // One after the other; a failure takes the new profile back out.
    const PendingSecret secret = secrets.takeFirst();
    m_keychain->writeSecret(
        profile.id, secret.kind, secret.value, this,
        [this, profile, secrets](const SecretError &error) {
            if (error.ok())
                return storeSecrets(profile, secrets);
            m_store->remove(profile.id);
            m_keychain->removeSecrets(profile.id, this, [this, error](const SecretError &) {
                fail(tr("The profile was not added: the keychain did not store its secret. %1")
                         .arg(error.message));
            });
        });
}

void ProfilesCommand::remove(const QStringList &arguments)
{
    CommandParser parser(u"profiles remove"_s);
    prepare(parser, tr("Removes a profile and its secrets."));
    parser.addPositionalArgument(u"NAME"_s, tr("The profile's name."));
    if (!parser.parse(arguments))
        return fail(parser.errorText(), ExitUsage);
    if (parser.isSet(u"help"_s))
        return succeed(parser.helpText());
    if (parser.positionalArguments().size() != 1)
        return fail(tr("paydesk profiles remove takes one profile name."), ExitUsage);
    const auto profile = m_store->findByName(parser.positionalArguments().constFirst());
    if (!profile)
        return fail(
            tr("There is no profile named \"%1\".").arg(parser.positionalArguments().constFirst()));

    withKeychain([this, profile = *profile](const SecretError &keychain) {
        auto removeProfile = [this, profile](const QString &note) {
            if (!m_store->remove(profile.id))
                return fail(tr("The profile \"%1\" could not be removed from %2.")
                                .arg(profile.name, m_store->fileName()));
            if (!note.isEmpty())
                m_console.err() << note << Qt::endl;
            succeed(tr("Removed profile \"%1\".").arg(profile.name));
        };
        if (!keychain.ok()) {
            // Without a keychain PayDesk cannot have stored a secret for it.
            return removeProfile(tr("Note: no secret was removed, the keychain is unavailable: "
                                    "%1")
                                     .arg(keychain.message));
        }
        m_keychain->removeSecrets(profile.id, this,
                                  [this, profile, removeProfile](const SecretError &error) {
                                      if (!error.ok())
                                          return fail(tr("The profile \"%1\" was kept: its "
                                                         "secrets could not be removed from "
                                                         "the keychain. %2")
                                                          .arg(profile.name, error.message));
                                      removeProfile(QString());
                                  });
    });
}

void ProfilesCommand::test(const QStringList &arguments)
{
    CommandParser parser(u"profiles test"_s);
    prepare(parser, tr("Makes one authenticated request with a profile: the newest "
                       "transaction."));
    parser.addPositionalArgument(u"NAME"_s, tr("The profile's name."));
    if (!parser.parse(arguments))
        return fail(parser.errorText(), ExitUsage);
    if (parser.isSet(u"help"_s))
        return succeed(parser.helpText());
    if (parser.positionalArguments().size() != 1)
        return fail(tr("paydesk profiles test takes one profile name."), ExitUsage);
    const auto found = m_store->findByName(parser.positionalArguments().constFirst());
    if (!found)
        return fail(
            tr("There is no profile named \"%1\".").arg(parser.positionalArguments().constFirst()));
    const Profile profile = *found;

    m_test = std::make_unique<session::ConnectionTest>(m_keychain.get());
    CliConnection::prepare(m_test->connection(), m_keychain.get(), m_console);
    connect(m_test.get(), &session::ConnectionTest::connectionFailed, this,
            [this, profile](const session::ProfileConnection::Failure &failure) {
                fail(CliConnection::failureText(profile, failure));
            });
    connect(m_test.get(), &session::ConnectionTest::requestFailed, this,
            [this, profile](const api::ApiError &error) {
                fail(tr("%1: %2").arg(profile.name, error.messageWithAdvice(
                                                        u"\n", api::ApiError::Audience::Terminal)));
            });
    connect(m_test.get(), &session::ConnectionTest::passed, this,
            [this](const QString &merchantId) {
                if (merchantId.isEmpty())
                    return succeed(tr("OK (no transactions yet)"));
                succeed(tr("OK (merchant %1)").arg(merchantId));
            });
    m_test->run(profile);
}

void ProfilesCommand::withKeychain(std::function<void(const SecretError &)> then)
{
    m_keychain->probe(this, std::move(then));
}

void ProfilesCommand::fail(const QString &message, int exitCode)
{
    // Whatever the text came from, a key in it would not reach the terminal.
    m_console.err() << api::redactSecrets(message).trimmed() << Qt::endl;
    done(exitCode);
}

void ProfilesCommand::succeed(const QString &message)
{
    m_console.out() << api::redactSecrets(message).trimmed() << Qt::endl;
    done(ExitOk);
}

void ProfilesCommand::done(int exitCode)
{
    if (std::exchange(m_done, true))
        return;
    qCDebug(lcCli) << "profiles command finished with" << exitCode;
    Q_EMIT finished(exitCode);
}

} // namespace paydesk::cli
