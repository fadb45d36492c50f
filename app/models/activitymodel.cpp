#include "activitymodel.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::models {

namespace {

// What a request did, by its method and path; %1 is the transaction (its reference or id).
struct Kind
{
    const char *method;
    const char *path; // a regular expression
    const char *words;
};

const Kind Kinds[] = {
    {"POST", "^/api/v1/transactions$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Charge %1")},
    {"POST", "^/api/v1/transactions/[^/]+/refunds$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Refund of %1")},
    {"POST", "^/api/v1/transactions/redirect$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Payment link")},
    {"POST", "^/api/v1/fraud/evaluate$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Fraud evaluation")},
    {"POST", "^/sandbox/v1/trigger$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Triggered event %1")},
    {"POST", "^/sandbox/v1/webhook-endpoints$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Webhook endpoint added")},
    {"POST", "^/sandbox/v1/webhook-endpoints/[^/]+$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Webhook endpoint changed")},
    {"DELETE", "^/sandbox/v1/webhook-endpoints/[^/]+$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Webhook endpoint deleted")},
    {"POST", "^/sandbox/v1/events/[^/]+/resend$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "Event sent again")},
    {"POST", "^/sandbox/v1/keys$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "API key created")},
    {"POST", "^/sandbox/v1/keys/[^/]+/roll$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "API key rolled")},
    {"DELETE", "^/sandbox/v1/keys/[^/]+$",
     QT_TRANSLATE_NOOP("paydesk::models::ActivityModel", "API key revoked")},
};

} // namespace

ActivityModel::ActivityModel(QObject *parent)
    : ActivityRows(parent)
{
    setValueColumns(When, -1);
    connect(this, &PagedListModel::pageLoaded, this, &ActivityModel::queueLookups);
}

int ActivityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ActivityModel::describe(const api::ActivityEntry &e) const
{
    const QString txn = e.transactionId();
    const QString reference = referenceOf(txn);
    const QString subject = reference.isEmpty() ? txn : reference;
    for (const Kind &k : Kinds) {
        if (e.method != QLatin1StringView(k.method))
            continue;
        const QRegularExpression re(QString::fromLatin1(k.path));
        if (!re.match(e.path).hasMatch())
            continue;
        const QString words = tr(k.words);
        return words.contains(u"%1"_s) ? words.arg(subject).trimmed() : words;
    }
    return e.method + u' ' + e.path;
}

QString ActivityModel::answerText(int status)
{
    if (status >= 200 && status < 300)
        return tr("Done (%1)").arg(status);
    switch (status) {
    case 402:
        return tr("Declined (%1)").arg(status);
    case 403:
        return tr("Not permitted (%1)").arg(status);
    case 404:
        return tr("Not found (%1)").arg(status);
    default:
        break;
    }
    if (status >= 400 && status < 500)
        return tr("Refused (%1)").arg(status);
    return tr("HTTP %1").arg(status);
}

QVariant ActivityModel::cellData(const api::ActivityEntry &e, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case When:
            return locale().toString(e.createdAt.toLocalTime(), QLocale::ShortFormat);
        case Key:
            return e.keyName.isEmpty() ? e.keyId : e.keyName;
        case What:
            return describe(e);
        case Answer:
            return answerText(e.status);
        case Transaction:
            return e.transactionId();
        case Request:
            return QString(e.method + u' ' + e.path);
        case IdempotencyKey:
            return e.idempotencyKey.value_or(QString());
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case When:
            return e.createdAt.toString(Qt::ISODate);
        case Key:
            return tr("Key %1 (%2)").arg(e.keyName, e.keyId);
        case What:
            return e.resourceId ? tr("%1 %2, record %3").arg(e.method, e.path, *e.resourceId)
                                : QString(e.method + u' ' + e.path);
        case Transaction:
            return e.transactionId().isEmpty()
                       ? QVariant()
                       : QVariant(tr("Open %1 in Transactions").arg(e.transactionId()));
        default:
            return {};
        }
    case TransactionIdRole:
    case IdRole:
        // The transaction column stands for the transaction it names.
        if (column == Transaction || role == TransactionIdRole)
            return e.transactionId();
        return {};
    case StatusRole:
        return e.status;
    default:
        return {};
    }
}

QString ActivityModel::columnTitle(int column) const
{
    static constexpr const char *Titles[] = {QT_TR_NOOP("When"),           QT_TR_NOOP("Key"),
                                             QT_TR_NOOP("What"),           QT_TR_NOOP("Answer"),
                                             QT_TR_NOOP("Transaction"),    QT_TR_NOOP("Request"),
                                             QT_TR_NOOP("Idempotency key")};
    static_assert(std::size(Titles) == ColumnCount);
    return titleFrom(Titles, column);
}

api::Result<api::Page<api::ActivityEntry>>
ActivityModel::pageAnswer(const api::Result<api::Page<api::ActivityEntry>> &result)
{
    const bool missing = !result.ok() && result.error().kind == api::ApiError::Kind::Http &&
                         (result.error().httpStatus == 404 || result.error().httpStatus == 405);
    if (m_logOffered == missing) {
        m_logOffered = !missing;
        Q_EMIT logOfferedChanged(m_logOffered);
    }
    return missing ? api::Page<api::ActivityEntry>{} : result;
}

void ActivityModel::queueLookups()
{
    if (m_lookupClient != client()) {
        // Another merchant's transactions, or none: start afresh.
        m_lookupClient = client();
        m_references.clear();
        m_asked.clear();
        m_queue.clear();
        m_inFlight = 0;
    }
    for (int row = 0; row < rowCount(); ++row) {
        const QString txn = rowAt(row).transactionId();
        if (!txn.isEmpty() && !m_asked.contains(txn)) {
            m_asked.insert(txn);
            m_queue << txn;
        }
    }
    while (m_inFlight < MaxLookupsInFlight && !m_queue.isEmpty())
        lookUpNext();
}

void ActivityModel::lookUpNext()
{
    if (!m_lookupClient || m_queue.isEmpty())
        return;
    const QString txn = m_queue.takeFirst();
    ++m_inFlight;
    QPointer<api::ApiClient> asked = m_lookupClient;
    m_lookupClient->transaction(txn, this,
                                [this, txn, asked](const api::Result<api::Transaction> &r) {
                                    if (asked != m_lookupClient)
                                        return; // a lookup of the previous profile's
                                    --m_inFlight;
                                    // Not found or not readable: the row keeps the id.
                                    if (r.ok() && !r.value().merchantRef.isEmpty())
                                        referenceArrived(txn, r.value().merchantRef);
                                    lookUpNext();
                                });
}

void ActivityModel::referenceArrived(const QString &transactionId, const QString &reference)
{
    m_references.insert(transactionId, reference);
    for (int row = 0; row < rowCount(); ++row) {
        if (rowAt(row).transactionId() == transactionId)
            Q_EMIT dataChanged(index(row, What), index(row, What), {Qt::DisplayRole});
    }
}

} // namespace paydesk::models
