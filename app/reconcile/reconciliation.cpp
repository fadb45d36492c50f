#include "reconcile/reconciliation.h"

#include "core/currency.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::reconcile {

namespace {

using Kind = ReconcileRow::Kind;

// The payout ids a remittance text names. The bank may break the text anywhere, also inside
// the reference: the text is read with its line breaks as spaces and without them, and an id
// run together with the words after it is cut back to the longest known id it starts with.
QStringList referencedPayouts(const QString &text, const QSet<QString> &known, QStringList *unknown)
{
    static const QRegularExpression re(u"PAYDESK\\s*(po_[A-Za-z0-9]+)"_s,
                                       QRegularExpression::CaseInsensitiveOption);
    QStringList found;
    QStringList candidates;
    const auto collect = [&](const QString &variant) {
        for (auto it = re.globalMatch(variant); it.hasNext();)
            candidates << it.next().captured(1);
    };
    if (!text.contains(u'\n') && !text.contains(u'\r')) {
        // One line: both readings are the text itself, and a line that does not name PayDesk
        // (a bank's charge, a transfer) names no payout.
        if (!text.contains(u"PAYDESK"_s, Qt::CaseInsensitive))
            return found;
        collect(text);
    } else {
        QString joined = text;
        joined.remove(u'\r');
        QString spaced = joined;
        spaced.replace(u'\n', u' ');
        joined.remove(u'\n');
        collect(spaced);
        collect(joined);
    }
    for (const QString &c : std::as_const(candidates)) {
        QString hit;
        for (qsizetype n = c.size(); n > 3 && hit.isEmpty(); --n) {
            if (known.contains(c.left(n)))
                hit = c.left(n);
        }
        if (!hit.isEmpty()) {
            if (!found.contains(hit))
                found << hit;
        } else if (unknown && !unknown->contains(c)) {
            unknown->append(c);
        }
    }
    // A candidate whose longer spelling was known is no unknown reference.
    if (unknown) {
        unknown->removeIf([&](const QString &u) {
            return std::any_of(found.cbegin(), found.cend(), [&](const QString &f) {
                return f.startsWith(u) || u.startsWith(f);
            });
        });
    }
    return found;
}

bool inPeriod(const QDate &d, const BankStatementFile &s)
{
    return d >= s.first && d <= s.last;
}

int kindOrder(Kind k)
{
    return int(k);
}

// A posting of the Bank account the statement does not explain.
ReconcileRow ledgerOnly(const BankEntry &e)
{
    return {.kind = Kind::LedgerOnly,
            .booked = e.posted,
            .text = e.description,
            .ledgerAmount = e.amount,
            .ledgerEntryId = e.id,
            .balanceEffect = e.amount};
}

} // namespace

QList<ReconcileRow> ReconcileReport::rowsOf(ReconcileRow::Kind kind) const
{
    QList<ReconcileRow> out;
    for (const ReconcileRow &r : rows) {
        if (r.kind == kind)
            out << r;
    }
    return out;
}

std::optional<qint64> ReconcileReport::balanceDifference() const
{
    if (!statementClosing)
        return std::nullopt;
    return ledgerClosing - *statementClosing;
}

qint64 ReconcileReport::explained() const
{
    qint64 total = statementOpening ? ledgerOpening - *statementOpening : 0;
    for (const ReconcileRow &r : rows)
        total += r.balanceEffect;
    return total;
}

bool ReconcileReport::reconciled() const
{
    for (const ReconcileRow &r : rows) {
        if (r.kind != Kind::Matched && r.kind != Kind::MatchedToLedger && r.kind != Kind::InTransit)
            return false;
        if (r.balanceEffect != 0)
            return false;
    }
    const auto difference = balanceDifference();
    if (difference && *difference != 0)
        return false;
    return !statementOpening || *statementOpening == ledgerOpening;
}

QStringList ReconcileReport::payoutsToExamine() const
{
    QStringList out;
    for (const ReconcileRow &r : rows) {
        if (r.kind == Kind::AmountDifference)
            out += r.payoutIds;
    }
    return out;
}

