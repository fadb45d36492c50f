#include "savedviews.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::models {

namespace {

const char *const PaneNames[] = {"transactions", "refunds", "trial-balance", "payment-links"};

// Date presets by their language-neutral names, in DatePreset's order.
const char *const DatePresetNames[] = {"all",        "today",      "last-7-days",
                                       "this-month", "last-month", "custom"};

const char *const AsOfNames[] = {"today", "end-of-last-month", "end-of-last-quarter",
                                 "end-of-last-year"};

const auto MonthBefore = u"month-before"_s;

struct Ready
{
    const char *id;
    const char *name;
};
const Ready ReadyViews[] = {
    {"failed-today", QT_TRANSLATE_NOOP("SavedViews", "Failed today")},
    {"refunds-this-month", QT_TRANSLATE_NOOP("SavedViews", "Refunds this month")},
};

std::optional<QDate> isoDay(const QString &text)
{
    const QDate d = QDate::fromString(text, Qt::ISODate);
    if (!d.isValid() || d.toString(Qt::ISODate) != text)
        return std::nullopt;
    return d;
}

void fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

// Reads the keys of a filter object one by one: every key must be known and of its type.
class Reader
{
public:
    Reader(const QJsonObject &json, QString *error)
        : m_json(json)
        , m_error(error)
    {}

    // A string, or empty when absent; false after failing when it is not a string.
    bool text(const QString &key, QString *out)
    {
        m_known << key;
        const QJsonValue v = m_json.value(key);
        if (v.isUndefined())
            return true;
        if (!v.isString())
            return bad(SavedViewList::tr("\"%1\" must be text.").arg(key));
        *out = v.toString();
        return true;
    }
    bool day(const QString &key, QDate *out)
    {
        QString t;
        if (!text(key, &t))
            return false;
        if (t.isEmpty())
            return true;
        const auto d = isoDay(t);
        if (!d)
            return bad(SavedViewList::tr("\"%1\" must be a day written YYYY-MM-DD, not \"%2\".")
                           .arg(key, t));
        *out = *d;
        return true;
    }
    bool texts(const QString &key, QStringList *out)
    {
        m_known << key;
        const QJsonValue v = m_json.value(key);
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return bad(SavedViewList::tr("\"%1\" must be a list of texts.").arg(key));
        for (const QJsonValue &item : v.toArray()) {
            if (!item.isString())
                return bad(SavedViewList::tr("\"%1\" must be a list of texts.").arg(key));
            *out << item.toString();
        }
        return true;
    }
    // After reading every key: false when the object has another one.
    bool finish()
    {
        for (auto it = m_json.begin(); it != m_json.end(); ++it) {
            if (!m_known.contains(it.key()))
                return bad(SavedViewList::tr("\"%1\" is not a setting of this pane's filter.")
                               .arg(it.key()));
        }
        return true;
    }
    bool bad(const QString &message)
    {
        fail(m_error, message);
        return false;
    }

private:
    const QJsonObject &m_json;
    QString *m_error;
    QStringList m_known;
};

bool readDates(Reader &r, DatePreset *preset, QDate *from, QDate *last)
{
    QString name;
    if (!r.text(u"dates"_s, &name) || !r.day(u"from"_s, from) || !r.day(u"to"_s, last))
        return false;
    if (name.isEmpty()) {
        *preset = DatePreset::AllTime;
    } else {
        const auto *found = std::find_if(std::begin(DatePresetNames), std::end(DatePresetNames),
                                         [&](const char *n) { return name == QLatin1String(n); });
        if (found == std::end(DatePresetNames))
            return r.bad(
                SavedViewList::tr("\"dates\" must be one of %1, not \"%2\".")
                    .arg(u"all, today, last-7-days, this-month, last-month, custom"_s, name));
        *preset = DatePreset(found - std::begin(DatePresetNames));
    }
    if (*preset != DatePreset::Custom && (from->isValid() || last->isValid()))
        return r.bad(SavedViewList::tr("\"from\" and \"to\" go with \"dates\": \"custom\" only."));
    return true;
}

void writeDates(QJsonObject &json, DatePreset preset, const QDate &from, const QDate &last)
{
    if (preset == DatePreset::AllTime)
        return;
    json[u"dates"_s] = QLatin1String(DatePresetNames[int(preset)]);
    if (preset != DatePreset::Custom)
        return;
    if (from.isValid())
        json[u"from"_s] = from.toString(Qt::ISODate);
    if (last.isValid())
        json[u"to"_s] = last.toString(Qt::ISODate);
}

} // namespace

