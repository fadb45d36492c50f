#include "language.h"

#include "preferences.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

namespace {

struct Installed
{
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed translators;
    return translators;
}

} // namespace

QLocale localeFor(const QString &language, const QLocale &system)
{
    if (language.isEmpty())
        return system;
    const QLocale chosen(language);
    if (system.language() == chosen.language())
        return system;
    const QLocale regional(chosen.language(), system.territory());
    if (system.territory() != QLocale::AnyTerritory && regional.language() == chosen.language() &&
        regional.territory() == system.territory())
        return regional;
    return chosen;
}

QString applyLanguage(const QString &language)
{
    Installed &now = installed();
    for (auto *t : {now.app.get(), now.qt.get()}) {
        if (t)
            QCoreApplication::removeTranslator(t);
    }
    now.app.reset();
    now.qt.reset();

    const QLocale locale = localeFor(language, QLocale::system());
    QLocale::setDefault(locale);

    auto app = std::make_unique<QTranslator>();
    // English is the source language; its file holds only the plural forms ("1 transaction",
    // "2 transactions").
    if (app->load(locale, u"paydesk"_s, u"_"_s, u":/i18n"_s)) {
        QCoreApplication::installTranslator(app.get());
        now.app = std::move(app);
    }
    auto qt = std::make_unique<QTranslator>();
    if (now.app && locale.language() != QLocale::English &&
        qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        now.qt = std::move(qt);
    }
    if (!now.app)
        return u"en"_s;
    const QString code = QLocale::languageToCode(locale.language());
    return Preferences::languages().contains(code) ? code : u"en"_s;
}

} // namespace paydesk::profiles
