#pragma once

#include "reconciliation.h"

#include <QObject>

#include <memory>

namespace paydesk::api {
class ApiClient;
struct ApiError;
} // namespace paydesk::api

namespace paydesk::reconcile {

// Reconciles a statement already read against a profile's service: its payouts around the
// statement's period, the Bank account's postings in it, and then the items of every payout
// whose amount differs. Ends with exactly one of finished() or failed(); a statement in a
// currency the ledger does not use, or for days after today, fails with a sentence naming it.
class ReconcileLoader : public QObject
{
    Q_OBJECT
public:
    explicit ReconcileLoader(QObject *parent = nullptr);
    ~ReconcileLoader() override;

    void start(api::ApiClient *client, const BankStatementFile &statement, const QDate &today);
    // Reads the statement at `path` through AqBanking in a worker thread while the ledger is
    // fetched (PayDesk's own pass over the file names the currency and period first): the
    // two take the time of the longer, not their sum. A file that cannot be read fails().
    void startFile(api::ApiClient *client, const QString &path, const QDate &today);
    void cancel();

    // How far around the period payouts are fetched: a bank may book a few days late, and a
    // payout covering the period's last days arrives after it.
    static constexpr int DaysBefore = 7;
    static constexpr int DaysAfter = 31;
    // The ledger is read in ranges of this many days, side by side.
    static constexpr int ChunkDays = 31;

Q_SIGNALS:
    void finished(const paydesk::reconcile::ReconcileReport &report);
    void failed(const QString &message);

private:
    void fetchLedger(const QDate &today);
    void fetchPayouts(int chunk, const QDate &from, const QDate &to, const QString &cursor);
    void fetchEntries(int chunk, const QDate &from, const QDate &to, const QString &cursor);
    void fetchItems();
    void fail(const QString &message);
    void maybeMatch();
    QString sentence(const api::ApiError &error, const QString &what) const;

    struct State;
    std::unique_ptr<State> d;
};

} // namespace paydesk::reconcile
