#include "savedviewsidebar.h"

#include "mainwindow.h"
#include "manageviewsdialog.h"
#include "profiles/profilestore.h"
#include "session/session.h"
#include "viewfilters.h"
#include "viewnamedialog.h"
#include "widgets/messagebar.h"
#include "widgets/savefiledialog.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTextLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

constexpr int MaxShortcuts = 9;

// Draws a saved view's item indented under its pane (SidebarIndentRole), its name wrapped onto
// as many as three lines of the sidebar's width, the rest elided (the whole in its tooltip).
class SidebarDelegate : public QStyledItemDelegate
{
public:
    static constexpr int MaxLines = 3;
    static constexpr int MinimumHeight = 26;

    using QStyledItemDelegate::QStyledItemDelegate;

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(SidebarIndentRole).toInt() > 0)
            option->decorationSize = QSize(SidebarViewIconSize, SidebarViewIconSize);
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem indented(option);
        if (const int indent = index.data(SidebarIndentRole).toInt(); indent > 0) {
            indented.rect.setLeft(indented.rect.left() + indent);
            indented.features |= QStyleOptionViewItem::WrapText;
        }
        QStyledItemDelegate::paint(painter, indented, index);
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QSize base = QStyledItemDelegate::sizeHint(option, index);
        const int indent = index.data(SidebarIndentRole).toInt();
        if (indent <= 0)
            return base;
        QStyleOptionViewItem opt(option);
        initStyleOption(&opt, index);
        const auto *view = qobject_cast<const QAbstractItemView *>(option.widget);
        const QStyle *style = view ? view->style() : QApplication::style();
        // Less than the style's text room, never more, so a name never needs a line more.
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
        const int width = (view ? view->viewport()->width() : base.width() + indent) - indent -
                          opt.decorationSize.width() - 6 * margin - 4;
        QTextLayout layout(opt.text, opt.font);
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(wrap);
        int lines = 0;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(1, width));
            ++lines;
        }
        layout.endLayout();
        lines = std::clamp(lines, 1, MaxLines);
        // No wider than the sidebar, so the list never scrolls sideways and the style wraps
        // the name where this counted the lines.
        return {view ? std::min(base.width() + indent, view->viewport()->width())
                     : base.width() + indent,
                std::max(MinimumHeight, lines * opt.fontMetrics.lineSpacing() + 8)};
    }
};

// A name as a menu shows it: an ampersand is no mnemonic.
QString menuText(const QString &name)
{
    return QString(name).replace(u'&', u"&&"_s);
}

} // namespace

SavedViewSidebar::SavedViewSidebar(MainWindow &window, QListWidget *sidebar,
                                   session::Session &session)
    : QObject(&window)
    , m_window(window)
    , m_sidebar(sidebar)
    , m_store(session.profileStore().fileName())
{
    m_sidebar->setItemDelegate(new SidebarDelegate(m_sidebar));
    // Views' names wrap to the sidebar's width, which follows the panes' names (MainWindow):
    // a long name never widens the window.
    m_sidebar->setResizeMode(QListView::Adjust);
    m_sidebar->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_sidebar, &QWidget::customContextMenuRequested, this,
            &SavedViewSidebar::showContextMenu);
    connect(m_sidebar, &QListWidget::currentItemChanged, this,
            [this](QListWidgetItem *item) { onItemChosen(item); });
    // A view chosen again after its filters were changed: its filters again.
    connect(m_sidebar, &QListWidget::itemClicked, this, &SavedViewSidebar::onItemChosen);
    connect(m_sidebar, &QListWidget::itemActivated, this, &SavedViewSidebar::onItemChosen);
    connect(m_sidebar, &QListWidget::currentRowChanged, this, &SavedViewSidebar::updateActions);

    m_menu = new QMenu(tr("Saved &views"), &window);
    m_menu->setObjectName(u"savedViewsMenu"_s);
    m_save = new QAction(tr("&Save view…"), this);
    m_save->setObjectName(u"saveViewAction"_s);
    m_save->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_save, &QAction::triggered, this, [this] { askToSaveView(); });
    m_manage = new QAction(tr("&Manage views…"), this);
    m_manage->setObjectName(u"manageViewsAction"_s);
    connect(m_manage, &QAction::triggered, this, &SavedViewSidebar::manageViews);
    m_export = new QAction(tr("&Export views…"), this);
    connect(m_export, &QAction::triggered, this, [this] { askToExport(); });
    m_import = new QAction(tr("&Import views…"), this);
    connect(m_import, &QAction::triggered, this, [this] { askToImport(); });
    // On the window too, so their keys work before the menu was ever opened.
    window.addAction(m_save);

    connect(&session, &session::Session::clientChanged, this,
            [this](api::ApiClient *, const profiles::Profile &profile) { follow(profile.id); });
    follow(session.profile().id);
}

