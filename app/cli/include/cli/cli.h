#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

namespace paydesk::cli {

class Console;

// Exit codes of the paydesk command line.
// ExitUnbalanced: the trial balance was written, but its debits and credits differ.
// ExitPermissionDenied: the profile's key may not do what the command asks (its sentence says
// which permission it lacks).
enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,
    ExitUsage = 2,
    ExitUnbalanced = 3,
    ExitPermissionDenied = 4,
};

// The paydesk command line: `paydesk profiles list|add|remove|test`, `paydesk export
// transactions|trial-balance`, `paydesk listen`, --help, --version.
// start() returns at once; finished() follows from the event loop, always exactly once.
class Cli : public QObject
{
    Q_OBJECT
public:
    explicit Cli(QObject *parent = nullptr);
    ~Cli() override;

    void start(const QStringList &arguments);

    // Whether `arguments` (argv) ask for the command line rather than the window.
    static bool isCommandLine(const QStringList &arguments);
    // Whether the command needs a QGuiApplication (fonts for a PDF).
    static bool needsGui(const QStringList &arguments);

Q_SIGNALS:
    void finished(int exitCode);

private:
    void finish(int exitCode);
    QString helpText() const;

    std::unique_ptr<Console> m_console;
    std::unique_ptr<QObject> m_command;
    bool m_finished = false;
};

} // namespace paydesk::cli
