#pragma once

#include "api/apiclient.h"
#include "gotomodel.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <optional>

namespace paydesk::models {

// How well `text` matches `candidate`, 0 for not at all; case and accents count for nothing
// ("aktivitat" finds "Aktivität"). The whole of it scores highest, then its start, the start of
// one of its words, anywhere in it, and last (from three characters) its letters in order ("trb"
// in "Trial balance").
int gotoMatchScore(const QString &text, const QString &candidate);

// An entry of a local list: a pane, a saved view.
struct GotoEntry
{
    QString primary;
    QString secondary;
    QString id;
    QStringList keywords; // a word of one starting the text matches too, below the primary text
    std::function<void()> open;
};

// A list the window holds, read again at each search and matched at once; the empty text lists
// all of it in its own order.
class GotoListSource : public GotoSource
{
public:
    GotoListSource(GotoKind kind, std::function<QList<GotoEntry>()> entries);
    GotoKind kind() const override { return m_kind; }
    void search(const QString &text, GotoDone done) override;

private:
    GotoKind m_kind;
    std::function<QList<GotoEntry>()> m_entries;
};

// A saved view as Go to anything lists it: its name, and the pane it shows as the person reads
// it (the pane's title).
struct GotoSavedView
{
    QString name;
    QString pane;
};

// The saved views, from whoever keeps them: `views` lists them at each search (so a view saved
// a moment ago is found), `apply` shows the one chosen.
class GotoSavedViewSource : public GotoListSource
{
public:
    GotoSavedViewSource(std::function<QList<GotoSavedView>()> views,
                        std::function<void(const GotoSavedView &)> apply);
};

// What the service's sources share: the client, asked for at each search (the profile may have
// changed since); one request at a time, cancelled by the next search; an error in words.
class GotoServiceSource : public GotoSource
{
public:
    using ClientFn = std::function<api::ApiClient *()>;
    explicit GotoServiceSource(ClientFn client);
    ~GotoServiceSource() override;
    void cancel() override;

protected:
    api::ApiClient *client() const { return m_client ? m_client() : nullptr; }
    // What the requests' callbacks live by: they die with the source.
    QObject *context() { return &m_context; }
    // The request in flight, cancelled by the next search or cancel().
    void track(api::ApiClient *client, api::RequestId id);
    void untrack() { m_request = 0; }
    static GotoAnswer failed(const api::ApiError &error);
    static GotoAnswer notConnected();

    // The answer of a list search: each thing found made an item by `item`. With
    // `absentIsEmpty`, a service without the list (404, 405) finds nothing rather than fails.
    template<typename T>
    auto listAnswer(GotoDone done, std::function<GotoItem(const T &)> item,
                    bool absentIsEmpty = false)
    {
        return [this, done = std::move(done), item = std::move(item),
                absentIsEmpty](const api::Result<api::Page<T>> &r) {
            untrack();
            if (!r.ok()) {
                const int status = r.error().httpStatus;
                done(absentIsEmpty && (status == 404 || status == 405) ? GotoAnswer{}
                                                                       : failed(r.error()));
                return;
            }
            GotoAnswer a;
            for (const T &t : r->data)
                a.items << item(t);
            done(a);
        };
    }
    // The answer of a whole id read directly: its item, or (the service does not know the id:
    // part of one, or another's) the list search `orList`.
    template<typename T>
    auto idAnswer(GotoDone done, std::function<GotoItem(const T &)> item,
                  std::function<void()> orList)
    {
        return [this, done = std::move(done), item = std::move(item),
                orList = std::move(orList)](const api::Result<T> &r) {
            untrack();
            if (r.ok())
                done({{item(r.value())}, {}});
            else if (r.error().httpStatus == 404)
                orList();
            else
                done(failed(r.error()));
        };
    }

private:
    ClientFn m_client;
    QObject m_context;
    QPointer<api::ApiClient> m_requestClient;
    api::RequestId m_request = 0;
};

// Transactions: a whole id (txn_…, ch_…) is read directly, and searched as text if the service
// does not know it; anything else is the service's search (id, reference, description).
class GotoTransactionSource : public GotoServiceSource
{
public:
    static constexpr int Limit = 5;
    GotoTransactionSource(ClientFn client, std::function<void(const api::Transaction &)> open);
    GotoKind kind() const override { return GotoKind::Transaction; }
    bool isRemote() const override { return true; }
    void search(const QString &text, GotoDone done) override;
    static bool looksLikeId(const QString &text);

private:
    GotoItem item(const api::Transaction &t, const QString &text) const;
    std::function<void(const api::Transaction &)> m_open;
};

// Refunds: the service's search (a refund id, its transaction's id or part of its reference).
class GotoRefundSource : public GotoServiceSource
{
public:
    static constexpr int Limit = 5;
    GotoRefundSource(ClientFn client, std::function<void(const api::Refund &)> open);
    GotoKind kind() const override { return GotoKind::Refund; }
    bool isRemote() const override { return true; }
    void search(const QString &text, GotoDone done) override;

private:
    std::function<void(const api::Refund &)> m_open;
};

// Payment links: a whole id (rds_…) is read directly; anything else is the service's search of
// references. A service without the list (404, 405) finds none, without an error.
class GotoPaymentLinkSource : public GotoServiceSource
{
public:
    static constexpr int Limit = 5;
    GotoPaymentLinkSource(ClientFn client, std::function<void(const api::RedirectSession &)> open);
    GotoKind kind() const override { return GotoKind::PaymentLink; }
    bool isRemote() const override { return true; }
    void search(const QString &text, GotoDone done) override;
    static bool looksLikeId(const QString &text);

private:
    GotoItem item(const api::RedirectSession &s, const QString &text) const;
    std::function<void(const api::RedirectSession &)> m_open;
};

// The chart of accounts, read once per opening of the popup (reset()) and then matched at once
// by code (its start) and name; `describe` words an account's type for the list.
class GotoAccountSource : public GotoServiceSource
{
public:
    GotoAccountSource(ClientFn client, std::function<void(const api::LedgerAccount &)> open,
                      std::function<QString(const api::LedgerAccount &)> describe);
    GotoKind kind() const override { return GotoKind::Account; }
    void reset() override;
    void search(const QString &text, GotoDone done) override;
    // Drops the search waiting for the chart; the chart's reading goes on.
    void cancel() override;

private:
    void read(api::ApiClient *client);
    GotoAnswer match(const QString &text) const;

    std::function<void(const api::LedgerAccount &)> m_open;
    std::function<QString(const api::LedgerAccount &)> m_describe;
    std::optional<QList<api::LedgerAccount>> m_accounts;
    QPointer<api::ApiClient> m_readFrom; // whose chart m_accounts is, or is being read
    bool m_reading = false;
    QString m_waitingText;
    GotoDone m_waiting;
};

} // namespace paydesk::models
