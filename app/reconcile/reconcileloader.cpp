#include "reconcile/reconcileloader.h"

#include "api/apiclient.h"
#include "reconcile/statementreader.h"

#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent>

using namespace Qt::StringLiterals;

namespace paydesk::reconcile {

struct ReconcileLoader::State
{
    api::ApiClient *client = nullptr;
    BankStatementFile statement;
    LedgerSide ledger;
    bool statementDone = true; // false while AqBanking reads it (startFile())
    std::unique_ptr<QFutureWatcher<StatementReader::Result>> reading;
    bool payoutsDone = false;
    bool entriesDone = false;
    bool ended = false;
    bool openingKnown = false;
    ReconcileReport report;
    QStringList itemsToFetch;
    QString itemsCursor;
    QList<api::RequestId> requests;
};

ReconcileLoader::ReconcileLoader(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<State>())
{}

ReconcileLoader::~ReconcileLoader()
{
    cancel();
}

void ReconcileLoader::cancel()
{
    if (d->client) {
        for (const api::RequestId id : std::as_const(d->requests))
            d->client->cancel(id);
    }
    d->requests.clear();
    d->ended = true;
}

QString ReconcileLoader::sentence(const api::ApiError &error, const QString &what) const
{
    if (error.kind == api::ApiError::Kind::Http &&
        (error.httpStatus == 404 || error.httpStatus == 405))
        return tr("This service does not offer %1, so no statement can be reconciled with it.")
            .arg(what);
    return tr("%1 could not be read: %2").arg(what, error.message());
}

void ReconcileLoader::fail(const QString &message)
{
    if (d->ended)
        return;
    // A read still running in the worker finishes there; its result is not waited for.
    cancel();
    Q_EMIT failed(message);
}

void ReconcileLoader::start(api::ApiClient *client, const BankStatementFile &statement,
                            const QDate &today)
{
    *d = State{};
    d->client = client;
    d->statement = statement;
    fetchLedger(today);
}

void ReconcileLoader::startFile(api::ApiClient *client, const QString &path, const QDate &today)
{
    *d = State{};
    d->client = client;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(std::get<StatementProblem>(StatementReader::read(path)).message);
    const QByteArray contents = file.readAll();
    const auto scanned = StatementReader::scan(path, contents);
    if (const auto *p = std::get_if<StatementProblem>(&scanned))
        return fail(p->message);
    d->statement = std::get<BankStatementFile>(scanned);
    d->statementDone = false;
    d->reading = std::make_unique<QFutureWatcher<StatementReader::Result>>();
    connect(d->reading.get(), &QFutureWatcherBase::finished, this, [this] {
        if (d->ended)
            return;
        const StatementReader::Result r = d->reading->result();
        if (const auto *p = std::get_if<StatementProblem>(&r))
            return fail(p->message);
        d->statement = std::get<BankStatementFile>(r);
        d->statementDone = true;
        maybeMatch();
    });
    d->reading->setFuture(
        QtConcurrent::run([path, contents] { return StatementReader::read(path, contents); }));
    fetchLedger(today);
}

void ReconcileLoader::fetchLedger(const QDate &today)
{
    const BankStatementFile &statement = d->statement;
    const QString name = QFileInfo(statement.path).fileName();
    if (statement.last > today)
        return fail(tr("%1 covers %2 to %3, days after today (%4): it is a statement for another "
                       "period.")
                        .arg(name, statement.first.toString(Qt::ISODate),
                             statement.last.toString(Qt::ISODate), today.toString(Qt::ISODate)));
    d->requests << d->client->ledgerChart(this, [this, name](const api::Result<api::LedgerChart> &r) {
        if (!r)
            return fail(sentence(r.error(), tr("the ledger's accounts")));
        const auto &currencies = r.value().currencies;
        if (currencies && !currencies->contains(d->statement.currency))
            return fail(tr("%1 is a statement in %2; this ledger has no %2 (it keeps %3).")
                            .arg(name, d->statement.currency, currencies->join(u", "_s)));
        fetchPayouts({});
        fetchEntries({});
    });
}

void ReconcileLoader::fetchPayouts(const QString &cursor)
{
    api::PayoutQuery q;
    q.currency = d->statement.currency;
    q.arrivalFrom = d->statement.first.addDays(-DaysBefore);
    q.arrivalTo = d->statement.last.addDays(DaysAfter);
    q.cursor = cursor;
    d->requests << d->client->listPayouts(
        q, this, [this](const api::Result<api::Page<api::Payout>> &r) {
            if (!r)
                return fail(sentence(r.error(), tr("payouts (GET /api/v1/payouts)")));
            d->ledger.payouts += r.value().data;
            if (r.value().hasMore)
                return fetchPayouts(r.value().nextCursor);
            d->payoutsDone = true;
            maybeMatch();
        });
}

void ReconcileLoader::fetchEntries(const QString &cursor)
{
    api::LedgerEntryQuery q;
    q.account = u"1010"_s;
    q.currency = d->statement.currency;
    q.from = d->statement.first;
    q.to = d->statement.last;
    q.cursor = cursor;
    d->requests << d->client->ledgerEntries(
        q, this, [this](const api::Result<api::LedgerEntryPage> &r) {
            if (!r)
                return fail(sentence(r.error(), tr("the Bank account's entries")));
            const api::LedgerEntryPage &page = r.value();
            if (!d->openingKnown) {
                d->openingKnown = true;
                d->ledger.openingBalance = page.openingDebit - page.openingCredit;
                d->ledger.closingBalance = d->ledger.openingBalance;
            }
            for (const api::LedgerEntry &e : page.data) {
                BankEntry b;
                b.id = e.id;
                b.posted = e.postedAt.date();
                b.amount = e.debit - e.credit;
                b.sourceType = e.sourceType;
                b.sourceId = e.sourceId;
                b.description = e.description;
                d->ledger.bankEntries << b;
                d->ledger.closingBalance += b.amount;
            }
            if (page.hasMore)
                return fetchEntries(page.nextCursor);
            d->entriesDone = true;
            maybeMatch();
        });
}

void ReconcileLoader::maybeMatch()
{
    if (d->ended || !d->statementDone || !d->payoutsDone || !d->entriesDone)
        return;
    d->report = reconcile(d->statement, d->ledger);
    d->itemsToFetch = d->report.payoutsToExamine();
    fetchItems();
}

void ReconcileLoader::fetchItems()
{
    if (d->ended)
        return;
    if (d->itemsToFetch.isEmpty()) {
        d->ended = true;
        d->requests.clear();
        Q_EMIT finished(d->report);
        return;
    }
    const QString id = d->itemsToFetch.constFirst();
    d->requests << d->client->payoutItems(
        id, d->itemsCursor, this, [this, id](const api::Result<api::Page<api::PayoutItem>> &r) {
            if (!r)
                return fail(sentence(r.error(), tr("the items of payout %1").arg(id)));
            d->report.items[id] += r.value().data;
            if (r.value().hasMore) {
                d->itemsCursor = r.value().nextCursor;
            } else {
                d->itemsCursor.clear();
                d->itemsToFetch.removeFirst();
            }
            fetchItems();
        });
}

} // namespace paydesk::reconcile
