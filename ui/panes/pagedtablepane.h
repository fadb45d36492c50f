#pragma once

#include "api/apiclient.h"
#include "widgets/columnfit.h"
#include "windowpane.h"

#include <QDateTime>
#include <QPointer>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QDataStream;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;
QT_END_NAMESPACE

namespace paydesk::models {
class PagedListModel;
}

namespace paydesk::ui {

class BusyDelay;

// What the panes of a cursor-paged list (Transactions, Refunds) share around their table, so
// both behave alike: the table over a models::PagedListModel (more pages load as it scrolls);
// the state line under it ("Loading…", how many rows, an error) with a busy bar that shows
// only once an answer takes a moment (BusyDelay), when a new filter's stale rows also go; the
// empty state over the table; the header's menu of columns with "Reset columns"; and the
// columns' saved state. A pane built on it adds its filter bar, its columns' delegates and
// widths, and what else it lays out around view() and stateBar().
class PagedTablePane : public QWidget, public WindowPane
{
    Q_OBJECT
public:
    ~PagedTablePane() override;

    // nullptr is allowed (nothing is shown). A new client cancels the old one's request and
    // reloads.
    virtual void setClient(api::ApiClient *client);
    api::ApiClient *client() const { return m_client; }

    QTableView *view() const { return m_view; }

    // Column widths, order and visibility, and what the pane keeps beside them
    // (saveMoreState()). restoreState() is false, and changes nothing, for a state that is not
    // this pane's (another pane's, a cut one).
    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

    void refreshPane() override { refresh(); }
    QByteArray savePaneState() const override { return saveState(); }
    void restorePaneState(const QByteArray &state) override { restoreState(state); }

public Q_SLOTS:
    // Loads the first page again with the filter bar's filters (date presets move on with the
    // day); when they ask for the rows shown, those stay until the new first page comes.
    virtual void refresh();
    // Every column shown again, in the model's order.
    void resetColumns();
    // Selects the row of the record `id` (its IdRole) now if the rows asked for are in, else
    // when a page with it arrives; a new filter gives up on it.
    void selectRecord(const QString &id);

Q_SIGNALS:
    void statusMessage(const QString &message);
    void errorOccurred(const paydesk::api::ApiError &error);
    // The first page arrived after a new client, filter or refresh.
    void lastRefreshed(const QDateTime &when);

protected:
    // What the state line and the empty state say in the pane's words: %L1 is the number of
    // rows loaded, %1 an error message.
    struct Texts
    {
        QString loadFailed;      // the state line, "Could not load refunds: %1"
        QString loadFailedEmpty; // over an empty table, "Could not load refunds."
        QString loadingMore;     // "Refunds loaded: %L1, loading more…"
        QString moreOnScroll;    // "Refunds loaded: %L1; more load as you scroll."
        QString allLoaded;       // "Refunds: %L1, all loaded."
        QString noMatch;         // "No refunds match these filters"
        QString noMatchSearch; // with search text %1: "No refunds match ‘%1’ with these filters"
        // With no filter set and nothing there: what to do first ("No payment links yet…");
        // empty: noMatch.
        QString nothingYet = {};
    };

    // `stateMagic` marks the pane's saved state, so one pane never restores another's.
    PagedTablePane(quint32 stateMagic, QWidget *parent);

    // Sets up view() over `model` (which the pane owns) with the house look: rows selected
    // whole, one at a time, in the service's order (newest first), the status column drawn as
    // a badge (statusColumn, -1 for none), movable columns. Call once, from the constructor.
    void setupTable(models::PagedListModel *model, const QString &viewName,
                    const QString &accessibleName, int statusColumn, const Texts &texts);
    // The state line and the busy bar, for the pane's layout (below the table).
    QWidget *stateBar() const { return m_stateBar; }

    // Column widths that fit samples of the content, in the view's font.
    int textColumnWidth(const QString &sample) const;
    // An id: `prefix` and 24 random base62 characters, a little above their average width.
    int idColumnWidth(const QString &prefix) const;
    // A local date and time in the short format.
    int dateTimeColumnWidth() const;
    // A status badge (see StatusBadgeDelegate).
    int badgeColumnWidth(const QString &sample) const;
    // Keeps the columns a person reads first whole and in view when the table is narrow, the
    // `yielding` ones giving way first (see ColumnFit). Call once, after sizing the columns.
    void keepInView(const QList<int> &readFirst, const QList<ColumnFit::Yielding> &yielding);

    // The selected row, or -1.
    int selectedRow() const;
    // Shows where loading stands in the state line, the busy bar and the empty state.
    void updateState();

    // The filter bar was edited: its filters apply after a pause in typing (DebounceMs).
    void filtersEdited();
    // Applies the filter bar now (a pending filtersEdited() with it): a new query when it asks
    // for other rows than the model's, or always with `force`.
    void applyFilters(bool force = false);
    // Gives the model the filter bar's query when it asks for other rows than the model's
    // query, or always with `force`; true when it did.
    virtual bool applyQuery(bool force) = 0;
    // The search text of the filter bar as the service gets it (empty: none), for the empty
    // state's words; and what its "Clear filters" button does: every filter back to its default.
    virtual QString searchText() const = 0;
    virtual void clearFilters() = 0;
    // Whether the filter bar narrows the list (default: assumed so).
    virtual bool hasFilters() const { return true; }

    // What the pane saves beside the columns, and reads back. restoreMoreState() reads all it
    // needs first and applies it only when the stream is still good; false refuses the state.
    virtual void saveMoreState(QDataStream &out) const;
    virtual bool restoreMoreState(QDataStream &in);

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The header's context menu, shown by a right click on it and deleted when closed: a
    // checkable action per column (the last one shown cannot be hidden) and "Reset columns".
    QMenu *createHeaderMenu();
    void onPageLoaded();
    void onError(const api::ApiError &error);
    void onReset();
    void selectPendingRecord();

    const quint32 m_stateMagic;
    QPointer<api::ApiClient> m_client;
    models::PagedListModel *m_model = nullptr;
    BusyDelay *m_busyDelay = nullptr; // when to show that it is loading
    QTimer *m_debounce = nullptr;
    Texts m_texts;

    QTableView *m_view = nullptr;
    QWidget *m_emptyBox = nullptr; // over the viewport: m_empty and m_clearFilters
    QLabel *m_empty = nullptr;
    QPushButton *m_clearFilters = nullptr;
    QWidget *m_stateBar = nullptr;
    QLabel *m_stateLabel = nullptr;
    QProgressBar *m_busy = nullptr;
    ColumnFit *m_columnFit = nullptr;

    bool m_awaitingFirstPage = false;
    std::optional<api::ApiError> m_error;
    QString m_pendingRecord; // selectRecord()'s, until its page comes
};

} // namespace paydesk::ui
