<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ApiClient</name>
    <message>
        <source>The base URL &quot;%1&quot; is not an http(s) address.</source>
        <translation>Die Basis-URL „%1“ ist keine http(s)-Adresse.</translation>
    </message>
    <message>
        <source>A production profile must use https; %1 is not encrypted. Nothing was sent.</source>
        <translation>Ein Produktionsprofil muss https verwenden; %1 ist nicht verschlüsselt. Es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>This profile has no API key. Add one in the profile editor.</source>
        <translation>Dieses Profil hat keinen API-Schlüssel. Fügen Sie im Profileditor einen hinzu.</translation>
    </message>
    <message>
        <source>The API key is not shaped like a key (&lt;prefix&gt;_test_... or &lt;prefix&gt;_live_...).</source>
        <translation>Der API-Schlüssel hat nicht die Form eines Schlüssels (&lt;Präfix&gt;_test_... oder &lt;Präfix&gt;_live_...).</translation>
    </message>
    <message>
        <source>This is a test key and the profile is production. A test key is never sent to production; nothing was sent.</source>
        <translation>Dies ist ein Testschlüssel, das Profil ist aber ein Produktionsprofil. Ein Testschlüssel wird nie an die Produktion gesendet; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>This is a live key and the profile is a sandbox. A live key is never sent to a sandbox; nothing was sent.</source>
        <translation>Dies ist ein Live-Schlüssel, das Profil ist aber eine Sandbox. Ein Live-Schlüssel wird nie an eine Sandbox gesendet; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>No network access manager.</source>
        <translation>Kein Netzwerkzugriffsmanager vorhanden.</translation>
    </message>
    <message>
        <source>The answer is larger than %1 MiB; it was refused.</source>
        <translation>Die Antwort ist größer als %1 MiB; sie wurde abgelehnt.</translation>
    </message>
    <message>
        <source>No answer within %1 seconds.</source>
        <translation>Keine Antwort innerhalb von %1 Sekunden.</translation>
    </message>
</context>
<context>
    <name>ChargeFields</name>
    <message>
        <source>&amp;Amount:</source>
        <translation>Be&amp;trag:</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Currency (type to search)</source>
        <translation>Währung (zum Suchen tippen)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>&amp;Gateway:</source>
        <translation>&amp;Gateway:</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>for example cardnet</source>
        <translation>zum Beispiel cardnet</translation>
    </message>
    <message>
        <source>Your &amp;reference:</source>
        <translation>Ihre &amp;Referenz:</translation>
    </message>
    <message>
        <source>Your reference</source>
        <translation>Ihre Referenz</translation>
    </message>
    <message>
        <source>The order number or other reference of your shop, 1 to 128 characters</source>
        <translation>Die Bestellnummer oder eine andere Referenz Ihres Shops, 1 bis 128 Zeichen</translation>
    </message>
    <message>
        <source>order number, 1–128 characters</source>
        <translation>Bestellnummer, 1–128 Zeichen</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>Besc&amp;hreibung:</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>optional, at most 1000 characters</source>
        <translation>optional, höchstens 1000 Zeichen</translation>
    </message>
</context>
<context>
    <name>DatePreset</name>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Letzter Monat</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Benutzerdefiniert…</translation>
    </message>
</context>
<context>
    <name>DeliveryStore</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot prepare %1: %2</source>
        <translation>%1 kann nicht vorbereitet werden: %2</translation>
    </message>
</context>
<context>
    <name>DeliveryView</name>
    <message>
        <source>The body was %1; only its first %2 are kept (it was answered 413).</source>
        <translation>Der Body war %1 groß; nur die ersten %2 sind erhalten (mit 413 beantwortet).</translation>
    </message>
    <message>
        <source>Body of %1 shown raw, without formatting</source>
        <translation>Body von %1 roh angezeigt, ohne Formatierung</translation>
    </message>
    <message>
        <source>%1: its first %2. Export the delivery or copy it as curl for all of it.</source>
        <translation>%1: die ersten %2. Exportieren Sie die Zustellung oder kopieren Sie sie als curl, um alles zu erhalten.</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… weitere %1</translation>
    </message>
</context>
<context>
    <name>DialogText</name>
    <message>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <source>waiting for the customer to pay</source>
        <translation>wartet auf die Zahlung des Kunden</translation>
    </message>
    <message>
        <source>the customer has paid</source>
        <translation>der Kunde hat bezahlt</translation>
    </message>
    <message>
        <source>the link can no longer be paid</source>
        <translation>der Link kann nicht mehr bezahlt werden</translation>
    </message>
</context>
<context>
    <name>GotoSources</name>
    <message>
        <source>no profile is connected.</source>
        <translation>kein Profil ist verbunden.</translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>No keychain is available (no Secret Service such as GNOME Keyring or KWallet answered).</source>
        <translation>Kein Schlüsselbund ist verfügbar (kein Secret Service wie GNOME Keyring oder KWallet hat geantwortet).</translation>
    </message>
    <message>
        <source>The keychain has no keyring to keep API keys in yet: the prompt to create one was cancelled or could not be shown.</source>
        <translation>Der Schlüsselbund hat noch keinen Schlüsselring für API-Schlüssel: Die Abfrage zum Anlegen wurde abgebrochen oder konnte nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>The keychain&apos;s prompt was cancelled.</source>
        <translation>Die Abfrage des Schlüsselbunds wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The keyring is locked. Unlock it when asked, then try again.</source>
        <translation>Der Schlüsselring ist gesperrt. Entsperren Sie ihn, wenn Sie gefragt werden, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The keychain refused access. Unlock it and try again.</source>
        <translation>Der Schlüsselbund hat den Zugriff verweigert. Entsperren Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The keychain failed.</source>
        <translation>Der Schlüsselbund hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>No keychain answered within %1 seconds.</source>
        <translation>Kein Schlüsselbund hat innerhalb von %1 Sekunden geantwortet.</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>Local sandbox (test data)</source>
        <translation>Lokale Sandbox (Testdaten)</translation>
    </message>
    <message>
        <source>Production (live data)</source>
        <translation>Produktion (Live-Daten)</translation>
    </message>
    <message>
        <source>Sandbox (test data)</source>
        <translation>Sandbox (Testdaten)</translation>
    </message>
    <message>
        <source>Unknown export format.</source>
        <translation>Unbekanntes Exportformat.</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Soll</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Haben</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Asset</source>
        <translation>Aktiva</translation>
    </message>
    <message>
        <source>Liability</source>
        <translation>Verbindlichkeiten</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Eigenkapital</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Erträge</translation>
    </message>
    <message>
        <source>Expense</source>
        <translation>Aufwendungen</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Aktiva</translation>
    </message>
    <message>
        <source>Liabilities</source>
        <translation>Verbindlichkeiten</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Aufwendungen</translation>
    </message>
    <message>
        <source>Other accounts</source>
        <translation>Sonstige Konten</translation>
    </message>
    <message>
        <source>Total assets</source>
        <translation>Summe Aktiva</translation>
    </message>
    <message>
        <source>Total liabilities</source>
        <translation>Summe Verbindlichkeiten</translation>
    </message>
    <message>
        <source>Total equity</source>
        <translation>Summe Eigenkapital</translation>
    </message>
    <message>
        <source>Total revenue</source>
        <translation>Summe Erträge</translation>
    </message>
    <message>
        <source>Total expenses</source>
        <translation>Summe Aufwendungen</translation>
    </message>
    <message>
        <source>Total other accounts</source>
        <translation>Summe sonstige Konten</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Merchant: %1</source>
        <translation>Händler: %1</translation>
    </message>
    <message>
        <source>Profile: %1 — Environment: %2</source>
        <translation>Profil: %1 — Umgebung: %2</translation>
    </message>
    <message>
        <source>As of: %1 (end of day, UTC)</source>
        <translation>Stichtag: %1 (Tagesende, UTC)</translation>
    </message>
    <message>
        <source>Compared with: %1 (end of day, UTC)</source>
        <translation>Verglichen mit: %1 (Tagesende, UTC)</translation>
    </message>
    <message>
        <source>Currency: %1</source>
        <translation>Währung: %1</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Summen- und Saldenliste</translation>
    </message>
    <message>
        <source>Trial balance as of %1 — generated %2 by PayDesk %3</source>
        <translation>Summen- und Saldenliste zum %1 — erstellt am %2 mit PayDesk %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Trial balance as of %1</source>
        <translation>Summen- und Saldenliste zum %1</translation>
    </message>
    <message>
        <source>the PDF could not be started.</source>
        <translation>das PDF konnte nicht begonnen werden.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Balanced: debits and credits both total %1.</source>
        <translation>Ausgeglichen: Soll und Haben betragen jeweils %1.</translation>
    </message>
    <message>
        <source>Out of balance by %1: debits total %2, credits %3.</source>
        <translation>Nicht ausgeglichen, Differenz %1: Soll gesamt %2, Haben %3.</translation>
    </message>
    <message>
        <source>Out of balance: the lines add up to %1 on each side, but the service reported different totals.</source>
        <translation>Nicht ausgeglichen: Die Zeilen ergeben auf jeder Seite %1, doch der Dienst meldete andere Summen.</translation>
    </message>
    <message>
        <source>The comparison as of %1 is out of balance by %2.</source>
        <translation>Der Vergleich zum %1 ist um %2 nicht ausgeglichen.</translation>
    </message>
    <message>
        <source>the workbook was not created.</source>
        <translation>die Arbeitsmappe wurde nicht angelegt.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Händler</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Stichtag</translation>
    </message>
    <message>
        <source>%1 (end of day, UTC)</source>
        <translation>%1 (Tagesende, UTC)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Verglichen mit</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Generated by</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>the file could not be replaced.</source>
        <translation>die Datei konnte nicht ersetzt werden.</translation>
    </message>
    <message>
        <source>add up to more than 2^63 minor units, which PayDesk cannot total exactly</source>
        <translation>ergeben zusammen mehr als 2^63 kleinste Einheiten, die PayDesk nicht exakt summieren kann</translation>
    </message>
    <message>
        <source>Change in balance</source>
        <translation>Veränderung des Saldos</translation>
    </message>
    <message>
        <source>How each balance moved since the comparison date on the account&apos;s normal side: + the balance grew, − it shrank (debits for assets and expenses, credits for liabilities, equity and revenue).</source>
        <translation>Wie sich jeder Saldo seit dem Vergleichsdatum auf der üblichen Seite des Kontos bewegt hat: + der Saldo wuchs, − er sank (Soll bei Aktiva und Aufwand, Haben bei Verbindlichkeiten, Eigenkapital und Erträgen).</translation>
    </message>
    <message>
        <source>Balanced on both dates: debits and credits total %1 as of %2 and %3 as of %4.</source>
        <translation>Ausgeglichen an beiden Stichtagen: Soll und Haben betragen je %1 zum %2 und %3 zum %4.</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Erstattung</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Auszahlung</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Opening balance</source>
        <translation>Anfangssaldo</translation>
    </message>
    <message>
        <source>Closing balance</source>
        <translation>Schlusssaldo</translation>
    </message>
    <message>
        <source>Account %1 %2</source>
        <translation>Konto %1 %2</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>%1 to %2 (UTC days)</source>
        <translation>%1 bis %2 (Tage in UTC)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Balance (Dr +, Cr −)</source>
        <translation>Saldo (Soll +, Haben −)</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Kontenplan</translation>
    </message>
    <message>
        <source>Normal balance</source>
        <translation>Übliche Saldoseite</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Übergeordnetes Konto</translation>
    </message>
    <message>
        <source>the chart of accounts is exported as CSV or XLSX.</source>
        <translation>der Kontenplan wird als CSV oder XLSX exportiert.</translation>
    </message>
    <message>
        <source>Change in
balance</source>
        <translation>Veränderung
des Saldos</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>The trial balance in %1 could not be read. %2</source>
        <translation>Die Saldenliste in %1 konnte nicht gelesen werden. %2</translation>
    </message>
    <message>
        <source>The currencies in use could not be read. %1</source>
        <translation>Die verwendeten Währungen konnten nicht gelesen werden. %1</translation>
    </message>
    <message>
        <source>This service does not say which currencies are in use. Export one currency at a time.</source>
        <translation>Dieser Dienst gibt nicht an, welche Währungen verwendet werden. Exportieren Sie eine Währung nach der anderen.</translation>
    </message>
    <message>
        <source>No currency has postings yet: there is no trial balance to export.</source>
        <translation>Noch keine Währung hat Buchungen: Es gibt keine Saldenliste zu exportieren.</translation>
    </message>
    <message>
        <source>There is no trial balance to export.</source>
        <translation>Es gibt keine Saldenliste zu exportieren.</translation>
    </message>
    <message>
        <source>Currencies</source>
        <translation>Währungen</translation>
    </message>
    <message>
        <source>ledger-%1-%2-%3-to-%4</source>
        <translation>Kontoblatt-%1-%2-%3-bis-%4</translation>
    </message>
    <message>
        <source>chart-of-accounts</source>
        <translation>Kontenplan</translation>
    </message>
    <message>
        <source>all-currencies</source>
        <translation>alle-Währungen</translation>
    </message>
    <message>
        <source>trial-balance-%1-%2-vs-%3</source>
        <translation>Summen-und-Saldenliste-%1-%2-verglichen-mit-%3</translation>
    </message>
    <message>
        <source>trial-balance-%1-%2</source>
        <translation>Summen-und-Saldenliste-%1-%2</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Geben Sie einen Betrag ein.</translation>
    </message>
    <message>
        <source>Enter the amount without a plus sign.</source>
        <translation>Geben Sie den Betrag ohne Pluszeichen ein.</translation>
    </message>
    <message>
        <source>The amount cannot be negative.</source>
        <translation>Der Betrag darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>Enter the amount as a number, for example %1.</source>
        <translation>Geben Sie den Betrag als Zahl ein, zum Beispiel %1.</translation>
    </message>
    <message>
        <source>The digit group separators are in the wrong place: write the amount like %1 or leave them out.</source>
        <translation>Die Tausendertrennzeichen stehen an der falschen Stelle: Schreiben Sie den Betrag wie %1 oder lassen Sie sie weg.</translation>
    </message>
    <message>
        <source>This currency has no decimal places.</source>
        <translation>Diese Währung hat keine Nachkommastellen.</translation>
    </message>
    <message>
        <source>%1 has no decimal places.</source>
        <translation>%1 hat keine Nachkommastellen.</translation>
    </message>
    <message numerus="yes">
        <source>This currency allows at most %n decimal places.</source>
        <translation>
            <numerusform>Diese Währung erlaubt höchstens %n Nachkommastelle.</numerusform>
            <numerusform>Diese Währung erlaubt höchstens %n Nachkommastellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 allows at most %n decimal places.</source>
        <translation>
            <numerusform>%1 erlaubt höchstens %n Nachkommastelle.</numerusform>
            <numerusform>%1 erlaubt höchstens %n Nachkommastellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>Der Betrag ist zu groß.</translation>
    </message>
    <message>
        <source>%1 minor units</source>
        <translation>%1 kleinste Einheiten</translation>
    </message>
</context>
<context>
    <name>NewChargeDialog</name>
    <message>
        <source>New charge</source>
        <translation>Neue Zahlung</translation>
    </message>
    <message>
        <source>Advanced risk inputs</source>
        <translation>Erweiterte Risikoangaben</translation>
    </message>
    <message>
        <source>Shows the customer&apos;s email, IP address and country, and the card&apos;s BIN and country, for the fraud check</source>
        <translation>Zeigt E-Mail-Adresse, IP-Adresse und Land des Kunden sowie BIN und Land der Karte für die Betrugsprüfung</translation>
    </message>
    <message>
        <source>Customer &amp;email:</source>
        <translation>&amp;E-Mail des Kunden:</translation>
    </message>
    <message>
        <source>Customer email</source>
        <translation>E-Mail des Kunden</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Customer &amp;IP address:</source>
        <translation>&amp;IP-Adresse des Kunden:</translation>
    </message>
    <message>
        <source>Customer IP address</source>
        <translation>IP-Adresse des Kunden</translation>
    </message>
    <message>
        <source>Customer c&amp;ountry:</source>
        <translation>Land des &amp;Kunden:</translation>
    </message>
    <message>
        <source>Customer country</source>
        <translation>Land des Kunden</translation>
    </message>
    <message>
        <source>Two-letter ISO country code, for example US</source>
        <translation>Zweistelliger ISO-Ländercode, zum Beispiel US</translation>
    </message>
    <message>
        <source>two letters, for example US</source>
        <translation>zwei Buchstaben, zum Beispiel US</translation>
    </message>
    <message>
        <source>Card &amp;BIN:</source>
        <translation>Karten-BI&amp;N:</translation>
    </message>
    <message>
        <source>Card BIN</source>
        <translation>Karten-BIN</translation>
    </message>
    <message>
        <source>The first six to eight digits of the card number</source>
        <translation>Die ersten sechs bis acht Ziffern der Kartennummer</translation>
    </message>
    <message>
        <source>first 6–8 digits of the card</source>
        <translation>erste 6–8 Ziffern der Karte</translation>
    </message>
    <message>
        <source>Card cou&amp;ntry:</source>
        <translation>Kartenl&amp;and:</translation>
    </message>
    <message>
        <source>Card country</source>
        <translation>Kartenland</translation>
    </message>
    <message>
        <source>Two-letter ISO code of the country that issued the card</source>
        <translation>Zweistelliger ISO-Code des Landes, das die Karte ausgegeben hat</translation>
    </message>
    <message>
        <source>two letters, for example GB</source>
        <translation>zwei Buchstaben, zum Beispiel GB</translation>
    </message>
    <message>
        <source>Fraud risk</source>
        <translation>Betrugsrisiko</translation>
    </message>
    <message>
        <source>Check &amp;fraud risk</source>
        <translation>Betrugsrisiko &amp;prüfen</translation>
    </message>
    <message>
        <source>Fraud decision</source>
        <translation>Betrugsentscheidung</translation>
    </message>
    <message>
        <source>Not checked yet. Charge runs the check first.</source>
        <translation>Noch nicht geprüft. „Belasten“ führt zuerst die Prüfung aus.</translation>
    </message>
    <message>
        <source>Fraud risk reasons</source>
        <translation>Gründe für das Betrugsrisiko</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewichtung</translation>
    </message>
    <message>
        <source>Charge &amp;anyway: I have checked this customer and override the decline</source>
        <translation>Trotzdem be&amp;lasten: Ich habe diesen Kunden geprüft und setze mich über die Ablehnung hinweg</translation>
    </message>
    <message>
        <source>Con&amp;firm amount:</source>
        <translation>Betrag be&amp;stätigen:</translation>
    </message>
    <message>
        <source>Confirm the amount of the live charge</source>
        <translation>Bestätigen Sie den Betrag der Live-Zahlung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>PaymentLinkDialog</name>
    <message>
        <source>New payment link</source>
        <translation>Neuer Zahlungslink</translation>
    </message>
    <message>
        <source>Re&amp;turn URL:</source>
        <translation>Rückkehr-&amp;URL:</translation>
    </message>
    <message>
        <source>Return URL</source>
        <translation>Rückkehr-URL</translation>
    </message>
    <message>
        <source>Where the customer&apos;s browser goes after paying; an https address</source>
        <translation>Wohin der Browser des Kunden nach dem Bezahlen geht; eine https-Adresse</translation>
    </message>
    <message>
        <source>https://shop.example/thanks</source>
        <translation>https://shop.example/thanks</translation>
    </message>
    <message>
        <source>Ca&amp;ncel URL:</source>
        <translation>Abbru&amp;ch-URL:</translation>
    </message>
    <message>
        <source>Cancel URL</source>
        <translation>Abbruch-URL</translation>
    </message>
    <message>
        <source>Where the customer&apos;s browser goes after cancelling; optional, an https address</source>
        <translation>Wohin der Browser des Kunden nach einem Abbruch geht; optional, eine https-Adresse</translation>
    </message>
    <message>
        <source>optional, https://shop.example/cart</source>
        <translation>optional, https://shop.example/cart</translation>
    </message>
    <message>
        <source>Payment link</source>
        <translation>Zahlungslink</translation>
    </message>
    <message>
        <source>Checkout &amp;URL:</source>
        <translation>Check&amp;out-URL:</translation>
    </message>
    <message>
        <source>Checkout URL</source>
        <translation>Checkout-URL</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copies the checkout URL to the clipboard</source>
        <translation>Kopiert die Checkout-URL in die Zwischenablage</translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation>Im &amp;Browser öffnen</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Session status</source>
        <translation>Sitzungsstatus</translation>
    </message>
    <message>
        <source>What the status means</source>
        <translation>Was der Status bedeutet</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Asks the service for the session&apos;s current status</source>
        <translation>Fragt beim Dienst den aktuellen Status der Sitzung ab</translation>
    </message>
    <message>
        <source>Expires:</source>
        <translation>Läuft ab:</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Transaction:</source>
        <translation>Transaktion:</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>PayoutsModel</name>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Ausgezahlt</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>The %1 &quot;%2&quot; is not an http(s) address.</source>
        <translation>Die %1 „%2“ ist keine http(s)-Adresse.</translation>
    </message>
    <message>
        <source>The %1 must not contain a user name or password.</source>
        <translation>Die %1 darf keinen Benutzernamen und kein Passwort enthalten.</translation>
    </message>
</context>
<context>
    <name>Profiles</name>
    <message>
        <source>Local sandbox</source>
        <translation>Lokale Sandbox</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
</context>
<context>
    <name>RefundDialog</name>
    <message>
        <source>Refund</source>
        <translation>Erstattung</translation>
    </message>
    <message>
        <source>Transaction:</source>
        <translation>Transaktion:</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Your reference:</source>
        <translation>Ihre Referenz:</translation>
    </message>
    <message>
        <source>Your reference</source>
        <translation>Ihre Referenz</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Original amount:</source>
        <translation>Ursprünglicher Betrag:</translation>
    </message>
    <message>
        <source>Original amount</source>
        <translation>Ursprünglicher Betrag</translation>
    </message>
    <message>
        <source>Already refunded:</source>
        <translation>Bereits erstattet:</translation>
    </message>
    <message>
        <source>Already refunded</source>
        <translation>Bereits erstattet</translation>
    </message>
    <message>
        <source>Remaining refundable:</source>
        <translation>Noch erstattbar:</translation>
    </message>
    <message>
        <source>Remaining refundable</source>
        <translation>Noch erstattbar</translation>
    </message>
    <message>
        <source>Refund &amp;amount:</source>
        <translation>Erstattungs&amp;betrag:</translation>
    </message>
    <message>
        <source>Refund amount</source>
        <translation>Erstattungsbetrag</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Remaining refundable after this refund</source>
        <translation>Nach dieser Erstattung noch erstattbar</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>optional, kept with the refund</source>
        <translation>optional, wird mit der Erstattung gespeichert</translation>
    </message>
    <message>
        <source>Con&amp;firm amount:</source>
        <translation>Betrag be&amp;stätigen:</translation>
    </message>
    <message>
        <source>Confirm the amount of the live refund</source>
        <translation>Bestätigen Sie den Betrag der Live-Erstattung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>RefundsModel</name>
    <message>
        <source>Requested by customer</source>
        <translation>Vom Kunden angefordert</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Doppelt</translation>
    </message>
    <message>
        <source>Fraudulent</source>
        <translation>Betrügerisch</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
</context>
<context>
    <name>SavedViews</name>
    <message>
        <source>Failed today</source>
        <translation>Fehlschläge heute</translation>
    </message>
    <message>
        <source>Refunds this month</source>
        <translation>Erstattungen diesen Monat</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text.</source>
        <translation>„%1“ muss ein Text sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a day written YYYY-MM-DD, not &quot;%2&quot;.</source>
        <translation>„%1“ muss ein Tag in der Form YYYY-MM-DD sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of texts.</source>
        <translation>„%1“ muss eine Liste von Texten sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a setting of this pane&apos;s filter.</source>
        <translation>„%1“ ist keine Einstellung des Filters dieses Bereichs.</translation>
    </message>
    <message>
        <source>&quot;dates&quot; must be one of %1, not &quot;%2&quot;.</source>
        <translation>„dates“ muss einer der Werte %1 sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>&quot;from&quot; and &quot;to&quot; go with &quot;dates&quot;: &quot;custom&quot; only.</source>
        <translation>„from“ und „to“ gibt es nur mit „dates“: „custom“.</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Erstattungen</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Saldenliste</translation>
    </message>
    <message>
        <source>Payment links</source>
        <translation>Zahlungslinks</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a status; the statuses are %2.</source>
        <translation>„%1“ ist kein Status; die Status sind %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a gateway name (a to z, 0 to 9 and _, at most 32).</source>
        <translation>„%1“ ist kein Gateway-Name (a bis z, 0 bis 9 und _, höchstens 32).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a three-letter currency code in capitals.</source>
        <translation>„%1“ ist kein Währungscode aus drei Großbuchstaben.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a payment link status; they are %2.</source>
        <translation>„%1“ ist kein Status eines Zahlungslinks; diese sind %2.</translation>
    </message>
    <message>
        <source>&quot;asOf&quot; must be one of %1 or a day written YYYY-MM-DD, not &quot;%2&quot;.</source>
        <translation>„asOf“ muss einer der Werte %1 oder ein Tag in der Form YYYY-MM-DD sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>&quot;compare&quot; must be month-before or a day written YYYY-MM-DD, not &quot;%1&quot;.</source>
        <translation>„compare“ muss month-before oder ein Tag in der Form YYYY-MM-DD sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Give the view a name.</source>
        <translation>Geben Sie der Ansicht einen Namen.</translation>
    </message>
    <message>
        <source>A view&apos;s name has at most %1 characters.</source>
        <translation>Der Name einer Ansicht hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>A view&apos;s name is one line of text.</source>
        <translation>Der Name einer Ansicht ist eine Textzeile.</translation>
    </message>
    <message>
        <source>There is a view named &quot;%1&quot; already.</source>
        <translation>Es gibt bereits eine Ansicht namens „%1“.</translation>
    </message>
    <message>
        <source>it is not an object with a name, a pane and a filter.</source>
        <translation>sie ist kein Objekt mit Name, Bereich und Filter.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a setting of a view.</source>
        <translation>„%1“ ist keine Einstellung einer Ansicht.</translation>
    </message>
    <message>
        <source>its &quot;name&quot; is not text.</source>
        <translation>ihr „name“ ist kein Text.</translation>
    </message>
    <message>
        <source>&quot;ready&quot; names no ready view of PayDesk.</source>
        <translation>„ready“ nennt keine vorgegebene Ansicht von PayDesk.</translation>
    </message>
    <message>
        <source>it has no name.</source>
        <translation>sie hat keinen Namen.</translation>
    </message>
    <message>
        <source>its &quot;pane&quot; must be one of %1.</source>
        <translation>ihr „pane“ muss einer der Werte %1 sein.</translation>
    </message>
    <message>
        <source>its &quot;filter&quot; is not an object.</source>
        <translation>ihr „filter“ ist kein Objekt.</translation>
    </message>
    <message>
        <source>its filter: %1</source>
        <translation>ihr Filter: %1</translation>
    </message>
    <message>
        <source>It is not valid JSON: %1 at character %2.</source>
        <translation>Sie ist kein gültiges JSON: %1 bei Zeichen %2.</translation>
    </message>
    <message>
        <source>It is not a file of PayDesk&apos;s saved views.</source>
        <translation>Sie ist keine Datei mit gespeicherten Ansichten von PayDesk.</translation>
    </message>
    <message>
        <source>It has no version of the saved views&apos; format.</source>
        <translation>Ihr fehlt die Version des Formats gespeicherter Ansichten.</translation>
    </message>
    <message>
        <source>It was written by a newer PayDesk (saved views format %1); this one reads format %2.</source>
        <translation>Sie stammt von einem neueren PayDesk (Format %1 gespeicherter Ansichten); dieses liest Format %2.</translation>
    </message>
    <message>
        <source>It has no list of views.</source>
        <translation>Sie enthält keine Liste von Ansichten.</translation>
    </message>
    <message>
        <source>View %1</source>
        <translation>Ansicht %1</translation>
    </message>
    <message>
        <source>View %1 (&quot;%2&quot;)</source>
        <translation>Ansicht %1 („%2“)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the file names &quot;%2&quot; twice.</source>
        <translation>%1: Die Datei nennt „%2“ zweimal.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of saved views.</source>
        <translation>%1 ist zu groß für eine Datei gespeicherter Ansichten.</translation>
    </message>
    <message>
        <source>%1 was not imported. %2</source>
        <translation>%1 wurde nicht importiert. %2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>TransactionStatus</name>
    <message>
        <source>Captured</source>
        <translation>Erfasst</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Erstattet</translation>
    </message>
    <message>
        <source>Partially refunded</source>
        <translation>Teilweise erstattet</translation>
    </message>