QList<ViewPane> viewPanes()
{
    return {ViewPane::Transactions, ViewPane::Refunds, ViewPane::TrialBalance,
            ViewPane::PaymentLinks};
}

QString viewPaneName(ViewPane pane)
{
    return QLatin1String(PaneNames[int(pane)]);
}

std::optional<ViewPane> viewPaneFromName(const QString &name)
{
    for (const ViewPane pane : viewPanes()) {
        if (viewPaneName(pane) == name)
            return pane;
    }
    return std::nullopt;
}

QString viewPaneTitle(ViewPane pane)
{
    switch (pane) {
    case ViewPane::Transactions:
        return SavedViewList::tr("Transactions");
    case ViewPane::Refunds:
        return SavedViewList::tr("Refunds");
    case ViewPane::TrialBalance:
        return SavedViewList::tr("Trial balance");
    case ViewPane::PaymentLinks:
        return SavedViewList::tr("Payment links");
    }
    return {};
}

QStringList paymentLinkStatuses()
{
    return {u"open"_s, u"completed"_s, u"expired"_s};
}

// A text of a filter, kept only when it says something.
static void putText(QJsonObject &json, const QString &key, const QString &value)
{
    if (const QString t = value.trimmed(); !t.isEmpty())
        json[key] = t;
}

QJsonObject toJson(const TransactionFilter &filter)
{
    // What toQuery() applies, so the view shows the rows the pane showed.
    const api::TransactionQuery q = filter.toQuery(serviceToday());
    QJsonObject json;
    if (!q.statuses.isEmpty())
        json[u"statuses"_s] = QJsonArray::fromStringList(q.statuses);
    writeDates(json, filter.datePreset, filter.customFrom, filter.customLast);
    if (!q.gateway.isEmpty())
        json[u"gateway"_s] = q.gateway;
    if (!q.currency.isEmpty())
        json[u"currency"_s] = q.currency;
    if (!q.search.isEmpty())
        json[u"search"_s] = q.search;
    return json;
}

std::optional<TransactionFilter> transactionFilterFromJson(const QJsonObject &json, QString *error)
{
    TransactionFilter f;
    Reader r(json, error);
    if (!r.texts(u"statuses"_s, &f.statuses) ||
        !readDates(r, &f.datePreset, &f.customFrom, &f.customLast) ||
        !r.text(u"gateway"_s, &f.gateway) || !r.text(u"currency"_s, &f.currency) ||
        !r.text(u"search"_s, &f.search) || !r.finish())
        return std::nullopt;
    const QStringList known = filterableStatuses();
    for (const QString &s : std::as_const(f.statuses)) {
        if (!known.contains(s)) {
            r.bad(SavedViewList::tr("\"%1\" is not a status; the statuses are %2.")
                      .arg(s, known.join(u", "_s)));
            return std::nullopt;
        }
    }
    if (!f.gateway.isEmpty() && !isGatewayName(f.gateway)) {
        r.bad(SavedViewList::tr("\"%1\" is not a gateway name (a to z, 0 to 9 and _, at most 32).")
                  .arg(f.gateway));
        return std::nullopt;
    }
    if (!f.currency.isEmpty() && !isCurrencyCode(f.currency)) {
        r.bad(SavedViewList::tr("\"%1\" is not a three-letter currency code in capitals.")
                  .arg(f.currency));
        return std::nullopt;
    }
    return f;
}

QJsonObject toJson(const RefundFilter &filter)
{
    QJsonObject json;
    writeDates(json, filter.datePreset, filter.customFrom, filter.customLast);
    putText(json, u"transaction"_s, filter.transactionId);
    putText(json, u"search"_s, filter.search);
    return json;
}

std::optional<RefundFilter> refundFilterFromJson(const QJsonObject &json, QString *error)
{
    RefundFilter f;
    Reader r(json, error);
    if (!readDates(r, &f.datePreset, &f.customFrom, &f.customLast) ||
        !r.text(u"transaction"_s, &f.transactionId) || !r.text(u"search"_s, &f.search) ||
        !r.finish())
        return std::nullopt;
    return f;
}

QJsonObject toJson(const PaymentLinkFilter &filter)
{
    QJsonObject json;
    putText(json, u"status"_s, filter.status);
    putText(json, u"search"_s, filter.search);
    return json;
}

