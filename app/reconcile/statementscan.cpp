#include "statementscan.h"

#include "core/currency.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QVarLengthArray>
#include <QXmlStreamReader>

#include <array>

using namespace Qt::StringLiterals;

namespace paydesk::reconcile {

namespace {

StatementProblem problem(const QString &path, int line, const QString &what)
{
    const QString name = QFileInfo(path).fileName();
    StatementProblem p;
    p.path = path;
    p.line = line;
    p.message = line > 0 ? StatementScan::tr("%1, line %2: %3").arg(name).arg(line).arg(what)
                         : StatementScan::tr("%1: %2").arg(name, what);
    return p;
}

QString decode(const QByteArray &bytes)
{
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8.decode(bytes);
    if (utf8.hasError()) // a bank's Latin-1 export
        text = QString::fromLatin1(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

// Lines without their ends, for formats read line by line.
QStringList splitLines(const QString &text)
{
    QString t = text;
    t.replace(u"\r\n"_s, u"\n"_s);
    t.replace(u'\r', u'\n');
    return t.split(u'\n');
}

std::optional<int> exponentOf(const QString &path, int line, const QString &currency,
                              StatementProblem *out)
{
    const auto e = Currency::exponent(currency);
    if (!e)
        *out = problem(path, line,
                       StatementScan::tr("the currency \"%1\" is not an ISO 4217 code PayDesk "
                                         "knows.")
                           .arg(currency));
    return e;
}

QString amountProblem(const QString &text, const QString &currency, int exponent)
{
    return StatementScan::tr("the amount \"%1\" is not a number in %2, which has %n decimal(s).",
                             nullptr, exponent)
        .arg(text, currency);
}

// ---- SWIFT MT940 ----

StatementScan::Result scanMt940(const QString &path, const QString &text)
{
    ScannedStatement s;
    s.file.format = u"mt940"_s;
    const QStringList lines = splitLines(text);
    static const QRegularExpression balanceRe(
        u"^:6[02][FM]:([CD])(\\d{6})([A-Z]{3})([0-9]+,[0-9]*)\\s*$"_s);
    static const QRegularExpression entryRe(
        u"^:61:(\\d{6})(\\d{4})?(R?[CD])[A-Z]?([0-9]+,[0-9]*)([NFS][A-Z0-9]{3})([^/]*)(//(.*))?$"_s);
    const auto date = [](const QString &yymmdd) {
        return QDate(2000 + yymmdd.left(2).toInt(), yymmdd.mid(2, 2).toInt(),
                     yymmdd.mid(4, 2).toInt());
    };
    int exponent = -1;
    QString tag; // the tag a continuation line belongs to
    StatementLine *entry = nullptr;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const int number = i + 1;
        if (line.trimmed().isEmpty() || line.trimmed() == u"-"_s || line.startsWith(u'{')) {
            tag.clear();
            continue;
        }
        if (!line.startsWith(u':')) {
            // A continuation: the purpose goes on over several lines.
            if (tag == u"86"_s && entry)
                entry->text += u'\n' + line;
            continue;
        }
        tag = line.section(u':', 1, 1).left(3).remove(u'F').remove(u'M');
        if (line.startsWith(u":25:"_s)) {
            s.file.account = line.mid(4).trimmed();
        } else if (line.startsWith(u":60"_s) || line.startsWith(u":62"_s)) {
            const auto m = balanceRe.match(line);
            if (!m.hasMatch())
                return problem(path, number,
                               StatementScan::tr("the balance \"%1\" is not of the form "
                                                 ":60F:C260301EUR1234,56.")
                                   .arg(line));
            const QString currency = m.captured(3);
            if (s.file.currency.isEmpty()) {
                StatementProblem p;
                const auto e = exponentOf(path, number, currency, &p);
                if (!e)
                    return p;
                exponent = *e;
                s.file.currency = currency;
            } else if (currency != s.file.currency) {
                return problem(path, number,
                               StatementScan::tr("this balance is in %1, the statement in %2.")
                                   .arg(currency, s.file.currency));
            }
            const auto amount = StatementScan::minorUnits(m.captured(4), exponent, u',', QChar());
            if (!amount)
                return problem(path, number, amountProblem(m.captured(4), currency, exponent));
            const qint64 value = m.captured(1) == u"D"_s ? -*amount : *amount;
            const QDate day = date(m.captured(2));
            if (line.startsWith(u":60"_s)) {
                if (!s.file.opening) { // several statements in one file: the first opens
                    s.file.opening = value;
                    s.file.first = day;
                }
            } else {
                s.file.closing = value;
                s.file.last = day;
            }
            entry = nullptr;
        } else if (line.startsWith(u":61:"_s)) {
            if (exponent < 0)
                return problem(path, number,
                               StatementScan::tr("an entry comes before the opening balance "
                                                 "(:60F:), so its currency is not known."));
            const auto m = entryRe.match(line);
            if (!m.hasMatch())
                return problem(path, number,
                               StatementScan::tr("the entry \"%1\" is not of the form "
                                                 ":61:YYMMDD[MMDD]C|D<amount>N<type><reference>.")
                                   .arg(line));
            const auto amount = StatementScan::minorUnits(m.captured(4), exponent, u',', QChar());
            if (!amount)
                return problem(path, number,
                               amountProblem(m.captured(4), s.file.currency, exponent));
            StatementLine l;
            l.fileLine = number;
            l.booked = date(m.captured(1));
            if (!l.booked.isValid())
                return problem(path, number,
                               StatementScan::tr("\"%1\" is not a date.").arg(m.captured(1)));
            l.amount = m.captured(3).endsWith(u'D') ? -*amount : *amount;
            l.bankReference = m.captured(8).trimmed();
            s.file.lines.append(l);
            entry = &s.file.lines.last();
        } else if (line.startsWith(u":86:"_s)) {
            if (entry)
                entry->text = line.mid(4);
        }
    }
    if (s.file.currency.isEmpty())
        return problem(path, 0, StatementScan::tr("the MT940 statement has no balance (:60F:)."));
    return s;
}

// ---- ISO 20022 camt.053 ----

StatementScan::Result scanCamt(const QString &path, const QByteArray &bytes)
{
    ScannedStatement s;
    s.file.format = u"camt053"_s;
    QXmlStreamReader r(bytes);
    QStringList stack;
    struct Pending
    {
        int line = 0;
        QString amount;
        QString currency;
        QString mark;
        QString date;
        QString bankRef;
        QStringList texts;
    };
    std::optional<Pending> entry;
    std::optional<Pending> balance;
    QString balanceCode;
    int exponent = -1;
    const auto parent = [&] { return stack.size() >= 2 ? stack.at(stack.size() - 2) : QString(); };
    const auto finishAmount = [&](const Pending &p,
                                  qint64 *out) -> std::optional<StatementProblem> {
        if (p.amount.isEmpty() || (p.mark != u"CRDT"_s && p.mark != u"DBIT"_s))
            return problem(path, p.line,
                           StatementScan::tr("the entry has no amount with CRDT or DBIT."));
        const QString currency = p.currency.isEmpty() ? s.file.currency : p.currency;
        if (s.file.currency.isEmpty()) {
            StatementProblem pr;
            const auto e = exponentOf(path, p.line, currency, &pr);
            if (!e)
                return pr;
            exponent = *e;
            s.file.currency = currency;
        } else if (currency != s.file.currency) {
            return problem(path, p.line,
                           StatementScan::tr("this amount is in %1, the statement in %2.")
                               .arg(currency, s.file.currency));
        }
        const auto amount = StatementScan::minorUnits(p.amount, exponent, u'.', QChar());
        if (!amount)
            return problem(path, p.line, amountProblem(p.amount, currency, exponent));
        *out = p.mark == u"DBIT"_s ? -*amount : *amount;
        return std::nullopt;
    };
    bool isCamt053 = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            const QString name = r.name().toString();
            stack.append(name);
            if (stack.size() == 1) {
                isCamt053 = name == u"Document"_s && r.namespaceUri().contains(u"camt.053"_s);
                if (!isCamt053)
                    return problem(path, 0,
                                   StatementScan::tr("this XML file is not a camt.053 bank "
                                                     "statement."));
            }
            const int line = int(r.lineNumber());
            if (name == u"Ntry"_s) {
                entry = Pending{};
                entry->line = line;
            } else if (name == u"Bal"_s) {
                balance = Pending{};
                balance->line = line;
                balanceCode.clear();
            } else if (name == u"Amt"_s && (parent() == u"Ntry"_s || parent() == u"Bal"_s)) {
                Pending &p = parent() == u"Ntry"_s ? *entry : *balance;
                p.currency = r.attributes().value(u"Ccy"_s).toString();
                p.amount = r.readElementText().trimmed();
                stack.removeLast();
            } else if (name == u"CdtDbtInd"_s && (parent() == u"Ntry"_s || parent() == u"Bal"_s)) {
                (parent() == u"Ntry"_s ? *entry : *balance).mark = r.readElementText().trimmed();
                stack.removeLast();
            } else if (name == u"Cd"_s && balance && stack.contains(u"Tp"_s)) {
                balanceCode = r.readElementText().trimmed();
                stack.removeLast();
            } else if (name == u"Dt"_s && parent() == u"BookgDt"_s && entry) {
                entry->date = r.readElementText().trimmed();
                stack.removeLast();
            } else if (name == u"Dt"_s && parent() == u"Dt"_s && balance) {
                balance->date = r.readElementText().trimmed();
                stack.removeLast();
            } else if (name == u"AcctSvcrRef"_s && entry && parent() == u"Ntry"_s) {
                entry->bankRef = r.readElementText().trimmed();
                stack.removeLast();
            } else if ((name == u"Ustrd"_s || name == u"AddtlNtryInf"_s) && entry) {
                entry->texts.append(r.readElementText().trimmed());
                stack.removeLast();
            } else if (name == u"Ccy"_s && parent() == u"Acct"_s) {
                const QString currency = r.readElementText().trimmed();
                stack.removeLast();
                StatementProblem pr;
                const auto e = exponentOf(path, line, currency, &pr);
                if (!e)
                    return pr;
                exponent = *e;
                s.file.currency = currency;
            } else if ((name == u"IBAN"_s || (name == u"Id"_s && parent() == u"Othr"_s)) &&
                       stack.contains(u"Acct"_s) && !entry) {
                s.file.account = r.readElementText().trimmed();
                stack.removeLast();
            } else if ((name == u"FrDtTm"_s || name == u"ToDtTm"_s) && parent() == u"FrToDt"_s) {
                const QDate d =
                    QDate::fromString(r.readElementText().trimmed().left(10), Qt::ISODate);
                (name == u"FrDtTm"_s ? s.file.first : s.file.last) = d;
                stack.removeLast();
            }
        } else if (r.isEndElement()) {
            const QString name = r.name().toString();
            if (name == u"Ntry"_s && entry) {
                StatementLine l;
                l.fileLine = entry->line;
                if (auto p = finishAmount(*entry, &l.amount))
                    return *p;
                l.booked = QDate::fromString(entry->date.left(10), Qt::ISODate);
                if (!l.booked.isValid())
                    return problem(path, entry->line,
                                   StatementScan::tr("the entry has no booking date (BookgDt)."));
                l.text = entry->texts.join(u'\n');
                l.bankReference = entry->bankRef;
                s.file.lines.append(l);
                entry.reset();
            } else if (name == u"Bal"_s && balance) {
                qint64 value = 0;
                if (auto p = finishAmount(*balance, &value))
                    return *p;
                const QDate day = QDate::fromString(balance->date.left(10), Qt::ISODate);
                if (balanceCode == u"OPBD"_s || balanceCode == u"PRCD"_s) {
                    s.file.opening = value;
                    if (!s.file.first.isValid())
                        s.file.first = day;
                } else if (balanceCode == u"CLBD"_s) {
                    s.file.closing = value;
                    if (!s.file.last.isValid())
                        s.file.last = day;
                }
                balance.reset();
            }
            if (!stack.isEmpty())
                stack.removeLast();
        }
    }
    if (r.hasError())
        return problem(path, int(r.lineNumber()),
                       StatementScan::tr("the XML breaks off or is not well formed (%1).")
                           .arg(r.errorString()));
    if (!isCamt053)
        return problem(path, 0,
                       StatementScan::tr("this XML file is not a camt.053 bank statement."));
    if (s.file.currency.isEmpty())
        return problem(path, 0, StatementScan::tr("the statement names no currency."));
    return s;
}

// ---- OFX (1.x SGML or 2.x XML) ----

StatementScan::Result scanOfx(const QString &path, const QString &text)
{
    ScannedStatement s;
    s.file.format = u"ofx"_s;
    QList<qsizetype> lineStarts{0};
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'\n')
            lineStarts.append(i + 1);
    }
    const auto lineOf = [&](qsizetype offset) {
        return int(std::upper_bound(lineStarts.cbegin(), lineStarts.cend(), offset) -
                   lineStarts.cbegin());
    };
    static const QRegularExpression tagRe(u"<(/?)([A-Z0-9.]+)>([^<\\r\\n]*)"_s);
    const auto day = [](const QString &v) {
        return QDate::fromString(v.trimmed().left(8), u"yyyyMMdd"_s);
    };
    int exponent = -1;
    std::optional<StatementLine> entry;
    bool inLedgerBalance = false;
    QStringList texts;
    for (auto it = tagRe.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const bool closing = !m.captured(1).isEmpty();
        const QString tag = m.captured(2);
        const QString value = m.captured(3).trimmed();
        const int line = lineOf(m.capturedStart());
        if (tag == u"CURDEF"_s && !closing) {
            StatementProblem p;
            const auto e = exponentOf(path, line, value, &p);
            if (!e)
                return p;
            exponent = *e;
            s.file.currency = value;
        } else if (tag == u"ACCTID"_s && !closing) {
            s.file.account = value;
        } else if (tag == u"DTSTART"_s && !closing) {
            s.file.first = day(value);
        } else if (tag == u"DTEND"_s && !closing) {
            s.file.last = day(value);
        } else if (tag == u"STMTTRN"_s) {
            if (!closing) {
                if (exponent < 0)
                    return problem(path, line,
                                   StatementScan::tr("a transaction comes before the currency "
                                                     "(CURDEF)."));
                entry = StatementLine{};
                entry->fileLine = line;
                texts.clear();
            } else if (entry) {
                entry->text = texts.join(u'\n');
                if (!entry->booked.isValid())
                    return problem(path, entry->fileLine,
                                   StatementScan::tr("the transaction has no date (DTPOSTED)."));
                s.file.lines.append(*entry);
                entry.reset();
            }
        } else if (entry && !closing) {
            if (tag == u"TRNAMT"_s) {
                const auto amount = StatementScan::minorUnits(value, exponent, u'.', QChar());
                if (!amount)
                    return problem(path, line, amountProblem(value, s.file.currency, exponent));
                entry->amount = *amount;
            } else if (tag == u"DTPOSTED"_s) {
                entry->booked = day(value);
            } else if (tag == u"FITID"_s) {
                entry->bankReference = value;
            } else if (tag == u"MEMO"_s || tag == u"NAME"_s) {
                texts.append(value);
            }
        } else if (tag == u"LEDGERBAL"_s) {
            inLedgerBalance = !closing;
        } else if (inLedgerBalance && !closing && tag == u"BALAMT"_s) {
            const auto amount = StatementScan::minorUnits(value, exponent, u'.', QChar());
            if (!amount)
                return problem(path, line, amountProblem(value, s.file.currency, exponent));
            s.file.closing = *amount;
        }
    }
    if (entry)
        return problem(path, entry->fileLine,
                       StatementScan::tr("the transaction (STMTTRN) is not closed."));
    if (s.file.currency.isEmpty())
        return problem(path, 0, StatementScan::tr("the OFX file names no currency (CURDEF)."));
    // MEMO comes after NAME in the file; the remittance text is in MEMO, NAME the payer.
    for (StatementLine &l : s.file.lines) {
        QStringList parts = l.text.split(u'\n');
        std::reverse(parts.begin(), parts.end());
        l.text = parts.join(u'\n');
    }
    if (s.file.closing) {
        qint64 sum = 0;
        for (const StatementLine &l : std::as_const(s.file.lines))
            sum += l.amount;
        s.file.opening = *s.file.closing - sum;
    }
    return s;
}

