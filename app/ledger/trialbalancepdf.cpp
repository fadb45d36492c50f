// The PDF export: QPdfWriter and QPainter, laid out by hand so that the table's header and
// the page numbers repeat on every page.
#include "accounttype.h"
#include "trialbalanceexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

namespace {

using Kind = TrialBalanceRow::Kind;

class PdfLayout
{
public:
    // `namesCurrency`: the title names the currency, as each section of several does.
    PdfLayout(const TrialBalanceReport &report, const ExportMetadata &meta, QPdfWriter &writer,
              bool namesCurrency = false)
        : m_report(report)
        , m_namesCurrency(namesCurrency)
        , m_meta(meta)
        , m_writer(writer)
    {
        m_body.setPointSizeF(9);
        m_bold = m_body;
        m_bold.setBold(true);
        m_title = m_body;
        m_title.setPointSizeF(16);
        m_title.setBold(true);
        m_small = m_body;
        m_small.setPointSizeF(7.5);
        const QFontMetricsF fm(m_body, &m_writer);
        m_line = fm.height();
        m_rowHeight = m_line * 1.45;
        m_pad = fm.horizontalAdvance(u'0') * 0.8;
        m_width = m_writer.width();
        m_height = m_writer.height();
    }

    // Lays the report out; returns the pages it takes.
    int prepare()
    {
        measureColumns();
        paginate();
        return int(m_pages.size());
    }

    // Paints the report from a new page on (but the document's first); its pages are numbered
    // from `firstPage` of `totalPages`.
    void paint(QPainter &p, int firstPage, int totalPages)
    {
        for (int page = 0; page < int(m_pages.size()); ++page) {
            if (page > 0 || firstPage > 1)
                m_writer.newPage();
            qreal y = 0;
            if (page == 0)
                y = paintHeading(p);
            y = paintHeader(p, y);
            const auto [first, last] = m_pages.at(page);
            for (int i = first; i < last; ++i)
                y = paintRow(p, m_report.rows().at(i), y);
            if (page == int(m_pages.size()) - 1)
                paintBalance(p, y + m_rowHeight * 0.6);
            paintFooter(p, firstPage + page, totalPages);
        }
    }

private:
    QStringList headingLines() const
    {
        const QLocale &locale = m_meta.locale;
        const QString unknown = ledgerText(QT_TRANSLATE_NOOP("Ledger", "unknown"));
        QStringList lines;
        lines << ledgerText(QT_TRANSLATE_NOOP("Ledger", "Merchant: %1"))
                     .arg(m_meta.merchantId.isEmpty() ? unknown : m_meta.merchantId);
        lines << ledgerText(QT_TRANSLATE_NOOP("Ledger", "Profile: %1 \u2014 Environment: %2"))
                     .arg(m_meta.profileName.isEmpty() ? unknown : m_meta.profileName,
                          m_meta.environment.isEmpty() ? unknown : m_meta.environment);
        lines << ledgerText(QT_TRANSLATE_NOOP("Ledger", "As of: %1 (end of day, UTC)"))
                     .arg(locale.toString(m_report.date(), QLocale::LongFormat));
        if (const auto compare = m_report.compareDate())
            lines << ledgerText(QT_TRANSLATE_NOOP("Ledger", "Compared with: %1 (end of day, UTC)"))
                         .arg(locale.toString(*compare, QLocale::LongFormat));
        lines << ledgerText(QT_TRANSLATE_NOOP("Ledger", "Currency: %1")).arg(m_report.currency());
        return lines;
    }

    qreal headingHeight() const
    {
        const QFontMetricsF title(m_title, &m_writer);
        return title.height() * 1.6 + headingLines().size() * m_line * 1.3 + m_line;
    }

    qreal headerHeight() const
    {
        int lines = 1;
        for (int c = 0; c < m_report.columnCount(); ++c)
            lines = std::max(lines, int(m_report.columnTitle(c, m_meta.locale).count(u'\n')) + 1);
        return lines * m_line + m_line * 0.6;
    }

    qreal rowHeight(const TrialBalanceRow &row) const
    {
        return row.kind == Kind::Group ? m_rowHeight * 1.35 : m_rowHeight;
    }

    qreal footerHeight() const { return m_line * 2.5; }

