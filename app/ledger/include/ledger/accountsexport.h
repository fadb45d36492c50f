#pragma once

#include "api/apitypes.h"
#include "trialbalanceexport.h"

#include <QList>
#include <QString>

// The chart of accounts as a file, for an accountant's own spreadsheet or the next system.
namespace paydesk::ledger {

// "chart-of-accounts.csv", "chart-of-accounts.xlsx", in the user's language.
QString defaultAccountsFileName(ExportFormat format);

// Each writer puts the whole file at `path` or nothing at all; it returns an empty string on
// success, else what went wrong, for people. Safe in any thread.
//
// CSV: RFC 4180, UTF-8 without BOM; code, name, type, normal_balance, parent_code; one record
// per account (groups too) in the chart's order; the service's words (asset, debit).
QString writeAccountsCsv(const QList<api::LedgerAccount> &accounts, const QString &path);
// XLSX: a sheet "Chart of accounts" with a title block (merchant, profile, environment,
// generated at), then the same columns with the type and normal balance in the user's
// language.
QString writeAccountsXlsx(const QList<api::LedgerAccount> &accounts, const ExportMetadata &meta,
                          const QString &path);
// CSV or XLSX; asked for PDF, it writes nothing and says the chart is exported as CSV or XLSX.
QString writeAccounts(ExportFormat format, const QList<api::LedgerAccount> &accounts,
                      const ExportMetadata &meta, const QString &path);

} // namespace paydesk::ledger