// ---- CSV ----

// The records of a CSV text with the line each starts on; quoted fields may hold the delimiter,
// quotes (doubled) and line breaks.
struct CsvRecord
{
    int line = 0;
    QStringList fields;
};

std::optional<QList<CsvRecord>> csvRecords(const QString &text, QChar delimiter, int *badLine)
{
    QList<CsvRecord> out;
    CsvRecord record;
    // A field is a slice of the text from `start`, unless it has quotes: then its characters
    // are gathered in `field`, the quotes taken out.
    QString field;
    bool gathered = false;
    qsizetype start = 0;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
    record.line = 1;
    const auto endField = [&](qsizetype end) {
        record.fields.append(gathered ? field : text.mid(start, end - start));
        field.clear();
        gathered = false;
        fieldStarted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u'"' && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
            gathered = true;
        } else if (c == delimiter) {
            endField(i);
            start = i + 1;
        } else if (c == u'\r' || c == u'\n') {
            endField(i);
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            if (!(record.fields.size() == 1 && record.fields.constFirst().trimmed().isEmpty()))
                out.append(record);
            record = CsvRecord{};
            ++line;
            record.line = line;
            start = i + 1;
        } else {
            if (gathered)
                field += c;
            fieldStarted = true;
        }
    }
    if (quoted) {
        *badLine = record.line;
        return std::nullopt;
    }
    if (const QString last = gathered ? field : text.mid(start);
        !last.isEmpty() || !record.fields.isEmpty()) {
        record.fields.append(last);
        out.append(record);
    }
    return out;
}

