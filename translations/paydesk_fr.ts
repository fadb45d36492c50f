<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ApiClient</name>
    <message>
        <source>The base URL &quot;%1&quot; is not an http(s) address.</source>
        <translation>L&apos;URL de base « %1 » n&apos;est pas une adresse http(s).</translation>
    </message>
    <message>
        <source>A production profile must use https; %1 is not encrypted. Nothing was sent.</source>
        <translation>Un profil de production doit utiliser https ; %1 n&apos;est pas chiffré. Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>This profile has no API key. Add one in the profile editor.</source>
        <translation>Ce profil n&apos;a pas de clé d&apos;API. Ajoutez-en une dans l&apos;éditeur de profils.</translation>
    </message>
    <message>
        <source>The API key is not shaped like a key (&lt;prefix&gt;_test_... or &lt;prefix&gt;_live_...).</source>
        <translation>La clé d&apos;API n&apos;a pas la forme d&apos;une clé (&lt;préfixe&gt;_test_... ou &lt;préfixe&gt;_live_...).</translation>
    </message>
    <message>
        <source>This is a test key and the profile is production. A test key is never sent to production; nothing was sent.</source>
        <translation>Cette clé est une clé de test et le profil est un profil de production. Une clé de test n&apos;est jamais envoyée en production ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>This is a live key and the profile is a sandbox. A live key is never sent to a sandbox; nothing was sent.</source>
        <translation>Cette clé est une clé live et le profil est une sandbox. Une clé live n&apos;est jamais envoyée à une sandbox ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>No network access manager.</source>
        <translation>Aucun gestionnaire d&apos;accès réseau.</translation>
    </message>
    <message>
        <source>The answer is larger than %1 MiB; it was refused.</source>
        <translation>La réponse dépasse %1 Mio ; elle a été refusée.</translation>
    </message>
    <message>
        <source>No answer within %1 seconds.</source>
        <translation>Aucune réponse dans les %1 secondes.</translation>
    </message>
</context>
<context>
    <name>ChargeFields</name>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Montant :</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Currency (type to search)</source>
        <translation>Devise (tapez pour rechercher)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>&amp;Gateway:</source>
        <translation>&amp;Passerelle :</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Passerelle</translation>
    </message>
    <message>
        <source>for example cardnet</source>
        <translation>par exemple cardnet</translation>
    </message>
    <message>
        <source>Your &amp;reference:</source>
        <translation>&amp;Votre référence :</translation>
    </message>
    <message>
        <source>Your reference</source>
        <translation>Votre référence</translation>
    </message>
    <message>
        <source>The order number or other reference of your shop, 1 to 128 characters</source>
        <translation>Le numéro de commande ou une autre référence de votre boutique, de 1 à 128 caractères</translation>
    </message>
    <message>
        <source>order number, 1–128 characters</source>
        <translation>numéro de commande, 1–128 caractères</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description :</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>optional, at most 1000 characters</source>
        <translation>facultatif, 1000 caractères au maximum</translation>
    </message>
</context>
<context>
    <name>DatePreset</name>
    <message>
        <source>All time</source>
        <translation>Toute la période</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Ce mois-ci</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Le mois dernier</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personnalisé…</translation>
    </message>
</context>
<context>
    <name>DeliveryStore</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>cannot prepare %1: %2</source>
        <translation>impossible de préparer %1 : %2</translation>
    </message>
</context>
<context>
    <name>DeliveryView</name>
    <message>
        <source>The body was %1; only its first %2 are kept (it was answered 413).</source>
        <translation>Le corps faisait %1 ; seuls les %2 du début sont conservés (réponse 413).</translation>
    </message>
    <message>
        <source>Body of %1 shown raw, without formatting</source>
        <translation>Corps de %1 affiché brut, sans mise en forme</translation>
    </message>
    <message>
        <source>%1: its first %2. Export the delivery or copy it as curl for all of it.</source>
        <translation>%1 : les %2 du début. Exportez la livraison ou copiez-la comme curl pour l&apos;obtenir en entier.</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… %1 de plus</translation>
    </message>
</context>
<context>
    <name>DialogText</name>
    <message>
        <source>Approve</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Examiner</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouverte</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Expirée</translation>
    </message>
    <message>
        <source>waiting for the customer to pay</source>
        <translation>en attente du paiement par le client</translation>
    </message>
    <message>
        <source>the customer has paid</source>
        <translation>le client a payé</translation>
    </message>
    <message>
        <source>the link can no longer be paid</source>
        <translation>le lien ne peut plus être payé</translation>
    </message>
</context>
<context>
    <name>GotoSources</name>
    <message>
        <source>no profile is connected.</source>
        <translation>aucun profil n’est connecté.</translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>No keychain is available (no Secret Service such as GNOME Keyring or KWallet answered).</source>
        <translation>Aucun trousseau n&apos;est disponible (aucun Secret Service tel que GNOME Keyring ou KWallet n&apos;a répondu).</translation>
    </message>
    <message>
        <source>The keychain has no keyring to keep API keys in yet: the prompt to create one was cancelled or could not be shown.</source>
        <translation>Le trousseau n&apos;a pas encore de porte-clés où garder les clés d&apos;API : la demande de création a été annulée ou n&apos;a pas pu s&apos;afficher.</translation>
    </message>
    <message>
        <source>The keychain&apos;s prompt was cancelled.</source>
        <translation>La demande du trousseau a été annulée.</translation>
    </message>
    <message>
        <source>The keyring is locked. Unlock it when asked, then try again.</source>
        <translation>Le porte-clés est verrouillé. Déverrouillez-le lorsque cela vous est demandé, puis réessayez.</translation>
    </message>
    <message>
        <source>The keychain refused access. Unlock it and try again.</source>
        <translation>Le trousseau a refusé l&apos;accès. Déverrouillez-le et réessayez.</translation>
    </message>
    <message>
        <source>The keychain failed.</source>
        <translation>Le trousseau a échoué.</translation>
    </message>
    <message>
        <source>No keychain answered within %1 seconds.</source>
        <translation>Aucun trousseau n&apos;a répondu en %1 secondes.</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>Local sandbox (test data)</source>
        <translation>Sandbox locale (données de test)</translation>
    </message>
    <message>
        <source>Production (live data)</source>
        <translation>Production (données réelles)</translation>
    </message>
    <message>
        <source>Sandbox (test data)</source>
        <translation>Sandbox (données de test)</translation>
    </message>
    <message>
        <source>Unknown export format.</source>
        <translation>Format d&apos;export inconnu.</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crédit</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Asset</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Liability</source>
        <translation>Passif</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Capitaux propres</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Produits</translation>
    </message>
    <message>
        <source>Expense</source>
        <translation>Charges</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Liabilities</source>
        <translation>Passif</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Charges</translation>
    </message>
    <message>
        <source>Other accounts</source>
        <translation>Autres comptes</translation>
    </message>
    <message>
        <source>Total assets</source>
        <translation>Total actif</translation>
    </message>
    <message>
        <source>Total liabilities</source>
        <translation>Total passif</translation>
    </message>
    <message>
        <source>Total equity</source>
        <translation>Total capitaux propres</translation>
    </message>
    <message>
        <source>Total revenue</source>
        <translation>Total produits</translation>
    </message>
    <message>
        <source>Total expenses</source>
        <translation>Total charges</translation>
    </message>
    <message>
        <source>Total other accounts</source>
        <translation>Total autres comptes</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Merchant: %1</source>
        <translation>Marchand : %1</translation>
    </message>
    <message>
        <source>Profile: %1 — Environment: %2</source>
        <translation>Profil : %1 — Environnement : %2</translation>
    </message>
    <message>
        <source>As of: %1 (end of day, UTC)</source>
        <translation>Au : %1 (fin de journée, UTC)</translation>
    </message>
    <message>
        <source>Compared with: %1 (end of day, UTC)</source>
        <translation>Comparé au : %1 (fin de journée, UTC)</translation>
    </message>
    <message>
        <source>Currency: %1</source>
        <translation>Devise : %1</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Balance générale</translation>
    </message>
    <message>
        <source>Trial balance as of %1 — generated %2 by PayDesk %3</source>
        <translation>Balance générale au %1 — générée le %2 par PayDesk %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Trial balance as of %1</source>
        <translation>Balance générale au %1</translation>
    </message>
    <message>
        <source>the PDF could not be started.</source>
        <translation>le PDF n&apos;a pas pu être commencé.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Balanced: debits and credits both total %1.</source>
        <translation>Équilibrée : débits et crédits totalisent chacun %1.</translation>
    </message>
    <message>
        <source>Out of balance by %1: debits total %2, credits %3.</source>
        <translation>Déséquilibrée de %1 : débits au total %2, crédits %3.</translation>
    </message>
    <message>
        <source>Out of balance: the lines add up to %1 on each side, but the service reported different totals.</source>
        <translation>Déséquilibrée : les lignes totalisent %1 de chaque côté, mais le service a indiqué d&apos;autres totaux.</translation>
    </message>
    <message>
        <source>The comparison as of %1 is out of balance by %2.</source>
        <translation>La comparaison au %1 est déséquilibrée de %2.</translation>
    </message>
    <message>
        <source>the workbook was not created.</source>
        <translation>le classeur n&apos;a pas été créé.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Marchand</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>%1 (end of day, UTC)</source>
        <translation>%1 (fin de journée, UTC)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Comparé au</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Générée le</translation>
    </message>
    <message>
        <source>Generated by</source>
        <translation>Générée par</translation>
    </message>
    <message>
        <source>the file could not be replaced.</source>
        <translation>le fichier n&apos;a pas pu être remplacé.</translation>
    </message>
    <message>
        <source>add up to more than 2^63 minor units, which PayDesk cannot total exactly</source>
        <translation>totalisent plus de 2^63 unités mineures, que PayDesk ne peut pas additionner exactement</translation>
    </message>
    <message>
        <source>Change in balance</source>
        <translation>Variation du solde</translation>
    </message>
    <message>
        <source>How each balance moved since the comparison date on the account&apos;s normal side: + the balance grew, − it shrank (debits for assets and expenses, credits for liabilities, equity and revenue).</source>
        <translation>Évolution de chaque solde depuis la date de comparaison, du côté habituel du compte : + le solde a augmenté, − il a diminué (débit pour l’actif et les charges, crédit pour le passif, les capitaux propres et les produits).</translation>
    </message>
    <message>
        <source>Balanced on both dates: debits and credits total %1 as of %2 and %3 as of %4.</source>
        <translation>Équilibrée aux deux dates : débits et crédits totalisent %1 au %2 et %3 au %4.</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Remboursement</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Opening balance</source>
        <translation>Solde d’ouverture</translation>
    </message>
    <message>
        <source>Closing balance</source>
        <translation>Solde de clôture</translation>
    </message>
    <message>
        <source>Account %1 %2</source>
        <translation>Compte %1 %2</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>%1 to %2 (UTC days)</source>
        <translation>du %1 au %2 (jours UTC)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Balance (Dr +, Cr −)</source>
        <translation>Solde (débit +, crédit −)</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Plan comptable</translation>
    </message>
    <message>
        <source>Normal balance</source>
        <translation>Sens normal du solde</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Compte parent</translation>
    </message>
    <message>
        <source>the chart of accounts is exported as CSV or XLSX.</source>
        <translation>le plan comptable s’exporte en CSV ou XLSX.</translation>
    </message>
    <message>
        <source>Change in
balance</source>
        <translation>Variation
du solde</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>The trial balance in %1 could not be read. %2</source>
        <translation>La balance générale en %1 n’a pas pu être lue. %2</translation>
    </message>
    <message>
        <source>The currencies in use could not be read. %1</source>
        <translation>Les devises utilisées n’ont pas pu être lues. %1</translation>
    </message>
    <message>
        <source>This service does not say which currencies are in use. Export one currency at a time.</source>
        <translation>Ce service n’indique pas quelles devises sont utilisées. Exportez une devise à la fois.</translation>
    </message>
    <message>
        <source>No currency has postings yet: there is no trial balance to export.</source>
        <translation>Aucune devise n’a encore d’écritures : il n’y a pas de balance générale à exporter.</translation>
    </message>
    <message>
        <source>There is no trial balance to export.</source>
        <translation>Il n’y a pas de balance générale à exporter.</translation>
    </message>
    <message>
        <source>Currencies</source>
        <translation>Devises</translation>
    </message>
    <message>
        <source>ledger-%1-%2-%3-to-%4</source>
        <translation>grand-livre-%1-%2-%3-au-%4</translation>
    </message>
    <message>
        <source>chart-of-accounts</source>
        <translation>plan-comptable</translation>
    </message>
    <message>
        <source>all-currencies</source>
        <translation>toutes-devises</translation>
    </message>
    <message>
        <source>trial-balance-%1-%2-vs-%3</source>
        <translation>balance-générale-%1-%2-comparée-au-%3</translation>
    </message>
    <message>
        <source>trial-balance-%1-%2</source>
        <translation>balance-générale-%1-%2</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Saisissez un montant.</translation>
    </message>
    <message>
        <source>Enter the amount without a plus sign.</source>
        <translation>Saisissez le montant sans signe plus.</translation>
    </message>
    <message>
        <source>The amount cannot be negative.</source>
        <translation>Le montant ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>Enter the amount as a number, for example %1.</source>
        <translation>Saisissez le montant sous forme de nombre, par exemple %1.</translation>
    </message>
    <message>
        <source>The digit group separators are in the wrong place: write the amount like %1 or leave them out.</source>
        <translation>Les séparateurs de milliers sont mal placés : écrivez le montant comme %1 ou omettez-les.</translation>
    </message>
    <message>
        <source>This currency has no decimal places.</source>
        <translation>Cette devise n&apos;a pas de décimales.</translation>
    </message>
    <message>
        <source>%1 has no decimal places.</source>
        <translation>%1 n&apos;a pas de décimales.</translation>
    </message>
    <message numerus="yes">
        <source>This currency allows at most %n decimal places.</source>
        <translation>
            <numerusform>Cette devise autorise au plus %n décimale.</numerusform>
            <numerusform>Cette devise autorise au plus %n décimales.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 allows at most %n decimal places.</source>
        <translation>
            <numerusform>%1 autorise au plus %n décimale.</numerusform>
            <numerusform>%1 autorise au plus %n décimales.</numerusform>
        </translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>Le montant est trop élevé.</translation>
    </message>
    <message>
        <source>%1 minor units</source>
        <translation>%1 unités mineures</translation>
    </message>
</context>
<context>
    <name>NewChargeDialog</name>
    <message>
        <source>New charge</source>
        <translation>Nouveau paiement</translation>
    </message>
    <message>
        <source>Advanced risk inputs</source>
        <translation>Données de risque avancées</translation>
    </message>
    <message>
        <source>Shows the customer&apos;s email, IP address and country, and the card&apos;s BIN and country, for the fraud check</source>
        <translation>Affiche l&apos;e-mail, l&apos;adresse IP et le pays du client, ainsi que le BIN et le pays de la carte, pour le contrôle antifraude</translation>
    </message>
    <message>
        <source>Customer &amp;email:</source>
        <translation>&amp;Adresse e-mail du client :</translation>
    </message>
    <message>
        <source>Customer email</source>
        <translation>Adresse e-mail du client</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>Customer &amp;IP address:</source>
        <translation>Adresse &amp;IP du client :</translation>
    </message>
    <message>
        <source>Customer IP address</source>
        <translation>Adresse IP du client</translation>
    </message>
    <message>
        <source>Customer c&amp;ountry:</source>
        <translation>Pa&amp;ys du client :</translation>
    </message>
    <message>
        <source>Customer country</source>
        <translation>Pays du client</translation>
    </message>
    <message>
        <source>Two-letter ISO country code, for example US</source>
        <translation>Code pays ISO à deux lettres, par exemple US</translation>
    </message>
    <message>
        <source>two letters, for example US</source>
        <translation>deux lettres, par exemple US</translation>
    </message>
    <message>
        <source>Card &amp;BIN:</source>
        <translation>&amp;BIN de la carte :</translation>
    </message>
    <message>
        <source>Card BIN</source>
        <translation>BIN de la carte</translation>
    </message>
    <message>
        <source>The first six to eight digits of the card number</source>
        <translation>Les six à huit premiers chiffres du numéro de carte</translation>
    </message>
    <message>
        <source>first 6–8 digits of the card</source>
        <translation>6–8 premiers chiffres de la carte</translation>
    </message>
    <message>
        <source>Card cou&amp;ntry:</source>
        <translation>Pays de la ca&amp;rte :</translation>
    </message>
    <message>
        <source>Card country</source>
        <translation>Pays de la carte</translation>
    </message>
    <message>
        <source>Two-letter ISO code of the country that issued the card</source>
        <translation>Code ISO à deux lettres du pays qui a émis la carte</translation>
    </message>
    <message>
        <source>two letters, for example GB</source>
        <translation>deux lettres, par exemple GB</translation>
    </message>
    <message>
        <source>Fraud risk</source>
        <translation>Risque de fraude</translation>
    </message>
    <message>
        <source>Check &amp;fraud risk</source>
        <translation>Évaluer le risque de &amp;fraude</translation>
    </message>
    <message>
        <source>Fraud decision</source>
        <translation>Décision antifraude</translation>
    </message>
    <message>
        <source>Not checked yet. Charge runs the check first.</source>
        <translation>Pas encore vérifié. Encaisser lance d&apos;abord la vérification.</translation>
    </message>
    <message>
        <source>Fraud risk reasons</source>
        <translation>Motifs du risque de fraude</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Charge &amp;anyway: I have checked this customer and override the decline</source>
        <translation>Encaisser &amp;quand même : j&apos;ai vérifié ce client et je passe outre le refus</translation>
    </message>
    <message>
        <source>Con&amp;firm amount:</source>
        <translation>C&amp;onfirmer le montant :</translation>
    </message>
    <message>
        <source>Confirm the amount of the live charge</source>
        <translation>Confirmez le montant du paiement LIVE</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
</context>
<context>
    <name>PaymentLinkDialog</name>
    <message>
        <source>New payment link</source>
        <translation>Nouveau lien de paiement</translation>
    </message>
    <message>
        <source>Re&amp;turn URL:</source>
        <translation>URL de &amp;retour :</translation>
    </message>
    <message>
        <source>Return URL</source>
        <translation>URL de retour</translation>
    </message>
    <message>
        <source>Where the customer&apos;s browser goes after paying; an https address</source>
        <translation>Page vers laquelle le navigateur du client est redirigé après le paiement ; une adresse https</translation>
    </message>
    <message>
        <source>https://shop.example/thanks</source>
        <translation>https://shop.example/thanks</translation>
    </message>
    <message>
        <source>Ca&amp;ncel URL:</source>
        <translation>URL d&apos;a&amp;nnulation :</translation>
    </message>
    <message>
        <source>Cancel URL</source>
        <translation>URL d&apos;annulation</translation>
    </message>
    <message>
        <source>Where the customer&apos;s browser goes after cancelling; optional, an https address</source>
        <translation>Page vers laquelle le navigateur du client est redirigé après une annulation ; facultatif, une adresse https</translation>
    </message>
    <message>
        <source>optional, https://shop.example/cart</source>
        <translation>facultatif, https://shop.example/cart</translation>
    </message>
    <message>
        <source>Payment link</source>
        <translation>Lien de paiement</translation>
    </message>
    <message>
        <source>Checkout &amp;URL:</source>
        <translation>&amp;URL de paiement :</translation>
    </message>
    <message>
        <source>Checkout URL</source>
        <translation>URL de paiement</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copies the checkout URL to the clipboard</source>
        <translation>Copie l&apos;URL de paiement dans le presse-papiers</translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation>&amp;Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Statut :</translation>
    </message>
    <message>
        <source>Session status</source>
        <translation>Statut de la session</translation>
    </message>
    <message>
        <source>What the status means</source>
        <translation>Signification du statut</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Asks the service for the session&apos;s current status</source>
        <translation>Demande au service le statut actuel de la session</translation>
    </message>
    <message>
        <source>Expires:</source>
        <translation>Expiration :</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Expiration</translation>
    </message>
    <message>
        <source>Transaction:</source>
        <translation>Transaction :</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
</context>
<context>
    <name>PayoutsModel</name>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Versé</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>The %1 &quot;%2&quot; is not an http(s) address.</source>
        <translation>L&apos;%1 « %2 » n&apos;est pas une adresse http(s).</translation>
    </message>
    <message>
        <source>The %1 must not contain a user name or password.</source>
        <translation>L&apos;%1 ne doit contenir ni nom d&apos;utilisateur ni mot de passe.</translation>
    </message>
</context>
<context>
    <name>Profiles</name>
    <message>
        <source>Local sandbox</source>
        <translation>Sandbox locale</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
</context>
<context>
    <name>RefundDialog</name>
    <message>
        <source>Refund</source>
        <translation>Remboursement</translation>
    </message>
    <message>
        <source>Transaction:</source>
        <translation>Transaction :</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Your reference:</source>
        <translation>Votre référence :</translation>
    </message>
    <message>
        <source>Your reference</source>
        <translation>Votre référence</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Statut :</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Original amount:</source>
        <translation>Montant initial :</translation>
    </message>
    <message>
        <source>Original amount</source>
        <translation>Montant initial</translation>
    </message>
    <message>
        <source>Already refunded:</source>
        <translation>Déjà remboursé :</translation>
    </message>
    <message>
        <source>Already refunded</source>
        <translation>Déjà remboursé</translation>
    </message>
    <message>
        <source>Remaining refundable:</source>
        <translation>Reste remboursable :</translation>
    </message>
    <message>
        <source>Remaining refundable</source>
        <translation>Reste remboursable</translation>
    </message>
    <message>
        <source>Refund &amp;amount:</source>
        <translation>&amp;Montant du remboursement :</translation>
    </message>
    <message>
        <source>Refund amount</source>
        <translation>Montant du remboursement</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Remaining refundable after this refund</source>
        <translation>Reste remboursable après ce remboursement</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>Mo&amp;tif :</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note :</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>optional, kept with the refund</source>
        <translation>facultatif, conservée avec le remboursement</translation>
    </message>
    <message>
        <source>Con&amp;firm amount:</source>
        <translation>&amp;Confirmer le montant :</translation>
    </message>
    <message>
        <source>Confirm the amount of the live refund</source>
        <translation>Confirmez le montant du remboursement LIVE</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
</context>
<context>
    <name>RefundsModel</name>
    <message>
        <source>Requested by customer</source>
        <translation>Demandé par le client</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Doublon</translation>
    </message>
    <message>
        <source>Fraudulent</source>
        <translation>Frauduleux</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Réussi</translation>
    </message>
</context>
<context>
    <name>SavedViews</name>
    <message>
        <source>Failed today</source>
        <translation>Échecs du jour</translation>
    </message>
    <message>
        <source>Refunds this month</source>
        <translation>Remboursements du mois</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text.</source>
        <translation>« %1 » doit être un texte.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a day written YYYY-MM-DD, not &quot;%2&quot;.</source>
        <translation>« %1 » doit être un jour écrit AAAA-MM-JJ, pas « %2 ».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of texts.</source>
        <translation>« %1 » doit être une liste de textes.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a setting of this pane&apos;s filter.</source>
        <translation>« %1 » n’est pas un réglage du filtre de ce volet.</translation>
    </message>
    <message>
        <source>&quot;dates&quot; must be one of %1, not &quot;%2&quot;.</source>
        <translation>« dates » doit être l’une des valeurs %1, pas « %2 ».</translation>
    </message>
    <message>
        <source>&quot;from&quot; and &quot;to&quot; go with &quot;dates&quot;: &quot;custom&quot; only.</source>
        <translation>« from » et « to » ne vont qu’avec « dates » : « custom ».</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transactions</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Remboursements</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Balance générale</translation>
    </message>
    <message>
        <source>Payment links</source>
        <translation>Liens de paiement</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a status; the statuses are %2.</source>
        <translation>« %1 » n’est pas un statut ; les statuts sont %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a gateway name (a to z, 0 to 9 and _, at most 32).</source>
        <translation>« %1 » n’est pas un nom de passerelle (a à z, 0 à 9 et _, 32 au plus).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a three-letter currency code in capitals.</source>
        <translation>« %1 » n’est pas un code de devise de trois lettres majuscules.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a payment link status; they are %2.</source>
        <translation>« %1 » n’est pas un statut de lien de paiement ; ce sont %2.</translation>
    </message>
    <message>
        <source>&quot;asOf&quot; must be one of %1 or a day written YYYY-MM-DD, not &quot;%2&quot;.</source>
        <translation>« asOf » doit être l’une des valeurs %1 ou un jour écrit AAAA-MM-JJ, pas « %2 ».</translation>
    </message>
    <message>
        <source>&quot;compare&quot; must be month-before or a day written YYYY-MM-DD, not &quot;%1&quot;.</source>
        <translation>« compare » doit être month-before ou un jour écrit AAAA-MM-JJ, pas « %1 ».</translation>
    </message>
    <message>
        <source>Give the view a name.</source>
        <translation>Donnez un nom à la vue.</translation>
    </message>
    <message>
        <source>A view&apos;s name has at most %1 characters.</source>
        <translation>Le nom d’une vue a au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A view&apos;s name is one line of text.</source>
        <translation>Le nom d’une vue tient sur une ligne.</translation>
    </message>
    <message>
        <source>There is a view named &quot;%1&quot; already.</source>
        <translation>Une vue nommée « %1 » existe déjà.</translation>
    </message>
    <message>
        <source>it is not an object with a name, a pane and a filter.</source>
        <translation>ce n’est pas un objet avec un nom, un volet et un filtre.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a setting of a view.</source>
        <translation>« %1 » n’est pas un réglage d’une vue.</translation>
    </message>
    <message>
        <source>its &quot;name&quot; is not text.</source>
        <translation>son « name » n’est pas un texte.</translation>
    </message>
    <message>
        <source>&quot;ready&quot; names no ready view of PayDesk.</source>
        <translation>« ready » ne nomme aucune vue fournie par PayDesk.</translation>
    </message>
    <message>
        <source>it has no name.</source>
        <translation>elle n’a pas de nom.</translation>
    </message>
    <message>
        <source>its &quot;pane&quot; must be one of %1.</source>
        <translation>son « pane » doit être l’une des valeurs %1.</translation>
    </message>
    <message>
        <source>its &quot;filter&quot; is not an object.</source>
        <translation>son « filter » n’est pas un objet.</translation>
    </message>
    <message>
        <source>its filter: %1</source>
        <translation>son filtre : %1</translation>
    </message>
    <message>
        <source>It is not valid JSON: %1 at character %2.</source>
        <translation>Ce n’est pas du JSON valide : %1 au caractère %2.</translation>
    </message>
    <message>
        <source>It is not a file of PayDesk&apos;s saved views.</source>
        <translation>Ce n’est pas un fichier de vues enregistrées de PayDesk.</translation>
    </message>
    <message>
        <source>It has no version of the saved views&apos; format.</source>
        <translation>Il n’indique pas la version du format des vues enregistrées.</translation>
    </message>
    <message>
        <source>It was written by a newer PayDesk (saved views format %1); this one reads format %2.</source>
        <translation>Il a été écrit par un PayDesk plus récent (format de vues %1) ; celui-ci lit le format %2.</translation>
    </message>
    <message>
        <source>It has no list of views.</source>
        <translation>Il ne contient pas de liste de vues.</translation>
    </message>
    <message>
        <source>View %1</source>
        <translation>Vue %1</translation>
    </message>
    <message>
        <source>View %1 (&quot;%2&quot;)</source>
        <translation>Vue %1 (« %2 »)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: the file names &quot;%2&quot; twice.</source>
        <translation>%1 : le fichier nomme « %2 » deux fois.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n’a pas pu être lu : %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of saved views.</source>
        <translation>%1 est trop grand pour être un fichier de vues enregistrées.</translation>
    </message>
    <message>
        <source>%1 was not imported. %2</source>
        <translation>%1 n’a pas été importé. %2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;lair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
