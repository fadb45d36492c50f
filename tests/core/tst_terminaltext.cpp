// paydesk::terminalSafe(): what a service or a sender wrote, printed on a terminal or in a log,
// is shown and never obeyed (escape sequences, CR, C1 controls, bidi overrides, separators),
// while text in any script passes unchanged.
#include "core/terminaltext.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::LineBreaks;
using paydesk::terminalSafe;

class TestTerminalText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("record");  // LineBreaks::Escape
        QTest::addColumn<QString>("message"); // LineBreaks::Keep
        QTest::newRow("plain") << u"Espresso beans"_s << u"Espresso beans"_s << u"Espresso beans"_s;
        QTest::newRow("other scripts and emoji")
            << u"Crème ☕ 日本 😀"_s << u"Crème ☕ 日本 😀"_s << u"Crème ☕ 日本 😀"_s;
        QTest::newRow("clear screen") << u"\x1b[2Jok"_s << u"\\x1b[2Jok"_s << u"\\u001b[2Jok"_s;
        QTest::newRow("window title")
            << u"\x1b]0;owned\x07"_s << u"\\x1b]0;owned\\x07"_s << u"\\u001b]0;owned\\u0007"_s;
        QTest::newRow("carriage return") << u"a\rb"_s << u"a\\x0db"_s << u"a\\u000db"_s;
        QTest::newRow("line feed and tab") << u"a\nb\tc"_s << u"a\\x0ab\\x09c"_s << u"a\nb\tc"_s;
        QTest::newRow("delete") << u"a\x7f"_s << u"a\\x7f"_s << u"a\\u007f"_s;
        QTest::newRow("8-bit CSI") << u"\u009b31m"_s << u"\\x9b31m"_s << u"\\u009b31m"_s;
        QTest::newRow("bidi override")
            << u"\u202eelif.exe"_s << u"\\u202eelif.exe"_s << u"\\u202eelif.exe"_s;
        QTest::newRow("separators")
            << u"a\u2028b\u2029"_s << u"a\\u2028b\\u2029"_s << u"a\\u2028b\\u2029"_s;
        QTest::newRow("tag character")
            << u"a\U000E0041"_s << u"a\\udb40\\udc41"_s << u"a\\udb40\\udc41"_s;
        QTest::newRow("lone surrogate")
            << u"a"_s + QChar(0xd800) + u"b"_s << u"a\\ud800b"_s << u"a\\ud800b"_s;
        QTest::newRow("backslash") << u"C:\\x1b"_s << u"C:\\\\x1b"_s << u"C:\\x1b"_s;
    }
    void escapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, record);
        QFETCH(QString, message);
        QCOMPARE(terminalSafe(text, LineBreaks::Escape), record);
        QCOMPARE(terminalSafe(text, LineBreaks::Keep), message);
        // Made safe once is safe: nothing changes a second time in messages.
        QCOMPARE(terminalSafe(message, LineBreaks::Keep), message);
    }
};

QTEST_APPLESS_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
