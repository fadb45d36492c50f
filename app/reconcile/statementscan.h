// Private to the reconcile library: PayDesk's own pass over a statement file, before AqBanking
// reads it: the format, where each entry starts, and the checks AqBanking does not make.
#pragma once

#include "reconcile/statement.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

#include <variant>

namespace paydesk::reconcile {

struct ScannedStatement
{
    BankStatementFile file; // lines as PayDesk reads them
    // CSV: how AqBanking's CSV importer is to read this file (its profile).
    QString csvDelimiter;
    QString csvDateFormat; // AqBanking's spelling: YYYY-MM-DD, DD.MM.YYYY, ...
    bool csvDecimalComma = false;
    QStringList csvColumns; // AqBanking's field per column, empty for one it skips
};

class StatementScan
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::reconcile::StatementScan)
public:
    using Result = std::variant<ScannedStatement, StatementProblem>;
    static Result scan(const QString &path, const QByteArray &contents);

    // `text` ("1.234,56", "-15.00", "1234,") in minor units of a currency with `exponent`;
    // nullopt when it is not a number or has more decimals than the currency.
    static std::optional<qint64> minorUnits(QStringView text, int exponent, QChar decimalPoint,
                                            QChar groupSeparator);
};

} // namespace paydesk::reconcile