    // Each column as wide as its widest cell; the account column takes what is left.
    void measureColumns()
    {
        const int columns = m_report.columnCount();
        const QFontMetricsF body(m_body, &m_writer);
        const QFontMetricsF bold(m_bold, &m_writer);
        m_columns.fill(0, columns);
        for (int c = 0; c < columns; ++c) {
            const QStringList title = m_report.columnTitle(c, m_meta.locale).split(u'\n');
            for (const QString &t : title)
                m_columns[c] = std::max(m_columns[c], bold.horizontalAdvance(t));
            for (const TrialBalanceRow &row : m_report.rows()) {
                if (row.kind == Kind::Group || (c == TrialBalanceReport::Account))
                    continue;
                const QFontMetricsF &fm = row.kind == Kind::Account ? body : bold;
                m_columns[c] = std::max(m_columns[c],
                                        fm.horizontalAdvance(m_report.text(row, c, m_meta.locale)));
            }
            m_columns[c] += 2 * m_pad;
        }
        qreal others = 0;
        for (int c = 0; c < columns; ++c) {
            if (c != TrialBalanceReport::Account)
                others += m_columns[c];
        }
        m_columns[TrialBalanceReport::Account] = std::max(m_width - others, m_width * 0.15);
        m_left.fill(0, columns);
        for (int c = 1; c < columns; ++c)
            m_left[c] = m_left[c - 1] + m_columns[c - 1];
    }

    void paginate()
    {
        m_pages.clear();
        const qreal bottom = m_height - footerHeight();
        const QList<TrialBalanceRow> &rows = m_report.rows();
        qreal y = headingHeight() + headerHeight();
        int first = 0;
        for (int i = 0; i < int(rows.size()); ++i) {
            qreal needed = rowHeight(rows.at(i));
            // A heading never ends a page alone: it goes with its first account.
            if (rows.at(i).kind == Kind::Group && i + 1 < int(rows.size()))
                needed += rowHeight(rows.at(i + 1));
            if (y + needed > bottom && i > first) {
                m_pages.append({first, i});
                first = i;
                y = headerHeight();
            }
            y += rowHeight(rows.at(i));
        }
        // The balance line stays on the page of the totals.
        if (y + m_rowHeight * 2 > bottom && int(rows.size()) > first + 1) {
            const int last = int(rows.size()) - 1;
            m_pages.append({first, last});
            first = last;
        }
        m_pages.append({first, int(rows.size())});
    }

    qreal paintHeading(QPainter &p)
    {
        const QFontMetricsF title(m_title, &m_writer);
        p.setFont(m_title);
        const QString heading = ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance"));
        p.drawText(QPointF(0, title.ascent()),
                   m_namesCurrency ? heading + u" \u2014 "_s + m_report.currency() : heading);
        qreal y = title.height() * 1.6;
        p.setFont(m_body);
        const QFontMetricsF fm(m_body, &m_writer);
        for (const QString &line : headingLines()) {
            p.drawText(QPointF(0, y + fm.ascent()), line);
            y += m_line * 1.3;
        }
        return y + m_line;
    }

    void cell(QPainter &p, int column, qreal y, qreal height, const QString &text,
              const QFont &font)
    {
        p.setFont(font);
        const QFontMetricsF fm(font, &m_writer);
        const QRectF r(m_left[column] + m_pad, y, m_columns[column] - 2 * m_pad, height);
        const bool amount = TrialBalanceReport::isAmountColumn(column);
        p.drawText(r, (amount ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter,
                   fm.elidedText(text, Qt::ElideRight, r.width()));
    }

    qreal paintHeader(QPainter &p, qreal y)
    {
        const qreal h = headerHeight();
        for (int c = 0; c < m_report.columnCount(); ++c) {
            const QStringList lines = m_report.columnTitle(c, m_meta.locale).split(u'\n');
            const qreal top = y + h - m_line * 0.3 - lines.size() * m_line;
            for (int i = 0; i < int(lines.size()); ++i)
                cell(p, c, top + i * m_line, m_line, lines.at(i), m_bold);
        }
        p.setPen(QPen(Qt::black, m_line * 0.06));
        p.drawLine(QPointF(0, y + h), QPointF(m_width, y + h));
        return y + h;
    }

    qreal paintRow(QPainter &p, const TrialBalanceRow &row, qreal y)
    {
        const qreal h = rowHeight(row);
        if (row.kind == Kind::Group) {
            p.setFont(m_bold);
            const QRectF r(m_pad, y, m_width - 2 * m_pad, h);
            p.drawText(r, Qt::AlignLeft | Qt::AlignBottom, row.name);
            return y + h;
        }
        const QFont &font = row.kind == Kind::Account ? m_body : m_bold;
        for (int c = 0; c < m_report.columnCount(); ++c)
            cell(p, c, y, h, m_report.text(row, c, m_meta.locale), font);
        if (row.kind != Kind::Account) {
            // A rule above the figures of a subtotal or total; a double one under the total.
            const qreal x = m_left[TrialBalanceReport::Debit];
            p.setPen(QPen(Qt::black, m_line * 0.05));
            p.drawLine(QPointF(x, y), QPointF(m_width, y));
            if (row.kind == Kind::Total) {
                p.drawLine(QPointF(x, y + h), QPointF(m_width, y + h));
                p.drawLine(QPointF(x, y + h + m_line * 0.15),
                           QPointF(m_width, y + h + m_line * 0.15));
            }
        }
        return y + h;
    }

    void paintBalance(QPainter &p, qreal y)
    {
        const bool ok = m_report.isBalanced() && m_report.isComparisonBalanced();
        p.setFont(m_bold);
        p.setPen(ok ? QColor(Qt::black) : QColor(0xC6, 0x28, 0x28));
        const QRectF r(0, y, m_width, m_height - footerHeight() - y);
        p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                   m_report.balanceText(m_meta.locale));
        p.setPen(Qt::black);
    }

