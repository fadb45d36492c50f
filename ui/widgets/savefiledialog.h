#pragma once

#include <QString>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace paydesk::ui {

// Where a save dialog opens: `fileName` in `folder` when that folder exists (one the user
// saved into before), else in the user's Documents folder, made when missing (Qt's
// documentation leaves that to the application), else in the home folder. Never the
// process's working folder, which is where QFileDialog opens when the folder of the path it
// is given does not exist.
QString saveDialogPath(const QString &fileName, const QString &folder = {});

// QFileDialog::getSaveFileName() opening at saveDialogPath(fileName, folder), with `fileName`
// (in the user's language) suggested.
QString getSaveFileName(QWidget *parent, const QString &caption, const QString &fileName,
                        const QString &filter, QString *selectedFilter = nullptr,
                        const QString &folder = {});

} // namespace paydesk::ui