enum class Column { Ignored, Date, ValueDate, Amount, Currency, Text, Reference, Balance };
constexpr size_t ColumnCount = size_t(Column::Balance) + 1;

Column columnOf(QString name)
{
    name = name.trimmed().toLower();
    name.replace(u'_', u' ');
    static const QList<QPair<Column, QStringList>> names = {
        {Column::Date,
         {u"booking date"_s, u"date"_s, u"buchungstag"_s, u"buchungsdatum"_s,
          u"date de comptabilisation"_s, u"date comptable"_s, u"date opération"_s}},
        {Column::ValueDate, {u"value date"_s, u"valuta"_s, u"wertstellung"_s, u"date de valeur"_s}},
        {Column::Amount, {u"amount"_s, u"betrag"_s, u"montant"_s}},
        {Column::Currency, {u"currency"_s, u"währung"_s, u"waehrung"_s, u"devise"_s}},
        {Column::Text,
         {u"remittance"_s, u"purpose"_s, u"description"_s, u"verwendungszweck"_s, u"libellé"_s,
          u"libelle"_s, u"text"_s}},
        {Column::Reference, {u"reference"_s, u"referenz"_s, u"référence"_s}},
        {Column::Balance, {u"balance"_s, u"saldo"_s, u"kontostand"_s, u"solde"_s}},
    };
    for (const auto &[column, spellings] : names) {
        if (spellings.contains(name))
            return column;
    }
    return Column::Ignored;
}

