#pragma once

#include "accounttype.h"
#include "api/apiclient.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <memory>
#include <optional>
#include <vector>

namespace paydesk::ledger {

// The chart of accounts as a tree: a row per account type (Assets, Liabilities, Equity,
// Revenue, Expenses, then any type the service adds), and under it the accounts nested by
// parent_code. An account whose parent is missing, of another type, or would make a cycle
// sits directly under its type. Columns: code, name, type, normal balance.
class AccountsTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Code, Name, Type, NormalBalance, ColumnCount };
    Q_ENUM(Column)
    enum class NodeKind { TypeGroup, Account };

    explicit AccountsTreeModel(QObject *parent = nullptr);
    ~AccountsTreeModel() override;

    // Cancels what the old client was asked; keeps the rows until the next reload().
    void setClient(api::ApiClient *client);
    api::ApiClient *client() const { return m_client; }
    void reload();
    void cancel();
    bool isLoading() const { return m_request != 0; }

    void setAccounts(const QList<api::LedgerAccount> &accounts);
    const QList<api::LedgerAccount> &accounts() const { return m_accounts; }

    // Typed access.
    NodeKind nodeKind(const QModelIndex &index) const;
    bool isTypeGroup(const QModelIndex &index) const;
    // The account of an account row; nullopt for a type row or an invalid index.
    std::optional<api::LedgerAccount> accountAt(const QModelIndex &index) const;
    AccountType accountTypeAt(const QModelIndex &index) const;
    QModelIndex indexOfCode(const QString &code, int column = Code) const;
    QModelIndex indexOfType(AccountType type, const QString &rawType = {}) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    void loadingChanged(bool loading);
    void loaded(int accounts);
    void errorOccurred(const paydesk::api::ApiError &error);

private:
    struct Node
    {
        NodeKind kind = NodeKind::TypeGroup;
        AccountType type = AccountType::Other;
        QString rawType;
        qsizetype account = -1; // index into m_accounts
        Node *parent = nullptr;
        int row = 0;
        std::vector<std::unique_ptr<Node>> children;
    };
    Node *nodeOf(const QModelIndex &index) const;
    const Node *findCode(const Node *node, const QString &code) const;

    QPointer<api::ApiClient> m_client;
    api::RequestId m_request = 0;
    QList<api::LedgerAccount> m_accounts;
    Node m_root;
};

} // namespace paydesk::ledger
