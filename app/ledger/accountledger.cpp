// An account's ledger: the report, its CSV writer and the loader that pages through the API.
#include "accountledger.h"

#include "accounttype.h"
#include "api/cursorwalk.h"

#include "trialbalancereport.h"

#include "api/apiparse.h"
#include "core/csv.h"
#include "core/currency.h"
#include "core/money.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

AccountLedger::AccountLedger(const api::LedgerAccount &account, const QString &currency,
                             const QDate &from, const QDate &to, qint64 openingNet,
                             const QList<api::LedgerEntry> &entries)
    : m_account(account)
    , m_currency(currency)
    , m_exponent(Currency::exponent(currency).value_or(2))
    , m_from(from)
    , m_to(to)
    , m_opening(openingNet)
{
    qint64 balance = openingNet;
    m_rows.reserve(entries.size());
    for (const api::LedgerEntry &e : entries) {
        balance += e.debit - e.credit;
        m_totalDebit += e.debit;
        m_totalCredit += e.credit;
        m_rows.append({e, balance});
    }
}

QString AccountLedger::side(qint64 net)
{
    return net > 0 ? u"Dr"_s : net < 0 ? u"Cr"_s : QString();
}

QString AccountLedger::balanceText(qint64 net, const QLocale &locale) const
{
    const QString amount = formatAmount(net < 0 ? -net : net, m_exponent, locale);
    return net == 0 ? amount : amount + u' ' + side(net);
}

QString AccountLedger::exactAmount(qint64 minor) const
{
    return decimalString(minor, m_exponent);
}

QString AccountLedger::sourceTypeText(const QString &sourceType)
{
    if (sourceType == u"transaction"_s)
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Transaction"));
    if (sourceType == u"refund"_s)
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Refund"));
    if (sourceType == u"settlement"_s)
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Settlement"));
    if (sourceType == u"opening"_s)
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Opening"));
    return sourceType;
}

QString defaultLedgerFileName(const AccountLedger &ledger, ExportFormat format)
{
    // In the user's language; the dates ISO 8601, which sort and hold no "/".
    return ledgerText(QT_TRANSLATE_NOOP("Ledger", "ledger-%1-%2-%3-to-%4"))
               .arg(ledger.account().code, ledger.currency(), ledger.from().toString(Qt::ISODate),
                    ledger.to().toString(Qt::ISODate)) +
           u'.' + exportFormatName(format);
}

QString writeAccountLedgerCsv(const AccountLedger &ledger, const QString &path)
{
    QString out = csv::record({u"row_type"_s, u"posted_at"_s, u"description"_s, u"source_type"_s,
                               u"source_id"_s, u"currency"_s, u"debit"_s, u"credit"_s, u"balance"_s,
                               u"balance_side"_s});
    const auto balanceFields = [&](qint64 net) {
        return QStringList{ledger.exactAmount(net < 0 ? -net : net), AccountLedger::side(net)};
    };
    const QString cur = ledger.currency();
    out += csv::record(
        QStringList{u"opening"_s, ledger.from().toString(Qt::ISODate),
                    csv::plainText(ledgerText(QT_TRANSLATE_NOOP("Ledger", "Opening balance"))),
                    QString(), QString(), cur, QString(), QString()} +
        balanceFields(ledger.opening()));
    for (const AccountLedger::Row &row : ledger.rows()) {
        const api::LedgerEntry &e = row.entry;
        out += csv::record(QStringList{u"entry"_s, api::parse::formatTimestamp(e.postedAt),
                                       csv::plainText(e.description), csv::plainText(e.sourceType),
                                       csv::plainText(e.sourceId), cur, ledger.exactAmount(e.debit),
                                       ledger.exactAmount(e.credit)} +
                           balanceFields(row.balance));
    }
    out += csv::record(
        QStringList{u"closing"_s, ledger.to().toString(Qt::ISODate),
                    csv::plainText(ledgerText(QT_TRANSLATE_NOOP("Ledger", "Closing balance"))),
                    QString(), QString(), cur, ledger.exactAmount(ledger.totalDebit()),
                    ledger.exactAmount(ledger.totalCredit())} +
        balanceFields(ledger.closing()));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(out.toUtf8()) < 0 || !file.commit())
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Cannot write %1: %2"))
            .arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

