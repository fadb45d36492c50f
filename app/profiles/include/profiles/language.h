#pragma once

#include <QLocale>
#include <QString>

namespace paydesk::profiles {

// Installs PayDesk's translation (":/i18n/paydesk_<lang>.qm", compiled in) and Qt's own for
// `language` ("en", "de", "fr"; empty: the system's language), and makes that language's
// QLocale the default, so numbers, dates and money follow it. Replaces whatever an earlier
// call installed; needs a QCoreApplication. Returns the language now in use ("en" when none of
// PayDesk's translations matches).
QString applyLanguage(const QString &language);

// The locale for `language` on a system set to `system`: the language chosen, in the system's
// region where that pair exists (English on a British system is en_GB, not en_US; English on a
// German one is en_DE, with German dates and numbers); empty `language`: `system`.
QLocale localeFor(const QString &language, const QLocale &system);

} // namespace paydesk::profiles
