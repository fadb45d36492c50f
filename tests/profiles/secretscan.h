#pragma once

// Finds keys and secrets where none may be: in the settings and data folders.
#include <QByteArray>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace paydesk::testing {

// "file: what" for each file under `dirs` that holds one of `exact` (the keys and secrets a
// test used) or anything shaped like an API key or a webhook signing secret.
inline QStringList findSecrets(const QStringList &dirs, const QStringList &exact)
{
    using namespace Qt::StringLiterals;
    static const QRegularExpression shaped(
        u"[a-z]{2,8}_(?:test|live)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9+/]{20,}"_s);
    QStringList hits;
    for (const QString &dir : dirs) {
        QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                hits << path + u": cannot be read"_s;
                continue;
            }
            const QByteArray bytes = f.readAll();
            for (const QString &needle : exact) {
                if (!needle.isEmpty() && bytes.contains(needle.toUtf8()))
                    hits << path + u": holds a secret the test used"_s;
            }
            const auto m = shaped.match(QString::fromLatin1(bytes));
            if (m.hasMatch())
                hits << path + u": holds something shaped like a key or secret ("_s +
                            m.captured().left(12) + u"...)"_s;
        }
    }
    return hits;
}

} // namespace paydesk::testing