</context>
<context>
    <name>TransactionStatus</name>
    <message>
        <source>Captured</source>
        <translation>Capturée</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échouée</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Remboursée</translation>
    </message>
    <message>
        <source>Partially refunded</source>
        <translation>Partiellement remboursée</translation>
    </message>
</context>
<context>
    <name>TransactionsModel</name>
    <message>
        <source>PayDesk does not know how many decimals %1 has, so the amount is shown in minor units, as the service sent it.</source>
        <translation>PayDesk ne sait pas combien de décimales compte %1 ; le montant est donc affiché en unités mineures, tel que le service l&apos;a envoyé.</translation>
    </message>
</context>
<context>
    <name>TransactionsPane</name>
    <message>
        <source>Status filter</source>
        <translation>Filtre de statut</translation>
    </message>
    <message>
        <source>Created in this range of days (UTC)</source>
        <translation>Créées dans cette plage de jours (UTC)</translation>
    </message>
    <message>
        <source>Date range</source>
        <translation>Plage de dates</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Passerelle</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Show the daily volume chart</source>
        <translation>Afficher le graphique du volume quotidien</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>Export every transaction matching the filters to a CSV file</source>
        <translation>Exporter dans un fichier CSV toutes les transactions correspondant aux filtres</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Reload the list</source>
        <translation>Recharger la liste</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Finds transactions whose merchant reference, description or ID contains the text (3 or more characters, any case); 1 or 2 characters match the start of the reference; a whole ID finds that transaction</source>
        <translation>Trouve les transactions dont la référence marchand, la description ou l’ID contient le texte (3 caractères ou plus, sans tenir compte de la casse) ; 1 ou 2 caractères correspondent au début de la référence ; un ID complet trouve cette transaction</translation>
    </message>
    <message>
        <source>Search transactions by reference, description or ID</source>
        <translation>Rechercher des transactions par référence, description ou ID</translation>
    </message>
    <message>
        <source>Search reference, description or ID</source>
        <translation>Rechercher référence, description ou ID</translation>
    </message>
</context>
<context>
    <name>WebhookVerifier</name>
    <message>
        <source>Valid</source>
        <translation>Valide</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>Non signée</translation>
    </message>
    <message>
        <source>Malformed signature header</source>
        <translation>En-tête de signature mal formé</translation>
    </message>
    <message>
        <source>Timestamp too old</source>
        <translation>Horodatage trop ancien</translation>
    </message>
    <message>
        <source>Timestamp in the future</source>
        <translation>Horodatage dans le futur</translation>
    </message>
    <message>
        <source>Secret differs</source>
        <translation>Secret différent</translation>
    </message>
    <message>
        <source>Body is not JSON</source>
        <translation>Corps non JSON</translation>
    </message>
    <message>
        <source>No secret to check</source>
        <translation>Aucun secret pour vérifier</translation>
    </message>
    <message>
        <source>Not a webhook (not POST)</source>
        <translation>Pas un webhook (pas de POST)</translation>
    </message>
    <message>
        <source>Signatures match.</source>
        <translation>Les signatures correspondent.</translation>
    </message>
    <message>
        <source>Deliveries arrive unsigned: the sender sets neither webhook-signature nor Stripe-Signature. Is it really the payment service that calls this address?</source>
        <translation>Les livraisons arrivent sans signature : l&apos;expéditeur ne définit ni webhook-signature ni Stripe-Signature. Est-ce vraiment le service de paiement qui appelle cette adresse ?</translation>
    </message>
    <message>
        <source>Signature headers cannot be read: webhook-id, webhook-timestamp and webhook-signature (v1,&lt;base64&gt;) must all be there and well formed.</source>
        <translation>Les en-têtes de signature sont illisibles : webhook-id, webhook-timestamp et webhook-signature (v1,&lt;base64&gt;) doivent tous être présents et bien formés.</translation>
    </message>
    <message>
        <source>Timestamps are too old: these are replays of old deliveries, or this computer&apos;s clock is ahead. Check the clock.</source>
        <translation>Les horodatages sont trop anciens : il s&apos;agit de rejeux d&apos;anciennes livraisons, ou l&apos;horloge de cet ordinateur est en avance. Vérifiez l&apos;horloge.</translation>
    </message>
    <message>
        <source>Timestamps are in the future: the sender&apos;s clock or this computer&apos;s is wrong. Check the clock.</source>
        <translation>Les horodatages sont dans le futur : l&apos;horloge de l&apos;expéditeur ou celle de cet ordinateur est déréglée. Vérifiez l&apos;horloge.</translation>
    </message>
    <message>
        <source>Signatures do not match: the signing secret in this profile differs from the endpoint&apos;s. Copy the endpoint&apos;s signing secret into the profile.</source>
        <translation>Les signatures ne correspondent pas : le secret de signature de ce profil diffère de celui du point de terminaison. Copiez le secret de signature du point de terminaison dans le profil.</translation>
    </message>
    <message>
        <source>Bodies are not JSON: something between the sender and this address changes them, or this is not a webhook sender.</source>
        <translation>Les corps ne sont pas du JSON : quelque chose entre l&apos;expéditeur et cette adresse les modifie, ou l&apos;expéditeur n&apos;envoie pas de webhooks.</translation>
    </message>
    <message>
        <source>No signing secret is set for this profile, so signatures cannot be checked. Add the endpoint&apos;s signing secret to the profile.</source>
        <translation>Aucun secret de signature n&apos;est défini pour ce profil, les signatures ne peuvent donc pas être vérifiées. Ajoutez au profil le secret de signature du point de terminaison.</translation>
    </message>
    <message>
        <source>Requests other than POST arrive (a browser or a health check?): webhooks are POSTed, so these are answered 405 and only recorded.</source>
        <translation>Des requêtes autres que POST arrivent (un navigateur ou un contrôle de santé ?) : les webhooks sont envoyés en POST, ces requêtes reçoivent donc la réponse 405 et sont seulement enregistrées.</translation>
    </message>
    <message>
        <source>Standard Webhooks</source>
        <translation>Standard Webhooks</translation>
    </message>
    <message>
        <source>Stripe-style</source>
        <translation>Style Stripe</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>A %1 request is not a webhook: webhooks are POSTed. Answered 405.</source>
        <translation>Une requête %1 n&apos;est pas un webhook : les webhooks sont envoyés en POST. Réponse 405.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>%1, not POST: recorded and answered 405, not verified</source>
        <translation>%1, pas POST : enregistrée avec la réponse 405, non vérifiée</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schéma</translation>
    </message>
    <message>
        <source>Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature</source>
        <translation>Standard Webhooks : webhook-id, webhook-timestamp et webhook-signature</translation>
    </message>
    <message>
        <source>webhook-id is missing</source>
        <translation>webhook-id est absent</translation>
    </message>
    <message>
        <source>webhook-timestamp is missing</source>
        <translation>webhook-timestamp est absent</translation>
    </message>
    <message>
        <source>webhook-timestamp &quot;%1&quot; is not Unix seconds</source>
        <translation>webhook-timestamp « %1 » n&apos;est pas exprimé en secondes Unix</translation>
    </message>
    <message>
        <source>webhook-signature has no &quot;v1,&lt;base64&gt;&quot; entry</source>
        <translation>webhook-signature n&apos;a pas d&apos;entrée &quot;v1,&lt;base64&gt;&quot;</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>En-têtes</translation>
    </message>
    <message numerus="yes">
        <source>webhook-id %1, webhook-timestamp %2, %n signature(s)</source>
        <translation>
            <numerusform>webhook-id %1, webhook-timestamp %2, %n signature</numerusform>
            <numerusform>webhook-id %1, webhook-timestamp %2, %n signatures</numerusform>
        </translation>
    </message>
    <message>
        <source>Malformed signature headers: %1.</source>
        <translation>En-têtes de signature mal formés : %1.</translation>
    </message>
    <message>
        <source>Stripe-style: Stripe-Signature t=&lt;timestamp&gt;,v1=&lt;hex&gt;</source>
        <translation>Style Stripe : Stripe-Signature t=&lt;timestamp&gt;,v1=&lt;hex&gt;</translation>
    </message>
    <message>
        <source>t= is missing</source>
        <translation>t= est absent</translation>
    </message>
    <message>
        <source>t=%1 is not Unix seconds</source>
        <translation>t=%1 n&apos;est pas exprimé en secondes Unix</translation>
    </message>
    <message>
        <source>no v1=&lt;64 hex digits&gt; entry</source>
        <translation>aucune entrée v1=&lt;64 chiffres hexadécimaux&gt;</translation>
    </message>
    <message numerus="yes">
        <source>t=%1, %n v1 signature(s)</source>
        <translation>
            <numerusform>t=%1, %n signature v1</numerusform>
            <numerusform>t=%1, %n signatures v1</numerusform>
        </translation>
    </message>
    <message>
        <source>Malformed Stripe-Signature: %1.</source>
        <translation>En-tête Stripe-Signature mal formé : %1.</translation>
    </message>
    <message>
        <source>No webhook-signature or Stripe-Signature header</source>
        <translation>Aucun en-tête webhook-signature ni Stripe-Signature</translation>
    </message>
    <message>
        <source>The request has no webhook-signature or Stripe-Signature header.</source>
        <translation>La requête n&apos;a pas d&apos;en-tête webhook-signature ni Stripe-Signature.</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>No signing secret is set</source>
        <translation>Aucun secret de signature n&apos;est défini</translation>
    </message>
    <message>
        <source>No signing secret is set, so the signature cannot be checked.</source>
        <translation>Aucun secret de signature n&apos;est défini, la signature ne peut donc pas être vérifiée.</translation>
    </message>
    <message>
        <source>The whole secret string is the HMAC key (Stripe)</source>
        <translation>La chaîne entière du secret est la clé HMAC (Stripe)</translation>
    </message>
    <message>
        <source>The secret is not whsec_ followed by base64</source>
        <translation>Le secret n&apos;est pas whsec_ suivi de base64</translation>
    </message>
    <message>
        <source>The signing secret in this profile is not whsec_ followed by base64, so no signature can match it.</source>
        <translation>Le secret de signature de ce profil n&apos;est pas whsec_ suivi de base64, aucune signature ne peut donc lui correspondre.</translation>
    </message>
    <message numerus="yes">
        <source>whsec_…: the key is the %n base64-decoded byte(s) after whsec_</source>
        <translation>
            <numerusform>whsec_… : la clé est le %n octet décodé de la base64 après whsec_</numerusform>
            <numerusform>whsec_… : la clé est formée des %n octets décodés de la base64 après whsec_</numerusform>
        </translation>
    </message>
    <message>
        <source>No whsec_ prefix: the key is the secret&apos;s own bytes</source>
        <translation>Pas de préfixe whsec_ : la clé est formée des octets du secret lui-même</translation>
    </message>
    <message numerus="yes">
        <source>No whsec_ prefix: the key is the secret&apos;s own bytes, or its %n base64-decoded byte(s)</source>
        <translation>
            <numerusform>Pas de préfixe whsec_ : la clé est formée des octets du secret lui-même, ou de son %n octet décodé de la base64</numerusform>
            <numerusform>Pas de préfixe whsec_ : la clé est formée des octets du secret lui-même, ou de ses %n octets décodés de la base64</numerusform>
        </translation>
    </message>
    <message>
        <source>the key was the secret&apos;s own bytes</source>
        <translation>la clé était formée des octets du secret lui-même</translation>
    </message>
    <message>
        <source>the key was the secret base64-decoded</source>
        <translation>la clé était le secret décodé de la base64</translation>
    </message>
    <message>
        <source>%1, %2 s old; the tolerance is %3 s</source>
        <translation>%1, il y a %2 s ; la tolérance est de %3 s</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Horodatage</translation>
    </message>
    <message>
        <source>The timestamp is too old: %1.</source>
        <translation>L&apos;horodatage est trop ancien : %1.</translation>
    </message>
    <message>
        <source>%1, %2 s ahead; the tolerance is %3 s</source>
        <translation>%1, %2 s d&apos;avance ; la tolérance est de %3 s</translation>
    </message>
    <message>
        <source>The timestamp is in the future: %1.</source>
        <translation>L&apos;horodatage est dans le futur : %1.</translation>
    </message>
    <message>
        <source>%1, %2 s old; within the %3 s tolerance</source>
        <translation>%1, il y a %2 s ; dans la tolérance de %3 s</translation>
    </message>
    <message>
        <source>%1, %2 s ahead; within the %3 s tolerance</source>
        <translation>%1, %2 s d&apos;avance ; dans la tolérance de %3 s</translation>
    </message>
    <message>
        <source>No usable timestamp</source>
        <translation>Aucun horodatage utilisable</translation>
    </message>
    <message>
        <source>Signed content</source>
        <translation>Contenu signé</translation>
    </message>
    <message numerus="yes">
        <source>&quot;{t}.{body}&quot;, %n byte(s): %1</source>
        <translation>
            <numerusform>&quot;{t}.{body}&quot;, %n octet : %1</numerusform>
            <numerusform>&quot;{t}.{body}&quot;, %n octets : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n byte(s): %1</source>
        <translation>
            <numerusform>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n octet : %1</numerusform>
            <numerusform>&quot;{webhook-id}.{webhook-timestamp}.{body}&quot;, %n octets : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Received signatures</source>
        <translation>Signatures reçues</translation>
    </message>
    <message>
        <source>Expected signature</source>
        <translation>Signature attendue</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Received signature %1 of %2 (%3) matches the expected %4</source>
        <translation>La signature reçue %1 sur %2 (%3) correspond à la signature attendue %4</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n received signature(s) (%1) matches the expected %2</source>
        <translation>
            <numerusform>La signature reçue (%1) ne correspond pas à la signature attendue %2</numerusform>
            <numerusform>Aucune des %n signatures reçues (%1) ne correspond à la signature attendue %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No signature matches: the signing secret differs from the sender&apos;s, or the body was changed on the way.</source>
        <translation>Aucune signature ne correspond : le secret de signature diffère de celui de l&apos;expéditeur, ou le corps a été modifié en chemin.</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Non comparé</translation>
    </message>
    <message>
        <source>The body is empty</source>
        <translation>Le corps est vide</translation>
    </message>
    <message>
        <source>Not JSON: %1 at byte %2</source>
        <translation>Pas du JSON : %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Corps</translation>
    </message>
    <message>
        <source>The body is not JSON: %1.</source>
        <translation>Le corps n&apos;est pas du JSON : %1.</translation>
    </message>
    <message>
        <source>JSON, but not an object</source>
        <translation>JSON, mais pas un objet</translation>
    </message>
    <message>
        <source>The body is JSON but not an object.</source>
        <translation>Le corps est du JSON, mais pas un objet.</translation>
    </message>
    <message numerus="yes">
        <source>A JSON object of %n byte(s)</source>
        <translation>
            <numerusform>Un objet JSON de %n octet</numerusform>
            <numerusform>Un objet JSON de %n octets</numerusform>
        </translation>
    </message>
    <message>
        <source>The Stripe-style signature matches.</source>
        <translation>La signature de style Stripe correspond.</translation>
    </message>
    <message>
        <source>The Standard Webhooks signature matches.</source>
        <translation>La signature Standard Webhooks correspond.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>paydesk: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are empty).
The command line works without one: paydesk --help
</source>
        <translation>paydesk : aucun écran sur lequel ouvrir la fenêtre (DISPLAY et WAYLAND_DISPLAY sont vides).
La ligne de commande fonctionne sans écran : paydesk --help
</translation>
    </message>
    <message>
        <source>Open on the profile called NAME.</source>
        <translation>Ouvrir sur le profil nommé NAME.</translation>
    </message>
    <message>
        <source>Open on a pane: %1.</source>
        <translation>Ouvrir sur un volet : %1.</translation>
    </message>
    <message>
        <source>PayDesk: the desktop back office for merchants of the Payment Transactions Service.
Command line tools: paydesk --help</source>
        <translation>PayDesk : le back-office de bureau des marchands du Payment Transactions Service.
Outils en ligne de commande : paydesk --help</translation>
    </message>
    <message>
        <source>paydesk: --pane: expected one of %1.</source>
        <translation>paydesk : --pane : valeur attendue parmi %1.</translation>
    </message>
    <message>
        <source>paydesk: there is no profile called &quot;%1&quot; (see paydesk profiles list).</source>
        <translation>paydesk : aucun profil ne s&apos;appelle « %1 » (voir paydesk profiles list).</translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiError</name>
    <message>
        <source>The service answered HTTP %1 (%2).</source>
        <translation>Le service a répondu HTTP %1 (%2).</translation>
    </message>
    <message>
        <source>The service could not be reached: %1</source>
        <translation>Le service est injoignable : %1</translation>
    </message>
    <message>
        <source>The service did not answer in time. %1</source>
        <translation>Le service n&apos;a pas répondu à temps. %1</translation>
    </message>
    <message>
        <source>The secure connection failed: %1</source>
        <translation>La connexion sécurisée a échoué : %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The service sent an answer PayDesk cannot read: %1</source>
        <translation>Le service a envoyé une réponse que PayDesk ne peut pas lire : %1</translation>
    </message>
    <message>
        <source>The service sent an answer PayDesk cannot read: field &quot;%1&quot; %2</source>
        <translation>Le service a envoyé une réponse que PayDesk ne peut pas lire : champ « %1 » %2</translation>
    </message>
    <message>
        <source>Check the network and the profile&apos;s base URL, then retry.</source>
        <translation>Vérifiez le réseau et l&apos;URL de base du profil, puis réessayez.</translation>
    </message>
    <message>
        <source>Check the base URL and the system&apos;s certificates; PayDesk never skips certificate checks.</source>
        <translation>Vérifiez l&apos;URL de base et les certificats du système ; PayDesk ne désactive jamais la vérification des certificats.</translation>
    </message>
    <message>
        <source>Paste a valid API key into the profile (the dashboard&apos;s Settings, API Keys).</source>
        <translation>Collez une clé d&apos;API valide dans le profil (tableau de bord du service : Settings, API Keys).</translation>
    </message>
    <message>
        <source>Use a test key with the sandbox and a live key with production.</source>
        <translation>Utilisez une clé de test avec la sandbox et une clé live avec la production.</translation>
    </message>
    <message>
        <source>Too many requests; PayDesk retries after the time the service asks for.</source>
        <translation>Trop de requêtes ; PayDesk réessaie après le délai demandé par le service.</translation>
    </message>
    <message>
        <source>Refund at most the amount that remains refundable.</source>
        <translation>Remboursez au plus le montant qui reste remboursable.</translation>
    </message>
    <message>
        <source>Only captured or partially refunded transactions can be refunded.</source>
        <translation>Seules les transactions capturées ou partiellement remboursées peuvent être remboursées.</translation>
    </message>
    <message>
        <source>The charge was declined; the failed transaction is in the list.</source>
        <translation>Le paiement a été refusé ; la transaction échouée figure dans la liste.</translation>
    </message>
    <message>
        <source>The same request key was used for a different request; start a new one.</source>
        <translation>La même clé de requête a été utilisée pour une autre requête ; recommencez avec une nouvelle requête.</translation>
    </message>
    <message>
        <source>Correct the highlighted fields and send again.</source>
        <translation>Corrigez les champs signalés et envoyez de nouveau.</translation>
    </message>
    <message>
        <source>The service had a problem; retry later.</source>
        <translation>Le service a rencontré un problème ; réessayez plus tard.</translation>
    </message>
    <message>
        <source>The service could not read the request.</source>
        <translation>Le service n&apos;a pas pu lire la requête.</translation>
    </message>
    <message>
        <source>Some fields are not valid.</source>
        <translation>Certains champs ne sont pas valides.</translation>
    </message>
    <message>
        <source>The request carried no API key.</source>
        <translation>La requête ne contenait aucune clé d&apos;API.</translation>
    </message>
    <message>
        <source>The service does not know this API key.</source>
        <translation>Le service ne connaît pas cette clé d&apos;API.</translation>
    </message>
    <message>
        <source>The card was declined.</source>
        <translation>La carte a été refusée.</translation>
    </message>
    <message>
        <source>The API key is for another environment.</source>
        <translation>La clé d&apos;API est destinée à un autre environnement.</translation>
    </message>
    <message>
        <source>The service has no such record.</source>
        <translation>Le service n&apos;a pas d&apos;enregistrement de ce type.</translation>
    </message>
    <message>
        <source>This request key was already used for another request.</source>
        <translation>Cette clé de requête a déjà servi pour une autre requête.</translation>
    </message>
    <message>
        <source>The same request is still being processed.</source>
        <translation>La même requête est encore en cours de traitement.</translation>
    </message>
    <message>
        <source>This transaction cannot be refunded.</source>
        <translation>Cette transaction ne peut pas être remboursée.</translation>
    </message>
    <message>
        <source>The request is larger than the service accepts.</source>
        <translation>La requête est plus volumineuse que ce que le service accepte.</translation>
    </message>
    <message>
        <source>The refund is more than what remains refundable.</source>
        <translation>Le remboursement dépasse le montant encore remboursable.</translation>
    </message>
    <message>
        <source>Too many requests in a short time.</source>
        <translation>Trop de requêtes en peu de temps.</translation>
    </message>
    <message>
        <source>The service had an internal error.</source>
        <translation>Le service a rencontré une erreur interne.</translation>
    </message>
    <message>
        <source>HTTP %1, %2</source>
        <translation>HTTP %1, %2</translation>
    </message>
    <message>
        <source>The service could not read how the request was sent.</source>
        <translation>Le service n’a pas pu lire la façon dont la requête a été envoyée.</translation>
    </message>
    <message>
        <source>The request did not reach the service in time.</source>
        <translation>La requête n’a pas atteint le service à temps.</translation>
    </message>
    <message>
        <source>The request&apos;s headers are larger than the service accepts.</source>
        <translation>Les en-têtes de la requête dépassent ce que le service accepte.</translation>
    </message>
    <message>
        <source>The service has too many connections open.</source>
        <translation>Le service a trop de connexions ouvertes.</translation>
    </message>
    <message>
        <source>This API key may not do this.</source>
        <translation>Cette clé d&apos;API n&apos;a pas le droit de faire cela.</translation>
    </message>
    <message>
        <source>Use a profile whose key has this permission, or ask for a key that has it.</source>
        <translation>Utilisez un profil dont la clé a cette permission, ou demandez une clé qui l&apos;a.</translation>
    </message>
    <message>
        <source>Correct the command&apos;s options and run the command again.</source>
        <translation>Corrigez les options de la commande et relancez-la.</translation>
    </message>
    <message>
        <source>Store a valid API key for the profile: paydesk profiles add --key-stdin reads it from standard input.</source>
        <translation>Enregistrez une clé API valide pour le profil : paydesk profiles add --key-stdin la lit sur l’entrée standard.</translation>
    </message>
