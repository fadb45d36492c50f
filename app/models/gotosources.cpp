#include "gotosources.h"

#include "api/transactionstatus.h"
#include "core/money.h"
#include "paymentlinksmodel.h"
#include "refundsmodel.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::models {

namespace {

// Lower case without accents: what a match compares.
QString folded(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            out += c;
    }
    return out.toCaseFolded();
}

bool isWordStart(const QString &text, qsizetype at)
{
    return at == 0 || !text.at(at - 1).isLetterOrNumber();
}

// An amount as the lists show it, with its currency.
QString amountText(qint64 amount, const QString &currency)
{
    return formatAmountIn(amount, currency, QLocale()) + u'\u00a0' + currency;
}

QString dateText(const QDateTime &when)
{
    return when.isValid() ? QLocale().toString(when.toLocalTime().date(), QLocale::ShortFormat)
                          : QString();
}

QString joined(const QStringList &parts)
{
    QStringList shown;
    for (const QString &p : parts) {
        if (!p.isEmpty())
            shown << p;
    }
    return shown.join(u" · "_s);
}

// A keyword (a pane's English name, an account's type) counts when a word of it starts with the
// text, and below the name's own match.
int keywordScore(const QString &text, const QString &keyword)
{
    const int score = gotoMatchScore(text, keyword);
    return score >= 600 ? score / 2 : 0;
}

// The best of the scores of `text` in each of `candidates`, at least 1: the service found it,
// so it matches, in a way the list cannot tell (a description, part of an id).
int serviceScore(const QString &text, const QStringList &candidates)
{
    int best = 1;
    for (const QString &c : candidates)
        best = std::max(best, gotoMatchScore(text, c));
    return best;
}

} // namespace

int gotoMatchScore(const QString &text, const QString &candidate)
{
    const QString t = folded(text.simplified());
    if (t.isEmpty())
        return 1;
    const QString c = folded(candidate);
    if (c.isEmpty())
        return 0;
    const int longer = int(std::min<qsizetype>(c.size() - t.size(), 99));
    if (c == t)
        return 1000;
    if (c.startsWith(t))
        return 900 - longer;
    qsizetype at = c.indexOf(t);
    const qsizetype first = at;
    for (; at >= 0; at = c.indexOf(t, at + 1)) {
        if (isWordStart(c, at))
            return 700 - longer;
    }
    if (first >= 0)
        return 500 - int(std::min<qsizetype>(first, 99));
    // Its letters in order, spaces in the text skipped: fewer gaps score higher.
    int gaps = 0;
    qsizetype from = 0;
    for (const QChar ch : t) {
        if (ch.isSpace())
            continue;
        const qsizetype found = c.indexOf(ch, from);
        if (found < 0)
            return 0;
        gaps += found > from ? 1 : 0;
        from = found + 1;
    }
    // Two letters are in order in too many words to mean anything.
    return t.size() < 3 ? 0 : std::max(10, 200 - 20 * gaps - longer);
}

GotoListSource::GotoListSource(GotoKind kind, std::function<QList<GotoEntry>()> entries)
    : m_kind(kind)
    , m_entries(std::move(entries))
{}

void GotoListSource::search(const QString &text, GotoDone done)
{
    GotoAnswer answer;
    for (const GotoEntry &e : m_entries()) {
        int score = gotoMatchScore(text, e.primary);
        for (const QString &k : e.keywords)
            score = std::max(score, keywordScore(text, k));
        if (score <= 0)
            continue;
        answer.items << GotoItem{m_kind, e.primary, e.secondary, e.id, score, e.open};
    }
    done(answer);
}

GotoSavedViewSource::GotoSavedViewSource(std::function<QList<GotoSavedView>()> views,
                                         std::function<void(const GotoSavedView &)> apply)
    : GotoListSource(GotoKind::SavedView, [views = std::move(views), apply = std::move(apply)] {
        QList<GotoEntry> out;
        for (const GotoSavedView &v : views())
            out << GotoEntry{v.name, v.pane, v.name, {v.pane}, [apply, v] { apply(v); }};
        return out;
    })
{}

