// TableTextDelegate paints what QStyledItemDelegate paints, faster: the same table rendered
// with each (offscreen, Fusion) must give the same pixels, for plain, right-aligned, coloured,
// bold, elided (left and right aligned), centred, selected and focused cells. Cells it hands back
// (an icon, a check box, two lines) are QStyledItemDelegate's by construction and are compared too.
#include "widgets/tabletextdelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QStandardItemModel>
#include <QStyleFactory>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::ui::TableTextDelegate;

class TestTableTextDelegate : public QObject
{
    Q_OBJECT

    static QStandardItemModel *makeModel(QObject *parent)
    {
        auto *model = new QStandardItemModel(6, 4, parent);
        for (int r = 0; r < 6; ++r) {
            model->setItem(
                r, 0, new QStandardItem(u"17 Nov 2026 20:13:%1"_s.arg(r, 2, 10, QLatin1Char('0'))));
            auto *id = new QStandardItem(u"txn_3S5p2fzUjzu0CH8HF8ZJpm3E%1"_s.arg(r));
            model->setItem(r, 1, id);
            auto *amount = new QStandardItem(u"1,234.%1"_s.arg(r * 7, 2, 10, QLatin1Char('0')));
            amount->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            model->setItem(r, 2, amount);
            model->setItem(r, 3, new QStandardItem(u"A description long enough to be elided"_s));
        }
        model->item(1, 3)->setForeground(QColor(0xb0, 0x20, 0x20));
        QFont bold;
        bold.setBold(true);
        model->item(2, 2)->setFont(bold);
        model->item(3, 1)->setBackground(QColor(0xee, 0xee, 0xcc));
        model->item(4, 1)->setText(QString());
        model->item(5, 3)->setText(u"two\nlines"_s);
        model->item(3, 2)->setText(u"123,456,789,012.34"_s); // right-aligned, elided
        model->item(5, 1)->setTextAlignment(Qt::AlignCenter);
        model->item(5, 1)->setText(u"GBP"_s);
        // Characters the font lacks (a fallback font lays them out), and some it has.
        model->item(1, 1)->setText(u"山田太郎 order"_s);
        model->item(2, 0)->setText(u"Zürich, Łódź, Ærø"_s);
        model->item(4, 0)->setCheckable(true);
        model->item(4, 0)->setCheckState(Qt::Checked);
        // Last letters whose ink runs past their advance (K, f, T, Y in DejaVu Sans): the
        // style measures and aligns the ink's end, right-aligned, centred and left-aligned.
        model->item(4, 2)->setText(u"1,234.56 SEK"_s);
        model->item(0, 1)->setTextAlignment(Qt::AlignCenter);
        model->item(0, 1)->setText(u"CZK"_s);
        model->item(5, 0)->setText(u"Tariff"_s);
        model->item(2, 3)->setText(u"PAYDAY"_s);
        return model;
    }

    static QImage render(QAbstractItemDelegate *delegate, bool selectRow, bool unshaped)
    {
        QTableView view;
        view.setStyle(QStyleFactory::create(u"Fusion"_s));
        if (unshaped) { // as the panes' tables (preferUnshapedText)
            QFont font = view.font();
            font.setStyleStrategy(QFont::PreferNoShaping);
            view.setFont(font);
        }
        view.setModel(makeModel(&view));
        if (delegate)
            view.setItemDelegate(delegate);
        view.setAlternatingRowColors(true);
        view.setWordWrap(false);
        view.horizontalHeader()->resizeSection(2, 80);
        view.horizontalHeader()->resizeSection(3, 120);
        view.resize(640, 240);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return {};
        if (selectRow) {
            view.setFocus();
            view.selectRow(2);
            view.setCurrentIndex(view.model()->index(2, 1));
        }
        QApplication::processEvents();
        return view.viewport()->grab().toImage();
    }

private Q_SLOTS:
    void samePixelsAsTheStyledDelegate_data()
    {
        QTest::addColumn<bool>("selectRow");
        QTest::addColumn<bool>("unshaped");
        QTest::newRow("plain") << false << false;
        QTest::newRow("selected and focused") << true << false;
        QTest::newRow("unshaped text") << false << true;
        QTest::newRow("unshaped, selected") << true << true;
    }
    void samePixelsAsTheStyledDelegate()
    {
        QFETCH(bool, selectRow);
        QFETCH(bool, unshaped);
        const QImage styled = render(nullptr, selectRow, unshaped);
        QTableView owner;
        const QImage fast = render(new TableTextDelegate(&owner), selectRow, unshaped);
        QVERIFY(!styled.isNull());
        QCOMPARE(fast.size(), styled.size());
        int differing = 0;
        for (int y = 0; y < styled.height(); ++y) {
            for (int x = 0; x < styled.width(); ++x)
                differing += styled.pixel(x, y) != fast.pixel(x, y);
        }
        QCOMPARE(differing, 0);
    }

