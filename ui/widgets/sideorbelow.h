#pragma once

#include <QObject>
#include <QSize>

#include <functional>

QT_BEGIN_NAMESPACE
class QSplitter;
QT_END_NAMESPACE

namespace paydesk::ui {

// Puts the second widget of a two-widget splitter (a chart) beside the first (a table) when
// there is room for the first's natural width and the second's minimum, else below it, so a
// narrow window gives the table its width. Decides again when the splitter changes size and
// when update() is called (the table's columns changed); the sizes are set only when the
// placement changes (or update() finds the first cut beside the second while there is room),
// so a handle the person dragged stays where it is.
class SideOrBelow : public QObject
{
    Q_OBJECT
public:
    // `firstSize` is the size the first widget needs to show everything; `secondSize` the
    // least the second needs: its width beside the first, its height below it.
    SideOrBelow(QSplitter *splitter, std::function<QSize()> firstSize,
                std::function<QSize()> secondSize);

    void update();
    // Lays the widgets out afresh (after the second was shown again).
    void reset();
    bool isBeside() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void decide(bool contentChanged);
    void place(bool beside);

    QSplitter *m_splitter;
    std::function<QSize()> m_firstSize;
    std::function<QSize()> m_secondSize;
    bool m_placed = false;
};

} // namespace paydesk::ui
