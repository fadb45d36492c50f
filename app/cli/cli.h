#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

namespace paydesk::cli {

class Console;
class ProfilesCommand;

// Exit codes of the paydesk command line.
enum ExitCode : int { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

// The paydesk command line: `paydesk profiles list|add|remove|test`, --help, --version.
// start() returns at once; finished() follows from the event loop, always exactly once.
class Cli : public QObject
{
    Q_OBJECT
public:
    explicit Cli(QObject *parent = nullptr);
    ~Cli() override;

    void start(const QStringList &arguments);

Q_SIGNALS:
    void finished(int exitCode);

private:
    void finish(int exitCode);
    QString helpText() const;

    std::unique_ptr<Console> m_console;
    std::unique_ptr<ProfilesCommand> m_profiles;
    bool m_finished = false;
};

} // namespace paydesk::cli
