#include "webhookendpoint.h"

#include <QRandomGenerator>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk {

namespace {

constexpr qsizetype GeneratedBytes = 32;
constexpr qsizetype MinBytes = 24;
constexpr qsizetype MaxBytes = 64;

} // namespace

QString generateWebhookSecret()
{
    QByteArray bytes(GeneratedBytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()),
                                          bytes.size() / 4);
    return u"whsec_"_s + QString::fromLatin1(bytes.toBase64());
}

bool isUsableWebhookSecret(const QString &secret)
{
    // fromBase64() skips what is not base64; the pattern refuses it first. Anchored at the
    // very end: $ would let a trailing line break through.
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(u"whsec_[A-Za-z0-9+/]+={0,2}"_s));
    if (!re.match(secret).hasMatch())
        return false;
    const QByteArray raw = QByteArray::fromBase64(secret.mid(6).toLatin1());
    return raw.size() >= MinBytes && raw.size() <= MaxBytes;
}

} // namespace paydesk