// "1.234,56" or "-15,5": a comma followed by digits at the end, only digits and points before.
bool decimalComma(QStringView amount)
{
    if (amount.startsWith(u'-') || amount.startsWith(u'+'))
        amount = amount.mid(1);
    const qsizetype comma = amount.lastIndexOf(u',');
    if (comma < 0 || comma == amount.size() - 1)
        return false;
    for (qsizetype i = 0; i < amount.size(); ++i) {
        const QChar c = amount.at(i);
        const bool digit = c >= u'0' && c <= u'9';
        if (i < comma ? !(digit || c == u'.') : (i > comma && !digit))
            return false;
    }
    return true;
}

// A CSV's dates, digits at fixed places: read by hand, as QDate::fromString() with a format
// runs Qt's whole date-time parser for every line of a year's statement.
struct DateLayout
{
    const char *aqBanking; // the spelling of AqBanking's CSV profile
    char separator;
    int year, month, day; // where each starts; the year has 4 digits, the others 2

    QDate read(QStringView text) const
    {
        if (text.size() != 10)
            return {};
        const auto number = [&](int at, int len) {
            int v = 0;
            for (int i = at; i < at + len; ++i) {
                const char16_t c = text[i].unicode();
                if (c < u'0' || c > u'9')
                    return -1;
                v = v * 10 + (c - u'0');
            }
            return v;
        };
        for (int i = 0; i < 10; ++i) {
            const bool separatorPlace = i != year && i != month && i != day &&
                                        !(i > year && i < year + 4) &&
                                        !(i > month && i < month + 2) && !(i > day && i < day + 2);
            if (separatorPlace && text[i] != QLatin1Char(separator))
                return {};
        }
        const int y = number(year, 4);
        const int m = number(month, 2);
        const int d = number(day, 2);
        return y < 0 || m < 0 || d < 0 ? QDate() : QDate(y, m, d);
    }
};
constexpr DateLayout DateLayouts[] = {
    {"YYYY-MM-DD", '-', 0, 5, 8},
    {"DD.MM.YYYY", '.', 6, 3, 0},
    {"DD/MM/YYYY", '/', 6, 3, 0},
};

