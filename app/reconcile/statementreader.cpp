#include "reconcile/statementreader.h"

#include "core/currency.h"
#include "statementscan.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QMutex>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QtNumeric>

#include <aqbanking/banking.h>
#include <aqbanking/types/imexporter_context.h>
#include <gwenhywfar/gui.h>
#include <gwenhywfar/gui_be.h>
#include <gwenhywfar/gwenhywfar.h>
#include <gwenhywfar/logger.h>
#include <gwenhywfar/pathmanager.h>

#include <limits>
#include <numeric>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace paydesk::reconcile {

namespace {

// AqBanking and Gwenhywfar keep global state (the GUI, the path manager, the loggers).
QMutex &aqBankingMutex()
{
    static QMutex mutex;
    return mutex;
}

StatementProblem problem(const QString &path, int line, const QString &what)
{
    const QString name = QFileInfo(path).fileName();
    return StatementProblem{
        path, line,
        line > 0 ? StatementReader::tr("%1, line %2: %3").arg(name).arg(line).arg(what)
                 : StatementReader::tr("%1: %2").arg(name, what)};
}

// AqBanking's log lines (the settings it looks for, a list it misses) go to PayDesk's log
// category at debug level, not to the terminal: what matters comes back as the result.
Q_LOGGING_CATEGORY(lcAqBanking, "paydesk.reconcile.aqbanking", QtWarningMsg)

int GWENHYWFAR_CB logHook(GWEN_GUI *, const char *domain, GWEN_LOGGER_LEVEL, const char *text)
{
    qCDebug(lcAqBanking) << (domain ? domain : "") << text;
    return 1; // handled: not printed
}

void initGwen()
{
    static bool initialised = false; // under aqBankingMutex()
    if (!initialised) {
        GWEN_Init();
        initialised = true;
    }
    // Non-interactive: an importer never waits for a person. Gwenhywfar keeps its GUI per
    // thread, so each thread that reads (the window's worker, the command line) gets one.
    if (!GWEN_Gui_GetGui()) {
        GWEN_GUI *gui = GWEN_Gui_new();
        GWEN_Gui_AddFlags(gui, GWEN_GUI_FLAGS_NONINTERACTIVE);
        GWEN_Gui_SetLogHookFn(gui, logHook);
        GWEN_Gui_SetGui(gui);
    }
}

// The home folder as Gwenhywfar finds it (GWEN_Directory_GetHomeDirectory()).
QString userHome()
{
    const passwd *pw = getpwuid(getuid());
    return pw && pw->pw_dir ? QFile::decodeName(pw->pw_dir) : QString();
}

// One AqBanking for one import: its configuration in a throwaway folder, and PayDesk's schema
// of camt.053.001.02 (which AqBanking 6 does not ship) in a data folder beside it.
class AqBankingImport
{
public:
    explicit AqBankingImport(QString *error)
    {
        if (!m_dir.isValid()) {
            *error = StatementReader::tr("no folder for AqBanking's settings could be made.");
            return;
        }
        const QString data = m_dir.filePath(u"data/aqbanking/imexporters/xml/data"_s);
        QDir().mkpath(data);
        QFile::copy(u":/paydesk/reconcile/camt_053_001_02.xml"_s, data + u"/camt_053_001_02.xml"_s);
        initGwen();
        // AB_Banking_new() looks for an AqBanking 5 folder to move into the user's own setup
        // (~/.aqbanking, found through the password database, not $HOME), and makes its empty
        // folders on the way when there are none. PayDesk's settings are in the throwaway
        // folder; the empty folders it caused go again, so the user's home is as it was.
        const QString home = userHome();
        const QStringList probed = {QString(home + u"/.aqbanking/settings6"_s),
                                    QString(home + u"/.aqbanking/settings"_s),
                                    QString(home + u"/.aqbanking"_s)};
        for (const QString &dir : probed) {
            if (!home.isEmpty() && !QFileInfo::exists(dir))
                m_absent << dir;
        }
        m_ab = AB_Banking_new("paydesk", QFile::encodeName(m_dir.filePath(u"config"_s)).constData(),
                              0);
        if (AB_Banking_Init(m_ab) < 0) {
            *error = StatementReader::tr("AqBanking could not be started.");
            AB_Banking_free(m_ab);
            m_ab = nullptr;
            return;
        }
        m_dataDir = QFile::encodeName(m_dir.filePath(u"data"_s));
        GWEN_PathManager_AddPath("paydesk", "aqbanking", "datadir", m_dataDir.constData());
    }
    ~AqBankingImport()
    {
        if (m_ab) {
            GWEN_PathManager_RemovePath("paydesk", "aqbanking", "datadir", m_dataDir.constData());
            AB_Banking_Fini(m_ab);
            AB_Banking_free(m_ab);
        }
        for (const QString &dir : std::as_const(m_absent))
            QDir().rmdir(dir); // only when empty: never anything of the user's
    }
    AqBankingImport(const AqBankingImport &) = delete;
    AqBankingImport &operator=(const AqBankingImport &) = delete;