</context>
<context>
    <name>TransactionsModel</name>
    <message>
        <source>PayDesk does not know how many decimals %1 has, so the amount is shown in minor units, as the service sent it.</source>
        <translation>PayDesk kennt die Anzahl der Nachkommastellen von %1 nicht, daher wird der Betrag in kleinsten Einheiten angezeigt, so wie der Dienst ihn gesendet hat.</translation>
    </message>
</context>
<context>
    <name>TransactionsPane</name>
    <message>
        <source>Status filter</source>
        <translation>Statusfilter</translation>
    </message>
    <message>
        <source>Created in this range of days (UTC)</source>
        <translation>Erstellt in diesem Zeitraum (Tage in UTC)</translation>
    </message>
    <message>
        <source>Date range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Letzter Tag</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Show the daily volume chart</source>
        <translation>Diagramm des Tagesvolumens anzeigen</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Export every transaction matching the filters to a CSV file</source>
        <translation>Alle Transaktionen, die den Filtern entsprechen, in eine CSV-Datei exportieren</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Reload the list</source>
        <translation>Liste neu laden</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Finds transactions whose merchant reference, description or ID contains the text (3 or more characters, any case); 1 or 2 characters match the start of the reference; a whole ID finds that transaction</source>
        <translation>Findet Transaktionen, deren Händlerreferenz, Beschreibung oder ID den Text enthält (ab 3 Zeichen, ohne Unterscheidung von Groß- und Kleinschreibung); 1 oder 2 Zeichen passen auf den Anfang der Referenz; eine vollständige ID findet genau diese Transaktion</translation>
    </message>
    <message>
        <source>Search transactions by reference, description or ID</source>
        <translation>Transaktionen nach Referenz, Beschreibung oder ID durchsuchen</translation>
    </message>
    <message>
        <source>Search reference, description or ID</source>
        <translation>Referenz, Beschreibung oder ID suchen</translation>
    </message>
</context>
<context>
    <name>WebhookVerifier</name>
    <message>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>Nicht signiert</translation>
    </message>
    <message>
        <source>Malformed signature header</source>
        <translation>Fehlerhafter Signatur-Header</translation>
    </message>
    <message>
        <source>Timestamp too old</source>
        <translation>Zeitstempel zu alt</translation>
    </message>
    <message>
        <source>Timestamp in the future</source>
        <translation>Zeitstempel in der Zukunft</translation>
    </message>
    <message>
        <source>Secret differs</source>
        <translation>Geheimnis weicht ab</translation>
    </message>
    <message>
        <source>Body is not JSON</source>
        <translation>Body ist kein JSON</translation>
    </message>
    <message>
        <source>No secret to check</source>
        <translation>Kein Geheimnis zum Prüfen</translation>
    </message>
    <message>
        <source>Not a webhook (not POST)</source>
        <translation>Kein Webhook (kein POST)</translation>
    </message>
    <message>
        <source>Signatures match.</source>
        <translation>Signaturen stimmen überein.</translation>
    </message>
    <message>
        <source>Deliveries arrive unsigned: the sender sets neither webhook-signature nor Stripe-Signature. Is it really the payment service that calls this address?</source>
        <translation>Zustellungen kommen unsigniert an: Der Absender setzt weder webhook-signature noch Stripe-Signature. Ruft wirklich der Zahlungsdienst diese Adresse auf?</translation>
    </message>
    <message>
        <source>Signature headers cannot be read: webhook-id, webhook-timestamp and webhook-signature (v1,&lt;base64&gt;) must all be there and well formed.</source>
        <translation>Signatur-Header können nicht gelesen werden: webhook-id, webhook-timestamp und webhook-signature (v1,&lt;base64&gt;) müssen alle vorhanden und korrekt aufgebaut sein.</translation>
    </message>
    <message>
        <source>Timestamps are too old: these are replays of old deliveries, or this computer&apos;s clock is ahead. Check the clock.</source>
        <translation>Zeitstempel sind zu alt: Dies sind Wiederholungen alter Zustellungen, oder die Uhr dieses Computers geht vor. Prüfen Sie die Uhr.</translation>
    </message>
    <message>
        <source>Timestamps are in the future: the sender&apos;s clock or this computer&apos;s is wrong. Check the clock.</source>
        <translation>Zeitstempel liegen in der Zukunft: Die Uhr des Absenders oder die dieses Computers geht falsch. Prüfen Sie die Uhr.</translation>
    </message>
    <message>
        <source>Signatures do not match: the signing secret in this profile differs from the endpoint&apos;s. Copy the endpoint&apos;s signing secret into the profile.</source>
        <translation>Signaturen stimmen nicht überein: Das Signaturgeheimnis in diesem Profil weicht von dem des Endpunkts ab. Kopieren Sie das Signaturgeheimnis des Endpunkts in das Profil.</translation>
    </message>
    <message>
        <source>Bodies are not JSON: something between the sender and this address changes them, or this is not a webhook sender.</source>
        <translation>Bodys sind kein JSON: Etwas zwischen dem Absender und dieser Adresse verändert sie, oder dies ist kein Webhook-Absender.</translation>
    </message>
    <message>
        <source>No signing secret is set for this profile, so signatures cannot be checked. Add the endpoint&apos;s signing secret to the profile.</source>
        <translation>Für dieses Profil ist kein Signaturgeheimnis festgelegt, daher können Signaturen nicht geprüft werden. Fügen Sie das Signaturgeheimnis des Endpunkts zum Profil hinzu.</translation>
    </message>
    <message>
        <source>Requests other than POST arrive (a browser or a health check?): webhooks are POSTed, so these are answered 405 and only recorded.</source>
        <translation>Es kommen andere Anfragen als POST an (ein Browser oder eine Zustandsprüfung?): Webhooks werden per POST gesendet, daher werden diese mit 405 beantwortet und nur aufgezeichnet.</translation>
    </message>
    <message>
        <source>Standard Webhooks</source>
        <translation>Standard Webhooks</translation>
    </message>
    <message>
        <source>Stripe-style</source>
        <translation>Stripe-Stil</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>A %1 request is not a webhook: webhooks are POSTed. Answered 405.</source>
        <translation>Eine %1-Anfrage ist kein Webhook: Webhooks werden per POST gesendet. Mit 405 beantwortet.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>%1, not POST: recorded and answered 405, not verified</source>
        <translation>%1, kein POST: aufgezeichnet und mit 405 beantwortet, nicht geprüft</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature</source>
        <translation>Standard Webhooks: webhook-id, webhook-timestamp und webhook-signature</translation>
    </message>
    <message>
        <source>webhook-id is missing</source>
        <translation>webhook-id fehlt</translation>
    </message>
    <message>
        <source>webhook-timestamp is missing</source>
        <translation>webhook-timestamp fehlt</translation>
    </message>
    <message>
        <source>webhook-timestamp &quot;%1&quot; is not Unix seconds</source>
        <translation>webhook-timestamp „%1“ ist keine Angabe in Unix-Sekunden</translation>
    </message>
    <message>
        <source>webhook-signature has no &quot;v1,&lt;base64&gt;&quot; entry</source>
        <translation>webhook-signature hat keinen Eintrag „v1,&lt;base64&gt;“</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Header</translation>
    </message>
    <message numerus="yes">
        <source>webhook-id %1, webhook-timestamp %2, %n signature(s)</source>
        <translation>
            <numerusform>webhook-id %1, webhook-timestamp %2, %n Signatur</numerusform>
            <numerusform>webhook-id %1, webhook-timestamp %2, %n Signaturen</numerusform>
        </translation>
    </message>
    <message>
        <source>Malformed signature headers: %1.</source>
        <translation>Fehlerhafte Signatur-Header: %1.</translation>
    </message>
    <message>
        <source>Stripe-style: Stripe-Signature t=&lt;timestamp&gt;,v1=&lt;hex&gt;</source>
        <translation>Stripe-Stil: Stripe-Signature t=&lt;Zeitstempel&gt;,v1=&lt;hex&gt;</translation>
    </message>
    <message>
        <source>t= is missing</source>
        <translation>t= fehlt</translation>
    </message>
    <message>
        <source>t=%1 is not Unix seconds</source>
        <translation>t=%1 ist keine Angabe in Unix-Sekunden</translation>
    </message>
    <message>
        <source>no v1=&lt;64 hex digits&gt; entry</source>
        <translation>kein Eintrag v1=&lt;64 Hex-Ziffern&gt;</translation>
    </message>
    <message numerus="yes">
        <source>t=%1, %n v1 signature(s)</source>
        <translation>
            <numerusform>t=%1, %n v1-Signatur</numerusform>
            <numerusform>t=%1, %n v1-Signaturen</numerusform>
        </translation>
    </message>
    <message>
        <source>Malformed Stripe-Signature: %1.</source>
        <translation>Fehlerhafte Stripe-Signature: %1.</translation>
    </message>
    <message>
        <source>No webhook-signature or Stripe-Signature header</source>
        <translation>Kein webhook-signature- oder Stripe-Signature-Header</translation>
    </message>
    <message>
        <source>The request has no webhook-signature or Stripe-Signature header.</source>
        <translation>Die Anfrage hat keinen webhook-signature- oder Stripe-Signature-Header.</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheimnis</translation>
    </message>
    <message>
        <source>No signing secret is set</source>
        <translation>Kein Signaturgeheimnis festgelegt</translation>
    </message>
    <message>
        <source>No signing secret is set, so the signature cannot be checked.</source>
        <translation>Kein Signaturgeheimnis festgelegt, daher kann die Signatur nicht geprüft werden.</translation>
    </message>
    <message>
        <source>The whole secret string is the HMAC key (Stripe)</source>
        <translation>Die gesamte Geheimnis-Zeichenkette ist der HMAC-Schlüssel (Stripe)</translation>
    </message>
    <message>
        <source>The secret is not whsec_ followed by base64</source>
        <translation>Das Geheimnis ist nicht whsec_ gefolgt von Base64</translation>
    </message>
    <message>
        <source>The signing secret in this profile is not whsec_ followed by base64, so no signature can match it.</source>
        <translation>Das Signaturgeheimnis in diesem Profil ist nicht whsec_ gefolgt von Base64, daher kann keine Signatur dazu passen.</translation>
    </message>
    <message numerus="yes">
        <source>whsec_…: the key is the %n base64-decoded byte(s) after whsec_</source>
        <translation>
            <numerusform>whsec_…: Der Schlüssel ist das %n Base64-dekodierte Byte nach whsec_</numerusform>
            <numerusform>whsec_…: Der Schlüssel sind die %n Base64-dekodierten Bytes nach whsec_</numerusform>
        </translation>
    </message>
    <message>
        <source>No whsec_ prefix: the key is the secret&apos;s own bytes</source>
        <translation>Kein Präfix whsec_: Der Schlüssel sind die Bytes des Geheimnisses selbst</translation>
    </message>
    <message numerus="yes">
        <source>No whsec_ prefix: the key is the secret&apos;s own bytes, or its %n base64-decoded byte(s)</source>
        <translation>
            <numerusform>Kein Präfix whsec_: Der Schlüssel sind die Bytes des Geheimnisses selbst oder sein %n Base64-dekodiertes Byte</numerusform>
            <numerusform>Kein Präfix whsec_: Der Schlüssel sind die Bytes des Geheimnisses selbst oder seine %n Base64-dekodierten Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>the key was the secret&apos;s own bytes</source>
        <translation>der Schlüssel waren die Bytes des Geheimnisses selbst</translation>
    </message>
    <message>
        <source>the key was the secret base64-decoded</source>
        <translation>der Schlüssel war das Base64-dekodierte Geheimnis</translation>
    </message>
    <message>
        <source>%1, %2 s old; the tolerance is %3 s</source>
        <translation>%1, %2 s alt; die Toleranz beträgt %3 s</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Zeitstempel</translation>
    </message>
    <message>
        <source>The timestamp is too old: %1.</source>
        <translation>Der Zeitstempel ist zu alt: %1.</translation>
    </message>
    <message>
        <source>%1, %2 s ahead; the tolerance is %3 s</source>
        <translation>%1, %2 s voraus; die Toleranz beträgt %3 s</translation>
    </message>
    <message>
        <source>The timestamp is in the future: %1.</source>
        <translation>Der Zeitstempel liegt in der Zukunft: %1.</translation>
    </message>
    <message>
        <source>%1, %2 s old; within the %3 s tolerance</source>
        <translation>%1, %2 s alt; innerhalb der Toleranz von %3 s</translation>
    </message>
    <message>
        <source>%1, %2 s ahead; within the %3 s tolerance</source>
        <translation>%1, %2 s voraus; innerhalb der Toleranz von %3 s</translation>
    </message>
    <message>
        <source>No usable timestamp</source>
        <translation>Kein verwendbarer Zeitstempel</translation>
    </message>
    <message>
        <source>Signed content</source>
        <translation>Signierter Inhalt</translation>
    </message>
    <message numerus="yes">
        <source>&quot;{t}.{body}&quot;, %n byte(s): %1</source>
        <translation>
            <numerusform>&quot;{t}.{body}&quot;, %n Byte: %1</numerusform>
            <numerusform>&quot;{t}.{body}&quot;, %n Bytes: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n byte(s): %1</source>
        <translation>
            <numerusform>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n Byte: %1</numerusform>
            <numerusform>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n Bytes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Received signatures</source>
        <translation>Empfangene Signaturen</translation>
    </message>
    <message>
        <source>Expected signature</source>
        <translation>Erwartete Signatur</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>Received signature %1 of %2 (%3) matches the expected %4</source>
        <translation>Empfangene Signatur %1 von %2 (%3) stimmt mit der erwarteten %4 überein</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n received signature(s) (%1) matches the expected %2</source>
        <translation>
            <numerusform>Die %n empfangene Signatur (%1) stimmt nicht mit der erwarteten %2 überein</numerusform>
            <numerusform>Keine der %n empfangenen Signaturen (%1) stimmt mit der erwarteten %2 überein</numerusform>
        </translation>
    </message>
    <message>
        <source>No signature matches: the signing secret differs from the sender&apos;s, or the body was changed on the way.</source>
        <translation>Keine Signatur stimmt überein: Das Signaturgeheimnis weicht von dem des Absenders ab, oder der Body wurde unterwegs verändert.</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Nicht verglichen</translation>
    </message>
    <message>
        <source>The body is empty</source>
        <translation>Der Body ist leer</translation>
    </message>
    <message>
        <source>Not JSON: %1 at byte %2</source>
        <translation>Kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>The body is not JSON: %1.</source>
        <translation>Der Body ist kein JSON: %1.</translation>
    </message>
    <message>
        <source>JSON, but not an object</source>
        <translation>JSON, aber kein Objekt</translation>
    </message>
    <message>
        <source>The body is JSON but not an object.</source>
        <translation>Der Body ist JSON, aber kein Objekt.</translation>
    </message>
    <message numerus="yes">
        <source>A JSON object of %n byte(s)</source>
        <translation>
            <numerusform>Ein JSON-Objekt mit %n Byte</numerusform>
            <numerusform>Ein JSON-Objekt mit %n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>The Stripe-style signature matches.</source>
        <translation>Die Signatur im Stripe-Stil stimmt überein.</translation>
    </message>
    <message>
        <source>The Standard Webhooks signature matches.</source>
        <translation>Die Standard-Webhooks-Signatur stimmt überein.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>paydesk: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are empty).
The command line works without one: paydesk --help
</source>
        <translation>paydesk: Es gibt keine Anzeige, auf der das Fenster geöffnet werden kann (DISPLAY und WAYLAND_DISPLAY sind leer).
Die Kommandozeile funktioniert auch ohne: paydesk --help
</translation>
    </message>
    <message>
        <source>Open on the profile called NAME.</source>
        <translation>Mit dem Profil namens NAME öffnen.</translation>
    </message>
    <message>
        <source>Open on a pane: %1.</source>
        <translation>Mit einem Bereich öffnen: %1.</translation>
    </message>
    <message>
        <source>PayDesk: the desktop back office for merchants of the Payment Transactions Service.
Command line tools: paydesk --help</source>
        <translation>PayDesk: das Desktop-Backoffice für Händler des Payment Transactions Service.
Kommandozeilenwerkzeuge: paydesk --help</translation>
    </message>
    <message>
        <source>paydesk: --pane: expected one of %1.</source>
        <translation>paydesk: --pane: einer der Werte %1 erwartet.</translation>
    </message>
    <message>
        <source>paydesk: there is no profile called &quot;%1&quot; (see paydesk profiles list).</source>
        <translation>paydesk: Es gibt kein Profil namens „%1“ (siehe paydesk profiles list).</translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiError</name>
    <message>
        <source>The service answered HTTP %1 (%2).</source>
        <translation>Der Dienst hat mit HTTP %1 (%2) geantwortet.</translation>
    </message>
    <message>
        <source>The service could not be reached: %1</source>
        <translation>Der Dienst war nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>The service did not answer in time. %1</source>
        <translation>Der Dienst hat nicht rechtzeitig geantwortet. %1</translation>
    </message>
    <message>
        <source>The secure connection failed: %1</source>
        <translation>Die sichere Verbindung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The service sent an answer PayDesk cannot read: %1</source>
        <translation>Der Dienst hat eine Antwort gesendet, die PayDesk nicht lesen kann: %1</translation>
    </message>
    <message>
        <source>The service sent an answer PayDesk cannot read: field &quot;%1&quot; %2</source>
        <translation>Der Dienst hat eine Antwort gesendet, die PayDesk nicht lesen kann: Feld „%1“ %2</translation>
    </message>
    <message>
        <source>Check the network and the profile&apos;s base URL, then retry.</source>
        <translation>Prüfen Sie das Netzwerk und die Basis-URL des Profils und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Check the base URL and the system&apos;s certificates; PayDesk never skips certificate checks.</source>
        <translation>Prüfen Sie die Basis-URL und die Zertifikate des Systems; PayDesk überspringt nie die Zertifikatsprüfung.</translation>
    </message>
    <message>
        <source>Paste a valid API key into the profile (the dashboard&apos;s Settings, API Keys).</source>
        <translation>Fügen Sie einen gültigen API-Schlüssel in das Profil ein (im Dashboard unter Settings, API Keys).</translation>
    </message>
    <message>
        <source>Use a test key with the sandbox and a live key with production.</source>
        <translation>Verwenden Sie einen Testschlüssel mit der Sandbox und einen Live-Schlüssel mit der Produktion.</translation>
    </message>
    <message>
        <source>Too many requests; PayDesk retries after the time the service asks for.</source>
        <translation>Zu viele Anfragen; PayDesk versucht es nach der vom Dienst verlangten Wartezeit erneut.</translation>
    </message>
    <message>
        <source>Refund at most the amount that remains refundable.</source>
        <translation>Erstatten Sie höchstens den Betrag, der noch erstattbar ist.</translation>
    </message>
    <message>
        <source>Only captured or partially refunded transactions can be refunded.</source>
        <translation>Nur erfasste oder teilweise erstattete Transaktionen können erstattet werden.</translation>
    </message>
    <message>
        <source>The charge was declined; the failed transaction is in the list.</source>
        <translation>Die Zahlung wurde abgelehnt; die fehlgeschlagene Transaktion steht in der Liste.</translation>
    </message>
    <message>
        <source>The same request key was used for a different request; start a new one.</source>
        <translation>Derselbe Anfrageschlüssel wurde für eine andere Anfrage verwendet; beginnen Sie eine neue.</translation>
    </message>
    <message>
        <source>Correct the highlighted fields and send again.</source>
        <translation>Korrigieren Sie die markierten Felder und senden Sie erneut.</translation>
    </message>
    <message>
        <source>The service had a problem; retry later.</source>
        <translation>Beim Dienst ist ein Problem aufgetreten; versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The service could not read the request.</source>
        <translation>Der Dienst konnte die Anfrage nicht lesen.</translation>
    </message>
    <message>
        <source>Some fields are not valid.</source>
        <translation>Einige Felder sind ungültig.</translation>
    </message>
    <message>
        <source>The request carried no API key.</source>
        <translation>Die Anfrage enthielt keinen API-Schlüssel.</translation>
    </message>
    <message>
        <source>The service does not know this API key.</source>
        <translation>Der Dienst kennt diesen API-Schlüssel nicht.</translation>
    </message>
    <message>
        <source>The card was declined.</source>
        <translation>Die Karte wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The API key is for another environment.</source>
        <translation>Der API-Schlüssel gehört zu einer anderen Umgebung.</translation>
    </message>
    <message>
        <source>The service has no such record.</source>
        <translation>Der Dienst kennt keinen solchen Datensatz.</translation>
    </message>
    <message>
        <source>This request key was already used for another request.</source>
        <translation>Dieser Anfrageschlüssel wurde bereits für eine andere Anfrage verwendet.</translation>
    </message>
    <message>
        <source>The same request is still being processed.</source>
        <translation>Dieselbe Anfrage wird noch bearbeitet.</translation>
    </message>
    <message>
        <source>This transaction cannot be refunded.</source>
        <translation>Diese Transaktion kann nicht erstattet werden.</translation>
    </message>
    <message>
        <source>The request is larger than the service accepts.</source>
        <translation>Die Anfrage ist größer, als der Dienst annimmt.</translation>
    </message>
    <message>
        <source>The refund is more than what remains refundable.</source>
        <translation>Die Erstattung übersteigt den noch erstattbaren Betrag.</translation>
    </message>
    <message>
        <source>Too many requests in a short time.</source>
        <translation>Zu viele Anfragen in kurzer Zeit.</translation>
    </message>
    <message>
        <source>The service had an internal error.</source>
        <translation>Im Dienst ist ein interner Fehler aufgetreten.</translation>
    </message>
    <message>
        <source>HTTP %1, %2</source>
        <translation>HTTP %1, %2</translation>
    </message>
    <message>
        <source>The service could not read how the request was sent.</source>
        <translation>Der Dienst konnte nicht lesen, wie die Anfrage gesendet wurde.</translation>
    </message>
    <message>
        <source>The request did not reach the service in time.</source>
        <translation>Die Anfrage hat den Dienst nicht rechtzeitig erreicht.</translation>
    </message>
    <message>
        <source>The request&apos;s headers are larger than the service accepts.</source>
        <translation>Die Header der Anfrage sind größer, als der Dienst annimmt.</translation>
    </message>
    <message>
        <source>The service has too many connections open.</source>
        <translation>Der Dienst hat zu viele Verbindungen offen.</translation>
    </message>
    <message>
        <source>This API key may not do this.</source>
        <translation>Dieser API-Schlüssel darf das nicht.</translation>
    </message>
    <message>
        <source>Use a profile whose key has this permission, or ask for a key that has it.</source>
        <translation>Verwenden Sie ein Profil, dessen Schlüssel diese Berechtigung hat, oder fragen Sie nach einem Schlüssel, der sie hat.</translation>
    </message>
    <message>
        <source>Correct the command&apos;s options and run the command again.</source>
        <translation>Korrigieren Sie die Optionen des Befehls und führen Sie ihn erneut aus.</translation>
    </message>
    <message>
        <source>Store a valid API key for the profile: paydesk profiles add --key-stdin reads it from standard input.</source>
        <translation>Hinterlegen Sie einen gültigen API-Schlüssel für das Profil: paydesk profiles add --key-stdin liest ihn von der Standardeingabe.</translation>
    </message>
</context>
<context>
    <name>paydesk::api::CursorWalk</name>
    <message>
        <source>on page %1 the list goes back: %2 (%3) comes after a row of %4. Its pages would be read twice or out of order, so the reading stopped.</source>
        <translation>auf Seite %1 geht die Liste zurück: %2 (%3) folgt auf eine Zeile von %4. Ihre Seiten würden doppelt oder durcheinander gelesen, daher wurde das Lesen beendet.</translation>
    </message>
    <message>
        <source>%1 comes twice (again on page %2): the reading stopped rather than count it twice.</source>
        <translation>%1 kommt zweimal vor (erneut auf Seite %2): Das Lesen wurde beendet, statt es doppelt zu zählen.</translation>
    </message>
    <message>
        <source>the list goes on past %L1 pages, more than any list of it can hold, so the reading stopped.</source>
        <translation>die Liste geht über %L1 Seiten hinaus, mehr als eine solche Liste enthalten kann, daher wurde das Lesen beendet.</translation>
    </message>
    <message>
        <source>page %1 names as the next page one that was read already (its cursor came before): the list would go round for ever, so the reading stopped.</source>
        <translation>Seite %1 nennt als nächste Seite eine bereits gelesene (ihr Cursor kam schon vor): Die Liste würde endlos im Kreis laufen, daher wurde das Lesen beendet.</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>on page %1, %2 (%3) lies outside the time asked for (%4): the service answers outside its own filter, so the reading stopped.</source>
        <translation>auf Seite %1 liegt %2 (%3) außerhalb des angefragten Zeitraums (%4): Der Dienst antwortet außerhalb seines eigenen Filters, daher wurde das Lesen beendet.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>paydesk::api::KeyCapabilities</name>
    <message>
        <source>The service refused this profile&apos;s API key: %1</source>
        <translation>Der Dienst hat den API-Schlüssel dieses Profils abgelehnt: %1</translation>
    </message>
    <message>
        <source>This key cannot read transactions: it lacks transactions:read.</source>
        <translation>Dieser Schlüssel kann keine Transaktionen lesen: Ihm fehlt transactions:read.</translation>
    </message>
    <message>
        <source>This key cannot charge, make payment links or evaluate fraud: it lacks transactions:write.</source>
        <translation>Dieser Schlüssel kann nicht belasten, keine Zahlungslinks erstellen und keine Betrugsprüfung ausführen: Ihm fehlt transactions:write.</translation>
    </message>
    <message>
        <source>This key cannot refund: it lacks refunds:write.</source>
        <translation>Dieser Schlüssel kann nicht erstatten: Ihm fehlt refunds:write.</translation>
    </message>
    <message>
        <source>This key cannot read the ledger: it lacks ledger:read.</source>
        <translation>Dieser Schlüssel kann das Hauptbuch nicht lesen: Ihm fehlt ledger:read.</translation>
    </message>
    <message>
        <source>This key cannot manage webhooks: it lacks webhooks:manage.</source>
        <translation>Dieser Schlüssel kann keine Webhooks verwalten: Ihm fehlt webhooks:manage.</translation>
    </message>
    <message>
        <source>This key cannot manage keys: only a full key (every permission, &quot;*&quot;) can.</source>
        <translation>Dieser Schlüssel kann keine Schlüssel verwalten: Das kann nur ein Vollschlüssel (alle Berechtigungen, „*“).</translation>
    </message>
    <message>
        <source>This key may not do this.</source>
        <translation>Dieser Schlüssel darf das nicht.</translation>
    </message>
    <message>
        <source>This key may not do this: it lacks %1.</source>
        <translation>Dieser Schlüssel darf das nicht: Ihm fehlt %1.</translation>
    </message>
    <message>
        <source>full access</source>
        <translation>voller Zugriff</translation>
    </message>
    <message>
        <source>no permissions</source>
        <translation>keine Berechtigungen</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::AccountsCommand</name>
    <message>
        <source>  export accounts --profile NAME --format csv|xlsx --output FILE|-
      The chart of accounts: code, name, type, normal balance and parent.
