#pragma once

#include "api/apiclient.h"
#include "trialbalancereport.h"

#include <QDate>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

namespace paydesk::ledger {

class TrialBalanceModel;

// The trial balances of several currencies as of the same dates, for an export of "all
// currencies": one currency after another, each as TrialBalanceModel loads it (with its
// comparison and the zero balances when asked). Without a list of currencies it first asks the
// service which currencies are in use (`currencies` on the accounts answer); a service that
// does not say is an error, not a guess.
class TrialBalanceBatch : public QObject
{
    Q_OBJECT
public:
    explicit TrialBalanceBatch(QObject *parent = nullptr);
    ~TrialBalanceBatch() override;

    void load(api::ApiClient *client, const QDate &date, const std::optional<QDate> &compareDate,
              bool includeZero, const QStringList &currencies = {});
    void cancel();
    bool isLoading() const { return m_loading; }
    // In the order of the currencies, once loaded().
    const QList<TrialBalanceReport> &reports() const { return m_reports; }

Q_SIGNALS:
    // Before each currency is asked for: `done` of `total` are in.
    void progress(int done, int total, const QString &currency);
    void loaded();
    // What went wrong, for people; nothing follows.
    void failed(const QString &message);

private:
    void next();
    void fail(const QString &message);

    QPointer<api::ApiClient> m_client;
    TrialBalanceModel *m_model = nullptr; // a child; replaced by each load()
    QDate m_date;
    std::optional<QDate> m_compareDate;
    bool m_includeZero = false;
    QStringList m_currencies;
    QList<TrialBalanceReport> m_reports;
    api::RequestId m_chartRequest = 0;
    bool m_loading = false;
};

} // namespace paydesk::ledger
