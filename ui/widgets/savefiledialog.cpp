#include "savefiledialog.h"

#include <QDir>
#include <QFileDialog>
#include <QStandardPaths>

namespace paydesk::ui {

QString saveDialogPath(const QString &fileName, const QString &folder)
{
    QString dir = folder;
    if (dir.isEmpty() || !QDir(dir).exists()) {
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        if (dir.isEmpty() || !QDir().mkpath(dir))
            dir = QDir::homePath();
    }
    return QDir(dir).filePath(fileName);
}

QString getSaveFileName(QWidget *parent, const QString &caption, const QString &fileName,
                        const QString &filter, QString *selectedFilter, const QString &folder)
{
    return QFileDialog::getSaveFileName(parent, caption, saveDialogPath(fileName, folder), filter,
                                        selectedFilter);
}

} // namespace paydesk::ui
