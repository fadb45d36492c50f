#pragma once

#include <QByteArray>

#include <functional>

QT_BEGIN_NAMESPACE
class QMenu;
QT_END_NAMESPACE

namespace paydesk::ui {

// The window's menus, into which each pane puts its own actions.
struct WindowMenus
{
    QMenu *file = nullptr;
    QMenu *edit = nullptr;
    QMenu *view = nullptr;
    QMenu *webhooks = nullptr;
};

// What the window asks of each of its panes, so that the window holds a list of panes and no
// switch over them: a new pane brings its own actions, menus entries and shortcuts, and says
// how it refreshes, searches, exports and keeps its layout.
class WindowPane
{
public:
    virtual ~WindowPane() = default;

    // Puts the pane's own actions (with their shortcuts) into the window's menus, once. `raise`
    // brings the pane forward: an action chosen while another pane shows calls it first.
    virtual void addWindowActions(const WindowMenus &menus, const std::function<void()> &raise)
    {
        Q_UNUSED(menus)
        Q_UNUSED(raise)
    }
    // The pane is the one shown, or no longer: its actions that act on what it shows follow.
    virtual void setPaneCurrent(bool current) { Q_UNUSED(current) }

    // View ▸ Refresh (F5).
    virtual void refreshPane() = 0;
    // Edit ▸ Find (Ctrl+F): false when the pane has no search of its own (the window then
    // searches the transactions).
    virtual bool focusPaneSearch() { return false; }
    // File ▸ Export… (Ctrl+E): whether the pane has something to export, with or without a
    // connection, and the export (asking where).
    virtual bool canExportPane(bool connected) const
    {
        Q_UNUSED(connected)
        return false;
    }
    virtual void exportPane() {}

    // Column widths, splitters and the like, kept in the user's settings by the window.
    virtual QByteArray savePaneState() const = 0;
    virtual void restorePaneState(const QByteArray &state) = 0;
};

} // namespace paydesk::ui
