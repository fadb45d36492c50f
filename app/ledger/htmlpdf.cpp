#include "htmlpdf.h"

#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace paydesk::ledger {

std::optional<QString> writeHtmlPdf(const QString &path, const QString &title, const QString &html,
                                    qreal pointSize)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    {
        QPdfWriter writer(&file);
        writer.setTitle(title);
        writer.setCreator(u"PayDesk"_s);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(QPageLayout::Landscape);
        writer.setResolution(300);
        QTextDocument doc;
        QFont font = doc.defaultFont();
        font.setPointSizeF(pointSize);
        doc.setDefaultFont(font);
        doc.setHtml(html);
        doc.print(&writer);
    }
    if (!file.commit())
        return file.errorString();
    return std::nullopt;
}

} // namespace paydesk::ledger
