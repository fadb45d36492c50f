// The command line every `paydesk export` command reads: --help, --profile, its own options,
// --format and --output, with the same checks and messages for each (ExportOptions).
#include "cli/cli.h"
#include "cli/exportoptions.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::cli::ExportOptions;

namespace {

const QString Usage = u"  export things --profile NAME --date DATE --format F --output FILE\n"_s;

// A command with one required option of its own (--date) and one optional (--kind).
struct Things
{
    QCommandLineOption date{u"date"_s, u"The day."_s, u"DATE"_s};
    QCommandLineOption kind{u"kind"_s, u"Only this kind."_s, u"K"_s};
    ExportOptions options{u"things"_s,
                          u"Writes the things of a profile."_s,
                          {date, kind},
                          u"csv or pdf."_s,
                          u"The file to write."_s};
};

} // namespace

class TestExportOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("problem"); // empty: none
        QTest::addColumn<int>("exitCode");

        const QStringList all{u"--profile"_s, u"Shop"_s, u"--date"_s,   u"2026-10-31"_s,
                              u"--format"_s,  u"csv"_s,  u"--output"_s, u"x.csv"_s};
        QTest::newRow("everything") << all << QString() << 0;
        QTest::newRow("after the command's word")
            << QStringList{u"things"_s} + all << QString() << 0;
        QTest::newRow("an optional one too")
            << all + QStringList{u"--kind"_s, u"big"_s} << QString() << 0;
        QTest::newRow("single dash words are long options")
            << QStringList{u"-profile"_s, u"Shop"_s, u"-date"_s,   u"2026-10-31"_s,
                           u"-format"_s,  u"csv"_s,  u"-output"_s, u"x.csv"_s}
            << QString() << 0;
        QTest::newRow("help, nothing else checked")
            << QStringList{u"--help"_s, u"stray"_s} << QString() << 0;
        QTest::newRow("unknown option")
            << all + QStringList{u"--colour"_s, u"red"_s} << u"Unknown option 'colour'."_s << 2;
        QTest::newRow("missing value")
            << QStringList{u"--profile"_s} << u"Missing value after '--profile'."_s << 2;
        QTest::newRow("positional argument")
            << all + QStringList{u"stray"_s} << u"Unexpected argument \"stray\"."_s << 2;
        QTest::newRow("nothing: --profile first")
            << QStringList() << u"--profile is required.\n"_s + Usage << 2;
        QTest::newRow("the command's own before --format")
            << QStringList{u"--profile"_s, u"Shop"_s} << u"--date is required.\n"_s + Usage << 2;
        QTest::newRow("no format") << QStringList{u"--profile"_s,  u"Shop"_s,     u"--date"_s,
                                                  u"2026-10-31"_s, u"--output"_s, u"x.csv"_s}
                                   << u"--format is required.\n"_s + Usage << 2;
        QTest::newRow("no output") << QStringList{u"--profile"_s,  u"Shop"_s,     u"--date"_s,
                                                  u"2026-10-31"_s, u"--format"_s, u"csv"_s}
                                   << u"--output is required.\n"_s + Usage << 2;
    }
    void parse()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, problem);
        QFETCH(int, exitCode);

        Things things;
        const auto found = things.options.parse(arguments, Usage, {things.date});
        QCOMPARE(found.has_value(), !problem.isEmpty());
        if (found) {
            QCOMPARE(found->message, problem);
            QCOMPARE(found->exitCode, exitCode);
            return;
        }
        if (things.options.helpRequested())
            return;
        QCOMPARE(things.options.profileName(), u"Shop"_s);
        QCOMPARE(things.options.format(), u"csv"_s);
        QCOMPARE(things.options.parser().value(things.date), u"2026-10-31"_s);
    }

    void helpListsEveryOptionInOrder()
    {
        Things things;
        QVERIFY(!things.options.parse({u"--help"_s}, Usage));
        QVERIFY(things.options.helpRequested());
        const QString help = things.options.helpText();
        QVERIFY2(help.contains(u"Writes the things of a profile."_s), qPrintable(help));
        qsizetype previous = -1;
        for (const QString &option :
             {u"--help"_s, u"--profile <NAME>"_s, u"--date <DATE>"_s, u"--kind <K>"_s,
              u"--format <FORMAT>"_s, u"--output <FILE>"_s}) {
            const qsizetype at = help.indexOf(option);
            QVERIFY2(at > previous, qPrintable(option + u'\n' + help));
            previous = at;
        }
        QVERIFY(help.contains(u"csv or pdf."_s));
        QVERIFY(help.contains(u"The file to write."_s));
    }

    void checkOutput_data()
    {
        QTest::addColumn<QString>("output"); // {dir}: a folder that exists
        QTest::addColumn<bool>("allowStdout");
        QTest::addColumn<QString>("fileName"); // empty: standard output
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("exitCode");

        QTest::newRow("a file") << u"{dir}/x.csv"_s << false << u"{dir}/x.csv"_s << QString() << 0;
        QTest::newRow("stdout") << u"-"_s << true << QString() << QString() << 0;
        QTest::newRow("\"-\" is a file where stdout is not offered")
            << u"-"_s << false << QDir::current().absoluteFilePath(u"-"_s) << QString() << 0;
        QTest::newRow("a folder") << u"{dir}"_s << true << QString()
                                  << u"--output: \"{dir}\" is a folder; name a file."_s << 2;
        QTest::newRow("a folder's path")
            << u"{dir}/"_s << false << QString()
            << u"--output: \"{dir}/\" is a folder; name a file."_s << 2;
        QTest::newRow("in a folder that does not exist")
            << u"{dir}/nowhere/x.csv"_s << true << QString()
            << u"--output: the folder {dir}/nowhere does not exist."_s << 1;
    }
    void checkOutput()
    {
        QFETCH(QString, output);
        QFETCH(bool, allowStdout);
        QFETCH(QString, fileName);
        QFETCH(QString, problem);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto withDir = [&](QString s) {
            return QDir::toNativeSeparators(s.replace(u"{dir}"_s, dir.path()));
        };

        Things things;
        QVERIFY(!things.options.parse({u"--profile"_s, u"Shop"_s, u"--date"_s, u"2026-10-31"_s,
                                       u"--format"_s, u"csv"_s, u"--output"_s, withDir(output)},
                                      Usage, {things.date}));
        QString written = u"(untouched)"_s;
        const auto found = things.options.checkOutput(allowStdout, &written);
        QCOMPARE(found.has_value(), !problem.isEmpty());
        if (found) {
            QCOMPARE(found->message, withDir(problem));
            QCOMPARE(found->exitCode, exitCode);
            return;
        }
        QCOMPARE(QDir::toNativeSeparators(written), withDir(fileName));
    }

    void parseIsoDate_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDate>("date"); // null: not a date

        QTest::newRow("a day") << u"2026-10-31"_s << QDate(2026, 10, 31);
        QTest::newRow("leap day") << u"2028-02-29"_s << QDate(2028, 2, 29);
        QTest::newRow("no such day") << u"2026-02-30"_s << QDate();
        QTest::newRow("no such month") << u"2026-13-01"_s << QDate();
        QTest::newRow("without leading zeros") << u"2026-2-1"_s << QDate();
        QTest::newRow("another order") << u"31.10.2026"_s << QDate();
        QTest::newRow("with a time") << u"2026-10-31T00:00"_s << QDate();
        QTest::newRow("with spaces") << u" 2026-10-31"_s << QDate();
        QTest::newRow("empty") << QString() << QDate();
    }
    void parseIsoDate()
    {
        QFETCH(QString, text);
        QFETCH(QDate, date);
        QCOMPARE(paydesk::cli::parseIsoDate(text).value_or(QDate()), date);
    }
};

QTEST_GUILESS_MAIN(TestExportOptions)
#include "tst_exportoptions.moc"
