// A fast path for the commonest answer, a page of transactions: read straight from the bytes
// into Transaction values, without building a QJsonDocument first (which costs as much again
// as the reading). It takes only what it fully understands: a well-formed page whose fields
// all pass the same checks as parse::transactionPage()'s. Anything else — a JSON error, a type
// or value the strict reader would refuse, a surrogate escape or a duplicate key —
// makes it give up, and the strict reader (with its precise error naming the field) runs
// instead. tests/api/tst_apiparse.cpp and tests/fuzz/fuzz_apiparse.cpp hold the two to the
// same results.
#include "apiparse.h"
#include "apiparse_p.h"

#include <QByteArrayView>

#include <array>
#include <cctype>
#include <optional>

namespace paydesk::api::parse {

namespace {

constexpr int MaxDepth = 64;

// interned() of UTF-8 bytes, found by the bytes: the last values seen are compared before any
// string is made, so a page's thousandth "USD" costs a comparison.
QString internedUtf8(QByteArrayView raw)
{
    struct Recent
    {
        QByteArray bytes;
        QString value;
    };
    thread_local std::array<Recent, 16> recent;
    thread_local size_t next = 0;
    for (const Recent &r : recent) {
        if (!r.value.isNull() && r.bytes == raw)
            return r.value;
    }
    const QString value = interned(QString::fromUtf8(raw));
    recent[next] = Recent{raw.toByteArray(), value};
    next = (next + 1) % recent.size();
    return value;
}

class Cursor
{
public:
    explicit Cursor(QByteArrayView bytes)
        : p(bytes.data())
        , end(bytes.data() + bytes.size())
    {}

    void space()
    {
        while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
            ++p;
    }
    bool eat(char c)
    {
        space();
        if (p < end && *p == c) {
            ++p;
            return true;
        }
        return false;
    }
    bool peek(char c)
    {
        space();
        return p < end && *p == c;
    }
    bool atEnd()
    {
        space();
        return p == end;
    }

    // A string: its raw bytes when it has no escape, else decoded. nullopt: not a string, or
    // an escape or control character this reader leaves to the strict one. `intern`: a value
    // many rows repeat (a currency, a status), shared rather than made again.
    std::optional<QString> string(bool intern = false)
    {
        space();
        if (p >= end || *p != '"')
            return std::nullopt;
        const char *start = ++p;
        while (p < end) {
            const unsigned char c = static_cast<unsigned char>(*p);
            if (c == '"') {
                const QByteArrayView raw(start, p - start);
                ++p;
                return intern ? internedUtf8(raw) : QString::fromUtf8(raw);
            }
            if (c == '\\') {
                auto decoded = escaped(start);
                return intern && decoded ? interned(*decoded) : decoded;
            }
            if (c < 0x20)
                return std::nullopt;
            ++p;
        }
        return std::nullopt;
    }

    // The key of a member, compared without making a QString.
    std::optional<QByteArrayView> key()
    {
        space();
        if (p >= end || *p != '"')
            return std::nullopt;
        const char *start = ++p;
        while (p < end && *p != '"') {
            if (*p == '\\' || static_cast<unsigned char>(*p) < 0x20)
                return std::nullopt;
            ++p;
        }
        if (p >= end)
            return std::nullopt;
        const QByteArrayView k(start, p - start);
        ++p;
        if (!eat(':'))
            return std::nullopt;
        return k;
    }

    // An integer literal the strict reader would take: no fraction or exponent, within 2^53.
    std::optional<qint64> integer()
    {
        space();
        bool negative = false;
        if (p < end && *p == '-') {
            negative = true;
            ++p;
        }
        if (p >= end || *p < '0' || *p > '9')
            return std::nullopt;
        if (*p == '0' && p + 1 < end && p[1] >= '0' && p[1] <= '9')
            return std::nullopt; // a leading zero is not JSON
        qint64 v = 0;
        while (p < end && *p >= '0' && *p <= '9') {
            v = v * 10 + (*p - '0');
            if (v > MaxSafeInteger)
                return std::nullopt;
            ++p;
        }
        if (p < end && (*p == '.' || *p == 'e' || *p == 'E'))
            return std::nullopt;
        if (negative && v == 0) // -0 is a double to QJsonDocument
            return std::nullopt;
        return negative ? -v : v;
    }

    bool literal(QByteArrayView word)
    {
        space();
        if (end - p < word.size() || QByteArrayView(p, word.size()) != word)
            return false;
        p += word.size();
        return true;
    }