    void paintFooter(QPainter &p, int page, int pages)
    {
        p.setFont(m_small);
        p.setPen(Qt::black);
        const QFontMetricsF fm(m_small, &m_writer);
        const qreal y = m_height - fm.descent();
        p.drawText(QPointF(0, y),
                   ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance as of %1 \u2014 generated "
                                                          "%2 by PayDesk %3"))
                       .arg(shortDate(m_report.date(), m_meta.locale),
                            shortUtcDateTime(m_meta.generatedAt, m_meta.locale),
                            QStringLiteral(PAYDESK_VERSION)));
        const QString number =
            ledgerText(QT_TRANSLATE_NOOP("Ledger", "Page %1 of %2")).arg(page).arg(pages);
        p.drawText(QPointF(m_width - fm.horizontalAdvance(number), y), number);
    }

    const TrialBalanceReport &m_report;
    bool m_namesCurrency = false;
    const ExportMetadata &m_meta;
    QPdfWriter &m_writer;
    QFont m_body;
    QFont m_bold;
    QFont m_title;
    QFont m_small;
    qreal m_line = 0;
    qreal m_rowHeight = 0;
    qreal m_pad = 0;
    qreal m_width = 0;
    qreal m_height = 0;
    QList<qreal> m_columns;
    QList<qreal> m_left;
    QList<std::pair<int, int>> m_pages; // [first, last) rows of each page
};

} // namespace

QString writeTrialBalancePdf(const QList<TrialBalanceReport> &reports, const ExportMetadata &meta,
                             const QString &path)
{
    if (reports.isEmpty())
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "There is no trial balance to export."));
    const TrialBalanceReport &report = reports.constFirst();
    auto failure = [&](const QString &why) {
        return ledgerText(QT_TRANSLATE_NOOP("Ledger", "Cannot write %1: %2"))
            .arg(QDir::toNativeSeparators(path), why);
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failure(file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setResolution(300);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(report.hasComparison() ? QPageLayout::Landscape
                                                         : QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
        writer.setTitle(ledgerText(QT_TRANSLATE_NOOP("Ledger", "Trial balance as of %1"))
                            .arg(shortDate(report.date(), meta.locale)));
        writer.setCreator(u"PayDesk "_s + QStringLiteral(PAYDESK_VERSION));
        QPainter painter;
        if (!painter.begin(&writer))
            return failure(
                ledgerText(QT_TRANSLATE_NOOP("Ledger", "the PDF could not be started.")));
        // A section per currency, each from a new page; the pages are numbered throughout.
        std::vector<std::unique_ptr<PdfLayout>> sections;
        QList<int> firstPages;
        int pages = 0;
        for (const TrialBalanceReport &section : reports) {
            sections.push_back(
                std::make_unique<PdfLayout>(section, meta, writer, reports.size() > 1));
            firstPages << pages + 1;
            pages += sections.back()->prepare();
        }
        for (size_t i = 0; i < sections.size(); ++i)
            sections[i]->paint(painter, firstPages.at(qsizetype(i)), pages);
        painter.end();
    }
    if (!file.commit())
        return failure(file.errorString());
    return {};
}

} // namespace paydesk::ledger
