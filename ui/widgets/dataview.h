#pragma once

#include <QString>

#include <optional>

namespace paydesk::api {
class ApiError;
}

class QAbstractItemView;
class QLabel;
class QLineEdit;
class QPainter;
class QProgressBar;
class QStyleOptionViewItem;
class QWidget;

// What every pane's data table or tree shares, written once.
namespace paydesk::ui {

// Whole rows selected one at a time, nothing edited in place, alternating rows, one line per
// cell elided at the right. The data (ids, amounts, dates, codes) needs no kerning or
// ligatures, so the view's font prefers unshaped text (complex scripts are still shaped); only
// the strategy is set, family and size follow the application's font.
void setUpDataView(QAbstractItemView *view, const QString &objectName,
                   const QString &accessibleName);

// An indeterminate bar, hidden, that a screen reader names "Loading". With `keepPlace` it keeps
// its room when hidden, so showing it moves nothing (a layout change would repaint the table
// while the answer is on its way).
QProgressBar *newBusyBar(QWidget *parent, bool keepPlace);

// For a delegate that draws a cell's text itself: paints the cell as the style does (selection,
// alternate row, focus) without the text, and returns the text.
QString paintCellWithoutText(QPainter *painter, QStyleOptionViewItem &option);

// A search field at least `atLeast` wide, and wide enough for its placeholder in this
// language whole beside its clear button.
void fitToPlaceholder(QLineEdit *edit, int atLeast = 200);

// A pane's state line: wraps, can be selected and copied, hidden until it has something to say.
QLabel *newStateLabel(QWidget *parent, const QString &objectName);
// Shows `text` on a state line, followed by what to do about `error` when there is one; hides
// the line when there is nothing to say.
void showState(QLabel *label, QString text, const std::optional<api::ApiError> &error);

} // namespace paydesk::ui