GotoServiceSource::GotoServiceSource(ClientFn client)
    : m_client(std::move(client))
{}

GotoServiceSource::~GotoServiceSource()
{
    cancel();
}

void GotoServiceSource::cancel()
{
    if (m_requestClient && m_request)
        m_requestClient->cancel(m_request);
    m_request = 0;
}

void GotoServiceSource::track(api::ApiClient *client, api::RequestId id)
{
    m_requestClient = client;
    m_request = id;
}

GotoAnswer GotoServiceSource::failed(const api::ApiError &error)
{
    return {{}, error.message()};
}

GotoAnswer GotoServiceSource::notConnected()
{
    return {{}, QCoreApplication::translate("GotoSources", "no profile is connected.")};
}

bool GotoTransactionSource::looksLikeId(const QString &text)
{
    static const QRegularExpression id(u"^(txn|ch)_[A-Za-z0-9]{6,}$"_s);
    return id.match(text).hasMatch();
}

GotoTransactionSource::GotoTransactionSource(ClientFn client,
                                             std::function<void(const api::Transaction &)> open)
    : GotoServiceSource(std::move(client))
    , m_open(std::move(open))
{}

void GotoTransactionSource::search(const QString &text, GotoDone done)
{
    cancel();
    api::ApiClient *c = client();
    if (!c) {
        done(notConnected());
        return;
    }
    const std::function<GotoItem(const api::Transaction &)> make =
        [this, text](const api::Transaction &t) { return item(t, text); };
    const auto list = [this, c, text, done, make] {
        api::TransactionQuery q;
        q.limit = Limit;
        q.search = text.left(200); // the service's longest search
        track(c, c->listTransactions(q, context(), listAnswer(done, make)));
    };
    if (looksLikeId(text))
        track(c, c->transaction(text, context(), idAnswer(done, make, list)));
    else
        list();
}

GotoItem GotoTransactionSource::item(const api::Transaction &t, const QString &text) const
{
    GotoItem i;
    i.kind = GotoKind::Transaction;
    i.primary = t.merchantRef.isEmpty() ? t.id : t.merchantRef;
    i.secondary = joined({amountText(t.amount, t.currency), api::TransactionStatus(t.status).text(),
                          dateText(t.createdAt)});
    i.id = t.id;
    i.score = serviceScore(text, {t.id, t.merchantRef});
    i.open = [open = m_open, t] { open(t); };
    return i;
}

GotoRefundSource::GotoRefundSource(ClientFn client, std::function<void(const api::Refund &)> open)
    : GotoServiceSource(std::move(client))
    , m_open(std::move(open))
{}

void GotoRefundSource::search(const QString &text, GotoDone done)
{
    cancel();
    api::ApiClient *c = client();
    if (!c) {
        done(notConnected());
        return;
    }
    api::RefundQuery q;
    q.limit = Limit;
    q.search = text.left(200);
    const std::function<GotoItem(const api::Refund &)> make = [this,
                                                               text](const api::Refund &refund) {
        GotoItem i;
        i.kind = GotoKind::Refund;
        i.primary = refund.id;
        i.secondary = joined({amountText(refund.amount, refund.currency),
                              RefundsModel::statusText(refund.status), dateText(refund.createdAt)});
        i.id = refund.id;
        i.score = serviceScore(text, {refund.id, refund.transactionId});
        i.open = [open = m_open, refund] { open(refund); };
        return i;
    };
    track(c, c->listRefunds(q, context(), listAnswer(done, make)));
}

bool GotoPaymentLinkSource::looksLikeId(const QString &text)
{
    static const QRegularExpression id(u"^rds_[A-Za-z0-9]{6,}$"_s);
    return id.match(text).hasMatch();
}

GotoPaymentLinkSource::GotoPaymentLinkSource(ClientFn client,
                                             std::function<void(const api::RedirectSession &)> open)
    : GotoServiceSource(std::move(client))
    , m_open(std::move(open))
{}

