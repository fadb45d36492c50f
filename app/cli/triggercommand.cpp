#include "triggercommand.h"

#include "api/apiclient.h"
#include "cli.h"
#include "commandparser.h"
#include "console.h"
#include "core/currency.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

QStringList TriggerCommand::kinds()
{
    return {u"transaction.captured"_s, u"transaction.failed"_s, u"transaction.refunded"_s};
}

QString TriggerCommand::usage()
{
    return tr("  trigger KIND [--profile NAME] [--amount N] [--currency C] [--json]\n"
              "      On a sandbox profile (default: the Local sandbox), makes what is behind\n"
              "      an event happen (a charge, a declined charge, a charge and its refund),\n"
              "      so its webhook is sent, and prints the event and transaction ids.\n"
              "      KIND: %1. --amount is in minor units.\n")
        .arg(kinds().join(u", "_s));
}

void TriggerCommand::start(const QStringList &arguments)
{
    CommandParser parser(u"trigger"_s);
    parser.setApplicationDescription(usage());
    parser.addPositionalArgument(u"KIND"_s,
                                 tr("What to make happen: %1.").arg(kinds().join(u", "_s)));
    const QCommandLineOption profileOpt(u"profile"_s, tr("The profile (a sandbox one)."),
                                        u"NAME"_s);
    const QCommandLineOption amountOpt(u"amount"_s, tr("The amount in minor units."), u"N"_s);
    const QCommandLineOption currencyOpt(u"currency"_s, tr("The currency (default USD)."), u"C"_s);
    const QCommandLineOption jsonOpt(u"json"_s, tr("Print the result as JSON."));
    const QCommandLineOption helpOpt = parser.addHelpOption();
    parser.addOptions({profileOpt, amountOpt, currencyOpt, jsonOpt});
    if (!parser.parse(arguments))
        return fail(parser.errorText() + u"\n\n"_s + usage(), ExitUsage);
    if (parser.isSet(helpOpt)) {
        console().out() << parser.helpText() << Qt::flush;
        return done(ExitOk);
    }
    const QStringList positional = parser.positionalArguments();
    m_kind = positional.value(0);
    if (positional.size() != 1 || !kinds().contains(m_kind))
        return fail((m_kind.isEmpty()
                         ? tr("paydesk trigger: which event kind?")
                         : tr("paydesk trigger: unknown event kind \"%1\".").arg(m_kind)) +
                        u' ' + tr("The kinds are: %1.").arg(kinds().join(u", "_s)),
                    ExitUsage);
    if (parser.isSet(amountOpt)) {
        bool ok = false;
        const qint64 amount = parser.value(amountOpt).toLongLong(&ok);
        if (!ok || amount < 1)
            return fail(tr("--amount: \"%1\" is not a whole number of minor units above 0.")
                            .arg(parser.value(amountOpt)),
                        ExitUsage);
        m_amount = amount;
    }
    m_currency = parser.value(currencyOpt).trimmed().toUpper();
    if (!m_currency.isEmpty() && !Currency::isKnown(m_currency))
        return fail(tr("--currency: \"%1\" is not an ISO 4217 currency code PayDesk knows.")
                        .arg(parser.value(currencyOpt)),
                    ExitUsage);
    m_json = parser.isSet(jsonOpt);

    const auto profile =
        findProfile(parser.isSet(profileOpt) ? parser.value(profileOpt).trimmed() : QString());
    if (!profile)
        return;
    if (profile->environment == api::Environment::Production)
        return fail(tr("\"%1\" is a production profile: trigger makes real charges and refunds "
                       "happen, so it runs only against a sandbox. Choose a sandbox profile "
                       "with --profile.")
                        .arg(profile->name));
    connectTo(*profile);
}

void TriggerCommand::connected(api::ApiClient *client)
{
    client->trigger(
        m_kind, m_amount, m_currency, this, [this](const api::Result<api::TriggeredEvent> &result) {
            if (!result.ok()) {
                const api::ApiError &e = result.error();
                if (e.httpStatus == 404)
                    return fail(tr("This service has no trigger: only PayDesk's "
                                   "sandbox makes events on demand."));
                // The sandbox says per field what it refused (--amount, ...): options to
                // change, not the window's highlighted fields.
                QStringList problems;
                for (auto it = e.fields.begin(); it != e.fields.end(); ++it)
                    problems << u"--%1: %2"_s.arg(it.key(), it.value().toString());
                if (!problems.isEmpty())
                    return fail(tr("The trigger failed: %1 Change the option and run the "
                                   "command again.")
                                    .arg(problems.join(u"; "_s)));
                return fail(tr("The trigger failed: %1 %2")
                                .arg(e.message(), e.advice(api::ApiError::Audience::Terminal))
                                .trimmed());
            }
            const api::TriggeredEvent &t = result.value();
            if (m_json) {
                QJsonObject o{{u"type"_s, m_kind},
                              {u"event_id"_s, t.eventId},
                              {u"transaction_id"_s, t.transactionId}};
                if (t.refundId)
                    o.insert(u"refund_id"_s, *t.refundId);
                console().out() << QString::fromUtf8(
                                       QJsonDocument(o).toJson(QJsonDocument::Compact))
                                << Qt::endl;
            } else {
                console().out() << tr("Triggered %1: event %2, transaction %3")
                                       .arg(m_kind, t.eventId, t.transactionId);
                if (t.refundId)
                    console().out() << tr(", refund %1").arg(*t.refundId);
                console().out() << Qt::endl;
            }
            done(ExitOk);
        });
}

} // namespace paydesk::cli