    bool ok() const { return m_ab != nullptr; }
    QString dir() const { return m_dir.path(); }

    // AqBanking's result code (0: read).
    int import(const char *importer, const char *profile, const QString &profileFile,
               const QString &path, AB_IMEXPORTER_CONTEXT *ctx)
    {
        const QByteArray file = QFile::encodeName(path);
        const QByteArray profileFileName = QFile::encodeName(profileFile);
        return AB_Banking_ImportFromFileLoadProfile(
            m_ab, importer, ctx, profile,
            profileFile.isEmpty() ? nullptr : profileFileName.constData(), file.constData());
    }

private:
    QTemporaryDir m_dir;
    QByteArray m_dataDir;
    QStringList m_absent; // folders of ~/.aqbanking that were not there before
    AB_BANKING *m_ab = nullptr;
};

// The CSV importer's profile for one file: its delimiter, decimal comma, date format and the
// field of each column.
QString csvProfile(const ScannedStatement &s)
{
    QString out = u"char name=\"paydesk\"\nchar type=\"csv\"\n"
                  "char groupNames=\"transaction\", \"line\"\n"
                  "char dateFormat=\"%1\"\nint utc=\"0\"\nchar valueFormat=\"float\"\n"_s.arg(
                      s.csvDateFormat);
    if (s.csvDecimalComma)
        out += u"char commaThousands=\".\"\nchar commaDecimal=\",\"\n"_s;
    out += u"params {\n  quote=\"1\"\n  title=\"1\"\n  delimiter=\"%1\"\n  columns {\n"_s.arg(
        s.csvDelimiter);
    for (qsizetype i = 0; i < s.csvColumns.size(); ++i) {
        if (!s.csvColumns.at(i).isEmpty())
            out += u"    %1=\"%2\"\n"_s.arg(i + 1).arg(s.csvColumns.at(i));
    }
    out += u"  }\n}\n"_s;
    return out;
}

// AB_VALUE as "num/denom[:currency]" in minor units of a currency with `exponent`.
std::optional<qint64> minorOfValue(const AB_VALUE *v, int exponent)
{
    if (!v)
        return std::nullopt;
    GWEN_BUFFER *buf = GWEN_Buffer_new(nullptr, 64, 0, 1);
    AB_Value_toString(v, buf);
    const QString text = QString::fromLatin1(GWEN_Buffer_GetStart(buf)).section(u':', 0, 0);
    GWEN_Buffer_free(buf);
    bool ok1 = false;
    bool ok2 = false;
    const qint64 num = text.section(u'/', 0, 0).toLongLong(&ok1);
    const qint64 denom = text.contains(u'/') ? text.section(u'/', 1, 1).toLongLong(&ok2) : 1;
    if (!ok1 || (text.contains(u'/') && !ok2) || denom <= 0 ||
        num == std::numeric_limits<qint64>::min())
        return std::nullopt;
    // num * 10^exponent / denom, exactly, or nothing (a fraction of the minor unit, or an
    // amount beyond 64 bits). The fraction is reduced and 10^exponent divided first, so an
    // amount that fits is never lost to a product on the way that does not.
    const qint64 g = std::gcd(num, denom);
    const qint64 n = num / g;
    const qint64 d = denom / g;
    qint64 pow10 = 1;
    for (int e = 0; e < exponent; ++e)
        pow10 *= 10; // exponents are 0 to 4
    if (pow10 % d != 0)
        return std::nullopt;
    qint64 minor = 0;
    if (qMulOverflow(n, pow10 / d, &minor))
        return std::nullopt;
    return minor;
}

QDate dateOf(const GWEN_DATE *d)
{
    if (!d)
        return {};
    return QDate(GWEN_Date_GetYear(d), GWEN_Date_GetMonth(d), GWEN_Date_GetDay(d));
}

// AqBanking's CSV reader hands text on as if it were Latin-1; UTF-8 read that way is undone.
QString textOf(const char *s)
{
    if (!s)
        return {};
    QString text = QString::fromUtf8(s);
    const QByteArray latin = text.toLatin1();
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString again = utf8.decode(latin);
    if (!utf8.hasError() && again != text && QString::fromLatin1(latin) == text)
        return again;
    return text;
}

struct Importer
{
    const char *name;
    const char *profile;
};

Importer importerFor(const QString &format)
{
    if (format == u"mt940"_s)
        return {"swift", "SWIFT-MT940"};
    if (format == u"camt053"_s)
        return {"xml", "default"};
    if (format == u"ofx"_s)
        return {"ofx", "default"};
    return {"csv", "paydesk"};
}

} // namespace

