#include "trialbalancebatch.h"

#include "accounttype.h"
#include "ledgerlogging.h"
#include "trialbalancemodel.h"

namespace paydesk::ledger {

TrialBalanceBatch::TrialBalanceBatch(QObject *parent)
    : QObject(parent)
{}

TrialBalanceBatch::~TrialBalanceBatch()
{
    cancel();
}

void TrialBalanceBatch::cancel()
{
    if (m_chartRequest && m_client)
        m_client->cancel(m_chartRequest);
    m_chartRequest = 0;
    if (m_model) {
        // Perhaps from inside one of its signals: it goes once that has returned.
        m_model->cancel();
        m_model->disconnect(this);
        m_model->deleteLater();
        m_model = nullptr;
    }
    m_loading = false;
}

void TrialBalanceBatch::load(api::ApiClient *client, const QDate &date,
                             const std::optional<QDate> &compareDate, bool includeZero,
                             const QStringList &currencies)
{
    cancel();
    m_client = client;
    m_date = date;
    m_compareDate = compareDate;
    m_includeZero = includeZero;
    m_currencies = currencies;
    m_reports.clear();
    m_loading = true;
    if (!client)
        return fail(ledgerText(QT_TRANSLATE_NOOP("Ledger", "Not connected.")));
    m_model = new TrialBalanceModel(this);
    m_model->setClient(client);
    m_model->setIncludeZero(includeZero);
    connect(m_model, &TrialBalanceModel::loaded, this, [this] {
        m_reports << m_model->report();
        next();
    });
    connect(m_model, &TrialBalanceModel::errorOccurred, this, [this](const api::ApiError &error) {
        fail(
            ledgerText(QT_TRANSLATE_NOOP("Ledger", "The trial balance in %1 could not be read. %2"))
                .arg(m_currencies.value(m_reports.size()), error.messageWithAdvice(u" ")));
    });
    if (!m_currencies.isEmpty())
        return next();
    m_chartRequest = client->ledgerChart(this, [this](const api::Result<api::LedgerChart> &r) {
        m_chartRequest = 0;
        if (!r.ok())
            return fail(ledgerText(QT_TRANSLATE_NOOP("Ledger", "The currencies in use could not "
                                                               "be read. %1"))
                            .arg(r.error().messageWithAdvice(u" ")));
        if (!r->currencies)
            return fail(ledgerText(QT_TRANSLATE_NOOP(
                "Ledger", "This service does not say which currencies are in use. Export one "
                          "currency at a time.")));
        m_currencies = *r->currencies;
        m_currencies.sort();
        if (m_currencies.isEmpty())
            return fail(ledgerText(QT_TRANSLATE_NOOP(
                "Ledger", "No currency has postings yet: there is no trial balance to export.")));
        next();
    });
}

void TrialBalanceBatch::next()
{
    const int done = int(m_reports.size());
    if (done == m_currencies.size()) {
        m_loading = false;
        qCInfo(lcLedger) << "read the trial balance in" << m_currencies.size() << "currencies";
        Q_EMIT loaded();
        return;
    }
    const QString currency = m_currencies.at(done);
    Q_EMIT progress(done, int(m_currencies.size()), currency);
    m_model->load(m_date, currency, m_compareDate);
}

void TrialBalanceBatch::fail(const QString &message)
{
    cancel();
    Q_EMIT failed(message);
}

} // namespace paydesk::ledger
