#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace paydesk {

// An ISO 4217 currency with its minor-unit exponent (USD 2, JPY 0, KWD 3).
struct CurrencyInfo
{
    QString code;
    int exponent = 2;
};

namespace Currency {

// The exponent of a known ISO 4217 code (exactly three uppercase letters), or nullopt.
std::optional<int> exponent(QStringView code);

bool isKnown(QStringView code);

// All known currencies, ordered by code.
const QList<CurrencyInfo> &all();

} // namespace Currency
} // namespace paydesk
