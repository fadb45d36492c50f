#pragma once

#include <QLayout>
#include <QList>

class QBoxLayout;

namespace paydesk::ui {

// Lays its widgets out in a row and wraps them onto the next line when the row is too narrow,
// so a filter bar never makes the window wider than the screen. On each line, the items that
// expand horizontally (a search field) share what is left of the line.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    // Moves every widget of `row` (a layout inside `parent`) into a new FlowLayout that takes
    // its place; spacers are dropped, a stretch factor makes its widget expand. For forms that
    // come from Designer, which knows only box layouts.
    static FlowLayout *replace(QBoxLayout *parent, QBoxLayout *row);

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int doLayout(const QRect &rect, bool apply) const;
    int horizontalGap() const;
    int verticalGap() const;

    QList<QLayoutItem *> m_items;
};

} // namespace paydesk::ui
