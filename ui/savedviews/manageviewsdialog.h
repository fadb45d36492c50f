#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace paydesk::ui {

class SavedViewSidebar;

// View ▸ Saved views ▸ Manage views…: the profile's views in the sidebar's order with their
// pane and key; open, rename, move up and down (within the pane), delete, export and import.
// Every change goes through `views` at once (and so into the settings and the sidebar); the
// list follows what changes elsewhere.
class ManageViewsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ManageViewsDialog(SavedViewSidebar &views, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    // The view selected, or -1.
    int selectedView() const;
    void selectView(int index);

private:
    void fill();
    void updateButtons();

    SavedViewSidebar &m_views;
    QTreeWidget *m_list = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_rename = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_import = nullptr;
};

} // namespace paydesk::ui
