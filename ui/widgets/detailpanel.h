#pragma once

#include <QString>
#include <QStringList>

#include <initializer_list>

class QFormLayout;
class QTreeWidget;
class QLabel;
class QStackedWidget;
class QDateTime;
class QWidget;

// The pieces every detail panel beside a list is made of (a transaction's, a payment link's),
// written once.
namespace paydesk::ui {

// A time in the panel: local, in the locale's short format; empty when invalid.
QString detailTime(const QDateTime &time);
// The panel's pages, filling `panel`: the placeholder (the quiet hint shown while nothing is
// selected, named `placeholderName`) first; the content is added with addScrollingPage().
QStackedWidget *newDetailStack(QWidget *panel, const QString &placeholder,
                               const QString &placeholderName);
// The quiet hint shown while nothing is selected (the palette's disabled text).
QLabel *newDetailPlaceholder(const QString &text);
// The panel's headline: the amount, large and bold.
QLabel *newDetailHeadline(const QString &objectName);
// A section's title above a list ("Refunds", "Tries to pay").
QLabel *newSectionTitle(const QString &text);
// The panel's buttons in a row, left-aligned, wrapping onto a second line in a narrow panel
// (which would otherwise scroll sideways).
QWidget *newButtonRow(std::initializer_list<QWidget *> buttons);
// A section's list (a transaction's refunds, a link's tries to pay): flat rows under
// `headers`, its title the label's buddy.
QTreeWidget *newSectionList(QLabel *title, const QString &objectName, const QString &accessibleName,
                            const QStringList &headers);
// The label: value form; a long value (an ID, a URL) goes under its label in a narrow panel
// instead of making the panel scroll sideways.
QFormLayout *newDetailForm();
// A row of `form`: its label and a selectable, wrapping, plain-text value label.
QLabel *addDetailField(QFormLayout *form, const QString &label, const QString &objectName);
// `content` in a frameless scroll area, as a page of `stack` after its placeholder.
void addScrollingPage(QStackedWidget *stack, QWidget *content);

} // namespace paydesk::ui
