#pragma once

#include <QString>

namespace paydesk::profiles {

// Installs PayDesk's translation (":/i18n/paydesk_<lang>.qm", compiled in) and Qt's own for
// `language` ("en", "de", "fr"; empty: the system's language), and makes that language's
// QLocale the default, so numbers, dates and money follow it. Replaces whatever an earlier
// call installed; needs a QCoreApplication. Returns the language now in use ("en" when none of
// PayDesk's translations matches).
QString applyLanguage(const QString &language);

} // namespace paydesk::profiles