SavedViewSidebar::~SavedViewSidebar() = default;

void SavedViewSidebar::follow(const QString &profileId)
{
    if (profileId == m_profileId && !profileId.isEmpty())
        return;
    m_profileId = profileId;
    m_list = m_store.load(profileId);
    rebuild(false); // another profile's view of the same name has other filters
}

bool SavedViewSidebar::commit(const models::SavedViewList &list, QString *error,
                              const Renamed &renamed)
{
    if (!m_store.save(m_profileId, list)) {
        if (error)
            *error = tr("The views could not be written to the settings file.");
        return false;
    }
    m_list = list;
    rebuild(true, renamed);
    return true;
}

QListWidgetItem *SavedViewSidebar::itemOfView(int index) const
{
    for (int row = 0; row < m_sidebar->count(); ++row) {
        QListWidgetItem *item = m_sidebar->item(row);
        if (item->data(SidebarViewRole).isValid() && item->data(SidebarViewRole).toInt() == index)
            return item;
    }
    return nullptr;
}

int SavedViewSidebar::currentView() const
{
    const QListWidgetItem *item = m_sidebar->currentItem();
    return item && item->data(SidebarViewRole).isValid() ? item->data(SidebarViewRole).toInt() : -1;
}

QString SavedViewSidebar::shortcutText(int index) const
{
    return index < MaxShortcuts ? QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + index))
                                      .toString(QKeySequence::NativeText)
                                : QString();
}

void SavedViewSidebar::rebuild(bool keepView, const Renamed &renamed)
{
    // What is shown stays: the same view (by name, the new one if it was renamed) or its pane.
    QString wasName = keepView && currentView() >= 0 ? m_sidebar->currentItem()->text() : QString();
    if (!wasName.isEmpty() && wasName == renamed.first)
        wasName = renamed.second;
    const std::optional<MainWindow::Pane> pane = m_window.currentPane();
    QListWidgetItem *keep = nullptr;
    {
        const QSignalBlocker block(m_sidebar);
        for (int row = m_sidebar->count() - 1; row >= 0; --row) {
            if (m_sidebar->item(row)->data(SidebarViewRole).isValid())
                delete m_sidebar->takeItem(row);
        }
        const int indent = m_sidebar->iconSize().width() - SidebarViewIconSize + 4;
        const QIcon icon = m_sidebar->style()->standardIcon(QStyle::SP_ArrowRight);
        for (int row = 0; row < m_sidebar->count(); ++row) {
            QListWidgetItem *paneItem = m_sidebar->item(row);
            if (paneItem->data(SidebarViewRole).isValid())
                continue;
            const auto viewPane =
                viewPaneOf(MainWindow::Pane(paneItem->data(SidebarPaneRole).toInt()));
            if (pane && !keep && int(*pane) == paneItem->data(SidebarPaneRole).toInt())
                keep = paneItem;
            for (int i = 0; viewPane && i < m_list.size(); ++i) {
                const models::SavedView &view = m_list.at(i);
                if (view.pane != *viewPane)
                    continue;
                auto *item = new QListWidgetItem(icon, view.displayName());
                item->setData(SidebarPaneRole, paneItem->data(SidebarPaneRole));
                item->setData(SidebarViewRole, i);
                item->setData(SidebarIndentRole, indent);
                const QString key = shortcutText(i);
                const QString what =
                    key.isEmpty()
                        ? tr("Saved view of %1").arg(models::viewPaneTitle(view.pane))
                        : tr("Saved view of %1 (%2)").arg(models::viewPaneTitle(view.pane), key);
                // The whole name, however the sidebar cuts it.
                item->setToolTip(view.displayName() + u'\n' + what);
                // Told apart from the panes by screen readers (and tests/ui/a11y_names.py).
                item->setData(Qt::AccessibleDescriptionRole, what);
                m_sidebar->insertItem(++row, item);
                if (!wasName.isEmpty() && view.displayName() == wasName &&
                    paneItem->data(SidebarPaneRole) == int(pane.value_or(MainWindow::Pane(-1))))
                    keep = item;
            }
        }
    }
    if (keep && m_sidebar->currentItem() != keep) {
        m_opening = true; // the view's filters are on screen already
        m_sidebar->setCurrentItem(keep);
        m_opening = false;
    }
    rebuildMenu();
    updateActions();
    Q_EMIT viewsChanged();
}

