#pragma once

#include "api/apiclient.h"

#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QBoxLayout;
class QLabel;
class QStackedWidget;
class QTreeWidget;
QT_END_NAMESPACE

namespace paydesk::ui {

// One payout beside the list: its net, status, arrival, bank reference and ledger entry, and
// every transaction and refund it settles (read page by page), each opening in its own pane.
class PayoutDetail : public QWidget
{
    Q_OBJECT
public:
    explicit PayoutDetail(QWidget *parent = nullptr);

    void setClient(api::ApiClient *client);
    // Shows `payout`, or the placeholder for nullopt; its items are read anew.
    void setPayout(const std::optional<api::Payout> &payout);
    const std::optional<api::Payout> &payout() const { return m_payout; }
    // The items read so far, in the service's order.
    const QList<api::PayoutItem> &items() const { return m_items; }
    bool itemsLoaded() const { return m_itemsLoaded; }
    // The width that shows an item's columns whole.
    int widthNeeded() const;

Q_SIGNALS:
    void openTransaction(const QString &transactionId);
    void openRefund(const QString &refundId);
    void itemsChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fetchItems(const QString &cursor);

    QPointer<api::ApiClient> m_client;
    std::optional<api::Payout> m_payout;
    QList<api::PayoutItem> m_items;
    bool m_itemsLoaded = false;
    api::RequestId m_request = 0;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_arrival = nullptr;
    QLabel *m_covers = nullptr;
    QLabel *m_breakdown = nullptr;
    QLabel *m_reference = nullptr;
    QLabel *m_ledgerEntry = nullptr;
    QLabel *m_itemsState = nullptr;
    QTreeWidget *m_itemsList = nullptr;
    QBoxLayout *m_body = nullptr;
};

} // namespace paydesk::ui