    // An object's members: each key handed to `member`, which reads its value. False when the
    // object is malformed or `member` gives up.
    template<typename Member>
    bool object(Member member)
    {
        if (!eat('{'))
            return false;
        if (eat('}'))
            return true;
        do {
            const auto k = key();
            if (!k || !member(*k))
                return false;
        } while (eat(','));
        return eat('}');
    }

    // Skips any JSON value, checking its grammar.
    bool skip(int depth = 0)
    {
        if (depth > MaxDepth)
            return false;
        space();
        if (p >= end)
            return false;
        switch (*p) {
        case '"':
            return skipString();
        case '{': {
            ++p;
            if (eat('}'))
                return true;
            do {
                if (!key() || !skip(depth + 1))
                    return false;
            } while (eat(','));
            return eat('}');
        }
        case '[': {
            ++p;
            if (eat(']'))
                return true;
            do {
                if (!skip(depth + 1))
                    return false;
            } while (eat(','));
            return eat(']');
        }
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            return number();
        }
    }

private:
    // The four hex digits after \u (p is past the 'u'), as one UTF-16 unit. A surrogate
    // (half of a pair) gives up: its pairing is the strict reader's to judge.
    std::optional<char16_t> unicodeUnit()
    {
        if (end - p < 4)
            return std::nullopt;
        for (int i = 0; i < 4; ++i) {
            if (!std::isxdigit(static_cast<unsigned char>(p[i])))
                return std::nullopt;
        }
        const uint unit = QByteArrayView(p, 4).toUInt(nullptr, 16);
        if (unit >= 0xD800 && unit <= 0xDFFF)
            return std::nullopt;
        p += 4;
        return char16_t(unit);
    }

    // A string skipped, not decoded.
    bool skipString()
    {
        ++p; // the opening quote
        while (p < end) {
            const unsigned char c = static_cast<unsigned char>(*p++);
            if (c == '"')
                return true;
            if (c < 0x20)
                return false;
            if (c != '\\')
                continue;
            if (p >= end)
                return false;
            const char e = *p++;
            if (e == 'u') {
                if (!unicodeUnit())
                    return false;
            } else if (!QByteArrayView("\"\\/bfnrt").contains(e)) {
                return false;
            }
        }
        return false;
    }

    // Any JSON number.
    bool number()
    {
        if (p < end && *p == '-')
            ++p;
        if (p >= end || *p < '0' || *p > '9')
            return false;
        if (*p == '0')
            ++p;
        else
            while (p < end && *p >= '0' && *p <= '9')
                ++p;
        if (p < end && *p == '.') {
            ++p;
            if (p >= end || *p < '0' || *p > '9')
                return false;
            while (p < end && *p >= '0' && *p <= '9')
                ++p;
        }
        if (p < end && (*p == 'e' || *p == 'E')) {
            ++p;
            if (p < end && (*p == '+' || *p == '-'))
                ++p;
            if (p >= end || *p < '0' || *p > '9')
                return false;
            while (p < end && *p >= '0' && *p <= '9')
                ++p;
        }
        return true;
    }

