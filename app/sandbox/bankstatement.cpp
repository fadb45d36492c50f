#include "bankstatement.h"

#include "core/csv.h"
#include "core/money.h"
#include "sandboxstore.h"

#include <QDate>
#include <QDateTime>
#include <QTimeZone>
#include <QXmlStreamWriter>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

namespace {

constexpr qint64 Day = 86400;

QDate dateOf(qint64 day)
{
    return QDate(1970, 1, 1).addDays(day);
}

QString isoDay(qint64 day)
{
    return dateOf(day).toString(u"yyyy-MM-dd"_s);
}

// The bank's own reference of a line: its posting, as the bank would number its entries.
QString bankReference(const BankLineRecord &l)
{
    return u"PDB%1"_s.arg(l.postingId, 10, 10, QLatin1Char('0'));
}

// MT940 amounts: a decimal comma, always present, and no sign (the C/D mark carries it).
QString swiftAmount(qint64 minor, int exponent)
{
    QString text = decimalString(minor < 0 ? -minor : minor, exponent);
    if (exponent == 0)
        return text + u',';
    return text.replace(u'.', u',');
}

QString swiftDate(qint64 day)
{
    return dateOf(day).toString(u"yyMMdd"_s);
}

} // namespace

qint64 BankStatement::closing() const
{
    qint64 total = opening;
    for (const BankLineRecord &l : lines)
        total += l.amount;
    return total;
}

QString BankStatement::accountId() const
{
    return u"PAYDESK-"_s + currency;
}

QByteArray camt053(const BankStatement &s)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeDefaultNamespace(u"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"_s);
    w.writeStartElement(u"Document"_s);
    w.writeStartElement(u"BkToCstmrStmt"_s);
    const QString created =
        QDateTime::fromSecsSinceEpoch(s.createdAt, QTimeZone::utc()).toString(Qt::ISODate);
    const QString statementId =
        u"PAYDESK-%1-%2-%3"_s.arg(s.currency, isoDay(s.fromDay), isoDay(s.toDay));
    w.writeStartElement(u"GrpHdr"_s);
    w.writeTextElement(u"MsgId"_s, statementId);
    w.writeTextElement(u"CreDtTm"_s, created);
    w.writeEndElement();
    w.writeStartElement(u"Stmt"_s);
    w.writeTextElement(u"Id"_s, statementId);
    w.writeTextElement(u"CreDtTm"_s, created);
    w.writeStartElement(u"FrToDt"_s);
    w.writeTextElement(u"FrDtTm"_s, isoDay(s.fromDay) + u"T00:00:00"_s);
    w.writeTextElement(u"ToDtTm"_s, isoDay(s.toDay) + u"T23:59:59"_s);
    w.writeEndElement();
    w.writeStartElement(u"Acct"_s);
    w.writeStartElement(u"Id"_s);
    w.writeStartElement(u"Othr"_s);
    w.writeTextElement(u"Id"_s, s.accountId());
    w.writeEndElement();
    w.writeEndElement();
    w.writeTextElement(u"Ccy"_s, s.currency);
    w.writeEndElement();
    const auto amount = [&](qint64 minor) {
        w.writeStartElement(u"Amt"_s);
        w.writeAttribute(u"Ccy"_s, s.currency);
        w.writeCharacters(decimalString(minor < 0 ? -minor : minor, s.exponent));
        w.writeEndElement();
        w.writeTextElement(u"CdtDbtInd"_s, minor < 0 ? u"DBIT"_s : u"CRDT"_s);
    };
    const auto balance = [&](const QString &code, qint64 minor, qint64 day) {
        w.writeStartElement(u"Bal"_s);
        w.writeStartElement(u"Tp"_s);
        w.writeStartElement(u"CdOrPrtry"_s);
        w.writeTextElement(u"Cd"_s, code);
        w.writeEndElement();
        w.writeEndElement();
        amount(minor);
        w.writeStartElement(u"Dt"_s);
        w.writeTextElement(u"Dt"_s, isoDay(day));
        w.writeEndElement();
        w.writeEndElement();
    };
    balance(u"OPBD"_s, s.opening, s.fromDay);
    balance(u"CLBD"_s, s.closing(), s.toDay);
    for (const BankLineRecord &l : s.lines) {
        const QString booked = isoDay(dayOf(l.bookedAt));
        w.writeStartElement(u"Ntry"_s);
        amount(l.amount);
        w.writeTextElement(u"Sts"_s, u"BOOK"_s);
        w.writeStartElement(u"BookgDt"_s);
        w.writeTextElement(u"Dt"_s, booked);
        w.writeEndElement();
        w.writeStartElement(u"ValDt"_s);
        w.writeTextElement(u"Dt"_s, booked);
        w.writeEndElement();
        w.writeTextElement(u"AcctSvcrRef"_s, bankReference(l));
        // The bank transaction code: a received or sent credit transfer, or a charge.
        w.writeStartElement(u"BkTxCd"_s);
        w.writeStartElement(u"Domn"_s);
        const bool charge = l.kind == u"bank_charge"_s;
        w.writeTextElement(u"Cd"_s, charge ? u"ACMT"_s : u"PMNT"_s);
        w.writeStartElement(u"Fmly"_s);
        w.writeTextElement(u"Cd"_s, charge ? u"MDOP"_s : l.amount < 0 ? u"ICDT"_s : u"RCDT"_s);
        w.writeTextElement(u"SubFmlyCd"_s, charge ? u"CHRG"_s : u"ESCT"_s);
        w.writeEndElement();
        w.writeEndElement();
        w.writeEndElement();
        w.writeStartElement(u"NtryDtls"_s);
        w.writeStartElement(u"TxDtls"_s);
        w.writeStartElement(u"Refs"_s);
        w.writeTextElement(u"EndToEndId"_s, l.payoutId.isEmpty() ? u"NOTPROVIDED"_s : l.payoutId);
        w.writeEndElement();
        w.writeStartElement(u"RmtInf"_s);
        w.writeTextElement(u"Ustrd"_s, l.text);
        w.writeEndElement();
        w.writeEndElement();
        w.writeEndElement();
        w.writeEndElement(); // Ntry
    }
    w.writeEndElement(); // Stmt
    w.writeEndElement(); // BkToCstmrStmt
    w.writeEndElement(); // Document
    w.writeEndDocument();
    return out;
}

