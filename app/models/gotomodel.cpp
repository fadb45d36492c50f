#include "gotomodel.h"

#include "core/modelroles.h"

#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::models {

GotoModel::GotoModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(DebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &GotoModel::askRemote);
}

GotoModel::~GotoModel()
{
    // Before the sources go: nothing they cancel may reach this model again.
    m_staleness.renew();
}

void GotoModel::addSource(std::unique_ptr<GotoSource> source)
{
    m_sources.push_back({std::move(source), {}, {}, false});
}

void GotoModel::setDebounceMs(int ms)
{
    m_debounce->setInterval(ms);
}

void GotoModel::reset()
{
    for (Entry &e : m_sources)
        e.source->reset();
    search({});
}

void GotoModel::setText(const QString &typed)
{
    const QString text = typed.simplified();
    if (text != m_text)
        search(text);
}

void GotoModel::search(const QString &text)
{
    m_text = text;
    // Every answer to the older text is stale from here on; then the requests for it go.
    m_staleness.renew([this] {
        for (Entry &e : m_sources)
            e.source->cancel();
    });
    m_debounce->stop();
    m_deferRebuild = true; // a local source answers within search(): one reset for all
    bool remote = false;
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        Entry &e = m_sources[i];
        e.items.clear();
        e.error.clear();
        e.pending = false;
        if (e.source->isRemote()) {
            e.pending = m_text.size() >= MinRemoteLength;
            remote = remote || e.pending;
            continue;
        }
        e.pending = true;
        e.source->search(m_text,
                         m_staleness.guard([this, i](const GotoAnswer &a) { answer(i, a); }));
    }
    m_deferRebuild = false;
    if (remote)
        m_debounce->start();
    rebuild();
}

void GotoModel::askRemote()
{
    m_deferRebuild = true;
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        Entry &e = m_sources[i];
        if (e.source->isRemote() && e.pending)
            e.source->search(m_text,
                             m_staleness.guard([this, i](const GotoAnswer &a) { answer(i, a); }));
    }
    m_deferRebuild = false;
    rebuild();
}

void GotoModel::answer(std::size_t source, const GotoAnswer &answer)
{
    Entry &e = m_sources[source];
    e.pending = false;
    e.items = answer.items;
    e.error = answer.error;
    if (!m_deferRebuild)
        rebuild();
}

bool GotoModel::isSearching() const
{
    return std::any_of(m_sources.cbegin(), m_sources.cend(),
                       [](const Entry &e) { return e.pending; });
}

QString GotoModel::error() const
{
    for (int k = 0; k < GotoKindCount; ++k) {
        for (const Entry &e : m_sources) {
            if (int(e.source->kind()) == k && !e.error.isEmpty())
                return e.error;
        }
    }
    return {};
}

void GotoModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    struct Group
    {
        GotoKind kind;
        QList<GotoItem> items;
    };
    std::vector<Group> groups;
    for (int k = 0; k < GotoKindCount; ++k) {
        const auto kind = GotoKind(k);
        QList<GotoItem> found;
        for (const Entry &e : m_sources) {
            if (e.source->kind() == kind)
                found << e.items;
        }
        if (found.isEmpty())
            continue;
        // The best first; equal ones in the order their source gave them.
        std::stable_sort(found.begin(), found.end(),
                         [](const GotoItem &a, const GotoItem &b) { return a.score > b.score; });
        groups.push_back({kind, found});
    }
    // The group with the best match first ("1010" is an account's code before it is part of a
    // reference); equal ones in GotoKind's order.
    std::stable_sort(groups.begin(), groups.end(), [](const Group &a, const Group &b) {
        return a.items.constFirst().score > b.items.constFirst().score;
    });
    for (const Group &g : groups) {
        m_rows.push_back({RowType::Heading, g.kind, kindTitle(g.kind), {}, {}});
        for (qsizetype i = 0; i < std::min<qsizetype>(g.items.size(), MaxPerKind); ++i)
            m_rows.push_back({RowType::Item, g.kind, {}, {}, g.items.at(i)});
    }
    const bool searching = isSearching();
    const QString failed = error();
    if (searching)
        m_rows.push_back({RowType::Note, {}, tr("Searching the service…"), {}, {}});
    if (!failed.isEmpty()) {
        // One line here; the whole message in the tool tip.
        const QString line = failed.section(u'\n', 0, 0);
        m_rows.push_back(
            {RowType::Note, {}, tr("Could not search the service: %1").arg(line), failed, {}});
    }
    if (!searching && failed.isEmpty() && m_rows.empty() && !m_text.isEmpty())
        m_rows.push_back({RowType::Note, {}, tr("Nothing found for “%1”.").arg(m_text), {}, {}});
    endResetModel();
    Q_EMIT updated();
    if (searching != m_wasSearching) {
        m_wasSearching = searching;
        Q_EMIT searchingChanged(searching);
    }
}

