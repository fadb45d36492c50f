#pragma once

#include "core/modelroles.h"
#include "delivery.h"

#include <QAbstractTableModel>
#include <QHash>

namespace paydesk::webhooks {

// The captured deliveries, newest first, as the Webhooks pane lists them. Its roles (see
// models/modelroles.h): IdRole, the webhook id; TimestampRole, when it came; AmountMinorRole,
// CurrencyRole, SortRole; and the delivery roles (DeliveryIdRole, VerdictRole, ...).
class DeliveryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        TypeColumn,
        TransactionColumn,
        AmountColumn,
        VerdictColumn,
        ResponseColumn,
        AttemptColumn,
        ProfileColumn, // whose delivery it is
        ColumnCount
    };
    Q_ENUM(Column)

    explicit DeliveryModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Replaces every row; newest first.
    void setDeliveries(const QList<Delivery> &deliveries);
    // A new delivery on top; the oldest row goes when there are more than maxRows().
    void prepend(const Delivery &delivery);
    // New deliveries on top, newest first: one insertion (and at most one removal) for all
    // of them, so that a burst costs the views one update rather than one per row.
    void prependRows(const QList<Delivery> &newestFirst);
    // Replaces the row with the same id (e.g. a summary by the complete delivery).
    void update(const Delivery &delivery);
    void clear();

    const Delivery &delivery(int row) const { return m_rows.at(row); }
    const QList<Delivery> &deliveries() const { return m_rows; }
    int rowOfId(qint64 id) const;

    // The names the Profile column shows, by profile id.
    void setProfileNames(const QHash<QString, QString> &names);

    void setMaxRows(int rows) { m_maxRows = rows; }
    int maxRows() const { return m_maxRows; }

private:
    QString responseText(const Delivery &d) const;

    QList<Delivery> m_rows;
    QHash<QString, QString> m_profileNames;
    int m_maxRows = 5000;
};

} // namespace paydesk::webhooks