void SavedViewSidebar::rebuildMenu()
{
    qDeleteAll(m_viewActions);
    m_viewActions.clear();
    m_menu->clear();
    for (int i = 0; i < m_list.size(); ++i) {
        const models::SavedView &view = m_list.at(i);
        auto *a = new QAction(
            tr("%1 (%2)").arg(menuText(view.displayName()), models::viewPaneTitle(view.pane)),
            this);
        a->setObjectName(u"openView%1"_s.arg(i + 1));
        if (i < MaxShortcuts)
            // Alt, not Ctrl+Alt: on Windows, AltGr is Ctrl+Alt, and AltGr with a digit types
            // { [ ] } @ on German and French keyboards.
            a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        connect(a, &QAction::triggered, this, [this, i] { openView(i); });
        m_menu->addAction(a);
        m_window.addAction(a);
        m_viewActions << a;
    }
    if (m_list.isEmpty())
        m_menu->addAction(tr("No saved views"))->setEnabled(false);
    m_menu->addSeparator();
    m_menu->addActions({m_save, m_manage});
    m_menu->addSeparator();
    m_menu->addActions({m_export, m_import});
}

void SavedViewSidebar::updateActions()
{
    const bool profile = !m_profileId.isEmpty();
    m_save->setEnabled(savablePane().has_value());
    m_manage->setEnabled(profile);
    m_export->setEnabled(profile && !m_list.isEmpty());
    m_import->setEnabled(profile);
}

std::optional<models::ViewPane> SavedViewSidebar::savablePane() const
{
    const auto pane = m_window.currentPane();
    if (m_profileId.isEmpty() || !pane)
        return std::nullopt;
    return viewPaneOf(*pane);
}

void SavedViewSidebar::onItemChosen(QListWidgetItem *item)
{
    if (m_opening || !item || !item->data(SidebarViewRole).isValid())
        return;
    const int index = item->data(SidebarViewRole).toInt();
    if (index >= 0 && index < m_list.size())
        applyViewFilter(m_window, m_list.at(index));
}

bool SavedViewSidebar::openView(int index)
{
    if (index < 0 || index >= m_list.size())
        return false;
    if (!applyViewFilter(m_window, m_list.at(index)))
        return false;
    if (QListWidgetItem *item = itemOfView(index)) {
        m_opening = true;
        m_sidebar->setCurrentItem(item);
        m_opening = false;
    } else {
        m_window.showPane(windowPaneOf(m_list.at(index).pane));
    }
    return true;
}

bool SavedViewSidebar::openView(const QString &name)
{
    return openView(m_list.find(name));
}