GotoModel::RowType GotoModel::rowType(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[row].type : RowType::Note;
}

const GotoItem *GotoModel::itemAt(int row) const
{
    if (row < 0 || row >= int(m_rows.size()) || m_rows[row].type != RowType::Item)
        return nullptr;
    return &m_rows[row].item;
}

QList<GotoItem> GotoModel::items() const
{
    QList<GotoItem> out;
    for (const Row &r : m_rows) {
        if (r.type == RowType::Item)
            out << r.item;
    }
    return out;
}

int GotoModel::rowOfItem(GotoKind kind, const QString &id) const
{
    for (int r = 0; r < int(m_rows.size()); ++r) {
        const Row &row = m_rows[r];
        if (row.type == RowType::Item && row.item.kind == kind && row.item.id == id)
            return r;
    }
    return -1;
}

int GotoModel::nextItemRow(int row, int step) const
{
    if (step == 0)
        return -1;
    for (int r = row + step; r >= 0 && r < int(m_rows.size()); r += step) {
        if (m_rows[r].type == RowType::Item)
            return r;
    }
    return -1;
}

bool GotoModel::activate(int row)
{
    const GotoItem *item = itemAt(row);
    if (!item || !item->open)
        return false;
    // A copy: going there may search again and so replace the rows.
    const std::function<void()> open = item->open;
    open();
    return true;
}

QString GotoModel::kindTitle(GotoKind kind)
{
    switch (kind) {
    case GotoKind::Pane:
        return tr("Panes");
    case GotoKind::SavedView:
        return tr("Saved views");
    case GotoKind::Transaction:
        return tr("Transactions");
    case GotoKind::Refund:
        return tr("Refunds");
    case GotoKind::PaymentLink:
        return tr("Payment links");
    case GotoKind::Account:
        return tr("Accounts");
    }
    return {};
}

QString GotoModel::kindName(GotoKind kind)
{
    switch (kind) {
    case GotoKind::Pane:
        return tr("Pane");
    case GotoKind::SavedView:
        return tr("Saved view");
    case GotoKind::Transaction:
        return tr("Transaction");
    case GotoKind::Refund:
        return tr("Refund");
    case GotoKind::PaymentLink:
        return tr("Payment link");
    case GotoKind::Account:
        return tr("Account");
    }
    return {};
}

int GotoModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GotoModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GotoModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case GotoRowTypeRole:
        return int(row.type);
    case GotoKindRole:
        return row.type == RowType::Note ? -1 : int(row.kind);
    default:
        break;
    }
    if (row.type != RowType::Item) {
        if (index.column() != Primary)
            return {};
        switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            return row.text;
        case Qt::ToolTipRole:
            return row.toolTip.isEmpty() ? QVariant() : QVariant(row.toolTip);
        default:
            return {};
        }
    }
    const GotoItem &item = row.item;
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Primary ? item.primary : item.secondary;
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        // The whole row in one line, the kind first: what a screen reader says for either cell.
        return item.secondary.isEmpty()
                   ? u"%1: %2"_s.arg(kindName(item.kind), item.primary)
                   : u"%1: %2, %3"_s.arg(kindName(item.kind), item.primary, item.secondary);
    case IdRole:
        return item.id;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((index.column() == Secondary ? Qt::AlignRight : Qt::AlignLeft) |
                                   Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant GotoModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // Hidden in the popup; what a screen reader names the columns by.
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Primary ? tr("Found") : tr("Details");
}

Qt::ItemFlags GotoModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    // Headings and notes are read, never chosen: the arrows pass over them.
    if (m_rows[index.row()].type != RowType::Item)
        return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace paydesk::models
