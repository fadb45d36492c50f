#include "dialogs/aboutbox.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace paydesk::ui {

void showAboutBox(QWidget *parent)
{
    // The window's words, where they were written first.
    QMessageBox::about(
        parent, QCoreApplication::translate("paydesk::ui::MainWindow", "About PayDesk"),
        QCoreApplication::translate(
            "paydesk::ui::MainWindow",
            "<h3>PayDesk %1</h3>"
            "<p>A desktop back office for merchants of the Payment Transactions Service.</p>"
            "<p>Built with Qt %2, running on Qt %3.</p>"
            "<p><b>Licences</b><br>PayDesk is free software under the MIT licence.<br>"
            "Qt is used under the GNU LGPL version 3.<br>"
            "QtKeychain: BSD 2-clause licence.<br>"
            "libxlsxwriter: BSD 2-clause licence (with parts under the MIT, zlib and "
            "public-domain licences).<br>"
            "SQLite: public domain.</p>")
            .arg(QStringLiteral(PAYDESK_VERSION), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));
}

} // namespace paydesk::ui