bool SavedViewSidebar::saveView(models::ViewPane pane, const QString &name, QString *error)
{
    if (m_profileId.isEmpty()) {
        if (error)
            *error = tr("Open a profile first: views are kept per profile.");
        return false;
    }
    models::SavedViewList list = m_list;
    const int same = list.indexOf(name);
    // Saving over a view is replacing it: only the name's form is checked then.
    if (const QString problem = list.nameProblem(name, same); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    models::SavedView view;
    view.name = name.trimmed();
    view.pane = pane;
    view.filter = captureViewFilter(m_window, pane);
    const int at = list.save(view);
    if (!commit(list, error))
        return false;
    if (QListWidgetItem *item = itemOfView(at)) {
        m_opening = true;
        m_sidebar->setCurrentItem(item);
        m_opening = false;
    }
    return true;
}

bool SavedViewSidebar::renameView(int index, const QString &name, QString *error)
{
    models::SavedViewList list = m_list;
    if (index < 0 || index >= list.size())
        return false;
    if (const QString problem = list.nameProblem(name, index); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    const QString before = list.at(index).displayName();
    list.rename(index, name);
    return commit(list, error, {before, list.at(index).displayName()});
}

bool SavedViewSidebar::moveView(int index, int delta)
{
    models::SavedViewList list = m_list;
    return list.move(index, delta) && commit(list, nullptr);
}

void SavedViewSidebar::removeView(int index)
{
    models::SavedViewList list = m_list;
    list.remove(index);
    commit(list, nullptr);
}

bool SavedViewSidebar::exportViews(const QString &path, QString *error) const
{
    return models::writeSavedViewsFile(path, m_list.views(), error);
}

std::optional<models::SavedViewList::Merged> SavedViewSidebar::importViews(const QString &path,
                                                                           QString *error)
{
    if (m_profileId.isEmpty()) {
        if (error)
            *error = tr("Open a profile first: views are kept per profile.");
        return std::nullopt;
    }
    const auto views = models::readSavedViewsFile(path, error);
    if (!views)
        return std::nullopt;
    models::SavedViewList list = m_list;
    const models::SavedViewList::Merged merged = list.merge(*views);
    if (!commit(list, error))
        return std::nullopt;
    return merged;
}

void SavedViewSidebar::askToSaveView(QWidget *parent)
{
    const auto pane = savablePane();
    if (!pane)
        return;
    ViewNameDialog dialog(ViewNameDialog::Mode::Save, m_list, *pane, -1,
                          parent ? parent : &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (saveView(*pane, dialog.name(), &error))
        m_window.messageBar()->showMessage(
            tr("Saved the view \"%1\" under %2.").arg(dialog.name(), models::viewPaneTitle(*pane)));
    else
        m_window.messageBar()->showMessage(error, Tone::Negative);
}

void SavedViewSidebar::askToRename(int index, QWidget *parent)
{
    if (index < 0 || index >= m_list.size())
        return;
    ViewNameDialog dialog(ViewNameDialog::Mode::Rename, m_list, m_list.at(index).pane, index,
                          parent ? parent : &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!renameView(index, dialog.name(), &error))
        m_window.messageBar()->showMessage(error, Tone::Negative);
}

void SavedViewSidebar::askToRemove(int index, QWidget *parent)
{
    if (index < 0 || index >= m_list.size())
        return;
    QMessageBox box(QMessageBox::Question, tr("Delete view"),
                    tr("Delete the view \"%1\"?").arg(m_list.at(index).displayName()),
                    QMessageBox::Cancel, parent ? parent : &m_window);
    box.setInformativeText(tr("Its filters are not kept anywhere else, unless you exported it."));
    QPushButton *remove = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == remove)
        removeView(index);
}

void SavedViewSidebar::askToExport(QWidget *parent)
{
    const QString path = getSaveFileName(parent ? parent : &m_window, tr("Export views"),
                                         tr("saved-views.json"), tr("Saved views (*.json)"));
    if (!path.isEmpty())
        exportFile(path);
}

bool SavedViewSidebar::exportFile(const QString &path)
{
    QString error;
    if (!exportViews(path, &error)) {
        m_window.messageBar()->showMessage(error, Tone::Negative);
        return false;
    }
    m_window.messageBar()->showFileMessage(
        tr("Exported %n view(s) to %1.", nullptr, m_list.size()).arg(QFileInfo(path).fileName()),
        path);
    return true;
}

void SavedViewSidebar::askToImport(QWidget *parent)
{
    const QString path =
        QFileDialog::getOpenFileName(parent ? parent : &m_window, tr("Import views"), QString(),
                                     tr("Saved views (*.json);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

bool SavedViewSidebar::importFile(const QString &path)
{
    QString error;
    const auto merged = importViews(path, &error);
    if (!merged) {
        m_window.messageBar()->showMessage(error, Tone::Negative);
        return false;
    }
    m_window.messageBar()->showMessage(tr("Imported %1: %2 new, %3 replaced.")
                                           .arg(QFileInfo(path).fileName())
                                           .arg(merged->added)
                                           .arg(merged->replaced));
    return true;
}

void SavedViewSidebar::manageViews()
{
    if (!m_manageDialog) {
        auto *dialog = new ManageViewsDialog(*this, &m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_manageDialog = dialog;
    }
    m_manageDialog->show();
    m_manageDialog->raise();
    m_manageDialog->activateWindow();
}

void SavedViewSidebar::showContextMenu(const QPoint &pos)
{
    QListWidgetItem *item = m_sidebar->itemAt(pos);
    if (!item)
        return;
    QMenu menu(m_sidebar);
    if (item->data(SidebarViewRole).isValid()) {
        const int index = item->data(SidebarViewRole).toInt();
        menu.addAction(tr("&Open"), this, [this, index] { openView(index); });
        menu.addAction(tr("&Rename…"), this, [this, index] { askToRename(index); });
        menu.addAction(tr("Move &up"), this, [this, index] { moveView(index, -1); })
            ->setEnabled(index > 0 && m_list.at(index - 1).pane == m_list.at(index).pane);
        menu.addAction(tr("Move &down"), this, [this, index] { moveView(index, 1); })
            ->setEnabled(index + 1 < m_list.size() &&
                         m_list.at(index + 1).pane == m_list.at(index).pane);
        menu.addAction(tr("&Delete…"), this, [this, index] { askToRemove(index); });
    } else if (viewPaneOf(MainWindow::Pane(item->data(SidebarPaneRole).toInt())) &&
               !m_profileId.isEmpty()) {
        const auto pane = MainWindow::Pane(item->data(SidebarPaneRole).toInt());
        menu.addAction(tr("&Save view…"), this, [this, pane] {
            m_window.showPane(pane);
            askToSaveView();
        });
    }
    if (!menu.isEmpty())
        menu.addSeparator();
    menu.addActions({m_manage, m_export, m_import});
    menu.exec(m_sidebar->viewport()->mapToGlobal(pos));
}

} // namespace paydesk::ui