</source>
        <translation>  export accounts --profile NAME --format csv|xlsx --output DATEI|-
      Der Kontenplan: Nummer, Name, Art, übliche Saldoseite und übergeordnetes Konto.
</translation>
    </message>
    <message>
        <source>Writes the chart of accounts to a CSV or XLSX file.</source>
        <translation>Schreibt den Kontenplan in eine CSV- oder XLSX-Datei.</translation>
    </message>
    <message>
        <source>csv or xlsx.</source>
        <translation>csv oder xlsx.</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Die zu schreibende Datei, oder - für stdout.</translation>
    </message>
    <message>
        <source>--format: the chart of accounts is written as csv or xlsx.</source>
        <translation>--format: Der Kontenplan wird als csv oder xlsx geschrieben.</translation>
    </message>
    <message>
        <source>%1: the chart of accounts could not be read. %2</source>
        <translation>%1: Der Kontenplan konnte nicht gelesen werden. %2</translation>
    </message>
    <message>
        <source>The chart of accounts</source>
        <translation>Der Kontenplan</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n account(s) of %2.</source>
        <translation>
            <numerusform>%1 geschrieben: %n Konto von %2.</numerusform>
            <numerusform>%1 geschrieben: %n Konten von %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::Cli</name>
    <message>
        <source>Usage: paydesk [--profile NAME] [--pane PANE]
       paydesk [--verbose] &lt;command&gt; [options]

PayDesk, the desktop back office for merchants of the Payment Transactions
Service. Without a command it opens the window, on the profile NAME and the
pane PANE (transactions, refunds, accounts, trial-balance, webhooks) if given.

Commands:
%1
Options:
  -h, --help     This help; `paydesk profiles add --help` for a command&apos;s.
  -v, --version  The version.
  --verbose      Log what happens (never keys or secrets) to stderr.

Settings: %2
  (set PAYDESK_SETTINGS_DIR to keep them in $PAYDESK_SETTINGS_DIR/PayDesk.ini).
API keys and webhook signing secrets live only in the OS keychain; PayDesk
never writes them to disk.
</source>
        <translation>Aufruf: paydesk [--profile NAME] [--pane PANE]
        paydesk [--verbose] &lt;command&gt; [options]

PayDesk, das Desktop-Backoffice für Händler des Payment Transactions
Service. Ohne Befehl öffnet es das Fenster, mit dem Profil NAME und dem
Bereich PANE (transactions, refunds, accounts, trial-balance, webhooks),
falls angegeben.

Befehle:
%1
Optionen:
  -h, --help     Diese Hilfe; `paydesk profiles add --help` für die eines Befehls.
  -v, --version  Die Version.
  --verbose      Protokolliert nach stderr, was geschieht (nie Schlüssel oder
                 Geheimnisse).

Einstellungen: %2
  (setzen Sie PAYDESK_SETTINGS_DIR, um sie in $PAYDESK_SETTINGS_DIR/PayDesk.ini
  abzulegen).
API-Schlüssel und Webhook-Signaturgeheimnisse liegen nur im Schlüsselbund des
Betriebssystems; PayDesk schreibt sie nie auf die Festplatte.
</translation>
    </message>
    <message>
        <source>paydesk: which command?</source>
        <translation>paydesk: welcher Befehl?</translation>
    </message>
    <message>
        <source>paydesk: unknown command &quot;%1&quot;.</source>
        <translation>paydesk: unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <source>Usage: paydesk export transactions|trial-balance|ledger|accounts [options]

%1
paydesk export WHAT --help: the options of one export.</source>
        <translation>Aufruf: paydesk export transactions|trial-balance|ledger|accounts [Optionen]

%1
paydesk export WAS --help: die Optionen eines Exports.</translation>
    </message>
    <message>
        <source>paydesk export: which export? transactions, trial-balance, ledger or accounts.</source>
        <translation>paydesk export: welcher Export? transactions, trial-balance, ledger oder accounts.</translation>
    </message>
    <message>
        <source>paydesk export: unknown export &quot;%1&quot;; transactions, trial-balance, ledger or accounts.</source>
        <translation>paydesk export: unbekannter Export „%1“; transactions, trial-balance, ledger oder accounts.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliConnection</name>
    <message>
        <source>Note: %1 The local sandbox&apos;s API key is held for this run only.</source>
        <translation>Hinweis: %1 Der API-Schlüssel der lokalen Sandbox wird nur für diesen Lauf vorgehalten.</translation>
    </message>
    <message>
        <source>The API key of &quot;%1&quot; cannot be read: %2</source>
        <translation>Der API-Schlüssel von „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; has no API key. Add one in the window&apos;s profile editor, or remove the profile and add it again with --key-stdin.</source>
        <translation>Das Profil „%1“ hat keinen API-Schlüssel. Fügen Sie im Profileditor des Fensters einen hinzu, oder entfernen Sie das Profil und fügen Sie es mit --key-stdin erneut hinzu.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ExportCommand</name>
    <message>
        <source>There is no profile named &quot;%1&quot;. `paydesk profiles list` shows them.</source>
        <translation>Es gibt kein Profil namens „%1“. `paydesk profiles list` zeigt sie an.</translation>
    </message>
    <message>
        <source>No temporary folder to write the export in.</source>
        <translation>Kein temporärer Ordner für den Export verfügbar.</translation>
    </message>
    <message>
        <source>%1 could not be written to stdout.</source>
        <translation>%1 konnte nicht auf stdout geschrieben werden.</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not an ISO 4217 currency code PayDesk knows.</source>
        <translation>--currency: „%1“ ist kein ISO-4217-Währungscode, den PayDesk kennt.</translation>
    </message>
    <message>
        <source>--format: expected csv, xlsx or pdf, not &quot;%1&quot;.</source>
        <translation>--format: erwartet csv, xlsx oder pdf, nicht „%1“.</translation>
    </message>
    <message>
        <source>PDF export needs PayDesk&apos;s graphical libraries, which this command line was started without. Export CSV or XLSX instead.</source>
        <translation>Der PDF-Export braucht die grafischen Bibliotheken von PayDesk, ohne die diese Befehlszeile gestartet wurde. Exportieren Sie stattdessen CSV oder XLSX.</translation>
    </message>
    <message>
        <source>There is no Local sandbox profile. Name a profile with --profile; `paydesk profiles list` shows them.</source>
        <translation>Es gibt kein Profil „Lokale Sandbox“. Nennen Sie ein Profil mit --profile; `paydesk profiles list` zeigt sie.</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not an ISO 4217 currency code PayDesk knows, nor &quot;all&quot;.</source>
        <translation>--currency: „%1“ ist weder ein ISO-4217-Währungscode, den PayDesk kennt, noch „all“.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ExportOptions</name>
    <message>
        <source>The profile&apos;s name.</source>
        <translation>Der Name des Profils.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>--%1 is required.
%2</source>
        <translation>--%1 ist erforderlich.
%2</translation>
    </message>
    <message>
        <source>--output: &quot;%1&quot; is a folder; name a file.</source>
        <translation>--output: „%1“ ist ein Ordner; geben Sie eine Datei an.</translation>
    </message>
    <message>
        <source>--output: the folder %1 does not exist.</source>
        <translation>--output: Der Ordner %1 existiert nicht.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::KeysCommand</name>
    <message>
        <source>  keys list|create|revoke|roll [--profile NAME] [options]
      The sandbox&apos;s API keys (default profile: the Local sandbox); managing them
      needs a full key. list [--json]; create NAME --permission P (repeatable:
      %1, or * for a full key); revoke KEY_ID; roll KEY_ID
      [--expires-in-hours N] (the old key works that long, default 24).
      create and roll print the new key once on stdout, or keep it in the
      keychain as a new profile with --save-as PROFILE. Exit 4: the profile&apos;s
      key may not manage keys.
</source>
        <translation>  keys list|create|revoke|roll [--profile NAME] [options]
      Die API-Schlüssel der Sandbox (Standardprofil: die lokale Sandbox); sie zu
      verwalten, braucht einen Vollschlüssel. list [--json]; create NAME
      --permission P (mehrfach: %1, oder * für einen Vollschlüssel);
      revoke KEY_ID; roll KEY_ID [--expires-in-hours N] (so lange gilt der alte
      Schlüssel noch, Standard 24). create und roll geben den neuen Schlüssel
      einmal auf stdout aus oder legen ihn mit --save-as PROFIL als neues Profil
      im Schlüsselbund ab. Exit 4: Der Schlüssel des Profils darf keine
      Schlüssel verwalten.
</translation>
    </message>
    <message>
        <source>The profile (a sandbox one).</source>
        <translation>Das Profil (ein Sandbox-Profil).</translation>
    </message>
    <message>
        <source>A permission of the new key.</source>
        <translation>Eine Berechtigung des neuen Schlüssels.</translation>
    </message>
    <message>
        <source>How long the rolled key keeps working.</source>
        <translation>Wie lange der rotierte Schlüssel noch gilt.</translation>
    </message>
    <message>
        <source>Keep the new key as this profile.</source>
        <translation>Den neuen Schlüssel als dieses Profil ablegen.</translation>
    </message>
    <message>
        <source>Print the keys as JSON.</source>
        <translation>Die Schlüssel als JSON ausgeben.</translation>
    </message>
    <message>
        <source>paydesk keys: list, create, revoke or roll?</source>
        <translation>paydesk keys: list, create, revoke oder roll?</translation>
    </message>
    <message>
        <source>paydesk keys: unknown action &quot;%1&quot;; list, create, revoke or roll.</source>
        <translation>paydesk keys: unbekannte Aktion „%1“; list, create, revoke oder roll.</translation>
    </message>
    <message>
        <source>paydesk keys create: give the new key&apos;s name, once.</source>
        <translation>paydesk keys create: Geben Sie den Namen des neuen Schlüssels an, einmal.</translation>
    </message>
    <message>
        <source>paydesk keys list takes no argument.</source>
        <translation>paydesk keys list nimmt kein Argument.</translation>
    </message>
    <message>
        <source>paydesk keys %1: give the key&apos;s id (key_…), once; `paydesk keys list` shows them.</source>
        <translation>paydesk keys %1: Geben Sie die ID des Schlüssels (key_…) an, einmal; `paydesk keys list` zeigt sie.</translation>
    </message>
    <message>
        <source>paydesk keys create: the name must be 1 to 64 characters.</source>
        <translation>paydesk keys create: Der Name muss 1 bis 64 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>--permission: &quot;%1&quot; is not a permission; they are %2, or *.</source>
        <translation>--permission: „%1“ ist keine Berechtigung; es gibt %2 oder *.</translation>
    </message>
    <message>
        <source>paydesk keys create: give at least one --permission (* for a full key).</source>
        <translation>paydesk keys create: Geben Sie mindestens eine --permission an (* für einen Vollschlüssel).</translation>
    </message>
    <message>
        <source>--expires-in-hours: a whole number from 0 to %1, with roll only.</source>
        <translation>--expires-in-hours: eine ganze Zahl von 0 bis %1, nur mit roll.</translation>
    </message>
    <message>
        <source>--save-as: a profile name, with create or roll only.</source>
        <translation>--save-as: ein Profilname, nur mit create oder roll.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a production profile: its keys are made in the service&apos;s dashboard. Choose a sandbox profile with --profile.</source>
        <translation>„%1“ ist ein Produktionsprofil: Seine Schlüssel werden im Dashboard des Dienstes erstellt. Wählen Sie mit --profile ein Sandbox-Profil.</translation>
    </message>
    <message>
        <source>Revoked %1: its next request is refused.</source>
        <translation>%1 widerrufen: Seine nächste Anfrage wird abgelehnt.</translation>
    </message>
    <message>
        <source>revoked %1</source>
        <translation>widerrufen %1</translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation>abgelaufen %1</translation>
    </message>
    <message>
        <source>works until %1</source>
        <translation>gültig bis %1</translation>
    </message>
    <message>
        <source>works</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>full access</source>
        <translation>voller Zugriff</translation>
    </message>
    <message>
        <source>The key %1 was made, but its value did not arrive (the request was sent again). Revoke it with `paydesk keys revoke %1` and make another.</source>
        <translation>Der Schlüssel %1 wurde erstellt, aber sein Wert kam nicht an (die Anfrage wurde erneut gesendet). Widerrufen Sie ihn mit `paydesk keys revoke %1` und erstellen Sie einen neuen.</translation>
    </message>
    <message>
        <source>Rolled %1 to %2 (&quot;%3&quot;); %1 works until %4.</source>
        <translation>%1 rotiert zu %2 („%3“); %1 gilt bis %4.</translation>
    </message>
    <message>
        <source>Created %1 (&quot;%2&quot;).</source>
        <translation>%1 erstellt („%2“).</translation>
    </message>
    <message>
        <source>Its value is above, this once: PayDesk keeps no copy.</source>
        <translation>Sein Wert steht oben, nur dieses eine Mal: PayDesk behält keine Kopie.</translation>
    </message>
    <message>
        <source>%1 It could not be kept as a profile: %2 Revoke it with `paydesk keys revoke %3`.</source>
        <translation>%1 Er konnte nicht als Profil abgelegt werden: %2 Widerrufen Sie ihn mit `paydesk keys revoke %3`.</translation>
    </message>
    <message>
        <source>Kept as the profile &quot;%1&quot;; its value is in the keychain only.</source>
        <translation>Als Profil „%1“ abgelegt; sein Wert steht nur im Schlüsselbund.</translation>
    </message>
    <message>
        <source>The service knows no key %1; `paydesk keys list` shows them.</source>
        <translation>Der Dienst kennt keinen Schlüssel %1; `paydesk keys list` zeigt die Schlüssel.</translation>
    </message>
    <message>
        <source>This service has no key management: its keys are made in its dashboard.</source>
        <translation>Dieser Dienst hat keine Schlüsselverwaltung: Seine Schlüssel werden in seinem Dashboard erstellt.</translation>
    </message>
    <message>
        <source>list, create NAME, revoke KEY_ID or roll KEY_ID.</source>
        <translation>list, create NAME, revoke KEY_ID oder roll KEY_ID.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::LedgerCommand</name>
    <message>
        <source>The account&apos;s code, such as 1010.</source>
        <translation>Die Nummer des Kontos, etwa 1010.</translation>
    </message>
    <message>
        <source>The first day, YYYY-MM-DD.</source>
        <translation>Der erste Tag, JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>The last day, YYYY-MM-DD.</source>
        <translation>Der letzte Tag, JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>The currency (default USD).</source>
        <translation>Die Währung (Standard USD).</translation>
    </message>
    <message>
        <source>Writes one account&apos;s entries over a period to a CSV, XLSX or PDF file.</source>
        <translation>Schreibt die Buchungen eines Kontos über einen Zeitraum in eine CSV-, XLSX- oder PDF-Datei.</translation>
    </message>
    <message>
        <source>csv, xlsx or pdf.</source>
        <translation>csv, xlsx oder pdf.</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--%1: „%2“ ist kein Datum der Form JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>--from must not be after --to.</source>
        <translation>--from darf nicht nach --to liegen.</translation>
    </message>
    <message>
        <source>%1: the chart of accounts could not be read. %2</source>
        <translation>%1: Der Kontenplan konnte nicht gelesen werden. %2</translation>
    </message>
    <message>
        <source>--account: %1 has no account %2.</source>
        <translation>--account: %1 hat kein Konto %2.</translation>
    </message>
    <message>
        <source>%1: this service does not list ledger entries (GET /v1/ledger/entries).</source>
        <translation>%1: Dieser Dienst listet keine Kontobuchungen auf (GET /v1/ledger/entries).</translation>
    </message>
    <message>
        <source>%1: the ledger entries could not be read. %2</source>
        <translation>%1: Die Kontobuchungen konnten nicht gelesen werden. %2</translation>
    </message>
    <message>
        <source>Wrote %1: %2 entries of account %3 in %4, closing balance %5.</source>
        <translation>%1 geschrieben: %2 Buchungen des Kontos %3 in %4, Endsaldo %5.</translation>
    </message>
    <message>
        <source>  export ledger --profile NAME --account CODE --from YYYY-MM-DD --to YYYY-MM-DD
                [--currency CUR] --format csv|xlsx|pdf --output FILE|-
      One account&apos;s entries from the start of one day to the end of another
      (UTC) with the opening, running and closing balances. The currency
      defaults to USD.
</source>
        <translation>  export ledger --profile NAME --account CODE --from YYYY-MM-DD --to YYYY-MM-DD
                [--currency CUR] --format csv|xlsx|pdf --output FILE|-
      Die Buchungen eines Kontos vom Beginn eines Tages bis zum Ende eines
      anderen (UTC) mit Anfangs-, laufendem und Endsaldo. Die Währung ist
      standardmäßig USD.
</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Die zu schreibende Datei, oder - für stdout.</translation>
    </message>
    <message>
        <source>The account ledger</source>
        <translation>Das Kontoblatt</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ListenCommand</name>
    <message>
        <source>Check with this profile&apos;s webhook signing secret (default: the current profile).</source>
        <translation>Mit dem Webhook-Signaturgeheimnis dieses Profils prüfen (Standard: das aktuelle Profil).</translation>
    </message>
    <message>
        <source>The port (default 0: a free one).</source>
        <translation>Der Port (Standard 0: ein freier).</translation>
    </message>
    <message>
        <source>Read the signing secret from stdin instead (no profile needed).</source>
        <translation>Das Signaturgeheimnis stattdessen von stdin lesen (kein Profil nötig).</translation>
    </message>
    <message>
        <source>Answer every delivery with this HTTP status (default 200).</source>
        <translation>Jede Zustellung mit diesem HTTP-Status beantworten (Standard 200).</translation>
    </message>
    <message>
        <source>Pass every delivery on to this URL and print its answer.</source>
        <translation>Jede Zustellung an diese URL weiterleiten und deren Antwort ausgeben.</translation>
    </message>
    <message>
        <source>One JSON object per delivery and line.</source>
        <translation>Ein JSON-Objekt pro Zustellung und Zeile.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. A secret is read from stdin with --secret-stdin, never from the command line.</source>
        <translation>Unerwartetes Argument „%1“. Ein Geheimnis wird mit --secret-stdin von stdin gelesen, nie von der Kommandozeile.</translation>
    </message>
    <message>
        <source>--port: expected 0 to 65535, not &quot;%1&quot;.</source>
        <translation>--port: 0 bis 65535 erwartet, nicht „%1“.</translation>
    </message>
    <message>
        <source>--respond: expected an HTTP status from 100 to 599, not &quot;%1&quot;.</source>
        <translation>--respond: HTTP-Status von 100 bis 599 erwartet, nicht „%1“.</translation>
    </message>
    <message>
        <source>--forward-to: expected an http or https URL, not &quot;%1&quot;.</source>
        <translation>--forward-to: http- oder https-URL erwartet, nicht „%1“.</translation>
    </message>
    <message>
        <source>--profile and --secret-stdin exclude each other.</source>
        <translation>--profile und --secret-stdin schließen einander aus.</translation>
    </message>
    <message>
        <source>Webhook signing secret: </source>
        <translation>Webhook-Signaturgeheimnis: </translation>
    </message>
    <message>
        <source>--secret-stdin: no signing secret on stdin.</source>
        <translation>--secret-stdin: kein Signaturgeheimnis auf stdin.</translation>
    </message>
    <message>
        <source>the secret from stdin</source>
        <translation>dem Geheimnis von stdin</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Es gibt kein Profil namens „%1“.</translation>
    </message>
    <message>
        <source>No profile is current; name one with --profile, or give the secret with --secret-stdin.</source>
        <translation>Kein Profil ist aktuell; nennen Sie eines mit --profile oder übergeben Sie das Geheimnis mit --secret-stdin.</translation>
    </message>
    <message>
        <source>The webhook signing secret of &quot;%1&quot; cannot be read: %2
Give it with --secret-stdin instead.</source>
        <translation>Das Webhook-Signaturgeheimnis von „%1“ kann nicht gelesen werden: %2
Übergeben Sie es stattdessen mit --secret-stdin.</translation>
    </message>
    <message>
        <source>Note: &quot;%1&quot; has no webhook signing secret; deliveries are shown as not checked (no_secret).</source>
        <translation>Hinweis: „%1“ hat kein Webhook-Signaturgeheimnis; Zustellungen werden als nicht geprüft angezeigt (no_secret).</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>Profil „%1“</translation>
    </message>
    <message>
        <source>Checking signatures with %1; answering %2%3. Ctrl+C stops.</source>
        <translation>Signaturen werden mit %1 geprüft; Antwort: %2%3. Beenden mit Strg+C.</translation>
    </message>
    <message>
        <source>; forwarding to %1</source>
        <translation>; Weiterleitung an %1</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>invalid (%1: %2)</source>
        <translation>ungültig (%1: %2)</translation>
    </message>
    <message>
        <source>duplicate, attempt %1</source>
        <translation>Duplikat, Versuch %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>  listen [--profile NAME] [--host ADDRESS] [--port P] [--secret-stdin]
         [--respond STATUS] [--forward-to URL] [--json]
      Receives webhooks on 127.0.0.1 (or --host) and checks their signatures
      with the profile&apos;s webhook signing secret (or one read from stdin): one
      line per delivery, or one JSON object per line with --json.
</source>
        <translation>  listen [--profile NAME] [--host ADDRESS] [--port P] [--secret-stdin]
         [--respond STATUS] [--forward-to URL] [--json]
      Empfängt Webhooks auf 127.0.0.1 (oder --host) und prüft ihre Signaturen
      mit dem Webhook-Signaturgeheimnis des Profils (oder einem von stdin
      gelesenen): eine Zeile pro Zustellung, oder mit --json ein JSON-Objekt
      pro Zeile.
</translation>
    </message>
    <message>
        <source>Receives webhooks on 127.0.0.1 (or --host) and checks their signatures. Prints &quot;listening url=http://HOST:PORT&quot; once ready, then one line per delivery: time, event type, event id, verdict and reason.</source>
        <translation>Empfängt Webhooks auf 127.0.0.1 (oder --host) und prüft ihre Signaturen. Gibt &quot;listening url=http://HOST:PORT&quot; aus, sobald bereit, dann eine Zeile pro Zustellung: Zeit, Ereignistyp, Ereignis-ID, Ergebnis und Grund.</translation>
    </message>
    <message>
        <source>The address to listen on (default 127.0.0.1). Any other than loopback makes the inspector reachable from the network; 0.0.0.0 means every IPv4 address.</source>
        <translation>Die Adresse, auf der empfangen wird (Standard 127.0.0.1). Jede andere Adresse als Loopback macht den Inspektor aus dem Netzwerk erreichbar; 0.0.0.0 steht für alle IPv4-Adressen.</translation>
    </message>
    <message>
        <source>--host: expected an IP address such as 127.0.0.1, ::1 or 0.0.0.0, not &quot;%1&quot;.</source>
        <translation>--host: IP-Adresse wie 127.0.0.1, ::1 oder 0.0.0.0 erwartet, nicht „%1“.</translation>
    </message>
    <message>
        <source>Warning: listening on %1, so the inspector is reachable from the network: anyone who can reach this computer can send it requests. Use it on a network you trust, and stop it when done.</source>
        <translation>Warnung: Empfang auf %1, daher ist der Inspektor aus dem Netzwerk erreichbar: Jeder, der diesen Computer erreichen kann, kann ihm Anfragen senden. Verwenden Sie ihn in einem Netzwerk, dem Sie vertrauen, und beenden Sie ihn, wenn Sie fertig sind.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ProfilesCommand</name>
    <message>
        <source>  profiles list
      The profiles: name, environment, base URL, and whether an API key and a
      webhook signing secret are stored (never the key itself).
  profiles add --name NAME --environment sandbox|production [--base-url URL]
               [--key-stdin] [--webhook-secret-stdin]
      Adds a profile. The API key is read from the first line of stdin, the
      webhook signing secret from the next one, and both go to the keychain.
  profiles remove NAME
      Removes a profile and its secrets.
  profiles test NAME
      One authenticated request (the newest transaction) with the profile. The
      local sandbox is started for it.
</source>
        <translation>  profiles list
      Die Profile: Name, Umgebung, Basis-URL und ob ein API-Schlüssel und ein
      Webhook-Signaturgeheimnis gespeichert sind (nie der Schlüssel selbst).
  profiles add --name NAME --environment sandbox|production [--base-url URL]
               [--key-stdin] [--webhook-secret-stdin]
      Fügt ein Profil hinzu. Der API-Schlüssel wird aus der ersten Zeile von
      stdin gelesen, das Webhook-Signaturgeheimnis aus der nächsten; beide
      kommen in den Schlüsselbund.
  profiles remove NAME
      Entfernt ein Profil und seine Geheimnisse.
  profiles test NAME
      Eine authentifizierte Anfrage (die neueste Transaktion) mit dem Profil.
      Die lokale Sandbox wird dafür gestartet.
</translation>
    </message>
    <message>
        <source>paydesk profiles: which action? One of:
%1</source>
        <translation>paydesk profiles: welche Aktion? Eine von:
%1</translation>
    </message>
    <message>
        <source>paydesk profiles: unknown action &quot;%1&quot;. One of:
%2</source>
        <translation>paydesk profiles: unbekannte Aktion „%1“. Eine von:
