// The app icon: the Qt resource the window uses renders at every size (which needs the SVG icon
// engine at run time), and the committed PNG, ICO and ICNS files are still those that
// resources/icons/render.sh makes from the current SVG.
#include <QColor>
#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QImageReader>
#include <QTest>
#include <QtEndian>

#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

const QString iconDir = QStringLiteral(PAYDESK_ICON_DIR);

// Mean difference per channel, 0..255, of two images of the same size.
double meanDifference(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGBA8888);
    const QImage y = b.convertToFormat(QImage::Format_RGBA8888);
    qint64 sum = 0;
    for (int row = 0; row < x.height(); ++row) {
        const uchar *p = x.constScanLine(row);
        const uchar *q = y.constScanLine(row);
        for (int i = 0; i < x.width() * 4; ++i)
            sum += std::abs(int(p[i]) - int(q[i]));
    }
    return double(sum) / (double(x.width()) * x.height() * 4);
}

// The share of pixels, 0..1, where some channel differs by more than threshold.
double differingShare(const QImage &a, const QImage &b, int threshold)
{
    const QImage x = a.convertToFormat(QImage::Format_RGBA8888);
    const QImage y = b.convertToFormat(QImage::Format_RGBA8888);
    qint64 differing = 0;
    for (int row = 0; row < x.height(); ++row) {
        const uchar *p = x.constScanLine(row);
        const uchar *q = y.constScanLine(row);
        for (int pixel = 0; pixel < x.width(); ++pixel) {
            for (int c = 0; c < 4; ++c) {
                if (std::abs(int(p[pixel * 4 + c]) - int(q[pixel * 4 + c])) > threshold) {
                    ++differing;
                    break;
                }
            }
        }
    }
    return double(differing) / (double(x.width()) * x.height());
}

QImage svgAt(int size)
{
    return QIcon(iconDir + u"/paydesk.svg"_s).pixmap(size, size).toImage();
}

} // namespace

class TestAppIcon : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resourceIconRenders_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("16 px, a menu") << 16;
        QTest::newRow("32 px, a title bar") << 32;
        QTest::newRow("256 px, a dock") << 256;
    }
    void resourceIconRenders()
    {
        QFETCH(int, size);
        const QIcon icon(u":/icons/paydesk.svg"_s);
        QVERIFY2(!icon.isNull(), "no :/icons/paydesk.svg, or no SVG icon engine (libqt6svg6)");
        const QImage image = icon.pixmap(QSize(size, size)).toImage();
        QCOMPARE(image.size(), QSize(size, size));
        // A rounded tile: transparent in the corner, opaque blue-teal in the top right, where
        // neither the receipt nor the card reaches.
        QCOMPARE(image.pixelColor(0, 0).alpha(), 0);
        const QColor tile = image.pixelColor(size * 85 / 100, size * 15 / 100);
        QCOMPARE(tile.alpha(), 255);
        QVERIFY2(tile.blue() > tile.red() + 60, qPrintable(tile.name()));
    }

    void committedPngMatchesSvg_data()
    {
        QTest::addColumn<int>("size");
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
            QTest::addRow("%d px", size) << size;
    }
    void committedPngMatchesSvg()
    {
        QFETCH(int, size);
        const QImage png(iconDir + u"/paydesk-%1.png"_s.arg(size));
        QVERIFY2(!png.isNull(), "missing; run resources/icons/render.sh");
        QCOMPARE(png.size(), QSize(size, size));
        const QImage rendered = svgAt(size);
        QCOMPARE(rendered.size(), QSize(size, size));
        // librsvg and Qt antialias edges differently, which small sizes are mostly made of
        // (up to 1.8 at 24 px); another picture differs by far more.
        const double difference = meanDifference(png, rendered);
        QVERIFY2(difference < 2.5, qPrintable(u"mean difference %1 per channel; run "
                                              u"resources/icons/render.sh"_s.arg(difference)));
    }

    void pngsFollowTheSvg()
    {
        // At 512 px the edges are few, so any edit shows: here 0.5% of the pixels differ by
        // more than 3 levels; a card moved by 2 units of 128 gives 1.5%, a card 6 levels less
        // green 11%. render.sh renders every size at once, so this one stands for all.
        const QImage png(iconDir + u"/paydesk-512.png"_s);
        const double share = differingShare(png, svgAt(512), 3);
        QVERIFY2(share < 0.01, qPrintable(u"%1% of the pixels differ; run "
                                          u"resources/icons/render.sh"_s.arg(share * 100)));
    }

    void icoHoldsThePngs()
    {
        QImageReader reader(iconDir + u"/paydesk.ico"_s, "ico");
        QList<int> sizes;
        for (int i = 0; i < reader.imageCount(); ++i) {
            QVERIFY(reader.jumpToImage(i));
            const QImage image = reader.read();
            QVERIFY2(!image.isNull(), qPrintable(reader.errorString()));
            QCOMPARE(image.width(), image.height());
            sizes << image.width();
            const QImage png(iconDir + u"/paydesk-%1.png"_s.arg(image.width()));
            // Equal but for rounding: the reader premultiplies alpha.
            QVERIFY(meanDifference(image, png) < 0.1);
        }
        QCOMPARE(sizes, (QList<int>{16, 24, 32, 48, 64, 128, 256}));
    }

    void icnsHasEverySize()
    {
        // Qt has no ICNS reader here; check the container and that every size is in it.
        QFile file(iconDir + u"/paydesk.icns"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QCOMPARE(data.left(4), QByteArray("icns"));
        QCOMPARE(qFromBigEndian<quint32>(data.constData() + 4), quint32(data.size()));
        QByteArrayList types;
        for (qsizetype at = 8; at + 8 <= data.size();) {
            const quint32 length = qFromBigEndian<quint32>(data.constData() + at + 4);
            QVERIFY(length >= 8 && at + length <= quint32(data.size()));
            types << data.mid(at, 4);
            at += length;
        }
        // 16, 32, 48 and 128 px with their masks, then 256 and 512 px.
        QCOMPARE(types, (QByteArrayList{"is32", "s8mk", "il32", "l8mk", "ih32", "h8mk", "it32",
                                        "t8mk", "ic08", "ic09"}));
    }
};

QTEST_MAIN(TestAppIcon)
#include "tst_appicon.moc"