StatementScan::Result scanCsv(const QString &path, const QString &text)
{
    const QString header = text.section(u'\n', 0, 0);
    QChar delimiter = u',';
    for (const QChar c : {u';', u'\t'}) {
        if (header.count(c) > header.count(delimiter))
            delimiter = c;
    }
    int badLine = 0;
    const auto records = csvRecords(text, delimiter, &badLine);
    if (!records)
        return problem(path, badLine, StatementScan::tr("a quoted field is never closed."));
    if (records->size() < 1)
        return problem(path, 0, StatementScan::tr("the file is empty."));
    QList<Column> columns;
    for (const QString &name : records->constFirst().fields)
        columns.append(columnOf(name));
    if (!columns.contains(Column::Date) || !columns.contains(Column::Amount))
        return problem(path, 0,
                       StatementScan::tr("this is not a bank statement PayDesk can read: "
                                         "camt.053, MT940, OFX, or CSV with a header naming a "
                                         "date and an amount column."));
    if (!columns.contains(Column::Currency))
        return problem(path, 1,
                       StatementScan::tr("the header names no currency column, so the amounts' "
                                         "currency is not known."));
    ScannedStatement s;
    s.file.format = u"csv"_s;
    s.csvDelimiter = delimiter == u'\t' ? u"TAB"_s : QString(delimiter);
    // Each kind of column's first place, found once rather than for every field read.
    std::array<qsizetype, ColumnCount> index;
    index.fill(-1);
    for (qsizetype c = columns.size() - 1; c >= 0; --c)
        index[size_t(columns.at(c))] = c;
    const auto at = [&](const CsvRecord &r, Column c) {
        const qsizetype i = index[size_t(c)];
        return i < 0 ? QString() : r.fields.value(i).trimmed();
    };
    // The decimal comma of German and French exports: a comma followed by digits at the end.
    for (qsizetype i = 1; i < records->size() && !s.csvDecimalComma; ++i)
        s.csvDecimalComma = decimalComma(at(records->at(i), Column::Amount));
    const DateLayout *dateLayout = nullptr;
    int exponent = -1;
    std::optional<qint64> lastBalance;
    const QChar point = s.csvDecimalComma ? u',' : u'.';
    const QChar group = s.csvDecimalComma ? u'.' : QChar();
    for (qsizetype i = 1; i < records->size(); ++i) {
        const CsvRecord &r = records->at(i);
        if (r.fields.size() != columns.size())
            return problem(path, r.line,
                           StatementScan::tr("the line has %1 fields where the header has %2.")
                               .arg(r.fields.size())
                               .arg(columns.size()));
        const QString currency = at(r, Column::Currency);
        if (s.file.currency.isEmpty()) {
            StatementProblem p;
            const auto e = exponentOf(path, r.line, currency, &p);
            if (!e)
                return p;
            exponent = *e;
            s.file.currency = currency;
        } else if (currency != s.file.currency) {
            return problem(path, r.line,
                           StatementScan::tr("this line is in %1, the lines before it in %2.")
                               .arg(currency, s.file.currency));
        }
        StatementLine l;
        l.fileLine = r.line;
        const QString dateText = at(r, Column::Date);
        if (!dateLayout) {
            for (const DateLayout &layout : DateLayouts) {
                if (layout.read(dateText).isValid()) {
                    dateLayout = &layout;
                    s.csvDateFormat = QString::fromLatin1(layout.aqBanking);
                    break;
                }
            }
        }
        l.booked = dateLayout ? dateLayout->read(dateText) : QDate();
        if (!l.booked.isValid())
            return problem(path, r.line, StatementScan::tr("\"%1\" is not a date.").arg(dateText));
        const auto amount =
            StatementScan::minorUnits(at(r, Column::Amount), exponent, point, group);
        if (!amount)
            return problem(path, r.line, amountProblem(at(r, Column::Amount), currency, exponent));
        l.amount = *amount;
        l.text = at(r, Column::Text);
        l.bankReference = at(r, Column::Reference);
        if (index[size_t(Column::Balance)] >= 0) {
            const auto balance =
                StatementScan::minorUnits(at(r, Column::Balance), exponent, point, group);
            if (!balance)
                return problem(path, r.line,
                               amountProblem(at(r, Column::Balance), currency, exponent));
            if (!lastBalance)
                s.file.opening = *balance - l.amount;
            lastBalance = balance;
        }
        s.file.lines.append(l);
    }
    if (s.file.lines.isEmpty())
        return problem(path, 0, StatementScan::tr("the statement has no lines."));
    s.file.closing = lastBalance;
    for (const Column c : std::as_const(columns)) {
        switch (c) {
        case Column::Date:
            s.csvColumns << u"date"_s;
            break;
        case Column::ValueDate:
            s.csvColumns << u"valutadate"_s;
            break;
        case Column::Amount:
            s.csvColumns << u"value/value"_s;
            break;
        case Column::Currency:
            s.csvColumns << u"value/currency"_s;
            break;
        case Column::Text:
            s.csvColumns << u"purpose"_s;
            break;
        default:
            s.csvColumns << QString();
        }
    }
    return s;
}

} // namespace

