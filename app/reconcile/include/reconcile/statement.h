#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace paydesk::reconcile {

// One line of a bank statement, in integer minor units of the statement's currency.
struct StatementLine
{
    int fileLine = 0; // where the entry starts in the file, 1-based
    QDate booked;
    qint64 amount = 0; // credit to the account positive
    QString text;      // the remittance information, lines joined by '\n'
    QString bankReference;

    friend bool operator==(const StatementLine &, const StatementLine &) = default;
};

// A statement read whole: nothing of it is kept when any part cannot be read.
struct BankStatementFile
{
    QString path;
    QString format; // camt053, mt940, ofx, csv
    QString currency;
    QString account;
    QDate first; // the period it covers, inclusive
    QDate last;
    std::optional<qint64> opening; // balance before `first`
    std::optional<qint64> closing; // balance at the end of `last`
    QList<StatementLine> lines;

    friend bool operator==(const BankStatementFile &, const BankStatementFile &) = default;
};

// Why a file could not be read: a sentence naming the file and, where there is one, the line.
struct StatementProblem
{
    QString path;
    int line = 0; // 0: the file as a whole
    QString message;
};

} // namespace paydesk::reconcile
