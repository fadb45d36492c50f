#include "exportcommand.h"

#include "api/apiclient.h"
#include "api/environment.h"
#include "cli.h"
#include "cliconnection.h"
#include "clilogging.h"
#include "console.h"
#include "core/currency.h"
#include "localsandbox/localsandboxhost.h"
#include "profiles/appsettings.h"
#include "profiles/keychainsecretstore.h"
#include "profiles/profilestore.h"
#include "session/profileconnection.h"

#include <QFile>
#include <QGuiApplication>

namespace paydesk::cli {

ExportCommand::ExportCommand(Console &console, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_ownedProfiles(std::make_unique<profiles::ProfileStore>(profiles::userSettingsPath()))
    , m_keychain(std::make_unique<profiles::KeychainSecretStore>())
    , m_profiles(m_ownedProfiles.get())
    , m_secrets(m_keychain.get())
{}

ExportCommand::ExportCommand(Console &console, profiles::ProfileStore &profiles,
                             profiles::SecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_profiles(&profiles)
    , m_secrets(&secrets)
{}

ExportCommand::~ExportCommand()
{
    // The command's own members (an exporter discards its unfinished file) are gone by now;
    // the connection, and with it the local sandbox, goes last and calls nothing back.
    if (m_connection)
        m_connection->disconnect(this);
}

bool ExportCommand::readOptions(ExportOptions &options, const QStringList &arguments,
                                const QString &usage, const QList<QCommandLineOption> &ownRequired)
{
    if (const auto problem = options.parse(arguments, usage, ownRequired)) {
        fail(*problem);
        return false;
    }
    if (options.helpRequested()) {
        m_console.out() << options.helpText() << Qt::flush;
        done(ExitOk);
        return false;
    }
    return true;
}

std::optional<profiles::Profile> ExportCommand::findProfile(const QString &name)
{
    m_profiles->ensureDefaults();
    if (name.isEmpty()) {
        // The Local sandbox by what it is, not by its name, which the user may have changed
        // and which is in the user's language.
        const auto local = m_profiles->localSandbox();
        if (!local)
            fail(tr("There is no Local sandbox profile. Name a profile with --profile; "
                    "`paydesk profiles list` shows them."));
        return local;
    }
    const auto profile = m_profiles->findByName(name);
    if (!profile)
        fail(tr("There is no profile named \"%1\". `paydesk profiles list` shows them.").arg(name));
    return profile;
}

void ExportCommand::connectTo(const profiles::Profile &profile)
{
    m_connection = std::make_unique<session::ProfileConnection>(m_secrets);
    CliConnection::prepare(*m_connection, m_keychain.get(), m_console);
    if (!m_localDataDir.isEmpty())
        m_connection->localSandbox()->setDataDir(m_localDataDir);
    if (m_localSeedCount)
        m_connection->localSandbox()->setSeedCount(*m_localSeedCount);
    connect(m_connection.get(), &session::ProfileConnection::failed, this,
            [this, profile](const session::ProfileConnection::Failure &failure) {
                fail(CliConnection::failureText(profile, failure));
            });
    connect(m_connection.get(), &session::ProfileConnection::ready, this,
            [this](api::ApiClient *client) {
                connect(client, &api::ApiClient::requestFinished, this,
                        [this](api::RequestId, bool, const api::ApiError &e) {
                            m_permissionDenied = m_permissionDenied || api::deniedPermission(e);
                        });
                const auto needed = requiredPermission();
                if (!needed)
                    return connected(client);
                client->me(this, [this, client, needed](const api::Result<api::KeyInfo> &me) {
                    // No /me (or no answer): the command's own request meets what there is.
                    const auto caps = me.ok() ? api::KeyCapabilities::fromKey(me.value())
                                              : api::KeyCapabilities();
                    if (const QString why = caps.whyNot(*needed); !why.isEmpty())
                        return fail(why, ExitPermissionDenied);
                    connected(client);
                });
            });
    m_connection->open(profile);
}

bool ExportCommand::readReportTarget(const ExportOptions &options,
                                     const QCommandLineOption *currencyOption,
                                     const QString &baseName, ReportTarget *into, bool allowsAll)
{
    const QCommandLineParser &parser = options.parser();
    ReportTarget target;
    if (currencyOption) {
        target.currency = parser.isSet(*currencyOption)
                              ? parser.value(*currencyOption).trimmed().toUpper()
                              : QStringLiteral("USD");
        if (allowsAll && target.currency == u"ALL") {
            target.currency.clear();
            target.allCurrencies = true;
        } else if (!Currency::isKnown(target.currency)) {
            fail((allowsAll ? tr("--currency: \"%1\" is not an ISO 4217 currency code PayDesk "
                                 "knows, nor \"all\".")
                            : tr("--currency: \"%1\" is not an ISO 4217 currency code PayDesk "
                                 "knows."))
                     .arg(parser.value(*currencyOption)),
                 ExitUsage);
            return false;
        }
    }
    const auto format = ledger::exportFormatFromName(options.format().trimmed());
    if (!format) {
        fail(tr("--format: expected csv, xlsx or pdf, not \"%1\".").arg(options.format()),
             ExitUsage);
        return false;
    }
    target.format = *format;
    if (*format == ledger::ExportFormat::Pdf &&
        !qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        fail(tr("PDF export needs PayDesk's graphical libraries, which this command line "
                "was started without. Export CSV or XLSX instead."));
        return false;
    }
    if (const auto problem = options.checkOutput(true, &target.output)) {
        fail(*problem);
        return false;
    }
    if (target.output.isEmpty()) {
        target.output = fileForStdout(baseName + u'.' + ledger::exportFormatName(*format));
        if (target.output.isEmpty())
            return false;
    }
    const auto profile = findProfile(options.profileName());
    if (!profile)
        return false;
    target.profile = *profile;
    *into = target;
    return true;
}

void ExportCommand::lookUpMerchantId(api::ApiClient *client, std::function<void()> known)
{
    const QString id = m_connection->merchantId();
    if (!id.isEmpty()) {
        m_merchantId = id;
        return;
    }
    ledger::lookUpMerchantId(*client, this, [this, known = std::move(known)](const QString &found) {
        m_merchantId = found;
        known();
    });
}

ledger::ExportMetadata ExportCommand::reportMetadata(const ReportTarget &target) const
{
    ledger::ExportMetadata meta;
    meta.merchantId = m_merchantId.value_or(QString());
    meta.profileName = target.profile.name;
    meta.environment =
        ledger::environmentText(target.profile.environment, target.profile.localSandbox);
    meta.locale = QLocale();
    return meta;
}

QString ExportCommand::fileForStdout(const QString &name)
{
    m_stdoutDir = std::make_unique<QTemporaryDir>();
    if (!m_stdoutDir->isValid()) {
        fail(tr("No temporary folder to write the export in."));
        return {};
    }
    return m_stdoutDir->filePath(name);
}

bool ExportCommand::copyToStdout(const QString &path, const QString &what)
{
    QFile written(path);
    if (written.open(QIODevice::ReadOnly) &&
        m_console.outDevice()->write(written.readAll()) == written.size())
        return true;
    fail(tr("%1 could not be written to stdout.").arg(what));
    return false;
}

QTextStream &ExportCommand::said() const
{
    return m_stdoutDir ? m_console.err() : m_console.out();
}

void ExportCommand::fail(const QString &message, int exitCode)
{
    if (m_done)
        return;
    // Whatever the text came from, a key in it would not reach the terminal.
    m_console.err() << api::redactSecrets(message).trimmed() << Qt::endl;
    done(exitCode);
}

void ExportCommand::done(int exitCode)
{
    if (std::exchange(m_done, true))
        return;
    qCDebug(lcCli) << metaObject()->className() << "finished with" << exitCode;
    stop();
    if (m_connection && m_connection->client())
        m_connection->client()->cancelAll();
    // From the event loop, so that a caller connected after start() hears it.
    // Queued: by then the client has said whether the failure was a permission's.
    QMetaObject::invokeMethod(
        this,
        [this, exitCode] {
            Q_EMIT finished(m_permissionDenied && exitCode == ExitFailure ? ExitPermissionDenied
                                                                          : exitCode);
        },
        Qt::QueuedConnection);
}

} // namespace paydesk::cli
