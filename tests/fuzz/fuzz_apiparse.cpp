// Fuzzes the API client's response parsers (app/api/apiparse.h): every input is read as each
// record type (transaction, refund, redirect session, fraud evaluation, ledger accounts, trial
// balance, transaction and refund pages) and as an error body. Besides crashes it checks the
// parsers' promise: a record that parses carries exactly the numbers the JSON holds (no silent
// narrowing or rounding), within their documented ranges; and the fast reader of transaction
// pages agrees with the strict one on everything it takes.

#include "api/apiparse.h"
#include "fuzzsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::api;

namespace {

// The JSON's own integer at `key`, to compare what the parser made of it.
qint64 jsonInteger(const QJsonObject &o, const QString &key)
{
    return o.value(key).toInteger();
}

void checkCurrency(const QString &code)
{
    static const QRegularExpression re(u"^[A-Z]{3}$"_s);
    FUZZ_CHECK_MSG(re.match(code).hasMatch(), code);
}

void checkTime(const QDateTime &t)
{
    FUZZ_CHECK(t.isValid());
    FUZZ_CHECK(t.timeSpec() == Qt::UTC);
}

void checkTransaction(const Transaction &t, const QJsonObject &o)
{
    FUZZ_CHECK(t.id == o.value(u"id"_s).toString());
    FUZZ_CHECK(t.amount >= 0 && t.amount == jsonInteger(o, u"amount"_s));
    FUZZ_CHECK(t.amountRefunded >= 0 && t.amountRefunded <= t.amount);
    if (o.contains(u"amount_refunded"_s) && !o.value(u"amount_refunded"_s).isNull())
        FUZZ_CHECK(t.amountRefunded == jsonInteger(o, u"amount_refunded"_s));
    checkCurrency(t.currency);
    checkTime(t.createdAt);
    checkTime(t.updatedAt);
    FUZZ_CHECK(t.refundable() >= 0);
}

void checkRefund(const Refund &r, const QJsonObject &o)
{
    FUZZ_CHECK(r.id == o.value(u"id"_s).toString());
    FUZZ_CHECK(r.amount >= 0 && r.amount == jsonInteger(o, u"amount"_s));
    checkCurrency(r.currency);
    checkTime(r.createdAt);
}

template<typename T, typename Check>
void checkPage(const Result<Page<T>> &page, const QJsonObject &o, Check check)
{
    if (!page)
        return;
    FUZZ_CHECK(!page->hasMore || !page->nextCursor.isEmpty());
    const QJsonArray data = o.value(u"data"_s).toArray();
    FUZZ_CHECK(page->data.size() == data.size());
    for (qsizetype i = 0; i < data.size(); ++i)
        check(page->data.at(i), data.at(i).toObject());
}

void checkMalformed(const ApiError &e)
{
    FUZZ_CHECK(e.kind == ApiError::Kind::Malformed);
    FUZZ_CHECK(!e.text.isEmpty());
    FUZZ_CHECK(!e.message().isEmpty());
}

template<typename T>
bool parsed(const Result<T> &r)
{
    if (!r)
        checkMalformed(r.error());
    return r.ok();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body = fuzz::bytes(data, size);
    const QJsonObject o = QJsonDocument::fromJson(body).object();

    if (const auto t = parse::transaction(body); parsed(t))
        checkTransaction(t.value(), o);
    if (const auto r = parse::refund(body); parsed(r))
        checkRefund(r.value(), o);
    if (const auto s = parse::redirectSession(body); parsed(s)) {
        FUZZ_CHECK(s->amount >= 0 && s->amount == jsonInteger(o, u"amount"_s));
        checkCurrency(s->currency);
        checkTime(s->expiresAt);
        checkTime(s->createdAt);
    }
    if (const auto f = parse::fraudEvaluation(body); parsed(f)) {
        FUZZ_CHECK(f->score >= 0 && f->score <= 100 && f->score == jsonInteger(o, u"score"_s));
        const QJsonArray reasons = o.value(u"reasons"_s).toArray();
        FUZZ_CHECK(f->reasons.size() == reasons.size());
        for (qsizetype i = 0; i < reasons.size(); ++i)
            FUZZ_CHECK(f->reasons.at(i).weight ==
                       jsonInteger(reasons.at(i).toObject(), u"weight"_s));
    }
    if (const auto a = parse::ledgerAccounts(body); parsed(a)) {
        FUZZ_CHECK(a->size() == o.value(u"data"_s).toArray().size());
        for (const LedgerAccount &account : a.value())
            FUZZ_CHECK(!account.parentCode || !account.parentCode->isNull());
    }
    if (const auto tb = parse::trialBalance(body); parsed(tb)) {
        FUZZ_CHECK(tb->date.isValid());
        checkCurrency(tb->currency);
        FUZZ_CHECK(tb->totalDebit == jsonInteger(o, u"total_debit"_s));
        FUZZ_CHECK(tb->totalCredit == jsonInteger(o, u"total_credit"_s));
        const QJsonArray lines = o.value(u"lines"_s).toArray();
        FUZZ_CHECK(tb->lines.size() == lines.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QJsonObject line = lines.at(i).toObject();
            FUZZ_CHECK(tb->lines.at(i).debit >= 0 &&
                       tb->lines.at(i).debit == jsonInteger(line, u"debit"_s));
            FUZZ_CHECK(tb->lines.at(i).credit >= 0 &&
                       tb->lines.at(i).credit == jsonInteger(line, u"credit"_s));
        }
    }
    checkPage(parse::transactionPage(body), o, checkTransaction);
    // The fast page reader takes only what the strict one takes, and reads the same values.
    if (const auto fast = parse::transactionPageFast(body)) {
        const auto strict = parse::transactionPageStrict(body);
        FUZZ_CHECK(strict.ok());
        FUZZ_CHECK(fast->hasMore == strict->hasMore && fast->nextCursor == strict->nextCursor);
        FUZZ_CHECK(fast->data.size() == strict->data.size());
        for (qsizetype i = 0; i < fast->data.size(); ++i) {
            const Transaction &a = fast->data.at(i);
            const Transaction &b = strict->data.at(i);
            FUZZ_CHECK(a.id == b.id && a.merchantId == b.merchantId && a.status == b.status);
            FUZZ_CHECK(a.amount == b.amount && a.amountRefunded == b.amountRefunded);
            FUZZ_CHECK(a.currency == b.currency && a.gateway == b.gateway);
            FUZZ_CHECK(a.merchantRef == b.merchantRef && a.description == b.description);
            FUZZ_CHECK(a.createdAt == b.createdAt && a.updatedAt == b.updatedAt);
        }
    }
    if (const auto fast = parse::payoutPageFast(body)) {
        const auto strict = parse::payoutPageStrict(body);
        FUZZ_CHECK(strict.ok());
        FUZZ_CHECK(fast->hasMore == strict->hasMore && fast->nextCursor == strict->nextCursor);
        FUZZ_CHECK(fast->data.size() == strict->data.size());
        for (qsizetype i = 0; i < fast->data.size(); ++i) {
            const Payout &a = fast->data.at(i);
            const Payout &b = strict->data.at(i);
            FUZZ_CHECK(a.id == b.id && a.currency == b.currency && a.gateway == b.gateway);
            FUZZ_CHECK(a.amount == b.amount && a.gross == b.gross && a.fees == b.fees &&
                       a.refunded == b.refunded);
            FUZZ_CHECK(a.coversDay == b.coversDay && a.arrivalDate == b.arrivalDate);
            FUZZ_CHECK(a.status == b.status && a.bankReference == b.bankReference &&
                       a.ledgerEntryId == b.ledgerEntryId && a.createdAt == b.createdAt);
        }
    }
    if (const auto fast = parse::ledgerEntryPageFast(body)) {
        const auto strict = parse::ledgerEntryPageStrict(body);
        FUZZ_CHECK(strict.ok());
        FUZZ_CHECK(fast->hasMore == strict->hasMore && fast->nextCursor == strict->nextCursor);
        FUZZ_CHECK(fast->openingDebit == strict->openingDebit &&
                   fast->openingCredit == strict->openingCredit);
        FUZZ_CHECK(fast->data.size() == strict->data.size());
        for (qsizetype i = 0; i < fast->data.size(); ++i) {
            const LedgerEntry &a = fast->data.at(i);
            const LedgerEntry &b = strict->data.at(i);
            FUZZ_CHECK(a.id == b.id && a.postedAt == b.postedAt && a.accountCode == b.accountCode);
            FUZZ_CHECK(a.currency == b.currency && a.debit == b.debit && a.credit == b.credit);
            FUZZ_CHECK(a.sourceType == b.sourceType && a.sourceId == b.sourceId &&
                       a.description == b.description);
        }
    }
    checkPage(parse::refundPage(body), o, checkRefund);
    // The key and the activity log: an HTTP status in range, permissions as the strings sent.
    if (const auto k = parse::keyInfo(body); parsed(k))
        FUZZ_CHECK(k->permissions.size() == o.value(u"permissions"_s).toArray().size());
    if (const auto page = parse::activityPage(body); parsed(page)) {
        for (const ActivityEntry &a : page->data)
            FUZZ_CHECK(a.status >= 100 && a.status <= 599);
    }
    if (const auto keys = parse::apiKeys(body); parsed(keys))
        FUZZ_CHECK(keys->size() == o.value(u"data"_s).toArray().size());

    // An error answer always yields a code and a readable message, whatever the body.
    const int status = 400 + int(size % 200);
    const ApiError e = parse::errorBody(status, body);
    FUZZ_CHECK(e.httpStatus == status && !e.code.isEmpty() && !e.message().isEmpty());

    // Timestamps: what parses formats back to the same text.
    const QString text = QString::fromUtf8(body);
    if (const auto t = parse::timestamp(text)) {
        checkTime(*t);
        FUZZ_CHECK_MSG(parse::formatTimestamp(*t) == text, text);
    }
    return 0;
}
