#pragma once

#include <Qt>

namespace paydesk::models {

// Custom roles of every PayDesk model, in one place.
enum Role {
    IdRole = Qt::UserRole + 1, // the record's id (txn_..., ref_...)
    AmountMinorRole,           // qint64 minor units
    CurrencyRole,              // ISO 4217 code
    StatusRole,                // the raw status value, unknown ones included
    SortRole,                  // a value that sorts correctly (numbers, timestamps)
    TimestampRole,             // QDateTime, UTC
};

} // namespace paydesk::models
