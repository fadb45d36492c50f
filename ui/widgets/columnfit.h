#pragma once

#include <QHash>
#include <QList>
#include <QObject>

QT_BEGIN_NAMESPACE
class QHeaderView;
QT_END_NAMESPACE

namespace paydesk::ui {

// Keeps the columns a person reads first (a status, an amount, a verdict) whole and in view
// when a table is narrower than its columns: the columns that may give way (ids, references,
// event types), if they come before, shrink in the order given, down to their minimum, and
// grow back to the width they had (the pane's, or the person's) once there is room again.
// Columns after the last read-first one are left as they are: they scroll into view. It acts
// when the table's viewport changes size and when fit() is called (a restored state), never
// against a column the person is resizing.
class ColumnFit : public QObject
{
    Q_OBJECT
public:
    struct Yielding
    {
        int column;
        int minimumWidth;
    };

    ColumnFit(QHeaderView *header, const QList<int> &readFirst, const QList<Yielding> &yielding);

    void fit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QHeaderView *m_header;
    QList<int> m_readFirst;
    QList<Yielding> m_yielding;
    QHash<int, int> m_widthBefore; // of each column that gave way, by column
    bool m_fitting = false;
};

} // namespace paydesk::ui
