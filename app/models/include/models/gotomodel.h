#pragma once

#include "core/staleness.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace paydesk::models {

// What "Go to anything" (Ctrl+K) finds, in the order its groups are listed.
enum class GotoKind { Pane, SavedView, Transaction, Refund, PaymentLink, Account };
inline constexpr int GotoKindCount = 6;

// One thing found: how it reads in the list and how to go there.
struct GotoItem
{
    GotoKind kind = GotoKind::Pane;
    QString primary;   // what it is called: a pane's title, a reference, an account's code and name
    QString secondary; // what tells it apart: an amount and status, a shortcut, a type
    QString id;    // what it is to the program: a pane's name, txn_…, ref_…, an account's code
    int score = 0; // how well it matches the text; higher first within its group
    std::function<void()> open;
};

// One source's answer to one search: what it found, or why it could not search.
struct GotoAnswer
{
    QList<GotoItem> items;
    QString error; // empty: none
};
using GotoDone = std::function<void(const GotoAnswer &)>;

// Where the items of one kind come from; the window registers one per kind (GotoModel::
// addSource()), so a new kind is a new source, not a change to the model or the popup.
class GotoSource
{
public:
    virtual ~GotoSource() = default;

    virtual GotoKind kind() const = 0;
    // Asks the service for every search: searched only after a pause in typing
    // (GotoModel::DebounceMs) and for at least MinRemoteLength characters.
    virtual bool isRemote() const { return false; }
    // The popup opens: what the source keeps between searches (the chart of accounts) is read
    // again.
    virtual void reset() {}
    // Finds `text` (trimmed; may be empty). `done` is called once, at once or later on this
    // thread; a later search() or cancel() may drop it, and the model ignores an answer to an
    // older text in any case.
    virtual void search(const QString &text, GotoDone done) = 0;
    virtual void cancel() {}
};

// The results of "Go to anything" as rows under one heading per kind, the kind with the best
// match first (in GotoKind's order among equals, as for the empty text). Local sources (panes,
// saved views, the chart of accounts once read) answer as the text changes, the service's
// (transactions, refunds, payment links) after a pause in typing and asynchronously; an answer
// to an older text is dropped (Staleness). Under the groups, a note says the service is being
// asked, could not be searched, or that nothing matches. Columns: the item's primary text and
// its secondary one; a heading or a note spans the row.
class GotoModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Primary, Secondary, ColumnCount };
    enum class RowType { Heading, Item, Note };
    static constexpr int DebounceMs = 150;
    static constexpr int MinRemoteLength = 2;
    static constexpr int MaxPerKind = 8;

    explicit GotoModel(QObject *parent = nullptr);
    ~GotoModel() override;

    void addSource(std::unique_ptr<GotoSource> source);
    // For tests: 0 asks the service on the next turn of the event loop.
    void setDebounceMs(int ms);

    // The popup opens: every source reset, then the empty text searched (what it lists then).
    void reset();
    // Searches `text` in every source: the local ones now, the remote ones after the pause.
    void setText(const QString &text);
    QString text() const { return m_text; }
    // A source's answer is awaited (the remote ones' pause included).
    bool isSearching() const;
    // Why the service could not be searched (the first source's reason), empty if it could.
    QString error() const;

    RowType rowType(int row) const;
    // The item of an item row; nullptr for a heading or a note.
    const GotoItem *itemAt(int row) const;
    QList<GotoItem> items() const;
    int rowOfItem(GotoKind kind, const QString &id) const;
    // The first item row after `row` (before it, for a negative `step`), -1 if there is none.
    int nextItemRow(int row, int step) const;
    // Goes there: the item's open(). False for a row that is not an item.
    bool activate(int row);

    static QString kindTitle(GotoKind kind); // "Transactions", the heading
    static QString kindName(GotoKind kind);  // "Transaction", for a screen reader's line

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    // The rows changed after an answer (they are reset each time).
    void updated();
    void searchingChanged(bool searching);

private:
    struct Entry
    {
        std::unique_ptr<GotoSource> source;
        QList<GotoItem> items;
        QString error;
        bool pending = false;
    };
    struct Row
    {
        RowType type = RowType::Note;
        GotoKind kind = GotoKind::Pane;
        QString text; // a heading's or a note's
        QString toolTip;
        GotoItem item;
    };
    void search(const QString &text);
    void askRemote();
    void answer(std::size_t source, const GotoAnswer &answer);
    void rebuild();

    std::vector<Entry> m_sources;
    std::vector<Row> m_rows;
    QString m_text;
    QTimer *m_debounce = nullptr;
    Staleness m_staleness; // one generation per text: an older text's answers are dropped
    bool m_deferRebuild = false;
    bool m_wasSearching = false;
};

} // namespace paydesk::models