    // The header's ResizeToContents sizes columns from sizeHint(): every cell, the ones painted
    // here and the ones handed back, must measure as under QStyledItemDelegate.
    void sameSizesAsTheStyledDelegate_data()
    {
        QTest::addColumn<bool>("unshaped");
        QTest::newRow("shaped") << false;
        QTest::newRow("unshaped") << true;
    }
    void sameSizesAsTheStyledDelegate()
    {
        QFETCH(bool, unshaped);
        QTableView view;
        view.setStyle(QStyleFactory::create(u"Fusion"_s));
        if (unshaped) {
            QFont font = view.font();
            font.setStyleStrategy(QFont::PreferNoShaping);
            view.setFont(font);
        }
        QStandardItemModel *model = makeModel(&view);
        // Trailing and inner spaces, punctuation, currency signs, a bold subtotal.
        model->item(0, 3)->setText(u"Sales  (net) "_s);
        model->item(1, 2)->setText(u"\u20ac 1,234.50"_s);
        QFont bold = view.font();
        bold.setBold(true);
        model->item(0, 2)->setFont(bold);
        model->item(2, 3)->setSizeHint(QSize(77, 33)); // the model's own size comes first
        view.setModel(model);
        QStyledItemDelegate styled;
        struct Fast : TableTextDelegate
        {
            using TableTextDelegate::initStyleOption;
        } fast;
        int paintedHere = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                QStyleOptionViewItem option;
                option.initFrom(&view);
                option.widget = &view;
                option.font = view.font();
                option.fontMetrics = view.fontMetrics();
                option.textElideMode = Qt::ElideRight;
                const QModelIndex index = model->index(r, c);
                QCOMPARE(fast.sizeHint(option, index), styled.sizeHint(option, index));
                QStyleOptionViewItem cell = option;
                fast.initStyleOption(&cell, index);
                paintedHere += TableTextDelegate::paintsItself(cell);
            }
        }
        QCOMPARE_GT(paintedHere, 15); // most cells took the fast path
    }

    // The delegate watches its view for font, screen and style changes (its kept metrics
    // follow): the view's keys stay the view's, and a new font is measured as the style does.
    void watchesItsViewWithoutTakingKeys()
    {
        QTableView view;
        view.setStyle(QStyleFactory::create(u"Fusion"_s));
        view.setModel(makeModel(&view));
        auto *delegate = new TableTextDelegate(&view);
        view.setItemDelegate(delegate);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        view.setCurrentIndex(view.model()->index(0, 0));
        QTest::keyClick(&view, Qt::Key_Tab);
        QCOMPARE(view.currentIndex(), view.model()->index(0, 1));

        const QModelIndex cell = view.model()->index(0, 3);
        const auto measured = [&] {
            QStyleOptionViewItem option;
            option.initFrom(&view);
            option.widget = &view;
            option.font = view.font();
            option.fontMetrics = view.fontMetrics();
            return delegate->sizeHint(option, cell);
        };
        const QSize before = measured();
        QFont bigger = view.font();
        bigger.setPointSizeF(bigger.pointSizeF() * 2);
        view.setFont(bigger);
        const QSize after = measured();
        QVERIFY(after.width() > before.width());
        QStyledItemDelegate styled;
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.widget = &view;
        option.font = view.font();
        option.fontMetrics = view.fontMetrics();
        QCOMPARE(after, styled.sizeHint(option, cell));
    }

    // Which cells it paints itself: plain Latin text under Fusion; not under a style sheet,
    // right to left, or in another script (those are QStyledItemDelegate's, as compared above).
    void paintsPlainCellsUnderFusion()
    {
        QTableView view;
        view.setStyle(QStyleFactory::create(u"Fusion"_s));
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.widget = &view;
        option.text = u"txn_3S5p2fzUjzu0CH8HF8ZJpm3E, 1,234.00 €, Zürich"_s;
        option.direction = Qt::LeftToRight;
        QVERIFY(TableTextDelegate::paintsItself(option));
        QStyleOptionViewItem other = option;
        other.text = u"山田太郎"_s;
        QVERIFY(!TableTextDelegate::paintsItself(other));
        other.text = u"1.00 \u20bf"_s; // a newer currency sign may come from a fallback font
        QVERIFY(!TableTextDelegate::paintsItself(other));
        other.text = u"a\tb"_s; // a tab is laid out to a tab stop
        QVERIFY(!TableTextDelegate::paintsItself(other));
        other = option;
        other.direction = Qt::RightToLeft;
        QVERIFY(!TableTextDelegate::paintsItself(other));
        other = option;
        other.features |= QStyleOptionViewItem::HasDecoration;
        QVERIFY(!TableTextDelegate::paintsItself(other));
        view.setStyleSheet(u"QTableView::item { padding: 2px; }"_s);
        QVERIFY(!TableTextDelegate::paintsItself(option));
    }
};

QTEST_MAIN(TestTableTextDelegate)
#include "tst_tabletextdelegate.moc"
