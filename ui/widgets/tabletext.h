#pragma once

#include <QAbstractItemView>
#include <QFont>

namespace paydesk::ui {

// For the data tables (ids, amounts, dates, codes): they need no kerning or ligatures. The style
// shapes every cell's text on every paint; PreferNoShaping skips that where a script does not
// need it (Latin, digits; complex scripts are still shaped), which takes about a third off a
// table's paint (tests/bench/bench_ui). Only the strategy is set: family and size still follow
// the application's font.
inline void preferUnshapedText(QAbstractItemView *view)
{
    QFont font = view->font();
    font.setStyleStrategy(QFont::PreferNoShaping);
    view->setFont(font);
}

} // namespace paydesk::ui
