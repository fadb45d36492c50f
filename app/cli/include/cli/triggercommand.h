#pragma once

#include "exportcommand.h"

namespace paydesk::cli {

// `paydesk trigger KIND [--profile NAME] [--amount N] [--currency C] [--json]`, like `stripe
// trigger`: on a sandbox profile (the Local sandbox by default), makes the state change behind
// an event kind really happen (a charge; a declined charge; a charge and its refund), so the
// sandbox sends that event to its webhook endpoints, and prints the event and transaction ids.
// A production profile is refused before anything is sent; an unknown kind exits with 2 and
// the kinds there are.
class TriggerCommand : public ExportCommand
{
    Q_OBJECT
public:
    using ExportCommand::ExportCommand;

    static QStringList kinds();
    void start(const QStringList &arguments) override;
    static QString usage();

private:
    void connected(api::ApiClient *client) override;

    QString m_kind;
    std::optional<qint64> m_amount;
    QString m_currency;
    bool m_json = false;
};

} // namespace paydesk::cli