%2</translation>
    </message>
    <message>
        <source>Lists the profiles.</source>
        <translation>Listet die Profile auf.</translation>
    </message>
    <message>
        <source>paydesk profiles list takes no arguments.</source>
        <translation>paydesk profiles list erwartet keine Argumente.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>UMGEBUNG</translation>
    </message>
    <message>
        <source>BASE URL</source>
        <translation>BASIS-URL</translation>
    </message>
    <message>
        <source>API KEY</source>
        <translation>API-SCHLÜSSEL</translation>
    </message>
    <message>
        <source>WEBHOOK SECRET</source>
        <translation>WEBHOOK-GEHEIMNIS</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>(embedded, started on demand)</source>
        <translation>(eingebettet, wird bei Bedarf gestartet)</translation>
    </message>
    <message>
        <source>Whether keys are stored is unknown: %1</source>
        <translation>Ob Schlüssel gespeichert sind, ist unbekannt: %1</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>gespeichert</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Adds a profile. Keys and secrets come from stdin, never from the command line: the API key from the first line, the webhook signing secret from the next one.</source>
        <translation>Fügt ein Profil hinzu. Schlüssel und Geheimnisse kommen von stdin, nie von der Kommandozeile: der API-Schlüssel aus der ersten Zeile, das Webhook-Signaturgeheimnis aus der nächsten.</translation>
    </message>
    <message>
        <source>The profile&apos;s name.</source>
        <translation>Der Name des Profils.</translation>
    </message>
    <message>
        <source>sandbox or production.</source>
        <translation>sandbox oder production.</translation>
    </message>
    <message>
        <source>The service&apos;s base URL (default: %1 for sandbox, %2 for production).</source>
        <translation>Die Basis-URL des Dienstes (Standard: %1 für sandbox, %2 für production).</translation>
    </message>
    <message>
        <source>Read the API key from stdin.</source>
        <translation>Den API-Schlüssel von stdin lesen.</translation>
    </message>
    <message>
        <source>Read the webhook signing secret (whsec_...) from stdin.</source>
        <translation>Das Webhook-Signaturgeheimnis (whsec_...) von stdin lesen.</translation>
    </message>
    <message>
        <source>The banner colour, #rrggbb.</source>
        <translation>Die Bannerfarbe, #rrggbb.</translation>
    </message>
    <message>
        <source>The service&apos;s dashboard for this account.</source>
        <translation>Das Dashboard des Dienstes für dieses Konto.</translation>
    </message>
    <message>
        <source>Keys and secrets are read from stdin (--key-stdin, --webhook-secret-stdin), never from the command line.</source>
        <translation>Schlüssel und Geheimnisse werden von stdin gelesen (--key-stdin, --webhook-secret-stdin), nie von der Kommandozeile.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. Keys are read from stdin with --key-stdin, never from the command line.</source>
        <translation>Unerwartetes Argument „%1“. Schlüssel werden mit --key-stdin von stdin gelesen, nie von der Kommandozeile.</translation>
    </message>
    <message>
        <source>--name is required.</source>
        <translation>--name ist erforderlich.</translation>
    </message>
    <message>
        <source>--environment is required: sandbox or production.</source>
        <translation>--environment ist erforderlich: sandbox oder production.</translation>
    </message>
    <message>
        <source>--environment: expected sandbox or production, not &quot;%1&quot;.</source>
        <translation>--environment: sandbox oder production erwartet, nicht „%1“.</translation>
    </message>
    <message>
        <source>API key: </source>
        <translation>API-Schlüssel: </translation>
    </message>
    <message>
        <source>--key-stdin: no API key on stdin.</source>
        <translation>--key-stdin: kein API-Schlüssel auf stdin.</translation>
    </message>
    <message>
        <source>Webhook signing secret: </source>
        <translation>Webhook-Signaturgeheimnis: </translation>
    </message>
    <message>
        <source>--webhook-secret-stdin: no webhook signing secret on stdin.</source>
        <translation>--webhook-secret-stdin: kein Webhook-Signaturgeheimnis auf stdin.</translation>
    </message>
    <message>
        <source>The webhook signing secret is not shaped like one (whsec_ followed by the base64 of 24 to 64 bytes).</source>
        <translation>Das Webhook-Signaturgeheimnis hat nicht die richtige Form (whsec_ gefolgt vom Base64 von 24 bis 64 Bytes).</translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the key cannot be stored: %1
PayDesk never writes keys or secrets to disk. Start a Secret Service (GNOME Keyring or KWallet) and unlock it, then try again.</source>
        <translation>Der Schlüsselbund ist nicht verfügbar, daher kann der Schlüssel nicht gespeichert werden: %1
PayDesk schreibt Schlüssel und Geheimnisse nie auf die Festplatte. Starten Sie einen Secret Service (GNOME Keyring oder KWallet), entsperren Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Added profile &quot;%1&quot; (%2, %3).</source>
        <translation>Profil „%1“ hinzugefügt (%2, %3).</translation>
    </message>
    <message>
        <source>The profile was not added: the keychain did not store its secret. %1</source>
        <translation>Das Profil wurde nicht hinzugefügt: Der Schlüsselbund hat sein Geheimnis nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>Removes a profile and its secrets.</source>
        <translation>Entfernt ein Profil und seine Geheimnisse.</translation>
    </message>
    <message>
        <source>paydesk profiles remove takes one profile name.</source>
        <translation>paydesk profiles remove erwartet genau einen Profilnamen.</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Es gibt kein Profil namens „%1“.</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; could not be removed from %2.</source>
        <translation>Das Profil „%1“ konnte nicht aus %2 entfernt werden.</translation>
    </message>
    <message>
        <source>Removed profile &quot;%1&quot;.</source>
        <translation>Profil „%1“ entfernt.</translation>
    </message>
    <message>
        <source>Note: no secret was removed, the keychain is unavailable: %1</source>
        <translation>Hinweis: Es wurde kein Geheimnis entfernt, der Schlüsselbund ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; was kept: its secrets could not be removed from the keychain. %2</source>
        <translation>Das Profil „%1“ wurde behalten: Seine Geheimnisse konnten nicht aus dem Schlüsselbund entfernt werden. %2</translation>
    </message>
    <message>
        <source>Makes one authenticated request with a profile: the newest transaction.</source>
        <translation>Führt mit einem Profil eine authentifizierte Anfrage aus: die neueste Transaktion.</translation>
    </message>
    <message>
        <source>paydesk profiles test takes one profile name.</source>
        <translation>paydesk profiles test erwartet genau einen Profilnamen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>OK (no transactions yet)</source>
        <translation>OK (noch keine Transaktionen)</translation>
    </message>
    <message>
        <source>OK (merchant %1)</source>
        <translation>OK (Händler %1)</translation>
    </message>
    <message>
        <source>Usage: paydesk profiles ACTION [options]

Actions:
%1
paydesk profiles ACTION --help: the options of one action.</source>
        <translation>Aufruf: paydesk profiles AKTION [Optionen]

Aktionen:
%1
paydesk profiles AKTION --help: die Optionen einer Aktion.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ReconcileCommand</name>
    <message>
        <source>  reconcile --profile NAME --statement FILE [--format csv|xlsx|pdf --output FILE|-]
      Matches a bank statement (camt.053, MT940, OFX or CSV) with the profile&apos;s
      payouts and its Bank account: what matched, statement lines without a
      payout, payouts missing from the statement (in transit when they arrive
      after it), amount differences with the payout&apos;s items, and the balances.
      Exit code 3 when anything is unreconciled.
</source>
        <translation>  reconcile --profile NAME --statement DATEI [--format csv|xlsx|pdf --output DATEI|-]
      Gleicht einen Kontoauszug (camt.053, MT940, OFX oder CSV) mit den Auszahlungen
      und dem Bankkonto des Profils ab: was übereinstimmt, Auszugszeilen ohne
      Auszahlung, Auszahlungen, die im Auszug fehlen (unterwegs, wenn sie danach
      eingehen), Betragsabweichungen mit den Posten der Auszahlung, und die Salden.
      Exit-Code 3, wenn etwas nicht abgestimmt ist.
</translation>
    </message>
    <message>
        <source>The bank statement: camt.053, MT940, OFX or CSV.</source>
        <translation>Der Kontoauszug: camt.053, MT940, OFX oder CSV.</translation>
    </message>
    <message>
        <source>Reconciles a bank statement with the profile&apos;s payouts and its Bank account.</source>
        <translation>Gleicht einen Kontoauszug mit den Auszahlungen und dem Bankkonto des Profils ab.</translation>
    </message>
    <message>
        <source>csv, xlsx or pdf (optional: without it the result is printed).</source>
        <translation>csv, xlsx oder pdf (optional: ohne wird das Ergebnis ausgegeben).</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Die zu schreibende Datei, oder - für stdout.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The reconciliation</source>
        <translation>Der Abgleich</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::TransactionsExportCommand</name>
    <message>
        <source>Writes every transaction of a profile that the filters match to a CSV file.</source>
        <translation>Schreibt alle Transaktionen eines Profils, auf die die Filter passen, in eine CSV-Datei.</translation>
    </message>
    <message>
        <source>Only these statuses, separated by commas (captured, failed, ...).</source>
        <translation>Nur diese Status, durch Kommas getrennt (captured, failed, ...).</translation>
    </message>
    <message>
        <source>From this UTC day on, YYYY-MM-DD.</source>
        <translation>Ab diesem UTC-Tag, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>Up to and including this UTC day, YYYY-MM-DD.</source>
        <translation>Bis einschließlich dieses UTC-Tages, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>Only this gateway.</source>
        <translation>Nur dieses Gateway.</translation>
    </message>
    <message>
        <source>Only this currency.</source>
        <translation>Nur diese Währung.</translation>
    </message>
    <message>
        <source>A whole transaction id, or text in the merchant_ref, description or id (any case; 1 or 2 characters match the start of the merchant_ref).</source>
        <translation>Eine vollständige Transaktions-ID oder Text in merchant_ref, Beschreibung oder ID (ohne Unterscheidung von Groß- und Kleinschreibung; 1 oder 2 Zeichen passen auf den Anfang der merchant_ref).</translation>
    </message>
    <message>
        <source>csv.</source>
        <translation>csv.</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Die zu schreibende Datei, oder - für stdout.</translation>
    </message>
    <message>
        <source>--format: transactions are exported as csv, not &quot;%1&quot;.</source>
        <translation>--format: Transaktionen werden als csv exportiert, nicht „%1“.</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--%1: „%2“ ist kein Datum der Form YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--from is after --to.</source>
        <translation>--from liegt nach --to.</translation>
    </message>
    <message>
        <source>--gateway: &quot;%1&quot; is not a gateway name (a to z, 0 to 9 and _, at most 32).</source>
        <translation>--gateway: „%1“ ist kein Gateway-Name (a bis z, 0 bis 9 und _, höchstens 32).</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not a three-letter currency code.</source>
        <translation>--currency: „%1“ ist kein dreibuchstabiger Währungscode.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n transaction(s).</source>
        <translation>
            <numerusform>%n Transaktion exportiert.</numerusform>
            <numerusform>%n Transaktionen exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n transaction(s).</source>
        <translation>
            <numerusform>%1 geschrieben: %n Transaktion.</numerusform>
            <numerusform>%1 geschrieben: %n Transaktionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>--status: &quot;%1&quot; is not a status; use %2.</source>
        <translation>--status: „%1“ ist kein Status; verwenden Sie %2.</translation>
    </message>
    <message>
        <source>  export transactions --profile NAME [--view VIEW] [--status S,...]
                      [--from DATE] [--to DATE] [--gateway G] [--currency CUR]
                      [--search TEXT] --format csv --output FILE|-
      Every transaction the filters match, as CSV with exact amounts. Dates
      are UTC days, YYYY-MM-DD, both included. &quot;-&quot; writes to stdout.
      --view: the filters of a saved view of the Transactions pane (the
      window&apos;s View &gt; Saved views), relative dates as of today; the other
      filters given replace its parts. A view that is not there: exit 1.
</source>
        <translation>  export transactions --profile NAME [--view VIEW] [--status S,...]
                      [--from DATE] [--to DATE] [--gateway G] [--currency CUR]
                      [--search TEXT] --format csv --output FILE|-
      Alle Transaktionen, auf die die Filter passen, als CSV mit exakten
      Beträgen. Datumsangaben sind UTC-Tage, YYYY-MM-DD, beide einschließlich.
      &quot;-&quot; schreibt nach stdout.
      --view: die Filter einer gespeicherten Ansicht des Bereichs Transaktionen
      (im Fenster Ansicht &gt; Gespeicherte Ansichten), relative Daten ab heute;
      weitere angegebene Filter ersetzen ihre Teile. Gibt es die Ansicht
      nicht: Exit-Code 1.
</translation>
    </message>
    <message>
        <source>The filters of this saved view of the Transactions pane; the other filters given replace its parts.</source>
        <translation>Die Filter dieser gespeicherten Ansicht des Bereichs Transaktionen; weitere angegebene Filter ersetzen ihre Teile.</translation>
    </message>
    <message>
        <source>--view: the profile &quot;%1&quot; has no saved view named &quot;%2&quot;, and no view of the Transactions pane.</source>
        <translation>--view: Das Profil „%1“ hat keine gespeicherte Ansicht namens „%2“ und keine Ansicht des Bereichs Transaktionen.</translation>
    </message>
    <message>
        <source>--view: the profile &quot;%1&quot; has no saved view named &quot;%2&quot;; its views of the Transactions pane are %3.</source>
        <translation>--view: Das Profil „%1“ hat keine gespeicherte Ansicht namens „%2“; seine Ansichten des Bereichs Transaktionen sind %3.</translation>
    </message>
    <message>
        <source>--view: &quot;%1&quot; is a view of the %2 pane; export transactions takes a view of the Transactions pane.</source>
        <translation>--view: „%1“ ist eine Ansicht des Bereichs %2; export transactions nimmt eine Ansicht des Bereichs Transaktionen.</translation>
    </message>
    <message>
        <source>--view: the view &quot;%1&quot; cannot be read: %2</source>
        <translation>--view: Die Ansicht „%1“ ist nicht lesbar: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::TrialBalanceCommand</name>
    <message>
        <source>Writes the trial balance of a profile as of a day to a CSV, XLSX or PDF file.</source>
        <translation>Schreibt die Summen- und Saldenliste eines Profils zu einem Stichtag in eine CSV-, XLSX- oder PDF-Datei.</translation>
    </message>
    <message>
        <source>The day, YYYY-MM-DD: balances at its end (UTC).</source>
        <translation>Der Tag, YYYY-MM-DD: Salden an seinem Ende (UTC).</translation>
    </message>
    <message>
        <source>A second day, YYYY-MM-DD, whose balances stand beside.</source>
        <translation>Ein zweiter Tag, YYYY-MM-DD, dessen Salden daneben stehen.</translation>
    </message>
    <message>
        <source>csv, xlsx or pdf.</source>
        <translation>csv, xlsx oder pdf.</translation>
    </message>
    <message>
        <source>--date: &quot;%1&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--date: „%1“ ist kein Datum der Form YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--compare-date: &quot;%1&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--compare-date: „%1“ ist kein Datum der Form YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: the trial balance could not be read. %2</source>
        <translation>%1: Die Summen- und Saldenliste konnte nicht gelesen werden. %2</translation>
    </message>
    <message>
        <source>Wrote %1: the trial balance as of %2 in %3.</source>
        <translation>%1 geschrieben: die Summen- und Saldenliste zum %2 in %3.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Lists the accounts with a zero balance too.</source>
        <translation>Führt auch die Konten mit Saldo null auf.</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Die zu schreibende Datei, oder - für stdout.</translation>
    </message>
    <message>
        <source>The trial balance</source>
        <translation>Die Summen- und Saldenliste</translation>
    </message>
    <message>
        <source>Wrote the trial balance as of %1 in %2 to stdout.</source>
        <translation>Summen- und Saldenliste zum %1 in %2 auf stdout geschrieben.</translation>
    </message>
    <message>
        <source>  export trial-balance --profile NAME --date YYYY-MM-DD [--currency CUR|all]
                       [--compare-date YYYY-MM-DD] [--include-zero]
                       --format csv|xlsx|pdf
                       --output FILE|-
      The trial balance of a profile at the end of a day (UTC), optionally
      beside the balances of a second day, written as CSV, XLSX or PDF.
      The currency defaults to USD; &quot;all&quot; writes every currency in use
      (a sheet each in XLSX, a section each in PDF, a currency column in
      CSV). --include-zero lists accounts with a zero balance too. The
      local sandbox is started for it.
      Exits with 3 when the file is written but debits and credits differ.
      &quot;-&quot; writes the file to stdout (and what is said about it to stderr).
</source>
        <translation>  export trial-balance --profile NAME --date YYYY-MM-DD [--currency CUR|all]
                       [--compare-date YYYY-MM-DD] [--include-zero]
                       --format csv|xlsx|pdf
                       --output FILE|-
      Die Summen- und Saldenliste eines Profils am Ende eines Tages (UTC),
      optional neben den Salden eines zweiten Tages, geschrieben als CSV,
      XLSX oder PDF. Die Währung ist standardmäßig USD; „all“ schreibt jede
      verwendete Währung (in XLSX je ein Blatt, in PDF je ein Abschnitt, in
      CSV eine Spalte currency). --include-zero führt auch Konten mit Saldo
      null auf. Die lokale Sandbox wird dafür gestartet.
      Endet mit dem Exit-Code 3, wenn die Datei geschrieben wurde, Soll und
      Haben aber voneinander abweichen.
      &quot;-&quot; schreibt die Datei auf stdout (und alle Meldungen auf stderr).
</translation>
    </message>
    <message>
        <source>The currency (default USD), or &quot;all&quot; for every currency in use.</source>
        <translation>Die Währung (Standard USD), oder „all“ für jede verwendete Währung.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::TriggerCommand</name>
    <message>
        <source>  trigger KIND [--profile NAME] [--amount N] [--currency C] [--json]
      On a sandbox profile (default: the Local sandbox), makes what is behind
      an event happen (a charge, a declined charge, a charge and its refund),
      so its webhook is sent, and prints the event and transaction ids.
      KIND: %1. --amount is in minor units.
</source>
        <translation>  trigger KIND [--profile NAME] [--amount N] [--currency C] [--json]
      Lässt auf einem Sandbox-Profil (Standard: die lokale Sandbox) geschehen,
      was hinter einem Ereignis steht (eine Belastung, eine abgelehnte Belastung,
      eine Belastung und ihre Erstattung), sodass sein Webhook gesendet wird, und
      gibt die Ereignis- und Transaktions-IDs aus.
      KIND: %1. --amount in kleinsten Einheiten.
</translation>
    </message>
    <message>
        <source>The profile (a sandbox one).</source>
        <translation>Das Profil (ein Sandbox-Profil).</translation>
    </message>
    <message>
        <source>The amount in minor units.</source>
        <translation>Der Betrag in kleinsten Einheiten.</translation>
    </message>
    <message>
        <source>The currency (default USD).</source>
        <translation>Die Währung (Standard USD).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Das Ergebnis als JSON ausgeben.</translation>
    </message>
    <message>
        <source>paydesk trigger: which event kind?</source>
        <translation>paydesk trigger: welche Ereignisart?</translation>
    </message>
    <message>
        <source>paydesk trigger: unknown event kind &quot;%1&quot;.</source>
        <translation>paydesk trigger: unbekannte Ereignisart „%1“.</translation>
    </message>
    <message>
        <source>The kinds are: %1.</source>
        <translation>Die Arten sind: %1.</translation>
    </message>
    <message>
        <source>--amount: &quot;%1&quot; is not a whole number of minor units above 0.</source>
        <translation>--amount: „%1“ ist keine ganze Zahl kleinster Einheiten über 0.</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not an ISO 4217 currency code PayDesk knows.</source>
        <translation>--currency: „%1“ ist kein ISO-4217-Währungscode, den PayDesk kennt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a production profile: trigger makes real charges and refunds happen, so it runs only against a sandbox. Choose a sandbox profile with --profile.</source>
        <translation>„%1“ ist ein Produktionsprofil: trigger lässt echte Belastungen und Erstattungen geschehen und läuft deshalb nur gegen eine Sandbox. Wählen Sie mit --profile ein Sandbox-Profil.</translation>
    </message>
    <message>
        <source>This service has no trigger: only PayDesk&apos;s sandbox makes events on demand.</source>
        <translation>Dieser Dienst hat keinen Trigger: Nur die Sandbox von PayDesk erzeugt Ereignisse auf Abruf.</translation>
    </message>
    <message>
        <source>The trigger failed: %1 %2</source>
        <translation>Der Trigger ist fehlgeschlagen: %1 %2</translation>
    </message>
    <message>
        <source>Triggered %1: event %2, transaction %3</source>
        <translation>%1 ausgelöst: Ereignis %2, Transaktion %3</translation>
    </message>
    <message>
        <source>, refund %1</source>
        <translation>, Erstattung %1</translation>
    </message>
    <message>
        <source>The trigger failed: %1 Change the option and run the command again.</source>
        <translation>Das Auslösen ist fehlgeschlagen: %1 Ändern Sie die Option und führen Sie den Befehl erneut aus.</translation>
    </message>
    <message>
        <source>What to make happen: %1.</source>
        <translation>Was geschehen soll: %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::PagedCsvExporter</name>
    <message>
        <source>Could not write to %1: %2</source>
        <translation>In %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The output is not open for writing.</source>
        <translation>Die Ausgabe ist nicht zum Schreiben geöffnet.</translation>
    </message>
    <message>
        <source>The connection to the service was closed during the export.</source>
        <translation>Die Verbindung zum Dienst wurde während des Exports geschlossen.</translation>
    </message>
    <message>
        <source>The output was closed during the export.</source>
        <translation>Die Ausgabe wurde während des Exports geschlossen.</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>die Ausgabe</translation>
    </message>
    <message>
        <source>The export stopped (rows written: %L1): %2</source>
        <translation>Der Export wurde angehalten (geschriebene Zeilen: %L1): %2</translation>
    </message>
    <message>
        <source>The export was cancelled.</source>
        <translation>Der Export wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::ledger::AccountLedgerModel</name>
    <message>
        <source>Opening balance</source>
        <translation>Anfangssaldo</translation>
    </message>
    <message>
        <source>Closing balance</source>
        <translation>Endsaldo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Soll</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Haben</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
</context>
<context>
    <name>paydesk::ledger::AccountsTreeModel</name>
    <message>
        <source>%1 %2, under %3</source>
        <translation>%1 %2, unter %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Normal balance</source>
        <translation>Normalsaldo</translation>
    </message>
</context>
<context>
    <name>paydesk::ledger::TrialBalanceModel</name>
    <message>
        <source>Double-click to see the transactions of this period.</source>
        <translation>Doppelklicken Sie, um die Transaktionen dieses Zeitraums anzuzeigen.</translation>
    </message>
</context>
<context>
    <name>paydesk::localsandbox::LocalInspectorSetup</name>
    <message>
        <source>The local sandbox&apos;s webhook signing secret could not be read: %1</source>
        <translation>Das Webhook-Signaturgeheimnis der lokalen Sandbox konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The local sandbox&apos;s new webhook signing secret could not be stored: %1</source>
        <translation>Das neue Webhook-Signaturgeheimnis der lokalen Sandbox konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::localsandbox::LocalSandboxHost</name>
    <message>
        <source>The local sandbox&apos;s API key could not be read: %1</source>
        <translation>Der API-Schlüssel der lokalen Sandbox konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The local sandbox&apos;s new API key could not be stored: %1</source>
        <translation>Der neue API-Schlüssel der lokalen Sandbox konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Cannot create the local sandbox&apos;s data folder %1.</source>
        <translation>Der Datenordner der lokalen Sandbox %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>Die lokale Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Cannot lock the local sandbox&apos;s data folder %1.</source>
        <translation>Der Datenordner %1 der lokalen Sandbox kann nicht gesperrt werden.</translation>
    </message>
    <message>
        <source>The local sandbox runs in another PayDesk process, and its API key is not in the keychain here. Close that PayDesk, or use the keychain in both.</source>
        <translation>Die lokale Sandbox läuft in einem anderen PayDesk-Prozess, und ihr API-Schlüssel ist hier nicht im Schlüsselbund. Schließen Sie dieses PayDesk, oder verwenden Sie in beiden den Schlüsselbund.</translation>
    </message>
    <message>
        <source>The local sandbox is starting in another PayDesk process and was not ready in time. Try again in a moment.</source>
        <translation>Die lokale Sandbox startet in einem anderen PayDesk-Prozess und war nicht rechtzeitig bereit. Versuchen Sie es gleich noch einmal.</translation>
    </message>
</context>
<context>
    <name>paydesk::models::ActivityModel</name>
    <message>
        <source>Charge %1</source>
        <translation>Belastung %1</translation>
    </message>
    <message>
        <source>Refund of %1</source>
        <translation>Erstattung von %1</translation>
    </message>
    <message>
        <source>Payment link</source>
        <translation>Zahlungslink</translation>
    </message>
    <message>
        <source>Fraud evaluation</source>
        <translation>Betrugsprüfung</translation>
    </message>
    <message>
        <source>Triggered event %1</source>
        <translation>Ausgelöstes Ereignis %1</translation>
    </message>
    <message>
        <source>Webhook endpoint added</source>
        <translation>Webhook-Endpunkt hinzugefügt</translation>
    </message>
    <message>
        <source>Webhook endpoint changed</source>
        <translation>Webhook-Endpunkt geändert</translation>
    </message>
    <message>
        <source>Webhook endpoint deleted</source>
        <translation>Webhook-Endpunkt gelöscht</translation>
    </message>
    <message>
        <source>Event sent again</source>
        <translation>Ereignis erneut gesendet</translation>
    </message>
    <message>
        <source>API key created</source>
        <translation>API-Schlüssel erstellt</translation>
    </message>
    <message>
        <source>API key rolled</source>
        <translation>API-Schlüssel rotiert</translation>
    </message>
    <message>
        <source>API key revoked</source>
        <translation>API-Schlüssel widerrufen</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Erledigt (%1)</translation>
    </message>
    <message>
        <source>Declined (%1)</source>
        <translation>Abgelehnt (%1)</translation>
    </message>
    <message>
        <source>Not permitted (%1)</source>
        <translation>Nicht erlaubt (%1)</translation>
    </message>
    <message>
        <source>Not found (%1)</source>
        <translation>Nicht gefunden (%1)</translation>
    </message>
    <message>
        <source>Refused (%1)</source>
        <translation>Zurückgewiesen (%1)</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>Key %1 (%2)</source>
        <translation>Schlüssel %1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2, record %3</source>
        <translation>%1 %2, Datensatz %3</translation>
    </message>
    <message>
        <source>Open %1 in Transactions</source>
        <translation>%1 unter „Transaktionen“ öffnen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Idempotency key</source>
        <translation>Idempotenzschlüssel</translation>
    </message>
</context>
<context>
    <name>paydesk::models::GotoModel</name>
    <message>
        <source>Searching the service…</source>
        <translation>Der Dienst wird durchsucht…</translation>
    </message>
    <message>
        <source>Could not search the service: %1</source>
        <translation>Der Dienst konnte nicht durchsucht werden: %1</translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>Nichts gefunden für „%1“.</translation>
    </message>
    <message>
        <source>Panes</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Saved views</source>
        <translation>Gespeicherte Ansichten</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Erstattungen</translation>
    </message>
    <message>
        <source>Payment links</source>
        <translation>Zahlungslinks</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>Pane</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Saved view</source>
        <translation>Gespeicherte Ansicht</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Erstattung</translation>
    </message>
    <message>
        <source>Payment link</source>
        <translation>Zahlungslink</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>paydesk::models::PaymentLinksModel</name>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