QString writeAccountLedger(ExportFormat format, const AccountLedger &ledger,
                           const ExportMetadata &meta, const QString &path)
{
    switch (format) {
    case ExportFormat::Csv:
        return writeAccountLedgerCsv(ledger, path);
    case ExportFormat::Xlsx:
        return writeAccountLedgerXlsx(ledger, meta, path);
    case ExportFormat::Pdf:
        return writeAccountLedgerPdf(ledger, meta, path);
    }
    return {};
}

void writeAccountLedgerAsync(ExportFormat format, const AccountLedger &ledger,
                             const ExportMetadata &meta, const QString &path, QObject *context,
                             std::function<void(const QString &error)> done)
{
    writeInBackground([=] { return writeAccountLedger(format, ledger, meta, path); }, context,
                      std::move(done));
}

struct AccountLedgerLoader::Private
{
    QPointer<api::ApiClient> client;
    api::RequestId request = 0;
    api::LedgerAccount account;
    QString currency;
    QDate from;
    QDate to;
    std::optional<qint64> opening;
    QList<api::LedgerEntry> entries;
    AccountLedger ledger;
    // Entries come oldest first; a service that repeats a cursor or goes back ends the load.
    api::CursorWalk walk{api::CursorWalk::Order::OldestFirst};
};

AccountLedgerLoader::AccountLedgerLoader(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{}

AccountLedgerLoader::~AccountLedgerLoader()
{
    cancel();
}

void AccountLedgerLoader::setClient(api::ApiClient *client)
{
    cancel();
    d->client = client;
}

void AccountLedgerLoader::load(const api::LedgerAccount &account, const QString &currency,
                               const QDate &from, const QDate &to)
{
    cancel();
    d->account = account;
    d->currency = currency;
    d->from = from;
    d->to = to;
    d->opening.reset();
    d->entries.clear();
    d->walk.restart();
    // Inclusive days: an entry posted after the start of `from` and before the end of `to`.
    d->walk.setDays(from, to.isValid() ? to.addDays(1) : QDate());
    fetch({});
}

void AccountLedgerLoader::fetch(const QString &cursor)
{
    if (!d->client)
        return;
    api::LedgerEntryQuery query;
    query.account = d->account.code;
    query.currency = d->currency;
    query.from = d->from;
    query.to = d->to;
    query.cursor = cursor;
    d->request = d->client->ledgerEntries(
        query, this, [this](const api::Result<api::LedgerEntryPage> &result) {
            d->request = 0;
            if (!result) {
                const int status = result.error().httpStatus;
                if (result.error().kind == api::ApiError::Kind::Http &&
                    (status == 404 || status == 405))
                    Q_EMIT notOffered();
                else
                    Q_EMIT errorOccurred(result.error());
                return;
            }
            const api::LedgerEntryPage &page = result.value();
            if (const auto problem =
                    d->walk.check(page.data, page.hasMore, page.nextCursor,
                                  [](const api::LedgerEntry &e) { return e.postedAt; })) {
                d->entries.clear();
                Q_EMIT errorOccurred(*problem);
                return;
            }
            if (!d->opening)
                d->opening = page.openingDebit - page.openingCredit;
            d->entries += page.data;
            if (page.hasMore)
                return fetch(page.nextCursor);
            // Every running balance and total fits when the amounts' magnitudes add up.
            MagnitudeSum sum;
            sum.add(*d->opening);
            for (const api::LedgerEntry &e : std::as_const(d->entries)) {
                sum.add(e.debit);
                sum.add(e.credit);
            }
            if (!sum.fits()) {
                d->entries.clear();
                Q_EMIT errorOccurred(TrialBalanceReport::tooLargeError(u"data"_s));
                return;
            }
            d->ledger =
                AccountLedger(d->account, d->currency, d->from, d->to, *d->opening, d->entries);
            d->entries.clear();
            Q_EMIT loaded();
        });
}

void AccountLedgerLoader::cancel()
{
    if (d->request && d->client)
        d->client->cancel(d->request);
    d->request = 0;
}

bool AccountLedgerLoader::isLoading() const
{
    return d->request != 0;
}

const AccountLedger &AccountLedgerLoader::ledger() const
{
    return d->ledger;
}

} // namespace paydesk::ledger
