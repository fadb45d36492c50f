#pragma once

// Test support: the paydesk-sandbox binary run as a child process, its stdout and stderr
// collected as they come, and its one-line ready report parsed. Needs PAYDESK_SANDBOX_BIN.

#include "testdatabase.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QUrl>

#include <csignal>
#include <optional>

namespace paydesk::testing {

inline const QRegularExpression SandboxReadyRe(
    QStringLiteral("^ready url=(http://127\\.0\\.0\\.1:(\\d+)) api_key=(pts_test_[A-Za-z0-9]{32})"
                   "( webhook_secret=(whsec_[A-Za-z0-9+/=]+))?\\n$"));

// One run of the binary, its output collected as it comes.
class SandboxProcess
{
public:
    explicit SandboxProcess(const QString &home)
    {
        // Nothing of the developer's own data directory is touched, whatever the flags.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
        m_process.setProcessEnvironment(env);
        m_process.setProgram(QStringLiteral(PAYDESK_SANDBOX_BIN));
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process,
                         [this] { out += m_process.readAllStandardOutput(); });
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { err += m_process.readAllStandardError(); });
    }
    ~SandboxProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    SandboxProcess(const SandboxProcess &) = delete;
    SandboxProcess &operator=(const SandboxProcess &) = delete;

    void start(const QStringList &args)
    {
        QStringList all = args;
        // On PostgreSQL (PAYDESK_TEST_DATABASE): a database per data directory, or a fresh one.
        if (!testDatabaseServer().isEmpty() && !args.contains(QStringLiteral("--database")) &&
            !args.contains(QStringLiteral("--help")) &&
            !args.contains(QStringLiteral("--version"))) {
            const qsizetype data = args.indexOf(QStringLiteral("--data"));
            const QString database = testDatabaseFor(
                data >= 0 && data + 1 < args.size() ? args.at(data + 1) : QString());
            if (!database.isEmpty())
                all << QStringLiteral("--database") << database;
        }
        m_process.setArguments(all);
        m_process.start();
    }
    bool running() const { return m_process.state() != QProcess::NotRunning; }
    // Until the first stdout line or the end of the process.
    bool waitForReadyLine(int timeoutMs = 20000)
    {
        return QTest::qWaitFor([this] { return out.contains('\n') || !running(); }, timeoutMs) &&
               out.contains('\n');
    }
    bool waitForExit(int timeoutMs = 10000)
    {
        const bool ok = QTest::qWaitFor([this] { return !running(); }, timeoutMs);
        out += m_process.readAllStandardOutput();
        err += m_process.readAllStandardError();
        return ok;
    }
    // Only while it runs: kill(0, ...) would signal the test's own process group.
    void signal(int sig)
    {
        if (const qint64 pid = m_process.processId(); pid > 0)
            ::kill(pid_t(pid), sig);
    }
    QProcess &process() { return m_process; }

    QByteArray out;
    QByteArray err;

private:
    QProcess m_process;
};

struct SandboxReady
{
    QUrl url;
    QString apiKey;
    QString webhookSecret;
};

// The ready line of a sandbox that generated its own key.
inline std::optional<SandboxReady> parseSandboxReady(const QByteArray &out)
{
    const auto m = SandboxReadyRe.match(QString::fromUtf8(out));
    if (!m.hasMatch())
        return std::nullopt;
    return SandboxReady{QUrl(m.captured(1)), m.captured(3), m.captured(5)};
}

} // namespace paydesk::testing
