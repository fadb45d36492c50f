// Saved views as a JSON document (the file a team shares, and what the settings keep), and
// where each profile's are kept.
#include "savedviews.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QSet>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace paydesk::models {

namespace {

Q_LOGGING_CATEGORY(lcViews, "paydesk.models.views")

const auto Format = u"paydesk-saved-views"_s;
constexpr int Version = 1;

bool setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// One view of a document, checked; `error` says what is wrong with it.
std::optional<SavedView> readView(const QJsonValue &value, QString *error)
{
    if (!value.isObject()) {
        setError(error, SavedViewList::tr("it is not an object with a name, a pane and a filter."));
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!QStringList{u"name"_s, u"ready"_s, u"pane"_s, u"filter"_s}.contains(it.key())) {
            setError(error, SavedViewList::tr("\"%1\" is not a setting of a view.").arg(it.key()));
            return std::nullopt;
        }
    }
    SavedView v;
    if (!o.value(u"name"_s).isUndefined() && !o.value(u"name"_s).isString()) {
        setError(error, SavedViewList::tr("its \"name\" is not text."));
        return std::nullopt;
    }
    v.name = o.value(u"name"_s).toString().trimmed();
    if (const QJsonValue ready = o.value(u"ready"_s); !ready.isUndefined()) {
        const auto known = readyViews();
        const bool isReady = std::any_of(known.begin(), known.end(), [&](const SavedView &r) {
            return r.ready == ready.toString();
        });
        if (!ready.isString() || !isReady) {
            setError(error, SavedViewList::tr("\"ready\" names no ready view of PayDesk."));
            return std::nullopt;
        }
        v.ready = ready.toString();
    }
    if (v.name.isEmpty() && v.ready.isEmpty()) {
        setError(error, SavedViewList::tr("it has no name."));
        return std::nullopt;
    }
    if (const QString problem = SavedViewList().nameProblem(v.displayName()); !problem.isEmpty()) {
        setError(error, problem);
        return std::nullopt;
    }
    const auto pane = viewPaneFromName(o.value(u"pane"_s).toString());
    if (!pane) {
        setError(error, SavedViewList::tr("its \"pane\" must be one of %1.")
                            .arg(u"transactions, refunds, trial-balance, payment-links"_s));
        return std::nullopt;
    }
    v.pane = *pane;
    if (!o.value(u"filter"_s).isObject()) {
        setError(error, SavedViewList::tr("its \"filter\" is not an object."));
        return std::nullopt;
    }
    v.filter = o.value(u"filter"_s).toObject();
    QString why;
    if (!checkViewFilter(v.pane, v.filter, &why)) {
        setError(error, SavedViewList::tr("its filter: %1").arg(why));
        return std::nullopt;
    }
    return v;
}

} // namespace

QByteArray savedViewsToJson(const QList<SavedView> &views)
{
    QJsonArray list;
    for (const SavedView &v : views) {
        QJsonObject o;
        if (!v.name.isEmpty())
            o[u"name"_s] = v.name;
        if (!v.ready.isEmpty())
            o[u"ready"_s] = v.ready;
        o[u"pane"_s] = viewPaneName(v.pane);
        o[u"filter"_s] = v.filter;
        list.append(o);
    }
    const QJsonObject doc{{u"format"_s, Format}, {u"version"_s, Version}, {u"views"_s, list}};
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

std::optional<QList<SavedView>> savedViewsFromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        setError(error, SavedViewList::tr("It is not valid JSON: %1 at character %2.")
                            .arg(parseError.errorString())
                            .arg(parseError.offset));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(u"format"_s).toString() != Format) {
        setError(error, SavedViewList::tr("It is not a file of PayDesk's saved views."));
        return std::nullopt;
    }
    const QJsonValue version = root.value(u"version"_s);
    if (!version.isDouble() || version.toDouble() != double(version.toInt()) ||
        version.toInt() < 1) {
        setError(error, SavedViewList::tr("It has no version of the saved views' format."));
        return std::nullopt;
    }
    if (version.toInt() > Version) {
        setError(error, SavedViewList::tr("It was written by a newer PayDesk (saved views format "
                                          "%1); this one reads format %2.")
                            .arg(version.toInt())
                            .arg(Version));
        return std::nullopt;
    }
    if (!root.value(u"views"_s).isArray()) {
        setError(error, SavedViewList::tr("It has no list of views."));
        return std::nullopt;
    }
    QList<SavedView> views;
    QSet<QString> names;
    const QJsonArray list = root.value(u"views"_s).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QString why;
        const auto view = readView(list.at(i), &why);
        const QString name = list.at(i).toObject().value(u"name"_s).toString();
        const QString which = name.isEmpty()
                                  ? SavedViewList::tr("View %1").arg(i + 1)
                                  : SavedViewList::tr("View %1 (\"%2\")").arg(i + 1).arg(name);
        if (!view) {
            setError(error, SavedViewList::tr("%1: %2").arg(which, why));
            return std::nullopt;
        }
        const QString key = view->displayName().toCaseFolded();
        if (names.contains(key)) {
            setError(error, SavedViewList::tr("%1: the file names \"%2\" twice.")
                                .arg(which, view->displayName()));
            return std::nullopt;
        }
        names.insert(key);
        views << *view;
    }
    return views;
}