</context>
<context>
    <name>paydesk::models::PayoutsModel</name>
    <message>
        <source>Covers the sales of %1; arrives %2</source>
        <translation>Umfasst die Umsätze vom %1; geht am %2 ein</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Gebühren</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Erstattet</translation>
    </message>
    <message>
        <source>Bank reference</source>
        <translation>Bankreferenz</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
</context>
<context>
    <name>paydesk::models::RefundsModel</name>
    <message>
        <source>Open %1 in Transactions</source>
        <translation>%1 unter „Transaktionen“ öffnen</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>paydesk::models::TransactionsModel</name>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Erstattet</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::KeyProfile</name>
    <message>
        <source>The Local sandbox listens on a new port each time it starts, so a profile of its own would not find it again: copy the key instead.</source>
        <translation>Die lokale Sandbox lauscht bei jedem Start auf einem neuen Port, ein eigenes Profil fände sie also nicht wieder: Kopieren Sie den Schlüssel stattdessen.</translation>
    </message>
    <message>
        <source>Keys of production are made in the service&apos;s dashboard.</source>
        <translation>Schlüssel der Produktion werden im Dashboard des Dienstes erstellt.</translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain, so no profile was added: %1</source>
        <translation>Der Schlüssel konnte nicht im Schlüsselbund gespeichert werden, daher wurde kein Profil hinzugefügt: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::ProfileStore</name>
    <message>
        <source>A profile needs a name.</source>
        <translation>Ein Profil braucht einen Namen.</translation>
    </message>
    <message>
        <source>A profile name has at most 64 characters.</source>
        <translation>Ein Profilname hat höchstens 64 Zeichen.</translation>
    </message>
    <message>
        <source>A profile name cannot start or end with a space.</source>
        <translation>Ein Profilname darf nicht mit einem Leerzeichen beginnen oder enden.</translation>
    </message>
    <message>
        <source>A profile field looks like an API key or a signing secret. Keys and secrets belong in the keychain, never in the profile.</source>
        <translation>Ein Profilfeld sieht aus wie ein API-Schlüssel oder ein Signaturgeheimnis. Schlüssel und Geheimnisse gehören in den Schlüsselbund, nie in das Profil.</translation>
    </message>
    <message>
        <source>The colour &quot;%1&quot; is not of the form #rrggbb.</source>
        <translation>Die Farbe „%1“ hat nicht die Form #rrggbb.</translation>
    </message>
    <message>
        <source>base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>dashboard URL</source>
        <translation>Dashboard-URL</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; exists already.</source>
        <translation>Ein Profil namens „%1“ existiert bereits.</translation>
    </message>
    <message>
        <source>There is a local sandbox profile already (&quot;%1&quot;).</source>
        <translation>Es gibt bereits ein Profil für die lokale Sandbox („%1“).</translation>
    </message>
    <message>
        <source>A profile with this id exists already.</source>
        <translation>Ein Profil mit dieser ID existiert bereits.</translation>
    </message>
    <message>
        <source>There is no such profile.</source>
        <translation>Dieses Profil gibt es nicht.</translation>
    </message>
    <message>
        <source>The profiles could not be saved to %1.</source>
        <translation>Die Profile konnten nicht in %1 gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::PayoutsExport</name>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Gebühren</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Erstattet</translation>
    </message>
    <message>
        <source>Bank reference</source>
        <translation>Bankreferenz</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Auszahlung</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Umfasst</translation>
    </message>
    <message>
        <source>Ledger entry</source>
        <translation>Buchung</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Erstattung</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::ReconcileExport</name>
    <message>
        <source>Matched</source>
        <translation>Zugeordnet</translation>
    </message>
    <message>
        <source>Amount differences</source>
        <translation>Betragsabweichungen</translation>
    </message>
    <message>
        <source>Matched to a ledger entry</source>
        <translation>Einer Buchung zugeordnet</translation>
    </message>
    <message>
        <source>Statement lines without a payout</source>
        <translation>Auszugszeilen ohne Auszahlung</translation>
    </message>
    <message>
        <source>Payouts missing from the statement</source>
        <translation>Im Auszug fehlende Auszahlungen</translation>
    </message>
    <message>
        <source>In transit</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <source>In the ledger, not on the statement</source>
        <translation>Im Hauptbuch, nicht im Auszug</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Statement line</source>
        <translation>Auszugszeile</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Statement amount</source>
        <translation>Betrag im Auszug</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Auszahlung</translation>
    </message>
    <message>
        <source>Ledger amount</source>
        <translation>Betrag im Hauptbuch</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Ledger entry</source>
        <translation>Buchung</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Item of %1</source>
        <translation>Posten von %1</translation>
    </message>
    <message>
        <source>%1 %2: gross %3, fee %4</source>
        <translation>%1 %2: brutto %3, Gebühr %4</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Erstattung</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Bank (1010) in the ledger at the end of %1</source>
        <translation>Bank (1010) im Hauptbuch am Ende des %1</translation>
    </message>
    <message>
        <source>Closing balance of the statement</source>
        <translation>Schlusssaldo des Auszugs</translation>
    </message>
    <message>
        <source>Difference (ledger − statement)</source>
        <translation>Abweichung (Hauptbuch − Auszug)</translation>
    </message>
    <message>
        <source>Explained: the opening balances differ (ledger %1, statement %2)</source>
        <translation>Erklärt: die Anfangssalden weichen ab (Hauptbuch %1, Auszug %2)</translation>
    </message>
    <message>
        <source>statement line %1</source>
        <translation>Auszugszeile %1</translation>
    </message>
    <message>
        <source>Explained: %1, %2</source>
        <translation>Erklärt: %1, %2</translation>
    </message>
    <message>
        <source>Unexplained</source>
        <translation>Nicht erklärt</translation>
    </message>
    <message>
        <source>The statement gives no closing balance to compare with.</source>
        <translation>Der Auszug nennt keinen Schlusssaldo zum Vergleich.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %3 to %4): %n line(s) matched</source>
        <translation>
            <numerusform>%1 (%2, %3 bis %4): %n Zeile zugeordnet</numerusform>
            <numerusform>%1 (%2, %3 bis %4): %n Zeilen zugeordnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n amount difference(s)</source>
        <translation>
            <numerusform>; %n Betragsabweichung</numerusform>
            <numerusform>; %n Betragsabweichungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n statement line(s) without a payout</source>
        <translation>
            <numerusform>, %n Auszugszeile ohne Auszahlung</numerusform>
            <numerusform>, %n Auszugszeilen ohne Auszahlung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n payout(s) missing</source>
        <translation>
            <numerusform>, %n Auszahlung fehlt</numerusform>
            <numerusform>, %n Auszahlungen fehlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n in transit</source>
        <translation>
            <numerusform>, %n unterwegs</numerusform>
            <numerusform>, %n unterwegs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n ledger entry(s) not on the statement.</source>
        <translation>
            <numerusform>, %n Buchung nicht im Auszug.</numerusform>
            <numerusform>, %n Buchungen nicht im Auszug.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank in the ledger %1, the statement&apos;s closing balance %2: a difference of %3.</source>
        <translation>Bank im Hauptbuch %1, Schlusssaldo des Auszugs %2: eine Abweichung von %3.</translation>
    </message>
    <message>
        <source>%1 of it is not explained by the lines above.</source>
        <translation>%1 davon erklären die Zeilen oben nicht.</translation>
    </message>
    <message>
        <source>Reconciled.</source>
        <translation>Abgestimmt.</translation>
    </message>
    <message>
        <source>Not reconciled.</source>
        <translation>Nicht abgestimmt.</translation>
    </message>
    <message>
        <source>Bank statement reconciliation</source>
        <translation>Kontoauszugsabgleich</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::ReconcileLoader</name>
    <message>
        <source>This service does not offer %1, so no statement can be reconciled with it.</source>
        <translation>Dieser Dienst bietet %1 nicht an; mit ihm lässt sich kein Auszug abgleichen.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 covers %2 to %3, days after today (%4): it is a statement for another period.</source>
        <translation>%1 umfasst %2 bis %3, Tage nach heute (%4): ein Auszug für einen anderen Zeitraum.</translation>
    </message>
    <message>
        <source>the ledger&apos;s accounts</source>
        <translation>Die Konten des Hauptbuchs</translation>
    </message>
    <message>
        <source>%1 is a statement in %2; this ledger has no %2 (it keeps %3).</source>
        <translation>%1 ist ein Auszug in %2; dieses Hauptbuch führt kein %2 (es führt %3).</translation>
    </message>
    <message>
        <source>payouts (GET /api/v1/payouts)</source>
        <translation>Auszahlungen (GET /api/v1/payouts)</translation>
    </message>
    <message>
        <source>the Bank account&apos;s entries</source>
        <translation>Die Buchungen des Bankkontos</translation>
    </message>
    <message>
        <source>the items of payout %1</source>
        <translation>Die Posten der Auszahlung %1</translation>
    </message>
    <message>
        <source>%1 covers %2 to %3, when this ledger&apos;s Bank account has no entries: it is a statement for another period.</source>
        <translation>%1 umfasst %2 bis %3, als das Bankkonto dieses Hauptbuchs keine Buchungen hat: ein Auszug für einen anderen Zeitraum.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::StatementReader</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no folder for AqBanking&apos;s settings could be made.</source>
        <translation>Für die Einstellungen von AqBanking konnte kein Ordner angelegt werden.</translation>
    </message>
    <message>
        <source>AqBanking could not be started.</source>
        <translation>AqBanking konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>the file cannot be read (%1).</source>
        <translation>die Datei kann nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>the file could not be handed to AqBanking.</source>
        <translation>die Datei konnte nicht an AqBanking übergeben werden.</translation>
    </message>
    <message>
        <source>AqBanking cannot read this %1 statement (its error %2).</source>
        <translation>AqBanking kann diesen %1-Auszug nicht lesen (Fehler %2).</translation>
    </message>
    <message>
        <source>AqBanking reads %1 entries where PayDesk finds %2; the file is not read, rather than read in part.</source>
        <translation>AqBanking liest %1 Einträge, PayDesk findet %2; die Datei wird nicht gelesen statt nur zum Teil.</translation>
    </message>
    <message>
        <source>AqBanking reads the amount as %1, PayDesk as %2 minor units.</source>
        <translation>AqBanking liest den Betrag als %1, PayDesk als %2 kleinste Einheiten.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>AqBanking finds no date for this entry.</source>
        <translation>AqBanking findet für diesen Eintrag kein Datum.</translation>
    </message>
    <message>
        <source>AqBanking reads the closing balance as %1, PayDesk as %2 minor units.</source>
        <translation>AqBanking liest den Schlusssaldo als %1, PayDesk als %2 kleinste Einheiten.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::StatementScan</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the currency &quot;%1&quot; is not an ISO 4217 code PayDesk knows.</source>
        <translation>die Währung „%1“ ist kein ISO-4217-Code, den PayDesk kennt.</translation>
    </message>
    <message numerus="yes">
        <source>the amount &quot;%1&quot; is not a number in %2, which has %n decimal(s).</source>
        <translation>
            <numerusform>der Betrag „%1“ ist keine Zahl in %2, das %n Nachkommastelle hat.</numerusform>
            <numerusform>der Betrag „%1“ ist keine Zahl in %2, das %n Nachkommastellen hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>the balance &quot;%1&quot; is not of the form :60F:C260301EUR1234,56.</source>
        <translation>der Saldo „%1“ hat nicht die Form :60F:C260301EUR1234,56.</translation>
    </message>
    <message>
        <source>this balance is in %1, the statement in %2.</source>
        <translation>dieser Saldo ist in %1, der Auszug in %2.</translation>
    </message>
    <message>
        <source>an entry comes before the opening balance (:60F:), so its currency is not known.</source>
        <translation>ein Eintrag steht vor dem Anfangssaldo (:60F:), seine Währung ist also unbekannt.</translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; is not of the form :61:YYMMDD[MMDD]C|D&lt;amount&gt;N&lt;type&gt;&lt;reference&gt;.</source>
        <translation>der Eintrag „%1“ hat nicht die Form :61:JJMMTT[MMTT]C|D&lt;Betrag&gt;N&lt;Art&gt;&lt;Referenz&gt;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date.</source>
        <translation>„%1“ ist kein Datum.</translation>
    </message>
    <message>
        <source>the MT940 statement has no balance (:60F:).</source>
        <translation>der MT940-Auszug hat keinen Saldo (:60F:).</translation>
    </message>
    <message>
        <source>the entry has no amount with CRDT or DBIT.</source>
        <translation>der Eintrag hat keinen Betrag mit CRDT oder DBIT.</translation>
    </message>
    <message>
        <source>this amount is in %1, the statement in %2.</source>
        <translation>dieser Betrag ist in %1, der Auszug in %2.</translation>
    </message>
    <message>
        <source>this XML file is not a camt.053 bank statement.</source>
        <translation>diese XML-Datei ist kein camt.053-Kontoauszug.</translation>
    </message>
    <message>
        <source>the entry has no booking date (BookgDt).</source>
        <translation>der Eintrag hat kein Buchungsdatum (BookgDt).</translation>
    </message>
    <message>
        <source>the XML breaks off or is not well formed (%1).</source>
        <translation>das XML bricht ab oder ist nicht wohlgeformt (%1).</translation>
    </message>
    <message>
        <source>the statement names no currency.</source>
        <translation>der Auszug nennt keine Währung.</translation>
    </message>
    <message>
        <source>a transaction comes before the currency (CURDEF).</source>
        <translation>eine Transaktion steht vor der Währung (CURDEF).</translation>
    </message>
    <message>
        <source>the transaction has no date (DTPOSTED).</source>
        <translation>die Transaktion hat kein Datum (DTPOSTED).</translation>
    </message>
    <message>
        <source>the transaction (STMTTRN) is not closed.</source>
        <translation>die Transaktion (STMTTRN) ist nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>the OFX file names no currency (CURDEF).</source>
        <translation>die OFX-Datei nennt keine Währung (CURDEF).</translation>
    </message>
    <message>
        <source>a quoted field is never closed.</source>
        <translation>ein Feld in Anführungszeichen wird nie geschlossen.</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>die Datei ist leer.</translation>
    </message>
    <message>
        <source>this is not a bank statement PayDesk can read: camt.053, MT940, OFX, or CSV with a header naming a date and an amount column.</source>
        <translation>dies ist kein Kontoauszug, den PayDesk lesen kann: camt.053, MT940, OFX oder CSV mit einer Kopfzeile, die eine Datums- und eine Betragsspalte nennt.</translation>
    </message>
    <message>
        <source>the header names no currency column, so the amounts&apos; currency is not known.</source>
        <translation>die Kopfzeile nennt keine Währungsspalte, die Währung der Beträge ist also unbekannt.</translation>
    </message>
    <message>
        <source>the line has %1 fields where the header has %2.</source>
        <translation>die Zeile hat %1 Felder, die Kopfzeile %2.</translation>
    </message>
    <message>
        <source>this line is in %1, the lines before it in %2.</source>
        <translation>diese Zeile ist in %1, die Zeilen davor in %2.</translation>
    </message>
    <message>
        <source>the statement has no lines.</source>
        <translation>der Auszug hat keine Zeilen.</translation>
    </message>
    <message>
        <source>the statement covers no days: it has no dates.</source>
        <translation>der Auszug umfasst keine Tage: er hat keine Daten.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::TableFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the workbook was not created.</source>
        <translation>die Arbeitsmappe wurde nicht angelegt.</translation>
    </message>
    <message>
        <source>the file could not be replaced.</source>
        <translation>die Datei konnte nicht ersetzt werden.</translation>
    </message>
</context>
<context>
    <name>paydesk::session::Session</name>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>Die lokale Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>No API key is stored for &quot;%1&quot;. Paste one in the profile editor.</source>
        <translation>Für „%1“ ist kein API-Schlüssel gespeichert. Fügen Sie einen im Profileditor ein.</translation>
    </message>
    <message>
        <source>The local sandbox&apos;s data was not deleted: another PayDesk (a command or a second window) is using it. Close it, then reset again.</source>
        <translation>Die Daten der lokalen Sandbox wurden nicht gelöscht: Ein anderes PayDesk (ein Befehl oder ein zweites Fenster) verwendet sie. Schließen Sie es und setzen Sie dann erneut zurück.</translation>
    </message>