std::optional<PaymentLinkFilter> paymentLinkFilterFromJson(const QJsonObject &json, QString *error)
{
    PaymentLinkFilter f;
    Reader r(json, error);
    if (!r.text(u"status"_s, &f.status) || !r.text(u"search"_s, &f.search) || !r.finish())
        return std::nullopt;
    if (!f.status.isEmpty() && !paymentLinkStatuses().contains(f.status)) {
        r.bad(SavedViewList::tr("\"%1\" is not a payment link status; they are %2.")
                  .arg(f.status, paymentLinkStatuses().join(u", "_s)));
        return std::nullopt;
    }
    return f;
}

QJsonObject toJson(const TrialBalanceViewFilter &filter)
{
    QJsonObject json;
    json[u"asOf"_s] = filter.asOf == TrialBalanceViewFilter::AsOf::Day
                          ? filter.asOfDay.toString(Qt::ISODate)
                          : QLatin1String(AsOfNames[int(filter.asOf)]);
    if (filter.compare == TrialBalanceViewFilter::Compare::MonthBefore)
        json[u"compare"_s] = MonthBefore;
    else if (filter.compare == TrialBalanceViewFilter::Compare::Day)
        json[u"compare"_s] = filter.compareDay.toString(Qt::ISODate);
    putText(json, u"currency"_s, filter.currency);
    return json;
}

std::optional<TrialBalanceViewFilter> trialBalanceFilterFromJson(const QJsonObject &json,
                                                                 QString *error)
{
    using F = TrialBalanceViewFilter;
    F f;
    Reader r(json, error);
    QString asOf, compare;
    if (!r.text(u"asOf"_s, &asOf) || !r.text(u"compare"_s, &compare) ||
        !r.text(u"currency"_s, &f.currency) || !r.finish())
        return std::nullopt;
    const auto *preset = std::find_if(std::begin(AsOfNames), std::end(AsOfNames),
                                      [&](const char *n) { return asOf == QLatin1String(n); });
    if (asOf.isEmpty()) {
        f.asOf = F::AsOf::Today;
    } else if (preset != std::end(AsOfNames)) {
        f.asOf = F::AsOf(preset - std::begin(AsOfNames));
    } else if (const auto day = isoDay(asOf)) {
        f.asOf = F::AsOf::Day;
        f.asOfDay = *day;
    } else {
        r.bad(
            SavedViewList::tr("\"asOf\" must be one of %1 or a day written YYYY-MM-DD, not \"%2\".")
                .arg(u"today, end-of-last-month, end-of-last-quarter, end-of-last-year"_s, asOf));
        return std::nullopt;
    }
    if (compare == MonthBefore) {
        f.compare = F::Compare::MonthBefore;
    } else if (const auto day = isoDay(compare)) {
        f.compare = F::Compare::Day;
        f.compareDay = *day;
    } else if (!compare.isEmpty()) {
        r.bad(SavedViewList::tr(
                  "\"compare\" must be month-before or a day written YYYY-MM-DD, not \"%1\".")
                  .arg(compare));
        return std::nullopt;
    }
    if (!f.currency.isEmpty() && !isCurrencyCode(f.currency)) {
        r.bad(SavedViewList::tr("\"%1\" is not a three-letter currency code in capitals.")
                  .arg(f.currency));
        return std::nullopt;
    }
    return f;
}

bool checkViewFilter(ViewPane pane, const QJsonObject &json, QString *error)
{
    switch (pane) {
    case ViewPane::Transactions:
        return transactionFilterFromJson(json, error).has_value();
    case ViewPane::Refunds:
        return refundFilterFromJson(json, error).has_value();
    case ViewPane::TrialBalance:
        return trialBalanceFilterFromJson(json, error).has_value();
    case ViewPane::PaymentLinks:
        return paymentLinkFilterFromJson(json, error).has_value();
    }
    return false;
}

QList<SavedView> readyViews()
{
    TransactionFilter failedToday;
    failedToday.statuses = {u"failed"_s};
    failedToday.datePreset = DatePreset::Today;
    RefundFilter refundsThisMonth;
    refundsThisMonth.datePreset = DatePreset::ThisMonth;
    return {
        {QString(), QLatin1String(ReadyViews[0].id), ViewPane::Transactions, toJson(failedToday)},
        {QString(), QLatin1String(ReadyViews[1].id), ViewPane::Refunds, toJson(refundsThisMonth)},
    };
}

QString readyViewName(const QString &ready)
{
    for (const Ready &r : ReadyViews) {
        if (ready == QLatin1String(r.id))
            return SavedViewList::tr(r.name);
    }
    return ready;
}