</context>
<context>
    <name>paydesk::api::CursorWalk</name>
    <message>
        <source>on page %1 the list goes back: %2 (%3) comes after a row of %4. Its pages would be read twice or out of order, so the reading stopped.</source>
        <translation>à la page %1, la liste revient en arrière : %2 (%3) suit une ligne du %4. Ses pages seraient lues deux fois ou dans le désordre, la lecture a donc été arrêtée.</translation>
    </message>
    <message>
        <source>%1 comes twice (again on page %2): the reading stopped rather than count it twice.</source>
        <translation>%1 apparaît deux fois (de nouveau à la page %2) : la lecture a été arrêtée plutôt que de le compter deux fois.</translation>
    </message>
    <message>
        <source>the list goes on past %L1 pages, more than any list of it can hold, so the reading stopped.</source>
        <translation>la liste dépasse %L1 pages, plus qu’aucune liste de ce type ne peut en contenir, la lecture a donc été arrêtée.</translation>
    </message>
    <message>
        <source>page %1 names as the next page one that was read already (its cursor came before): the list would go round for ever, so the reading stopped.</source>
        <translation>la page %1 désigne comme page suivante une page déjà lue (son curseur est déjà apparu) : la liste tournerait en rond sans fin, la lecture a donc été arrêtée.</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>à partir du %1</translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>avant le %1</translation>
    </message>
    <message>
        <source>on page %1, %2 (%3) lies outside the time asked for (%4): the service answers outside its own filter, so the reading stopped.</source>
        <translation>à la page %1, %2 (%3) se trouve hors de la période demandée (%4) : le service répond hors de son propre filtre, la lecture a donc été arrêtée.</translation>
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
        <translation>Le service a refusé la clé d&apos;API de ce profil : %1</translation>
    </message>
    <message>
        <source>This key cannot read transactions: it lacks transactions:read.</source>
        <translation>Cette clé ne peut pas lire les transactions : il lui manque transactions:read.</translation>
    </message>
    <message>
        <source>This key cannot charge, make payment links or evaluate fraud: it lacks transactions:write.</source>
        <translation>Cette clé ne peut ni débiter, ni créer de liens de paiement, ni évaluer la fraude : il lui manque transactions:write.</translation>
    </message>
    <message>
        <source>This key cannot refund: it lacks refunds:write.</source>
        <translation>Cette clé ne peut pas rembourser : il lui manque refunds:write.</translation>
    </message>
    <message>
        <source>This key cannot read the ledger: it lacks ledger:read.</source>
        <translation>Cette clé ne peut pas lire le grand livre : il lui manque ledger:read.</translation>
    </message>
    <message>
        <source>This key cannot manage webhooks: it lacks webhooks:manage.</source>
        <translation>Cette clé ne peut pas gérer les webhooks : il lui manque webhooks:manage.</translation>
    </message>
    <message>
        <source>This key cannot manage keys: only a full key (every permission, &quot;*&quot;) can.</source>
        <translation>Cette clé ne peut pas gérer les clés : seule une clé complète (toutes les permissions, « * ») le peut.</translation>
    </message>
    <message>
        <source>This key may not do this.</source>
        <translation>Cette clé n&apos;a pas le droit de faire cela.</translation>
    </message>
    <message>
        <source>This key may not do this: it lacks %1.</source>
        <translation>Cette clé n&apos;a pas le droit de faire cela : il lui manque %1.</translation>
    </message>
    <message>
        <source>full access</source>
        <translation>accès complet</translation>
    </message>
    <message>
        <source>no permissions</source>
        <translation>aucune permission</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::AccountsCommand</name>
    <message>
        <source>  export accounts --profile NAME --format csv|xlsx --output FILE|-
      The chart of accounts: code, name, type, normal balance and parent.
</source>
        <translation>  export accounts --profile NOM --format csv|xlsx --output FICHIER|-
      Le plan comptable : numéro, nom, type, sens normal du solde et compte parent.
</translation>
    </message>
    <message>
        <source>Writes the chart of accounts to a CSV or XLSX file.</source>
        <translation>Écrit le plan comptable dans un fichier CSV ou XLSX.</translation>
    </message>
    <message>
        <source>csv or xlsx.</source>
        <translation>csv ou xlsx.</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Le fichier à écrire, ou - pour stdout.</translation>
    </message>
    <message>
        <source>--format: the chart of accounts is written as csv or xlsx.</source>
        <translation>--format : le plan comptable s’écrit en csv ou xlsx.</translation>
    </message>
    <message>
        <source>%1: the chart of accounts could not be read. %2</source>
        <translation>%1 : le plan comptable n&apos;a pas pu être lu. %2</translation>
    </message>
    <message>
        <source>The chart of accounts</source>
        <translation>Le plan comptable</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n account(s) of %2.</source>
        <translation>
            <numerusform>%1 écrit : %n compte de %2.</numerusform>
            <numerusform>%1 écrit : %n comptes de %2.</numerusform>
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
        <translation>Utilisation : paydesk [--profile NAME] [--pane PANE]
              paydesk [--verbose] &lt;command&gt; [options]

PayDesk, le back-office de bureau des marchands du Payment Transactions
Service. Sans commande, il ouvre la fenêtre, sur le profil NAME et le volet
PANE (transactions, refunds, accounts, trial-balance, webhooks) s&apos;ils sont
indiqués.

Commandes :
%1
Options :
  -h, --help     Cette aide ; `paydesk profiles add --help` pour celle d&apos;une
                 commande.
  -v, --version  La version.
  --verbose      Journalise le déroulement (jamais les clés ni les secrets)
                 sur stderr.

Paramètres : %2
  (définissez PAYDESK_SETTINGS_DIR pour les conserver dans
  $PAYDESK_SETTINGS_DIR/PayDesk.ini).
Les clés d&apos;API et les secrets de signature des webhooks ne sont conservés que
dans le trousseau du système ; PayDesk ne les écrit jamais sur le disque.
</translation>
    </message>
    <message>
        <source>paydesk: which command?</source>
        <translation>paydesk : quelle commande ?</translation>
    </message>
    <message>
        <source>paydesk: unknown command &quot;%1&quot;.</source>
        <translation>paydesk : commande inconnue « %1 ».</translation>
    </message>
    <message>
        <source>Usage: paydesk export transactions|trial-balance|ledger|accounts [options]

%1
paydesk export WHAT --help: the options of one export.</source>
        <translation>Usage : paydesk export transactions|trial-balance|ledger|accounts [options]

%1
paydesk export QUOI --help : les options d’un export.</translation>
    </message>
    <message>
        <source>paydesk export: which export? transactions, trial-balance, ledger or accounts.</source>
        <translation>paydesk export : quel export ? transactions, trial-balance, ledger ou accounts.</translation>
    </message>
    <message>
        <source>paydesk export: unknown export &quot;%1&quot;; transactions, trial-balance, ledger or accounts.</source>
        <translation>paydesk export : export inconnu « %1 » ; transactions, trial-balance, ledger ou accounts.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliConnection</name>
    <message>
        <source>Note: %1 The local sandbox&apos;s API key is held for this run only.</source>
        <translation>Remarque : %1 La clé d&apos;API de la sandbox locale n&apos;est conservée que pour cette exécution.</translation>
    </message>
    <message>
        <source>The API key of &quot;%1&quot; cannot be read: %2</source>
        <translation>La clé d&apos;API de « %1 » est illisible : %2</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; has no API key. Add one in the window&apos;s profile editor, or remove the profile and add it again with --key-stdin.</source>
        <translation>Le profil « %1 » n&apos;a pas de clé d&apos;API. Ajoutez-en une dans l&apos;éditeur de profils de la fenêtre, ou supprimez le profil et ajoutez-le de nouveau avec --key-stdin.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ExportCommand</name>
    <message>
        <source>There is no profile named &quot;%1&quot;. `paydesk profiles list` shows them.</source>
        <translation>Aucun profil ne s&apos;appelle « %1 ». `paydesk profiles list` affiche les profils.</translation>
    </message>
    <message>
        <source>No temporary folder to write the export in.</source>
        <translation>Aucun dossier temporaire pour écrire l&apos;export.</translation>
    </message>
    <message>
        <source>%1 could not be written to stdout.</source>
        <translation>%1 n&apos;a pas pu être écrit sur stdout.</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not an ISO 4217 currency code PayDesk knows.</source>
        <translation>--currency : « %1 » n&apos;est pas un code de devise ISO 4217 connu de PayDesk.</translation>
    </message>
    <message>
        <source>--format: expected csv, xlsx or pdf, not &quot;%1&quot;.</source>
        <translation>--format : csv, xlsx ou pdf attendu, pas « %1 ».</translation>
    </message>
    <message>
        <source>PDF export needs PayDesk&apos;s graphical libraries, which this command line was started without. Export CSV or XLSX instead.</source>
        <translation>L&apos;export PDF nécessite les bibliothèques graphiques de PayDesk, sans lesquelles cette ligne de commande a été lancée. Exportez plutôt en CSV ou XLSX.</translation>
    </message>
    <message>
        <source>There is no Local sandbox profile. Name a profile with --profile; `paydesk profiles list` shows them.</source>
        <translation>Il n’y a pas de profil « Sandbox locale ». Indiquez un profil avec --profile ; `paydesk profiles list` les affiche.</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not an ISO 4217 currency code PayDesk knows, nor &quot;all&quot;.</source>
        <translation>--currency : « %1 » n’est ni un code de devise ISO 4217 connu de PayDesk, ni « all ».</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ExportOptions</name>
    <message>
        <source>The profile&apos;s name.</source>
        <translation>Le nom du profil.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Argument inattendu « %1 ».</translation>
    </message>
    <message>
        <source>--%1 is required.
%2</source>
        <translation>--%1 est obligatoire.
%2</translation>
    </message>
    <message>
        <source>--output: &quot;%1&quot; is a folder; name a file.</source>
        <translation>--output : « %1 » est un dossier ; indiquez un fichier.</translation>
    </message>
    <message>
        <source>--output: the folder %1 does not exist.</source>
        <translation>--output : le dossier %1 n&apos;existe pas.</translation>
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
      Les clés d&apos;API de la sandbox (profil par défaut : la sandbox locale) ; les
      gérer demande une clé complète. list [--json] ; create NAME --permission P
      (répétable : %1, ou * pour une clé complète) ; revoke KEY_ID ;
      roll KEY_ID [--expires-in-hours N] (durée pendant laquelle l&apos;ancienne clé
      fonctionne encore, 24 par défaut). create et roll affichent la nouvelle clé
      une fois sur stdout, ou la gardent dans le trousseau comme nouveau profil
      avec --save-as PROFIL. Code 4 : la clé du profil ne peut pas gérer les clés.
</translation>
    </message>
    <message>
        <source>The profile (a sandbox one).</source>
        <translation>Le profil (un profil de sandbox).</translation>
    </message>
    <message>
        <source>A permission of the new key.</source>
        <translation>Une permission de la nouvelle clé.</translation>
    </message>
    <message>
        <source>How long the rolled key keeps working.</source>
        <translation>Combien de temps l&apos;ancienne clé fonctionne encore.</translation>
    </message>
    <message>
        <source>Keep the new key as this profile.</source>
        <translation>Garder la nouvelle clé comme ce profil.</translation>
    </message>
    <message>
        <source>Print the keys as JSON.</source>
        <translation>Afficher les clés en JSON.</translation>
    </message>
    <message>
        <source>paydesk keys: list, create, revoke or roll?</source>
        <translation>paydesk keys : list, create, revoke ou roll ?</translation>
    </message>
    <message>
        <source>paydesk keys: unknown action &quot;%1&quot;; list, create, revoke or roll.</source>
        <translation>paydesk keys : action « %1 » inconnue ; list, create, revoke ou roll.</translation>
    </message>
    <message>
        <source>paydesk keys create: give the new key&apos;s name, once.</source>
        <translation>paydesk keys create : indiquez le nom de la nouvelle clé, une fois.</translation>
    </message>
    <message>
        <source>paydesk keys list takes no argument.</source>
        <translation>paydesk keys list ne prend pas d&apos;argument.</translation>
    </message>
    <message>
        <source>paydesk keys %1: give the key&apos;s id (key_…), once; `paydesk keys list` shows them.</source>
        <translation>paydesk keys %1 : indiquez l&apos;identifiant de la clé (key_…), une fois ; `paydesk keys list` les montre.</translation>
    </message>
    <message>
        <source>paydesk keys create: the name must be 1 to 64 characters.</source>
        <translation>paydesk keys create : le nom doit compter de 1 à 64 caractères.</translation>
    </message>
    <message>
        <source>--permission: &quot;%1&quot; is not a permission; they are %2, or *.</source>
        <translation>--permission : « %1 » n&apos;est pas une permission ; elles sont %2, ou *.</translation>
    </message>
    <message>
        <source>paydesk keys create: give at least one --permission (* for a full key).</source>
        <translation>paydesk keys create : indiquez au moins une --permission (* pour une clé complète).</translation>
    </message>
    <message>
        <source>--expires-in-hours: a whole number from 0 to %1, with roll only.</source>
        <translation>--expires-in-hours : un nombre entier de 0 à %1, avec roll seulement.</translation>
    </message>
    <message>
        <source>--save-as: a profile name, with create or roll only.</source>
        <translation>--save-as : un nom de profil, avec create ou roll seulement.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a production profile: its keys are made in the service&apos;s dashboard. Choose a sandbox profile with --profile.</source>
        <translation>« %1 » est un profil de production : ses clés se créent dans le tableau de bord du service. Choisissez un profil de sandbox avec --profile.</translation>
    </message>
    <message>
        <source>Revoked %1: its next request is refused.</source>
        <translation>%1 révoquée : sa prochaine requête est refusée.</translation>
    </message>
    <message>
        <source>revoked %1</source>
        <translation>révoquée %1</translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation>expirée %1</translation>
    </message>
    <message>
        <source>works until %1</source>
        <translation>valable jusqu&apos;au %1</translation>
    </message>
    <message>
        <source>works</source>
        <translation>valable</translation>
    </message>
    <message>
        <source>full access</source>
        <translation>accès complet</translation>
    </message>
    <message>
        <source>The key %1 was made, but its value did not arrive (the request was sent again). Revoke it with `paydesk keys revoke %1` and make another.</source>
        <translation>La clé %1 a été créée, mais sa valeur n&apos;est pas arrivée (la requête a été renvoyée). Révoquez-la avec `paydesk keys revoke %1` et créez-en une autre.</translation>
    </message>
    <message>
        <source>Rolled %1 to %2 (&quot;%3&quot;); %1 works until %4.</source>
        <translation>%1 renouvelée en %2 (« %3 ») ; %1 reste valable jusqu&apos;au %4.</translation>
    </message>
    <message>
        <source>Created %1 (&quot;%2&quot;).</source>
        <translation>%1 créée (« %2 »).</translation>
    </message>
    <message>
        <source>Its value is above, this once: PayDesk keeps no copy.</source>
        <translation>Sa valeur est ci-dessus, cette seule fois : PayDesk n&apos;en garde aucune copie.</translation>
    </message>
    <message>
        <source>%1 It could not be kept as a profile: %2 Revoke it with `paydesk keys revoke %3`.</source>
        <translation>%1 Elle n&apos;a pas pu être gardée comme profil : %2 Révoquez-la avec `paydesk keys revoke %3`.</translation>
    </message>
    <message>
        <source>Kept as the profile &quot;%1&quot;; its value is in the keychain only.</source>
        <translation>Gardée comme profil « %1 » ; sa valeur est seulement dans le trousseau.</translation>
    </message>
    <message>
        <source>The service knows no key %1; `paydesk keys list` shows them.</source>
        <translation>Le service ne connaît aucune clé %1 ; `paydesk keys list` montre les clés.</translation>
    </message>
    <message>
        <source>This service has no key management: its keys are made in its dashboard.</source>
        <translation>Ce service n&apos;a pas de gestion des clés : ses clés se créent dans son tableau de bord.</translation>
    </message>
    <message>
        <source>list, create NAME, revoke KEY_ID or roll KEY_ID.</source>
        <translation>list, create NAME, revoke KEY_ID ou roll KEY_ID.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::LedgerCommand</name>
    <message>
        <source>  export ledger --profile NAME --account CODE --from YYYY-MM-DD --to YYYY-MM-DD
                [--currency CUR] --format csv|xlsx|pdf --output FILE|-
      One account&apos;s entries from the start of one day to the end of another
      (UTC) with the opening, running and closing balances. The currency
      defaults to USD.
</source>
        <translation>  export ledger --profile NAME --account CODE --from YYYY-MM-DD --to YYYY-MM-DD
                [--currency CUR] --format csv|xlsx|pdf --output FILE|-
      Les écritures d&apos;un compte du début d&apos;un jour à la fin d&apos;un autre (UTC),
      avec les soldes d&apos;ouverture, progressif et de clôture. La devise est
      USD par défaut.
</translation>
    </message>
    <message>
        <source>The account&apos;s code, such as 1010.</source>
        <translation>Le numéro du compte, par exemple 1010.</translation>
    </message>
    <message>
        <source>The first day, YYYY-MM-DD.</source>
        <translation>Le premier jour, AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>The last day, YYYY-MM-DD.</source>
        <translation>Le dernier jour, AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>The currency (default USD).</source>
        <translation>La devise (USD par défaut).</translation>
    </message>
    <message>
        <source>Writes one account&apos;s entries over a period to a CSV, XLSX or PDF file.</source>
        <translation>Écrit les écritures d&apos;un compte sur une période dans un fichier CSV, XLSX ou PDF.</translation>
    </message>
    <message>
        <source>csv, xlsx or pdf.</source>
        <translation>csv, xlsx ou pdf.</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Le fichier à écrire, ou - pour stdout.</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--%1 : « %2 » n&apos;est pas une date de la forme AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>--from must not be after --to.</source>
        <translation>--from ne doit pas être postérieur à --to.</translation>
    </message>
    <message>
        <source>%1: the chart of accounts could not be read. %2</source>
        <translation>%1 : le plan comptable n&apos;a pas pu être lu. %2</translation>
    </message>
    <message>
        <source>--account: %1 has no account %2.</source>
        <translation>--account : %1 n&apos;a pas de compte %2.</translation>
    </message>
    <message>
        <source>%1: this service does not list ledger entries (GET /v1/ledger/entries).</source>
        <translation>%1 : ce service ne liste pas les écritures comptables (GET /v1/ledger/entries).</translation>
    </message>
    <message>
        <source>%1: the ledger entries could not be read. %2</source>
        <translation>%1 : les écritures n&apos;ont pas pu être lues. %2</translation>
    </message>
    <message>
        <source>The account ledger</source>
        <translation>Le grand livre du compte</translation>
    </message>
    <message>
        <source>Wrote %1: %2 entries of account %3 in %4, closing balance %5.</source>
        <translation>%1 écrit : %2 écritures du compte %3 en %4, solde de clôture %5.</translation>
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
        <translation>Vérifier avec le secret de signature des webhooks de ce profil (par défaut : le profil courant).</translation>
    </message>
    <message>
        <source>The port (default 0: a free one).</source>
        <translation>Le port (par défaut 0 : un port libre).</translation>
    </message>
    <message>
        <source>Read the signing secret from stdin instead (no profile needed).</source>
        <translation>Lire plutôt le secret de signature sur stdin (aucun profil nécessaire).</translation>
    </message>
    <message>
        <source>Answer every delivery with this HTTP status (default 200).</source>
        <translation>Répondre à chaque livraison avec ce statut HTTP (par défaut 200).</translation>
    </message>
    <message>
        <source>Pass every delivery on to this URL and print its answer.</source>
        <translation>Transmettre chaque livraison à cette URL et afficher sa réponse.</translation>
    </message>
    <message>
        <source>One JSON object per delivery and line.</source>
        <translation>Un objet JSON par livraison et par ligne.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. A secret is read from stdin with --secret-stdin, never from the command line.</source>
        <translation>Argument inattendu « %1 ». Un secret se lit sur stdin avec --secret-stdin, jamais depuis la ligne de commande.</translation>
    </message>
    <message>
        <source>--port: expected 0 to 65535, not &quot;%1&quot;.</source>
        <translation>--port : valeur attendue de 0 à 65535, et non « %1 ».</translation>
    </message>
    <message>
        <source>--respond: expected an HTTP status from 100 to 599, not &quot;%1&quot;.</source>
        <translation>--respond : statut HTTP attendu de 100 à 599, et non « %1 ».</translation>
    </message>
    <message>
        <source>--forward-to: expected an http or https URL, not &quot;%1&quot;.</source>
        <translation>--forward-to : URL http ou https attendue, et non « %1 ».</translation>
    </message>
    <message>
        <source>--profile and --secret-stdin exclude each other.</source>
        <translation>--profile et --secret-stdin s&apos;excluent mutuellement.</translation>
    </message>
    <message>
        <source>Webhook signing secret: </source>
        <translation>Secret de signature des webhooks : </translation>
    </message>
    <message>
        <source>--secret-stdin: no signing secret on stdin.</source>
        <translation>--secret-stdin : aucun secret de signature sur stdin.</translation>
    </message>
    <message>
        <source>the secret from stdin</source>
        <translation>le secret lu sur stdin</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Aucun profil ne s&apos;appelle « %1 ».</translation>
    </message>
    <message>
        <source>No profile is current; name one with --profile, or give the secret with --secret-stdin.</source>
        <translation>Aucun profil n&apos;est actif ; désignez-en un avec --profile, ou fournissez le secret avec --secret-stdin.</translation>
    </message>
    <message>
        <source>The webhook signing secret of &quot;%1&quot; cannot be read: %2
Give it with --secret-stdin instead.</source>
        <translation>Le secret de signature des webhooks de « %1 » est illisible : %2
Fournissez-le plutôt avec --secret-stdin.</translation>
    </message>
    <message>
        <source>Note: &quot;%1&quot; has no webhook signing secret; deliveries are shown as not checked (no_secret).</source>
        <translation>Remarque : « %1 » n&apos;a pas de secret de signature des webhooks ; les livraisons sont affichées comme non vérifiées (no_secret).</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>le profil « %1 »</translation>
    </message>
    <message>
        <source>Checking signatures with %1; answering %2%3. Ctrl+C stops.</source>
        <translation>Vérification des signatures avec %1 ; réponse %2%3. Ctrl+C pour arrêter.</translation>
    </message>
    <message>
        <source>; forwarding to %1</source>
        <translation> ; transfert vers %1</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>valide</translation>
    </message>
    <message>
        <source>invalid (%1: %2)</source>
        <translation>invalide (%1 : %2)</translation>
    </message>
    <message>
        <source>duplicate, attempt %1</source>
        <translation>doublon, tentative %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>échec : %1</translation>
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
      Reçoit les webhooks sur 127.0.0.1 (ou --host) et vérifie leurs
      signatures avec le secret de signature des webhooks du profil (ou un
      secret lu sur stdin) : une ligne par livraison, ou un objet JSON par
      ligne avec --json.
</translation>
    </message>
    <message>
        <source>Receives webhooks on 127.0.0.1 (or --host) and checks their signatures. Prints &quot;listening url=http://HOST:PORT&quot; once ready, then one line per delivery: time, event type, event id, verdict and reason.</source>
        <translation>Reçoit les webhooks sur 127.0.0.1 (ou --host) et vérifie leurs signatures. Affiche &quot;listening url=http://HOST:PORT&quot; une fois prêt, puis une ligne par livraison : heure, type d&apos;événement, id d&apos;événement, verdict et motif.</translation>
    </message>
    <message>
        <source>The address to listen on (default 127.0.0.1). Any other than loopback makes the inspector reachable from the network; 0.0.0.0 means every IPv4 address.</source>
        <translation>L&apos;adresse d&apos;écoute (par défaut 127.0.0.1). Toute adresse autre que celle de bouclage rend l&apos;inspecteur joignable depuis le réseau ; 0.0.0.0 désigne toutes les adresses IPv4.</translation>
    </message>
    <message>
        <source>--host: expected an IP address such as 127.0.0.1, ::1 or 0.0.0.0, not &quot;%1&quot;.</source>
        <translation>--host : adresse IP attendue, par exemple 127.0.0.1, ::1 ou 0.0.0.0, et non « %1 ».</translation>
    </message>
    <message>
        <source>Warning: listening on %1, so the inspector is reachable from the network: anyone who can reach this computer can send it requests. Use it on a network you trust, and stop it when done.</source>
        <translation>Avertissement : écoute sur %1, l&apos;inspecteur est donc joignable depuis le réseau : toute personne pouvant joindre cet ordinateur peut lui envoyer des requêtes. Utilisez-le sur un réseau de confiance et arrêtez-le une fois terminé.</translation>
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
      Les profils : nom, environnement, URL de base, et si une clé d&apos;API et
      un secret de signature des webhooks sont enregistrés (jamais la clé
      elle-même).
  profiles add --name NAME --environment sandbox|production [--base-url URL]
               [--key-stdin] [--webhook-secret-stdin]
      Ajoute un profil. La clé d&apos;API est lue sur la première ligne de stdin,
      le secret de signature des webhooks sur la suivante, et tous deux vont
      dans le trousseau.
  profiles remove NAME
      Supprime un profil et ses secrets.
  profiles test NAME
      Une requête authentifiée (la transaction la plus récente) avec le
      profil. La sandbox locale est démarrée pour l&apos;occasion.
</translation>
    </message>
    <message>
        <source>paydesk profiles: which action? One of:
%1</source>
        <translation>paydesk profiles : quelle action ? Au choix :
%1</translation>
    </message>
    <message>
        <source>paydesk profiles: unknown action &quot;%1&quot;. One of:
%2</source>
        <translation>paydesk profiles : action inconnue « %1 ». Au choix :