std::optional<qint64> StatementScan::minorUnits(QStringView text, int exponent, QChar decimalPoint,
                                                QChar groupSeparator)
{
    // Read in place, without the strings a split would make: a year's statement has thousands
    // of amounts and balances.
    text = text.trimmed();
    QVarLengthArray<char16_t, 40> chars;
    for (const QChar c : text) {
        if (groupSeparator.isNull() || c != groupSeparator)
            chars.append(c.unicode());
    }
    QStringView rest(chars.constData(), chars.size());
    bool negative = false;
    if (rest.startsWith(u'-') || rest.startsWith(u'+')) {
        negative = rest.startsWith(u'-');
        rest = rest.mid(1);
    }
    const qsizetype point = rest.indexOf(decimalPoint);
    const QStringView whole = point < 0 ? rest : rest.left(point);
    QStringView fraction = point < 0 ? QStringView() : rest.mid(point + 1);
    // Trailing zeros beyond the currency's decimals change nothing ("15.000" in JPY is 15).
    while (fraction.size() > exponent && fraction.endsWith(u'0'))
        fraction.chop(1);
    if (whole.isEmpty() || fraction.size() > exponent || whole.size() > 15)
        return std::nullopt;
    // 15 digits and 4 decimals can pass 2^63: nothing rather than a wrapped number.
    qint64 value = 0;
    const auto add = [&value](char16_t c) {
        return c >= u'0' && c <= u'9' && !__builtin_mul_overflow(value, 10, &value) &&
               !__builtin_add_overflow(value, qint64(c - u'0'), &value);
    };
    for (const QChar c : whole) {
        if (!add(c.unicode()))
            return std::nullopt;
    }
    for (qsizetype i = 0; i < exponent; ++i) {
        if (!add(i < fraction.size() ? fraction[i].unicode() : u'0'))
            return std::nullopt;
    }
    return negative ? -value : value;
}

