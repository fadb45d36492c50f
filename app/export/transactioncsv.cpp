#include "transactioncsv.h"

#include "core/csv.h"
#include "core/currency.h"
#include "core/money.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

QString timestamp(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s) : QString();
}

} // namespace

QStringList transactionCsvHeader()
{
    return {u"id"_s,           u"created_at"_s,      u"updated_at"_s,
            u"status"_s,       u"currency"_s,        u"amount"_s,
            u"amount_minor"_s, u"amount_refunded"_s, u"amount_refunded_minor"_s,
            u"gateway"_s,      u"merchant_ref"_s,    u"description"_s,
            u"merchant_id"_s};
}

QStringList transactionCsvFields(const api::Transaction &t)
{
    const std::optional<int> exponent = Currency::exponent(t.currency);
    const auto decimal = [&](qint64 minor) {
        return exponent ? decimalString(minor, *exponent) : QString();
    };
    // Every text the service sent is kept as text (the currency is checked when read).
    return {csv::plainText(t.id),
            timestamp(t.createdAt),
            timestamp(t.updatedAt),
            csv::plainText(t.status),
            t.currency,
            decimal(t.amount),
            QString::number(t.amount),
            decimal(t.amountRefunded),
            QString::number(t.amountRefunded),
            csv::plainText(t.gateway),
            csv::plainText(t.merchantRef),
            csv::plainText(t.description.value_or(QString())),
            csv::plainText(t.merchantId)};
}

} // namespace paydesk::exporting