    std::optional<QString> escaped(const char *start)
    {
        QByteArray bytes(start, p - start);
        while (p < end) {
            const char c = *p;
            if (c == '"') {
                ++p;
                return QString::fromUtf8(bytes);
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return std::nullopt;
            if (c != '\\') {
                bytes += c;
                ++p;
                continue;
            }
            if (++p >= end)
                return std::nullopt;
            switch (*p++) {
            case '"':
                bytes += '"';
                break;
            case '\\':
                bytes += '\\';
                break;
            case '/':
                bytes += '/';
                break;
            case 'b':
                bytes += '\b';
                break;
            case 'f':
                bytes += '\f';
                break;
            case 'n':
                bytes += '\n';
                break;
            case 'r':
                bytes += '\r';
                break;
            case 't':
                bytes += '\t';
                break;
            case 'u': {
                const std::optional<char16_t> unit = unicodeUnit();
                if (!unit)
                    return std::nullopt;
                bytes += QString(QChar(*unit)).toUtf8();
                break;
            }
            default:
                return std::nullopt;
            }
        }
        return std::nullopt;
    }

    const char *p;
    const char *end;
};

// Bits of the fields seen in one object; a second one of a kind is left to the strict reader.
enum Field : unsigned {
    Id = 1u << 0,
    MerchantId = 1u << 1,
    Status = 1u << 2,
    Amount = 1u << 3,
    AmountRefunded = 1u << 4,
    Currency = 1u << 5,
    Gateway = 1u << 6,
    MerchantRef = 1u << 7,
    Description = 1u << 8,
    CreatedAt = 1u << 9,
    UpdatedAt = 1u << 10,
    FailureCode = 1u << 11,
    FailureMessage = 1u << 12,
    FraudEvaluationId = 1u << 13,
    Required = Id | MerchantId | Status | Amount | Currency | Gateway | MerchantRef | CreatedAt,
};

// The fields that are strings, each read once; interned where a page repeats the value.
struct StringField
{
    QByteArrayView key;
    Field bit;
    QString Transaction::*member;
    bool intern;
};
const StringField RequiredStrings[] = {
    {"id", Id, &Transaction::id, false},
    {"merchant_id", MerchantId, &Transaction::merchantId, true},
    {"status", Status, &Transaction::status, true},
    {"currency", Currency, &Transaction::currency, true},
    {"gateway", Gateway, &Transaction::gateway, true},
    {"merchant_ref", MerchantRef, &Transaction::merchantRef, false},
};
struct OptionalField
{
    QByteArrayView key;
    Field bit;
    std::optional<QString> Transaction::*member;
    bool intern;
};
const OptionalField OptionalStrings[] = {
    {"description", Description, &Transaction::description, true},
    {"failure_code", FailureCode, &Transaction::failureCode, true},
    {"failure_message", FailureMessage, &Transaction::failureMessage, true},
    {"fraud_evaluation_id", FraudEvaluationId, &Transaction::fraudEvaluationId, false},
};

template<typename F, size_t N>
const F *fieldOf(const F (&fields)[N], QByteArrayView key)
{
    for (const F &f : fields) {
        if (f.key == key)
            return &f;
    }
    return nullptr;
}

// The fields of one object seen so far, as bits: a second one of a kind is left to the strict
// reader.
struct Seen
{
    unsigned bits = 0;
    bool once(unsigned field)
    {
        if (bits & field)
            return false;
        bits |= field;
        return true;
    }
    bool all(unsigned fields) const { return (bits & fields) == fields; }
};

std::optional<Transaction> transactionAt(Cursor &c)
{
    Transaction t;
    Seen seen;
    const bool read = c.object([&](QByteArrayView k) {
        if (const StringField *f = fieldOf(RequiredStrings, k)) {
            auto v = c.string(f->intern);
            if (!v || !seen.once(f->bit) || (f->bit == Currency && !isCurrencyCode(*v)))
                return false;
            t.*(f->member) = *v;
        } else if (const OptionalField *f = fieldOf(OptionalStrings, k)) {
            // Null when absent, as the strict reader takes them.
            if (!seen.once(f->bit))
                return false;
            if (c.literal("null"))
                return true;
            auto v = c.string(f->intern);
            if (!v)
                return false;
            t.*(f->member) = *v;
        } else if (k == "amount" || k == "amount_refunded") {
            const bool refunded = k == "amount_refunded";
            if (!seen.once(refunded ? AmountRefunded : Amount))
                return false;
            if (refunded && c.literal("null"))
                return true; // absent, as the strict reader counts it
            const auto v = c.integer();
            if (!v || *v < 0)
                return false;
            (refunded ? t.amountRefunded : t.amount) = *v;
        } else if (k == "created_at" || k == "updated_at") {
            const bool updated = k == "updated_at";
            if (!seen.once(updated ? UpdatedAt : CreatedAt))
                return false;
            if (updated && c.literal("null"))
                return true;
            const auto v = c.string();
            const auto when = v ? timestamp(*v) : std::nullopt;
            if (!when)
                return false;
            (updated ? t.updatedAt : t.createdAt) = *when;
        } else {
            return c.skip();
        }
        return true;
    });
    if (!read || !seen.all(Required) || t.amountRefunded > t.amount)
        return std::nullopt;
    if (!(seen.bits & UpdatedAt) || !t.updatedAt.isValid())
        t.updatedAt = t.createdAt;
    return t;
}

// A payout, as parse::payoutPage()'s strict reader takes it: every field there once, the dates
// real days, the net equal to gross - fees - refunded.
std::optional<Payout> payoutAt(Cursor &c)
{
    enum : unsigned {
        PId = 1u << 0,
        PCurrency = 1u << 1,
        PGateway = 1u << 2,
        PAmount = 1u << 3,
        PGross = 1u << 4,
        PFees = 1u << 5,
        PRefunded = 1u << 6,
        PCoversDay = 1u << 7,
        PArrival = 1u << 8,
        PStatus = 1u << 9,
        PReference = 1u << 10,
        PLedgerEntry = 1u << 11,
        PRequired = (1u << 11) - 1,
    };
    struct Text
    {
        QByteArrayView key;
        unsigned bit;
        QString Payout::*member;
        bool intern;
    };
    static const Text texts[] = {
        {"id", PId, &Payout::id, false},
        {"currency", PCurrency, &Payout::currency, true},
        {"gateway", PGateway, &Payout::gateway, true},
        {"status", PStatus, &Payout::status, true},
        {"bank_reference", PReference, &Payout::bankReference, false},
    };
    struct Number
    {
        QByteArrayView key;
        unsigned bit;
        qint64 Payout::*member;
        bool mayBeNegative;
    };
    static const Number numbers[] = {
        {"amount", PAmount, &Payout::amount, true}, // negative when the bank is debited
        {"gross", PGross, &Payout::gross, false},
        {"fees", PFees, &Payout::fees, false},
        {"refunded", PRefunded, &Payout::refunded, false},
    };
    Payout p;
    Seen seen;
    const bool read = c.object([&](QByteArrayView k) {
        if (const Text *f = fieldOf(texts, k)) {
            auto v = c.string(f->intern);
            if (!v || !seen.once(f->bit) || (f->bit == PCurrency && !isCurrencyCode(*v)))
                return false;
            p.*(f->member) = *v;
        } else if (const Number *f = fieldOf(numbers, k)) {
            const auto v = c.integer();
            if (!v || !seen.once(f->bit) || (*v < 0 && !f->mayBeNegative))
                return false;
            p.*(f->member) = *v;
        } else if (k == "covers_day" || k == "arrival_date") {
            const bool arrival = k == "arrival_date";
            const auto v = c.string();
            const auto day = v ? isoDate(*v) : std::nullopt;
            if (!day || !seen.once(arrival ? PArrival : PCoversDay))
                return false;
            (arrival ? p.arrivalDate : p.coversDay) = *day;
        } else if (k == "ledger_entry_id") {
            if (!seen.once(PLedgerEntry))
                return false;
            if (c.literal("null"))
                return true;
            auto v = c.string();
            if (!v)
                return false;
            p.ledgerEntryId = *v;
        } else {
            return c.skip();
        }
        return true;
    });
    if (!read || !seen.all(PRequired) || p.gross - p.fees - p.refunded != p.amount)
        return std::nullopt;
    p.createdAt = QDateTime(p.arrivalDate, QTime(0, 0), Qt::UTC); // as the strict reader
    return p;
}

// A page's envelope around rows read by `rowAt`: "data", "has_more" and "next_cursor", each
// once; a member `extra` takes (1: read, 0: not its, -1: refused), and anything else skipped.
template<typename T, typename RowAt, typename Extra>
std::optional<Page<T>> pageFast(const QByteArray &body, RowAt rowAt, Extra extra)
{
    // QJsonDocument refuses invalid UTF-8; so does this, by leaving it to the strict reader.
    if (!QByteArrayView(body).isValidUtf8())
        return std::nullopt;
    Cursor c(body);
    Page<T> page;
    page.data.reserve(100); // the service's largest page; squeezed below if it was less
    bool data = false, hasMore = false, cursor = false;
    const bool read = c.object([&](QByteArrayView k) {
        if (k == "data") {
            if (data || !c.eat('['))
                return false;
            data = true;
            if (c.eat(']'))
                return true;
            do {
                auto t = rowAt(c);
                if (!t)
                    return false;
                page.data.append(std::move(*t));
            } while (c.eat(','));
            return c.eat(']');
        }
        if (k == "has_more") {
            if (hasMore)
                return false;
            hasMore = true;
            page.hasMore = c.literal("true");
            return page.hasMore || c.literal("false");
        }
        if (k == "next_cursor") {
            if (cursor)
                return false;
            cursor = true;
            if (c.literal("null"))
                return true;
            auto v = c.string();
            if (v)
                page.nextCursor = *v;
            return v.has_value();
        }
        if (const int taken = extra(k, c); taken != 0)
            return taken > 0;
        return c.skip();
    });
    if (!read)
        return std::nullopt;
    if (!c.atEnd() || !data || !hasMore || (page.hasMore && page.nextCursor.isEmpty()))
        return std::nullopt;
    if (page.data.capacity() > page.data.size())
        page.data.squeeze(); // a loaded page stays in memory: no slack
    return page;
}

template<typename T, typename RowAt>
std::optional<Page<T>> pageFast(const QByteArray &body, RowAt rowAt)
{
    return pageFast<T>(body, rowAt, [](QByteArrayView, Cursor &) { return 0; });
}

// A Bank entry, as parse::ledgerEntryPage()'s strict reader takes it.
std::optional<LedgerEntry> ledgerEntryAt(Cursor &c)
{
    enum : unsigned {
        EId = 1u << 0,
        EPostedAt = 1u << 1,
        EAccount = 1u << 2,
        ECurrency = 1u << 3,
        EDebit = 1u << 4,
        ECredit = 1u << 5,
        ERequired = (1u << 6) - 1,
        ESourceType = 1u << 6,
        ESourceId = 1u << 7,
        EDescription = 1u << 8,
    };
    struct Text
    {
        QByteArrayView key;
        unsigned bit;
        QString LedgerEntry::*member;
        bool optional; // null, or absent, reads as empty
        bool intern;
    };
    static const Text texts[] = {
        {"id", EId, &LedgerEntry::id, false, false},
        {"account_code", EAccount, &LedgerEntry::accountCode, false, true},
        {"currency", ECurrency, &LedgerEntry::currency, false, true},
        {"source_type", ESourceType, &LedgerEntry::sourceType, true, true},
        {"source_id", ESourceId, &LedgerEntry::sourceId, true, false},
        {"description", EDescription, &LedgerEntry::description, true, false},
    };
    LedgerEntry e;
    Seen seen;
    const bool read = c.object([&](QByteArrayView k) {
        if (const Text *f = fieldOf(texts, k)) {
            if (!seen.once(f->bit))
                return false;
            if (f->optional && c.literal("null"))
                return true;
            auto v = c.string(f->intern);
            if (!v || (f->bit == ECurrency && !isCurrencyCode(*v)))
                return false;
            e.*(f->member) = *v;
        } else if (k == "debit" || k == "credit") {
            const bool credit = k == "credit";
            const auto v = c.integer();
            if (!v || *v < 0 || !seen.once(credit ? ECredit : EDebit))
                return false;
            (credit ? e.credit : e.debit) = *v;
        } else if (k == "posted_at") {
            const auto v = c.string();
            const auto when = v ? timestamp(*v) : std::nullopt;
            if (!when || !seen.once(EPostedAt))
                return false;
            e.postedAt = *when;
        } else {
            return c.skip();
        }
        return true;
    });
    if (!read || !seen.all(ERequired))
        return std::nullopt;
    return e;
}

} // namespace

std::optional<LedgerEntryPage> ledgerEntryPageFast(const QByteArray &body)
{
    std::optional<std::pair<qint64, qint64>> opening;
    const auto readOpening = [&opening](QByteArrayView key, Cursor &c) {
        if (key != "opening_balance")
            return 0;
        if (opening)
            return -1;
        std::optional<qint64> debit, credit;
        const bool read = c.object([&](QByteArrayView k) {
            if (k != "debit" && k != "credit")
                return c.skip();
            auto &slot = k == "debit" ? debit : credit;
            const auto v = c.integer();
            if (slot || !v || *v < 0)
                return false;
            slot = *v;
            return true;
        });
        if (!read)
            return -1;
        if (!debit || !credit)
            return -1;
        opening = std::pair{*debit, *credit};
        return 1;
    };
    auto page = pageFast<LedgerEntry>(body, ledgerEntryAt, readOpening);
    if (!page || !opening)
        return std::nullopt;
    LedgerEntryPage out;
    out.data = std::move(page->data);
    out.hasMore = page->hasMore;
    out.nextCursor = std::move(page->nextCursor);
    out.openingDebit = opening->first;
    out.openingCredit = opening->second;
    return out;
}

std::optional<Page<Transaction>> transactionPageFast(const QByteArray &body)
{
    return pageFast<Transaction>(body, transactionAt);
}

std::optional<Page<Payout>> payoutPageFast(const QByteArray &body)
{
    return pageFast<Payout>(body, payoutAt);
}

} // namespace paydesk::api::parse
