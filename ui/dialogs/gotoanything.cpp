#include "gotoanything.h"

#include "core/modelroles.h"

#include <QAction>
#include <QCoreApplication>
#include <QFrame>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

using RowType = models::GotoModel::RowType;

// Headings in bold, notes (searching, could not search, nothing found) in italics.
class GotoDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const auto type = RowType(index.data(models::GotoRowTypeRole).toInt());
        if (type == RowType::Heading)
            option->font.setBold(true);
        else if (type == RowType::Note)
            option->font.setItalic(true);
    }
};

constexpr int PageStep = 5;

} // namespace

GotoAnythingPopup::GotoAnythingPopup(models::GotoModel *model, QWidget *parent)
    // A window of its own, not a Qt::Popup: a screen reader finds no popup among the
    // application's windows. It closes when another window becomes the active one instead.
    : QDialog(parent, Qt::Dialog | Qt::FramelessWindowHint)
    , m_model(model)
{
    setObjectName(u"gotoAnything"_s);
    setWindowTitle(tr("Go to anything"));
    setAccessibleName(tr("Go to anything"));

    auto *frame = new QFrame(this);
    frame->setObjectName(u"gotoFrame"_s);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setFrameShadow(QFrame::Raised);

    m_edit = new QLineEdit(frame);
    m_edit->setObjectName(u"gotoEdit"_s);
    m_edit->setPlaceholderText(tr("A transaction, refund, payment link, account or pane"));
    m_edit->setAccessibleName(tr("Go to"));
    m_edit->setAccessibleDescription(
        tr("Type an id, a reference or a name; Up and Down choose, Enter goes there, Escape "
           "closes."));
    m_edit->setClearButtonEnabled(true);
    m_edit->installEventFilter(this);
    connect(m_edit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_chosen.reset();
        m_goWhenFound = false;
        m_model->setText(text);
    });

    m_view = new QTreeView(frame);
    m_view->setObjectName(u"gotoResults"_s);
    m_view->setAccessibleName(tr("Results"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new GotoDelegate(m_view));
    m_view->setHeaderHidden(true);
    m_view->setRootIsDecorated(false);
    m_view->setItemsExpandable(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTextElideMode(Qt::ElideMiddle); // a long reference keeps its start and end
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(models::GotoModel::Primary, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(models::GotoModel::Secondary,
                                           QHeaderView::ResizeToContents);
    m_view->installEventFilter(this);
    connect(m_view, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (m_model->itemAt(index.row())) {
            choose(index.row(), true);
            go();
        }
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &GotoAnythingPopup::afterReset);

    m_hint = new QLabel(tr("↑ ↓ choose · Enter go there · Esc close"), frame);
    m_hint->setObjectName(u"gotoHint"_s);
    m_hint->setWordWrap(true);

    auto *inner = new QVBoxLayout(frame);
    inner->setContentsMargins(8, 8, 8, 8);
    inner->addWidget(m_edit);
    inner->addWidget(m_view, 1);
    inner->addWidget(m_hint);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(frame);
    setFocusProxy(m_edit);
    setTabOrder(m_edit, m_view);
}

void GotoAnythingPopup::popUp()
{
    m_chosen.reset();
    m_goWhenFound = false;
    {
        const QSignalBlocker blocker(m_edit);
        m_edit->clear();
    }
    m_model->reset();
    place();
    show();
    activateWindow();
    m_edit->setFocus(Qt::PopupFocusReason);
}

void GotoAnythingPopup::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    // A click on the window behind, or another window: gone, as a popup would be.
    // (Not while hiding: that makes it inactive too.)
    if (event->type() == QEvent::ActivationChange && isVisible() && !isHidden() &&
        !isActiveWindow()) {
        m_leftForAnother = true;
        reject();
    }
}

void GotoAnythingPopup::hideEvent(QHideEvent *event)
{
    QDialog::hideEvent(event);
    m_goWhenFound = false; // an answer after Escape goes nowhere
    // Closed from the keyboard: the window is active again, where the person was (or where
    // the item chosen put the focus).
    // After the platform has handled the hiding, which may make no window the active one.
    if (!std::exchange(m_leftForAnother, false) && parentWidget()) {
        QWidget *window = parentWidget()->window();
        QTimer::singleShot(0, window, [window] { window->activateWindow(); });
    }
}

void GotoAnythingPopup::place()
{
    // Over the top of the window, as wide as there is room for, inside the screen.
    const QWidget *window = parentWidget() ? parentWidget()->window() : nullptr;
    QRect area = screen()->availableGeometry();
    if (window)
        area = area.intersected(window->frameGeometry());
    const int width = std::min(std::clamp(area.width() * 6 / 10, 560, 760), area.width() - 32);
    const int height = std::min(460, area.height() - 64);
    const int top = area.top() + std::min(area.height() / 8, 96);
    setGeometry(area.left() + (area.width() - width) / 2, std::max(area.top(), top), width, height);
}

int GotoAnythingPopup::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() && m_model->itemAt(current.row()) ? current.row() : -1;
}