ReconcileReport reconcile(const BankStatementFile &statement, const LedgerSide &ledger,
                          int dayTolerance)
{
    ReconcileReport report;
    report.statementPath = statement.path;
    report.format = statement.format;
    report.currency = statement.currency;
    report.exponent = Currency::exponent(statement.currency).value_or(2);
    report.first = statement.first;
    report.last = statement.last;
    report.statementOpening = statement.opening;
    report.statementClosing = statement.closing;
    report.ledgerOpening = ledger.openingBalance;
    report.ledgerClosing = ledger.closingBalance;

    // The statement's currency's payouts, in the ledger's order, and by amount for the
    // matching by amount below: a year holds thousands of each, so no line walks them all.
    QList<const api::Payout *> ofCurrency;
    ofCurrency.reserve(ledger.payouts.size());
    for (const api::Payout &p : ledger.payouts) {
        if (p.currency == statement.currency)
            ofCurrency << &p;
    }
    QHash<QString, const api::Payout *> payouts;
    QSet<QString> known;
    QHash<qint64, QList<const api::Payout *>> payoutsByAmount;
    payouts.reserve(ofCurrency.size());
    known.reserve(ofCurrency.size());
    for (const api::Payout *p : std::as_const(ofCurrency)) {
        payouts.insert(p->id, p);
        known.insert(p->id);
        payoutsByAmount[p->amount] << p;
    }
    // What a payout puts into the ledger's Bank balance within the period: its posting, when
    // it is paid and arrives in the period.
    const auto inLedger = [&](const api::Payout &p) {
        return !p.ledgerEntryId.isEmpty() && inPeriod(p.arrivalDate, statement);
    };
    QSet<QString> matchedPayouts;
    matchedPayouts.reserve(ofCurrency.size());
    QSet<QString> matchedEntries;
    QList<qsizetype> unmatchedLines;

    // 1. By reference.
    for (qsizetype i = 0; i < statement.lines.size(); ++i) {
        const StatementLine &line = statement.lines.at(i);
        QStringList unknown;
        QStringList ids = referencedPayouts(line.text, known, &unknown);
        ids.removeIf([&](const QString &id) { return matchedPayouts.contains(id); });
        if (ids.isEmpty()) {
            unmatchedLines << i;
            continue;
        }
        ReconcileRow row;
        row.fileLine = line.fileLine;
        row.booked = line.booked;
        row.statementAmount = line.amount;
        row.text = line.text;
        row.byReference = true;
        row.payoutIds = ids;
        qint64 inBalance = 0;
        for (const QString &id : std::as_const(ids)) {
            const api::Payout &p = *payouts.value(id);
            matchedPayouts.insert(id);
            row.ledgerAmount += p.amount;
            row.arrival = std::max(row.arrival, p.arrivalDate);
            if (ids.size() == 1)
                row.ledgerEntryId = p.ledgerEntryId;
            if (inLedger(p))
                inBalance += p.amount;
        }
        row.kind = row.difference() == 0 ? Kind::Matched : Kind::AmountDifference;
        row.balanceEffect = inBalance - (inPeriod(line.booked, statement) ? line.amount : 0);
        report.rows << row;
    }

    // 2. By amount, within a few days of the arrival: the nearest day first.
    QList<qsizetype> stillUnmatched;
    for (const qsizetype i : std::as_const(unmatchedLines)) {
        const StatementLine &line = statement.lines.at(i);
        const api::Payout *best = nullptr;
        for (const api::Payout *p : payoutsByAmount.value(line.amount)) {
            if (matchedPayouts.contains(p->id))
                continue;
            const qint64 distance = std::abs(p->arrivalDate.daysTo(line.booked));
            if (distance > dayTolerance)
                continue;
            if (!best || distance < std::abs(best->arrivalDate.daysTo(line.booked)))
                best = p;
        }
        if (!best) {
            stillUnmatched << i;
            continue;
        }
        matchedPayouts.insert(best->id);
        ReconcileRow row;
        row.kind = Kind::Matched;
        row.fileLine = line.fileLine;
        row.booked = line.booked;
        row.statementAmount = line.amount;
        row.text = line.text;
        row.payoutIds = {best->id};
        row.ledgerAmount = best->amount;
        row.arrival = best->arrivalDate;
        row.ledgerEntryId = best->ledgerEntryId;
        row.balanceEffect = (inLedger(*best) ? best->amount : 0) -
                            (inPeriod(line.booked, statement) ? line.amount : 0);
        report.rows << row;
    }

    // 3. A line that is no payout: the Bank posting of the same amount within a few days (the
    // bank's charge, a deposit).
    QHash<qint64, QList<const BankEntry *>> entriesByAmount;
    if (!stillUnmatched.isEmpty()) {
        for (const BankEntry &e : ledger.bankEntries) {
            if (e.sourceType != u"settlement"_s)
                entriesByAmount[e.amount] << &e;
        }
    }
    for (const qsizetype i : std::as_const(stillUnmatched)) {
        const StatementLine &line = statement.lines.at(i);
        const BankEntry *best = nullptr;
        for (const BankEntry *e : entriesByAmount.value(line.amount)) {
            if (matchedEntries.contains(e->id))
                continue;
            const qint64 distance = std::abs(e->posted.daysTo(line.booked));
            if (distance > dayTolerance)
                continue;
            if (!best || distance < std::abs(best->posted.daysTo(line.booked)))
                best = e;
        }
        ReconcileRow row;
        row.fileLine = line.fileLine;
        row.booked = line.booked;
        row.statementAmount = line.amount;
        row.text = line.text;
        if (best) {
            matchedEntries.insert(best->id);
            row.kind = Kind::MatchedToLedger;
            row.ledgerAmount = best->amount;
            row.ledgerEntryId = best->id;
            row.arrival = best->posted;
            row.balanceEffect = (inPeriod(best->posted, statement) ? best->amount : 0) -
                                (inPeriod(line.booked, statement) ? line.amount : 0);
        } else {
            row.kind = Kind::StatementOnly;
            row.balanceEffect = inPeriod(line.booked, statement) ? -line.amount : 0;
        }
        report.rows << row;
    }

    // 4. Payouts the statement does not show: missing when they arrived in the period, in
    // transit when they arrive after it (and cover a day of it).
    for (const api::Payout *payout : std::as_const(ofCurrency)) {
        const api::Payout &p = *payout;
        if (matchedPayouts.contains(p.id))
            continue;
        ReconcileRow row;
        row.payoutIds = {p.id};
        row.ledgerAmount = p.amount;
        row.arrival = p.arrivalDate;
        row.booked = p.arrivalDate;
        row.ledgerEntryId = p.ledgerEntryId;
        row.text = p.bankReference;
        if (inLedger(p)) {
            row.kind = Kind::Missing;
            row.balanceEffect = p.amount;
        } else if (p.arrivalDate > statement.last && p.coversDay <= statement.last) {
            row.kind = Kind::InTransit;
        } else if (inPeriod(p.arrivalDate, statement)) {
            row.kind = Kind::InTransit; // due in the period, not yet paid
        } else {
            continue; // another period's
        }
        report.rows << row;
    }

    // 5. Bank postings of the period that are no payout and not on the statement.
    for (const BankEntry &e : ledger.bankEntries) {
        if (e.sourceType == u"settlement"_s || matchedEntries.contains(e.id) ||
            !inPeriod(e.posted, statement))
            continue;
        report.rows << ledgerOnly(e);
    }
    // Settlement postings of the period whose payout is not listed (data from before payouts)
    // would go unexplained; they show as ledger-only lines too.
    QSet<QString> payoutEntries;
    payoutEntries.reserve(ledger.payouts.size());
    for (const api::Payout &p : ledger.payouts)
        payoutEntries.insert(p.ledgerEntryId);
    for (const BankEntry &e : ledger.bankEntries) {
        if (e.sourceType != u"settlement"_s || !inPeriod(e.posted, statement) ||
            payoutEntries.contains(e.id))
            continue;
        report.rows << ledgerOnly(e);
    }

    std::stable_sort(report.rows.begin(), report.rows.end(),
                     [](const ReconcileRow &a, const ReconcileRow &b) {
                         if (a.kind != b.kind)
                             return kindOrder(a.kind) < kindOrder(b.kind);
                         if (a.booked != b.booked)
                             return a.booked < b.booked;
                         return a.fileLine < b.fileLine;
                     });
    return report;
}

} // namespace paydesk::reconcile
