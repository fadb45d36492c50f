#include "accounttype.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

QString ledgerText(const char *text)
{
    return QCoreApplication::translate("Ledger", text);
}

// The texts below are marked with QT_TRANSLATE_NOOP so that lupdate finds them under "Ledger".

AccountType accountTypeFromName(QStringView name)
{
    if (name == u"asset")
        return AccountType::Asset;
    if (name == u"liability")
        return AccountType::Liability;
    if (name == u"equity")
        return AccountType::Equity;
    if (name == u"revenue")
        return AccountType::Revenue;
    if (name == u"expense")
        return AccountType::Expense;
    return AccountType::Other;
}

QString accountTypeText(AccountType type, const QString &raw)
{
    switch (type) {
    case AccountType::Asset:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Asset"));
    case AccountType::Liability:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Liability"));
    case AccountType::Equity:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Equity"));
    case AccountType::Revenue:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Revenue"));
    case AccountType::Expense:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Expense"));
    case AccountType::Other:
        break;
    }
    return raw.isEmpty() ? ledgerText(QT_TRANSLATE_NOOP("Ledger", "Other")) : raw;
}

QString accountTypeGroupTitle(AccountType type, const QString &raw)
{
    switch (type) {
    case AccountType::Asset:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Assets"));
    case AccountType::Liability:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Liabilities"));
    case AccountType::Equity:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Equity"));
    case AccountType::Revenue:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Revenue"));
    case AccountType::Expense:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Expenses"));
    case AccountType::Other:
        break;
    }
    return raw.isEmpty() ? ledgerText(QT_TRANSLATE_NOOP("Ledger", "Other accounts")) : raw;
}

QString accountTypeTotalTitle(AccountType type, const QString &raw)
{
    switch (type) {
    case AccountType::Asset:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Total assets"));
    case AccountType::Liability:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Total liabilities"));
    case AccountType::Equity:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Total equity"));
    case AccountType::Revenue:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Total revenue"));
    case AccountType::Expense:
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Total expenses"));
    case AccountType::Other:
        break;
    }
    return raw.isEmpty() ? ledgerText(QT_TRANSLATE_NOOP("Ledger", "Total other accounts"))
                         : QCoreApplication::translate("Ledger", "Total %1").arg(raw);
}

QString normalBalanceText(QStringView normalBalance)
{
    if (normalBalance == u"debit")
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Debit"));
    if (normalBalance == u"credit")
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Credit"));
    return normalBalance.toString();
}

} // namespace paydesk::ledger