bool GotoAnythingPopup::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress || (watched != m_edit && watched != m_view))
        return QDialog::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (handleKey(key))
        return true;
    // Typing in the list goes on in the field.
    if (watched == m_view && !key->text().isEmpty() && key->text().at(0).isPrint() &&
        !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        m_edit->setFocus(Qt::OtherFocusReason);
        QCoreApplication::sendEvent(m_edit, event);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

bool GotoAnythingPopup::handleKey(QKeyEvent *key)
{
    switch (key->key()) {
    case Qt::Key_Down:
        move(1);
        return true;
    case Qt::Key_Up:
        move(-1);
        return true;
    case Qt::Key_PageDown:
        move(PageStep);
        return true;
    case Qt::Key_PageUp:
        move(-PageStep);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        go();
        return true;
    default:
        return false;
    }
}

void GotoAnythingPopup::move(int step)
{
    const int direction = step > 0 ? 1 : -1;
    int row = currentRow();
    if (row < 0) {
        choose(m_model->nextItemRow(-1, 1), true);
        return;
    }
    for (int n = 0; n < std::abs(step); ++n) {
        const int next = m_model->nextItemRow(row, direction);
        if (next < 0)
            break;
        row = next;
    }
    choose(row, true);
}

void GotoAnythingPopup::choose(int row, bool byUser)
{
    const models::GotoItem *item = m_model->itemAt(row);
    if (!item) {
        m_view->setCurrentIndex({});
        return;
    }
    if (byUser)
        m_chosen = std::make_pair(item->kind, item->id);
    // The group's heading in view with its first item.
    if (row > 0 && m_model->rowType(row - 1) == RowType::Heading)
        m_view->scrollTo(m_model->index(row - 1, 0));
    const QModelIndex index = m_model->index(row, 0);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

void GotoAnythingPopup::go()
{
    const int row = currentRow();
    if (row < 0) {
        // The service's answer is on its way: it decides.
        m_goWhenFound = m_model->isSearching();
        return;
    }
    accept();
    m_model->activate(row);
}

void GotoAnythingPopup::afterReset()
{
    for (int r = 0; r < m_model->rowCount(); ++r) {
        if (m_model->rowType(r) != RowType::Item)
            m_view->setFirstColumnSpanned(r, {}, true);
    }
    int row = m_chosen ? m_model->rowOfItem(m_chosen->first, m_chosen->second) : -1;
    if (row < 0)
        row = m_model->nextItemRow(-1, 1);
    choose(row, false);
    if (m_goWhenFound && !m_model->isSearching()) {
        m_goWhenFound = false;
        if (row >= 0)
            go();
    }
}

GotoAnything::GotoAnything(QWidget *window)
    : QObject(window)
    , m_model(new models::GotoModel(this))
    , m_popup(new GotoAnythingPopup(m_model, window))
    , m_action(new QAction(tr("&Go to anything…"), this))
{
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_action->setToolTip(tr("Find a transaction, refund, payment link, account, saved view or "
                            "pane, and go there (Ctrl+K)"));
    // A text field does not claim Ctrl+K (its "delete to the end of the line" on X11 yields
    // to a shortcut), so it opens this from anywhere in the window.
    connect(m_action, &QAction::triggered, this, &GotoAnything::open);
}

GotoAnything::~GotoAnything() = default;

void GotoAnything::addSource(std::unique_ptr<models::GotoSource> source)
{
    m_model->addSource(std::move(source));
}

void GotoAnything::open()
{
    m_popup->popUp();
}

} // namespace paydesk::ui
