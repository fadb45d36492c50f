#pragma once

#include <QString>

#include <optional>

namespace paydesk::ledger {

// Prints `html` (a QTextDocument's rich text) to an A4 landscape PDF at `path`, whole or not at
// all (QSaveFile), its text `pointSize` large and `title` its document title. The account
// ledger's PDF and the reconciliation's tables (paydesk_reconcile) are written by it.
// nullopt when written, else why not (the file's error).
std::optional<QString> writeHtmlPdf(const QString &path, const QString &title, const QString &html,
                                    qreal pointSize);

} // namespace paydesk::ledger
