#pragma once

#include "models/transactionfilter.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace paydesk::models {

// Saved views: a pane's filter kept under a name, per profile. The filter is JSON with
// language-neutral keys and values, and relative dates stay relative ("today", "this month",
// "end of last month"), so a view means the same thing in every language and on every day.
// The window lists them under their pane; `paydesk export transactions --view NAME` uses one.

// The panes a view is saved for, in the order the window's sidebar shows them (a list of views
// is kept in this order, so its Nth view is the sidebar's Nth).
enum class ViewPane { Transactions, Refunds, TrialBalance, PaymentLinks };

QList<ViewPane> viewPanes();
// "transactions", "refunds", "trial-balance", "payment-links": the window's pane names.
QString viewPaneName(ViewPane pane);
std::optional<ViewPane> viewPaneFromName(const QString &name);
// The pane's title in the user's language, as the sidebar says it.
QString viewPaneTitle(ViewPane pane);

// The Payment links pane's filter: a status (empty: every one) and the reference searched.
struct PaymentLinkFilter
{
    QString status;
    QString search;

    friend bool operator==(const PaymentLinkFilter &, const PaymentLinkFilter &) = default;
};
QStringList paymentLinkStatuses();

// The trial balance's dates and currency: as of today, a preset or a day; compared with the
// month end before the as-of date (following it), a day, or nothing; a currency or the one
// shown.
struct TrialBalanceViewFilter
{
    enum class AsOf { Today, EndOfLastMonth, EndOfLastQuarter, EndOfLastYear, Day };
    enum class Compare { None, MonthBefore, Day };

    AsOf asOf = AsOf::Today;
    QDate asOfDay; // for AsOf::Day
    Compare compare = Compare::None;
    QDate compareDay; // for Compare::Day
    QString currency; // empty: the currency shown stays

    friend bool operator==(const TrialBalanceViewFilter &,
                           const TrialBalanceViewFilter &) = default;
};

// Each filter as a saved view's JSON and back. Writing keeps what the filter applies (a
// half-typed currency or gateway the list ignores is left out); reading checks every key and
// value and says in words what is wrong (nullopt and `error`).
QJsonObject toJson(const TransactionFilter &filter);
QJsonObject toJson(const RefundFilter &filter);
QJsonObject toJson(const PaymentLinkFilter &filter);
QJsonObject toJson(const TrialBalanceViewFilter &filter);
std::optional<TransactionFilter> transactionFilterFromJson(const QJsonObject &json,
                                                           QString *error = nullptr);
std::optional<RefundFilter> refundFilterFromJson(const QJsonObject &json, QString *error = nullptr);
std::optional<PaymentLinkFilter> paymentLinkFilterFromJson(const QJsonObject &json,
                                                           QString *error = nullptr);
std::optional<TrialBalanceViewFilter> trialBalanceFilterFromJson(const QJsonObject &json,
                                                                 QString *error = nullptr);
// Whether `json` is a filter of `pane` (the reader of that pane's filter).
bool checkViewFilter(ViewPane pane, const QJsonObject &json, QString *error = nullptr);

// One saved view.
struct SavedView
{
    static constexpr int MaxNameLength = 60;

    QString name;  // empty: a ready view that keeps its own name, in the user's language
    QString ready; // the ready view it is ("failed-today", "refunds-this-month"), or empty
    ViewPane pane = ViewPane::Transactions;
    QJsonObject filter; // checked: checkViewFilter(pane, filter)

    // What the person sees: the name, or a ready view's name in the user's language.
    QString displayName() const;
    // Whether the CLI's or a search's `name` means this view: its shown name, or for a ready
    // view not renamed its English name or its id too; any case.
    bool answersTo(const QString &name) const;

    friend bool operator==(const SavedView &, const SavedView &) = default;
};

// The views every profile starts with, until the person deletes them: "Failed today" and
// "Refunds this month".
QList<SavedView> readyViews();
// A ready view's name in the user's language (its English one when untranslated).
QString readyViewName(const QString &ready);

// A profile's views, in the sidebar's order (by pane, then as the person ordered them), with
// the changes a person makes. Names are unique, whatever their case.
class SavedViewList
{
    Q_DECLARE_TR_FUNCTIONS(SavedViews)
public:
    SavedViewList() = default;
    explicit SavedViewList(const QList<SavedView> &views);

    const QList<SavedView> &views() const { return m_views; }
    int size() const { return int(m_views.size()); }
    bool isEmpty() const { return m_views.isEmpty(); }
    const SavedView &at(int index) const { return m_views.at(index); }

    // The view shown as `name` (any case), or -1.
    int indexOf(const QString &name) const;
    // The view `name` means (indexOf(), else a ready view by its English name or id), or -1.
    int find(const QString &name) const;
    // What is wrong with `name` for a view (empty, too long, a line break, the name of another
    // view than the one at `self`), in words; empty when it will do.
    QString nameProblem(const QString &name, int self = -1) const;

    // Adds `view`, or replaces the view of the same name (which keeps its place); its index.
    int save(const SavedView &view);
    // False when the name will not do (nameProblem()).
    bool rename(int index, const QString &name);
    // One place up (-1) or down (+1) among its pane's views; false at the end.
    bool move(int index, int delta);
    void remove(int index);

    // Imported views join the list: a view of the same name (or the same ready view) is
    // replaced in its place, the others are added after their pane's.
    struct Merged
    {
        int added = 0;
        int replaced = 0;
    };
    Merged merge(const QList<SavedView> &views);

    friend bool operator==(const SavedViewList &, const SavedViewList &) = default;

private:
    int matchOf(const SavedView &view) const;
    int insertionPoint(ViewPane pane) const;

    QList<SavedView> m_views;
};

// The file a team shares views in (JSON, format "paydesk-saved-views", version 1), and the
// form the settings keep them in.
QByteArray savedViewsToJson(const QList<SavedView> &views);
// Every view checked before any is taken: a damaged file gives nothing and `error` says what
// and where in a sentence.
std::optional<QList<SavedView>> savedViewsFromJson(const QByteArray &json, QString *error);
bool writeSavedViewsFile(const QString &path, const QList<SavedView> &views, QString *error);
std::optional<QList<SavedView>> readSavedViewsFile(const QString &path, QString *error);

// Where each profile's views are kept: the settings file the profiles are in (QSettings, group
// savedViews/<profile id>; views are no secret). A profile never saved for has the ready views;
// a ready view the person deleted stays deleted (the ready views the list was given are
// remembered, and only a newer ready view is added to it).
class SavedViewStore
{
public:
    explicit SavedViewStore(const QString &settingsFile);

    SavedViewList load(const QString &profileId) const;
    // False when the settings could not be written.
    bool save(const QString &profileId, const SavedViewList &views) const;
    // Forgets a profile's views (the profile was removed).
    void forget(const QString &profileId) const;

private:
    QString m_file;
};

} // namespace paydesk::models