StatementScan::Result StatementScan::scan(const QString &path, const QByteArray &contents)
{
    const QString text = decode(contents);
    const QString head = text.left(4096).trimmed();
    Result r;
    if (head.startsWith(u"<?xml"_s) || head.startsWith(u"<Document"_s)) {
        if (head.contains(u"<OFX>"_s) || head.contains(u"OFXHEADER"_s))
            r = scanOfx(path, text);
        else
            r = scanCamt(path, contents);
    } else if (head.startsWith(u"OFXHEADER"_s) || head.startsWith(u"<OFX>"_s)) {
        r = scanOfx(path, text);
    } else if (QRegularExpression(u"(^|\\n):20:"_s).match(head).hasMatch()) {
        r = scanMt940(path, text);
    } else {
        r = scanCsv(path, text);
    }
    if (auto *s = std::get_if<ScannedStatement>(&r)) {
        s->file.path = path;
        if (!s->file.first.isValid() || !s->file.last.isValid()) {
            // No period given: the days of its lines.
            for (const StatementLine &l : std::as_const(s->file.lines)) {
                if (!s->file.first.isValid() || l.booked < s->file.first)
                    s->file.first = l.booked;
                if (!s->file.last.isValid() || l.booked > s->file.last)
                    s->file.last = l.booked;
            }
        }
        if (!s->file.first.isValid())
            return problem(path, 0, tr("the statement covers no days: it has no dates."));
    }
    return r;
}

} // namespace paydesk::reconcile
