#pragma once

#include "statement.h"

#include <QCoreApplication>

#include <variant>

namespace paydesk::reconcile {

struct ScannedStatement; // PayDesk's own pass over a file (statementscan.h)

// Reads a bank statement (ISO 20022 camt.053, SWIFT MT940, OFX or CSV) through AqBanking's
// importers, the ones GnuCash and KMyMoney read statements with. AqBanking runs headless, with
// its configuration in a throwaway folder made for each read and removed after it, never the
// user's own AqBanking setup. PayDesk's own pass over the file first finds the format and the
// line each entry starts on, and checks what AqBanking does not (amounts beyond the currency's
// minor unit, lines that break the format), so a problem names its line.
//
// Thread-safe: AqBanking is not, so reads are taken one at a time.
class StatementReader
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::reconcile::StatementReader)
public:
    using Result = std::variant<BankStatementFile, StatementProblem>;

    static Result read(const QString &path);
    // The same, for bytes already read (`path` only names them in messages).
    static Result read(const QString &path, const QByteArray &contents);
    // The same, for bytes PayDesk's own pass has already read as `scanned`.
    static Result read(const QString &path, const QByteArray &contents, ScannedStatement scanned);

    // PayDesk's own pass only (the format, currency, period and lines as it reads them, or the
    // problem): enough to start fetching the ledger while AqBanking reads the file.
    static Result scan(const QString &path, const QByteArray &contents);

    // AqBanking's own time to read the file, for the benchmark: the import alone.
    static qint64 aqBankingImportNs(const QString &path, QString *error);
};

} // namespace paydesk::reconcile
