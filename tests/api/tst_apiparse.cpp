// The client's response parsers: tolerant of what the contract allows, strict about types.
#include "api/apiparse.h"
#include "api/environment.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace paydesk::api;

namespace {

const QByteArray GoodTransaction =
    R"({"id":"txn_1","merchant_id":"mer_1","status":"captured","amount":1234,"amount_refunded":0,
"currency":"USD","gateway":"cardnet","merchant_ref":"o-1","description":null,
"created_at":"2026-11-01T10:00:00Z","updated_at":"2026-11-01T10:00:00Z"})";

QByteArray replaced(QByteArray body, const QByteArray &from, const QByteArray &to)
{
    Q_ASSERT(body.contains(from));
    return body.replace(from, to);
}

} // namespace

class TestApiParse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void transactionReadsEveryField()
    {
        const auto r = parse::transaction(GoodTransaction);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message()));
        QCOMPARE(r->id, u"txn_1"_s);
        QCOMPARE(r->amount, 1234);
        QCOMPARE(r->currency, u"USD"_s);
        QVERIFY(!r->description.has_value());
        QVERIFY(!r->failureCode && !r->failureMessage && !r->fraudEvaluationId);
        QCOMPARE(r->createdAt, QDateTime(QDate(2026, 11, 1), QTime(10, 0), QTimeZone::utc()));
    }

    void toleratesWhatTheContractAllows_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("unknown field")
            << replaced(GoodTransaction, "\"gateway\"", "\"risk\":{\"x\":1},\"gateway\"");
        QTest::newRow("unknown status")
            << replaced(GoodTransaction, "\"captured\"", "\"disputed\"");
        QTest::newRow("missing optional description")
            << replaced(GoodTransaction, "\"description\":null,", "");
        QTest::newRow("missing amount_refunded")
            << replaced(GoodTransaction, "\"amount_refunded\":0,", "");
        QTest::newRow("description as text")
            << replaced(GoodTransaction, "\"description\":null", "\"description\":\"Mug\"");
    }
    void toleratesWhatTheContractAllows()
    {
        QFETCH(QByteArray, body);
        const auto r = parse::transaction(body);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message()));
    }

    void unknownStatusPassesThrough()
    {
        const auto r = parse::transaction(replaced(GoodTransaction, "\"captured\"", "\"held\""));
        QVERIFY(r.ok());
        QCOMPARE(r->status, u"held"_s);
    }

    void malformedNamesTheField_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("field");
        QTest::newRow("not json") << QByteArray("<html>502 Bad Gateway</html>") << QString();
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("truncated") << GoodTransaction.left(60) << QString();
        QTest::newRow("array") << QByteArray("[1,2]") << QString();
        QTest::newRow("amount as string")
            << replaced(GoodTransaction, "1234", "\"1234\"") << u"amount"_s;
        QTest::newRow("amount fractional")
            << replaced(GoodTransaction, "1234", "12.34") << u"amount"_s;
        QTest::newRow("amount beyond 2^53")
            << replaced(GoodTransaction, "1234", "9007199254740993") << u"amount"_s;
        QTest::newRow("amount beyond 64 bits")
            << replaced(GoodTransaction, "1234", "123456789012345678901234") << u"amount"_s;
        QTest::newRow("amount negative") << replaced(GoodTransaction, "1234", "-5") << u"amount"_s;
        QTest::newRow("amount missing")
            << replaced(GoodTransaction, "\"amount\":1234,", "") << u"amount"_s;
        QTest::newRow("id as number") << replaced(GoodTransaction, "\"txn_1\"", "17") << u"id"_s;
        QTest::newRow("currency lowercase")
            << replaced(GoodTransaction, "\"USD\"", "\"usd\"") << u"currency"_s;
        QTest::newRow("timestamp with offset")
            << replaced(GoodTransaction, "\"2026-11-01T10:00:00Z\",\"updated",
                        "\"2026-11-01T10:00:00+01:00\",\"updated")
            << u"created_at"_s;
        QTest::newRow("timestamp impossible date")
            << replaced(GoodTransaction, "\"2026-11-01T10:00:00Z\",\"updated",
                        "\"2026-02-30T10:00:00Z\",\"updated")
            << u"created_at"_s;
        QTest::newRow("refunded more than amount")
            << replaced(GoodTransaction, "\"amount_refunded\":0", "\"amount_refunded\":5000")
            << u"amount_refunded"_s;
        QTest::newRow("description as object")
            << replaced(GoodTransaction, "\"description\":null", "\"description\":{}")
            << u"description"_s;
    }
    void malformedNamesTheField()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, field);
        const auto r = parse::transaction(body);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Malformed);
        QCOMPARE(r.error().field, field);
        QVERIFY(!r.error().message().isEmpty());
    }

    void pageFieldsHaveTheirIndex()
    {
        const QByteArray body = "{\"data\":[" + GoodTransaction + "," +
                                replaced(GoodTransaction, "1234", "true") +
                                "],\"has_more\":false,\"next_cursor\":null}";
        const auto r = parse::transactionPage(body);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().field, u"data[1].amount"_s);
    }

    void pageNeedsCursorWhenMore()
    {
        const QByteArray body = "{\"data\":[],\"has_more\":true,\"next_cursor\":null}";
        const auto r = parse::transactionPage(body);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().field, u"next_cursor"_s);
        const auto ok =
            parse::transactionPage("{\"data\":[" + GoodTransaction +
                                   "],\"has_more\":true,\"next_cursor\":\"abc\",\"x\":1}");
        QVERIFY(ok.ok());
        QCOMPARE(ok->nextCursor, u"abc"_s);
        QCOMPARE(ok->data.size(), 1);
    }

    void errorBodies_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("details");
        QTest::newRow("string details")
            << QByteArray(R"({"error":"not_found","details":"No transaction."})") << u"not_found"_s
            << u"No transaction."_s;
        QTest::newRow("object details")
            << QByteArray(R"({"error":"invalid_request","details":{"amount":"too big"}})")
            << u"invalid_request"_s << u"{\"amount\":\"too big\"}"_s;
        QTest::newRow("html from a proxy")
            << QByteArray("<html><body>Bad gateway</body></html>") << u"http_502"_s
            << u"<html><body>Bad gateway</body></html>"_s;
        QTest::newRow("no error field") << QByteArray("{}") << u"http_502"_s << QString();
    }
    void errorBodies()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, code);
        QFETCH(QString, details);
        const ApiError e = parse::errorBody(502, body);
        QCOMPARE(e.kind, ApiError::Kind::Http);
        QCOMPARE(e.code, code);
        QCOMPARE(e.details, details);
        QVERIFY(!e.message().isEmpty());
    }

    void trialBalanceAndAccounts()
    {
        const auto tb = parse::trialBalance(
            R"({"date":"2026-10-31","currency":"EUR","lines":[{"account_code":"1010",
"account_name":"Bank","account_type":"asset","debit":500,"credit":0},{"account_code":4100,
"account_name":"Sales","account_type":"revenue","debit":0,"credit":500}],
"total_debit":500,"total_credit":500})");
        QVERIFY2(tb.ok(), qPrintable(tb.ok() ? QString() : tb.error().message()));
        QCOMPARE(tb->lines.size(), 2);
        QCOMPARE(tb->lines[1].accountCode, u"4100"_s);
        QVERIFY(tb->isBalanced());
        const auto bad = parse::trialBalance(R"({"date":"2026-10-31","currency":"EUR",
"lines":[{"account_code":"1","account_name":"x","debit":null,"credit":0}],
"total_debit":0,"total_credit":0})");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, u"lines[0].debit"_s);
        const auto accounts = parse::ledgerAccounts(
            R"({"data":[{"code":"1000","name":"Assets","type":"asset","normal_balance":"debit",
"parent_code":null},{"code":"1010","name":"Bank","type":"asset","normal_balance":"debit",
"parent_code":"1000"}]})");
        QVERIFY(accounts.ok());
        QCOMPARE(accounts->size(), 2);
        QVERIFY(!accounts->at(0).parentCode);
        QCOMPARE(*accounts->at(1).parentCode, u"1000"_s);
    }

    // Payouts: a negative net (the bank debited) is read; a net that is not gross - fees -
    // refunded, or a bad date, is an error naming the field, never a silently wrong number.
    void payouts()
    {
        const auto page = parse::payoutPage(
            R"({"data":[{"id":"po_1","currency":"JPY","gateway":"cardnet","amount":-1200,
"gross":800,"fees":0,"refunded":2000,"covers_day":"2026-05-01","arrival_date":"2026-05-03",
"status":"paid","bank_reference":"PAYDESK po_1","ledger_entry_id":"pst_9","extra":1}],
"has_more":false,"next_cursor":null})");
        QVERIFY2(page.ok(), qPrintable(page.ok() ? QString() : page.error().message()));
        QCOMPARE(page->data.size(), 1);
        QCOMPARE(page->data[0].amount, -1200);
        QCOMPARE(page->data[0].arrivalDate, QDate(2026, 5, 3));
        QCOMPARE(page->data[0].ledgerEntryId, u"pst_9"_s);
        const auto wrong = parse::payout(
            R"({"id":"po_1","currency":"EUR","gateway":"g","amount":100,"gross":150,"fees":10,
"refunded":0,"covers_day":"2026-05-01","arrival_date":"2026-05-03","status":"pending",
"bank_reference":"PAYDESK po_1","ledger_entry_id":null})");
        QVERIFY(!wrong.ok());
        QCOMPARE(wrong.error().field, u"amount"_s);
        const auto date = parse::payout(
            R"({"id":"po_1","currency":"EUR","gateway":"g","amount":140,"gross":150,"fees":10,
"refunded":0,"covers_day":"2026-05-01","arrival_date":"3 May","status":"pending",
"bank_reference":"PAYDESK po_1","ledger_entry_id":null})");
        QVERIFY(!date.ok());
        QCOMPARE(date.error().field, u"arrival_date"_s);
        const auto items = parse::payoutItemPage(
            R"({"data":[{"type":"refund","id":"ref_1","transaction_id":"txn_1","merchant_ref":"A",
"currency":"EUR","created_at":"2026-05-01T10:00:00Z","gross":-500,"fee":0,"net":-500},
{"type":"charge","id":"txn_2","transaction_id":"txn_2","merchant_ref":"B","currency":"EUR",
"created_at":"2026-05-01T11:00:00Z","gross":1000,"fee":59,"net":940}],"has_more":false,
"next_cursor":null})");
        QVERIFY(!items.ok());
        QCOMPARE(items.error().field, u"data[1].net"_s);
    }

    // A date on the wire is exactly YYYY-MM-DD, read by hand: a day that does not exist, a
    // short field or a stray character is no date.
    void isoDates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDate>("expected");
        QTest::newRow("plain") << u"2026-05-03"_s << QDate(2026, 5, 3);
        QTest::newRow("leap day") << u"2024-02-29"_s << QDate(2024, 2, 29);
        QTest::newRow("no leap day") << u"2026-02-29"_s << QDate();
        QTest::newRow("month 13") << u"2026-13-01"_s << QDate();
        QTest::newRow("day 0") << u"2026-05-00"_s << QDate();
        QTest::newRow("short month") << u"2026-5-03"_s << QDate();
        QTest::newRow("slashes") << u"2026/05/03"_s << QDate();
        QTest::newRow("sign") << u"2026-+5-03"_s << QDate();
        QTest::newRow("a time after it") << u"2026-05-03T00:00:00Z"_s << QDate();
        QTest::newRow("arabic-indic digits") << u"\u0662026-05-03"_s << QDate();
        QTest::newRow("empty") << QString() << QDate();
    }
    void isoDates()
    {
        QFETCH(QString, text);
        QFETCH(QDate, expected);
        QCOMPARE(parse::isoDate(text).value_or(QDate()), expected);
    }

    void fraudEvaluation()
    {
        const auto f = parse::fraudEvaluation(
            R"({"id":"frd_1","score":85,"decision":"decline","reasons":[{"code":"amount_high",
"message":"Amount","weight":40}],"evaluated_at":"2026-11-01T10:00:00Z"})");
        QVERIFY(f.ok());
        QCOMPARE(f->score, 85);
        QCOMPARE(f->reasons.size(), 1);
        const auto bad = parse::fraudEvaluation(R"({"id":"frd_1","score":185,"decision":"x"})");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, u"score"_s);
        // 2^32 + 50 must not wrap to 50 when narrowed.
        const auto wrapped =
            parse::fraudEvaluation(R"({"id":"frd_1","score":4294967346,"decision":"approve"})");
        QVERIFY(!wrapped.ok());
        QCOMPARE(wrapped.error().field, u"score"_s);
        const auto weight = parse::fraudEvaluation(
            R"({"id":"frd_1","score":5,"decision":"approve","reasons":[{"code":"x",
"weight":4294967346}]})");
        QVERIFY(!weight.ok());
        QVERIFY2(weight.error().field.contains(u"weight"_s), qPrintable(weight.error().field));
    }

    // The payouts' fast reader takes what the strict one takes, reads the same values, and
    // leaves everything else to it.
    void fastAndStrictPayoutPagesAgree_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("fast"); // the fast reader takes it
        const QByteArray p =
            R"({"object":"payout","id":"po_1","currency":"EUR","gateway":"cardnet","amount":-1200,)"
            R"("gross":800,"fees":0,"refunded":2000,"covers_day":"2026-05-01",)"
            R"("arrival_date":"2026-05-03","status":"paid","bank_reference":"PAYDESK po_1",)"
            R"("ledger_entry_id":"pst_9"})";
        const auto page = [](const QByteArray &rows,
                             const QByteArray &tail = R"("has_more":false,"next_cursor":null)") {
            return QByteArray("{\"data\":[" + rows + "]," + tail + "}");
        };
        QTest::newRow("a page as the service sends it") << page(p + ',' + p) << true;
        QTest::newRow("empty") << page({}) << true;
        QTest::newRow("more to come") << page(p, R"("has_more":true,"next_cursor":"c")") << true;
        QTest::newRow("pending, no ledger entry") << page(replaced(p, "\"pst_9\"", "null")) << true;
        QTest::newRow("no ledger_entry_id")
            << page(replaced(p, ",\"ledger_entry_id\":\"pst_9\"", "")) << true;
        QTest::newRow("unknown fields")
            << page(replaced(p, "\"gateway\"", "\"x\":[1,{}],\"gateway\"")) << true;
        QTest::newRow("net not gross - fees - refunded")
            << page(replaced(p, "-1200", "-1199")) << false;
        QTest::newRow("negative fees") << page(replaced(p, "\"fees\":0", "\"fees\":-1")) << false;
        QTest::newRow("no such day") << page(replaced(p, "2026-05-03", "2026-02-30")) << false;
        QTest::newRow("a day with a time")
            << page(replaced(p, "\"2026-05-03\"", "\"2026-05-03T00:00:00Z\"")) << false;
        QTest::newRow("missing status") << page(replaced(p, "\"status\":\"paid\",", "")) << false;
        QTest::newRow("duplicate amount")
            << page(replaced(p, "\"amount\":-1200", "\"amount\":-1200,\"amount\":5")) << false;
        QTest::newRow("fraction") << page(replaced(p, "800", "800.0")) << false;
        QTest::newRow("lower-case currency") << page(replaced(p, "\"EUR\"", "\"eur\"")) << false;
        QTest::newRow("ledger_entry_id a number") << page(replaced(p, "\"pst_9\"", "9")) << false;
        QTest::newRow("escape in the reference")
            << page(replaced(p, "\"PAYDESK po_1\"", "\"PAYDESK\\u0020po_1\"")) << true;
        QTest::newRow("has_more without a cursor")
            << page(p, R"("has_more":true,"next_cursor":null)") << false;
        QTest::newRow("truncated") << page(p).chopped(2) << false;
    }

    void fastAndStrictPayoutPagesAgree()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, fast);
        const auto quick = parse::payoutPageFast(body);
        const auto strict = parse::payoutPageStrict(body);
        QCOMPARE(quick.has_value(), fast);
        if (!quick) {
            // What the fast reader leaves, the strict one reads or refuses: the public reader
            // gives the strict one's answer.
            QCOMPARE(parse::payoutPage(body).ok(), strict.ok());
            return;
        }
        QVERIFY2(strict.ok(), qPrintable(strict.ok() ? QString() : strict.error().message()));
        QCOMPARE(quick->hasMore, strict->hasMore);
        QCOMPARE(quick->nextCursor, strict->nextCursor);
        QCOMPARE(quick->data.size(), strict->data.size());
        for (qsizetype i = 0; i < quick->data.size(); ++i) {
            const Payout &a = quick->data.at(i);
            const Payout &b = strict->data.at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.currency, b.currency);
            QCOMPARE(a.gateway, b.gateway);
            QCOMPARE(a.amount, b.amount);
            QCOMPARE(a.gross, b.gross);
            QCOMPARE(a.fees, b.fees);
            QCOMPARE(a.refunded, b.refunded);
            QCOMPARE(a.coversDay, b.coversDay);
            QCOMPARE(a.arrivalDate, b.arrivalDate);
            QCOMPARE(a.status, b.status);
            QCOMPARE(a.bankReference, b.bankReference);
            QCOMPARE(a.ledgerEntryId, b.ledgerEntryId);
            QCOMPARE(a.createdAt, b.createdAt);
        }
    }

    void fastAndStrictLedgerEntryPagesAgree_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("fast"); // the fast reader takes it
        const QByteArray e =
            R"({"id":"pst_1","posted_at":"2026-05-03T06:00:00Z","account_code":"1010",)"
            R"("currency":"EUR","debit":940,"credit":0,"source_type":"settlement",)"
            R"("source_id":"stl_EUR_cardnet_20574","description":"Settlement from cardnet"})";
        const auto page = [](const QByteArray &rows,
                             const QByteArray &tail =
                                 R"("has_more":false,"next_cursor":null,)"
                                 R"("opening_balance":{"debit":5,"credit":0})") {
            return QByteArray("{\"data\":[" + rows + "]," + tail + "}");
        };
        QTest::newRow("a page as the service sends it") << page(e + ',' + e) << true;
        QTest::newRow("empty") << page({}) << true;
        QTest::newRow("the envelope's other members")
            << page(e, R"("account_code":"1010","has_more":true,"next_cursor":"c",)"
                       R"("opening_balance":{"debit":0,"credit":7},"from":"2026-05-01")")
            << true;
        QTest::newRow("no source fields")
            << page(replaced(
                   e, R"(,"source_type":"settlement","source_id":"stl_EUR_cardnet_20574")", ""))
            << true;
        QTest::newRow("null description")
            << page(replaced(e, "\"Settlement from cardnet\"", "null")) << true;
        QTest::newRow("no opening balance")
            << page(e, R"("has_more":false,"next_cursor":null)") << false;
        QTest::newRow("opening balance without credit")
            << page(e, R"("has_more":false,"next_cursor":null,"opening_balance":{"debit":5})")
            << false;
        QTest::newRow("negative debit") << page(replaced(e, "940", "-940")) << false;
        QTest::newRow("bad time") << page(replaced(e, "06:00:00Z", "06:00:00+01:00")) << false;
        QTest::newRow("missing account")
            << page(replaced(e, R"("account_code":"1010",)", "")) << false;
        QTest::newRow("description a number")
            << page(replaced(e, "\"Settlement from cardnet\"", "5")) << false;
        QTest::newRow("duplicate credit")
            << page(replaced(e, "\"credit\":0", "\"credit\":0,\"credit\":1")) << false;
    }

    void fastAndStrictLedgerEntryPagesAgree()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, fast);
        const auto quick = parse::ledgerEntryPageFast(body);
        const auto strict = parse::ledgerEntryPageStrict(body);
        QCOMPARE(quick.has_value(), fast);
        if (!quick) {
            QCOMPARE(parse::ledgerEntryPage(body).ok(), strict.ok());
            return;
        }
        QVERIFY2(strict.ok(), qPrintable(strict.ok() ? QString() : strict.error().message()));
        QCOMPARE(quick->hasMore, strict->hasMore);
        QCOMPARE(quick->nextCursor, strict->nextCursor);
        QCOMPARE(quick->openingDebit, strict->openingDebit);
        QCOMPARE(quick->openingCredit, strict->openingCredit);
        QCOMPARE(quick->data.size(), strict->data.size());
        for (qsizetype i = 0; i < quick->data.size(); ++i) {
            const LedgerEntry &a = quick->data.at(i);
            const LedgerEntry &b = strict->data.at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.postedAt, b.postedAt);
            QCOMPARE(a.accountCode, b.accountCode);
            QCOMPARE(a.currency, b.currency);
            QCOMPARE(a.debit, b.debit);
            QCOMPARE(a.credit, b.credit);
            QCOMPARE(a.sourceType, b.sourceType);
            QCOMPARE(a.sourceId, b.sourceId);
            QCOMPARE(a.description, b.description);
        }
    }

    void fastAndStrictPagesAgree_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("fast"); // the fast reader takes it
        const auto page = [](const QByteArray &rows,
                             const QByteArray &tail = R"("has_more":false,"next_cursor":null)") {
            return QByteArray("{\"data\":[" + rows + "]," + tail + "}");
        };
        const QByteArray t = GoodTransaction;
        QTest::newRow("a page as the service sends it") << page(t + ',' + t) << true;
        QTest::newRow("empty") << page({}) << true;
        QTest::newRow("more to come") << page(t, R"("has_more":true,"next_cursor":"abc")") << true;
        QTest::newRow("whitespace everywhere")
            << QByteArray(QByteArray(" {\n \"data\" : [ \t") + t + " ] ,\r\n\"has_more\":false }\n")
            << true;
        QTest::newRow("unknown fields, nested")
            << page(replaced(
                   t, "\"gateway\"",
                   "\"risk\":{\"x\":[1,2.5e3,{\"y\":null}],\"z\":\"q\\\"\\u00e9\"},\"gateway\""))
            << true;
        QTest::newRow("escapes in a reference")
            << page(replaced(t, "\"o-1\"", "\"line\\none \\\"two\\\"\\t\\/\"")) << true;
        QTest::newRow("non-ASCII") << page(replaced(t, "\"o-1\"", "\"Cr\xc3\xa8me\"")) << true;
        QTest::newRow("amount_refunded null")
            << page(replaced(t, "\"amount_refunded\":0", "\"amount_refunded\":null")) << true;
        QTest::newRow("no updated_at")
            << page(replaced(t, ",\"updated_at\":\"2026-11-01T10:00:00Z\"", "")) << true;
        QTest::newRow("description text")
            << page(replaced(t, "\"description\":null", "\"description\":\"Mug\"")) << true;
        QTest::newRow("why it failed, and the fraud evaluation")
            << page(replaced(t, "\"description\":null",
                             "\"description\":null,\"failure_code\":\"card_declined\","
                             "\"failure_message\":\"Declined.\",\"fraud_evaluation_id\":\"frd_1\""))
            << true;
        QTest::newRow("failure fields null")
            << page(replaced(t, "\"description\":null",
                             "\"description\":null,\"failure_code\":null,"
                             "\"failure_message\":null,\"fraud_evaluation_id\":null"))
            << true;
        QTest::newRow("failure_code not a string")
            << page(replaced(t, "\"description\":null", "\"description\":null,\"failure_code\":7"))
            << false;
        QTest::newRow("2^53 exactly") << page(replaced(t, "1234", "9007199254740992")) << true;
        QTest::newRow("\\u escape") << page(replaced(t, "\"o-1\"", "\"caf\\u00e9\"")) << true;
        QTest::newRow("\\u escapes, upper and lower case, NUL")
            << page(replaced(t, "\"o-1\"", "\"\\u00C9t\\u00e9 \\u20AC\\u0000\"")) << true;
        // Left to the strict reader (which takes some and refuses the others).
        QTest::newRow("\\u surrogate pair")
            << page(replaced(t, "\"o-1\"", "\"\\ud83d\\ude00\"")) << false;
        QTest::newRow("\\u lone surrogate") << page(replaced(t, "\"o-1\"", "\"\\udc00\"")) << false;
        QTest::newRow("\\u short") << page(replaced(t, "\"o-1\"", "\"\\u00e\"")) << false;
        QTest::newRow("\\u not hex") << page(replaced(t, "\"o-1\"", "\"\\u00eg\"")) << false;
        QTest::newRow("beyond 2^53") << page(replaced(t, "1234", "9007199254740993")) << false;
        QTest::newRow("minus zero")
            << page(replaced(t, "\"amount_refunded\":0", "\"amount_refunded\":-0")) << false;
        QTest::newRow("fraction") << page(replaced(t, "1234", "1234.0")) << false;
        QTest::newRow("exponent") << page(replaced(t, "1234", "1e3")) << false;
        QTest::newRow("leading zero") << page(replaced(t, "1234", "01234")) << false;
        QTest::newRow("negative") << page(replaced(t, "1234", "-5")) << false;
        QTest::newRow("duplicate amount")
            << page(replaced(t, "\"amount\":1234", "\"amount\":1234,\"amount\":99")) << false;
        QTest::newRow("refunded more than amount")
            << page(replaced(t, "\"amount_refunded\":0", "\"amount_refunded\":5000")) << false;
        QTest::newRow("lower-case currency") << page(replaced(t, "\"USD\"", "\"usd\"")) << false;
        QTest::newRow("missing id") << page(replaced(t, "\"id\":\"txn_1\",", "")) << false;
        QTest::newRow("invalid UTF-8") << page(replaced(t, "\"o-1\"", "\"o\xff\"")) << false;
        QTest::newRow("trailing garbage") << QByteArray(page(t) + "x") << false;
        QTest::newRow("truncated") << page(t).chopped(3) << false;
        QTest::newRow("bad literal in an unknown field")
            << page(replaced(t, "\"gateway\"", "\"x\":tru,\"gateway\"")) << false;
        QTest::newRow("row not an object") << page("7") << false;
        QTest::newRow("has_more without a cursor")
            << page(t, R"("has_more":true,"next_cursor":null)") << false;
        QTest::newRow("no has_more") << QByteArray("{\"data\":[]}") << false;
    }

    void fastAndStrictPagesAgree()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, fast);
        const auto quick = parse::transactionPageFast(body);
        const auto strict = parse::transactionPageStrict(body);
        QCOMPARE(quick.has_value(), fast);
        if (!quick)
            return;
        QVERIFY2(strict.ok(), qPrintable(strict.ok() ? QString() : strict.error().message()));
        QCOMPARE(quick->hasMore, strict->hasMore);
        QCOMPARE(quick->nextCursor, strict->nextCursor);
        QCOMPARE(quick->data.size(), strict->data.size());
        for (qsizetype i = 0; i < quick->data.size(); ++i) {
            const Transaction &a = quick->data.at(i);
            const Transaction &b = strict->data.at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.merchantId, b.merchantId);
            QCOMPARE(a.status, b.status);
            QCOMPARE(a.amount, b.amount);
            QCOMPARE(a.amountRefunded, b.amountRefunded);
            QCOMPARE(a.currency, b.currency);
            QCOMPARE(a.gateway, b.gateway);
            QCOMPARE(a.merchantRef, b.merchantRef);
            QCOMPARE(a.description, b.description);
            QCOMPARE(a.createdAt, b.createdAt);
            QCOMPARE(a.updatedAt, b.updatedAt);
            QCOMPARE(a.failureCode, b.failureCode);
            QCOMPARE(a.failureMessage, b.failureMessage);
            QCOMPARE(a.fraudEvaluationId, b.fraudEvaluationId);
        }
        // And the public entry point gives the same, whichever reader answered.
        QCOMPARE(parse::transactionPage(body).ok(), strict.ok());
    }

    void redaction_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("kept");
        QTest::newRow("test key") << u"key pts_test_AbC123dEf456GhI789jKl012MnO345pQ is bad"_s
                                  << u"AbC123dEf456GhI789jKl012MnO345pQ"_s << u"pts_test_"_s;
        QTest::newRow("live key, other prefix")
            << u"sk_live_ZZZZyyyyXXXXwwww0000"_s << u"ZZZZyyyyXXXXwwww0000"_s << u"sk_live_"_s;
        QTest::newRow("webhook secret") << u"secret=whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw+/=="_s
                                        << u"MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"_s << u"whsec_"_s;
        QTest::newRow("bearer token")
            << u"Authorization: Bearer abc.def-ghi"_s << u"abc.def-ghi"_s << u"Bearer "_s;
        QTest::newRow("bearer, lower case")
            << u"authorization: bearer opaque_token_1"_s << u"opaque_token_1"_s << u"bearer "_s;
    }

    void redaction()
    {
        QFETCH(QString, text);
        QFETCH(QString, secret);
        QFETCH(QString, kept);
        const QString out = redactSecrets(text);
        QVERIFY2(!out.contains(secret), qPrintable(out));
        QVERIFY2(out.contains(kept), qPrintable(out));
        QVERIFY(out.contains(u"****"_s));
    }
};

QTEST_GUILESS_MAIN(TestApiParse)
#include "tst_apiparse.moc"