%2</translation>
    </message>
    <message>
        <source>Lists the profiles.</source>
        <translation>Liste les profils.</translation>
    </message>
    <message>
        <source>paydesk profiles list takes no arguments.</source>
        <translation>paydesk profiles list ne prend aucun argument.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>ENVIRONNEMENT</translation>
    </message>
    <message>
        <source>BASE URL</source>
        <translation>URL DE BASE</translation>
    </message>
    <message>
        <source>API KEY</source>
        <translation>CLÉ D&apos;API</translation>
    </message>
    <message>
        <source>WEBHOOK SECRET</source>
        <translation>SECRET WEBHOOK</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>(embedded, started on demand)</source>
        <translation>(intégrée, démarrée à la demande)</translation>
    </message>
    <message>
        <source>Whether keys are stored is unknown: %1</source>
        <translation>Impossible de savoir si des clés sont enregistrées : %1</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>none</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Adds a profile. Keys and secrets come from stdin, never from the command line: the API key from the first line, the webhook signing secret from the next one.</source>
        <translation>Ajoute un profil. Les clés et les secrets viennent de stdin, jamais de la ligne de commande : la clé d&apos;API sur la première ligne, le secret de signature des webhooks sur la suivante.</translation>
    </message>
    <message>
        <source>The profile&apos;s name.</source>
        <translation>Le nom du profil.</translation>
    </message>
    <message>
        <source>sandbox or production.</source>
        <translation>sandbox ou production.</translation>
    </message>
    <message>
        <source>The service&apos;s base URL (default: %1 for sandbox, %2 for production).</source>
        <translation>L&apos;URL de base du service (par défaut : %1 pour sandbox, %2 pour production).</translation>
    </message>
    <message>
        <source>Read the API key from stdin.</source>
        <translation>Lire la clé d&apos;API sur stdin.</translation>
    </message>
    <message>
        <source>Read the webhook signing secret (whsec_...) from stdin.</source>
        <translation>Lire le secret de signature des webhooks (whsec_...) sur stdin.</translation>
    </message>
    <message>
        <source>The banner colour, #rrggbb.</source>
        <translation>La couleur du bandeau, #rrggbb.</translation>
    </message>
    <message>
        <source>The service&apos;s dashboard for this account.</source>
        <translation>Le tableau de bord du service pour ce compte.</translation>
    </message>
    <message>
        <source>Keys and secrets are read from stdin (--key-stdin, --webhook-secret-stdin), never from the command line.</source>
        <translation>Les clés et les secrets sont lus sur stdin (--key-stdin, --webhook-secret-stdin), jamais depuis la ligne de commande.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. Keys are read from stdin with --key-stdin, never from the command line.</source>
        <translation>Argument inattendu « %1 ». Les clés se lisent sur stdin avec --key-stdin, jamais depuis la ligne de commande.</translation>
    </message>
    <message>
        <source>--name is required.</source>
        <translation>--name est obligatoire.</translation>
    </message>
    <message>
        <source>--environment is required: sandbox or production.</source>
        <translation>--environment est obligatoire : sandbox ou production.</translation>
    </message>
    <message>
        <source>--environment: expected sandbox or production, not &quot;%1&quot;.</source>
        <translation>--environment : sandbox ou production attendu, et non « %1 ».</translation>
    </message>
    <message>
        <source>API key: </source>
        <translation>Clé d&apos;API : </translation>
    </message>
    <message>
        <source>--key-stdin: no API key on stdin.</source>
        <translation>--key-stdin : aucune clé d&apos;API sur stdin.</translation>
    </message>
    <message>
        <source>Webhook signing secret: </source>
        <translation>Secret de signature des webhooks : </translation>
    </message>
    <message>
        <source>--webhook-secret-stdin: no webhook signing secret on stdin.</source>
        <translation>--webhook-secret-stdin : aucun secret de signature des webhooks sur stdin.</translation>
    </message>
    <message>
        <source>The webhook signing secret is not shaped like one (whsec_ followed by the base64 of 24 to 64 bytes).</source>
        <translation>Le secret de signature des webhooks n&apos;a pas la forme attendue (whsec_ suivi de la base64 de 24 à 64 octets).</translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the key cannot be stored: %1
PayDesk never writes keys or secrets to disk. Start a Secret Service (GNOME Keyring or KWallet) and unlock it, then try again.</source>
        <translation>Le trousseau est indisponible, la clé ne peut donc pas être enregistrée : %1
PayDesk n&apos;écrit jamais les clés ni les secrets sur le disque. Démarrez un Secret Service (GNOME Keyring ou KWallet) et déverrouillez-le, puis réessayez.</translation>
    </message>
    <message>
        <source>Added profile &quot;%1&quot; (%2, %3).</source>
        <translation>Profil « %1 » ajouté (%2, %3).</translation>
    </message>
    <message>
        <source>The profile was not added: the keychain did not store its secret. %1</source>
        <translation>Le profil n&apos;a pas été ajouté : le trousseau n&apos;a pas enregistré son secret. %1</translation>
    </message>
    <message>
        <source>Removes a profile and its secrets.</source>
        <translation>Supprime un profil et ses secrets.</translation>
    </message>
    <message>
        <source>paydesk profiles remove takes one profile name.</source>
        <translation>paydesk profiles remove prend un seul nom de profil.</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Aucun profil ne s&apos;appelle « %1 ».</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; could not be removed from %2.</source>
        <translation>Le profil « %1 » n&apos;a pas pu être supprimé de %2.</translation>
    </message>
    <message>
        <source>Removed profile &quot;%1&quot;.</source>
        <translation>Profil « %1 » supprimé.</translation>
    </message>
    <message>
        <source>Note: no secret was removed, the keychain is unavailable: %1</source>
        <translation>Remarque : aucun secret n&apos;a été supprimé, le trousseau est indisponible : %1</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; was kept: its secrets could not be removed from the keychain. %2</source>
        <translation>Le profil « %1 » a été conservé : ses secrets n&apos;ont pas pu être supprimés du trousseau. %2</translation>
    </message>
    <message>
        <source>Makes one authenticated request with a profile: the newest transaction.</source>
        <translation>Effectue une requête authentifiée avec un profil : la transaction la plus récente.</translation>
    </message>
    <message>
        <source>paydesk profiles test takes one profile name.</source>
        <translation>paydesk profiles test prend un seul nom de profil.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>OK (no transactions yet)</source>
        <translation>OK (aucune transaction pour l&apos;instant)</translation>
    </message>
    <message>
        <source>OK (merchant %1)</source>
        <translation>OK (marchand %1)</translation>
    </message>
    <message>
        <source>Usage: paydesk profiles ACTION [options]

Actions:
%1
paydesk profiles ACTION --help: the options of one action.</source>
        <translation>Usage : paydesk profiles ACTION [options]

Actions :
%1
paydesk profiles ACTION --help : les options d&apos;une action.</translation>
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
        <translation>  reconcile --profile NOM --statement FICHIER [--format csv|xlsx|pdf --output FICHIER|-]
      Rapproche un relevé bancaire (camt.053, MT940, OFX ou CSV) des versements
      et du compte Banque du profil : ce qui correspond, les lignes du relevé sans
      versement, les versements absents du relevé (en transit s’ils arrivent
      après lui), les écarts de montant avec les éléments du versement, et les soldes.
      Code de sortie 3 si quelque chose n’est pas rapproché.
</translation>
    </message>
    <message>
        <source>The bank statement: camt.053, MT940, OFX or CSV.</source>
        <translation>Le relevé bancaire : camt.053, MT940, OFX ou CSV.</translation>
    </message>
    <message>
        <source>Reconciles a bank statement with the profile&apos;s payouts and its Bank account.</source>
        <translation>Rapproche un relevé bancaire des versements et du compte Banque du profil.</translation>
    </message>
    <message>
        <source>csv, xlsx or pdf (optional: without it the result is printed).</source>
        <translation>csv, xlsx ou pdf (facultatif : sans lui, le résultat est affiché).</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Le fichier à écrire, ou - pour stdout.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The reconciliation</source>
        <translation>Le rapprochement</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 écrit.</translation>
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
        <translation>Écrit dans un fichier CSV toutes les transactions d&apos;un profil qui correspondent aux filtres.</translation>
    </message>
    <message>
        <source>Only these statuses, separated by commas (captured, failed, ...).</source>
        <translation>Uniquement ces statuts, séparés par des virgules (captured, failed, ...).</translation>
    </message>
    <message>
        <source>From this UTC day on, YYYY-MM-DD.</source>
        <translation>À partir de ce jour UTC, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>Up to and including this UTC day, YYYY-MM-DD.</source>
        <translation>Jusqu&apos;à ce jour UTC inclus, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>Only this gateway.</source>
        <translation>Uniquement cette passerelle.</translation>
    </message>
    <message>
        <source>Only this currency.</source>
        <translation>Uniquement cette devise.</translation>
    </message>
    <message>
        <source>csv.</source>
        <translation>csv.</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Le fichier à écrire, ou - pour stdout.</translation>
    </message>
    <message>
        <source>--format: transactions are exported as csv, not &quot;%1&quot;.</source>
        <translation>--format : les transactions sont exportées en csv, et non « %1 ».</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--%1 : « %2 » n&apos;est pas une date au format YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--from is after --to.</source>
        <translation>--from est postérieur à --to.</translation>
    </message>
    <message>
        <source>--gateway: &quot;%1&quot; is not a gateway name (a to z, 0 to 9 and _, at most 32).</source>
        <translation>--gateway : « %1 » n&apos;est pas un nom de passerelle (a à z, 0 à 9 et _, 32 caractères au maximum).</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not a three-letter currency code.</source>
        <translation>--currency : « %1 » n&apos;est pas un code de devise à trois lettres.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n transaction(s).</source>
        <translation>
            <numerusform>%n transaction exportée.</numerusform>
            <numerusform>%n transactions exportées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n transaction(s).</source>
        <translation>
            <numerusform>%1 écrit : %n transaction.</numerusform>
            <numerusform>%1 écrit : %n transactions.</numerusform>
        </translation>
    </message>
    <message>
        <source>--status: &quot;%1&quot; is not a status; use %2.</source>
        <translation>--status : « %1 » n&apos;est pas un statut ; utilisez %2.</translation>
    </message>
    <message>
        <source>A whole transaction id, or text in the merchant_ref, description or id (any case; 1 or 2 characters match the start of the merchant_ref).</source>
        <translation>Un id de transaction complet, ou du texte dans la merchant_ref, la description ou l&apos;id (sans tenir compte de la casse ; 1 ou 2 caractères correspondent au début de la merchant_ref).</translation>
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
      Toutes les transactions qui répondent aux filtres, en CSV aux montants
      exacts. Les dates sont des jours UTC, AAAA-MM-JJ, tous deux inclus.
      « - » écrit sur stdout.
      --view : les filtres d’une vue enregistrée du volet Transactions (dans
      la fenêtre, Affichage &gt; Vues enregistrées), dates relatives à ce jour ;
      les autres filtres donnés en remplacent les parties. Vue absente :
      code de sortie 1.
</translation>
    </message>
    <message>
        <source>The filters of this saved view of the Transactions pane; the other filters given replace its parts.</source>
        <translation>Les filtres de cette vue enregistrée du volet Transactions ; les autres filtres donnés en remplacent les parties.</translation>
    </message>
    <message>
        <source>--view: the profile &quot;%1&quot; has no saved view named &quot;%2&quot;, and no view of the Transactions pane.</source>
        <translation>--view : le profil « %1 » n’a pas de vue enregistrée nommée « %2 », ni aucune vue du volet Transactions.</translation>
    </message>
    <message>
        <source>--view: the profile &quot;%1&quot; has no saved view named &quot;%2&quot;; its views of the Transactions pane are %3.</source>
        <translation>--view : le profil « %1 » n’a pas de vue enregistrée nommée « %2 » ; ses vues du volet Transactions sont %3.</translation>
    </message>
    <message>
        <source>--view: &quot;%1&quot; is a view of the %2 pane; export transactions takes a view of the Transactions pane.</source>
        <translation>--view : « %1 » est une vue du volet %2 ; export transactions prend une vue du volet Transactions.</translation>
    </message>
    <message>
        <source>--view: the view &quot;%1&quot; cannot be read: %2</source>
        <translation>--view : la vue « %1 » est illisible : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::TrialBalanceCommand</name>
    <message>
        <source>Writes the trial balance of a profile as of a day to a CSV, XLSX or PDF file.</source>
        <translation>Écrit la balance générale d&apos;un profil au jour indiqué dans un fichier CSV, XLSX ou PDF.</translation>
    </message>
    <message>
        <source>The day, YYYY-MM-DD: balances at its end (UTC).</source>
        <translation>Le jour, YYYY-MM-DD : soldes à la fin de ce jour (UTC).</translation>
    </message>
    <message>
        <source>A second day, YYYY-MM-DD, whose balances stand beside.</source>
        <translation>Un second jour, YYYY-MM-DD, dont les soldes figurent à côté.</translation>
    </message>
    <message>
        <source>csv, xlsx or pdf.</source>
        <translation>csv, xlsx ou pdf.</translation>
    </message>
    <message>
        <source>--date: &quot;%1&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--date : « %1 » n&apos;est pas une date au format YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--compare-date: &quot;%1&quot; is not a date of the form YYYY-MM-DD.</source>
        <translation>--compare-date : « %1 » n&apos;est pas une date au format YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: the trial balance could not be read. %2</source>
        <translation>%1 : la balance générale n&apos;a pas pu être lue. %2</translation>
    </message>
    <message>
        <source>Wrote %1: the trial balance as of %2 in %3.</source>
        <translation>%1 écrit : la balance générale au %2 en %3.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <source>Lists the accounts with a zero balance too.</source>
        <translation>Liste aussi les comptes de solde nul.</translation>
    </message>
    <message>
        <source>The file to write, or - for stdout.</source>
        <translation>Le fichier à écrire, ou - pour stdout.</translation>
    </message>
    <message>
        <source>The trial balance</source>
        <translation>La balance générale</translation>
    </message>
    <message>
        <source>Wrote the trial balance as of %1 in %2 to stdout.</source>
        <translation>Balance générale au %1 en %2 écrite sur stdout.</translation>
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
        <translation>  export trial-balance --profile NOM --date AAAA-MM-JJ [--currency DEV|all]
                       [--compare-date AAAA-MM-JJ] [--include-zero]
                       --format csv|xlsx|pdf
                       --output FICHIER|-
      La balance générale d&apos;un profil à la fin d&apos;un jour (UTC), éventuellement
      à côté des soldes d&apos;un second jour, écrite en CSV, XLSX ou PDF.
      La devise par défaut est USD ; « all » écrit toutes les devises utilisées
      (une feuille chacune en XLSX, une section chacune en PDF, une colonne
      currency en CSV). --include-zero liste aussi les comptes de solde nul.
      La sandbox locale est démarrée pour l&apos;occasion. Se termine avec le
      code 3 si le fichier est écrit mais que les débits et les crédits
      diffèrent.
      « - » écrit le fichier sur stdout (et les messages sur stderr).
</translation>
    </message>
    <message>
        <source>The currency (default USD), or &quot;all&quot; for every currency in use.</source>
        <translation>La devise (USD par défaut), ou « all » pour toutes les devises utilisées.</translation>
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
      Sur un profil sandbox (par défaut : la sandbox locale), provoque ce qui
      se trouve derrière un événement (un paiement, un paiement refusé, un
      paiement et son remboursement), afin que son webhook soit envoyé, et
      affiche les identifiants de l’événement et de la transaction.
      KIND : %1. --amount en unités mineures.
</translation>
    </message>
    <message>
        <source>The profile (a sandbox one).</source>
        <translation>Le profil (un profil sandbox).</translation>
    </message>
    <message>
        <source>The amount in minor units.</source>
        <translation>Le montant en unités mineures.</translation>
    </message>
    <message>
        <source>The currency (default USD).</source>
        <translation>La devise (USD par défaut).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Afficher le résultat en JSON.</translation>
    </message>
    <message>
        <source>paydesk trigger: which event kind?</source>
        <translation>paydesk trigger : quel type d’événement ?</translation>
    </message>
    <message>
        <source>paydesk trigger: unknown event kind &quot;%1&quot;.</source>
        <translation>paydesk trigger : type d’événement inconnu « %1 ».</translation>
    </message>
    <message>
        <source>The kinds are: %1.</source>
        <translation>Les types sont : %1.</translation>
    </message>
    <message>
        <source>--amount: &quot;%1&quot; is not a whole number of minor units above 0.</source>
        <translation>--amount : « %1 » n’est pas un nombre entier d’unités mineures supérieur à 0.</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not an ISO 4217 currency code PayDesk knows.</source>
        <translation>--currency : « %1 » n’est pas un code de devise ISO 4217 connu de PayDesk.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a production profile: trigger makes real charges and refunds happen, so it runs only against a sandbox. Choose a sandbox profile with --profile.</source>
        <translation>« %1 » est un profil de production : trigger provoque de vrais paiements et remboursements, il ne s’exécute donc que sur une sandbox. Choisissez un profil sandbox avec --profile.</translation>
    </message>
    <message>
        <source>This service has no trigger: only PayDesk&apos;s sandbox makes events on demand.</source>
        <translation>Ce service n’a pas de trigger : seule la sandbox de PayDesk crée des événements à la demande.</translation>
    </message>
    <message>
        <source>The trigger failed: %1 %2</source>
        <translation>Le trigger a échoué : %1 %2</translation>
    </message>
    <message>
        <source>Triggered %1: event %2, transaction %3</source>
        <translation>%1 déclenché : événement %2, transaction %3</translation>
    </message>
    <message>
        <source>, refund %1</source>
        <translation>, remboursement %1</translation>
    </message>
    <message>
        <source>The trigger failed: %1 Change the option and run the command again.</source>
        <translation>Le déclenchement a échoué : %1 Modifiez l’option et relancez la commande.</translation>
    </message>
    <message>
        <source>What to make happen: %1.</source>
        <translation>Ce qui doit se produire : %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::PagedCsvExporter</name>
    <message>
        <source>Could not write to %1: %2</source>
        <translation>Impossible d&apos;écrire dans %1 : %2</translation>
    </message>
    <message>
        <source>The output is not open for writing.</source>
        <translation>La sortie n&apos;est pas ouverte en écriture.</translation>
    </message>
    <message>
        <source>The connection to the service was closed during the export.</source>
        <translation>La connexion au service a été fermée pendant l&apos;export.</translation>
    </message>
    <message>
        <source>The output was closed during the export.</source>
        <translation>La sortie a été fermée pendant l&apos;export.</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>la sortie</translation>
    </message>
    <message>
        <source>The export stopped (rows written: %L1): %2</source>
        <translation>L&apos;export s&apos;est arrêté (lignes écrites : %L1) : %2</translation>
    </message>
    <message>
        <source>The export was cancelled.</source>
        <translation>L&apos;export a été annulé.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::ledger::AccountLedgerModel</name>
    <message>
        <source>Opening balance</source>
        <translation>Solde d&apos;ouverture</translation>
    </message>
    <message>
        <source>Closing balance</source>
        <translation>Solde de clôture</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crédit</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
</context>
<context>
    <name>paydesk::ledger::AccountsTreeModel</name>
    <message>
        <source>%1 %2, under %3</source>
        <translation>%1 %2, sous %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Normal balance</source>
        <translation>Solde normal</translation>
    </message>
</context>
<context>
    <name>paydesk::ledger::TrialBalanceModel</name>
    <message>
        <source>Double-click to see the transactions of this period.</source>
        <translation>Double-cliquez pour voir les transactions de cette période.</translation>
    </message>
</context>
<context>
    <name>paydesk::localsandbox::LocalInspectorSetup</name>
    <message>
        <source>The local sandbox&apos;s webhook signing secret could not be read: %1</source>
        <translation>Le secret de signature des webhooks de la sandbox locale est illisible : %1</translation>
    </message>
    <message>
        <source>The local sandbox&apos;s new webhook signing secret could not be stored: %1</source>
        <translation>Le nouveau secret de signature des webhooks de la sandbox locale n&apos;a pas pu être enregistré : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::localsandbox::LocalSandboxHost</name>
    <message>
        <source>The local sandbox&apos;s API key could not be read: %1</source>
        <translation>La clé d&apos;API de la sandbox locale est illisible : %1</translation>
    </message>
    <message>
        <source>The local sandbox&apos;s new API key could not be stored: %1</source>
        <translation>La nouvelle clé d&apos;API de la sandbox locale n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>Cannot create the local sandbox&apos;s data folder %1.</source>
        <translation>Impossible de créer le dossier de données de la sandbox locale %1.</translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>La sandbox locale n&apos;a pas pu démarrer : %1</translation>
    </message>
    <message>
        <source>Cannot lock the local sandbox&apos;s data folder %1.</source>
        <translation>Impossible de verrouiller le dossier de données %1 de la sandbox locale.</translation>
    </message>
    <message>
        <source>The local sandbox runs in another PayDesk process, and its API key is not in the keychain here. Close that PayDesk, or use the keychain in both.</source>
        <translation>La sandbox locale tourne dans un autre processus PayDesk, et sa clé d’API n’est pas dans le trousseau ici. Fermez cet autre PayDesk, ou utilisez le trousseau dans les deux.</translation>
    </message>
    <message>
        <source>The local sandbox is starting in another PayDesk process and was not ready in time. Try again in a moment.</source>
        <translation>La sandbox locale démarre dans un autre processus PayDesk et n’a pas été prête à temps. Réessayez dans un instant.</translation>
    </message>
</context>
<context>
    <name>paydesk::models::ActivityModel</name>
    <message>
        <source>Charge %1</source>
        <translation>Débit %1</translation>
    </message>
    <message>
        <source>Refund of %1</source>
        <translation>Remboursement de %1</translation>
    </message>
    <message>
        <source>Payment link</source>
        <translation>Lien de paiement</translation>
    </message>
    <message>
        <source>Fraud evaluation</source>
        <translation>Évaluation de fraude</translation>
    </message>
    <message>
        <source>Triggered event %1</source>
        <translation>Événement déclenché %1</translation>
    </message>
    <message>
        <source>Webhook endpoint added</source>
        <translation>Point de terminaison webhook ajouté</translation>
    </message>
    <message>
        <source>Webhook endpoint changed</source>
        <translation>Point de terminaison webhook modifié</translation>
    </message>
    <message>
        <source>Webhook endpoint deleted</source>
        <translation>Point de terminaison webhook supprimé</translation>
    </message>
    <message>
        <source>Event sent again</source>
        <translation>Événement renvoyé</translation>
    </message>
    <message>
        <source>API key created</source>
        <translation>Clé d&apos;API créée</translation>
    </message>
    <message>
        <source>API key rolled</source>
        <translation>Clé d&apos;API renouvelée</translation>
    </message>
    <message>
        <source>API key revoked</source>
        <translation>Clé d&apos;API révoquée</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Fait (%1)</translation>
    </message>
    <message>
        <source>Declined (%1)</source>
        <translation>Refusé par la banque (%1)</translation>
    </message>
    <message>
        <source>Not permitted (%1)</source>
        <translation>Non autorisé (%1)</translation>
    </message>
    <message>
        <source>Not found (%1)</source>
        <translation>Introuvable (%1)</translation>
    </message>
    <message>
        <source>Refused (%1)</source>
        <translation>Refusé (%1)</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>Key %1 (%2)</source>
        <translation>Clé %1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2, record %3</source>
        <translation>%1 %2, enregistrement %3</translation>
    </message>
    <message>
        <source>Open %1 in Transactions</source>
        <translation>Ouvrir %1 dans Transactions</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Idempotency key</source>
        <translation>Clé d&apos;idempotence</translation>
    </message>
</context>
<context>
    <name>paydesk::models::GotoModel</name>
    <message>
        <source>Searching the service…</source>
        <translation>Recherche dans le service…</translation>
    </message>
    <message>
        <source>Could not search the service: %1</source>
        <translation>Impossible de rechercher dans le service : %1</translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>Rien trouvé pour « %1 ».</translation>
    </message>
    <message>
        <source>Panes</source>
        <translation>Volets</translation>
    </message>
    <message>
        <source>Saved views</source>
        <translation>Vues enregistrées</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transactions</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Remboursements</translation>
    </message>
    <message>
        <source>Payment links</source>
        <translation>Liens de paiement</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>Pane</source>
        <translation>Volet</translation>
    </message>
    <message>
        <source>Saved view</source>
        <translation>Vue enregistrée</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Remboursement</translation>
    </message>
    <message>
        <source>Payment link</source>
        <translation>Lien de paiement</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Trouvé</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