namespace {

QString readyEnglishName(const QString &ready)
{
    for (const Ready &r : ReadyViews) {
        if (ready == QLatin1String(r.id))
            return QLatin1String(r.name);
    }
    return ready;
}

} // namespace

QString SavedView::displayName() const
{
    return name.isEmpty() ? readyViewName(ready) : name;
}

bool SavedView::answersTo(const QString &wanted) const
{
    const QString n = wanted.trimmed();
    if (n.compare(displayName(), Qt::CaseInsensitive) == 0)
        return true;
    return name.isEmpty() && !ready.isEmpty() &&
           (n.compare(readyEnglishName(ready), Qt::CaseInsensitive) == 0 ||
            n.compare(ready, Qt::CaseInsensitive) == 0);
}

SavedViewList::SavedViewList(const QList<SavedView> &views)
{
    // By pane, keeping the order within each.
    for (const SavedView &v : views)
        m_views.insert(insertionPoint(v.pane), v);
}

int SavedViewList::indexOf(const QString &name) const
{
    const QString n = name.trimmed();
    for (int i = 0; i < size(); ++i) {
        if (m_views.at(i).displayName().compare(n, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

int SavedViewList::find(const QString &name) const
{
    if (const int i = indexOf(name); i >= 0)
        return i;
    for (int i = 0; i < size(); ++i) {
        if (m_views.at(i).answersTo(name))
            return i;
    }
    return -1;
}

QString SavedViewList::nameProblem(const QString &name, int self) const
{
    const QString n = name.trimmed();
    if (n.isEmpty())
        return tr("Give the view a name.");
    if (n.size() > SavedView::MaxNameLength)
        return tr("A view's name has at most %1 characters.").arg(SavedView::MaxNameLength);
    if (std::any_of(n.begin(), n.end(),
                    [](QChar c) { return c.category() == QChar::Other_Control; }))
        return tr("A view's name is one line of text.");
    if (const int other = indexOf(n); other >= 0 && other != self)
        return tr("There is a view named \"%1\" already.").arg(m_views.at(other).displayName());
    return {};
}

int SavedViewList::insertionPoint(ViewPane pane) const
{
    // After the last view of this pane or of a pane before it.
    int at = 0;
    for (int i = 0; i < size(); ++i) {
        if (int(m_views.at(i).pane) <= int(pane))
            at = i + 1;
    }
    return at;
}

int SavedViewList::matchOf(const SavedView &view) const
{
    for (int i = 0; i < size(); ++i) {
        const SavedView &v = m_views.at(i);
        if (v.displayName().compare(view.displayName(), Qt::CaseInsensitive) == 0 ||
            (!view.ready.isEmpty() && view.name.isEmpty() && v.ready == view.ready &&
             v.name.isEmpty()))
            return i;
    }
    return -1;
}

int SavedViewList::save(const SavedView &view)
{
    SavedView v = view;
    v.name = v.name.trimmed();
    const int same = matchOf(v);
    if (same >= 0 && m_views.at(same).pane == v.pane) {
        m_views[same] = v;
        return same;
    }
    if (same >= 0)
        m_views.removeAt(same); // another pane's: it moves to this pane's
    const int at = insertionPoint(v.pane);
    m_views.insert(at, v);
    return at;
}

bool SavedViewList::rename(int index, const QString &name)
{
    if (index < 0 || index >= size() || !nameProblem(name, index).isEmpty())
        return false;
    SavedView &v = m_views[index];
    const QString n = name.trimmed();
    // A ready view given back its own name keeps following the language.
    v.name = (!v.ready.isEmpty() && n == readyViewName(v.ready)) ? QString() : n;
    return true;
}

bool SavedViewList::move(int index, int delta)
{
    const int to = index + delta;
    if (index < 0 || index >= size() || to < 0 || to >= size() || (delta != 1 && delta != -1) ||
        m_views.at(to).pane != m_views.at(index).pane)
        return false;
    m_views.swapItemsAt(index, to);
    return true;
}

void SavedViewList::remove(int index)
{
    if (index >= 0 && index < size())
        m_views.removeAt(index);
}

SavedViewList::Merged SavedViewList::merge(const QList<SavedView> &views)
{
    Merged merged;
    for (const SavedView &v : views) {
        if (matchOf(v) >= 0)
            ++merged.replaced;
        else
            ++merged.added;
        save(v);
    }
    return merged;
}

} // namespace paydesk::models