StatementReader::Result StatementReader::scan(const QString &path, const QByteArray &contents)
{
    const StatementScan::Result scanned = StatementScan::scan(path, contents);
    if (const auto *p = std::get_if<StatementProblem>(&scanned))
        return *p;
    return std::get<ScannedStatement>(scanned).file;
}

StatementReader::Result StatementReader::read(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return problem(path, 0, tr("the file cannot be read (%1).").arg(f.errorString()));
    return read(path, f.readAll());
}

StatementReader::Result StatementReader::read(const QString &path, const QByteArray &contents)
{
    const StatementScan::Result scanned = StatementScan::scan(path, contents);
    if (const auto *p = std::get_if<StatementProblem>(&scanned))
        return *p;
    return read(path, contents, std::get<ScannedStatement>(scanned));
}

StatementReader::Result StatementReader::read(const QString &path, const QByteArray &contents,
                                              ScannedStatement s)
{
    const int exponent = Currency::exponent(s.file.currency).value_or(2);

    QMutexLocker lock(&aqBankingMutex());
    QString error;
    AqBankingImport ab(&error);
    if (!ab.ok())
        return problem(path, 0, error);
    // AqBanking reads a file by name: the bytes already read go to a copy of their own, so it
    // reads what was scanned.
    const QString copy = QDir(ab.dir()).filePath(u"statement"_s);
    QString profileFile;
    {
        QFile out(copy);
        if (!out.open(QIODevice::WriteOnly) || out.write(contents) != contents.size())
            return problem(path, 0, tr("the file could not be handed to AqBanking."));
    }
    if (s.file.format == u"csv"_s) {
        profileFile = QDir(ab.dir()).filePath(u"csv.conf"_s);
        QFile out(profileFile);
        if (!out.open(QIODevice::WriteOnly) || out.write(csvProfile(s).toUtf8()) < 0)
            return problem(path, 0, tr("the file could not be handed to AqBanking."));
    }
    const Importer importer = importerFor(s.file.format);
    AB_IMEXPORTER_CONTEXT *ctx = AB_ImExporterContext_new();
    const int rv = ab.import(importer.name, importer.profile, profileFile, copy, ctx);
    const auto freeContext = qScopeGuard([ctx] { AB_ImExporterContext_free(ctx); });
    if (rv < 0)
        return problem(path, 0,
                       tr("AqBanking cannot read this %1 statement (its error %2).")
                           .arg(s.file.format)
                           .arg(rv));

    // AqBanking's entries, in file order, are the scanned lines one for one.
    QList<AB_TRANSACTION *> read;
    std::optional<qint64> closing;
    for (AB_IMEXPORTER_ACCOUNTINFO *ai = AB_ImExporterContext_GetFirstAccountInfo(ctx); ai;
         ai = AB_ImExporterAccountInfo_List_Next(ai)) {
        for (AB_TRANSACTION *t =
                 AB_Transaction_List_First(AB_ImExporterAccountInfo_GetTransactionList(ai));
             t; t = AB_Transaction_List_Next(t))
            read.append(t);
        for (AB_BALANCE *b = AB_Balance_List_First(AB_ImExporterAccountInfo_GetBalanceList(ai)); b;
             b = AB_Balance_List_Next(b)) {
            if (AB_Balance_GetType(b) == AB_Balance_TypeBooked)
                closing = minorOfValue(AB_Balance_GetValue(b), exponent);
        }
    }
    if (read.size() != s.file.lines.size())
        return problem(path, 0,
                       tr("AqBanking reads %1 entries where PayDesk finds %2; the file is not "
                          "read, rather than read in part.")
                           .arg(read.size())
                           .arg(s.file.lines.size()));
    for (qsizetype i = 0; i < read.size(); ++i) {
        StatementLine &line = s.file.lines[i];
        const AB_TRANSACTION *t = read.at(i);
        const auto amount = minorOfValue(AB_Transaction_GetValue(t), exponent);
        if (!amount || *amount != line.amount)
            return problem(path, line.fileLine,
                           tr("AqBanking reads the amount as %1, PayDesk as %2 minor units.")
                               .arg(amount ? QString::number(*amount) : tr("nothing"))
                               .arg(line.amount));
        const QDate booked = dateOf(AB_Transaction_GetDate(t));
        line.booked = booked.isValid() ? booked : dateOf(AB_Transaction_GetValutaDate(t));
        if (!line.booked.isValid())
            return problem(path, line.fileLine, tr("AqBanking finds no date for this entry."));
        // A CSV's purpose is one field, which PayDesk's pass reads whole; AqBanking's CSV
        // reader cuts it at its first doubled quote ("Say ""hi""" becomes "Say "), and with it a
        // payout's reference after the quote. The other formats' purpose is AqBanking's
        // assembly of its lines.
        const QString purpose = textOf(AB_Transaction_GetPurpose(t));
        if (!purpose.isEmpty() && s.file.format != u"csv"_s)
            line.text = purpose;
        if (const char *ref = AB_Transaction_GetBankReference(t); ref && *ref)
            line.bankReference = QString::fromUtf8(ref);
    }
    // The closing balance AqBanking read wins; PayDesk's (a CSV's last balance) otherwise.
    if (closing && s.file.closing && *closing != *s.file.closing && s.file.format != u"csv"_s)
        return problem(path, 0,
                       tr("AqBanking reads the closing balance as %1, PayDesk as %2 minor units.")
                           .arg(*closing)
                           .arg(*s.file.closing));
    return s.file;
}

