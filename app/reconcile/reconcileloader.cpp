#include "reconcile/reconcileloader.h"

#include "api/apiclient.h"
#include "api/cursorwalk.h"
#include "reconcile/statementreader.h"
#include "statementscan.h"

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
    // While AqBanking still reads, the ledger is matched with PayDesk's own reading of the
    // file; that report stands when AqBanking reads the statement the same.
    std::optional<BankStatementFile> matchedEarly;
    ReconcileReport earlyReport;
    std::unique_ptr<QFutureWatcher<StatementReader::Result>> reading;
    QList<QList<api::Payout>> payoutChunks; // by arrival range, in order
    int payoutChunksLeft = 0;
    QList<QList<BankEntry>> entryChunks; // by posting range, oldest first
    int entryChunksLeft = 0;
    // Each range's pages, and each payout's items, checked as they come: a service that
    // repeats a cursor or goes back would have the walk go round for ever.
    QList<api::CursorWalk> payoutWalks;
    QList<api::CursorWalk> entryWalks;
    api::CursorWalk itemsWalk{api::CursorWalk::Order::OldestFirst};
    bool chartDone = false; // the statement's currency is one the ledger keeps
    bool payoutsDone = false;
    bool entriesDone = false;
    bool ended = false;
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
    const auto scanned = StatementScan::scan(path, contents);
    if (const auto *p = std::get_if<StatementProblem>(&scanned))
        return fail(p->message);
    d->statement = std::get<ScannedStatement>(scanned).file;
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
    // The worker reads what was scanned here: the pass over the file is not made twice.
    d->reading->setFuture(
        QtConcurrent::run([path, contents, s = std::get<ScannedStatement>(scanned)] {
            return StatementReader::read(path, contents, s);
        }));
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
    d->requests << d->client->ledgerChart(
        this, [this, name](const api::Result<api::LedgerChart> &r) {
            if (!r)
                return fail(sentence(r.error(), tr("the ledger's accounts")));
            const auto &currencies = r.value().currencies;
            if (currencies && !currencies->contains(d->statement.currency))
                return fail(tr("%1 is a statement in %2; this ledger has no %2 (it keeps %3).")
                                .arg(name, d->statement.currency, currencies->join(u", "_s)));
            d->chartDone = true;
            maybeMatch();
        });
    // A year is read a month at a time, the months side by side rather than one page after
    // another: the time of the answers overlaps.
    const auto ranges = [](const QDate &from, const QDate &to) {
        QList<QPair<QDate, QDate>> out;
        for (QDate start = from; start <= to; start = start.addDays(ChunkDays))
            out.append({start, std::min(to, start.addDays(ChunkDays - 1))});
        return out;
    };
    const auto payoutRanges =
        ranges(statement.first.addDays(-DaysBefore), statement.last.addDays(DaysAfter));
    d->payoutChunks.resize(payoutRanges.size());
    d->payoutWalks.fill(api::CursorWalk(api::CursorWalk::Order::NewestFirst), payoutRanges.size());
    d->payoutChunksLeft = int(payoutRanges.size());
    for (qsizetype i = 0; i < payoutRanges.size(); ++i)
        fetchPayouts(int(i), payoutRanges[i].first, payoutRanges[i].second, {});
    const auto entryRanges = ranges(statement.first, statement.last);
    d->entryChunks.resize(entryRanges.size());
    d->entryWalks.fill(api::CursorWalk(api::CursorWalk::Order::OldestFirst), entryRanges.size());
    for (qsizetype i = 0; i < entryRanges.size(); ++i) // inclusive days
        d->entryWalks[i].setDays(entryRanges[i].first, entryRanges[i].second.addDays(1));
    d->entryChunksLeft = int(entryRanges.size());
    for (qsizetype i = 0; i < entryRanges.size(); ++i)
        fetchEntries(int(i), entryRanges[i].first, entryRanges[i].second, {});
}

void ReconcileLoader::fetchPayouts(int chunk, const QDate &from, const QDate &to,
                                   const QString &cursor)
{
    api::PayoutQuery q;
    q.currency = d->statement.currency;
    q.arrivalFrom = from;
    q.arrivalTo = to;
    q.cursor = cursor;
    d->requests << d->client->listPayouts(
        q, this, [this, chunk, from, to](const api::Result<api::Page<api::Payout>> &r) {
            if (!r)
                return fail(sentence(r.error(), tr("payouts (GET /api/v1/payouts)")));
            if (const auto problem = d->payoutWalks[chunk].check(
                    r.value().data, r.value().hasMore, r.value().nextCursor,
                    [](const api::Payout &p) { return p.createdAt; }))
                return fail(sentence(*problem, tr("payouts (GET /api/v1/payouts)")));
            d->payoutChunks[chunk] += r.value().data;
            if (r.value().hasMore)
                return fetchPayouts(chunk, from, to, r.value().nextCursor);
            if (--d->payoutChunksLeft > 0)
                return;
            for (const QList<api::Payout> &part : std::as_const(d->payoutChunks))
                d->ledger.payouts += part;
            d->payoutsDone = true;
            maybeMatch();
        });
}

