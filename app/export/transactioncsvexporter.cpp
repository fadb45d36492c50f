#include "transactioncsvexporter.h"

#include "transactioncsv.h"

namespace paydesk::exporting {

TransactionCsvExporter::TransactionCsvExporter(api::ApiClient *client, QObject *parent)
    : PagedCsvExporter(client, "transactions", parent)
{}

void TransactionCsvExporter::setPageSize(int size)
{
    m_pageSize = std::clamp(size, 1, 100);
}

bool TransactionCsvExporter::start(const api::TransactionQuery &query, const QString &fileName)
{
    if (isRunning())
        return false;
    m_query = query;
    m_walk.setDays(query.createdFrom, query.createdTo);
    return startFile(fileName);
}

bool TransactionCsvExporter::startOnDevice(const api::TransactionQuery &query, QIODevice *device)
{
    if (!device || isRunning())
        return false;
    m_query = query;
    m_walk.setDays(query.createdFrom, query.createdTo);
    return startDevice(device);
}

QStringList TransactionCsvExporter::csvHeader() const
{
    return transactionCsvHeader();
}

void TransactionCsvExporter::restart()
{
    m_query.cursor.clear();
    m_walk.restart();
}

api::RequestId TransactionCsvExporter::requestPage(api::ApiClient &client)
{
    api::TransactionQuery q = m_query;
    q.limit = m_pageSize;
    return client.listTransactions(q, this,
                                   pageHandler(&transactionCsvFields, &m_query.cursor, &m_walk));
}

} // namespace paydesk::exporting
