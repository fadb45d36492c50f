<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Money</name>
    <message numerus="yes">
        <source>This currency allows at most %n decimal places.</source>
        <translation>
            <numerusform>This currency allows at most %n decimal place.</numerusform>
            <numerusform>This currency allows at most %n decimal places.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 allows at most %n decimal places.</source>
        <translation>
            <numerusform>%1 allows at most %n decimal place.</numerusform>
            <numerusform>%1 allows at most %n decimal places.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebhookVerifier</name>
    <message numerus="yes">
        <source>webhook-id %1, webhook-timestamp %2, %n signature(s)</source>
        <translation>
            <numerusform>webhook-id %1, webhook-timestamp %2, %n signature</numerusform>
            <numerusform>webhook-id %1, webhook-timestamp %2, %n signatures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>t=%1, %n v1 signature(s)</source>
        <translation>
            <numerusform>t=%1, %n v1 signature</numerusform>
            <numerusform>t=%1, %n v1 signatures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>whsec_…: the key is the %n base64-decoded byte(s) after whsec_</source>
        <translation>
            <numerusform>whsec_…: the key is the %n base64-decoded byte after whsec_</numerusform>
            <numerusform>whsec_…: the key is the %n base64-decoded bytes after whsec_</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No whsec_ prefix: the key is the secret&apos;s own bytes, or its %n base64-decoded byte(s)</source>
        <translation>
            <numerusform>No whsec_ prefix: the key is the secret&apos;s own bytes, or its %n base64-decoded byte</numerusform>
            <numerusform>No whsec_ prefix: the key is the secret&apos;s own bytes, or its %n base64-decoded bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&quot;{t}.{body}&quot;, %n byte(s): %1</source>
        <translation>
            <numerusform>&quot;{t}.{body}&quot;, %n byte: %1</numerusform>
            <numerusform>&quot;{t}.{body}&quot;, %n bytes: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n byte(s): %1</source>
        <translation>
            <numerusform>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n byte: %1</numerusform>
            <numerusform>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n bytes: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n received signature(s) (%1) matches the expected %2</source>
        <translation>
            <numerusform>The %n received signature (%1) does not match the expected %2</numerusform>
            <numerusform>None of the %n received signatures (%1) matches the expected %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A JSON object of %n byte(s)</source>
        <translation>
            <numerusform>A JSON object of %n byte</numerusform>
            <numerusform>A JSON object of %n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::AccountsCommand</name>
    <message numerus="yes">
        <source>Wrote %1: %n account(s) of %2.</source>
        <translation>
            <numerusform>Wrote %1: %n account of %2.</numerusform>
            <numerusform>Wrote %1: %n accounts of %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::TransactionsExportCommand</name>
    <message numerus="yes">
        <source>Exported %n transaction(s).</source>
        <translation>
            <numerusform>Exported %n transaction.</numerusform>
            <numerusform>Exported %n transactions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n transaction(s).</source>
        <translation>
            <numerusform>Wrote %1: %n transaction.</numerusform>
            <numerusform>Wrote %1: %n transactions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::ReconcileExport</name>
    <message numerus="yes">
        <source>%1 (%2, %3 to %4): %n line(s) matched</source>
        <translation>
            <numerusform>%1 (%2, %3 to %4): %n line matched</numerusform>
            <numerusform>%1 (%2, %3 to %4): %n lines matched</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n amount difference(s)</source>
        <translation>
            <numerusform>; %n amount difference</numerusform>
            <numerusform>; %n amount differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n statement line(s) without a payout</source>
        <translation>
            <numerusform>, %n statement line without a payout</numerusform>
            <numerusform>, %n statement lines without a payout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n payout(s) missing</source>
        <translation>
            <numerusform>, %n payout missing</numerusform>
            <numerusform>, %n payouts missing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n in transit</source>
        <translation>
            <numerusform>, %n in transit</numerusform>
            <numerusform>, %n in transit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n ledger entry(s) not on the statement.</source>
        <translation>
            <numerusform>, %n ledger entry not on the statement.</numerusform>
            <numerusform>, %n ledger entries not on the statement.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::StatementScan</name>
    <message numerus="yes">
        <source>the amount &quot;%1&quot; is not a number in %2, which has %n decimal(s).</source>
        <translation>
            <numerusform>the amount &quot;%1&quot; is not a number in %2, which has %n decimal.</numerusform>
            <numerusform>the amount &quot;%1&quot; is not a number in %2, which has %n decimals.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AccountLedgerDialog</name>
    <message numerus="yes">
        <source>%n entries. Double-click an entry to open its transaction, refund or payout.</source>
        <translation>
            <numerusform>%n entry. Double-click an entry to open its transaction, refund or payout.</numerusform>
            <numerusform>%n entries. Double-click an entry to open its transaction, refund or payout.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AccountsPane</name>
    <message numerus="yes">
        <source>%n account(s) in the chart.</source>
        <translation>
            <numerusform>%n account in the chart.</numerusform>
            <numerusform>%n accounts in the chart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n account(s) to %1.</source>
        <translation>
            <numerusform>Exported %n account to %1.</numerusform>
            <numerusform>Exported %n accounts to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayoutDetail</name>
    <message numerus="yes">
        <source>%n item(s), adding up to %1.</source>
        <translation>
            <numerusform>%n item, adding up to %1.</numerusform>
            <numerusform>%n items, adding up to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayoutsPane</name>
    <message numerus="yes">
        <source>%n payout(s) exported to %1.</source>
        <translation>
            <numerusform>%n payout exported to %1.</numerusform>
            <numerusform>%n payouts exported to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SavedViewSidebar</name>
    <message numerus="yes">
        <source>Exported %n view(s) to %1.</source>
        <translation>
            <numerusform>Exported %n view to %1.</numerusform>
            <numerusform>Exported %n views to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WebhookEndpointsDialog</name>
    <message numerus="yes">
        <source>%n delivery(s) wait for a retry.</source>
        <translation>
            <numerusform>%n delivery waits for a retry.</numerusform>
            <numerusform>%n deliveries wait for a retry.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WebhooksPane</name>
    <message numerus="yes">
        <source>Resume (%n new)</source>
        <translation>
            <numerusform>Resume (%n new)</numerusform>
            <numerusform>Resume (%n new)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %n deliveries failed verification. %1</source>
        <translation>
            <numerusform>The last delivery failed verification. %1</numerusform>
            <numerusform>The last %n deliveries failed verification. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n delivery(s)…</source>
        <translation>
            <numerusform>Exporting %n delivery…</numerusform>
            <numerusform>Exporting %n deliveries…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n delivery(s) to %1 (credentials and secrets redacted).</source>
        <translation>
            <numerusform>Exported %n delivery to %1 (credentials and secrets redacted).</numerusform>
            <numerusform>Exported %n deliveries to %1 (credentials and secrets redacted).</numerusform>
        </translation>
    </message>
</context>
</TS>