</context>
<context>
    <name>paydesk::session::WebhookInspector</name>
    <message>
        <source>the Local sandbox&apos;s secret</source>
        <translation>das Geheimnis der lokalen Sandbox</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AccountLedgerDialog</name>
    <message>
        <source>Account %1 %2</source>
        <translation>Konto %1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 %2&lt;/b&gt; in %3, %4 to %5 (UTC days)&lt;br&gt;Opening balance %6 · Closing balance %7</source>
        <translation>&lt;b&gt;%1 %2&lt;/b&gt; in %3, %4 bis %5 (UTC-Tage)&lt;br&gt;Anfangssaldo %6 · Endsaldo %7</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Excel (XLSX)…</source>
        <translation>Excel (XLSX)…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-Arbeitsmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export ledger</source>
        <translation>Kontoblatt exportieren</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Wird nach %1 exportiert…</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries. Double-click an entry to open its transaction, refund or payout.</source>
        <translation>
            <numerusform>%n Buchung. Doppelklicken Sie eine Buchung, um ihre Transaktion, Erstattung oder Auszahlung zu öffnen.</numerusform>
            <numerusform>%n Buchungen. Doppelklicken Sie eine Buchung, um ihre Transaktion, Erstattung oder Auszahlung zu öffnen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AccountsPane</name>
    <message>
        <source>Filter by code, name or type</source>
        <translation>Nach Nummer, Name oder Typ filtern</translation>
    </message>
    <message>
        <source>Filter accounts</source>
        <translation>Konten filtern</translation>
    </message>
    <message>
        <source>&amp;Expand all</source>
        <translation>Alle auf&amp;klappen</translation>
    </message>
    <message>
        <source>Expand all accounts</source>
        <translation>Alle Konten aufklappen</translation>
    </message>
    <message>
        <source>C&amp;ollapse all</source>
        <translation>Alle &amp;zuklappen</translation>
    </message>
    <message>
        <source>Collapse all accounts</source>
        <translation>Alle Konten zuklappen</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Reload the chart of accounts</source>
        <translation>Kontenplan neu laden</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Kontenplan</translation>
    </message>
    <message numerus="yes">
        <source>%n account(s) in the chart.</source>
        <translation>
            <numerusform>%n Konto im Kontenplan.</numerusform>
            <numerusform>%n Konten im Kontenplan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected. Choose a profile to see its chart of accounts.</source>
        <translation>Nicht verbunden. Wählen Sie ein Profil, um seinen Kontenplan zu sehen.</translation>
    </message>
    <message>
        <source>The chart of accounts could not be loaded: %1</source>
        <translation>Der Kontenplan konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Loading the chart of accounts…</source>
        <translation>Kontenplan wird geladen…</translation>
    </message>
    <message>
        <source>The chart of accounts is empty.</source>
        <translation>Der Kontenplan ist leer.</translation>
    </message>
    <message>
        <source>No account matches &quot;%1&quot;.</source>
        <translation>Kein Konto entspricht „%1“.</translation>
    </message>
    <message>
        <source>%1 %2 is a group: its entries are on its accounts.</source>
        <translation>%1 %2 ist eine Gruppe: Ihre Buchungen stehen auf ihren Konten.</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export the chart of accounts</source>
        <translation>Den Kontenplan exportieren</translation>
    </message>
    <message>
        <source>Save the chart of accounts as CSV or XLSX (Ctrl+E)</source>
        <translation>Den Kontenplan als CSV oder XLSX speichern (Strg+E)</translation>
    </message>
    <message>
        <source>The chart of accounts is not loaded yet.</source>
        <translation>Der Kontenplan ist noch nicht geladen.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-Arbeitsmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>Export chart of accounts</source>
        <translation>Kontenplan exportieren</translation>
    </message>
    <message>
        <source>Exporting the chart of accounts to %1…</source>
        <translation>Der Kontenplan wird nach %1 exportiert…</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n account(s) to %1.</source>
        <translation>
            <numerusform>%n Konto nach %1 exportiert.</numerusform>
            <numerusform>%n Konten nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>E&amp;xpand all accounts</source>
        <translation>Alle Konten auf&amp;klappen</translation>
    </message>
    <message>
        <source>Co&amp;llapse all accounts</source>
        <translation>Alle Konten &amp;zuklappen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ActivityPane</name>
    <message>
        <source>This service keeps no activity log: PayDesk&apos;s sandbox does, the hosted service may not.</source>
        <translation>Dieser Dienst führt kein Aktivitätsprotokoll: Die Sandbox von PayDesk tut es, der gehostete Dienst vielleicht nicht.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Only the requests of this API key</source>
        <translation>Nur die Anfragen dieses API-Schlüssels</translation>
    </message>
    <message>
        <source>All keys</source>
        <translation>Alle Schlüssel</translation>
    </message>
    <message>
        <source>Requests made in this range of days (UTC)</source>
        <translation>Anfragen in diesem Zeitraum (UTC)</translation>
    </message>
    <message>
        <source>&amp;Open transaction</source>
        <translation>Transaktion ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show the selected request&apos;s transaction in Transactions (Enter)</source>
        <translation>Die Transaktion der ausgewählten Anfrage unter „Transaktionen“ zeigen (Eingabe)</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write every request these filters match to a CSV file</source>
        <translation>Alle Anfragen, auf die diese Filter passen, in eine CSV-Datei schreiben</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Could not load the activity: %1</source>
        <translation>Die Aktivität konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Could not load the activity.</source>
        <translation>Die Aktivität konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>Requests loaded: %L1, loading more…</source>
        <translation>Geladene Anfragen: %L1, weitere werden geladen…</translation>
    </message>
    <message>
        <source>Requests loaded: %L1; more load as you scroll.</source>
        <translation>Geladene Anfragen: %L1; weitere laden beim Blättern.</translation>
    </message>
    <message>
        <source>Requests: %L1, all loaded.</source>
        <translation>Anfragen: %L1, alle geladen.</translation>
    </message>
    <message>
        <source>No requests match these filters</source>
        <translation>Keine Anfragen passen zu diesen Filtern</translation>
    </message>
    <message>
        <source>No requests match ‘%1’ with these filters</source>
        <translation>Keine Anfragen passen zu ‚%1‘ mit diesen Filtern</translation>
    </message>
    <message>
        <source>Nothing changed yet: charges, refunds, payment links and webhook endpoint changes show here, with the key that made them.</source>
        <translation>Noch nichts geändert: Belastungen, Erstattungen, Zahlungslinks und Änderungen an Webhook-Endpunkten erscheinen hier, mit dem Schlüssel, der sie vorgenommen hat.</translation>
    </message>
    <message>
        <source>%1 (…%2)</source>
        <translation>%1 (…%2)</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Aktivität exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exported %L1 requests…</source>
        <translation>%L1 Anfragen exportiert…</translation>
    </message>
    <message>
        <source>Exported to %1 (requests: %L2).</source>
        <translation>Nach %1 exportiert (Anfragen: %L2).</translation>
    </message>
    <message>
        <source>activity-%1</source>
        <translation>Aktivität-%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChargeFields</name>
    <message>
        <source>%1 characters; at most %2 are allowed.</source>
        <translation>%1 Zeichen; höchstens %2 sind erlaubt.</translation>
    </message>
    <message>
        <source>Enter an amount greater than zero.</source>
        <translation>Geben Sie einen Betrag größer als null ein.</translation>
    </message>
    <message>
        <source>The amount can be at most %1.</source>
        <translation>Der Betrag darf höchstens %1 betragen.</translation>
    </message>
    <message>
        <source>Choose a currency from the list, for example USD.</source>
        <translation>Wählen Sie eine Währung aus der Liste, zum Beispiel USD.</translation>
    </message>
    <message>
        <source>Enter the gateway, for example cardnet.</source>
        <translation>Geben Sie das Gateway ein, zum Beispiel cardnet.</translation>
    </message>
    <message>
        <source>Use 1–32 lowercase letters, digits or underscores, for example cardnet.</source>
        <translation>Verwenden Sie 1–32 Kleinbuchstaben, Ziffern oder Unterstriche, zum Beispiel cardnet.</translation>
    </message>
    <message>
        <source>Enter your reference for this order.</source>
        <translation>Geben Sie Ihre Referenz für diese Bestellung ein.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DataView</name>
    <message>
        <source>Loading</source>
        <translation>Wird geladen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DateRangeFilter</name>
    <message>
        <source>Date range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Letzter Tag</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DeliveryDetail</name>
    <message>
        <source>Delivery details</source>
        <translation>Zustellungsdetails</translation>
    </message>
    <message>
        <source>Request headers</source>
        <translation>Anfrage-Header</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Headers</source>
        <translation>&amp;Header</translation>
    </message>
    <message>
        <source>Body, formatted</source>
        <translation>Body, formatiert</translation>
    </message>
    <message>
        <source>&amp;Body</source>
        <translation>&amp;Body</translation>
    </message>
    <message>
        <source>Body, raw bytes</source>
        <translation>Body, Rohbytes</translation>
    </message>
    <message>
        <source>&amp;Raw</source>
        <translation>&amp;Roh</translation>
    </message>
    <message>
        <source>Verification steps</source>
        <translation>Prüfschritte</translation>
    </message>
    <message>
        <source>&amp;Verification</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <source>Select a delivery to see its headers, body and signature check.</source>
        <translation>Wählen Sie eine Zustellung aus, um ihre Header, ihren Body und die Signaturprüfung zu sehen.</translation>
    </message>
    <message>
        <source>(unknown event)</source>
        <translation>(unbekanntes Ereignis)</translation>
    </message>
    <message>
        <source>%1 request</source>
        <translation>%1-Anfrage</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(keine ID)</translation>
    </message>
    <message>
        <source>This delivery is no longer stored (the retention removed it).</source>
        <translation>Diese Zustellung ist nicht mehr gespeichert (die Aufbewahrungsregel hat sie entfernt).</translation>
    </message>
    <message>
        <source>(request)</source>
        <translation>(Anfrage)</translation>
    </message>
    <message>
        <source>From %1, %2</source>
        <translation>Von %1, %2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DeliveryFilterBar</name>
    <message>
        <source>Event type filter</source>
        <translation>Ereignistyp-Filter</translation>
    </message>
    <message>
        <source>Show one event type</source>
        <translation>Einen Ereignistyp anzeigen</translation>
    </message>
    <message>
        <source>All event types</source>
        <translation>Alle Ereignistypen</translation>
    </message>
    <message>
        <source>Verdict filter</source>
        <translation>Ergebnisfilter</translation>
    </message>
    <message>
        <source>Show deliveries by what their signature check found</source>
        <translation>Zustellungen danach anzeigen, was ihre Signaturprüfung ergeben hat</translation>
    </message>
    <message>
        <source>All verdicts</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>Invalid (any reason)</source>
        <translation>Ungültig (beliebiger Grund)</translation>
    </message>
    <message>
        <source>Search deliveries</source>
        <translation>Zustellungen durchsuchen</translation>
    </message>
    <message>
        <source>Search id, transaction, body…</source>
        <translation>ID, Transaktion, Body durchsuchen…</translation>
    </message>
    <message>
        <source>Profile filter</source>
        <translation>Profilfilter</translation>
    </message>
    <message>
        <source>Show the deliveries of the profile in use, or of every profile</source>
        <translation>Die Zustellungen des aktiven Profils oder aller Profile zeigen</translation>
    </message>
    <message>
        <source>This profile</source>
        <translation>Dieses Profil</translation>
    </message>
    <message>
        <source>All profiles</source>
        <translation>Alle Profile</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EnvironmentBanner</name>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>LIVE: real money — %1</source>
        <translation>LIVE: echtes Geld — %1</translation>
    </message>
    <message>
        <source>Test data: %1</source>
        <translation>Testdaten: %1</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Kein Profil</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GotoAnything</name>
    <message>
        <source>&amp;Go to anything…</source>
        <translation>&amp;Gehe zu…</translation>
    </message>
    <message>
        <source>Find a transaction, refund, payment link, account, saved view or pane, and go there (Ctrl+K)</source>
        <translation>Eine Transaktion, Erstattung, einen Zahlungslink, ein Konto, eine gespeicherte Ansicht oder einen Bereich finden und dorthin wechseln (Strg+K)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GotoAnythingPopup</name>
    <message>
        <source>Go to anything</source>
        <translation>Gehe zu</translation>
    </message>
    <message>
        <source>A transaction, refund, payment link, account or pane</source>
        <translation>Transaktion, Erstattung, Zahlungslink, Konto oder Bereich</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Type an id, a reference or a name; Up and Down choose, Enter goes there, Escape closes.</source>
        <translation>Eine ID, eine Referenz oder einen Namen eingeben; Auf und Ab wählen, Eingabe wechselt dorthin, Escape schließt.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>↑ ↓ choose · Enter go there · Esc close</source>
        <translation>↑ ↓ wählen · Eingabe öffnen · Esc schließen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::KeysDialog</name>
    <message>
        <source>API keys of %1</source>
        <translation>API-Schlüssel von %1</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Berechtigungen</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>&amp;Create key…</source>
        <translation>Schlüssel &amp;erstellen…</translation>
    </message>
    <message>
        <source>R&amp;oll…</source>
        <translation>R&amp;otieren…</translation>
    </message>
    <message>
        <source>A new key with the same name and permissions; the old one keeps working for the hours you choose, so what uses it can move over</source>
        <translation>Ein neuer Schlüssel mit demselben Namen und denselben Berechtigungen; der alte gilt noch so viele Stunden, wie Sie wählen, damit alles, was ihn nutzt, umziehen kann</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>&amp;Widerrufen</translation>
    </message>
    <message>
        <source>The key&apos;s next request is refused</source>
        <translation>Die nächste Anfrage des Schlüssels wird abgelehnt</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>The new key</source>
        <translation>Der neue Schlüssel</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>The key is on the clipboard.</source>
        <translation>Der Schlüssel ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>This profile&apos;s key is not described by the service.</source>
        <translation>Der Dienst beschreibt den Schlüssel dieses Profils nicht.</translation>
    </message>
    <message>
        <source>This profile uses the key &quot;%1&quot; (%2) of merchant %3: %4; %5.</source>
        <translation>Dieses Profil nutzt den Schlüssel „%1“ (%2) des Händlers %3: %4; %5.</translation>
    </message>
    <message>
        <source>works until %1</source>
        <translation>gültig bis %1</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>ohne Ablauf</translation>
    </message>
    <message>
        <source>Revoked %1</source>
        <translation>Widerrufen %1</translation>
    </message>
    <message>
        <source>Expired %1</source>
        <translation>Abgelaufen %1</translation>
    </message>
    <message>
        <source>Works until %1</source>
        <translation>Gültig bis %1</translation>
    </message>
    <message>
        <source>Works</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <source>Full access</source>
        <translation>Voller Zugriff</translation>
    </message>
    <message>
        <source>%1 (this profile)</source>
        <translation>%1 (dieses Profil)</translation>
    </message>
    <message>
        <source>This service has no key management: its keys are made in its dashboard.</source>
        <translation>Dieser Dienst hat keine Schlüsselverwaltung: Seine Schlüssel werden in seinem Dashboard erstellt.</translation>
    </message>
    <message>
        <source>Revoked this profile&apos;s own key: the service refuses it from now on.</source>
        <translation>Der eigene Schlüssel dieses Profils ist widerrufen: Der Dienst lehnt ihn ab jetzt ab.</translation>
    </message>
    <message>
        <source>Revoked %1: its next request is refused.</source>
        <translation>%1 widerrufen: Seine nächste Anfrage wird abgelehnt.</translation>
    </message>
    <message>
        <source>Created the key &quot;%1&quot;.</source>
        <translation>Der Schlüssel „%1“ ist erstellt.</translation>
    </message>
    <message>
        <source>Rolled the key &quot;%1&quot;: the old one works until %2.</source>
        <translation>Der Schlüssel „%1“ ist rotiert: Der alte gilt bis %2.</translation>
    </message>
    <message>
        <source>%1 Its value did not arrive (the request was sent again), so it cannot be used: revoke it and make another.</source>
        <translation>%1 Sein Wert kam nicht an (die Anfrage wurde erneut gesendet), er ist also nicht nutzbar: Widerrufen Sie ihn und erstellen Sie einen neuen.</translation>
    </message>
    <message>
        <source>%1 It could not replace this profile&apos;s key in the keychain (%2); copy it now.</source>
        <translation>%1 Er konnte den Schlüssel dieses Profils im Schlüsselbund nicht ersetzen (%2); kopieren Sie ihn jetzt.</translation>
    </message>
    <message>
        <source>%1 This profile uses the new key from now on.</source>
        <translation>%1 Dieses Profil nutzt ab jetzt den neuen Schlüssel.</translation>
    </message>
    <message>
        <source>%1 It could not be kept as a profile (%2); copy it now.</source>
        <translation>%1 Er konnte nicht als Profil abgelegt werden (%2); kopieren Sie ihn jetzt.</translation>
    </message>
    <message>
        <source>%1 It is kept as the profile &quot;%2&quot;, its value in the keychain only.</source>
        <translation>%1 Er ist als Profil „%2“ abgelegt, sein Wert nur im Schlüsselbund.</translation>
    </message>
    <message>
        <source>%1 Its value is shown this once; PayDesk keeps no copy.</source>
        <translation>%1 Sein Wert wird nur dieses eine Mal gezeigt; PayDesk behält keine Kopie.</translation>
    </message>
    <message>
        <source>Revoke the key &quot;%1&quot;? Whatever uses it is refused from its next request.</source>
        <translation>Den Schlüssel „%1“ widerrufen? Was ihn nutzt, wird ab seiner nächsten Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>It is this profile&apos;s own key: PayDesk is refused with this profile until the Local sandbox starts again.</source>
        <translation>Es ist der eigene Schlüssel dieses Profils: PayDesk wird mit diesem Profil abgelehnt, bis die lokale Sandbox neu startet.</translation>
    </message>
    <message>
        <source>It is this profile&apos;s own key: PayDesk is refused with this profile until you give it another key.</source>
        <translation>Es ist der eigene Schlüssel dieses Profils: PayDesk wird mit diesem Profil abgelehnt, bis Sie ihm einen anderen Schlüssel geben.</translation>
    </message>
    <message>
        <source>Revoke key</source>
        <translation>Schlüssel widerrufen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <source>Panes</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Erstattungen</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Kontenplan</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Saldenliste</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export what the pane shows (Ctrl+E)</source>
        <translation>Exportieren, was der Bereich anzeigt (Strg+E)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Transaction</source>
        <translation>&amp;Transaktion</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profil</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About PayDesk</source>
        <translation>&amp;Über PayDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptsymbolleiste</translation>
    </message>
    <message>
        <source>test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>LIVE</source>
        <translation>LIVE</translation>
    </message>
    <message>
        <source>%1 [%2] — PayDesk</source>
        <translation>%1 [%2] — PayDesk</translation>
    </message>
    <message>
        <source>About PayDesk</source>
        <translation>Über PayDesk</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Webhooks</source>
        <translation>&amp;Webhooks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PayDesk %1&lt;/h3&gt;&lt;p&gt;A desktop back office for merchants of the Payment Transactions Service.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licences&lt;/b&gt;&lt;br&gt;PayDesk is free software under the MIT licence.&lt;br&gt;Qt is used under the GNU LGPL version 3.&lt;br&gt;QtKeychain: BSD 2-clause licence.&lt;br&gt;libxlsxwriter: BSD 2-clause licence (with parts under the MIT, zlib and public-domain licences).&lt;br&gt;SQLite: public domain.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PayDesk %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Backoffice für Händler des Payment Transactions Service.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2, läuft unter Qt %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lizenzen&lt;/b&gt;&lt;br&gt;PayDesk ist freie Software unter der MIT-Lizenz.&lt;br&gt;Qt wird unter der GNU LGPL Version 3 verwendet.&lt;br&gt;QtKeychain: BSD-Lizenz mit 2 Klauseln.&lt;br&gt;libxlsxwriter: BSD-Lizenz mit 2 Klauseln (mit Teilen unter der MIT- und der zlib-Lizenz sowie gemeinfreien Teilen).&lt;br&gt;SQLite: gemeinfrei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Payment links</source>
        <translation>Zahlungslinks</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ManageViewsDialog</name>
    <message>
        <source>Saved views</source>
        <translation>Gespeicherte Ansichten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pane</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>This profile has no saved views. Set a pane&apos;s filters, then choose View ▸ Saved views ▸ Save view…, or import a file of views.</source>
        <translation>Dieses Profil hat keine gespeicherten Ansichten. Stellen Sie die Filter eines Bereichs ein und wählen Sie dann Ansicht ▸ Gespeicherte Ansichten ▸ Ansicht speichern…, oder importieren Sie eine Datei mit Ansichten.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Write every view of this profile to a JSON file, to share</source>
        <translation>Alle Ansichten dieses Profils in eine JSON-Datei schreiben, zum Weitergeben</translation>
    </message>
    <message>
        <source>Add the views of a JSON file; a view of the same name is replaced</source>
        <translation>Die Ansichten einer JSON-Datei hinzufügen; eine Ansicht gleichen Namens wird ersetzt</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Im Ordner zeigen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NewChargeDialog</name>
    <message>
        <source>New charge (LIVE)</source>
        <translation>Neue Zahlung (LIVE)</translation>
    </message>
    <message>
        <source>Live profile: this charge takes real money from the customer&apos;s card.</source>
        <translation>Live-Profil: Diese Zahlung belastet die Karte des Kunden mit echtem Geld.</translation>
    </message>
    <message>
        <source>&amp;Charge</source>
        <translation>&amp;Belasten</translation>
    </message>
    <message>
        <source>Stopped waiting. If the charge reached the service, pressing Charge again repeats the same request and cannot charge twice.</source>
        <translation>Warten abgebrochen. Falls die Zahlung den Dienst erreicht hat, wiederholt ein erneutes Klicken auf „Belasten“ dieselbe Anfrage und kann nicht doppelt belasten.</translation>
    </message>
    <message>
        <source>Fraud check cancelled.</source>
        <translation>Betrugsprüfung abgebrochen.</translation>
    </message>
    <message>
        <source>Enter the customer&apos;s email like name@example.com, or leave it empty.</source>
        <translation>Geben Sie die E-Mail-Adresse des Kunden in der Form name@example.com ein oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>Enter an IPv4 or IPv6 address, or leave it empty.</source>
        <translation>Geben Sie eine IPv4- oder IPv6-Adresse ein oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>Enter the customer&apos;s country as two letters, for example US.</source>
        <translation>Geben Sie das Land des Kunden mit zwei Buchstaben ein, zum Beispiel US.</translation>
    </message>
    <message>
        <source>Enter the first 6 to 8 digits of the card number.</source>
        <translation>Geben Sie die ersten 6 bis 8 Ziffern der Kartennummer ein.</translation>
    </message>
    <message>
        <source>Enter the card&apos;s country as two letters, for example GB.</source>
        <translation>Geben Sie das Land der Karte mit zwei Buchstaben ein, zum Beispiel GB.</translation>
    </message>
    <message>
        <source>Checking the fraud risk…</source>
        <translation>Betrugsrisiko wird geprüft…</translation>
    </message>
    <message>
        <source>Charging…</source>
        <translation>Wird belastet…</translation>
    </message>
    <message>
        <source>Score %1 of 100</source>
        <translation>Risikowert %1 von 100</translation>
    </message>
    <message>
        <source>The fraud rules advise declining this charge. Charge stays disabled unless you override the decline.</source>
        <translation>Die Betrugsregeln empfehlen, diese Zahlung abzulehnen. „Belasten“ bleibt deaktiviert, sofern Sie sich nicht über die Ablehnung hinwegsetzen.</translation>
    </message>
    <message>
        <source>Review the reasons below; press Charge if you are satisfied.</source>
        <translation>Prüfen Sie die Gründe unten; klicken Sie auf „Belasten“, wenn Sie einverstanden sind.</translation>
    </message>
    <message>
        <source>No risk signals.</source>
        <translation>Keine Risikosignale.</translation>
    </message>
    <message>
        <source>Low risk.</source>
        <translation>Geringes Risiko.</translation>
    </message>
    <message>
        <source>The details changed since the last check. Charge runs the check again first.</source>
        <translation>Die Angaben haben sich seit der letzten Prüfung geändert. „Belasten“ führt die Prüfung zuerst erneut aus.</translation>
    </message>
    <message>
        <source>A failed transaction was stored: %1</source>
        <translation>Eine fehlgeschlagene Transaktion wurde gespeichert: %1</translation>
    </message>
    <message>
        <source>type %1 to confirm</source>
        <translation>zur Bestätigung %1 eingeben</translation>
    </message>
    <message>
        <source>type the amount above to confirm</source>
        <translation>zur Bestätigung den Betrag von oben eingeben</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NewKeyDialog</name>
    <message>
        <source>Read transactions, refunds and payment links</source>
        <translation>Transaktionen, Erstattungen und Zahlungslinks lesen</translation>
    </message>
    <message>
        <source>Charge, make payment links, evaluate fraud</source>
        <translation>Belasten, Zahlungslinks erstellen, Betrug prüfen</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Erstatten</translation>
    </message>
    <message>
        <source>Read the ledger</source>
        <translation>Das Hauptbuch lesen</translation>
    </message>
    <message>
        <source>Manage webhook endpoints</source>
        <translation>Webhook-Endpunkte verwalten</translation>
    </message>
    <message>
        <source>Full access, keys included</source>
        <translation>Voller Zugriff, Schlüssel eingeschlossen</translation>
    </message>
    <message>
        <source>Create an API key</source>
        <translation>API-Schlüssel erstellen</translation>
    </message>
    <message>
        <source>e.g. Shop plugin</source>
        <translation>z. B. Shop-Plugin</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keep it as a new profile named</source>
        <translation>Als neues Profil ablegen mit dem Namen</translation>
    </message>
    <message>
        <source>The new profile&apos;s name</source>
        <translation>Der Name des neuen Profils</translation>
    </message>
    <message>
        <source>Otherwise its value is shown once, to copy.</source>
        <translation>Sonst wird sein Wert einmal gezeigt, zum Kopieren.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Permissions:</source>
        <translation>Berechtigungen:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PagedTablePane</name>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Refreshing…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Not connected to a service.</source>
        <translation>Nicht mit einem Dienst verbunden.</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Spalten zurücksetzen</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Show every row again: no search, every status, all time</source>
        <translation>Wieder alle Zeilen zeigen: keine Suche, jeder Status, gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PaymentLinkDetail</name>
    <message>
        <source>Select a payment link to see its details.</source>
        <translation>Wählen Sie einen Zahlungslink, um seine Details zu sehen.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Checkout URL</source>
        <translation>Checkout-URL</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Paid by</source>
        <translation>Bezahlt durch</translation>
    </message>
    <message>
        <source>&amp;Copy link</source>
        <translation>Link &amp;kopieren</translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation>Im &amp;Browser öffnen</translation>
    </message>
    <message>
        <source>Open &amp;transaction</source>
        <translation>&amp;Transaktion öffnen</translation>
    </message>
    <message>
        <source>Open the transaction that paid this link</source>
        <translation>Die Transaktion öffnen, die diesen Link bezahlt hat</translation>
    </message>
    <message>
        <source>Tries to pay</source>
        <translation>Zahlungsversuche</translation>
    </message>
    <message>
        <source>Tries to pay this link</source>
        <translation>Versuche, diesen Link zu bezahlen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Nobody has tried to pay this link yet.</source>
        <translation>Noch hat niemand versucht, diesen Link zu bezahlen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not paid yet</source>
        <translation>Noch nicht bezahlt</translation>
    </message>
    <message>
        <source>Copied the checkout link of %1.</source>
        <translation>Checkout-Link von %1 kopiert.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PaymentLinkDialog</name>
    <message>
        <source>New payment link (LIVE)</source>
        <translation>Neuer Zahlungslink (LIVE)</translation>
    </message>
    <message>
        <source>Live profile: customers who pay this link pay real money.</source>
        <translation>Live-Profil: Kunden, die über diesen Link bezahlen, zahlen echtes Geld.</translation>
    </message>
    <message>
        <source>C&amp;reate link</source>
        <translation>&amp;Link erstellen</translation>
    </message>
    <message>
        <source>Copied the checkout URL to the clipboard.</source>
        <translation>Checkout-URL in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>No browser could be opened; copy the link instead.</source>
        <translation>Es konnte kein Browser geöffnet werden; kopieren Sie stattdessen den Link.</translation>
    </message>
    <message>
        <source>Stopped waiting. Creating again repeats the same request and cannot make a second link.</source>
        <translation>Warten abgebrochen. Erneutes Erstellen wiederholt dieselbe Anfrage und kann keinen zweiten Link erzeugen.</translation>
    </message>
    <message>
        <source>Refresh cancelled.</source>
        <translation>Aktualisierung abgebrochen.</translation>
    </message>
    <message>
        <source>Enter the address to send the customer to, starting with https://.</source>
        <translation>Geben Sie die Adresse ein, an die der Kunde weitergeleitet wird, beginnend mit https://.</translation>
    </message>
    <message>
        <source>Enter a complete address, for example https://shop.example/thanks.</source>
        <translation>Geben Sie eine vollständige Adresse ein, zum Beispiel https://shop.example/thanks.</translation>
    </message>
    <message>
        <source>The address must start with https://; the service sends customers only to secure addresses.</source>
        <translation>Die Adresse muss mit https:// beginnen; der Dienst leitet Kunden nur an sichere Adressen weiter.</translation>
    </message>
    <message>
        <source>Creating the payment link…</source>
        <translation>Zahlungslink wird erstellt…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Payment link created.</source>
        <translation>Zahlungslink erstellt.</translation>
    </message>
    <message>
        <source>Asking the service for the status…</source>
        <translation>Status wird beim Dienst abgefragt…</translation>
    </message>
    <message>
        <source>Status as of %1.</source>
        <translation>Status zum %1.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>none yet (not paid)</source>
        <translation>noch keine (nicht bezahlt)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PaymentLinksPane</name>
    <message>
        <source>Payment links</source>
        <translation>Zahlungslinks</translation>
    </message>
    <message>
        <source>Could not load payment links: %1</source>
        <translation>Zahlungslinks konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Could not load payment links.</source>
        <translation>Zahlungslinks konnten nicht geladen werden.</translation>
    </message>
    <message>
        <source>Payment links loaded: %L1, loading more…</source>
        <translation>Zahlungslinks geladen: %L1, weitere werden geladen…</translation>
    </message>
    <message>
        <source>Payment links loaded: %L1; more load as you scroll.</source>
        <translation>Zahlungslinks geladen: %L1; weitere laden beim Scrollen.</translation>
    </message>
    <message>
        <source>Payment links: %L1, all loaded.</source>
        <translation>Zahlungslinks: %L1, alle geladen.</translation>
    </message>
    <message>
        <source>No payment links match these filters</source>
        <translation>Keine Zahlungslinks passen zu diesen Filtern</translation>
    </message>
    <message>
        <source>This service does not list payment links: shown are the ones made in this window since it opened.</source>
        <translation>Dieser Dienst listet keine Zahlungslinks auf: Angezeigt werden die, die seit dem Öffnen in diesem Fenster erstellt wurden.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Reference contains…</source>
        <translation>Referenz enthält…</translation>
    </message>
    <message>
        <source>Search payment links by reference</source>
        <translation>Zahlungslinks nach Referenz suchen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>No payment links match ‘%1’ with these filters</source>
        <translation>Keine Zahlungslinks passen zu „%1“ mit diesen Filtern</translation>
    </message>
    <message>
        <source>No payment links yet. Make one with Payment link… (Ctrl+L): the customer pays on the hosted page, and it shows here.</source>
        <translation>Noch keine Zahlungslinks. Erstellen Sie einen mit Zahlungslink… (Strg+L): Der Kunde bezahlt auf der gehosteten Seite, und der Link erscheint hier.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayoutDetail</name>
    <message>
        <source>Select a payout to see what it settles.</source>
        <translation>Wählen Sie eine Auszahlung, um zu sehen, was sie abrechnet.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Umfasst</translation>
    </message>
    <message>
        <source>Gross − fees − refunds</source>
        <translation>Brutto − Gebühren − Erstattungen</translation>
    </message>
    <message>
        <source>Bank reference</source>
        <translation>Bankreferenz</translation>
    </message>
    <message>
        <source>Ledger entry</source>
        <translation>Buchung</translation>
    </message>
    <message>
        <source>What it settles</source>
        <translation>Was sie abrechnet</translation>
    </message>
    <message>
        <source>The transactions and refunds this payout settles</source>
        <translation>Die Transaktionen und Erstattungen, die diese Auszahlung abrechnet</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Double-click a transaction or refund to open it.</source>
        <translation>Doppelklicken Sie eine Transaktion oder Erstattung, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>%1 %2 from %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>Sales and refunds of %1</source>
        <translation>Umsätze und Erstattungen vom %1</translation>
    </message>
    <message>
        <source>%1 − %2 − %3 = %4</source>
        <translation>%1 − %2 − %3 = %4</translation>
    </message>
    <message>
        <source>None yet: posted when it arrives</source>
        <translation>Noch keine: gebucht beim Eingang</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Could not load what this payout settles: %1</source>
        <translation>Was diese Auszahlung abrechnet, konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Refund %1</source>
        <translation>Erstattung %1</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Zahlung %1</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s), adding up to %1.</source>
        <translation>
            <numerusform>%n Posten, zusammen %1.</numerusform>
            <numerusform>%n Posten, zusammen %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayoutsPane</name>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Could not load payouts: %1</source>
        <translation>Auszahlungen konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Could not load payouts.</source>
        <translation>Auszahlungen konnten nicht geladen werden.</translation>
    </message>
    <message>
        <source>Payouts loaded: %L1, loading more…</source>
        <translation>Auszahlungen geladen: %L1, weitere werden geladen…</translation>
    </message>
    <message>
        <source>Payouts loaded: %L1; more load as you scroll.</source>
        <translation>Auszahlungen geladen: %L1; weitere laden beim Blättern.</translation>
    </message>
    <message>
        <source>Payouts: %L1, all loaded.</source>
        <translation>Auszahlungen: %L1, alle geladen.</translation>
    </message>
    <message>
        <source>No payouts match these filters</source>
        <translation>Keine Auszahlungen passen zu diesen Filtern</translation>
    </message>
    <message>
        <source>No payouts yet: a day&apos;s captured money is paid out when the day has ended.</source>
        <translation>Noch keine Auszahlungen: das Geld eines Tages wird ausgezahlt, wenn der Tag vorbei ist.</translation>
    </message>
    <message>
        <source>This service does not offer payouts (GET /api/v1/payouts).</source>
        <translation>Dieser Dienst bietet keine Auszahlungen an (GET /api/v1/payouts).</translation>
    </message>
    <message>
        <source>Reconcile &amp;bank statement…</source>
        <translation>&amp;Kontoauszug abgleichen…</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation>Alle Währungen</translation>
    </message>
    <message>
        <source>Arriving from</source>
        <translation>Eingang ab</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Arriving until</source>
        <translation>Eingang bis</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Reconcile statement…</source>
        <translation>Auszug abgleichen…</translation>
    </message>
    <message>
        <source>Export payouts</source>
        <translation>Auszahlungen exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF document (*.pdf);;CSV file (*.csv)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx);;PDF-Dokument (*.pdf);;CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Could not export payouts: %1</source>
        <translation>Auszahlungen konnten nicht exportiert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n payout(s) exported to %1.</source>
        <translation>
            <numerusform>%n Auszahlung nach %1 exportiert.</numerusform>
            <numerusform>%n Auszahlungen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>payouts</source>
        <translation>Auszahlungen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Open on</source>
        <translation>Starten mit</translation>
    </message>
    <message>
        <source>The pane used last</source>
        <translation>Zuletzt verwendeter Bereich</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Erstattungen</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Kontenplan</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Saldenliste</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Open on:</source>
        <translation>Starten &amp;mit:</translation>
    </message>
    <message>
        <source>Request timeout</source>
        <translation>Zeitlimit für Anfragen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Sandbox base URL</source>
        <translation>Basis-URL der Sandbox</translation>
    </message>
    <message>
        <source>Production base URL</source>
        <translation>Basis-URL der Produktion</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Request &amp;timeout:</source>
        <translation>&amp;Zeitlimit für Anfragen:</translation>
    </message>
    <message>
        <source>New &amp;Sandbox profiles use:</source>
        <translation>Neue Sand&amp;box-Profile verwenden:</translation>
    </message>
    <message>
        <source>New &amp;Production profiles use:</source>
        <translation>Neue &amp;Produktionsprofile verwenden:</translation>
    </message>
    <message>
        <source>Inspector port</source>
        <translation>Inspektor-Port</translation>
    </message>
    <message>
        <source>Inspector answer</source>
        <translation>Inspektor-Antwort</translation>
    </message>
    <message>
        <source>%1 after %2 seconds</source>
        <translation>%1 nach %2 Sekunden</translation>
    </message>
    <message>
        <source>200 OK</source>
        <translation>200 OK</translation>
    </message>
    <message>
        <source>500 Internal Server Error</source>
        <translation>500 Internal Server Error</translation>
    </message>
    <message>
        <source>410 Gone</source>
        <translation>410 Gone</translation>
    </message>
    <message>
        <source>429 Too Many Requests</source>
        <translation>429 Too Many Requests</translation>
    </message>
    <message>
        <source>Webhook inspector</source>
        <translation>Webhook-Inspektor</translation>
    </message>
    <message>
        <source>Listen o&amp;n port (127.0.0.1):</source>
        <translation>Auf P&amp;ort empfangen (127.0.0.1):</translation>
    </message>
    <message>
        <source>&amp;Answer deliveries with:</source>
        <translation>&amp;Antwort auf Zustellungen:</translation>
    </message>
    <message>
        <source>&amp;Reset demo data…</source>
        <translation>Demodaten zu&amp;rücksetzen…</translation>
    </message>
    <message>
        <source>Deletes every transaction, refund and ledger posting of the Local sandbox and seeds new demo data. Other profiles are not touched.</source>
        <translation>Löscht alle Transaktionen, Erstattungen und Buchungen der lokalen Sandbox und legt neue Demodaten an. Andere Profile bleiben unberührt.</translation>
    </message>
    <message>
        <source>Local sandbox</source>
        <translation>Lokale Sandbox</translation>
    </message>
    <message>
        <source>Reset demo data</source>
        <translation>Demodaten zurücksetzen</translation>
    </message>
    <message>
        <source>Delete all data of the Local sandbox and start it again with new demo data?</source>
        <translation>Alle Daten der lokalen Sandbox löschen und sie mit neuen Demodaten neu starten?</translation>
    </message>
    <message>
        <source>Resetting the local sandbox&apos;s demo data…</source>
        <translation>Demodaten der lokalen Sandbox werden zurückgesetzt…</translation>
    </message>
    <message>
        <source>The webhook inspector listens on %1.</source>
        <translation>Der Webhook-Inspektor empfängt auf %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProfileEditorDialog</name>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Sandbox profile</source>
        <translation>Sandbox-Profil</translation>
    </message>
    <message>
        <source>Production profile</source>
        <translation>Produktionsprofil</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <source>Sandbox (test data)</source>
        <translation>Sandbox (Testdaten)</translation>
    </message>
    <message>
        <source>Production (real money)</source>
        <translation>Produktion (echtes Geld)</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Dashboard address</source>
        <translation>Dashboard-Adresse</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the service&apos;s dashboard in the browser, where keys and webhook endpoints are created</source>
        <translation>Das Dashboard des Dienstes im Browser öffnen, wo Schlüssel und Webhook-Endpunkte erstellt werden</translation>
    </message>
    <message>
        <source>Enter the dashboard&apos;s address (https://…) first.</source>
        <translation>Geben Sie zuerst die Adresse des Dashboards (https://…) ein.</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Webhook signing secret</source>
        <translation>Webhook-Signaturgeheimnis</translation>
    </message>
    <message>
        <source>Create keys in the service&apos;s dashboard, under Settings, API Keys. A key is shown only once there: paste it here right away. Keys and secrets are kept in the system keychain, never in PayDesk&apos;s settings.</source>
        <translation>Erstellen Sie Schlüssel im Dashboard des Dienstes unter Settings, API Keys. Ein Schlüssel wird dort nur einmal angezeigt: Fügen Sie ihn sofort hier ein. Schlüssel und Geheimnisse werden im Schlüsselbund des Systems gespeichert, nie in den Einstellungen von PayDesk.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>&amp;Basis-URL:</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>Fa&amp;rbe:</translation>
    </message>
    <message>
        <source>&amp;Dashboard:</source>
        <translation>&amp;Dashboard:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Webhook secret:</source>
        <translation>&amp;Webhook-Geheimnis:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>(started by PayDesk on a free local port)</source>
        <translation>(von PayDesk auf einem freien lokalen Port gestartet)</translation>
    </message>
    <message>
        <source>The local sandbox is part of PayDesk and stays.</source>
        <translation>Die lokale Sandbox ist Teil von PayDesk und bleibt bestehen.</translation>
    </message>
    <message>
        <source>Generated by PayDesk</source>
        <translation>Von PayDesk erzeugt</translation>
    </message>
    <message>
        <source>Paste a new key to replace the stored one</source>
        <translation>Fügen Sie einen neuen Schlüssel ein, um den gespeicherten zu ersetzen</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>Schlüsselbund wird geprüft…</translation>
    </message>
    <message>
        <source>An API key is stored.</source>
        <translation>Ein API-Schlüssel ist gespeichert.</translation>
    </message>
    <message>
        <source>No API key is stored yet.</source>
        <translation>Noch kein API-Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>A webhook signing secret is stored.</source>
        <translation>Ein Webhook-Signaturgeheimnis ist gespeichert.</translation>
    </message>
    <message>
        <source>No webhook signing secret is stored.</source>
        <translation>Kein Webhook-Signaturgeheimnis gespeichert.</translation>
    </message>
    <message>
        <source>Choose a profile first.</source>
        <translation>Wählen Sie zuerst ein Profil.</translation>
    </message>
    <message>
        <source>A webhook signing secret starts with whsec_.</source>
        <translation>Ein Webhook-Signaturgeheimnis beginnt mit whsec_.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Profil entfernen</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; and its key and signing secret from the keychain?</source>
        <translation>„%1“ samt Schlüssel und Signaturgeheimnis aus dem Schlüsselbund entfernen?</translation>
    </message>
    <message>
        <source>The local sandbox is tested by opening it in the main window.</source>
        <translation>Die lokale Sandbox wird getestet, indem Sie sie im Hauptfenster öffnen.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <source>Connected. The account has no transactions yet.</source>
        <translation>Verbunden. Das Konto hat noch keine Transaktionen.</translation>
    </message>
    <message>
        <source>Connected to merchant %1.</source>
        <translation>Verbunden mit Händler %1.</translation>
    </message>
    <message>
        <source>No API key is stored; paste one first.</source>
        <translation>Kein API-Schlüssel gespeichert; fügen Sie zuerst einen ein.</translation>
    </message>
    <message>
        <source>https://… (from your payment provider)</source>
        <translation>https://… (von Ihrem Zahlungsanbieter)</translation>
    </message>
    <message>
        <source>PayDesk runs this sandbox on this computer; it needs no address.</source>
        <translation>PayDesk betreibt diese Sandbox auf diesem Computer; sie braucht keine Adresse.</translation>
    </message>
    <message>
        <source>The address of the service&apos;s API for this environment, as your payment provider gives it in its dashboard or documentation. New profiles start with the address set in Preferences, if there is one.</source>
        <translation>Die Adresse der API des Dienstes für diese Umgebung, wie Ihr Zahlungsanbieter sie im Dashboard oder in der Dokumentation angibt. Neue Profile beginnen mit der in den Einstellungen festgelegten Adresse, falls es eine gibt.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProfileSwitcher</name>
    <message>
        <source>&amp;Edit profiles…</source>
        <translation>Profile &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>%1
PayDesk keeps API keys only in the system keychain and never writes one to disk. Keys kept for this run only are forgotten when PayDesk closes.</source>
        <translation>%1
PayDesk bewahrt API-Schlüssel nur im Schlüsselbund des Systems auf und schreibt nie einen auf die Festplatte. Nur für diese Sitzung behaltene Schlüssel werden beim Beenden von PayDesk vergessen.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Keep keys for this run only</source>
        <translation>Schlüssel nur für diese Sitzung behalten</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Schlüssel…</translation>
    </message>
    <message>
        <source>A production profile&apos;s keys are made in the service&apos;s dashboard.</source>
        <translation>Die Schlüssel eines Produktionsprofils werden im Dashboard des Dienstes erstellt.</translation>
    </message>
    <message>
        <source>Keys are managed once the profile is connected.</source>
        <translation>Schlüssel werden verwaltet, sobald das Profil verbunden ist.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s API keys: create, revoke, roll</source>
        <translation>Die API-Schlüssel der Sandbox: erstellen, widerrufen, rotieren</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReconcileDialog</name>
    <message>
        <source>Reconcile bank statement</source>
        <translation>Kontoauszug abgleichen</translation>
    </message>
    <message>
        <source>Choose a bank statement: camt.053, MT940, OFX or CSV.</source>
        <translation>Wählen Sie einen Kontoauszug: camt.053, MT940, OFX oder CSV.</translation>
    </message>
    <message>
        <source>Reconciliation result</source>
        <translation>Ergebnis des Abgleichs</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Auszug</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Hauptbuch</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Payout or entry</source>
        <translation>Auszahlung oder Buchung</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Double-click a payout to open it in Payouts, an item to open its transaction or refund.</source>
        <translation>Doppelklicken Sie eine Auszahlung, um sie unter Auszahlungen zu öffnen, einen Posten für seine Transaktion oder Erstattung.</translation>
    </message>
    <message>
        <source>&amp;Open statement…</source>
        <translation>Auszug ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Bank statements (*.xml *.sta *.940 *.mt940 *.txt *.ofx *.qfx *.csv);;All files (*)</source>
        <translation>Kontoauszüge (*.xml *.sta *.940 *.mt940 *.txt *.ofx *.qfx *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Connect to a profile first: the statement is matched with its payouts.</source>
        <translation>Verbinden Sie zuerst ein Profil: der Auszug wird mit dessen Auszahlungen abgeglichen.</translation>
    </message>
    <message>
        <source>Reconciling %1…</source>
        <translation>%1 wird abgeglichen…</translation>
    </message>
    <message>
        <source>Refund %1</source>
        <translation>Erstattung %1</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Zahlung %1</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Bank (1010) in the ledger at the end of %1</source>
        <translation>Bank (1010) im Hauptbuch am Ende des %1</translation>
    </message>
    <message>
        <source>Closing balance of the statement</source>
        <translation>Schlusssaldo des Auszugs</translation>
    </message>
    <message>
        <source>Difference (ledger − statement)</source>
        <translation>Abweichung (Hauptbuch − Auszug)</translation>
    </message>
    <message>
        <source>Explained by the lines above</source>
        <translation>Von den Zeilen oben erklärt</translation>
    </message>
    <message>
        <source>Reconciliation exported to %1.</source>
        <translation>Abgleich nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Export reconciliation</source>
        <translation>Abgleich exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF document (*.pdf);;CSV file (*.csv)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx);;PDF-Dokument (*.pdf);;CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>reconciliation-%1-%2</source>
        <translation>Abgleich-%1-%2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RefundDialog</name>
    <message>
        <source>Refund %1 (LIVE)</source>
        <translation>Erstattung für %1 (LIVE)</translation>
    </message>
    <message>
        <source>Refund %1</source>
        <translation>Erstattung für %1</translation>
    </message>
    <message>
        <source>Live profile: this refund returns real money to the customer.</source>
        <translation>Live-Profil: Diese Erstattung zahlt dem Kunden echtes Geld zurück.</translation>
    </message>
    <message>
        <source>Requested by the customer</source>
        <translation>Vom Kunden angefordert</translation>
    </message>
    <message>
        <source>Duplicate charge</source>
        <translation>Doppelte Zahlung</translation>
    </message>
    <message>
        <source>Fraudulent charge</source>
        <translation>Betrügerische Zahlung</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>&amp;Refund</source>
        <translation>&amp;Erstatten</translation>
    </message>
    <message>
        <source>This transaction cannot be refunded: it is %1 and %2 remains refundable.</source>
        <translation>Diese Transaktion kann nicht erstattet werden: Ihr Status ist „%1“ und noch erstattbar sind %2.</translation>
    </message>
    <message>
        <source>Enter an amount greater than zero.</source>
        <translation>Geben Sie einen Betrag größer als null ein.</translation>
    </message>
    <message>
        <source>At most %1 remains refundable.</source>
        <translation>Es sind höchstens noch %1 erstattbar.</translation>
    </message>
    <message>
        <source>Will remain refundable after this: %1</source>
        <translation>Danach noch erstattbar: %1</translation>
    </message>
    <message>
        <source>Will remain refundable after this: –</source>
        <translation>Danach noch erstattbar: –</translation>
    </message>
    <message>
        <source>type %1 to confirm</source>
        <translation>zur Bestätigung %1 eingeben</translation>
    </message>
    <message>
        <source>type the refund amount to confirm</source>
        <translation>zur Bestätigung den Erstattungsbetrag eingeben</translation>
    </message>
    <message>
        <source>Refunding…</source>
        <translation>Wird erstattet…</translation>
    </message>
    <message>
        <source>Refunded; reading the updated transaction…</source>
        <translation>Erstattet; die aktualisierte Transaktion wird gelesen…</translation>
    </message>
    <message>
        <source>Stopped waiting. If the refund reached the service, pressing Refund again repeats the same request and cannot refund twice.</source>
        <translation>Warten abgebrochen. Falls die Erstattung den Dienst erreicht hat, wiederholt ein erneutes Klicken auf „Erstatten“ dieselbe Anfrage und kann nicht doppelt erstatten.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RefundsPane</name>
    <message>
        <source>Refunded in this range of days (UTC)</source>
        <translation>Erstattet in diesem Zeitraum (Tage in UTC)</translation>
    </message>
    <message>
        <source>Transaction ID (txn_…)</source>
        <translation>Transaktions-ID (txn_…)</translation>
    </message>
    <message>
        <source>Show the refunds of this transaction</source>
        <translation>Die Erstattungen dieser Transaktion anzeigen</translation>
    </message>
    <message>
        <source>&amp;Open transaction</source>
        <translation>Transaktion ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the refund&apos;s transaction</source>
        <translation>Die Transaktion der Erstattung öffnen</translation>
    </message>
    <message>
        <source>Show the selected refund&apos;s transaction in Transactions (Enter)</source>
        <translation>Die Transaktion der ausgewählten Erstattung unter „Transaktionen“ anzeigen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Erstattungen</translation>
    </message>
    <message>
        <source>Could not load refunds: %1</source>
        <translation>Erstattungen konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Refunds loaded: %L1, loading more…</source>
        <translation>Erstattungen geladen: %L1, weitere werden geladen…</translation>
    </message>
    <message>
        <source>Refunds loaded: %L1; more load as you scroll.</source>
        <translation>Erstattungen geladen: %L1; weitere werden beim Blättern geladen.</translation>
    </message>
    <message>
        <source>Refunds: %L1, all loaded.</source>
        <translation>Erstattungen: %L1, alle geladen.</translation>
    </message>
    <message>
        <source>Could not load refunds.</source>
        <translation>Erstattungen konnten nicht geladen werden.</translation>
    </message>
    <message>
        <source>No refunds match these filters</source>
        <translation>Keine Erstattungen entsprechen diesen Filtern</translation>
    </message>
    <message>
        <source>Search refund, transaction or reference</source>
        <translation>Erstattung, Transaktion oder Referenz suchen</translation>
    </message>
    <message>
        <source>Finds refunds by refund ID, transaction ID, or text anywhere in the transaction&apos;s merchant reference (3 or more characters, any case; 1 or 2 characters match the start of the reference)</source>
        <translation>Findet Erstattungen nach Erstattungs-ID, Transaktions-ID oder Text irgendwo in der Händlerreferenz der Transaktion (ab 3 Zeichen, ohne Unterscheidung von Groß- und Kleinschreibung; 1 oder 2 Zeichen passen auf den Anfang der Referenz)</translation>
    </message>
    <message>
        <source>Search refunds</source>
        <translation>Erstattungen durchsuchen</translation>
    </message>
    <message>
        <source>No refunds match ‘%1’ with these filters</source>
        <translation>Keine Erstattungen entsprechen „%1“ mit diesen Filtern</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReplayPanel</name>
    <message>
        <source>https://your-store.example/webhooks</source>
        <translation>https://your-store.example/webhooks</translation>
    </message>
    <message>
        <source>Replay address</source>
        <translation>Zieladresse für erneutes Senden</translation>
    </message>
    <message>
        <source>&amp;Send to:</source>
        <translation>Senden &amp;an:</translation>
    </message>
    <message>
        <source>Replay signature</source>
        <translation>Signatur für erneutes Senden</translation>
    </message>
    <message>
        <source>As it came (original signature)</source>
        <translation>Wie empfangen (Originalsignatur)</translation>
    </message>
    <message>
        <source>Signed again with the secret below (fresh timestamp)</source>
        <translation>Neu signiert mit dem Geheimnis unten (neuer Zeitstempel)</translation>
    </message>
    <message>
        <source>Si&amp;gnature:</source>
        <translation>Si&amp;gnatur:</translation>
    </message>
    <message>
        <source>whsec_…</source>
        <translation>whsec_…</translation>
    </message>
    <message>
        <source>Signing secret for the replay</source>
        <translation>Signaturgeheimnis für erneutes Senden</translation>
    </message>
    <message>
        <source>Signing s&amp;ecret:</source>
        <translation>Signaturgeheim&amp;nis:</translation>
    </message>
    <message>
        <source>Se&amp;nd</source>
        <translation>Sen&amp;den</translation>
    </message>
    <message>
        <source>Replay response</source>
        <translation>Antwort auf erneutes Senden</translation>
    </message>
    <message>
        <source>The answer to the replay appears here.</source>
        <translation>Die Antwort auf das erneute Senden erscheint hier.</translation>
    </message>
    <message>
        <source>Sending to %1…</source>
        <translation>Wird an %1 gesendet…</translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation>Keine Antwort: %1</translation>
    </message>
    <message>
        <source>Answered %1 in %2 ms%3</source>
        <translation>Antwort %1 in %2 ms%3</translation>
    </message>
    <message>
        <source> (not a success)</source>
        <translation> (kein Erfolg)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RollKeyDialog</name>
    <message>
        <source>Roll the key &quot;%1&quot;</source>
        <translation>Den Schlüssel „%1“ rotieren</translation>
    </message>
    <message>
        <source>A new key with the same name and permissions is made. The old one keeps working for:</source>
        <translation>Ein neuer Schlüssel mit demselben Namen und denselben Berechtigungen wird erstellt. Der alte gilt noch:</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> Stunden</translation>
    </message>
    <message>
        <source>Hours the old key keeps working</source>
        <translation>Stunden, die der alte Schlüssel noch gilt</translation>
    </message>
    <message>
        <source>Use the new key in this profile</source>
        <translation>Den neuen Schlüssel in diesem Profil verwenden</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rotieren</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SavedViewSidebar</name>
    <message>
        <source>Saved &amp;views</source>
        <translation>&amp;Gespeicherte Ansichten</translation>
    </message>
    <message>
        <source>&amp;Save view…</source>
        <translation>Ansicht &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Manage views…</source>
        <translation>Ansichten &amp;verwalten…</translation>
    </message>
    <message>
        <source>&amp;Export views…</source>
        <translation>Ansichten &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Import views…</source>
        <translation>Ansichten &amp;importieren…</translation>
    </message>
    <message>
        <source>The views could not be written to the settings file.</source>
        <translation>Die Ansichten konnten nicht in die Einstellungsdatei geschrieben werden.</translation>
    </message>
    <message>
        <source>Saved view of %1</source>
        <translation>Gespeicherte Ansicht von %1</translation>
    </message>
    <message>
        <source>Saved view of %1 (%2)</source>
        <translation>Gespeicherte Ansicht von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No saved views</source>
        <translation>Keine gespeicherten Ansichten</translation>
    </message>
    <message>
        <source>Open a profile first: views are kept per profile.</source>
        <translation>Öffnen Sie zuerst ein Profil: Ansichten werden je Profil gespeichert.</translation>
    </message>
    <message>
        <source>Saved the view &quot;%1&quot; under %2.</source>
        <translation>Ansicht „%1“ unter %2 gespeichert.</translation>
    </message>
    <message>
        <source>Delete view</source>
        <translation>Ansicht löschen</translation>
    </message>
    <message>
        <source>Delete the view &quot;%1&quot;?</source>
        <translation>Die Ansicht „%1“ löschen?</translation>
    </message>
    <message>
        <source>Its filters are not kept anywhere else, unless you exported it.</source>
        <translation>Ihre Filter sind nirgends sonst gespeichert, es sei denn, Sie haben sie exportiert.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Export views</source>
        <translation>Ansichten exportieren</translation>
    </message>
    <message>
        <source>saved-views.json</source>
        <translation>gespeicherte-ansichten.json</translation>
    </message>
    <message>
        <source>Saved views (*.json)</source>
        <translation>Gespeicherte Ansichten (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n view(s) to %1.</source>
        <translation>
            <numerusform>%n Ansicht nach %1 exportiert.</numerusform>
            <numerusform>%n Ansichten nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import views</source>
        <translation>Ansichten importieren</translation>
    </message>
    <message>
        <source>Saved views (*.json);;All files (*)</source>
        <translation>Gespeicherte Ansichten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 replaced.</source>
        <translation>%1 importiert: %2 neu, %3 ersetzt.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatusLine</name>
    <message>
        <source>No profile</source>
        <translation>Kein Profil</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Verbunden mit %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connection problem</source>
        <translation>Verbindungsproblem</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation>Letzter Fehler: %1</translation>
    </message>
    <message>
        <source>Refreshed %1</source>
        <translation>Aktualisiert um %1</translation>
    </message>
    <message>
        <source>Keys in memory for this run</source>
        <translation>Schlüssel nur für diese Sitzung im Speicher</translation>
    </message>
    <message>
        <source>The system keychain could not keep the API keys, so PayDesk holds them in memory only. They are forgotten when PayDesk closes; nothing is written to disk.</source>
        <translation>Der Schlüsselbund des Systems konnte die API-Schlüssel nicht aufbewahren, daher hält PayDesk sie nur im Arbeitsspeicher. Beim Beenden von PayDesk werden sie vergessen; nichts wird auf die Festplatte geschrieben.</translation>
    </message>
    <message>
        <source>Key refused</source>
        <translation>Schlüssel abgelehnt</translation>
    </message>
    <message>
        <source>Give the profile a key that works (Profile ▸ Edit profiles…).</source>
        <translation>Geben Sie dem Profil einen gültigen Schlüssel (Profil ▸ Profile bearbeiten…).</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Schlüssel: %1</translation>
    </message>
    <message>
        <source>Merchant %1
Key &quot;%2&quot; (%3)
Permissions: %4
%5</source>
        <translation>Händler %1
Schlüssel „%2“ (%3)
Berechtigungen: %4
%5</translation>
    </message>
    <message>
        <source>Works until %1</source>
        <translation>Gültig bis %1</translation>
    </message>
    <message>
        <source>No expiry</source>
        <translation>Ohne Ablauf</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionActions</name>
    <message>
        <source>&amp;New charge…</source>
        <translation>&amp;Neue Zahlung…</translation>
    </message>
    <message>
        <source>&amp;Payment link…</source>
        <translation>&amp;Zahlungslink…</translation>
    </message>
    <message>
        <source>&amp;Refund…</source>
        <translation>&amp;Erstatten…</translation>
    </message>
    <message>
        <source>Charged %1 for %2.</source>
        <translation>%1 für %2 belastet.</translation>
    </message>
    <message>
        <source>The charge was declined; the failed transaction %1 is selected in the list.</source>
        <translation>Die Belastung wurde abgelehnt; die fehlgeschlagene Transaktion %1 ist in der Liste ausgewählt.</translation>
    </message>
    <message>
        <source>Refunded %1 of %2.</source>
        <translation>%1 von %2 erstattet.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionDetail</name>
    <message>
        <source>Select a transaction to see its details.</source>
        <translation>Wählen Sie eine Transaktion aus, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Erstattet</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>Erstattbar</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Händler</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <translation>ID &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>Transaktions-ID kopieren</translation>
    </message>
    <message>
        <source>&amp;Refund…</source>
        <translation>&amp;Erstatten…</translation>
    </message>
    <message>
        <source>Refund this transaction</source>
        <translation>Diese Transaktion erstatten</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Erstattungen</translation>
    </message>
    <message>
        <source>Refunds of this transaction</source>
        <translation>Erstattungen dieser Transaktion</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>%1 minor units (%2 decimals)</source>
        <translation>%1 kleinste Einheiten (%2 Nachkommastellen)</translation>
    </message>
    <message>
        <source>Nothing refunded</source>
        <translation>Nichts erstattet</translation>
    </message>
    <message>
        <source>Not refundable</source>
        <translation>Nicht erstattbar</translation>
    </message>
    <message>
        <source>No description</source>
        <translation>Keine Beschreibung</translation>
    </message>
    <message>
        <source>Refund up to %1</source>
        <translation>Bis zu %1 erstatten</translation>
    </message>
    <message>
        <source>Only captured or partially refunded transactions with an amount left can be refunded.</source>
        <translation>Nur erfasste oder teilweise erstattete Transaktionen mit verbleibendem Betrag können erstattet werden.</translation>
    </message>
    <message>
        <source>Could not load the refunds: %1 %2</source>
        <translation>Die Erstattungen konnten nicht geladen werden: %1 %2</translation>
    </message>
    <message>
        <source>%1
Note: %2</source>
        <translation>%1
Hinweis: %2</translation>
    </message>
    <message>
        <source>Loading refunds…</source>
        <translation>Erstattungen werden geladen…</translation>
    </message>
    <message>
        <source>No refunds.</source>
        <translation>Keine Erstattungen.</translation>
    </message>
    <message>
        <source>The first %L1 refunds; the Refunds pane lists all of them.</source>
        <translation>Die ersten %L1 Erstattungen; der Bereich „Erstattungen“ listet alle auf.</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard.</source>
        <translation>%1 in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>%1 minor units: PayDesk does not know how many decimals %2 has.</source>
        <translation>%1 kleinste Einheiten: PayDesk kennt die Anzahl der Nachkommastellen von %2 nicht.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Why it failed</source>
        <translation>Grund des Fehlschlags</translation>
    </message>
    <message>
        <source>Fraud check before the charge</source>
        <translation>Betrugsprüfung vor der Belastung</translation>
    </message>
    <message>
        <source>The service did not say why.</source>
        <translation>Der Dienst hat keinen Grund genannt.</translation>
    </message>
    <message>
        <source>Could not load the fraud evaluation: %1 %2</source>
        <translation>Die Betrugsbewertung konnte nicht geladen werden: %1 %2</translation>
    </message>
    <message>
        <source>Loading the fraud evaluation…</source>
        <translation>Betrugsbewertung wird geladen…</translation>
    </message>
    <message>
        <source>Score %1 of 100: %2</source>
        <translation>Punktzahl %1 von 100: %2</translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation>• %1 (%2)</translation>
    </message>
    <message>
        <source>No risk signals.</source>
        <translation>Keine Risikosignale.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionTimeline</name>
    <message>
        <source>Timeline</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>What happened to this transaction</source>
        <translation>Was mit dieser Transaktion geschah</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Webhook deliveries of a live profile are in the service&apos;s dashboard.</source>
        <translation>Die Webhook-Zustellungen eines Live-Profils stehen im Dashboard des Dienstes.</translation>
    </message>
    <message>
        <source>This service does not list its webhook deliveries (the Local sandbox does): the events are not shown.</source>
        <translation>Dieser Dienst listet seine Webhook-Zustellungen nicht auf (die lokale Sandbox schon): Die Ereignisse werden nicht gezeigt.</translation>
    </message>
    <message>
        <source>Could not load the webhook deliveries: %1</source>
        <translation>Die Webhook-Zustellungen konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Created: %1 by %2</source>
        <translation>Angelegt: %1 über %2</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the service did not say why</source>
        <translation>der Dienst hat keinen Grund genannt</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Erfasst</translation>
    </message>
    <message>
        <source>Refunded %1</source>
        <translation>%1 erstattet</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>(abandoned)</source>
        <translation>(aufgegeben)</translation>
    </message>
    <message>
        <source>(next retry %1)</source>
        <translation>(nächster Versuch %1)</translation>
    </message>
    <message>
        <source>Loading the webhook deliveries…</source>
        <translation>Die Webhook-Zustellungen werden geladen…</translation>
    </message>
    <message>
        <source>No webhook event of this transaction was sent to an endpoint.</source>
        <translation>Kein Webhook-Ereignis dieser Transaktion wurde an einen Endpunkt gesendet.</translation>
    </message>
    <message>
        <source>%1 · attempt %2 · %3</source>
        <translation>%1 · Versuch %2 · %3</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionsPane</name>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>All gateways</source>
        <translation>Alle Gateways</translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation>Alle Währungen</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <source>Status: All</source>
        <translation>Status: Alle</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Status: %1 selected</source>
        <translation>Status: %1 ausgewählt</translation>
    </message>
    <message>
        <source>Every status</source>
        <translation>Jeder Status</translation>
    </message>
    <message>
        <source>Could not load transactions: %1</source>
        <translation>Transaktionen konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Transactions loaded: %L1, loading more…</source>
        <translation>Transaktionen geladen: %L1, weitere werden geladen…</translation>
    </message>
    <message>
        <source>Transactions loaded: %L1; more load as you scroll.</source>
        <translation>Transaktionen geladen: %L1; weitere werden beim Blättern geladen.</translation>
    </message>
    <message>
        <source>Transactions: %L1, all loaded.</source>
        <translation>Transaktionen: %L1, alle geladen.</translation>
    </message>
    <message>
        <source>Could not load transactions.</source>
        <translation>Transaktionen konnten nicht geladen werden.</translation>
    </message>
    <message>
        <source>No transactions match these filters</source>
        <translation>Keine Transaktionen entsprechen diesen Filtern</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>ID kopieren</translation>
    </message>
    <message>
        <source>Copy reference</source>
        <translation>Referenz kopieren</translation>
    </message>
    <message>
        <source>Refund…</source>
        <translation>Erstatten…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export transactions</source>
        <translation>Transaktionen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exporting transactions…</source>
        <translation>Transaktionen werden exportiert…</translation>
    </message>
    <message>
        <source>Exported %L1 transactions…</source>
        <translation>%L1 Transaktionen exportiert…</translation>
    </message>
    <message>
        <source>Exported to %1 (transactions: %L2).</source>
        <translation>Nach %1 exportiert (Transaktionen: %L2).</translation>
    </message>
    <message>
        <source>Export cancelled; no file was written.</source>
        <translation>Export abgebrochen; es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>No transactions match ‘%1’ with these filters</source>
        <translation>Keine Transaktionen entsprechen „%1“ mit diesen Filtern</translation>
    </message>
    <message>
        <source>&amp;Copy transaction ID</source>
        <translation>Transaktions-ID &amp;kopieren</translation>
    </message>
    <message>
        <source>Volume &amp;chart</source>
        <translation>Volumen&amp;diagramm</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>transactions-%1</source>
        <translation>Transaktionen-%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrialBalanceChart</name>
    <message>
        <source>Debits and credits by account type</source>
        <translation>Soll und Haben nach Kontotyp</translation>
    </message>
    <message>
        <source>Debits and credits by account type, %1</source>
        <translation>Soll und Haben nach Kontotyp, %1</translation>
    </message>
    <message>
        <source>Nothing to chart.</source>
        <translation>Nichts darzustellen.</translation>
    </message>
    <message>
        <source>Debit %1</source>
        <translation>Soll %1</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Soll</translation>
    </message>
    <message>
        <source>Credit %1</source>
        <translation>Haben %1</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Haben</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: debit %2, credit %3</source>
        <translation>%1: Soll %2, Haben %3</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrialBalancePane</name>
    <message>
        <source>Balance check</source>
        <translation>Saldenprüfung</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Summen- und Saldenliste</translation>
    </message>
    <message>
        <source>Exported the trial balance to %1.</source>
        <translation>Summen- und Saldenliste nach %1 exportiert.</translation>
    </message>
    <message>
        <source>The export failed. %1</source>
        <translation>Der Export ist fehlgeschlagen. %1</translation>
    </message>
    <message>
        <source>As-of date</source>
        <translation>Stichtag</translation>
    </message>
    <message>
        <source>Balances at the end of this day (UTC)</source>
        <translation>Salden am Ende dieses Tages (UTC)</translation>
    </message>
    <message>
        <source>As &amp;of:</source>
        <translation>&amp;Stichtag:</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Vorgaben</translation>
    </message>
    <message>
        <source>Date presets</source>
        <translation>Datumsvorgaben</translation>
    </message>
    <message>
        <source>End of last month</source>
        <translation>Ende des letzten Monats</translation>
    </message>
    <message>
        <source>End of last quarter</source>
        <translation>Ende des letzten Quartals</translation>
    </message>
    <message>
        <source>End of last year</source>
        <translation>Ende des letzten Jahres</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>Co&amp;mpare with:</source>
        <translation>Vergleichen &amp;mit:</translation>
    </message>
    <message>
        <source>Compare with a second date</source>
        <translation>Mit einem zweiten Datum vergleichen</translation>
    </message>
    <message>
        <source>Comparison date</source>
        <translation>Vergleichsdatum</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Reload the trial balance</source>
        <translation>Summen- und Saldenliste neu laden</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Export the trial balance</source>
        <translation>Summen- und Saldenliste exportieren</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)…</source>
        <translation>Excel-Arbeitsmappe (XLSX)…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>No postings in %1 on or before %2.</source>
        <translation>Keine Buchungen in %1 bis einschließlich %2.</translation>
    </message>
    <message>
        <source>Not connected. Choose a profile to see its trial balance.</source>
        <translation>Nicht verbunden. Wählen Sie ein Profil, um seine Summen- und Saldenliste zu sehen.</translation>
    </message>
    <message>
        <source>The trial balance could not be loaded: %1</source>
        <translation>Die Summen- und Saldenliste konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Loading the trial balance…</source>
        <translation>Summen- und Saldenliste wird geladen…</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-Arbeitsmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export trial balance</source>
        <translation>Summen- und Saldenliste exportieren</translation>
    </message>
    <message>
        <source>Exporting the trial balance to %1…</source>
        <translation>Summen- und Saldenliste wird nach %1 exportiert…</translation>
    </message>
    <message>
        <source>This service does not list an account&apos;s entries, so the month&apos;s transactions are shown instead.</source>
        <translation>Dieser Dienst listet die Buchungen eines Kontos nicht auf, daher werden stattdessen die Transaktionen des Monats gezeigt.</translation>
    </message>
    <message>
        <source>Show &amp;zero balances</source>
        <translation>Salden &amp;null zeigen</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)</source>
        <translation>Excel-Arbeitsmappe (XLSX)</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>CSV-Datei</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Opening the entries of %1 %2 in %3…</source>
        <translation>Buchungen von %1 %2 in %3 werden geöffnet…</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, all currencies</source>
        <translation>%1, alle Währungen</translation>
    </message>
    <message>
        <source>Reading the trial balance in %1 (%2 of %3)…</source>
        <translation>Die Saldenliste in %1 wird gelesen (%2 von %3)…</translation>
    </message>
    <message>
        <source>&amp;All currencies</source>
        <translation>&amp;Alle Währungen</translation>
    </message>
    <message>
        <source>This service does not say which currencies are in use.</source>
        <translation>Dieser Dienst gibt nicht an, welche Währungen verwendet werden.</translation>
    </message>
    <message>
        <source>One file with the trial balance in %1.</source>
        <translation>Eine Datei mit der Saldenliste in %1.</translation>
    </message>
    <message>
        <source>Trial balance at end of last &amp;month</source>
        <translation>Saldenliste zum Ende des letzten &amp;Monats</translation>
    </message>
    <message>
        <source>Trial balance at end of last &amp;quarter</source>
        <translation>Saldenliste zum Ende des letzten &amp;Quartals</translation>
    </message>
    <message>
        <source>Trial balance at end of last &amp;year</source>
        <translation>Saldenliste zum Ende des letzten &amp;Jahres</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Show the chart of debits and credits by account type</source>
        <translation>Das Diagramm von Soll und Haben nach Kontotyp zeigen</translation>
    </message>
    <message>
        <source>Trial balance as of %1 in %2: no postings.</source>
        <translation>Summen- und Saldenliste zum %1 in %2: keine Buchungen.</translation>
    </message>
    <message>
        <source>Trial balance as of %1 in %2: balanced.</source>
        <translation>Summen- und Saldenliste zum %1 in %2: ausgeglichen.</translation>
    </message>
    <message>
        <source>Trial balance as of %1 in %2: out of balance.</source>
        <translation>Summen- und Saldenliste zum %1 in %2: nicht ausgeglichen.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ViewNameDialog</name>
    <message>
        <source>Save view</source>
        <translation>Ansicht speichern</translation>
    </message>
    <message>
        <source>Rename view</source>
        <translation>Ansicht umbenennen</translation>
    </message>
    <message>
        <source>Keeps what the %1 pane filters by now under a name, for this profile. The view is listed in the sidebar under the pane; relative dates such as today stay relative.</source>
        <translation>Speichert die aktuellen Filter des Bereichs %1 unter einem Namen, für dieses Profil. Die Ansicht steht in der Seitenleiste unter dem Bereich; relative Daten wie „heute“ bleiben relativ.</translation>
    </message>
    <message>
        <source>The new name of the view &quot;%1&quot; of the %2 pane.</source>
        <translation>Der neue Name der Ansicht „%1“ des Bereichs %2.</translation>
    </message>
    <message>
        <source>e.g. Large EUR payments</source>
        <translation>z. B. Große EUR-Zahlungen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saving replaces the view &quot;%1&quot; of the %2 pane.</source>
        <translation>Speichern ersetzt die Ansicht „%1“ des Bereichs %2.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VolumeChart</name>
    <message>
        <source>Daily volume chart</source>
        <translation>Diagramm des Tagesvolumens</translation>
    </message>
    <message>
        <source>Daily volume</source>
        <translation>Tagesvolumen</translation>
    </message>
    <message>
        <source>Daily volume in %1</source>
        <translation>Tagesvolumen in %1</translation>
    </message>
    <message>
        <source>Transactions charted: %L1, in %2 (the currency filter), by UTC day.</source>
        <translation>Dargestellte Transaktionen: %L1, in %2 (Währungsfilter), nach UTC-Tag.</translation>
    </message>
    <message>
        <source>Rows in other currencies, not charted: %L1.</source>
        <translation>Nicht dargestellte Zeilen in anderen Währungen: %L1.</translation>
    </message>
    <message>
        <source>%1, %2: %3 (day total %4)</source>
        <translation>%1, %2: %3 (Tagessumme %4)</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>Vom %1 bis zum %2.</translation>
    </message>
    <message>
        <source>Failed payments moved no money and are not charted: %L1.</source>
        <translation>Fehlgeschlagene Zahlungen haben kein Geld bewegt und sind nicht im Diagramm: %L1.</translation>
    </message>
    <message>
        <source>Summing the filter for the chart</source>
        <translation>Der Filter wird für das Diagramm summiert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop reading the filter&apos;s pages; what was read stays charted</source>
        <translation>Das Lesen der Seiten des Filters beenden; was gelesen wurde, bleibt im Diagramm</translation>
    </message>
    <message>
        <source>Stop charting the rest of the filter</source>
        <translation>Den Rest des Filters nicht mehr darstellen</translation>
    </message>
    <message>
        <source>Chart the rest</source>
        <translation>Rest darstellen</translation>
    </message>
    <message>
        <source>Read the rest of the filter&apos;s pages, so the chart covers all of it</source>
        <translation>Die übrigen Seiten des Filters lesen, damit das Diagramm ihn ganz abdeckt</translation>
    </message>
    <message>
        <source>Chart the rest of the filter</source>
        <translation>Den Rest des Filters darstellen</translation>
    </message>
    <message>
        <source>Reading the filter&apos;s pages: %L1 transactions so far…</source>
        <translation>Die Seiten des Filters werden gelesen: bisher %L1 Transaktionen…</translation>
    </message>
    <message>
        <source>Reading stopped after %L1 transactions: %2 Older days may be missing.</source>
        <translation>Das Lesen endete nach %L1 Transaktionen: %2 Ältere Tage fehlen möglicherweise.</translation>
    </message>
    <message>
        <source>Stopped after the newest %L1 transactions: older days are missing.</source>
        <translation>Nach den neuesten %L1 Transaktionen angehalten: Ältere Tage fehlen.</translation>
    </message>
    <message>
        <source>Every transaction of the filter is counted.</source>
        <translation>Jede Transaktion des Filters ist gezählt.</translation>
    </message>
    <message>
        <source>No transactions to chart. Change the filters.</source>
        <translation>Keine Transaktionen darzustellen. Ändern Sie die Filter.</translation>
    </message>
    <message>
        <source>Transactions charted: %L1, in %2 (the most common currency of the filter), by UTC day. Set the currency filter to chart another.</source>
        <translation>Dargestellte Transaktionen: %L1, in %2 (häufigste Währung des Filters), nach UTC-Tag. Setzen Sie den Währungsfilter, um eine andere darzustellen.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WebhookEndpointsDialog</name>
    <message>
        <source>Sandbox webhook endpoints</source>
        <translation>Webhook-Endpunkte der Sandbox</translation>
    </message>
    <message>
        <source>The sandbox sends each event to every enabled endpoint that takes its kind, signed with that endpoint&apos;s own secret, and retries failed deliveries. Add your store to receive them.</source>
        <translation>Die Sandbox sendet jedes Ereignis an jeden aktivierten Endpunkt, der seine Art annimmt, signiert mit dem eigenen Geheimnis des Endpunkts, und wiederholt fehlgeschlagene Zustellungen. Fügen Sie Ihren Shop hinzu, um sie zu empfangen.</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Webhook-Endpunkte</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>&amp;Add endpoint…</source>
        <translation>Endpunkt &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Disable</source>
        <translation>&amp;Deaktivieren</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete endpoint</source>
        <translation>Endpunkt löschen</translation>
    </message>
    <message>
        <source>Delete the endpoint %1? It receives no more events.</source>
        <translation>Den Endpunkt %1 löschen? Er erhält keine Ereignisse mehr.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Delivery attempts</source>
        <translation>Zustellversuche</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Re&amp;send event</source>
        <translation>Ereignis erneut &amp;senden</translation>
    </message>
    <message>
        <source>Deliver the chosen attempt&apos;s event to its endpoint again, with the same webhook-id</source>
        <translation>Das Ereignis des gewählten Versuchs erneut an seinen Endpunkt zustellen, mit derselben webhook-id</translation>
    </message>
    <message>
        <source>This service has no webhook endpoints API: a real service keeps its endpoints in its dashboard. The Local sandbox has them.</source>
        <translation>Dieser Dienst hat keine API für Webhook-Endpunkte: Ein echter Dienst verwaltet seine Endpunkte in seinem Dashboard. Die lokale Sandbox hat sie.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>(command line)</source>
        <translation>(Befehlszeile)</translation>
    </message>
    <message>
        <source>every kind</source>
        <translation>jede Art</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <source>No endpoint yet: the sandbox keeps its events to itself. Add your store&apos;s webhook URL.</source>
        <translation>Noch kein Endpunkt: Die Sandbox behält ihre Ereignisse für sich. Fügen Sie die Webhook-URL Ihres Shops hinzu.</translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>neuer Versuch %1</translation>
    </message>
    <message numerus="yes">
        <source>%n delivery(s) wait for a retry.</source>
        <translation>
            <numerusform>%n Zustellung wartet auf einen neuen Versuch.</numerusform>
            <numerusform>%n Zustellungen warten auf einen neuen Versuch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delivery attempts to %1, newest first: %2.</source>
        <translation>Zustellversuche an %1, neueste zuerst: %2.</translation>
    </message>
    <message>
        <source>Delivery attempts to every endpoint, newest first: %1.</source>
        <translation>Zustellversuche an alle Endpunkte, neueste zuerst: %1.</translation>
    </message>
    <message>
        <source>&amp;Enable</source>
        <translation>A&amp;ktivieren</translation>
    </message>
    <message>
        <source>Add webhook endpoint</source>
        <translation>Webhook-Endpunkt hinzufügen</translation>
    </message>
    <message>
        <source>Endpoint URL</source>
        <translation>URL des Endpunkts</translation>
    </message>
    <message>
        <source>Every kind of event</source>
        <translation>Jede Art von Ereignis</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, e.g. http://localhost:8000/webhooks.</source>
        <translation>Geben Sie eine http://- oder https://-Adresse an, z. B. http://localhost:8000/webhooks.</translation>
    </message>
    <message>
        <source>Choose at least one kind of event.</source>
        <translation>Wählen Sie mindestens eine Art von Ereignis.</translation>
    </message>
    <message>
        <source>Added the webhook endpoint %1.</source>
        <translation>Der Webhook-Endpunkt %1 wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>Signing secret</source>
        <translation>Signaturgeheimnis</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Enabled the webhook endpoint %1.</source>
        <translation>Der Webhook-Endpunkt %1 wurde aktiviert.</translation>
    </message>
    <message>
        <source>Disabled the webhook endpoint %1.</source>
        <translation>Der Webhook-Endpunkt %1 wurde deaktiviert.</translation>
    </message>
    <message>
        <source>Deleted the webhook endpoint.</source>
        <translation>Der Webhook-Endpunkt wurde gelöscht.</translation>
    </message>
    <message>
        <source>Sent %1 to %2 again.</source>
        <translation>%1 erneut an %2 gesendet.</translation>
    </message>
    <message>
        <source>Signing secret of %1: put it in your store&apos;s settings. It is shown only now.</source>
        <translation>Signaturgeheimnis von %1: Tragen Sie es in die Einstellungen Ihres Shops ein. Es wird nur jetzt angezeigt.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WebhooksPane</name>
    <message>
        <source>Verification problem</source>
        <translation>Prüfungsproblem</translation>
    </message>
    <message>
        <source>Webhook deliveries</source>
        <translation>Webhook-Zustellungen</translation>
    </message>
    <message>
        <source>No deliveries yet. Point a webhook endpoint at the address above, or make a charge in the local sandbox.</source>
        <translation>Noch keine Zustellungen. Richten Sie einen Webhook-Endpunkt auf die obige Adresse aus, oder führen Sie eine Zahlung in der lokalen Sandbox aus.</translation>
    </message>
    <message>
        <source>Inspector address</source>
        <translation>Inspektor-Adresse</translation>
    </message>
    <message>
        <source>Answer to deliveries</source>
        <translation>Antwort auf Zustellungen</translation>
    </message>
    <message>
        <source>What the inspector answers: a failure makes the sender retry</source>
        <translation>Was der Inspektor antwortet: Bei einem Fehler versucht es der Absender erneut</translation>
    </message>
    <message>
        <source>Answer 200 OK</source>
        <translation>Mit 200 OK antworten</translation>
    </message>
    <message>
        <source>Answer 500 (sender retries)</source>
        <translation>Mit 500 antworten (Absender wiederholt)</translation>
    </message>
    <message>
        <source>Answer 410 Gone</source>
        <translation>Mit 410 Gone antworten</translation>
    </message>
    <message>
        <source>Answer 429 Too Many Requests</source>
        <translation>Mit 429 Too Many Requests antworten</translation>
    </message>
    <message>
        <source>Answer 200 after 5 s</source>
        <translation>Mit 200 nach 5 s antworten</translation>
    </message>
    <message>
        <source>Answer 200 after 12 s (times out)</source>
        <translation>Mit 200 nach 12 s antworten (Zeitüberschreitung)</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>Erneut &amp;senden</translation>
    </message>
    <message>
        <source>&amp;Open transaction</source>
        <translation>Transaktion ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Copy as &amp;curl</source>
        <translation>Als &amp;curl kopieren</translation>
    </message>
    <message>
        <source>&amp;Export selection…</source>
        <translation>Auswahl &amp;exportieren…</translation>
    </message>
    <message>
        <source>Pause or resume</source>
        <translation>Anhalten oder fortsetzen</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>Export selection</source>
        <translation>Auswahl exportieren</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Erneut senden</translation>
    </message>
    <message>
        <source>Open transaction</source>
        <translation>Transaktion öffnen</translation>
    </message>
    <message>
        <source>Webhook list paused; deliveries are still received.</source>
        <translation>Webhook-Liste angehalten; Zustellungen werden weiterhin empfangen.</translation>
    </message>
    <message>
        <source>Webhook list resumed.</source>
        <translation>Webhook-Liste fortgesetzt.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>Resume (%n new)</source>
        <translation>
            <numerusform>Fortsetzen (%n neue)</numerusform>
            <numerusform>Fortsetzen (%n neue)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Show the deliveries that came while paused (Ctrl+Shift+P)</source>
        <translation>Die während der Pause eingegangenen Zustellungen anzeigen (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>Keep the list still while reading; deliveries are still received and answered (Ctrl+Shift+P)</source>
        <translation>Die Liste beim Lesen stillhalten; Zustellungen werden weiterhin empfangen und beantwortet (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>Listening on %1</source>
        <translation>Empfängt auf %1</translation>
    </message>
    <message>
        <source>Not listening</source>
        <translation>Empfängt nicht</translation>
    </message>
    <message>
        <source>No webhook inspector for this profile</source>
        <translation>Kein Webhook-Inspektor für dieses Profil</translation>
    </message>
    <message numerus="yes">
        <source>The last %n deliveries failed verification. %1</source>
        <translation>
            <numerusform>Die letzte Zustellung hat die Prüfung nicht bestanden. %1</numerusform>
            <numerusform>Die letzten %n Zustellungen haben die Prüfung nicht bestanden. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The inspector now answers: %1</source>
        <translation>Der Inspektor antwortet jetzt: %1</translation>
    </message>
    <message>
        <source>Copied a curl command for %1 (credentials redacted).</source>
        <translation>curl-Befehl für %1 kopiert (Zugangsdaten entfernt).</translation>
    </message>
    <message>
        <source>Export deliveries</source>
        <translation>Zustellungen exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>The deliveries could not be exported to %1: %2</source>
        <translation>Die Zustellungen konnten nicht nach %1 exportiert werden: %2</translation>
    </message>
    <message>
        <source>The delivery history cannot be read (%1); new deliveries are listed from memory.</source>
        <translation>Der Zustellungsverlauf kann nicht gelesen werden (%1); neue Zustellungen werden aus dem Arbeitsspeicher aufgelistet.</translation>
    </message>
    <message>
        <source>The deliveries could not be read: %1</source>
        <translation>Die Zustellungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Listening on %1 — reachable from the network</source>
        <translation>Empfängt auf %1 — aus dem Netzwerk erreichbar</translation>
    </message>
    <message>
        <source>The inspector listens on an address other computers can reach: anyone on the network can send it requests and have them listed here. Choose 127.0.0.1 unless a sender elsewhere must reach it.</source>
        <translation>Der Inspektor empfängt auf einer Adresse, die andere Computer erreichen können: Jeder im Netzwerk kann ihm Anfragen senden und sie hier auflisten lassen. Wählen Sie 127.0.0.1, sofern ihn nicht ein Absender an anderer Stelle erreichen muss.</translation>
    </message>
    <message>
        <source>Only programs on this computer can reach the inspector.</source>
        <translation>Nur Programme auf diesem Computer können den Inspektor erreichen.</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n delivery(s)…</source>
        <translation>
            <numerusform>%n Zustellung wird exportiert…</numerusform>
            <numerusform>%n Zustellungen werden exportiert…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n delivery(s) to %1 (credentials and secrets redacted).</source>
        <translation>
            <numerusform>%n Zustellung nach %1 exportiert (Zugangsdaten und Geheimnisse entfernt).</numerusform>
            <numerusform>%n Zustellungen nach %1 exportiert (Zugangsdaten und Geheimnisse entfernt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer %1 after %2 s</source>
        <translation>Mit %1 nach %2 s antworten</translation>
    </message>
    <message>
        <source>(port %1, set in Preferences, is taken by another program)</source>
        <translation>(Port %1 aus den Einstellungen ist von einem anderen Programm belegt)</translation>
    </message>
    <message>
        <source>Senders must use port %1 until port %2 is free again; PayDesk tries it again at the next start.</source>
        <translation>Absender müssen Port %1 verwenden, bis Port %2 wieder frei ist; PayDesk versucht es beim nächsten Start erneut.</translation>
    </message>
    <message>
        <source>En&amp;dpoints…</source>
        <translation>En&amp;dpunkte…</translation>
    </message>
    <message>
        <source>Where the sandbox sends its events: add your store, see each delivery attempt, resend</source>
        <translation>Wohin die Sandbox ihre Ereignisse sendet: Shop hinzufügen, jeden Zustellversuch sehen, erneut senden</translation>
    </message>
    <message>
        <source>Sandbox webhook endpoints</source>
        <translation>Webhook-Endpunkte der Sandbox</translation>
    </message>
    <message>
        <source>Sandbox webhook endpoints…</source>
        <translation>Webhook-Endpunkte der Sandbox…</translation>
    </message>
    <message>
        <source>webhook-deliveries</source>
        <translation>Webhook-Zustellungen</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::DeliveryModel</name>
    <message>
        <source>413 (over 1 MiB)</source>
        <translation>413 (über 1 MiB)</translation>
    </message>
    <message>
        <source>%1 after %2 s</source>
        <translation>%1 nach %2 s</translation>
    </message>
    <message>
        <source>Invalid: %1</source>
        <translation>Ungültig: %1</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>%1 (duplicate)</source>
        <translation>%1 (Duplikat)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event type</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>(removed profile)</source>
        <translation>(entferntes Profil)</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::DeliveryReader</name>
    <message>
        <source>the selected deliveries are no longer stored</source>
        <translation>die ausgewählten Zustellungen sind nicht mehr gespeichert</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::DeliveryRecorder</name>
    <message>
        <source>The deliveries cannot be stored: %1</source>
        <translation>Die Zustellungen können nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::ReceiverCore</name>
    <message>
        <source>The webhook inspector listens on loopback only; %1 needs allowNonLoopback.</source>
        <translation>Der Webhook-Inspektor empfängt nur auf der Loopback-Schnittstelle; %1 erfordert allowNonLoopback.</translation>
    </message>
    <message>
        <source>The webhook inspector cannot listen on %1:%2.</source>
        <translation>Der Webhook-Inspektor kann nicht auf %1:%2 empfangen.</translation>
    </message>
    <message>
        <source>the secret registered for %1</source>
        <translation>das für %1 hinterlegte Geheimnis</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::WebhookReplayer</name>
    <message>
        <source>&quot;%1&quot; is not an http or https address.</source>
        <translation>„%1“ ist keine http- oder https-Adresse.</translation>
    </message>
    <message>
        <source>A signing secret is needed to sign the delivery again.</source>
        <translation>Zum erneuten Signieren der Zustellung wird ein Signaturgeheimnis benötigt.</translation>
    </message>
    <message>
        <source>No answer within %1 s.</source>
        <translation>Keine Antwort innerhalb von %1 s.</translation>
    </message>
</context>
</TS>
