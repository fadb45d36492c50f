#include "accountstreemodel.h"

#include "core/modelroles.h"

#include <QFont>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

AccountsTreeModel::AccountsTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

AccountsTreeModel::~AccountsTreeModel()
{
    cancel();
}

void AccountsTreeModel::setClient(api::ApiClient *client)
{
    cancel();
    m_client = client;
}

void AccountsTreeModel::cancel()
{
    if (m_request && m_client)
        m_client->cancel(m_request);
    const bool was = m_request != 0;
    m_request = 0;
    if (was)
        Q_EMIT loadingChanged(false);
}

void AccountsTreeModel::reload()
{
    cancel();
    if (!m_client)
        return;
    m_request = m_client->ledgerAccounts(
        this, [this](const api::Result<QList<api::LedgerAccount>> &result) {
            m_request = 0;
            Q_EMIT loadingChanged(false);
            if (!result.ok()) {
                Q_EMIT errorOccurred(result.error());
                return;
            }
            setAccounts(result.value());
            Q_EMIT loaded(int(m_accounts.size()));
        });
    Q_EMIT loadingChanged(true);
}

void AccountsTreeModel::setAccounts(const QList<api::LedgerAccount> &accounts)
{
    beginResetModel();
    m_root.children.clear();
    m_accounts = accounts;

    // Accounts in the order of their types, then by code.
    QList<qsizetype> order(m_accounts.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](qsizetype a, qsizetype b) {
        const api::LedgerAccount &x = m_accounts.at(a);
        const api::LedgerAccount &y = m_accounts.at(b);
        const int tx = accountTypeOrder(accountTypeFromName(x.type));
        const int ty = accountTypeOrder(accountTypeFromName(y.type));
        if (tx != ty)
            return tx < ty;
        if (x.type != y.type)
            return x.type < y.type;
        return x.code < y.code;
    });

    QHash<QString, qsizetype> byCode; // the first account of each code wins
    for (qsizetype i = 0; i < m_accounts.size(); ++i) {
        if (!byCode.contains(m_accounts.at(i).code))
            byCode.insert(m_accounts.at(i).code, i);
    }
    // The parent an account is shown under: an existing account of the same type, and not one
    // whose own chain of parents leads back to it.
    auto parentOf = [&](qsizetype i) -> qsizetype {
        const api::LedgerAccount &a = m_accounts.at(i);
        if (!a.parentCode || *a.parentCode == a.code || byCode.value(a.code) != i)
            return -1;
        const auto it = byCode.constFind(*a.parentCode);
        if (it == byCode.constEnd() || m_accounts.at(*it).type != a.type)
            return -1;
        QSet<qsizetype> seen{i};
        for (qsizetype p = *it; p >= 0;) {
            if (seen.contains(p))
                return -1;
            seen.insert(p);
            const api::LedgerAccount &up = m_accounts.at(p);
            if (!up.parentCode)
                break;
            const auto next = byCode.constFind(*up.parentCode);
            p = next == byCode.constEnd() || m_accounts.at(*next).type != up.type ? -1 : *next;
        }
        return *it;
    };

    QHash<qsizetype, Node *> nodes;
    for (const qsizetype i : std::as_const(order)) {
        auto node = std::make_unique<Node>();
        node->kind = NodeKind::Account;
        node->type = accountTypeFromName(m_accounts.at(i).type);
        node->rawType = m_accounts.at(i).type;
        node->account = i;
        nodes.insert(i, node.get());
        // Parked under the root for now; moved below into its place.
        m_root.children.push_back(std::move(node));
    }
    std::vector<std::unique_ptr<Node>> parked = std::move(m_root.children);
    m_root.children.clear();
    std::vector<std::unique_ptr<Node>> loose; // accounts directly under a type, in order
    for (auto &node : parked) {
        const qsizetype parent = parentOf(node->account);
        if (parent < 0) {
            loose.push_back(std::move(node));
        } else {
            Node *p = nodes.value(parent);
            node->parent = p;
            node->row = int(p->children.size());
            p->children.push_back(std::move(node));
        }
    }
    for (auto &node : loose) {
        Node *group = m_root.children.empty() ? nullptr : m_root.children.back().get();
        if (!group || group->type != node->type || group->rawType != node->rawType) {
            auto g = std::make_unique<Node>();
            g->kind = NodeKind::TypeGroup;
            g->type = node->type;
            g->rawType = node->rawType;
            g->parent = &m_root;
            g->row = int(m_root.children.size());
            group = g.get();
            m_root.children.push_back(std::move(g));
        }
        node->parent = group;
        node->row = int(group->children.size());
        group->children.push_back(std::move(node));
    }
    endResetModel();
}

