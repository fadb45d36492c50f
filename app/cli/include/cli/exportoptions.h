#pragma once

#include "commandparser.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::cli {

// The command line of a `paydesk export` command: --help, --profile, the command's own options,
// --format and --output, read by one QCommandLineParser with the same checks and messages for
// every export. The command reads its own options from parser() and checks --format itself
// (what it writes differs).
class ExportOptions
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::ExportOptions)
public:
    // What is wrong with the command line, as said on stderr, and the exit code it gives.
    struct Problem
    {
        QString message;
        int exitCode = 0;
    };

    // `command` is the words after `paydesk` ("export transactions", "reconcile"), `description`
    // what
    // --help says it does; `formatHelp` and `outputHelp` describe --format and --output.
    ExportOptions(const QString &command, const QString &description,
                  const QList<QCommandLineOption> &ownOptions, const QString &formatHelp,
                  const QString &outputHelp);

    // Reads `arguments` (a leading command word, "transactions", is skipped). A problem: an unknown
    // option or missing value, a positional argument, or a required option left out (--profile,
    // then `ownRequired`, then --format and --output), which also shows `usage`. With --help the
    // rest goes unchecked: see helpRequested().
    std::optional<Problem> parse(const QStringList &arguments, const QString &usage,
                                 const QList<QCommandLineOption> &ownRequired = {});
    bool helpRequested() const;
    // --format and --output may both be left out (the command then prints its result); one
    // without the other is still a problem.
    void setOutputOptional(bool optional) { m_outputOptional = optional; }
    bool outputRequested() const;
    QString helpText() const;

    const QCommandLineParser &parser() const { return m_parser; }
    QString profileName() const;
    QString format() const; // as typed

    // The file --output names, made absolute in `fileName`; with `allowStdout`, "-" means
    // standard output and leaves `fileName` empty. A problem when it names a folder, or a file
    // in a folder that does not exist.
    std::optional<Problem> checkOutput(bool allowStdout, QString *fileName) const;

private:
    QString m_word; // the command's last word
    CommandParser m_parser;
    QCommandLineOption m_profile;
    QCommandLineOption m_format;
    QCommandLineOption m_output;
    bool m_outputOptional = false;
};

// A strict YYYY-MM-DD: "2026-2-1" or "2026-02-30" are mistakes, not dates to guess at.
std::optional<QDate> parseIsoDate(const QString &text);

} // namespace paydesk::cli