bool writeSavedViewsFile(const QString &path, const QList<SavedView> &views, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(savedViewsToJson(views)) < 0 ||
        !file.commit())
        return setError(error, SavedViewList::tr("%1 could not be written: %2")
                                   .arg(QFileInfo(path).fileName(), file.errorString()));
    return true;
}

std::optional<QList<SavedView>> readSavedViewsFile(const QString &path, QString *error)
{
    QFile file(path);
    // A views file is small; anything much bigger is not one.
    constexpr qint64 MaxSize = 4 * 1024 * 1024;
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, SavedViewList::tr("%1 could not be read: %2")
                            .arg(QFileInfo(path).fileName(), file.errorString()));
        return std::nullopt;
    }
    if (file.size() > MaxSize) {
        setError(error, SavedViewList::tr("%1 is too large to be a file of saved views.")
                            .arg(QFileInfo(path).fileName()));
        return std::nullopt;
    }
    QString why;
    auto views = savedViewsFromJson(file.readAll(), &why);
    if (!views)
        setError(error,
                 SavedViewList::tr("%1 was not imported. %2").arg(QFileInfo(path).fileName(), why));
    return views;
}

namespace {

QString groupOf(const QString &profileId)
{
    return u"savedViews/"_s + profileId;
}

const auto ViewsKey = u"views"_s;
const auto ReadyKey = u"readyOffered"_s; // the ready views the list was given

} // namespace

SavedViewStore::SavedViewStore(const QString &settingsFile)
    : m_file(settingsFile)
{}

SavedViewList SavedViewStore::load(const QString &profileId) const
{
    if (profileId.isEmpty())
        return {};
    QSettings settings(m_file, QSettings::IniFormat);
    settings.beginGroup(groupOf(profileId));
    QList<SavedView> views;
    if (settings.contains(ViewsKey)) {
        // Written by save(); settings edited by hand into nonsense give what is left of them
        // (nothing) and say so in the log.
        QString why;
        const auto read = savedViewsFromJson(settings.value(ViewsKey).toString().toUtf8(), &why);
        if (read)
            views = *read;
        else
            qCWarning(lcViews).noquote()
                << "the saved views of profile" << profileId << "are unreadable:" << why;
    }
    const QStringList offered = settings.value(ReadyKey).toStringList();
    SavedViewList list(views);
    for (const SavedView &ready : readyViews()) {
        if (!offered.contains(ready.ready) && list.find(ready.displayName()) < 0)
            list.save(ready);
    }
    return list;
}

bool SavedViewStore::save(const QString &profileId, const SavedViewList &views) const
{
    if (profileId.isEmpty())
        return false;
    QSettings settings(m_file, QSettings::IniFormat);
    settings.beginGroup(groupOf(profileId));
    settings.setValue(ViewsKey, QString::fromUtf8(savedViewsToJson(views.views())));
    QStringList offered;
    for (const SavedView &ready : readyViews())
        offered << ready.ready;
    settings.setValue(ReadyKey, offered);
    settings.endGroup();
    settings.sync();
    return settings.status() == QSettings::NoError;
}

void SavedViewStore::forget(const QString &profileId) const
{
    if (profileId.isEmpty())
        return;
    QSettings settings(m_file, QSettings::IniFormat);
    settings.remove(groupOf(profileId));
}

} // namespace paydesk::models
