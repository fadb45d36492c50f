#pragma once

#include "api/apitypes.h"

#include <QStringList>

// The columns of a transaction CSV export. Amounts are exact: `amount` is the decimal value by
// the currency's exponent ("12.34", "1500" for JPY, "1.234" for KWD), `amount_minor` the
// integer the API sent; an unknown currency leaves `amount` empty rather than guess its
// decimals. Timestamps are the API's own UTC form, YYYY-MM-DDThh:mm:ssZ.
namespace paydesk::exporting {

QStringList transactionCsvHeader();
QStringList transactionCsvFields(const api::Transaction &t);

} // namespace paydesk::exporting
