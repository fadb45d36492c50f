#pragma once

#include "models/gotomodel.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <utility>

QT_BEGIN_NAMESPACE
class QAction;
class QLabel;
class QLineEdit;
class QTreeView;
QT_END_NAMESPACE

namespace paydesk::ui {

// The Go to anything popup, a frameless dialog over the window: one field, and under it what
// matches, grouped by kind (see models::GotoModel). The focus stays in the field: Up and Down (Page
// Up, Page Down) choose, Enter goes there, Escape closes; Tab reaches the list, where the same keys
// work and typing goes back to the field. Enter before the service has answered goes to the first
// thing found once it has.
class GotoAnythingPopup : public QDialog
{
    Q_OBJECT
public:
    GotoAnythingPopup(models::GotoModel *model, QWidget *parent);

    // Empties the field, asks the sources again, and shows the popup over the parent's window.
    void popUp();

    QLineEdit *edit() const { return m_edit; }
    QTreeView *view() const { return m_view; }
    // The row chosen (an item row), or -1.
    int currentRow() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    bool handleKey(QKeyEvent *key);
    void move(int step);
    void choose(int row, bool byUser);
    void go();
    void afterReset();
    void place();

    models::GotoModel *m_model;
    QLineEdit *m_edit = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_hint = nullptr;
    // What the person chose with the keys or the mouse, kept while answers come in.
    std::optional<std::pair<models::GotoKind, QString>> m_chosen;
    bool m_goWhenFound = false;
    bool m_leftForAnother = false; // closed because another window became the active one
};

// Go to anything in a window: the model with the sources the window registers, the action
// (Ctrl+K, from a text field of the window too), and the popup over the window.
class GotoAnything : public QObject
{
    Q_OBJECT
public:
    explicit GotoAnything(QWidget *window);
    ~GotoAnything() override;

    QAction *action() const { return m_action; }
    models::GotoModel *model() const { return m_model; }
    GotoAnythingPopup *popup() const { return m_popup; }
    // A source of one kind (panes, saved views, transactions, ...), asked from now on.
    void addSource(std::unique_ptr<models::GotoSource> source);

public Q_SLOTS:
    void open();

private:
    models::GotoModel *m_model;
    GotoAnythingPopup *m_popup;
    QAction *m_action;
};

} // namespace paydesk::ui
