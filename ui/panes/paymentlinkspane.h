#pragma once

#include "pagedtablepane.h"

QT_BEGIN_NAMESPACE
class QComboBox;
class QLineEdit;
QT_END_NAMESPACE

namespace paydesk::models {
class PaymentLinksModel;
}

namespace paydesk::ui {

class PaymentLinkDetail;

// The Payment links pane: every payment link (redirect session), newest first and paged as it
// scrolls, filtered by status and reference, with the selected link's detail beside the list.
// A link made in the window shows at once (addCreated()); while the pane is shown, the open
// links are read again every few seconds, so a link paid on the hosted page turns completed
// by itself. Against a service without the list it says so and shows this window's links.
class PaymentLinksPane : public PagedTablePane
{
    Q_OBJECT
public:
    static constexpr int PollIntervalMs = 3000;

    explicit PaymentLinksPane(QWidget *parent = nullptr);

    models::PaymentLinksModel *model() const { return m_model; }
    PaymentLinkDetail *detail() const { return m_detail; }
    std::optional<api::RedirectSession> selectedLink() const;
    // The filter bar: the status asked for (empty: every status) and the reference searched.
    struct Filter
    {
        QString status;
        QString search;
    };
    Filter filter() const;
    void setFilter(const Filter &filter);

    bool focusPaneSearch() override
    {
        focusSearch();
        return true;
    }

public Q_SLOTS:
    void addCreated(const paydesk::api::RedirectSession &session);
    void focusSearch();
    // Shows the link selected with its detail: every status, its reference searched for.
    void showLink(const paydesk::api::RedirectSession &session);

Q_SIGNALS:
    void openTransaction(const QString &transactionId);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *buildFilterBar();
    bool applyQuery(bool force) override;
    bool hasFilters() const override;
    QString searchText() const override;
    void clearFilters() override;
    void showSelected();

    models::PaymentLinksModel *m_model = nullptr;
    PaymentLinkDetail *m_detail = nullptr;
    QComboBox *m_status = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_notOffered = nullptr;
    QTimer *m_poll = nullptr;
};

} // namespace paydesk::ui
