#pragma once

// Test support for CSV exports: a small RFC 4180 reader (independent of the writer under
// test), every page of a list read straight from the service's JSON, and the exact decimal
// an amount must be written as.

#include "sandboxclient.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QUrlQuery>

#include <optional>

namespace paydesk::testing {

// Parses RFC 4180 CSV: comma separated, CRLF (or LF) between records, quoted fields may hold
// commas, quotes (doubled) and line breaks. nullopt if the text is not valid CSV (a quote
// inside an unquoted field, text after a closing quote, an unterminated quoted field).
inline std::optional<QList<QStringList>> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;    // inside a quoted field
    bool wasQuoted = false; // the current field was quoted and has been closed
    bool any = false;       // the current record has started
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < n && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                    wasQuoted = true;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u',') {
            record.append(field);
            field.clear();
            wasQuoted = false;
            any = true;
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && (i + 1 >= n || text.at(i + 1) != u'\n'))
                return std::nullopt; // a bare CR outside quotes
            if (c == u'\r')
                ++i;
            record.append(field);
            records.append(record);
            record.clear();
            field.clear();
            wasQuoted = false;
            any = false;
        } else if (c == u'"') {
            if (!field.isEmpty() || wasQuoted)
                return std::nullopt;
            quoted = true;
            any = true;
        } else {
            if (wasQuoted)
                return std::nullopt;
            field += c;
            any = true;
        }
    }
    if (quoted)
        return std::nullopt;
    if (any || !field.isEmpty()) {
        record.append(field);
        records.append(record);
    }
    return records;
}

inline std::optional<QList<QStringList>> readCsvFile(const QString &path, QByteArray *raw = nullptr)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.readAll();
    if (raw)
        *raw = bytes;
    return parseCsv(QString::fromUtf8(bytes));
}

// Every item of a list endpoint, following next_cursor, as the service's own JSON.
inline QJsonArray fetchAllJson(HttpClient &http, const QString &path, QUrlQuery query)
{
    QJsonArray all;
    QString cursor;
    query.removeAllQueryItems(QStringLiteral("limit"));
    query.addQueryItem(QStringLiteral("limit"), QStringLiteral("100"));
    for (int guard = 0; guard < 10'000; ++guard) {
        QUrlQuery q = query;
        if (!cursor.isEmpty())
            q.addQueryItem(QStringLiteral("cursor"), cursor);
        const HttpResult r = http.get(path + u'?' + q.toString(QUrl::FullyEncoded));
        if (r.status != 200)
            return {};
        const QJsonArray data = r.json.value(QStringLiteral("data")).toArray();
        for (const QJsonValue &v : data)
            all.append(v);
        if (!r.json.value(QStringLiteral("has_more")).toBool())
            break;
        cursor = r.json.value(QStringLiteral("next_cursor")).toString();
    }
    return all;
}

// The exact decimal of `minor` with `exponent` decimals, worked out digit by digit.
inline QString expectedDecimal(qint64 minor, int exponent)
{
    QString digits = QString::number(minor < 0 ? -minor : minor);
    if (exponent > 0) {
        while (digits.size() <= exponent)
            digits.prepend(u'0');
        digits.insert(digits.size() - exponent, u'.');
    }
    return minor < 0 ? u'-' + digits : digits;
}

inline int testExponent(const QString &currency)
{
    static const QHash<QString, int> exponents{
        {QStringLiteral("USD"), 2}, {QStringLiteral("EUR"), 2}, {QStringLiteral("GBP"), 2},
        {QStringLiteral("JPY"), 0}, {QStringLiteral("KWD"), 3}, {QStringLiteral("BHD"), 3}};
    return exponents.value(currency, -1);
}

// Text as the CSV holds it: what a spreadsheet would run as a formula gets a leading apostrophe.
inline QString spreadsheetSafe(const QString &v)
{
    return !v.isEmpty() && QStringLiteral("=+-@\t\r").contains(v.front()) ? u'\'' + v : v;
}

// The CSV record the exporter must write for a transaction, from the service's JSON.
inline QStringList expectedCsvRecord(const QJsonObject &t)
{
    const auto s = [&](const char *key) { return t.value(QLatin1String(key)).toString(); };
    const auto n = [&](const char *key) { return t.value(QLatin1String(key)).toInteger(); };
    const int exponent = testExponent(s("currency"));
    const auto text = [&](const char *key) { return spreadsheetSafe(s(key)); };
    return {s("id"),
            s("created_at"),
            s("updated_at"),
            text("status"),
            s("currency"),
            exponent < 0 ? QString() : expectedDecimal(n("amount"), exponent),
            QString::number(n("amount")),
            exponent < 0 ? QString() : expectedDecimal(n("amount_refunded"), exponent),
            QString::number(n("amount_refunded")),
            s("gateway"),
            text("merchant_ref"),
            text("description"),
            s("merchant_id")};
}

} // namespace paydesk::testing