</context>
<context>
    <name>paydesk::models::PaymentLinksModel</name>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Expiré</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Expire</translation>
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
        <translation>Couvre les ventes du %1 ; arrive le %2</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Passerelle</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brut</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Remboursé</translation>
    </message>
    <message>
        <source>Bank reference</source>
        <translation>Référence bancaire</translation>
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
        <translation>Ouvrir %1 dans Transactions</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé le</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>paydesk::models::TransactionsModel</name>
    <message>
        <source>Created</source>
        <translation>Créée le</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Passerelle</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Remboursé</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::KeyProfile</name>
    <message>
        <source>The Local sandbox listens on a new port each time it starts, so a profile of its own would not find it again: copy the key instead.</source>
        <translation>La sandbox locale écoute sur un nouveau port à chaque démarrage : un profil à part ne la retrouverait pas. Copiez plutôt la clé.</translation>
    </message>
    <message>
        <source>Keys of production are made in the service&apos;s dashboard.</source>
        <translation>Les clés de production se créent dans le tableau de bord du service.</translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain, so no profile was added: %1</source>
        <translation>La clé n&apos;a pas pu être enregistrée dans le trousseau, aucun profil n&apos;a donc été ajouté : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::ProfileStore</name>
    <message>
        <source>A profile needs a name.</source>
        <translation>Un profil doit avoir un nom.</translation>
    </message>
    <message>
        <source>A profile name has at most 64 characters.</source>
        <translation>Un nom de profil compte au plus 64 caractères.</translation>
    </message>
    <message>
        <source>A profile name cannot start or end with a space.</source>
        <translation>Un nom de profil ne peut ni commencer ni se terminer par un espace.</translation>
    </message>
    <message>
        <source>A profile field looks like an API key or a signing secret. Keys and secrets belong in the keychain, never in the profile.</source>
        <translation>Un champ du profil ressemble à une clé d&apos;API ou à un secret de signature. Les clés et les secrets se rangent dans le trousseau, jamais dans le profil.</translation>
    </message>
    <message>
        <source>The colour &quot;%1&quot; is not of the form #rrggbb.</source>
        <translation>La couleur « %1 » n&apos;est pas au format #rrggbb.</translation>
    </message>
    <message>
        <source>base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <source>dashboard URL</source>
        <translation>URL du tableau de bord</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; exists already.</source>
        <translation>Un profil nommé « %1 » existe déjà.</translation>
    </message>
    <message>
        <source>There is a local sandbox profile already (&quot;%1&quot;).</source>
        <translation>Il existe déjà un profil de sandbox locale (« %1 »).</translation>
    </message>
    <message>
        <source>A profile with this id exists already.</source>
        <translation>Un profil avec cet identifiant existe déjà.</translation>
    </message>
    <message>
        <source>There is no such profile.</source>
        <translation>Ce profil n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The profiles could not be saved to %1.</source>
        <translation>Les profils n&apos;ont pas pu être enregistrés dans %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::PayoutsExport</name>
    <message>
        <source>Payouts</source>
        <translation>Versements</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Passerelle</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brut</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Remboursé</translation>
    </message>
    <message>
        <source>Bank reference</source>
        <translation>Référence bancaire</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Versement</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Couvre</translation>
    </message>
    <message>
        <source>Ledger entry</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Paiement</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Remboursement</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::ReconcileExport</name>
    <message>
        <source>Matched</source>
        <translation>Rapprochés</translation>
    </message>
    <message>
        <source>Amount differences</source>
        <translation>Écarts de montant</translation>
    </message>
    <message>
        <source>Matched to a ledger entry</source>
        <translation>Rapprochés d’une écriture</translation>
    </message>
    <message>
        <source>Statement lines without a payout</source>
        <translation>Lignes du relevé sans versement</translation>
    </message>
    <message>
        <source>Payouts missing from the statement</source>
        <translation>Versements absents du relevé</translation>
    </message>
    <message>
        <source>In transit</source>
        <translation>En transit</translation>
    </message>
    <message>
        <source>In the ledger, not on the statement</source>
        <translation>Au grand livre, pas sur le relevé</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>Statement line</source>
        <translation>Ligne du relevé</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Statement amount</source>
        <translation>Montant du relevé</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Versement</translation>
    </message>
    <message>
        <source>Ledger amount</source>
        <translation>Montant au grand livre</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>Ledger entry</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Item of %1</source>
        <translation>Élément de %1</translation>
    </message>
    <message>
        <source>%1 %2: gross %3, fee %4</source>
        <translation>%1 %2 : brut %3, frais %4</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Remboursement</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Paiement</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Bank (1010) in the ledger at the end of %1</source>
        <translation>Banque (1010) au grand livre à la fin du %1</translation>
    </message>
    <message>
        <source>Closing balance of the statement</source>
        <translation>Solde de clôture du relevé</translation>
    </message>
    <message>
        <source>Difference (ledger − statement)</source>
        <translation>Écart (grand livre − relevé)</translation>
    </message>
    <message>
        <source>Explained: the opening balances differ (ledger %1, statement %2)</source>
        <translation>Expliqué : les soldes d’ouverture diffèrent (grand livre %1, relevé %2)</translation>
    </message>
    <message>
        <source>statement line %1</source>
        <translation>ligne %1 du relevé</translation>
    </message>
    <message>
        <source>Explained: %1, %2</source>
        <translation>Expliqué : %1, %2</translation>
    </message>
    <message>
        <source>Unexplained</source>
        <translation>Non expliqué</translation>
    </message>
    <message>
        <source>The statement gives no closing balance to compare with.</source>
        <translation>Le relevé ne donne pas de solde de clôture à comparer.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %3 to %4): %n line(s) matched</source>
        <translation>
            <numerusform>%1 (%2, du %3 au %4) : %n ligne rapprochée</numerusform>
            <numerusform>%1 (%2, du %3 au %4) : %n lignes rapprochées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n amount difference(s)</source>
        <translation>
            <numerusform> ; %n écart de montant</numerusform>
            <numerusform> ; %n écarts de montant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n statement line(s) without a payout</source>
        <translation>
            <numerusform>, %n ligne du relevé sans versement</numerusform>
            <numerusform>, %n lignes du relevé sans versement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n payout(s) missing</source>
        <translation>
            <numerusform>, %n versement absent</numerusform>
            <numerusform>, %n versements absents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n in transit</source>
        <translation>
            <numerusform>, %n en transit</numerusform>
            <numerusform>, %n en transit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n ledger entry(s) not on the statement.</source>
        <translation>
            <numerusform>, %n écriture absente du relevé.</numerusform>
            <numerusform>, %n écritures absentes du relevé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank in the ledger %1, the statement&apos;s closing balance %2: a difference of %3.</source>
        <translation>Banque au grand livre %1, solde de clôture du relevé %2 : un écart de %3.</translation>
    </message>
    <message>
        <source>%1 of it is not explained by the lines above.</source>
        <translation>%1 n’en est pas expliqué par les lignes ci-dessus.</translation>
    </message>
    <message>
        <source>Reconciled.</source>
        <translation>Rapproché.</translation>
    </message>
    <message>
        <source>Not reconciled.</source>
        <translation>Non rapproché.</translation>
    </message>
    <message>
        <source>Bank statement reconciliation</source>
        <translation>Rapprochement bancaire</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::ReconcileLoader</name>
    <message>
        <source>This service does not offer %1, so no statement can be reconciled with it.</source>
        <translation>Ce service ne propose pas %1 ; aucun relevé ne peut donc être rapproché avec lui.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 covers %2 to %3, days after today (%4): it is a statement for another period.</source>
        <translation>%1 couvre du %2 au %3, des jours après aujourd’hui (%4) : c’est un relevé d’une autre période.</translation>
    </message>
    <message>
        <source>the ledger&apos;s accounts</source>
        <translation>les comptes du grand livre</translation>
    </message>
    <message>
        <source>%1 is a statement in %2; this ledger has no %2 (it keeps %3).</source>
        <translation>%1 est un relevé en %2 ; ce grand livre n’a pas de %2 (il tient %3).</translation>
    </message>
    <message>
        <source>payouts (GET /api/v1/payouts)</source>
        <translation>les versements (GET /api/v1/payouts)</translation>
    </message>
    <message>
        <source>the Bank account&apos;s entries</source>
        <translation>les écritures du compte Banque</translation>
    </message>
    <message>
        <source>the items of payout %1</source>
        <translation>les éléments du versement %1</translation>
    </message>
    <message>
        <source>%1 covers %2 to %3, when this ledger&apos;s Bank account has no entries: it is a statement for another period.</source>
        <translation>%1 couvre du %2 au %3, quand le compte Banque de ce grand livre n’a aucune écriture : c’est un relevé d’une autre période.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::StatementReader</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>no folder for AqBanking&apos;s settings could be made.</source>
        <translation>aucun dossier n’a pu être créé pour les réglages d’AqBanking.</translation>
    </message>
    <message>
        <source>AqBanking could not be started.</source>
        <translation>AqBanking n’a pas pu démarrer.</translation>
    </message>
    <message>
        <source>the file cannot be read (%1).</source>
        <translation>le fichier ne peut pas être lu (%1).</translation>
    </message>
    <message>
        <source>the file could not be handed to AqBanking.</source>
        <translation>le fichier n’a pas pu être transmis à AqBanking.</translation>
    </message>
    <message>
        <source>AqBanking cannot read this %1 statement (its error %2).</source>
        <translation>AqBanking ne peut pas lire ce relevé %1 (son erreur %2).</translation>
    </message>
    <message>
        <source>AqBanking reads %1 entries where PayDesk finds %2; the file is not read, rather than read in part.</source>
        <translation>AqBanking lit %1 entrées là où PayDesk en trouve %2 ; le fichier n’est pas lu plutôt que lu en partie.</translation>
    </message>
    <message>
        <source>AqBanking reads the amount as %1, PayDesk as %2 minor units.</source>
        <translation>AqBanking lit le montant comme %1, PayDesk comme %2 unités mineures.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>AqBanking finds no date for this entry.</source>
        <translation>AqBanking ne trouve pas de date pour cette entrée.</translation>
    </message>
    <message>
        <source>AqBanking reads the closing balance as %1, PayDesk as %2 minor units.</source>
        <translation>AqBanking lit le solde de clôture comme %1, PayDesk comme %2 unités mineures.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::StatementScan</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>the currency &quot;%1&quot; is not an ISO 4217 code PayDesk knows.</source>
        <translation>la devise « %1 » n’est pas un code ISO 4217 connu de PayDesk.</translation>
    </message>
    <message numerus="yes">
        <source>the amount &quot;%1&quot; is not a number in %2, which has %n decimal(s).</source>
        <translation>
            <numerusform>le montant « %1 » n’est pas un nombre en %2, qui a %n décimale.</numerusform>
            <numerusform>le montant « %1 » n’est pas un nombre en %2, qui a %n décimales.</numerusform>
        </translation>
    </message>
    <message>
        <source>the balance &quot;%1&quot; is not of the form :60F:C260301EUR1234,56.</source>
        <translation>le solde « %1 » n’a pas la forme :60F:C260301EUR1234,56.</translation>
    </message>
    <message>
        <source>this balance is in %1, the statement in %2.</source>
        <translation>ce solde est en %1, le relevé en %2.</translation>
    </message>
    <message>
        <source>an entry comes before the opening balance (:60F:), so its currency is not known.</source>
        <translation>une entrée précède le solde d’ouverture (:60F:) ; sa devise est donc inconnue.</translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; is not of the form :61:YYMMDD[MMDD]C|D&lt;amount&gt;N&lt;type&gt;&lt;reference&gt;.</source>
        <translation>l’entrée « %1 » n’a pas la forme :61:AAMMJJ[MMJJ]C|D&lt;montant&gt;N&lt;type&gt;&lt;référence&gt;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date.</source>
        <translation>« %1 » n’est pas une date.</translation>
    </message>
    <message>
        <source>the MT940 statement has no balance (:60F:).</source>
        <translation>le relevé MT940 n’a pas de solde (:60F:).</translation>
    </message>
    <message>
        <source>the entry has no amount with CRDT or DBIT.</source>
        <translation>l’entrée n’a pas de montant avec CRDT ou DBIT.</translation>
    </message>
    <message>
        <source>this amount is in %1, the statement in %2.</source>
        <translation>ce montant est en %1, le relevé en %2.</translation>
    </message>
    <message>
        <source>this XML file is not a camt.053 bank statement.</source>
        <translation>ce fichier XML n’est pas un relevé bancaire camt.053.</translation>
    </message>
    <message>
        <source>the entry has no booking date (BookgDt).</source>
        <translation>l’entrée n’a pas de date de comptabilisation (BookgDt).</translation>
    </message>
    <message>
        <source>the XML breaks off or is not well formed (%1).</source>
        <translation>le XML s’interrompt ou n’est pas bien formé (%1).</translation>
    </message>
    <message>
        <source>the statement names no currency.</source>
        <translation>le relevé n’indique aucune devise.</translation>
    </message>
    <message>
        <source>a transaction comes before the currency (CURDEF).</source>
        <translation>une transaction précède la devise (CURDEF).</translation>
    </message>
    <message>
        <source>the transaction has no date (DTPOSTED).</source>
        <translation>la transaction n’a pas de date (DTPOSTED).</translation>
    </message>
    <message>
        <source>the transaction (STMTTRN) is not closed.</source>
        <translation>la transaction (STMTTRN) n’est pas fermée.</translation>
    </message>
    <message>
        <source>the OFX file names no currency (CURDEF).</source>
        <translation>le fichier OFX n’indique aucune devise (CURDEF).</translation>
    </message>
    <message>
        <source>a quoted field is never closed.</source>
        <translation>un champ entre guillemets n’est jamais fermé.</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>le fichier est vide.</translation>
    </message>
    <message>
        <source>this is not a bank statement PayDesk can read: camt.053, MT940, OFX, or CSV with a header naming a date and an amount column.</source>
        <translation>ce n’est pas un relevé bancaire que PayDesk sait lire : camt.053, MT940, OFX, ou CSV dont l’en-tête nomme une colonne de date et une de montant.</translation>
    </message>
    <message>
        <source>the header names no currency column, so the amounts&apos; currency is not known.</source>
        <translation>l’en-tête ne nomme aucune colonne de devise ; la devise des montants est donc inconnue.</translation>
    </message>
    <message>
        <source>the line has %1 fields where the header has %2.</source>
        <translation>la ligne a %1 champs là où l’en-tête en a %2.</translation>
    </message>
    <message>
        <source>this line is in %1, the lines before it in %2.</source>
        <translation>cette ligne est en %1, les lignes précédentes en %2.</translation>
    </message>
    <message>
        <source>the statement has no lines.</source>
        <translation>le relevé n’a aucune ligne.</translation>
    </message>
    <message>
        <source>the statement covers no days: it has no dates.</source>
        <translation>le relevé ne couvre aucun jour : il n’a pas de dates.</translation>
    </message>
</context>
<context>
    <name>paydesk::reconcile::TableFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>the workbook was not created.</source>
        <translation>le classeur n’a pas été créé.</translation>
    </message>
    <message>
        <source>the file could not be replaced.</source>
        <translation>le fichier n’a pas pu être remplacé.</translation>
    </message>
</context>
<context>
    <name>paydesk::session::Session</name>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>La sandbox locale n&apos;a pas pu démarrer : %1</translation>
    </message>
    <message>
        <source>No API key is stored for &quot;%1&quot;. Paste one in the profile editor.</source>
        <translation>Aucune clé d&apos;API n&apos;est enregistrée pour « %1 ». Collez-en une dans l&apos;éditeur de profils.</translation>
    </message>
    <message>
        <source>The local sandbox&apos;s data was not deleted: another PayDesk (a command or a second window) is using it. Close it, then reset again.</source>
        <translation>Les données de la sandbox locale n’ont pas été supprimées : un autre PayDesk (une commande ou une seconde fenêtre) les utilise. Fermez-le, puis réinitialisez à nouveau.</translation>
    </message>