AccountsTreeModel::Node *AccountsTreeModel::nodeOf(const QModelIndex &index) const
{
    if (!index.isValid())
        return const_cast<Node *>(&m_root);
    return static_cast<Node *>(index.internalPointer());
}

AccountsTreeModel::NodeKind AccountsTreeModel::nodeKind(const QModelIndex &index) const
{
    return index.isValid() ? nodeOf(index)->kind : NodeKind::TypeGroup;
}

bool AccountsTreeModel::isTypeGroup(const QModelIndex &index) const
{
    return index.isValid() && nodeOf(index)->kind == NodeKind::TypeGroup;
}

std::optional<api::LedgerAccount> AccountsTreeModel::accountAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return std::nullopt;
    const Node *node = nodeOf(index);
    if (node->kind != NodeKind::Account)
        return std::nullopt;
    return m_accounts.at(node->account);
}

AccountType AccountsTreeModel::accountTypeAt(const QModelIndex &index) const
{
    return index.isValid() ? nodeOf(index)->type : AccountType::Other;
}

const AccountsTreeModel::Node *AccountsTreeModel::findCode(const Node *node,
                                                           const QString &code) const
{
    for (const auto &child : node->children) {
        if (child->kind == NodeKind::Account && m_accounts.at(child->account).code == code)
            return child.get();
        if (const Node *found = findCode(child.get(), code))
            return found;
    }
    return nullptr;
}

QModelIndex AccountsTreeModel::indexOfCode(const QString &code, int column) const
{
    const Node *node = findCode(&m_root, code);
    return node ? createIndex(node->row, column, const_cast<Node *>(node)) : QModelIndex();
}

QModelIndex AccountsTreeModel::indexOfType(AccountType type, const QString &rawType) const
{
    for (const auto &group : m_root.children) {
        if (group->type == type && (type != AccountType::Other || group->rawType == rawType))
            return createIndex(group->row, 0, group.get());
    }
    return {};
}

QModelIndex AccountsTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const Node *p = nodeOf(parent);
    return createIndex(row, column, p->children.at(size_t(row)).get());
}

QModelIndex AccountsTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Node *p = nodeOf(child)->parent;
    if (!p || p == &m_root)
        return {};
    return createIndex(p->row, 0, const_cast<Node *>(p));
}

int AccountsTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int AccountsTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool AccountsTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

QVariant AccountsTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *node = nodeOf(index);
    if (node->kind == NodeKind::TypeGroup) {
        switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            // The view spans the first column across the row.
            return index.column() == Code ? accountTypeGroupTitle(node->type, node->rawType)
                                          : QVariant();
        case Qt::FontRole: {
            QFont font;
            font.setBold(true);
            return font;
        }
        case models::RowKindRole:
            return int(NodeKind::TypeGroup);
        case models::AccountTypeRole:
            return int(node->type);
        case models::RawAccountTypeRole:
            return node->rawType;
        case models::SortRole:
            return accountTypeOrder(node->type);
        default:
            return {};
        }
    }
    const api::LedgerAccount &a = m_accounts.at(node->account);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        switch (Column(index.column())) {
        case Code:
            return a.code;
        case Name:
            return a.name;
        case Type:
            return accountTypeText(node->type, a.type);
        case NormalBalance:
            return normalBalanceText(a.normalBalance);
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        if (a.parentCode)
            return tr("%1 %2, under %3").arg(a.code, a.name, *a.parentCode);
        return tr("%1 %2").arg(a.code, a.name);
    case models::IdRole:
    case models::AccountCodeRole:
        return a.code;
    case models::SortRole:
        return index.column() == Code ? QVariant(a.code) : data(index, Qt::DisplayRole);
    case models::RowKindRole:
        return int(NodeKind::Account);
    case models::AccountTypeRole:
        return int(node->type);
    case models::RawAccountTypeRole:
        return a.type;
    default:
        return {};
    }
}

QVariant AccountsTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Code:
        return tr("Code");
    case Name:
        return tr("Name");
    case Type:
        return tr("Type");
    case NormalBalance:
        return tr("Normal balance");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags AccountsTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (nodeOf(index)->children.empty())
        f |= Qt::ItemNeverHasChildren;
    return f;
}

} // namespace paydesk::ledger