QByteArray mt940(const BankStatement &s)
{
    QStringList out;
    out << u":20:PD%1"_s.arg(swiftDate(s.toDay)) << u":25:PAYDESK/%1"_s.arg(s.currency)
        << u":28C:00001/001"_s;
    const auto balance = [&](const QString &tag, qint64 minor, qint64 day) {
        return u"%1%2%3%4%5"_s.arg(tag, minor < 0 ? u"D"_s : u"C"_s, swiftDate(day), s.currency,
                                   swiftAmount(minor, s.exponent));
    };
    out << balance(u":60F:"_s, s.opening, s.fromDay);
    for (const BankLineRecord &l : s.lines) {
        const qint64 day = dayOf(l.bookedAt);
        // Value date, entry date (MMDD), mark, amount, transaction type, customer and bank refs.
        const QString type = l.kind == u"bank_charge"_s ? u"NCHG"_s : u"NTRF"_s;
        // The customer reference holds 16 characters, too few for a payout id: NONREF, and
        // the payout's reference in the purpose (:86:), as banks pass a remittance on.
        const QString customerRef = u"NONREF"_s;
        out << u":61:%1%2%3%4%5%6//%7"_s.arg(
            swiftDate(day), dateOf(day).toString(u"MMdd"_s), l.amount < 0 ? u"D"_s : u"C"_s,
            swiftAmount(l.amount, s.exponent), type, customerRef, bankReference(l));
        out << u":86:"_s + l.text;
    }
    out << balance(u":62F:"_s, s.closing(), s.toDay);
    out << u"-"_s;
    return (out.join(u"\r\n"_s) + u"\r\n"_s).toLatin1();
}

QByteArray statementCsv(const BankStatement &s)
{
    QByteArray out =
        csv::recordUtf8({u"booking_date"_s, u"value_date"_s, u"amount"_s, u"currency"_s,
                         u"reference"_s, u"remittance"_s, u"balance"_s});
    qint64 balance = s.opening;
    for (const BankLineRecord &l : s.lines) {
        balance += l.amount;
        const QString day = isoDay(dayOf(l.bookedAt));
        out += csv::recordUtf8({day, day, decimalString(l.amount, s.exponent), s.currency,
                                bankReference(l), l.text, decimalString(balance, s.exponent)});
    }
    return out;
}

} // namespace paydesk::sandbox