void GotoPaymentLinkSource::search(const QString &text, GotoDone done)
{
    cancel();
    api::ApiClient *c = client();
    if (!c) {
        done(notConnected());
        return;
    }
    const std::function<GotoItem(const api::RedirectSession &)> make =
        [this, text](const api::RedirectSession &s) { return item(s, text); };
    const auto list = [this, c, text, done, make] {
        api::RedirectSessionQuery q;
        q.limit = Limit;
        q.search = text.left(200);
        // A service without payment links: nothing to find, nothing wrong.
        track(c, c->listRedirectSessions(q, context(), listAnswer(done, make, true)));
    };
    if (looksLikeId(text))
        track(c, c->redirectSession(text, context(), idAnswer(done, make, list)));
    else
        list();
}

GotoItem GotoPaymentLinkSource::item(const api::RedirectSession &s, const QString &text) const
{
    GotoItem i;
    i.kind = GotoKind::PaymentLink;
    i.primary = s.merchantRef.isEmpty() ? s.id : s.merchantRef;
    i.secondary = joined({amountText(s.amount, s.currency), PaymentLinksModel::statusText(s.status),
                          dateText(s.createdAt)});
    i.id = s.id;
    i.score = serviceScore(text, {s.id, s.merchantRef});
    i.open = [open = m_open, s] { open(s); };
    return i;
}

GotoAccountSource::GotoAccountSource(ClientFn client,
                                     std::function<void(const api::LedgerAccount &)> open,
                                     std::function<QString(const api::LedgerAccount &)> describe)
    : GotoServiceSource(std::move(client))
    , m_open(std::move(open))
    , m_describe(std::move(describe))
{}

void GotoAccountSource::reset()
{
    m_accounts.reset();
    m_reading = false; // an answer still on its way is not waited for: a new reading starts
    if (api::ApiClient *c = client())
        read(c);
}

void GotoAccountSource::cancel()
{
    m_waiting = nullptr;
}

void GotoAccountSource::search(const QString &text, GotoDone done)
{
    if (text.isEmpty()) { // the whole chart is the Accounts pane's: nothing listed here
        done({});
        return;
    }
    api::ApiClient *c = client();
    if (!c) {
        done(notConnected());
        return;
    }
    if (m_accounts && m_readFrom == c) {
        done(match(text));
        return;
    }
    m_waitingText = text;
    m_waiting = std::move(done);
    if (!m_reading || m_readFrom != c)
        read(c);
}

void GotoAccountSource::read(api::ApiClient *client)
{
    m_accounts.reset();
    m_readFrom = client;
    m_reading = true;
    client->ledgerAccounts(context(),
                           [this, client](const api::Result<QList<api::LedgerAccount>> &r) {
                               if (client != m_readFrom || !m_reading)
                                   return; // a reading for another client, or one given up
                               m_reading = false;
                               if (r.ok())
                                   m_accounts = r.value();
                               GotoDone waiting = std::exchange(m_waiting, nullptr);
                               if (!waiting)
                                   return;
                               waiting(r.ok() ? match(m_waitingText) : failed(r.error()));
                           });
}

GotoAnswer GotoAccountSource::match(const QString &text) const
{
    GotoAnswer a;
    for (const api::LedgerAccount &account : *m_accounts) {
        // A code is matched from its start only ("10" is not in "2100").
        int score = account.code.startsWith(text, Qt::CaseInsensitive)
                        ? (account.code.size() == text.size() ? 1000 : 950)
                        : 0;
        score = std::max(score, gotoMatchScore(text, account.name));
        const QString type = m_describe ? m_describe(account) : account.type;
        score = std::max(score, keywordScore(text, type));
        if (score <= 0)
            continue;
        GotoItem i;
        i.kind = GotoKind::Account;
        i.primary = account.code + u"  "_s + account.name;
        i.secondary = type;
        i.id = account.code;
        i.score = score;
        i.open = [open = m_open, account] { open(account); };
        a.items << i;
    }
    return a;
}

} // namespace paydesk::models
