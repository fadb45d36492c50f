#pragma once

#include "api/apiclient.h"
#include "trialbalanceexport.h"

#include <QDate>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace paydesk::ledger {

// One account's postings over a period, as an accountant reads them (Xero's Account
// Transactions): the opening balance at the end of the day before `from`, each entry with the
// running balance after it, and the closing balance at the end of `to`. Balances are net
// (debit - credit) in minor units; on screen and in files they read on the account's normal
// side ("1,200.00 Cr" for Sales). A plain value: the view and every export are made from it.
class AccountLedger
{
public:
    struct Row
    {
        api::LedgerEntry entry;
        qint64 balance = 0; // net after this entry
    };

    AccountLedger() = default;
    AccountLedger(const api::LedgerAccount &account, const QString &currency, const QDate &from,
                  const QDate &to, qint64 openingNet, const QList<api::LedgerEntry> &entries);

    const api::LedgerAccount &account() const { return m_account; }
    QString currency() const { return m_currency; }
    int exponent() const { return m_exponent; }
    QDate from() const { return m_from; }
    QDate to() const { return m_to; }
    qint64 opening() const { return m_opening; }
    qint64 closing() const { return m_rows.isEmpty() ? m_opening : m_rows.constLast().balance; }
    qint64 totalDebit() const { return m_totalDebit; }
    qint64 totalCredit() const { return m_totalCredit; }
    const QList<Row> &rows() const { return m_rows; }
    bool creditNormal() const { return m_account.normalBalance == QLatin1String("credit"); }

    // A balance as people read it: the amount on its side, "1,200.00 Cr", "0.00".
    QString balanceText(qint64 net, const QLocale &locale) const;
    // The same for files: "1200.00", "Cr".
    QString exactAmount(qint64 minor) const;
    static QString side(qint64 net); // "Dr", "Cr" or ""
    // "Transaction", "Refund", "Settlement", "Opening", or the service's word.
    static QString sourceTypeText(const QString &sourceType);

private:
    api::LedgerAccount m_account;
    QString m_currency;
    int m_exponent = 2;
    QDate m_from;
    QDate m_to;
    qint64 m_opening = 0;
    qint64 m_totalDebit = 0;
    qint64 m_totalCredit = 0;
    QList<Row> m_rows;
};

// "ledger-1010-USD-2026-10-01-to-2026-10-31.csv", the words in the user's language.
QString defaultLedgerFileName(const AccountLedger &ledger, ExportFormat format);

// CSV: RFC 4180, UTF-8; a row_type column (opening, entry, closing); exact amounts.
QString writeAccountLedgerCsv(const AccountLedger &ledger, const QString &path);
// XLSX: a title block (account, currency, period, merchant, profile, generated at), the
// entries with numbers formatted to the currency's decimals, totals as SUM formulas that carry
// their values, and the opening and closing balances.
QString writeAccountLedgerXlsx(const AccountLedger &ledger, const ExportMetadata &meta,
                               const QString &path);
// PDF: the same heading and table, the header repeated on every page.
QString writeAccountLedgerPdf(const AccountLedger &ledger, const ExportMetadata &meta,
                              const QString &path);
QString writeAccountLedger(ExportFormat format, const AccountLedger &ledger,
                           const ExportMetadata &meta, const QString &path);
// The same in a worker thread; `done` gets the error (empty on success) on `context`'s thread.
void writeAccountLedgerAsync(ExportFormat format, const AccountLedger &ledger,
                             const ExportMetadata &meta, const QString &path, QObject *context,
                             std::function<void(const QString &error)> done);

// Reads one account's entries for a period, every page, and the chart entry of the account.
// Exactly one of loaded(), notOffered() (the service has no entries endpoint: 404 or 405) or
// errorOccurred() follows each load().
class AccountLedgerLoader : public QObject
{
    Q_OBJECT
public:
    explicit AccountLedgerLoader(QObject *parent = nullptr);
    ~AccountLedgerLoader() override;

    void setClient(api::ApiClient *client);
    void load(const api::LedgerAccount &account, const QString &currency, const QDate &from,
              const QDate &to);
    void cancel();
    bool isLoading() const;
    const AccountLedger &ledger() const;

Q_SIGNALS:
    void loaded();
    void notOffered();
    void errorOccurred(const paydesk::api::ApiError &error);

private:
    void fetch(const QString &cursor);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace paydesk::ledger
