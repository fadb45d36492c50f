#pragma once

#include "pagedlistmodel.h"

namespace paydesk::api {
// Whether two queries ask for the same rows (limit and cursor ignored); found by the paged
// model through the query's namespace.
inline bool sameRows(const RedirectSessionQuery &a, const RedirectSessionQuery &b)
{
    return a.statuses == b.statuses && a.search == b.search;
}
} // namespace paydesk::api

namespace paydesk::models {

using PaymentLinkRows = PagedRowsModel<api::RedirectSession, api::RedirectSessionQuery,
                                       &api::ApiClient::listRedirectSessions>;

// The payment links (redirect sessions), newest first and paged as they scroll (see
// PagedListModel). The list is a project addition: against a service without it (404 or 405)
// the model shows the links made in this window instead (addCreated()) and says so
// (isListOffered()). poll() reads the open links again, so their status follows.
class PaymentLinksModel : public PaymentLinkRows
{
    Q_OBJECT
public:
    enum Column { Created, Status, Amount, Currency, Reference, Expires, Id, ColumnCount };
    Q_ENUM(Column)

    explicit PaymentLinksModel(QObject *parent = nullptr);
    ~PaymentLinksModel() override;

    const api::RedirectSession &linkAt(int row) const { return rowAt(row); }
    int columnCount(const QModelIndex &parent = {}) const override;

    // Whether the service lists payment links; true until it answers that it does not.
    bool isListOffered() const { return m_listOffered; }
    // A link made in this window: at the top at once when the filters would list it (kept
    // too for a service without the list, whose place the window's own links take).
    void addCreated(const api::RedirectSession &session);
    // Whether the service would list `session` for `query` (status and reference search).
    static bool matches(const api::RedirectSessionQuery &query,
                        const api::RedirectSession &session);
    // How many links made in this window are kept for a service without the list.
    static constexpr int MaxOwnLinks = 500;
    // Reads each loaded open link again (a few at a time); their rows follow.
    void poll();

    static QString statusText(const QString &status);

Q_SIGNALS:
    void listOfferedChanged(bool offered);

private:
    api::Result<api::Page<api::RedirectSession>>
    pageAnswer(const api::Result<api::Page<api::RedirectSession>> &result) override;
    QVariant cellData(const api::RedirectSession &row, int column, int role) const override;
    QString columnTitle(int column) const override;
    void cancelPolls();

    bool m_listOffered = true;
    QList<api::RedirectSession> m_local;    // made in this window, newest first
    QHash<QString, api::RequestId> m_polls; // by link id
    QPointer<api::ApiClient> m_pollClient;
};

} // namespace paydesk::models
