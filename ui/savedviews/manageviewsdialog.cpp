#include "manageviewsdialog.h"

#include "savedviewsidebar.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

enum Column { NameColumn, PaneColumn, KeyColumn };
constexpr int MaxListWidth = 760; // beside the buttons, inside 1024 pixels

} // namespace

ManageViewsDialog::ManageViewsDialog(SavedViewSidebar &views, QWidget *parent)
    : QDialog(parent)
    , m_views(views)
{
    setObjectName(u"manageViewsDialog"_s);
    setWindowTitle(tr("Saved views"));

    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"savedViewsList"_s);
    m_list->setAccessibleName(tr("Saved views"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels({tr("Name"), tr("Pane"), tr("Key")});
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(PaneColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(KeyColumn, QHeaderView::ResizeToContents);
    m_empty = new QLabel(tr("This profile has no saved views. Set a pane's filters, then choose "
                            "View ▸ Saved views ▸ Save view…, or import a file of views."),
                         this);
    m_empty->setObjectName(u"noViewsLabel"_s);
    m_empty->setWordWrap(true);

    const auto button = [this](const QString &text, const QString &name) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setAutoDefault(false);
        return b;
    };
    m_open = button(tr("&Open"), u"openViewButton"_s);
    m_rename = button(tr("&Rename…"), u"renameViewButton"_s);
    m_up = button(tr("Move &up"), u"moveViewUpButton"_s);
    m_down = button(tr("Move &down"), u"moveViewDownButton"_s);
    m_delete = button(tr("&Delete…"), u"deleteViewButton"_s);
    m_export = button(tr("&Export…"), u"exportViewsButton"_s);
    m_import = button(tr("&Import…"), u"importViewsButton"_s);
    m_export->setToolTip(tr("Write every view of this profile to a JSON file, to share"));
    m_import->setToolTip(tr("Add the views of a JSON file; a view of the same name is replaced"));
    m_up->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    m_down->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));

    connect(m_open, &QPushButton::clicked, this, [this] { m_views.openView(selectedView()); });
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this] { m_views.openView(selectedView()); });
    connect(m_rename, &QPushButton::clicked, this,
            [this] { m_views.askToRename(selectedView(), this); });
    connect(m_up, &QPushButton::clicked, this, [this] {
        const int i = selectedView();
        if (m_views.moveView(i, -1))
            selectView(i - 1);
    });
    connect(m_down, &QPushButton::clicked, this, [this] {
        const int i = selectedView();
        if (m_views.moveView(i, 1))
            selectView(i + 1);
    });
    connect(m_delete, &QPushButton::clicked, this,
            [this] { m_views.askToRemove(selectedView(), this); });
    connect(m_export, &QPushButton::clicked, this, [this] { m_views.askToExport(this); });
    connect(m_import, &QPushButton::clicked, this, [this] { m_views.askToImport(this); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &ManageViewsDialog::updateButtons);
    connect(&m_views, &SavedViewSidebar::viewsChanged, this, &ManageViewsDialog::fill);

    auto *side = new QVBoxLayout;
    for (QPushButton *b : {m_open, m_rename, m_up, m_down, m_delete})
        side->addWidget(b);
    side->addStretch(1);
    side->addWidget(m_export);
    side->addWidget(m_import);
    auto *row = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addWidget(m_empty);
    row->addLayout(left, 1);
    row->addLayout(side);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);
    fill();
    selectView(0);
    resize(std::max(sizeHint().width(), fontMetrics().averageCharWidth() * 80),
           std::max(sizeHint().height(), fontMetrics().height() * 22));
}

int ManageViewsDialog::selectedView() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

void ManageViewsDialog::selectView(int index)
{
    if (QTreeWidgetItem *item = m_list->topLevelItem(index))
        m_list->setCurrentItem(item);
    updateButtons();
}

void ManageViewsDialog::fill()
{
    const int selected = selectedView();
    m_list->clear();
    const QList<models::SavedView> views = m_views.views();
    for (int i = 0; i < views.size(); ++i) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(NameColumn, views.at(i).displayName());
        item->setToolTip(NameColumn, views.at(i).displayName());
        item->setText(PaneColumn, models::viewPaneTitle(views.at(i).pane));
        if (i < 9)
            item->setText(
                KeyColumn,
                QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)).toString(QKeySequence::NativeText));
    }
    m_empty->setVisible(views.isEmpty());
    // Every name, pane and key whole: as wide as they need, up to what a laptop has room for.
    const int padding =
        2 * (m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 1) + 4;
    int width = 2 * m_list->frameWidth() + m_list->verticalScrollBar()->sizeHint().width();
    for (int column : {NameColumn, PaneColumn, KeyColumn}) {
        int widest = m_list->header()->sectionSizeHint(column);
        for (int i = 0; i < m_list->topLevelItemCount(); ++i)
            widest = std::max(widest, m_list->fontMetrics().horizontalAdvance(
                                          m_list->topLevelItem(i)->text(column)) +
                                          padding);
        width += widest;
    }
    m_list->setMinimumWidth(std::min(width, MaxListWidth));
    selectView(std::min(selected, int(views.size()) - 1));
}

void ManageViewsDialog::updateButtons()
{
    const int i = selectedView();
    const QList<models::SavedView> views = m_views.views();
    const bool any = i >= 0 && i < views.size();
    for (QPushButton *b : {m_open, m_rename, m_delete})
        b->setEnabled(any);
    m_up->setEnabled(any && i > 0 && views.at(i - 1).pane == views.at(i).pane);
    m_down->setEnabled(any && i + 1 < views.size() && views.at(i + 1).pane == views.at(i).pane);
    m_export->setEnabled(!views.isEmpty());
}

} // namespace paydesk::ui
