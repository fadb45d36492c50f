#pragma once

#include "models/savedviews.h"

#include <QObject>
#include <QPointer>

#include <optional>

QT_BEGIN_NAMESPACE
class QAction;
class QListWidget;
class QListWidgetItem;
class QMenu;
class QPoint;
class QWidget;
QT_END_NAMESPACE

namespace paydesk::session {
class Session;
}

namespace paydesk::ui {

class MainWindow;

// The roles of the window's sidebar items: the pane an item shows (int(MainWindow::Pane)), its
// own item or a view's; and a saved view's index in the list (none on a pane's own item).
inline constexpr int SidebarPaneRole = Qt::UserRole + 1;
inline constexpr int SidebarViewRole = Qt::UserRole + 2;
// How far right a view's item is drawn (an int, pixels): under its pane.
inline constexpr int SidebarIndentRole = Qt::UserRole + 3;
// A view's arrow, smaller than a pane's icon: its name starts just right of its pane's.
inline constexpr int SidebarViewIconSize = 12;

// The current profile's saved views in the window: listed in the sidebar, indented under their
// pane; choosing one (click, arrow keys, Alt+1 … Alt+9 for the first nine, View ▸ Saved views)
// shows its pane with its filter. Its context menu and Manage views… rename, reorder, delete,
// export and import them; View ▸ Saved views ▸ Save view… (Ctrl+Shift+S) keeps the current
// pane's filter under a name. Every change is written to the settings at once
// (models::SavedViewStore, next to the profiles), so a new window, another language and the
// command line find them. A profile switch shows the other profile's views.
//
// Read API for other parts of the window (a "go to anything" box): views() in the sidebar's
// order, each with displayName() and pane, and openView(index) to go there; viewsChanged()
// says when the list changed.
class SavedViewSidebar : public QObject
{
    Q_OBJECT
public:
    // The views are kept beside the session's profiles, per profile.
    SavedViewSidebar(MainWindow &window, QListWidget *sidebar, session::Session &session);
    ~SavedViewSidebar() override;

    // View ▸ Saved views: each view, then Save view…, Manage views…, Export…, Import….
    QMenu *menu() const { return m_menu; }

    const models::SavedViewList &list() const { return m_list; }
    QList<models::SavedView> views() const { return m_list.views(); }
    // Shows the view's pane with its filter and selects its sidebar item; false when there is
    // no such view. By name: SavedViewList::find() (a ready view answers to its English name).
    bool openView(int index);
    bool openView(const QString &name);
    // The view whose sidebar item is current, or -1.
    int currentView() const;
    // The current pane, when views are kept for it and a profile is open.
    std::optional<models::ViewPane> savablePane() const;

    // Without asking (the dialogs call these, and tests): false, with `error` in words, when
    // it cannot be done; nothing changes then.
    bool saveView(models::ViewPane pane, const QString &name, QString *error = nullptr);
    bool renameView(int index, const QString &name, QString *error = nullptr);
    bool moveView(int index, int delta);
    void removeView(int index);
    bool exportViews(const QString &path, QString *error = nullptr) const;
    std::optional<models::SavedViewList::Merged> importViews(const QString &path,
                                                             QString *error = nullptr);

    // Asking the person first (a name, a confirmation, a file); `parent` defaults to the window.
    void askToSaveView(QWidget *parent = nullptr);
    void askToRename(int index, QWidget *parent = nullptr);
    void askToRemove(int index, QWidget *parent = nullptr);
    void askToExport(QWidget *parent = nullptr);
    void askToImport(QWidget *parent = nullptr);
    // What the two do with the file chosen: the views written or imported, and the message bar
    // says so, or says in a sentence why not (an import that fails changes nothing).
    bool exportFile(const QString &path);
    bool importFile(const QString &path);
    void manageViews();

Q_SIGNALS:
    void viewsChanged();

private:
    void follow(const QString &profileId);
    // A view's shown name before and after a rename (both empty: none).
    using Renamed = std::pair<QString, QString>;
    // Keeps `list` (in the settings and on screen); false when the settings refused it.
    bool commit(const models::SavedViewList &list, QString *error, const Renamed &renamed = {});
    // The sidebar's items and the menu again; with `keepView`, the view shown stays chosen
    // when it is still there, under its new name when `renamed` (else its pane).
    void rebuild(bool keepView, const Renamed &renamed = {});
    void rebuildMenu();
    void updateActions();
    void showContextMenu(const QPoint &pos);
    void onItemChosen(QListWidgetItem *item);
    QListWidgetItem *itemOfView(int index) const;
    QString shortcutText(int index) const;

    MainWindow &m_window;
    QListWidget *m_sidebar;
    models::SavedViewStore m_store;
    QString m_profileId;
    models::SavedViewList m_list;
    QMenu *m_menu = nullptr;
    QAction *m_save = nullptr;
    QAction *m_manage = nullptr;
    QAction *m_export = nullptr;
    QAction *m_import = nullptr;
    QList<QAction *> m_viewActions;
    QPointer<QWidget> m_manageDialog;
    bool m_opening = false; // openView() selects the item it applied
};

} // namespace paydesk::ui