qint64 StatementReader::aqBankingImportNs(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return -1;
    }
    const QByteArray contents = f.readAll();
    const StatementScan::Result scanned = StatementScan::scan(path, contents);
    if (const auto *p = std::get_if<StatementProblem>(&scanned)) {
        *error = p->message;
        return -1;
    }
    const ScannedStatement &s = std::get<ScannedStatement>(scanned);
    QMutexLocker lock(&aqBankingMutex());
    AqBankingImport ab(error);
    if (!ab.ok())
        return -1;
    QString profileFile;
    if (s.file.format == u"csv"_s) {
        profileFile = QDir(ab.dir()).filePath(u"csv.conf"_s);
        QFile out(profileFile);
        if (!out.open(QIODevice::WriteOnly))
            return -1;
        out.write(csvProfile(s).toUtf8());
    }
    const Importer importer = importerFor(s.file.format);
    AB_IMEXPORTER_CONTEXT *ctx = AB_ImExporterContext_new();
    QElapsedTimer timer;
    timer.start();
    const int rv = ab.import(importer.name, importer.profile, profileFile, path, ctx);
    const qint64 ns = timer.nsecsElapsed();
    AB_ImExporterContext_free(ctx);
    if (rv < 0) {
        *error = u"AqBanking error %1"_s.arg(rv);
        return -1;
    }
    return ns;
}

} // namespace paydesk::reconcile