void ReconcileLoader::fetchEntries(int chunk, const QDate &from, const QDate &to,
                                   const QString &cursor)
{
    api::LedgerEntryQuery q;
    q.account = u"1010"_s;
    q.currency = d->statement.currency;
    q.from = from;
    q.to = to;
    q.cursor = cursor;
    d->requests << d->client->ledgerEntries(
        q, this,
        [this, chunk, from, to,
         first = cursor.isEmpty()](const api::Result<api::LedgerEntryPage> &r) {
            if (!r)
                return fail(sentence(r.error(), tr("the Bank account's entries")));
            const api::LedgerEntryPage &page = r.value();
            if (const auto problem = d->entryWalks[chunk].check(
                    page.data, page.hasMore, page.nextCursor,
                    [](const api::LedgerEntry &e) { return e.postedAt; }))
                return fail(sentence(*problem, tr("the Bank account's entries")));
            if (chunk == 0 && first)
                d->ledger.openingBalance = page.openingDebit - page.openingCredit;
            for (const api::LedgerEntry &e : page.data) {
                BankEntry b;
                b.id = e.id;
                b.posted = e.postedAt.date();
                b.amount = e.debit - e.credit;
                b.sourceType = e.sourceType;
                b.sourceId = e.sourceId;
                b.description = e.description;
                d->entryChunks[chunk] << b;
            }
            if (page.hasMore)
                return fetchEntries(chunk, from, to, page.nextCursor);
            if (--d->entryChunksLeft > 0)
                return;
            // Oldest first, as the service lists them; the closing balance follows them.
            d->ledger.closingBalance = d->ledger.openingBalance;
            for (const QList<BankEntry> &part : std::as_const(d->entryChunks)) {
                for (const BankEntry &b : part)
                    d->ledger.closingBalance += b.amount;
                d->ledger.bankEntries += part;
            }
            d->entriesDone = true;
            maybeMatch();
        });
}

void ReconcileLoader::maybeMatch()
{
    if (d->ended || !d->chartDone || !d->payoutsDone || !d->entriesDone)
        return;
    if (!d->statementDone) {
        // reconcile() is pure: the same statement and ledger give the same report. Made now,
        // it is off the time AqBanking's read takes.
        if (!d->matchedEarly) {
            d->matchedEarly = d->statement;
            d->earlyReport = reconcile(d->statement, d->ledger);
        }
        return;
    }
    // Nothing of the ledger in or around the period, and no balance before it: the statement
    // is of days this ledger does not keep.
    if (d->ledger.bankEntries.isEmpty() && d->ledger.payouts.isEmpty() &&
        d->ledger.openingBalance == 0 && !d->statement.lines.isEmpty())
        return fail(tr("%1 covers %2 to %3, when this ledger's Bank account has no entries: it "
                       "is a statement for another period.")
                        .arg(QFileInfo(d->statement.path).fileName(),
                             d->statement.first.toString(Qt::ISODate),
                             d->statement.last.toString(Qt::ISODate)));
    d->report = d->matchedEarly && *d->matchedEarly == d->statement
                    ? d->earlyReport
                    : reconcile(d->statement, d->ledger);
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
            // The items' times are their charges' and refunds', not the list's order (the
            // postings'): one time for all, so only cursors and repeated ids are checked.
            if (const auto problem = d->itemsWalk.check(
                    r.value().data, r.value().hasMore, r.value().nextCursor,
                    [](const api::PayoutItem &) { return QDateTime::fromSecsSinceEpoch(0); }))
                return fail(sentence(*problem, tr("the items of payout %1").arg(id)));
            d->report.items[id] += r.value().data;
            if (r.value().hasMore) {
                d->itemsCursor = r.value().nextCursor;
            } else {
                d->itemsCursor.clear();
                d->itemsWalk.restart();
                d->itemsToFetch.removeFirst();
            }
            fetchItems();
        });
}

} // namespace paydesk::reconcile