</context>
<context>
    <name>paydesk::session::WebhookInspector</name>
    <message>
        <source>the Local sandbox&apos;s secret</source>
        <translation>le secret de la Sandbox locale</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AccountLedgerDialog</name>
    <message>
        <source>Account %1 %2</source>
        <translation>Compte %1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 %2&lt;/b&gt; in %3, %4 to %5 (UTC days)&lt;br&gt;Opening balance %6 · Closing balance %7</source>
        <translation>&lt;b&gt;%1 %2&lt;/b&gt; en %3, du %4 au %5 (jours UTC)&lt;br&gt;Solde d&apos;ouverture %6 · Solde de clôture %7</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
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
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export ledger</source>
        <translation>Exporter le grand livre du compte</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Export vers %1…</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries. Double-click an entry to open its transaction, refund or payout.</source>
        <translation>
            <numerusform>%n écriture. Double-cliquez sur une écriture pour ouvrir sa transaction, son remboursement ou son versement.</numerusform>
            <numerusform>%n écritures. Double-cliquez sur une écriture pour ouvrir sa transaction, son remboursement ou son versement.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AccountsPane</name>
    <message>
        <source>Filter by code, name or type</source>
        <translation>Filtrer par code, nom ou type</translation>
    </message>
    <message>
        <source>Filter accounts</source>
        <translation>Filtrer les comptes</translation>
    </message>
    <message>
        <source>&amp;Expand all</source>
        <translation>&amp;Tout développer</translation>
    </message>
    <message>
        <source>Expand all accounts</source>
        <translation>Développer tous les comptes</translation>
    </message>
    <message>
        <source>C&amp;ollapse all</source>
        <translation>Tout &amp;réduire</translation>
    </message>
    <message>
        <source>Collapse all accounts</source>
        <translation>Réduire tous les comptes</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Reload the chart of accounts</source>
        <translation>Recharger le plan comptable</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Plan comptable</translation>
    </message>
    <message numerus="yes">
        <source>%n account(s) in the chart.</source>
        <translation>
            <numerusform>%n compte dans le plan comptable.</numerusform>
            <numerusform>%n comptes dans le plan comptable.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected. Choose a profile to see its chart of accounts.</source>
        <translation>Non connecté. Choisissez un profil pour voir son plan comptable.</translation>
    </message>
    <message>
        <source>The chart of accounts could not be loaded: %1</source>
        <translation>Le plan comptable n&apos;a pas pu être chargé : %1</translation>
    </message>
    <message>
        <source>Loading the chart of accounts…</source>
        <translation>Chargement du plan comptable…</translation>
    </message>
    <message>
        <source>The chart of accounts is empty.</source>
        <translation>Le plan comptable est vide.</translation>
    </message>
    <message>
        <source>No account matches &quot;%1&quot;.</source>
        <translation>Aucun compte ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>%1 %2 is a group: its entries are on its accounts.</source>
        <translation>%1 %2 est un groupe : ses écritures figurent sur ses comptes.</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Export the chart of accounts</source>
        <translation>Exporter le plan comptable</translation>
    </message>
    <message>
        <source>Save the chart of accounts as CSV or XLSX (Ctrl+E)</source>
        <translation>Enregistrer le plan comptable en CSV ou XLSX (Ctrl+E)</translation>
    </message>
    <message>
        <source>The chart of accounts is not loaded yet.</source>
        <translation>Le plan comptable n’est pas encore chargé.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export chart of accounts</source>
        <translation>Exporter le plan comptable</translation>
    </message>
    <message>
        <source>Exporting the chart of accounts to %1…</source>
        <translation>Export du plan comptable vers %1…</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n account(s) to %1.</source>
        <translation>
            <numerusform>%n compte exporté vers %1.</numerusform>
            <numerusform>%n comptes exportés vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>E&amp;xpand all accounts</source>
        <translation>&amp;Développer tous les comptes</translation>
    </message>
    <message>
        <source>Co&amp;llapse all accounts</source>
        <translation>&amp;Réduire tous les comptes</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ActivityPane</name>
    <message>
        <source>This service keeps no activity log: PayDesk&apos;s sandbox does, the hosted service may not.</source>
        <translation>Ce service ne tient pas de journal d&apos;activité : la sandbox de PayDesk le fait, le service hébergé peut-être pas.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Only the requests of this API key</source>
        <translation>Seulement les requêtes de cette clé d&apos;API</translation>
    </message>
    <message>
        <source>All keys</source>
        <translation>Toutes les clés</translation>
    </message>
    <message>
        <source>Requests made in this range of days (UTC)</source>
        <translation>Requêtes faites pendant ces jours (UTC)</translation>
    </message>
    <message>
        <source>&amp;Open transaction</source>
        <translation>&amp;Ouvrir la transaction</translation>
    </message>
    <message>
        <source>Show the selected request&apos;s transaction in Transactions (Enter)</source>
        <translation>Afficher la transaction de la requête sélectionnée dans Transactions (Entrée)</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>Write every request these filters match to a CSV file</source>
        <translation>Écrire toutes les requêtes retenues par ces filtres dans un fichier CSV</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Activité</translation>
    </message>
    <message>
        <source>Could not load the activity: %1</source>
        <translation>Impossible de charger l&apos;activité : %1</translation>
    </message>
    <message>
        <source>Could not load the activity.</source>
        <translation>Impossible de charger l&apos;activité.</translation>
    </message>
    <message>
        <source>Requests loaded: %L1, loading more…</source>
        <translation>Requêtes chargées : %L1, chargement de la suite…</translation>
    </message>
    <message>
        <source>Requests loaded: %L1; more load as you scroll.</source>
        <translation>Requêtes chargées : %L1 ; la suite se charge au défilement.</translation>
    </message>
    <message>
        <source>Requests: %L1, all loaded.</source>
        <translation>Requêtes : %L1, toutes chargées.</translation>
    </message>
    <message>
        <source>No requests match these filters</source>
        <translation>Aucune requête ne correspond à ces filtres</translation>
    </message>
    <message>
        <source>No requests match ‘%1’ with these filters</source>
        <translation>Aucune requête ne correspond à « %1 » avec ces filtres</translation>
    </message>
    <message>
        <source>Nothing changed yet: charges, refunds, payment links and webhook endpoint changes show here, with the key that made them.</source>
        <translation>Rien n&apos;a encore changé : débits, remboursements, liens de paiement et changements de points de terminaison webhook apparaissent ici, avec la clé qui les a faits.</translation>
    </message>
    <message>
        <source>%1 (…%2)</source>
        <translation>%1 (…%2)</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Exporter l&apos;activité</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Exported %L1 requests…</source>
        <translation>%L1 requêtes exportées…</translation>
    </message>
    <message>
        <source>Exported to %1 (requests: %L2).</source>
        <translation>Exporté vers %1 (requêtes : %L2).</translation>
    </message>
    <message>
        <source>activity-%1</source>
        <translation>activité-%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChargeFields</name>
    <message>
        <source>%1 characters; at most %2 are allowed.</source>
        <translation>%1 caractères ; le maximum autorisé est de %2.</translation>
    </message>
    <message>
        <source>Enter an amount greater than zero.</source>
        <translation>Saisissez un montant supérieur à zéro.</translation>
    </message>
    <message>
        <source>The amount can be at most %1.</source>
        <translation>Le montant ne peut pas dépasser %1.</translation>
    </message>
    <message>
        <source>Choose a currency from the list, for example USD.</source>
        <translation>Choisissez une devise dans la liste, par exemple USD.</translation>
    </message>
    <message>
        <source>Enter the gateway, for example cardnet.</source>
        <translation>Saisissez la passerelle, par exemple cardnet.</translation>
    </message>
    <message>
        <source>Use 1–32 lowercase letters, digits or underscores, for example cardnet.</source>
        <translation>Utilisez 1 à 32 lettres minuscules, chiffres ou tirets bas, par exemple cardnet.</translation>
    </message>
    <message>
        <source>Enter your reference for this order.</source>
        <translation>Saisissez votre référence pour cette commande.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DataView</name>
    <message>
        <source>Loading</source>
        <translation>Chargement</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DateRangeFilter</name>
    <message>
        <source>Date range</source>
        <translation>Plage de dates</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DeliveryDetail</name>
    <message>
        <source>Delivery details</source>
        <translation>Détails de la livraison</translation>
    </message>
    <message>
        <source>Request headers</source>
        <translation>En-têtes de la requête</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>En-tête</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>&amp;Headers</source>
        <translation>&amp;En-têtes</translation>
    </message>
    <message>
        <source>Body, formatted</source>
        <translation>Corps, mis en forme</translation>
    </message>
    <message>
        <source>&amp;Body</source>
        <translation>&amp;Corps</translation>
    </message>
    <message>
        <source>Body, raw bytes</source>
        <translation>Corps, octets bruts</translation>
    </message>
    <message>
        <source>&amp;Raw</source>
        <translation>&amp;Brut</translation>
    </message>
    <message>
        <source>Verification steps</source>
        <translation>Étapes de vérification</translation>
    </message>
    <message>
        <source>&amp;Verification</source>
        <translation>&amp;Vérification</translation>
    </message>
    <message>
        <source>Select a delivery to see its headers, body and signature check.</source>
        <translation>Sélectionnez une livraison pour voir ses en-têtes, son corps et la vérification de sa signature.</translation>
    </message>
    <message>
        <source>(unknown event)</source>
        <translation>(événement inconnu)</translation>
    </message>
    <message>
        <source>%1 request</source>
        <translation>Requête %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(aucun id)</translation>
    </message>
    <message>
        <source>This delivery is no longer stored (the retention removed it).</source>
        <translation>Cette livraison n&apos;est plus enregistrée (la politique de conservation l&apos;a supprimée).</translation>
    </message>
    <message>
        <source>(request)</source>
        <translation>(requête)</translation>
    </message>
    <message>
        <source>From %1, %2</source>
        <translation>De %1, %2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DeliveryFilterBar</name>
    <message>
        <source>Event type filter</source>
        <translation>Filtre de type d&apos;événement</translation>
    </message>
    <message>
        <source>Show one event type</source>
        <translation>Afficher un seul type d&apos;événement</translation>
    </message>
    <message>
        <source>All event types</source>
        <translation>Tous les types d&apos;événements</translation>
    </message>
    <message>
        <source>Verdict filter</source>
        <translation>Filtre de verdict</translation>
    </message>
    <message>
        <source>Show deliveries by what their signature check found</source>
        <translation>Afficher les livraisons selon le résultat de la vérification de leur signature</translation>
    </message>
    <message>
        <source>All verdicts</source>
        <translation>Tous les verdicts</translation>
    </message>
    <message>
        <source>Invalid (any reason)</source>
        <translation>Invalides (toute raison)</translation>
    </message>
    <message>
        <source>Search deliveries</source>
        <translation>Rechercher dans les livraisons</translation>
    </message>
    <message>
        <source>Search id, transaction, body…</source>
        <translation>Rechercher id, transaction, corps…</translation>
    </message>
    <message>
        <source>Profile filter</source>
        <translation>Filtre de profil</translation>
    </message>
    <message>
        <source>Show the deliveries of the profile in use, or of every profile</source>
        <translation>Afficher les livraisons du profil utilisé, ou de tous les profils</translation>
    </message>
    <message>
        <source>This profile</source>
        <translation>Ce profil</translation>
    </message>
    <message>
        <source>All profiles</source>
        <translation>Tous les profils</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EnvironmentBanner</name>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>LIVE: real money — %1</source>
        <translation>LIVE : argent réel — %1</translation>
    </message>
    <message>
        <source>Test data: %1</source>
        <translation>Données de test : %1</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Aucun profil</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GotoAnything</name>
    <message>
        <source>&amp;Go to anything…</source>
        <translation>&amp;Aller à…</translation>
    </message>
    <message>
        <source>Find a transaction, refund, payment link, account, saved view or pane, and go there (Ctrl+K)</source>
        <translation>Trouver une transaction, un remboursement, un lien de paiement, un compte, une vue enregistrée ou un volet, et y aller (Ctrl+K)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GotoAnythingPopup</name>
    <message>
        <source>Go to anything</source>
        <translation>Aller à</translation>
    </message>
    <message>
        <source>A transaction, refund, payment link, account or pane</source>
        <translation>Transaction, remboursement, lien de paiement, compte ou volet</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Type an id, a reference or a name; Up and Down choose, Enter goes there, Escape closes.</source>
        <translation>Saisissez un identifiant, une référence ou un nom ; Haut et Bas choisissent, Entrée y va, Échap ferme.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>↑ ↓ choose · Enter go there · Esc close</source>
        <translation>↑ ↓ choisir · Entrée y aller · Échap fermer</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::KeysDialog</name>
    <message>
        <source>API keys of %1</source>
        <translation>Clés d&apos;API de %1</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>Clés d&apos;API</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Permissions</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>&amp;Create key…</source>
        <translation>&amp;Créer une clé…</translation>
    </message>
    <message>
        <source>R&amp;oll…</source>
        <translation>Re&amp;nouveler…</translation>
    </message>
    <message>
        <source>A new key with the same name and permissions; the old one keeps working for the hours you choose, so what uses it can move over</source>
        <translation>Une nouvelle clé avec le même nom et les mêmes permissions ; l&apos;ancienne fonctionne encore le nombre d&apos;heures choisi, le temps que ce qui l&apos;utilise change de clé</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>Ré&amp;voquer</translation>
    </message>
    <message>
        <source>The key&apos;s next request is refused</source>
        <translation>La prochaine requête de la clé est refusée</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>The new key</source>
        <translation>La nouvelle clé</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>Co&amp;pier</translation>
    </message>
    <message>
        <source>The key is on the clipboard.</source>
        <translation>La clé est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>This profile&apos;s key is not described by the service.</source>
        <translation>Le service ne décrit pas la clé de ce profil.</translation>
    </message>
    <message>
        <source>This profile uses the key &quot;%1&quot; (%2) of merchant %3: %4; %5.</source>
        <translation>Ce profil utilise la clé « %1 » (%2) du marchand %3 : %4 ; %5.</translation>
    </message>
    <message>
        <source>works until %1</source>
        <translation>valable jusqu&apos;au %1</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>sans expiration</translation>
    </message>
    <message>
        <source>Revoked %1</source>
        <translation>Révoquée %1</translation>
    </message>
    <message>
        <source>Expired %1</source>
        <translation>Expirée %1</translation>
    </message>
    <message>
        <source>Works until %1</source>
        <translation>Valable jusqu&apos;au %1</translation>
    </message>
    <message>
        <source>Works</source>
        <translation>Valable</translation>
    </message>
    <message>
        <source>Full access</source>
        <translation>Accès complet</translation>
    </message>
    <message>
        <source>%1 (this profile)</source>
        <translation>%1 (ce profil)</translation>
    </message>
    <message>
        <source>This service has no key management: its keys are made in its dashboard.</source>
        <translation>Ce service n&apos;a pas de gestion des clés : ses clés se créent dans son tableau de bord.</translation>
    </message>
    <message>
        <source>Revoked this profile&apos;s own key: the service refuses it from now on.</source>
        <translation>La clé de ce profil est révoquée : le service la refuse désormais.</translation>
    </message>
    <message>
        <source>Revoked %1: its next request is refused.</source>
        <translation>%1 révoquée : sa prochaine requête est refusée.</translation>
    </message>
    <message>
        <source>Created the key &quot;%1&quot;.</source>
        <translation>Clé « %1 » créée.</translation>
    </message>
    <message>
        <source>Rolled the key &quot;%1&quot;: the old one works until %2.</source>
        <translation>Clé « %1 » renouvelée : l&apos;ancienne reste valable jusqu&apos;au %2.</translation>
    </message>
    <message>
        <source>%1 Its value did not arrive (the request was sent again), so it cannot be used: revoke it and make another.</source>
        <translation>%1 Sa valeur n&apos;est pas arrivée (la requête a été renvoyée), elle est donc inutilisable : révoquez-la et créez-en une autre.</translation>
    </message>
    <message>
        <source>%1 It could not replace this profile&apos;s key in the keychain (%2); copy it now.</source>
        <translation>%1 Elle n&apos;a pas pu remplacer la clé de ce profil dans le trousseau (%2) ; copiez-la maintenant.</translation>
    </message>
    <message>
        <source>%1 This profile uses the new key from now on.</source>
        <translation>%1 Ce profil utilise désormais la nouvelle clé.</translation>
    </message>
    <message>
        <source>%1 It could not be kept as a profile (%2); copy it now.</source>
        <translation>%1 Elle n&apos;a pas pu être gardée comme profil (%2) ; copiez-la maintenant.</translation>
    </message>
    <message>
        <source>%1 It is kept as the profile &quot;%2&quot;, its value in the keychain only.</source>
        <translation>%1 Elle est gardée comme profil « %2 », sa valeur seulement dans le trousseau.</translation>
    </message>
    <message>
        <source>%1 Its value is shown this once; PayDesk keeps no copy.</source>
        <translation>%1 Sa valeur n&apos;est montrée que cette fois ; PayDesk n&apos;en garde aucune copie.</translation>
    </message>
    <message>
        <source>Revoke the key &quot;%1&quot;? Whatever uses it is refused from its next request.</source>
        <translation>Révoquer la clé « %1 » ? Ce qui l’utilise est refusé dès sa prochaine requête.</translation>
    </message>
    <message>
        <source>It is this profile&apos;s own key: PayDesk is refused with this profile until the Local sandbox starts again.</source>
        <translation>C&apos;est la clé de ce profil : PayDesk sera refusé avec ce profil jusqu&apos;au prochain démarrage de la sandbox locale.</translation>
    </message>
    <message>
        <source>It is this profile&apos;s own key: PayDesk is refused with this profile until you give it another key.</source>
        <translation>C&apos;est la clé de ce profil : PayDesk sera refusé avec ce profil jusqu&apos;à ce que vous lui donniez une autre clé.</translation>
    </message>
    <message>
        <source>Revoke key</source>
        <translation>Révoquer la clé</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <source>Panes</source>
        <translation>Volets</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transactions</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Remboursements</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Plan comptable</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Balance générale</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Ac&amp;tualiser</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Export what the pane shows (Ctrl+E)</source>
        <translation>Exporter le contenu du volet (Ctrl+E)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Transaction</source>
        <translation>&amp;Transaction</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profil</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About PayDesk</source>
        <translation>À &amp;propos de PayDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <source>test</source>
        <translation>test</translation>
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
        <translation>À propos de PayDesk</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Webhooks</source>
        <translation>&amp;Webhooks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PayDesk %1&lt;/h3&gt;&lt;p&gt;A desktop back office for merchants of the Payment Transactions Service.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licences&lt;/b&gt;&lt;br&gt;PayDesk is free software under the MIT licence.&lt;br&gt;Qt is used under the GNU LGPL version 3.&lt;br&gt;QtKeychain: BSD 2-clause licence.&lt;br&gt;libxlsxwriter: BSD 2-clause licence (with parts under the MIT, zlib and public-domain licences).&lt;br&gt;SQLite: public domain.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PayDesk %1&lt;/h3&gt;&lt;p&gt;Un back-office de bureau pour les marchands du Payment Transactions Service.&lt;/p&gt;&lt;p&gt;Conçu avec Qt %2, exécuté avec Qt %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licences&lt;/b&gt;&lt;br&gt;PayDesk est un logiciel libre sous licence MIT.&lt;br&gt;Qt est utilisé sous la licence GNU LGPL version 3.&lt;br&gt;QtKeychain : licence BSD à 2 clauses.&lt;br&gt;libxlsxwriter : licence BSD à 2 clauses (avec des parties sous licences MIT et zlib et dans le domaine public).&lt;br&gt;SQLite : domaine public.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Payment links</source>
        <translation>Liens de paiement</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Versements</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Activité</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ManageViewsDialog</name>
    <message>
        <source>Saved views</source>
        <translation>Vues enregistrées</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Pane</source>
        <translation>Volet</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>This profile has no saved views. Set a pane&apos;s filters, then choose View ▸ Saved views ▸ Save view…, or import a file of views.</source>
        <translation>Ce profil n’a pas de vue enregistrée. Réglez les filtres d’un volet, puis choisissez Affichage ▸ Vues enregistrées ▸ Enregistrer la vue…, ou importez un fichier de vues.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Descen&amp;dre</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Write every view of this profile to a JSON file, to share</source>
        <translation>Écrire toutes les vues de ce profil dans un fichier JSON, à partager</translation>
    </message>
    <message>
        <source>Add the views of a JSON file; a view of the same name is replaced</source>
        <translation>Ajouter les vues d’un fichier JSON ; une vue de même nom est remplacée</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Afficher dans le dossier</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NewChargeDialog</name>
    <message>
        <source>New charge (LIVE)</source>
        <translation>Nouveau paiement (LIVE)</translation>
    </message>
    <message>
        <source>Live profile: this charge takes real money from the customer&apos;s card.</source>
        <translation>Profil LIVE : ce paiement prélève de l&apos;argent réel sur la carte du client.</translation>
    </message>
    <message>
        <source>&amp;Charge</source>
        <translation>&amp;Encaisser</translation>
    </message>
    <message>
        <source>Stopped waiting. If the charge reached the service, pressing Charge again repeats the same request and cannot charge twice.</source>
        <translation>Attente interrompue. Si le paiement a atteint le service, appuyer de nouveau sur Encaisser répète la même requête et ne peut pas encaisser deux fois.</translation>
    </message>
    <message>
        <source>Fraud check cancelled.</source>
        <translation>Vérification antifraude annulée.</translation>
    </message>
    <message>
        <source>Enter the customer&apos;s email like name@example.com, or leave it empty.</source>
        <translation>Saisissez l&apos;e-mail du client sous la forme nom@example.com, ou laissez le champ vide.</translation>
    </message>
    <message>
        <source>Enter an IPv4 or IPv6 address, or leave it empty.</source>
        <translation>Saisissez une adresse IPv4 ou IPv6, ou laissez le champ vide.</translation>
    </message>
    <message>
        <source>Enter the customer&apos;s country as two letters, for example US.</source>
        <translation>Saisissez le pays du client en deux lettres, par exemple US.</translation>
    </message>
    <message>
        <source>Enter the first 6 to 8 digits of the card number.</source>
        <translation>Saisissez les 6 à 8 premiers chiffres du numéro de carte.</translation>
    </message>
    <message>
        <source>Enter the card&apos;s country as two letters, for example GB.</source>
        <translation>Saisissez le pays de la carte en deux lettres, par exemple GB.</translation>
    </message>
    <message>
        <source>Checking the fraud risk…</source>
        <translation>Évaluation du risque de fraude…</translation>
    </message>
    <message>
        <source>Charging…</source>
        <translation>Encaissement…</translation>
    </message>
    <message>
        <source>Score %1 of 100</source>
        <translation>Score de %1 sur 100</translation>
    </message>
    <message>
        <source>The fraud rules advise declining this charge. Charge stays disabled unless you override the decline.</source>
        <translation>Les règles antifraude recommandent de refuser ce paiement. Encaisser reste désactivé tant que vous ne passez pas outre le refus.</translation>
    </message>
    <message>
        <source>Review the reasons below; press Charge if you are satisfied.</source>
        <translation>Examinez les motifs ci-dessous ; appuyez sur Encaisser s&apos;ils vous conviennent.</translation>
    </message>
    <message>
        <source>No risk signals.</source>
        <translation>Aucun signal de risque.</translation>
    </message>
    <message>
        <source>Low risk.</source>
        <translation>Risque faible.</translation>
    </message>
    <message>
        <source>The details changed since the last check. Charge runs the check again first.</source>
        <translation>Les informations ont changé depuis la dernière vérification. Encaisser relance d&apos;abord la vérification.</translation>
    </message>
    <message>
        <source>A failed transaction was stored: %1</source>
        <translation>Une transaction échouée a été enregistrée : %1</translation>
    </message>
    <message>
        <source>type %1 to confirm</source>
        <translation>tapez %1 pour confirmer</translation>
    </message>
    <message>
        <source>type the amount above to confirm</source>
        <translation>tapez le montant ci-dessus pour confirmer</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NewKeyDialog</name>
    <message>
        <source>Read transactions, refunds and payment links</source>
        <translation>Lire les transactions, remboursements et liens de paiement</translation>
    </message>
    <message>
        <source>Charge, make payment links, evaluate fraud</source>
        <translation>Débiter, créer des liens de paiement, évaluer la fraude</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Rembourser</translation>
    </message>
    <message>
        <source>Read the ledger</source>
        <translation>Lire le grand livre</translation>
    </message>
    <message>
        <source>Manage webhook endpoints</source>
        <translation>Gérer les points de terminaison webhook</translation>
    </message>
    <message>
        <source>Full access, keys included</source>
        <translation>Accès complet, clés comprises</translation>
    </message>
    <message>
        <source>Create an API key</source>
        <translation>Créer une clé d&apos;API</translation>
    </message>
    <message>
        <source>e.g. Shop plugin</source>
        <translation>p. ex. Module de la boutique</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keep it as a new profile named</source>
        <translation>La garder comme nouveau profil nommé</translation>
    </message>
    <message>
        <source>The new profile&apos;s name</source>
        <translation>Le nom du nouveau profil</translation>
    </message>
    <message>
        <source>Otherwise its value is shown once, to copy.</source>
        <translation>Sinon sa valeur est montrée une fois, à copier.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Permissions:</source>
        <translation>Permissions :</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PagedTablePane</name>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>Refreshing…</source>
        <translation>Actualisation…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>Not connected to a service.</source>
        <translation>Non connecté à un service.</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Réinitialiser les colonnes</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <source>Show every row again: no search, every status, all time</source>
        <translation>Afficher à nouveau toutes les lignes : aucune recherche, tous les statuts, toute la période</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PaymentLinkDetail</name>
    <message>
        <source>Select a payment link to see its details.</source>
        <translation>Sélectionnez un lien de paiement pour voir ses détails.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Checkout URL</source>
        <translation>URL de paiement</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Expire</translation>
    </message>
    <message>
        <source>Paid by</source>
        <translation>Payé par</translation>
    </message>
    <message>
        <source>&amp;Copy link</source>
        <translation>&amp;Copier le lien</translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation>Ouvrir dans le &amp;navigateur</translation>
    </message>
    <message>
        <source>Open &amp;transaction</source>
        <translation>Ouvrir la &amp;transaction</translation>
    </message>
    <message>
        <source>Open the transaction that paid this link</source>
        <translation>Ouvrir la transaction qui a payé ce lien</translation>
    </message>
    <message>
        <source>Tries to pay</source>
        <translation>Tentatives de paiement</translation>
    </message>
    <message>
        <source>Tries to pay this link</source>
        <translation>Tentatives de paiement de ce lien</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Nobody has tried to pay this link yet.</source>
        <translation>Personne n’a encore essayé de payer ce lien.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not paid yet</source>
        <translation>Pas encore payé</translation>
    </message>
    <message>
        <source>Copied the checkout link of %1.</source>
        <translation>Lien de paiement de %1 copié.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PaymentLinkDialog</name>
    <message>
        <source>New payment link (LIVE)</source>
        <translation>Nouveau lien de paiement (LIVE)</translation>
    </message>
    <message>
        <source>Live profile: customers who pay this link pay real money.</source>
        <translation>Profil LIVE : les clients qui paient via ce lien paient avec de l&apos;argent réel.</translation>
    </message>
    <message>
        <source>C&amp;reate link</source>
        <translation>Cré&amp;er le lien</translation>
    </message>
    <message>
        <source>Copied the checkout URL to the clipboard.</source>
        <translation>URL de paiement copiée dans le presse-papiers.</translation>
    </message>
    <message>
        <source>No browser could be opened; copy the link instead.</source>
        <translation>Impossible d&apos;ouvrir un navigateur ; copiez plutôt le lien.</translation>
    </message>
    <message>
        <source>Stopped waiting. Creating again repeats the same request and cannot make a second link.</source>
        <translation>Attente interrompue. Créer de nouveau répète la même requête et ne peut pas produire un second lien.</translation>
    </message>
    <message>
        <source>Refresh cancelled.</source>
        <translation>Actualisation annulée.</translation>
    </message>
    <message>
        <source>Enter the address to send the customer to, starting with https://.</source>
        <translation>Saisissez l&apos;adresse vers laquelle envoyer le client, en commençant par https://.</translation>
    </message>
    <message>
        <source>Enter a complete address, for example https://shop.example/thanks.</source>
        <translation>Saisissez une adresse complète, par exemple https://shop.example/thanks.</translation>
    </message>
    <message>
        <source>The address must start with https://; the service sends customers only to secure addresses.</source>
        <translation>L&apos;adresse doit commencer par https:// ; le service n&apos;envoie les clients que vers des adresses sécurisées.</translation>
    </message>
    <message>
        <source>Creating the payment link…</source>
        <translation>Création du lien de paiement…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Payment link created.</source>
        <translation>Lien de paiement créé.</translation>
    </message>
    <message>
        <source>Asking the service for the status…</source>
        <translation>Demande du statut au service…</translation>
    </message>
    <message>
        <source>Status as of %1.</source>
        <translation>Statut à %1.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>none yet (not paid)</source>
        <translation>aucune pour l&apos;instant (lien non payé)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PaymentLinksPane</name>
    <message>
        <source>Payment links</source>
        <translation>Liens de paiement</translation>
    </message>
    <message>
        <source>Could not load payment links: %1</source>
        <translation>Impossible de charger les liens de paiement : %1</translation>
    </message>
    <message>
        <source>Could not load payment links.</source>
        <translation>Impossible de charger les liens de paiement.</translation>
    </message>
    <message>
        <source>Payment links loaded: %L1, loading more…</source>
        <translation>Liens de paiement chargés : %L1, chargement de la suite…</translation>
    </message>
    <message>
        <source>Payment links loaded: %L1; more load as you scroll.</source>
        <translation>Liens de paiement chargés : %L1 ; la suite se charge au défilement.</translation>
    </message>
    <message>
        <source>Payment links: %L1, all loaded.</source>
        <translation>Liens de paiement : %L1, tous chargés.</translation>
    </message>
    <message>
        <source>No payment links match these filters</source>
        <translation>Aucun lien de paiement ne correspond à ces filtres</translation>
    </message>
    <message>
        <source>This service does not list payment links: shown are the ones made in this window since it opened.</source>
        <translation>Ce service ne liste pas les liens de paiement : sont affichés ceux créés dans cette fenêtre depuis son ouverture.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Tous les statuts</translation>
    </message>
    <message>
        <source>Reference contains…</source>
        <translation>La référence contient…</translation>
    </message>
    <message>
        <source>Search payment links by reference</source>
        <translation>Rechercher des liens de paiement par référence</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>No payment links match ‘%1’ with these filters</source>
        <translation>Aucun lien de paiement ne correspond à « %1 » avec ces filtres</translation>
    </message>
    <message>
        <source>No payment links yet. Make one with Payment link… (Ctrl+L): the customer pays on the hosted page, and it shows here.</source>
        <translation>Pas encore de lien de paiement. Créez-en un avec Lien de paiement… (Ctrl+L) : le client paie sur la page hébergée, et le lien apparaît ici.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayoutDetail</name>
    <message>
        <source>Select a payout to see what it settles.</source>
        <translation>Sélectionnez un versement pour voir ce qu’il règle.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Couvre</translation>
    </message>
    <message>
        <source>Gross − fees − refunds</source>
        <translation>Brut − frais − remboursements</translation>
    </message>
    <message>
        <source>Bank reference</source>
        <translation>Référence bancaire</translation>
    </message>
    <message>
        <source>Ledger entry</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>What it settles</source>
        <translation>Ce qu’il règle</translation>
    </message>
    <message>
        <source>The transactions and refunds this payout settles</source>
        <translation>Les transactions et remboursements que ce versement règle</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brut</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Double-click a transaction or refund to open it.</source>
        <translation>Double-cliquez sur une transaction ou un remboursement pour l’ouvrir.</translation>
    </message>
    <message>
        <source>%1 %2 from %3</source>
        <translation>%1 %2 de %3</translation>
    </message>
    <message>
        <source>Sales and refunds of %1</source>
        <translation>Ventes et remboursements du %1</translation>
    </message>
    <message>
        <source>%1 − %2 − %3 = %4</source>
        <translation>%1 − %2 − %3 = %4</translation>
    </message>
    <message>
        <source>None yet: posted when it arrives</source>
        <translation>Aucune pour l’instant : comptabilisée à l’arrivée</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>Could not load what this payout settles: %1</source>
        <translation>Impossible de charger ce que ce versement règle : %1</translation>
    </message>
    <message>
        <source>Refund %1</source>
        <translation>Remboursement %1</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Paiement %1</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s), adding up to %1.</source>
        <translation>
            <numerusform>%n élément, pour un total de %1.</numerusform>
            <numerusform>%n éléments, pour un total de %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayoutsPane</name>
    <message>
        <source>Any</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Versements</translation>
    </message>
    <message>
        <source>Could not load payouts: %1</source>
        <translation>Impossible de charger les versements : %1</translation>
    </message>
    <message>
        <source>Could not load payouts.</source>
        <translation>Impossible de charger les versements.</translation>
    </message>
    <message>
        <source>Payouts loaded: %L1, loading more…</source>
        <translation>Versements chargés : %L1, chargement de la suite…</translation>
    </message>
    <message>
        <source>Payouts loaded: %L1; more load as you scroll.</source>
        <translation>Versements chargés : %L1 ; la suite se charge en faisant défiler.</translation>
    </message>
    <message>
        <source>Payouts: %L1, all loaded.</source>
        <translation>Versements : %L1, tous chargés.</translation>
    </message>
    <message>
        <source>No payouts match these filters</source>
        <translation>Aucun versement ne correspond à ces filtres</translation>
    </message>
    <message>
        <source>No payouts yet: a day&apos;s captured money is paid out when the day has ended.</source>
        <translation>Aucun versement pour l’instant : l’argent d’une journée est versé une fois la journée terminée.</translation>
    </message>
    <message>
        <source>This service does not offer payouts (GET /api/v1/payouts).</source>
        <translation>Ce service ne propose pas de versements (GET /api/v1/payouts).</translation>
    </message>
    <message>
        <source>Reconcile &amp;bank statement…</source>
        <translation>Rapprocher un relevé &amp;bancaire…</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Tous les statuts</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation>Toutes les devises</translation>
    </message>
    <message>
        <source>Arriving from</source>
        <translation>Arrivée du</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>Arriving until</source>
        <translation>Arrivée jusqu’au</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Reconcile statement…</source>
        <translation>Rapprocher un relevé…</translation>
    </message>
    <message>
        <source>Export payouts</source>
        <translation>Exporter les versements</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF document (*.pdf);;CSV file (*.csv)</source>
        <translation>Classeur Excel (*.xlsx);;Document PDF (*.pdf);;Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export payouts: %1</source>
        <translation>Impossible d’exporter les versements : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n payout(s) exported to %1.</source>
        <translation>
            <numerusform>%n versement exporté vers %1.</numerusform>
            <numerusform>%n versements exportés vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>payouts</source>
        <translation>versements</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Open on</source>
        <translation>Ouvrir sur</translation>
    </message>
    <message>
        <source>The pane used last</source>
        <translation>Le dernier volet utilisé</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transactions</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Remboursements</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>Plan comptable</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Balance générale</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Open on:</source>
        <translation>&amp;Ouvrir sur :</translation>
    </message>
    <message>
        <source>Request timeout</source>
        <translation>Délai d&apos;attente des requêtes</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Sandbox base URL</source>
        <translation>URL de base de la sandbox</translation>
    </message>
    <message>
        <source>Production base URL</source>
        <translation>URL de base de la production</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Service</translation>
    </message>
    <message>
        <source>Request &amp;timeout:</source>
        <translation>&amp;Délai d&apos;attente des requêtes :</translation>
    </message>
    <message>
        <source>New &amp;Sandbox profiles use:</source>
        <translation>Les nouveaux profils &amp;sandbox utilisent :</translation>
    </message>
    <message>
        <source>New &amp;Production profiles use:</source>
        <translation>Les nouveaux profils de &amp;production utilisent :</translation>
    </message>
    <message>
        <source>Inspector port</source>
        <translation>Port de l&apos;inspecteur</translation>
    </message>
    <message>
        <source>Inspector answer</source>
        <translation>Réponse de l&apos;inspecteur</translation>
    </message>
    <message>
        <source>%1 after %2 seconds</source>
        <translation>%1 après %2 secondes</translation>
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
        <translation>Inspecteur de webhooks</translation>
    </message>
    <message>
        <source>Listen o&amp;n port (127.0.0.1):</source>
        <translation>É&amp;couter sur le port (127.0.0.1) :</translation>
    </message>
    <message>
        <source>&amp;Answer deliveries with:</source>
        <translation>&amp;Répondre aux livraisons par :</translation>
    </message>
    <message>
        <source>&amp;Reset demo data…</source>
        <translation>Réi&amp;nitialiser les données de démo…</translation>
    </message>
    <message>
        <source>Deletes every transaction, refund and ledger posting of the Local sandbox and seeds new demo data. Other profiles are not touched.</source>
        <translation>Supprime toutes les transactions, tous les remboursements et toutes les écritures comptables de la Sandbox locale, puis crée de nouvelles données de démo. Les autres profils ne sont pas modifiés.</translation>
    </message>
    <message>
        <source>Local sandbox</source>
        <translation>Sandbox locale</translation>
    </message>
    <message>
        <source>Reset demo data</source>
        <translation>Réinitialiser les données de démo</translation>
    </message>
    <message>
        <source>Delete all data of the Local sandbox and start it again with new demo data?</source>
        <translation>Supprimer toutes les données de la Sandbox locale et la redémarrer avec de nouvelles données de démo ?</translation>
    </message>
    <message>
        <source>Resetting the local sandbox&apos;s demo data…</source>
        <translation>Réinitialisation des données de démo de la sandbox locale…</translation>
    </message>
    <message>
        <source>The webhook inspector listens on %1.</source>
        <translation>L&apos;inspecteur de webhooks écoute sur %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProfileEditorDialog</name>
    <message>
        <source>Profiles</source>
        <translation>Profils</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Sandbox profile</source>
        <translation>Profil sandbox</translation>
    </message>
    <message>
        <source>Production profile</source>
        <translation>Profil de production</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Profile name</source>
        <translation>Nom du profil</translation>
    </message>
    <message>
        <source>Sandbox (test data)</source>
        <translation>Sandbox (données de test)</translation>
    </message>
    <message>
        <source>Production (real money)</source>
        <translation>Production (argent réel)</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Dashboard address</source>
        <translation>Adresse du tableau de bord</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open the service&apos;s dashboard in the browser, where keys and webhook endpoints are created</source>
        <translation>Ouvrir dans le navigateur le tableau de bord du service, où sont créés les clés et les points de terminaison de webhook</translation>
    </message>
    <message>
        <source>Enter the dashboard&apos;s address (https://…) first.</source>
        <translation>Saisissez d&apos;abord l&apos;adresse du tableau de bord (https://…).</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d&apos;API</translation>
    </message>
    <message>
        <source>Webhook signing secret</source>
        <translation>Secret de signature des webhooks</translation>
    </message>
    <message>
        <source>Create keys in the service&apos;s dashboard, under Settings, API Keys. A key is shown only once there: paste it here right away. Keys and secrets are kept in the system keychain, never in PayDesk&apos;s settings.</source>
        <translation>Créez les clés dans le tableau de bord du service, sous Settings, API Keys. Une clé n&apos;y est affichée qu&apos;une seule fois : collez-la ici immédiatement. Les clés et les secrets sont conservés dans le trousseau du système, jamais dans les paramètres de PayDesk.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>En&amp;vironnement :</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>&amp;URL de base :</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>Cou&amp;leur :</translation>
    </message>
    <message>
        <source>&amp;Dashboard:</source>
        <translation>Tableau de &amp;bord :</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d&apos;API :</translation>
    </message>
    <message>
        <source>&amp;Webhook secret:</source>
        <translation>Secret de &amp;webhook :</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>(started by PayDesk on a free local port)</source>
        <translation>(démarrée par PayDesk sur un port local libre)</translation>
    </message>
    <message>
        <source>The local sandbox is part of PayDesk and stays.</source>
        <translation>La sandbox locale fait partie de PayDesk et reste en place.</translation>
    </message>
    <message>
        <source>Generated by PayDesk</source>
        <translation>Générée par PayDesk</translation>
    </message>
    <message>
        <source>Paste a new key to replace the stored one</source>
        <translation>Collez une nouvelle clé pour remplacer celle qui est enregistrée</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>Vérification du trousseau…</translation>
    </message>
    <message>
        <source>An API key is stored.</source>
        <translation>Une clé d&apos;API est enregistrée.</translation>
    </message>
    <message>
        <source>No API key is stored yet.</source>
        <translation>Aucune clé d&apos;API n&apos;est encore enregistrée.</translation>
    </message>
    <message>
        <source>A webhook signing secret is stored.</source>
        <translation>Un secret de signature des webhooks est enregistré.</translation>
    </message>
    <message>
        <source>No webhook signing secret is stored.</source>
        <translation>Aucun secret de signature des webhooks n&apos;est enregistré.</translation>
    </message>
    <message>
        <source>Choose a profile first.</source>
        <translation>Choisissez d&apos;abord un profil.</translation>
    </message>
    <message>
        <source>A webhook signing secret starts with whsec_.</source>
        <translation>Un secret de signature des webhooks commence par whsec_.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Supprimer le profil</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; and its key and signing secret from the keychain?</source>
        <translation>Supprimer « %1 », ainsi que sa clé et son secret de signature du trousseau ?</translation>
    </message>
    <message>
        <source>The local sandbox is tested by opening it in the main window.</source>
        <translation>La sandbox locale se teste en l&apos;ouvrant dans la fenêtre principale.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <source>Connected. The account has no transactions yet.</source>
        <translation>Connecté. Le compte n&apos;a encore aucune transaction.</translation>
    </message>
    <message>
        <source>Connected to merchant %1.</source>
        <translation>Connecté au marchand %1.</translation>
    </message>
    <message>
        <source>No API key is stored; paste one first.</source>
        <translation>Aucune clé d&apos;API n&apos;est enregistrée ; collez-en une d&apos;abord.</translation>
    </message>
    <message>
        <source>https://… (from your payment provider)</source>
        <translation>https://… (fournie par votre prestataire de paiement)</translation>
    </message>
    <message>
        <source>PayDesk runs this sandbox on this computer; it needs no address.</source>
        <translation>PayDesk exécute cette sandbox sur cet ordinateur ; elle n&apos;a pas besoin d&apos;adresse.</translation>
    </message>
    <message>
        <source>The address of the service&apos;s API for this environment, as your payment provider gives it in its dashboard or documentation. New profiles start with the address set in Preferences, if there is one.</source>
        <translation>L&apos;adresse de l&apos;API du service pour cet environnement, telle que votre prestataire de paiement l&apos;indique dans son tableau de bord ou sa documentation. Les nouveaux profils reprennent l&apos;adresse définie dans les Préférences, s&apos;il y en a une.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProfileSwitcher</name>
    <message>
        <source>&amp;Edit profiles…</source>
        <translation>&amp;Modifier les profils…</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil :</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>live</source>
        <translation>LIVE</translation>
    </message>
    <message>
        <source>test</source>
        <translation>test</translation>
    </message>
    <message>
        <source>%1
PayDesk keeps API keys only in the system keychain and never writes one to disk. Keys kept for this run only are forgotten when PayDesk closes.</source>
        <translation>%1
PayDesk ne garde les clés d&apos;API que dans le trousseau du système et n&apos;en écrit jamais sur le disque. Les clés gardées pour cette session seulement sont oubliées à la fermeture de PayDesk.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Keep keys for this run only</source>
        <translation>Garder les clés pour cette session seulement</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Clés…</translation>
    </message>
    <message>
        <source>A production profile&apos;s keys are made in the service&apos;s dashboard.</source>
        <translation>Les clés d&apos;un profil de production se créent dans le tableau de bord du service.</translation>
    </message>
    <message>
        <source>Keys are managed once the profile is connected.</source>
        <translation>Les clés se gèrent une fois le profil connecté.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s API keys: create, revoke, roll</source>
        <translation>Les clés d&apos;API de la sandbox : créer, révoquer, renouveler</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReconcileDialog</name>
    <message>
        <source>Reconcile bank statement</source>
        <translation>Rapprocher un relevé bancaire</translation>
    </message>
    <message>
        <source>Choose a bank statement: camt.053, MT940, OFX or CSV.</source>
        <translation>Choisissez un relevé bancaire : camt.053, MT940, OFX ou CSV.</translation>
    </message>
    <message>
        <source>Reconciliation result</source>
        <translation>Résultat du rapprochement</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Relevé</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Grand livre</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Payout or entry</source>
        <translation>Versement ou écriture</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Double-click a payout to open it in Payouts, an item to open its transaction or refund.</source>
        <translation>Double-cliquez sur un versement pour l’ouvrir dans Versements, sur un élément pour ouvrir sa transaction ou son remboursement.</translation>
    </message>
    <message>
        <source>&amp;Open statement…</source>
        <translation>&amp;Ouvrir un relevé…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Bank statements (*.xml *.sta *.940 *.mt940 *.txt *.ofx *.qfx *.csv);;All files (*)</source>
        <translation>Relevés bancaires (*.xml *.sta *.940 *.mt940 *.txt *.ofx *.qfx *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Connect to a profile first: the statement is matched with its payouts.</source>
        <translation>Connectez d’abord un profil : le relevé est rapproché de ses versements.</translation>
    </message>
    <message>
        <source>Reconciling %1…</source>
        <translation>Rapprochement de %1…</translation>
    </message>
    <message>
        <source>Refund %1</source>
        <translation>Remboursement %1</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>Paiement %1</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Bank (1010) in the ledger at the end of %1</source>
        <translation>Banque (1010) au grand livre à la fin du %1</translation>
    </message>
    <message>
        <source>Closing balance of the statement</source>
        <translation>Solde de clôture du relevé</translation>
    </message>
    <message>
        <source>Difference (ledger − statement)</source>
        <translation>Écart (grand livre − relevé)</translation>
    </message>
    <message>
        <source>Explained by the lines above</source>
        <translation>Expliqué par les lignes ci-dessus</translation>
    </message>
    <message>
        <source>Reconciliation exported to %1.</source>
        <translation>Rapprochement exporté vers %1.</translation>
    </message>
    <message>
        <source>Export reconciliation</source>
        <translation>Exporter le rapprochement</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF document (*.pdf);;CSV file (*.csv)</source>
        <translation>Classeur Excel (*.xlsx);;Document PDF (*.pdf);;Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>reconciliation-%1-%2</source>
        <translation>rapprochement-%1-%2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RefundDialog</name>
    <message>
        <source>Refund %1 (LIVE)</source>
        <translation>Remboursement de %1 (LIVE)</translation>
    </message>
    <message>
        <source>Refund %1</source>
        <translation>Remboursement de %1</translation>
    </message>
    <message>
        <source>Live profile: this refund returns real money to the customer.</source>
        <translation>Profil LIVE : ce remboursement restitue de l&apos;argent réel au client.</translation>
    </message>
    <message>
        <source>Requested by the customer</source>
        <translation>Demandé par le client</translation>
    </message>
    <message>
        <source>Duplicate charge</source>
        <translation>Paiement en double</translation>
    </message>
    <message>
        <source>Fraudulent charge</source>
        <translation>Paiement frauduleux</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>&amp;Refund</source>
        <translation>&amp;Rembourser</translation>
    </message>
    <message>
        <source>This transaction cannot be refunded: it is %1 and %2 remains refundable.</source>
        <translation>Cette transaction ne peut pas être remboursée : son statut est « %1 » et le montant remboursable restant est de %2.</translation>
    </message>
    <message>
        <source>Enter an amount greater than zero.</source>
        <translation>Saisissez un montant supérieur à zéro.</translation>
    </message>
    <message>
        <source>At most %1 remains refundable.</source>
        <translation>Vous pouvez rembourser au plus %1.</translation>
    </message>
    <message>
        <source>Will remain refundable after this: %1</source>
        <translation>Restera remboursable après ce remboursement : %1</translation>
    </message>
    <message>
        <source>Will remain refundable after this: –</source>
        <translation>Restera remboursable après ce remboursement : –</translation>
    </message>
    <message>
        <source>type %1 to confirm</source>
        <translation>tapez %1 pour confirmer</translation>
    </message>
    <message>
        <source>type the refund amount to confirm</source>
        <translation>tapez le montant du remboursement pour confirmer</translation>
    </message>
    <message>
        <source>Refunding…</source>
        <translation>Remboursement en cours…</translation>
    </message>
    <message>
        <source>Refunded; reading the updated transaction…</source>
        <translation>Remboursé ; lecture de la transaction mise à jour…</translation>
    </message>
    <message>
        <source>Stopped waiting. If the refund reached the service, pressing Refund again repeats the same request and cannot refund twice.</source>
        <translation>Attente interrompue. Si le remboursement a atteint le service, appuyer de nouveau sur Rembourser répète la même requête et ne peut pas rembourser deux fois.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RefundsPane</name>
    <message>
        <source>Refunded in this range of days (UTC)</source>
        <translation>Remboursés dans cette plage de jours (UTC)</translation>
    </message>
    <message>
        <source>Transaction ID (txn_…)</source>
        <translation>ID de transaction (txn_…)</translation>
    </message>
    <message>
        <source>Show the refunds of this transaction</source>
        <translation>Afficher les remboursements de cette transaction</translation>
    </message>
    <message>
        <source>&amp;Open transaction</source>
        <translation>&amp;Ouvrir la transaction</translation>
    </message>
    <message>
        <source>Open the refund&apos;s transaction</source>
        <translation>Ouvrir la transaction du remboursement</translation>
    </message>
    <message>
        <source>Show the selected refund&apos;s transaction in Transactions (Enter)</source>
        <translation>Afficher la transaction du remboursement sélectionné dans Transactions (Entrée)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Remboursements</translation>
    </message>
    <message>
        <source>Could not load refunds: %1</source>
        <translation>Impossible de charger les remboursements : %1</translation>
    </message>
    <message>
        <source>Refunds loaded: %L1, loading more…</source>
        <translation>Remboursements chargés : %L1, chargement de la suite…</translation>
    </message>
    <message>
        <source>Refunds loaded: %L1; more load as you scroll.</source>
        <translation>Remboursements chargés : %L1 ; la suite se charge au défilement.</translation>
    </message>
    <message>
        <source>Refunds: %L1, all loaded.</source>
        <translation>Remboursements : %L1, tous chargés.</translation>
    </message>
    <message>
        <source>Could not load refunds.</source>
        <translation>Impossible de charger les remboursements.</translation>
    </message>
    <message>
        <source>No refunds match these filters</source>
        <translation>Aucun remboursement ne correspond à ces filtres</translation>
    </message>
    <message>
        <source>Search refund, transaction or reference</source>
        <translation>Rechercher remboursement, transaction ou référence</translation>
    </message>
    <message>
        <source>Finds refunds by refund ID, transaction ID, or text anywhere in the transaction&apos;s merchant reference (3 or more characters, any case; 1 or 2 characters match the start of the reference)</source>
        <translation>Trouve les remboursements par ID de remboursement, ID de transaction ou texte contenu dans la référence marchand de la transaction (3 caractères ou plus, sans tenir compte de la casse ; 1 ou 2 caractères correspondent au début de la référence)</translation>
    </message>
    <message>
        <source>Search refunds</source>
        <translation>Rechercher des remboursements</translation>
    </message>
    <message>
        <source>No refunds match ‘%1’ with these filters</source>
        <translation>Aucun remboursement ne correspond à « %1 » avec ces filtres</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReplayPanel</name>
    <message>
        <source>https://your-store.example/webhooks</source>
        <translation>https://votre-boutique.example/webhooks</translation>
    </message>
    <message>
        <source>Replay address</source>
        <translation>Adresse de renvoi</translation>
    </message>
    <message>
        <source>&amp;Send to:</source>
        <translation>E&amp;nvoyer à :</translation>
    </message>
    <message>
        <source>Replay signature</source>
        <translation>Signature du renvoi</translation>
    </message>
    <message>
        <source>As it came (original signature)</source>
        <translation>Telle que reçue (signature d&apos;origine)</translation>
    </message>
    <message>
        <source>Signed again with the secret below (fresh timestamp)</source>
        <translation>Signée de nouveau avec le secret ci-dessous (nouvel horodatage)</translation>
    </message>
    <message>
        <source>Si&amp;gnature:</source>
        <translation>Si&amp;gnature :</translation>
    </message>
    <message>
        <source>whsec_…</source>
        <translation>whsec_…</translation>
    </message>
    <message>
        <source>Signing secret for the replay</source>
        <translation>Secret de signature pour le renvoi</translation>
    </message>
    <message>
        <source>Signing s&amp;ecret:</source>
        <translation>&amp;Secret de signature :</translation>
    </message>
    <message>
        <source>Se&amp;nd</source>
        <translation>Envo&amp;yer</translation>
    </message>
    <message>
        <source>Replay response</source>
        <translation>Réponse au renvoi</translation>
    </message>
    <message>
        <source>The answer to the replay appears here.</source>
        <translation>La réponse au renvoi s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>Sending to %1…</source>
        <translation>Envoi à %1…</translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation>Aucune réponse : %1</translation>
    </message>
    <message>
        <source>Answered %1 in %2 ms%3</source>
        <translation>Réponse %1 en %2 ms%3</translation>
    </message>
    <message>
        <source> (not a success)</source>
        <translation> (échec)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RollKeyDialog</name>
    <message>
        <source>Roll the key &quot;%1&quot;</source>
        <translation>Renouveler la clé « %1 »</translation>
    </message>
    <message>
        <source>A new key with the same name and permissions is made. The old one keeps working for:</source>
        <translation>Une nouvelle clé est créée avec le même nom et les mêmes permissions. L&apos;ancienne fonctionne encore pendant :</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> heures</translation>
    </message>
    <message>
        <source>Hours the old key keeps working</source>
        <translation>Heures pendant lesquelles l&apos;ancienne clé fonctionne encore</translation>
    </message>
    <message>
        <source>Use the new key in this profile</source>
        <translation>Utiliser la nouvelle clé dans ce profil</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Renouveler</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SavedViewSidebar</name>
    <message>
        <source>Saved &amp;views</source>
        <translation>&amp;Vues enregistrées</translation>
    </message>
    <message>
        <source>&amp;Save view…</source>
        <translation>&amp;Enregistrer la vue…</translation>
    </message>
    <message>
        <source>&amp;Manage views…</source>
        <translation>&amp;Gérer les vues…</translation>
    </message>
    <message>
        <source>&amp;Export views…</source>
        <translation>E&amp;xporter les vues…</translation>
    </message>
    <message>
        <source>&amp;Import views…</source>
        <translation>&amp;Importer des vues…</translation>
    </message>
    <message>
        <source>The views could not be written to the settings file.</source>
        <translation>Les vues n’ont pas pu être écrites dans le fichier de réglages.</translation>
    </message>
    <message>
        <source>Saved view of %1</source>
        <translation>Vue enregistrée de %1</translation>
    </message>
    <message>
        <source>Saved view of %1 (%2)</source>
        <translation>Vue enregistrée de %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No saved views</source>
        <translation>Aucune vue enregistrée</translation>
    </message>
    <message>
        <source>Open a profile first: views are kept per profile.</source>
        <translation>Ouvrez d’abord un profil : les vues sont enregistrées par profil.</translation>
    </message>
    <message>
        <source>Saved the view &quot;%1&quot; under %2.</source>
        <translation>Vue « %1 » enregistrée sous %2.</translation>
    </message>
    <message>
        <source>Delete view</source>
        <translation>Supprimer la vue</translation>
    </message>
    <message>
        <source>Delete the view &quot;%1&quot;?</source>
        <translation>Supprimer la vue « %1 » ?</translation>
    </message>
    <message>
        <source>Its filters are not kept anywhere else, unless you exported it.</source>
        <translation>Ses filtres ne sont conservés nulle part ailleurs, sauf si vous l’avez exportée.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Export views</source>
        <translation>Exporter les vues</translation>
    </message>
    <message>
        <source>saved-views.json</source>
        <translation>vues-enregistrees.json</translation>
    </message>
    <message>
        <source>Saved views (*.json)</source>
        <translation>Vues enregistrées (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n view(s) to %1.</source>
        <translation>
            <numerusform>%n vue exportée vers %1.</numerusform>
            <numerusform>%n vues exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import views</source>
        <translation>Importer des vues</translation>
    </message>
    <message>
        <source>Saved views (*.json);;All files (*)</source>
        <translation>Vues enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 replaced.</source>
        <translation>%1 importé : %2 nouvelles, %3 remplacées.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Descen&amp;dre</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatusLine</name>
    <message>
        <source>No profile</source>
        <translation>Aucun profil</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Connecté à %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connection problem</source>
        <translation>Problème de connexion</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation>Dernière erreur : %1</translation>
    </message>
    <message>
        <source>Refreshed %1</source>
        <translation>Actualisé à %1</translation>
    </message>
    <message>
        <source>Keys in memory for this run</source>
        <translation>Clés en mémoire pour cette session</translation>
    </message>
    <message>
        <source>The system keychain could not keep the API keys, so PayDesk holds them in memory only. They are forgotten when PayDesk closes; nothing is written to disk.</source>
        <translation>Le trousseau du système n’a pas pu garder les clés d’API : PayDesk les garde donc en mémoire seulement. Elles sont oubliées à la fermeture de PayDesk ; rien n’est écrit sur le disque.</translation>
    </message>
    <message>
        <source>Key refused</source>
        <translation>Clé refusée</translation>
    </message>
    <message>
        <source>Give the profile a key that works (Profile ▸ Edit profiles…).</source>
        <translation>Donnez au profil une clé valable (Profil ▸ Modifier les profils…).</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Clé : %1</translation>
    </message>
    <message>
        <source>Merchant %1
Key &quot;%2&quot; (%3)
Permissions: %4
%5</source>
        <translation>Marchand %1
Clé « %2 » (%3)
Permissions : %4
%5</translation>
    </message>
    <message>
        <source>Works until %1</source>
        <translation>Valable jusqu&apos;au %1</translation>
    </message>
    <message>
        <source>No expiry</source>
        <translation>Sans expiration</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionActions</name>
    <message>
        <source>&amp;New charge…</source>
        <translation>&amp;Nouveau paiement…</translation>
    </message>
    <message>
        <source>&amp;Payment link…</source>
        <translation>&amp;Lien de paiement…</translation>
    </message>
    <message>
        <source>&amp;Refund…</source>
        <translation>&amp;Rembourser…</translation>
    </message>
    <message>
        <source>Charged %1 for %2.</source>
        <translation>%1 débité pour %2.</translation>
    </message>
    <message>
        <source>The charge was declined; the failed transaction %1 is selected in the list.</source>
        <translation>Le débit a été refusé ; la transaction échouée %1 est sélectionnée dans la liste.</translation>
    </message>
    <message>
        <source>Refunded %1 of %2.</source>
        <translation>%1 remboursé sur %2.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionDetail</name>
    <message>
        <source>Select a transaction to see its details.</source>
        <translation>Sélectionnez une transaction pour voir ses détails.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Remboursé</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>Remboursable</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Passerelle</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée le</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Mise à jour le</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Marchand</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <translation>&amp;Copier l&apos;ID</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>Copier l&apos;ID de la transaction</translation>
    </message>
    <message>
        <source>&amp;Refund…</source>
        <translation>&amp;Rembourser…</translation>
    </message>
    <message>
        <source>Refund this transaction</source>
        <translation>Rembourser cette transaction</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Remboursements</translation>
    </message>
    <message>
        <source>Refunds of this transaction</source>
        <translation>Remboursements de cette transaction</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>%1 minor units (%2 decimals)</source>
        <translation>%1 unités mineures (%2 décimales)</translation>
    </message>
    <message>
        <source>Nothing refunded</source>
        <translation>Aucun montant remboursé</translation>
    </message>
    <message>
        <source>Not refundable</source>
        <translation>Non remboursable</translation>
    </message>
    <message>
        <source>No description</source>
        <translation>Aucune description</translation>
    </message>
    <message>
        <source>Refund up to %1</source>
        <translation>Rembourser jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>Only captured or partially refunded transactions with an amount left can be refunded.</source>
        <translation>Seules les transactions capturées ou partiellement remboursées dont il reste un montant peuvent être remboursées.</translation>
    </message>
    <message>
        <source>Could not load the refunds: %1 %2</source>
        <translation>Impossible de charger les remboursements : %1 %2</translation>
    </message>
    <message>
        <source>%1
Note: %2</source>
        <translation>%1
Remarque : %2</translation>
    </message>
    <message>
        <source>Loading refunds…</source>
        <translation>Chargement des remboursements…</translation>
    </message>
    <message>
        <source>No refunds.</source>
        <translation>Aucun remboursement.</translation>
    </message>
    <message>
        <source>The first %L1 refunds; the Refunds pane lists all of them.</source>
        <translation>Les %L1 premiers remboursements ; le volet Remboursements les liste tous.</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard.</source>
        <translation>%1 copié dans le presse-papiers.</translation>
    </message>
    <message>
        <source>%1 minor units: PayDesk does not know how many decimals %2 has.</source>
        <translation>%1 unités mineures : PayDesk ne sait pas combien de décimales compte %2.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque : %1</translation>
    </message>
    <message>
        <source>Why it failed</source>
        <translation>Motif de l’échec</translation>
    </message>
    <message>
        <source>Fraud check before the charge</source>
        <translation>Contrôle de fraude avant le paiement</translation>
    </message>
    <message>
        <source>The service did not say why.</source>
        <translation>Le service n’a pas indiqué pourquoi.</translation>
    </message>
    <message>
        <source>Could not load the fraud evaluation: %1 %2</source>
        <translation>Impossible de charger l’évaluation de fraude : %1 %2</translation>
    </message>
    <message>
        <source>Loading the fraud evaluation…</source>
        <translation>Chargement de l’évaluation de fraude…</translation>
    </message>
    <message>
        <source>Score %1 of 100: %2</source>
        <translation>Score %1 sur 100 : %2</translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation>• %1 (%2)</translation>
    </message>
    <message>
        <source>No risk signals.</source>
        <translation>Aucun signal de risque.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionTimeline</name>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>What happened to this transaction</source>
        <translation>Ce qui est arrivé à cette transaction</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Webhook deliveries of a live profile are in the service&apos;s dashboard.</source>
        <translation>Les envois de webhooks d’un profil de production sont dans le tableau de bord du service.</translation>
    </message>
    <message>
        <source>This service does not list its webhook deliveries (the Local sandbox does): the events are not shown.</source>
        <translation>Ce service ne liste pas ses envois de webhooks (la sandbox locale le fait) : les événements ne sont pas affichés.</translation>
    </message>
    <message>
        <source>Could not load the webhook deliveries: %1</source>
        <translation>Impossible de charger les envois de webhooks : %1</translation>
    </message>
    <message>
        <source>Created: %1 by %2</source>
        <translation>Créée : %1 via %2</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échouée : %1</translation>
    </message>
    <message>
        <source>the service did not say why</source>
        <translation>le service n’a pas dit pourquoi</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Capturée</translation>
    </message>
    <message>
        <source>Refunded %1</source>
        <translation>%1 remboursé</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Événement %1</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>(abandoned)</source>
        <translation>(abandonné)</translation>
    </message>
    <message>
        <source>(next retry %1)</source>
        <translation>(prochain essai %1)</translation>
    </message>
    <message>
        <source>Loading the webhook deliveries…</source>
        <translation>Chargement des envois de webhooks…</translation>
    </message>
    <message>
        <source>No webhook event of this transaction was sent to an endpoint.</source>
        <translation>Aucun événement webhook de cette transaction n’a été envoyé à un point de terminaison.</translation>
    </message>
    <message>
        <source>%1 · attempt %2 · %3</source>
        <translation>%1 · tentative %2 · %3</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TransactionsPane</name>
    <message>
        <source>All statuses</source>
        <translation>Tous les statuts</translation>
    </message>
    <message>
        <source>All gateways</source>
        <translation>Toutes les passerelles</translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation>Toutes les devises</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transactions</translation>
    </message>
    <message>
        <source>Status: All</source>
        <translation>Statut : tous</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Statut : %1</translation>
    </message>
    <message>
        <source>Status: %1 selected</source>
        <translation>Statut : %1 sélectionnés</translation>
    </message>
    <message>
        <source>Every status</source>
        <translation>Tous les statuts</translation>
    </message>
    <message>
        <source>Could not load transactions: %1</source>
        <translation>Impossible de charger les transactions : %1</translation>
    </message>
    <message>
        <source>Transactions loaded: %L1, loading more…</source>
        <translation>Transactions chargées : %L1, chargement de la suite…</translation>
    </message>
    <message>
        <source>Transactions loaded: %L1; more load as you scroll.</source>
        <translation>Transactions chargées : %L1 ; la suite se charge au défilement.</translation>
    </message>
    <message>
        <source>Transactions: %L1, all loaded.</source>
        <translation>Transactions : %L1, toutes chargées.</translation>
    </message>
    <message>
        <source>Could not load transactions.</source>
        <translation>Impossible de charger les transactions.</translation>
    </message>
    <message>
        <source>No transactions match these filters</source>
        <translation>Aucune transaction ne correspond à ces filtres</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Copier l&apos;ID</translation>
    </message>
    <message>
        <source>Copy reference</source>
        <translation>Copier la référence</translation>
    </message>
    <message>
        <source>Refund…</source>
        <translation>Rembourser…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export transactions</source>
        <translation>Exporter les transactions</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Exporting transactions…</source>
        <translation>Export des transactions…</translation>
    </message>
    <message>
        <source>Exported %L1 transactions…</source>
        <translation>%L1 transactions exportées…</translation>
    </message>
    <message>
        <source>Exported to %1 (transactions: %L2).</source>
        <translation>Exporté vers %1 (transactions : %L2).</translation>
    </message>
    <message>
        <source>Export cancelled; no file was written.</source>
        <translation>Export annulé ; aucun fichier n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>No transactions match ‘%1’ with these filters</source>
        <translation>Aucune transaction ne correspond à « %1 » avec ces filtres</translation>
    </message>
    <message>
        <source>&amp;Copy transaction ID</source>
        <translation>&amp;Copier l&apos;ID de la transaction</translation>
    </message>
    <message>
        <source>Volume &amp;chart</source>
        <translation>&amp;Graphique du volume</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 copié</translation>
    </message>
    <message>
        <source>transactions-%1</source>
        <translation>transactions-%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrialBalanceChart</name>
    <message>
        <source>Debits and credits by account type</source>
        <translation>Débits et crédits par type de compte</translation>
    </message>
    <message>
        <source>Debits and credits by account type, %1</source>
        <translation>Débits et crédits par type de compte, %1</translation>
    </message>
    <message>
        <source>Nothing to chart.</source>
        <translation>Rien à représenter.</translation>
    </message>
    <message>
        <source>Debit %1</source>
        <translation>Débit %1</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Credit %1</source>
        <translation>Crédit %1</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crédit</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2 : %3</translation>
    </message>
    <message>
        <source>%1: debit %2, credit %3</source>
        <translation>%1 : débit %2, crédit %3</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrialBalancePane</name>
    <message>
        <source>Balance check</source>
        <translation>Contrôle d&apos;équilibre</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>Balance générale</translation>
    </message>
    <message>
        <source>Exported the trial balance to %1.</source>
        <translation>Balance générale exportée vers %1.</translation>
    </message>
    <message>
        <source>The export failed. %1</source>
        <translation>L&apos;export a échoué. %1</translation>
    </message>
    <message>
        <source>As-of date</source>
        <translation>Date d&apos;arrêté</translation>
    </message>
    <message>
        <source>Balances at the end of this day (UTC)</source>
        <translation>Soldes à la fin de ce jour (UTC)</translation>
    </message>
    <message>
        <source>As &amp;of:</source>
        <translation>A&amp;u :</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Préréglages</translation>
    </message>
    <message>
        <source>Date presets</source>
        <translation>Préréglages de date</translation>
    </message>
    <message>
        <source>End of last month</source>
        <translation>Fin du mois dernier</translation>
    </message>
    <message>
        <source>End of last quarter</source>
        <translation>Fin du trimestre dernier</translation>
    </message>
    <message>
        <source>End of last year</source>
        <translation>Fin de l&apos;année dernière</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Devise :</translation>
    </message>
    <message>
        <source>Co&amp;mpare with:</source>
        <translation>&amp;Comparer avec :</translation>
    </message>
    <message>
        <source>Compare with a second date</source>
        <translation>Comparer avec une seconde date</translation>
    </message>
    <message>
        <source>Comparison date</source>
        <translation>Date de comparaison</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Reload the trial balance</source>
        <translation>Recharger la balance générale</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Export the trial balance</source>
        <translation>Exporter la balance générale</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)…</source>
        <translation>Classeur Excel (XLSX)…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>No postings in %1 on or before %2.</source>
        <translation>Aucune écriture en %1 jusqu&apos;au %2 inclus.</translation>
    </message>
    <message>
        <source>Not connected. Choose a profile to see its trial balance.</source>
        <translation>Non connecté. Choisissez un profil pour voir sa balance générale.</translation>
    </message>
    <message>
        <source>The trial balance could not be loaded: %1</source>
        <translation>La balance générale n&apos;a pas pu être chargée : %1</translation>
    </message>
    <message>
        <source>Loading the trial balance…</source>
        <translation>Chargement de la balance générale…</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export trial balance</source>
        <translation>Exporter la balance générale</translation>
    </message>
    <message>
        <source>Exporting the trial balance to %1…</source>
        <translation>Export de la balance générale vers %1…</translation>
    </message>
    <message>
        <source>Show &amp;zero balances</source>
        <translation>Afficher les soldes &amp;nuls</translation>
    </message>
    <message>
        <source>This service does not list an account&apos;s entries, so the month&apos;s transactions are shown instead.</source>
        <translation>Ce service ne liste pas les écritures d&apos;un compte ; les transactions du mois sont affichées à la place.</translation>
    </message>
    <message>
        <source>Excel workbook (XLSX)</source>
        <translation>Classeur Excel (XLSX)</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Document PDF</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>Fichier CSV</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <source>Opening the entries of %1 %2 in %3…</source>
        <translation>Ouverture des écritures de %1 %2 en %3…</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, all currencies</source>
        <translation>%1, toutes les devises</translation>
    </message>
    <message>
        <source>Reading the trial balance in %1 (%2 of %3)…</source>
        <translation>Lecture de la balance générale en %1 (%2 sur %3)…</translation>
    </message>
    <message>
        <source>&amp;All currencies</source>
        <translation>&amp;Toutes les devises</translation>
    </message>
    <message>
        <source>This service does not say which currencies are in use.</source>
        <translation>Ce service n’indique pas quelles devises sont utilisées.</translation>
    </message>
    <message>
        <source>One file with the trial balance in %1.</source>
        <translation>Un seul fichier avec la balance générale en %1.</translation>
    </message>
    <message>
        <source>Trial balance at end of last &amp;month</source>
        <translation>Balance générale à la fin du &amp;mois dernier</translation>
    </message>
    <message>
        <source>Trial balance at end of last &amp;quarter</source>
        <translation>Balance générale à la fin du tr&amp;imestre dernier</translation>
    </message>
    <message>
        <source>Trial balance at end of last &amp;year</source>
        <translation>Balance générale à la fin de l&apos;&amp;année dernière</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>Show the chart of debits and credits by account type</source>
        <translation>Afficher le graphique des débits et crédits par type de compte</translation>
    </message>
    <message>
        <source>Trial balance as of %1 in %2: no postings.</source>
        <translation>Balance générale au %1 en %2 : aucune écriture.</translation>
    </message>
    <message>
        <source>Trial balance as of %1 in %2: balanced.</source>
        <translation>Balance générale au %1 en %2 : équilibrée.</translation>
    </message>
    <message>
        <source>Trial balance as of %1 in %2: out of balance.</source>
        <translation>Balance générale au %1 en %2 : déséquilibrée.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ViewNameDialog</name>
    <message>
        <source>Save view</source>
        <translation>Enregistrer la vue</translation>
    </message>
    <message>
        <source>Rename view</source>
        <translation>Renommer la vue</translation>
    </message>
    <message>
        <source>Keeps what the %1 pane filters by now under a name, for this profile. The view is listed in the sidebar under the pane; relative dates such as today stay relative.</source>
        <translation>Conserve sous un nom, pour ce profil, les filtres actuels du volet %1. La vue figure dans la barre latérale sous le volet ; les dates relatives comme « aujourd’hui » restent relatives.</translation>
    </message>
    <message>
        <source>The new name of the view &quot;%1&quot; of the %2 pane.</source>
        <translation>Le nouveau nom de la vue « %1 » du volet %2.</translation>
    </message>
    <message>
        <source>e.g. Large EUR payments</source>
        <translation>p. ex. Gros paiements en EUR</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Saving replaces the view &quot;%1&quot; of the %2 pane.</source>
        <translation>Enregistrer remplace la vue « %1 » du volet %2.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VolumeChart</name>
    <message>
        <source>Daily volume chart</source>
        <translation>Graphique du volume quotidien</translation>
    </message>
    <message>
        <source>Daily volume</source>
        <translation>Volume quotidien</translation>
    </message>
    <message>
        <source>Daily volume in %1</source>
        <translation>Volume quotidien en %1</translation>
    </message>
    <message>
        <source>Transactions charted: %L1, in %2 (the currency filter), by UTC day.</source>
        <translation>Transactions représentées : %L1, en %2 (le filtre de devise), par jour UTC.</translation>
    </message>
    <message>
        <source>Rows in other currencies, not charted: %L1.</source>
        <translation>Lignes dans d&apos;autres devises, non représentées : %L1.</translation>
    </message>
    <message>
        <source>%1, %2: %3 (day total %4)</source>
        <translation>%1, %2 : %3 (total du jour %4)</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>Du %1 au %2.</translation>
    </message>
    <message>
        <source>Failed payments moved no money and are not charted: %L1.</source>
        <translation>Paiements échoués, qui n’ont déplacé aucun argent et ne figurent pas dans le graphique : %L1.</translation>
    </message>
    <message>
        <source>Summing the filter for the chart</source>
        <translation>Totalisation du filtre pour le graphique</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop reading the filter&apos;s pages; what was read stays charted</source>
        <translation>Arrêter la lecture des pages du filtre ; ce qui a été lu reste dans le graphique</translation>
    </message>
    <message>
        <source>Stop charting the rest of the filter</source>
        <translation>Ne plus représenter le reste du filtre</translation>
    </message>
    <message>
        <source>Chart the rest</source>
        <translation>Représenter le reste</translation>
    </message>
    <message>
        <source>Read the rest of the filter&apos;s pages, so the chart covers all of it</source>
        <translation>Lire les autres pages du filtre pour que le graphique le couvre en entier</translation>
    </message>
    <message>
        <source>Chart the rest of the filter</source>
        <translation>Représenter le reste du filtre</translation>
    </message>
    <message>
        <source>Reading the filter&apos;s pages: %L1 transactions so far…</source>
        <translation>Lecture des pages du filtre : %L1 transactions jusqu’ici…</translation>
    </message>
    <message>
        <source>Reading stopped after %L1 transactions: %2 Older days may be missing.</source>
        <translation>Lecture interrompue après %L1 transactions : %2 Des jours plus anciens peuvent manquer.</translation>
    </message>
    <message>
        <source>Stopped after the newest %L1 transactions: older days are missing.</source>
        <translation>Arrêté après les %L1 transactions les plus récentes : les jours plus anciens manquent.</translation>
    </message>
    <message>
        <source>Every transaction of the filter is counted.</source>
        <translation>Toutes les transactions du filtre sont comptées.</translation>
    </message>
    <message>
        <source>No transactions to chart. Change the filters.</source>
        <translation>Aucune transaction à représenter. Modifiez les filtres.</translation>
    </message>
    <message>
        <source>Transactions charted: %L1, in %2 (the most common currency of the filter), by UTC day. Set the currency filter to chart another.</source>
        <translation>Transactions représentées : %L1, en %2 (la devise la plus fréquente du filtre), par jour UTC. Définissez le filtre de devise pour en représenter une autre.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WebhookEndpointsDialog</name>
    <message>
        <source>Sandbox webhook endpoints</source>
        <translation>Points de terminaison webhook de la sandbox</translation>
    </message>
    <message>
        <source>The sandbox sends each event to every enabled endpoint that takes its kind, signed with that endpoint&apos;s own secret, and retries failed deliveries. Add your store to receive them.</source>
        <translation>La sandbox envoie chaque événement à chaque point de terminaison actif qui accepte son type, signé avec le secret propre à ce point de terminaison, et réessaie les envois échoués. Ajoutez votre boutique pour les recevoir.</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Points de terminaison webhook</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>&amp;Add endpoint…</source>
        <translation>&amp;Ajouter un point de terminaison…</translation>
    </message>
    <message>
        <source>&amp;Disable</source>
        <translation>&amp;Désactiver</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>Su&amp;pprimer</translation>
    </message>
    <message>
        <source>Delete endpoint</source>
        <translation>Supprimer le point de terminaison</translation>
    </message>
    <message>
        <source>Delete the endpoint %1? It receives no more events.</source>
        <translation>Supprimer le point de terminaison %1 ? Il ne recevra plus d’événements.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Ac&amp;tualiser</translation>
    </message>
    <message>
        <source>Delivery attempts</source>
        <translation>Tentatives d’envoi</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Point de terminaison</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Re&amp;send event</source>
        <translation>&amp;Renvoyer l’événement</translation>
    </message>
    <message>
        <source>Deliver the chosen attempt&apos;s event to its endpoint again, with the same webhook-id</source>
        <translation>Renvoyer l’événement de la tentative choisie à son point de terminaison, avec le même webhook-id</translation>
    </message>
    <message>
        <source>This service has no webhook endpoints API: a real service keeps its endpoints in its dashboard. The Local sandbox has them.</source>
        <translation>Ce service n’a pas d’API de points de terminaison webhook : un vrai service les gère dans son tableau de bord. La sandbox locale les a.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>(command line)</source>
        <translation>(ligne de commande)</translation>
    </message>
    <message>
        <source>every kind</source>
        <translation>tous les types</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>No endpoint yet: the sandbox keeps its events to itself. Add your store&apos;s webhook URL.</source>
        <translation>Aucun point de terminaison : la sandbox garde ses événements pour elle. Ajoutez l’URL de webhook de votre boutique.</translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1 : %2</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>livré</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonné</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>nouvel essai %1</translation>
    </message>
    <message numerus="yes">
        <source>%n delivery(s) wait for a retry.</source>
        <translation>
            <numerusform>%n envoi attend un nouvel essai.</numerusform>
            <numerusform>%n envois attendent un nouvel essai.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delivery attempts to %1, newest first: %2.</source>
        <translation>Tentatives d’envoi vers %1, les plus récentes d’abord : %2.</translation>
    </message>
    <message>
        <source>Delivery attempts to every endpoint, newest first: %1.</source>
        <translation>Tentatives d’envoi vers tous les points de terminaison, les plus récentes d’abord : %1.</translation>
    </message>
    <message>
        <source>&amp;Enable</source>
        <translation>Acti&amp;ver</translation>
    </message>
    <message>
        <source>Add webhook endpoint</source>
        <translation>Ajouter un point de terminaison webhook</translation>
    </message>
    <message>
        <source>Endpoint URL</source>
        <translation>URL du point de terminaison</translation>
    </message>
    <message>
        <source>Every kind of event</source>
        <translation>Tous les types d’événements</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL :</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Événements :</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, e.g. http://localhost:8000/webhooks.</source>
        <translation>Indiquez une adresse http:// ou https://, par ex. http://localhost:8000/webhooks.</translation>
    </message>
    <message>
        <source>Choose at least one kind of event.</source>
        <translation>Choisissez au moins un type d’événement.</translation>
    </message>
    <message>
        <source>Added the webhook endpoint %1.</source>
        <translation>Point de terminaison webhook %1 ajouté.</translation>
    </message>
    <message>
        <source>Signing secret</source>
        <translation>Secret de signature</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Enabled the webhook endpoint %1.</source>
        <translation>Point de terminaison webhook %1 activé.</translation>
    </message>
    <message>
        <source>Disabled the webhook endpoint %1.</source>
        <translation>Point de terminaison webhook %1 désactivé.</translation>
    </message>
    <message>
        <source>Deleted the webhook endpoint.</source>
        <translation>Point de terminaison webhook supprimé.</translation>
    </message>
    <message>
        <source>Sent %1 to %2 again.</source>
        <translation>%1 renvoyé à %2.</translation>
    </message>
    <message>
        <source>Signing secret of %1: put it in your store&apos;s settings. It is shown only now.</source>
        <translation>Secret de signature de %1 : saisissez-le dans les réglages de votre boutique. Il n’est affiché que maintenant.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WebhooksPane</name>
    <message>
        <source>Verification problem</source>
        <translation>Problème de vérification</translation>
    </message>
    <message>
        <source>Webhook deliveries</source>
        <translation>Livraisons de webhooks</translation>
    </message>
    <message>
        <source>No deliveries yet. Point a webhook endpoint at the address above, or make a charge in the local sandbox.</source>
        <translation>Aucune livraison pour l&apos;instant. Faites pointer un point de terminaison de webhook vers l&apos;adresse ci-dessus, ou effectuez un paiement dans la sandbox locale.</translation>
    </message>
    <message>
        <source>Inspector address</source>
        <translation>Adresse de l&apos;inspecteur</translation>
    </message>
    <message>
        <source>Answer to deliveries</source>
        <translation>Réponse aux livraisons</translation>
    </message>
    <message>
        <source>What the inspector answers: a failure makes the sender retry</source>
        <translation>Ce que répond l&apos;inspecteur : un échec pousse l&apos;expéditeur à réessayer</translation>
    </message>
    <message>
        <source>Answer 200 OK</source>
        <translation>Répondre 200 OK</translation>
    </message>
    <message>
        <source>Answer 500 (sender retries)</source>
        <translation>Répondre 500 (l&apos;expéditeur réessaie)</translation>
    </message>
    <message>
        <source>Answer 410 Gone</source>
        <translation>Répondre 410 Gone</translation>
    </message>
    <message>
        <source>Answer 429 Too Many Requests</source>
        <translation>Répondre 429 Too Many Requests</translation>
    </message>
    <message>
        <source>Answer 200 after 5 s</source>
        <translation>Répondre 200 après 5 s</translation>
    </message>
    <message>
        <source>Answer 200 after 12 s (times out)</source>
        <translation>Répondre 200 après 12 s (délai dépassé)</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>&amp;Renvoyer</translation>
    </message>
    <message>
        <source>&amp;Open transaction</source>
        <translation>&amp;Ouvrir la transaction</translation>
    </message>
    <message>
        <source>Copy as &amp;curl</source>
        <translation>Copier comme c&amp;url</translation>
    </message>
    <message>
        <source>&amp;Export selection…</source>
        <translation>E&amp;xporter la sélection…</translation>
    </message>
    <message>
        <source>Pause or resume</source>
        <translation>Mettre en pause ou reprendre</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Copier comme curl</translation>
    </message>
    <message>
        <source>Export selection</source>
        <translation>Exporter la sélection</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Renvoyer</translation>
    </message>
    <message>
        <source>Open transaction</source>
        <translation>Ouvrir la transaction</translation>
    </message>
    <message>
        <source>Webhook list paused; deliveries are still received.</source>
        <translation>Liste des webhooks en pause ; les livraisons sont toujours reçues.</translation>
    </message>
    <message>
        <source>Webhook list resumed.</source>
        <translation>Liste des webhooks reprise.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message numerus="yes">
        <source>Resume (%n new)</source>
        <translation>
            <numerusform>Reprendre (%n nouvelle)</numerusform>
            <numerusform>Reprendre (%n nouvelles)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Show the deliveries that came while paused (Ctrl+Shift+P)</source>
        <translation>Afficher les livraisons arrivées pendant la pause (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Keep the list still while reading; deliveries are still received and answered (Ctrl+Shift+P)</source>
        <translation>Figer la liste pendant la lecture ; les livraisons sont toujours reçues et obtiennent une réponse (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Listening on %1</source>
        <translation>À l&apos;écoute sur %1</translation>
    </message>
    <message>
        <source>Not listening</source>
        <translation>Pas à l&apos;écoute</translation>
    </message>
    <message>
        <source>No webhook inspector for this profile</source>
        <translation>Aucun inspecteur de webhooks pour ce profil</translation>
    </message>
    <message numerus="yes">
        <source>The last %n deliveries failed verification. %1</source>
        <translation>
            <numerusform>La dernière livraison a échoué à la vérification. %1</numerusform>
            <numerusform>Les %n dernières livraisons ont échoué à la vérification. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The inspector now answers: %1</source>
        <translation>L&apos;inspecteur répond désormais : %1</translation>
    </message>
    <message>
        <source>Copied a curl command for %1 (credentials redacted).</source>
        <translation>Commande curl copiée pour %1 (identifiants masqués).</translation>
    </message>
    <message>
        <source>Export deliveries</source>
        <translation>Exporter les livraisons</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>The deliveries could not be exported to %1: %2</source>
        <translation>Les livraisons n&apos;ont pas pu être exportées vers %1 : %2</translation>
    </message>
    <message>
        <source>The delivery history cannot be read (%1); new deliveries are listed from memory.</source>
        <translation>L&apos;historique des livraisons est illisible (%1) ; les nouvelles livraisons sont listées depuis la mémoire.</translation>
    </message>
    <message>
        <source>The deliveries could not be read: %1</source>
        <translation>Les livraisons n&apos;ont pas pu être lues : %1</translation>
    </message>
    <message>
        <source>Listening on %1 — reachable from the network</source>
        <translation>À l&apos;écoute sur %1 — joignable depuis le réseau</translation>
    </message>
    <message>
        <source>The inspector listens on an address other computers can reach: anyone on the network can send it requests and have them listed here. Choose 127.0.0.1 unless a sender elsewhere must reach it.</source>
        <translation>L&apos;inspecteur écoute sur une adresse que d&apos;autres ordinateurs peuvent joindre : n&apos;importe qui sur le réseau peut lui envoyer des requêtes et les faire lister ici. Choisissez 127.0.0.1, sauf si un expéditeur situé ailleurs doit pouvoir le joindre.</translation>
    </message>
    <message>
        <source>Only programs on this computer can reach the inspector.</source>
        <translation>Seuls les programmes de cet ordinateur peuvent joindre l&apos;inspecteur.</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n delivery(s)…</source>
        <translation>
            <numerusform>Export de %n livraison…</numerusform>
            <numerusform>Export de %n livraisons…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n delivery(s) to %1 (credentials and secrets redacted).</source>
        <translation>
            <numerusform>%n livraison exportée vers %1 (identifiants et secrets masqués).</numerusform>
            <numerusform>%n livraisons exportées vers %1 (identifiants et secrets masqués).</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer %1 after %2 s</source>
        <translation>Répondre %1 après %2 s</translation>
    </message>
    <message>
        <source>(port %1, set in Preferences, is taken by another program)</source>
        <translation>(le port %1, défini dans les Préférences, est pris par un autre programme)</translation>
    </message>
    <message>
        <source>Senders must use port %1 until port %2 is free again; PayDesk tries it again at the next start.</source>
        <translation>Les expéditeurs doivent utiliser le port %1 jusqu&apos;à ce que le port %2 soit libre ; PayDesk le réessaie au prochain démarrage.</translation>
    </message>
    <message>
        <source>En&amp;dpoints…</source>
        <translation>Points de &amp;terminaison…</translation>
    </message>
    <message>
        <source>Where the sandbox sends its events: add your store, see each delivery attempt, resend</source>
        <translation>Où la sandbox envoie ses événements : ajoutez votre boutique, voyez chaque tentative d’envoi, renvoyez</translation>
    </message>
    <message>
        <source>Sandbox webhook endpoints</source>
        <translation>Points de terminaison webhook de la sandbox</translation>
    </message>
    <message>
        <source>Sandbox webhook endpoints…</source>
        <translation>Points de terminaison webhook de la sandbox…</translation>
    </message>
    <message>
        <source>webhook-deliveries</source>
        <translation>livraisons-webhook</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::DeliveryModel</name>
    <message>
        <source>413 (over 1 MiB)</source>
        <translation>413 (plus de 1 Mio)</translation>
    </message>
    <message>
        <source>%1 after %2 s</source>
        <translation>%1 après %2 s</translation>
    </message>
    <message>
        <source>Invalid: %1</source>
        <translation>Invalide : %1</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <source>%1 (duplicate)</source>
        <translation>%1 (doublon)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Event type</source>
        <translation>Type d&apos;événement</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transaction</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <source>(removed profile)</source>
        <translation>(profil supprimé)</translation>
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
        <translation>les livraisons sélectionnées ne sont plus enregistrées</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::DeliveryRecorder</name>
    <message>
        <source>The deliveries cannot be stored: %1</source>
        <translation>Les livraisons ne peuvent pas être enregistrées : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::ReceiverCore</name>
    <message>
        <source>The webhook inspector listens on loopback only; %1 needs allowNonLoopback.</source>
        <translation>L&apos;inspecteur de webhooks n&apos;écoute que sur l&apos;interface de bouclage ; %1 nécessite allowNonLoopback.</translation>
    </message>
    <message>
        <source>The webhook inspector cannot listen on %1:%2.</source>
        <translation>L&apos;inspecteur de webhooks ne peut pas écouter sur %1:%2.</translation>
    </message>
    <message>
        <source>the secret registered for %1</source>
        <translation>le secret associé à %1</translation>
    </message>
</context>
<context>
    <name>paydesk::webhooks::WebhookReplayer</name>
    <message>
        <source>&quot;%1&quot; is not an http or https address.</source>
        <translation>« %1 » n&apos;est pas une adresse http ou https.</translation>
    </message>
    <message>
        <source>A signing secret is needed to sign the delivery again.</source>
        <translation>Un secret de signature est nécessaire pour signer de nouveau la livraison.</translation>
    </message>
    <message>
        <source>No answer within %1 s.</source>
        <translation>Aucune réponse dans les %1 s.</translation>
    </message>
</context>
</TS>
