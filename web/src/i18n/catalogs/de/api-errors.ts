import type { Catalog } from '@/i18n/catalog';
import type { apiErrors as english } from '../en/api-errors';

export const apiErrors: Catalog<typeof english> = {
  // Framing and limits.
  malformedJson: 'Fehlerhafter JSON-Inhalt',
  notAnObject: 'Der Anfrageinhalt muss ein JSON-Objekt sein',
  unreadableBody: 'Der Anfrageinhalt konnte nicht gelesen werden',
  jsonOnly: 'Nicht unterstützter Content-Type, erwartet wird application/json',
  multipartOnly: 'Nicht unterstützter Content-Type, erwartet wird multipart/form-data',
  sharexTypesOnly:
    'Nicht unterstützter Content-Type, erwartet wird multipart/form-data, application/x-www-form-urlencoded oder application/json',
  malformedMultipart: 'Fehlerhafter multipart/form-data-Inhalt',
  methodNotAllowed: 'Methode nicht erlaubt',
  unknownEndpoint: 'Unbekannter API-Endpunkt',
  missingFields: 'Folgende Pflichtfelder fehlen in der Anfrage: {{fields}}',
  invalidTypes: 'Folgende Felder haben einen ungültigen Typ: {{fields}}',
  bodyTimeout: 'Zeitüberschreitung beim Empfang des Anfrageinhalts',
  bodyTooLarge: 'Anfrageinhalt zu groß (höchstens {{limit}} MiB)',
  textPartTooLarge: 'Formularfeld zu groß (höchstens 4 KiB)',
  tooManyInProgress:
    'Zu viele laufende Anfragen von Ihrer Adresse, bitte versuchen Sie es gleich noch einmal',
  tooManyUploads:
    'Zu viele laufende Uploads, bitte versuchen Sie es erneut, sobald einer abgeschlossen ist',
  unavailable: 'Dienst nicht verfügbar',
  internal: 'Interner Serverfehler',
  crossOrigin: 'Anfrage von einem anderen Ursprung abgelehnt',

  // Links.
  invalidPage: 'Ungültiger Wert für page, erwartet wird eine ganze Zahl ab 0',
  invalidPagesize: 'Ungültiger Wert für pagesize, erwartet wird eine ganze Zahl von 1 bis 100',
  pagesizeLimit: 'pagesize ist auf 100 Einträge begrenzt',
  invalidSortField:
    'Ungültiger Wert für sortField, zulässige Werte: slug, destination, creationDate, modifiedDate, visits, author, id, humanVisits',
  invalidSortType: 'Ungültiger Wert für sortType, zulässige Werte: 1, -1',
  invalidDestination: 'Ungültiges Format der Ziel-URL',
  invalidSlug:
    'Ungültiges Kürzel: Verwenden Sie 1 bis 100 Buchstaben, Ziffern, Bindestriche, Unterstriche oder Punkte, nicht mit einem Punkt beginnend',
  reservedSlug: 'Dieses Kürzel ist reserviert, bitte wählen Sie ein anderes',
  unknownSlug: 'Ungültiger Link',
  linkNotFound: 'Es gibt keinen Link mit dieser ID',
  notEditable: 'Sie haben keine Berechtigung, diesen Link zu bearbeiten',
  historyInvalidPage:
    'Ungültiger Wert für before oder limit: geben Sie positive ganze Zahlen an, limit höchstens 500',
  unknownHistoryVersion: 'Der Verlauf des Links enthält keine solche Version',
  versionDeletedLink:
    'Diese Version hat den Link gelöscht: Es gibt nichts, worauf zurückgesetzt werden kann (stellen Sie ihn stattdessen wieder her)',
  notRestorable:
    'Kein gelöschter Link mit dieser ID lässt sich wiederherstellen (er wurde bereits wiederhergestellt, oder sein Verlauf ist abgelaufen)',
  unknownDomain: 'Unbekannte Domain',
  domainNotAllowed: 'Sie dürfen auf dieser Domain keine Links anlegen',
  unknownTeam: 'Unbekanntes Team',
  teamNotAllowed:
    'Nur die Bearbeiter und Verwalter des Teams (sowie Administratoren und der Eigentümer) legen Links in ein Team oder nehmen sie heraus',
  notDeletable:
    'Sie haben keine Berechtigung, einige oder alle der ausgewählten Links zu löschen. Es wurden keine Links gelöscht',
  tooManyIds: 'Zu viele IDs, höchstens 1000 pro Anfrage',
  tooManyBulkIds: 'Zu viele IDs, höchstens 20000 pro Massenbearbeitung',
  tooManyBulkLinks: 'Die Auswahl umfasst mehr als 100000 Links, grenzen Sie sie mit dem Filter ein',
  bulkSelection: 'Senden Sie entweder ids oder filter, um die Links auszuwählen',
  bulkMoveAlone:
    'Ein Verschieben in ein Team oder aus einem Team geschieht allein: senden Sie team ohne andere Änderungen',
  bulkNoChange: 'Nichts zu ändern: Senden Sie mindestens eine Änderung',
  invalidReplace:
    'Ungültiges replace: find braucht 1 bis 1000 Zeichen und with höchstens 1000, und find muss ein gültiges Muster sein, wenn pattern true ist',
  linkChangedMeanwhile:
    'Der Link hat sich während der Massenbearbeitung geändert und wurde daher nicht verändert',
  bulkBusy: 'Zu viele Massenbearbeitungen laufen gleichzeitig, versuchen Sie es gleich noch einmal',
  slugTaken: 'Es gibt bereits einen Link mit diesem Kürzel',
  destinationTaken: 'Es gibt bereits einen Link mit dieser Ziel-URL',
  noFreeSlug: 'Es konnte kein eindeutiges Kürzel erzeugt werden, bitte versuchen Sie es erneut',
  linkExpired: 'Dieser Link ist abgelaufen',
  linkPasswordProtected: 'Dieser Link ist durch ein Passwort geschützt',
  invalidState:
    'Ungültiger Wert für state, zulässige Werte: active, expired, notYetValid, passwordProtected',
  invalidTagsMode: 'Ungültiger Wert für tagsMode, zulässige Werte: any, all',
  tooManyTagFilters: 'Zu viele Tags, höchstens 50 pro Anfrage',

  // Link controls.
  invalidValidFrom:
    'Ungültiger Wert für validFrom: erwartet wird ein ISO-8601-Datum wie 2030-01-31T12:00:00Z',
  invalidExpiresAt:
    'Ungültiger Wert für expiresAt: erwartet wird ein ISO-8601-Datum wie 2030-01-31T12:00:00Z',
  datesOutOfOrder: 'Ungültige Daten: validFrom muss vor expiresAt liegen',
  invalidMaxVisits:
    'Ungültiger Wert für maxVisits: erwartet wird eine ganze Zahl von 1 bis 1000000000000',
  invalidExpiredUrl: 'Ungültiger Wert für expiredUrl: erwartet wird eine http- oder https-URL',
  invalidLinkPassword: 'Ungültiges Passwort: Verwenden Sie 1 bis 256 Zeichen ohne Steuerzeichen',
  invalidTags:
    'Ungültige Tags: Verwenden Sie höchstens 50 Tags mit je 1 bis 64 Zeichen, ohne Kommas oder Steuerzeichen',
  invalidTag: 'Ungültiger Tag: Verwenden Sie 1 bis 64 Zeichen, ohne Kommas oder Steuerzeichen',
  invalidTitle: 'Ungültiger Titel: Verwenden Sie höchstens 500 Zeichen, ohne Steuerzeichen',
  invalidNotes:
    'Ungültige Notizen: Verwenden Sie höchstens 10000 Zeichen, ohne Steuerzeichen außer Zeilenumbrüchen und Tabulatoren',
  invalidRedirectStatus: 'Ungültiger Wert für redirectStatus, zulässige Werte: 301, 302, 307, 308',
  invalidUtm:
    'Ungültiger Wert für utm: source, medium, campaign, term und content jeweils höchstens 200 Zeichen, ohne Steuerzeichen',
  invalidPreview:
    'Ungültiger Wert für preview: title mit 1 bis 300 Zeichen, description mit höchstens 1000, image als http- oder https-URL mit höchstens 2048 Zeichen und siteName mit höchstens 100, ohne Steuerzeichen',
  // A link's QR code logo (PUT /api/link/{id}/qr/logo).
  logoTooLarge: 'Das Logo ist zu groß: höchstens 64 KiB',
  logoNotPng: 'Das Logo muss ein PNG-Bild sein (image/png)',
  logoInvalid: 'Das Logo muss ein PNG mit höchstens 1024 × 1024 Pixeln sein',
  // Fill from destination (POST /api/link/page-card); the reason stays as the server wrote it.
  pageUnreadable: 'Die Seite konnte nicht gelesen werden: {{reason}}',
  pageBusy:
    'Gerade werden zu viele Seiten gleichzeitig gelesen, versuchen Sie es gleich noch einmal',
  invalidSplit: 'Ungültige Aufteilung (split): {{detail}}',
  splitVariantCount: 'Ungültige Aufteilung (split): eine Aufteilung hat 2 bis 8 Varianten',
  splitNone: 'Ungültige Aufteilung (split): der Link hat keine Aufteilung',
  splitNotAVariant: 'Ungültige Aufteilung (split): das Ziel ist keine Variante der Aufteilung',
  splitInvalidDestination:
    'Ungültige Aufteilung (split): Variante {{variant}} braucht eine http- oder https-Ziel-URL',
  splitInvalidWeight:
    'Ungültige Aufteilung (split): Variante {{variant}} braucht eine Gewichtung von 1 bis 1000',
  splitRepeatedDestination:
    'Ungültige Aufteilung (split): Variante {{variant}} wiederholt die Ziel-URL einer anderen Variante',
  invalidRules: 'Ungültige redirectRules: {{detail}}',
  rulesNotAList: 'Ungültige redirectRules: erwartet wird eine Liste mit höchstens 20 Regeln',
  ruleNotAnObject:
    'Ungültige redirectRules: Regel {{rule}} muss ein Objekt mit einer Ziel-URL und Bedingungen sein',
  ruleInvalidDestination:
    'Ungültige redirectRules: Regel {{rule}} braucht eine http- oder https-Ziel-URL',
  ruleNoConditions: 'Ungültige redirectRules: Regel {{rule}} braucht mindestens eine Bedingung',
  ruleTooManyConditions: 'Ungültige redirectRules: Regel {{rule}} hat mehr als 10 Bedingungen',
  ruleUnknownType:
    'Ungültige redirectRules: Regel {{rule}} hat einen unbekannten Bedingungstyp, zulässige Typen: {{types}}',
  ruleInvalidCondition:
    'Ungültige redirectRules: Regel {{rule}} hat eine Bedingung ohne gültigen Schlüssel oder Wert (device: desktop, mobile, android oder ios; language: ein Sprach-Tag wie en oder en-GB; country: zwei Buchstaben; query-param: ein Schlüssel; Datumsangaben: ISO 8601)',

  // Domains.
  invalidHost:
    'Ungültiger Host: Verwenden Sie einen Domainnamen oder eine IP-Adresse, optional mit Port',
  invalidRootRedirect: 'Ungültiger Wert für rootRedirect: Verwenden Sie eine http- oder https-URL',
  invalidNotFoundRedirect:
    'Ungültiger Wert für notFoundRedirect: Verwenden Sie eine http- oder https-URL',
  invalidExpiredRedirect:
    'Ungültiger Wert für expiredRedirect: Verwenden Sie eine http- oder https-URL',
  invalidAppleAppSiteAssociation:
    'Ungültiger Wert für appleAppSiteAssociation: Verwenden Sie ein JSON-Objekt von höchstens 65536 Byte',
  invalidAssetLinks:
    'Ungültiger Wert für assetLinks: Verwenden Sie ein JSON-Array von höchstens 65536 Byte',
  hostTaken: 'Es gibt bereits eine Domain mit diesem Host',
  domainNotFound: 'Es gibt keine Domain mit dieser ID',
  defaultDomainStays: 'Die Standard-Domain kann nicht entfernt werden',
  domainHasLinks: 'Die Domain hat noch Links: Entfernen Sie sie mit links=move oder links=delete',
  slugTakenOnTarget:
    'Ein Kürzel dieser Domain ist auf der Ziel-Domain bereits vergeben: Es wurde nichts verschoben',
  unknownTargetDomain: 'Unbekannte Ziel-Domain',
  invalidLinksMode: 'Ungültiger Wert für links, zulässige Werte: move, delete',

  // Statistics.
  statsLinkNotFound: 'Link nicht gefunden',
  invalidStatsDomain:
    'Ungültiger Wert für domain, erwartet wird der Host einer Kurz-Domain oder _default',
  invalidFrom:
    'Ungültiger Wert für from, erwartet wird ein ISO-8601-Zeitpunkt mit Zeitzonenversatz oder ein Datum (JJJJ-MM-TT) von 1970 bis 9999',
  invalidTo:
    'Ungültiger Wert für to, erwartet wird ein ISO-8601-Zeitpunkt mit Zeitzonenversatz oder ein Datum (JJJJ-MM-TT) von 1970 bis 9999',
  invalidInterval: 'Ungültiger Wert für interval, zulässige Werte: hour, day, week, month',
  invalidBots: 'Ungültiger Wert für bots, zulässige Werte: exclude, include, only',
  invalidTz: 'Ungültiger Wert für tz, erwartet wird ein IANA-Zeitzonenname wie Europe/Paris',
  toBeforeFrom: 'Ungültiger Wert für to: Er darf nicht vor from liegen',
  rangeTooLong: 'Ungültiger Wert für from: Der Zeitraum von from bis to ist auf 5 Jahre begrenzt',
  tooManyBuckets:
    'Ungültiger Wert für interval: Der Zeitraum hätte mehr als 2000 Abschnitte. Wählen Sie ein längeres Intervall oder einen kürzeren Zeitraum',

  // Authentication and API access.
  noCookie: 'Kein Sitzungs-Cookie übermittelt',
  invalidSession: 'Ungültiges Anmelde-Token',
  secretNotAccepted: 'Diesen Endpunkt können Sie nicht mit Ihrem API-Geheimnis verwenden',
  invalidSecret: 'Ungültiges Geheimnis',
  invalidToken: 'Ungültiges, abgelaufenes oder widerrufenes API-Token',
  tokenNotAccepted:
    'API-Tokens können für diesen Endpunkt nicht verwendet werden, melden Sie sich stattdessen im Dashboard an',
  tokenLacksScope: 'Diesem API-Token fehlt die Berechtigung {{scope}}',
  insufficientScope: 'Diesem API-Token fehlt die für diese Anfrage nötige Berechtigung',
  setupRequired:
    'Für dieses Konto ist die Zwei-Faktor-Authentifizierung erforderlich: Richten Sie sie ein, bevor Sie fortfahren',
  tooManyAttempts: 'Zu viele Anmeldeversuche, bitte versuchen Sie es später erneut',
  noSecretYet: 'Sie müssen zuerst ein Geheimnis erzeugen',

  // Import and export.
  oneFileOnly: 'Es kann jeweils nur eine Datei importiert werden',
  invalidService:
    'Ungültiger Dienst, zulässige Dienste: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub',
  invalidFiletype: 'Ungültiger Dateityp',
  invalidImportFields: 'Ungültige Importfelder',
  importsInDemo: 'Importe sind im Demo-Modus nicht möglich.',
  exportsInDemo: 'Exporte sind im Demo-Modus nicht möglich.',
  invalidFormat: 'Ungültiges Format, zulässige Formate: json, csv',
  invalidDryRun: 'Ungültiger Wert für dryRun, erwartet wird true oder false',
  invalidCreateDomains: 'Ungültiger Wert für createDomains, erwartet wird true oder false',
  csvUnreadable: 'Die CSV-Datei konnte nicht gelesen werden',
  jsonUnreadable: 'Die JSON-Datei konnte nicht gelesen werden, erwartet wird ein Array von Links',
  lynxRow: 'Zeile {{row}} der Lynx-CSV-Datei konnte nicht exakt gelesen werden: {{problem}}',
  lynxRowClosingQuote:
    'Zeile {{row}} der Lynx-CSV-Datei konnte nicht exakt gelesen werden: Text nach einem schließenden Anführungszeichen',
  lynxRowBackslash:
    'Zeile {{row}} der Lynx-CSV-Datei konnte nicht exakt gelesen werden: ein Backslash, der keine JSON-Escape-Sequenz einleitet',
  lynxRowUnicodeEscape:
    'Zeile {{row}} der Lynx-CSV-Datei konnte nicht exakt gelesen werden: eine ungültige \\u-Escape-Sequenz',
  rowTooLarge: 'Der Datensatz in Zeile {{line}} ist größer als 1 MiB',
  rowTooWide: 'Der Datensatz in Zeile {{line}} hat mehr als 1000 Spalten',
  jsonLinkTooLarge: 'Ein Link in der JSON-Datei ist größer als 1 MiB',
  jsonStringTooLong: 'Eine Zeichenkette in der JSON-Datei ist länger als 1 MiB',
  jsonTooDeep: 'Die JSON-Datei ist tiefer als 128 Ebenen verschachtelt',
  importReportNotFound: 'Importbericht nicht gefunden',

  // Accounts.
  verificationRequired:
    'Bestätigung erforderlich: Geben Sie ein verification-Objekt mit einem Zwei-Faktor-Code oder Ihrem Passwort an, je nachdem, was eingerichtet ist.',
  verificationFailed:
    'Zwei-Faktor-Bestätigung erforderlich / Abgelaufener oder ungültiger TOTP-Code / Passwort erforderlich / Falsches Passwort',
  credentialsInDemo: 'Zugangsdaten können im Demo-Modus nicht geändert werden.',
  twoFactorInDemo: 'Die Zwei-Faktor-Authentifizierung kann im Demo-Modus nicht aktiviert werden.',
  invalidId: 'Ungültige ID',
  adminRequired: 'Das angemeldete Konto hat nicht die Rolle Administrator oder Eigentümer',
  ownerRequired: 'Das angemeldete Konto hat nicht die Rolle Eigentümer',
  userObjectRequired: 'Ein user-Objekt ist erforderlich',
  registrationClosed: 'Die Registrierung ist nicht aktiviert',
  verificationCodeRequired: 'Zwei-Faktor-Bestätigung erforderlich',
  passwordRequired: 'Passwort erforderlich',
  wrongPassword: 'Falsches Passwort',
  invalidLogin: 'Ungültiger Benutzername oder ungültiges Passwort',
  codeRequired: 'Zwei-Faktor-Code erforderlich',
  invalidCode: 'Abgelaufener oder ungültiger TOTP-Code',
  invalidFields: 'Ungültige Felder',
  namesTaken: 'Ein oder mehrere Werte werden bereits verwendet',
  invalidRole: 'Ungültige Rolle',
  ownRole: 'Sie können Ihre eigene Rolle nicht ändern',
  rolesForOwner: 'Ungültige Rolle oder Berechtigungen, zulässige Rollen: admin, standard',
  rolesForAdmin: 'Ungültige Rolle oder Berechtigungen, zulässige Rolle: standard',
  mayNotManageUsers: 'Sie haben keine Berechtigung, Benutzer zu ändern.',
  mayNotManageThisUser: 'Ihre Rolle reicht nicht aus, um diesen Benutzer zu ändern.',
  mayNotDeleteThisUser: 'Sie haben keine Berechtigung, diesen Benutzer zu löschen',
  mayNotUpdateThisUser: 'Sie haben nicht die erforderliche Rolle, um diesen Benutzer zu ändern.',
  mayNotDisableThisUser:
    'Sie haben keine Berechtigung, diesen Benutzer zu deaktivieren oder zu aktivieren',
  twoFactorEnabled: 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert',
  twoFactorConfirmed:
    'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert, eine Bestätigung ist nicht nötig',
  twoFactorNotStarted: 'Die Einrichtung der Zwei-Faktor-Authentifizierung wurde nicht begonnen',
  invalidCodeFormat: 'Ungültiges Code-Format',
  twoFactorDisabled: 'Die Zwei-Faktor-Authentifizierung ist nicht aktiviert',
  invalidBackupCode: 'Ungültiger Backup-Code',
  usersInDemo: 'Im Demo-Modus können keine Benutzer angelegt werden.',
  rolesInDemo: 'Benutzerrollen können im Demo-Modus nicht geändert werden.',
  usernamesInDemo: 'Benutzernamen können im Demo-Modus nicht geändert werden.',
  emailsInDemo: 'E-Mail-Adressen können im Demo-Modus nicht geändert werden.',
  passwordsInDemo: 'Passwörter können im Demo-Modus nicht geändert werden.',
  loggedIn: 'Erfolgreich angemeldet!',
  loggedOut: 'Erfolgreich abgemeldet',
  signedOutEverywhere: 'Überall abgemeldet',
  accountCreated: 'Konto erstellt',
  accountDeleted: 'Konto gelöscht!',
  accountUpdated: 'Konto erfolgreich aktualisiert',
  secretGenerated: 'Neues Geheimnis erfolgreich erzeugt',
  roleUpdated: 'Benutzerrolle erfolgreich geändert',
  usernameUpdated: 'Benutzername erfolgreich geändert',
  emailUpdated: 'E-Mail-Adresse erfolgreich geändert',
  passwordUpdated: 'Passwort erfolgreich geändert',
  totpSecretGenerated: 'TOTP-Geheimnis erfolgreich erzeugt',
  twoFactorOn: 'Zwei-Faktor-Authentifizierung erfolgreich aktiviert',
  twoFactorOff: 'Die Zwei-Faktor-Authentifizierung wurde erfolgreich deaktiviert',
  recovered: 'Die Zwei-Faktor-Authentifizierung wurde deaktiviert und Sie wurden angemeldet',
  accountDisabled: 'Dieses Konto ist deaktiviert, bitten Sie einen Administrator, es zu aktivieren',
  invalidTokenName: 'Ungültiger Token-Name: 1 bis 100 Zeichen, keine Steuerzeichen',
  invalidScopes:
    'Ungültige Berechtigungen, geben Sie mindestens eine an: links:read, links:write, stats:read, users:admin, webhooks:write',
  invalidExpiry:
    'Ungültiger Wert für expiresInDays: eine ganze Zahl von Tagen von 1 bis 3650 oder null',
  tooManyTokens: 'Dieses Konto hat bereits 100 Tokens, widerrufen Sie zuerst eines',
  scopeBeyondRole: 'Mit Ihrer Rolle können Sie einem Token die Berechtigung {{scope}} nicht geben',
  invalidUsernameFormat: 'Ungültiges Format des Benutzernamens',
  invalidEmailFormat: 'Ungültiges Format der E-Mail-Adresse',
  invalidPasswordFormat: 'Ungültiges Format des Passworts',
  usernameTaken: 'Dieser Benutzername wird bereits von einem anderen Benutzer verwendet',
  emailTaken: 'Diese E-Mail-Adresse wird bereits von einem anderen Benutzer verwendet',
  invalidLanguage: 'Ungültige Sprache, zulässige Werte: en, de, fr, es, zh-CN oder null',
  languageUpdated: 'Sprache erfolgreich geändert',
  unknownToken: 'Token nicht gefunden',
  unknownSession: 'Sitzung nicht gefunden',
  invalidPolicy: 'Ungültige Zwei-Faktor-Richtlinie, zulässige Werte: optional, admins, everyone',
  tokenCreated: 'Token erstellt. Kopieren Sie es jetzt: Es wird nicht noch einmal angezeigt',
  tokenRevoked: 'Token widerrufen',
  sessionEnded: 'Sitzung beendet',
  otherSessionsEnded: 'Andere Sitzungen beendet',
  policyUpdated: 'Zwei-Faktor-Richtlinie aktualisiert',
  accountDisabledDone: 'Konto deaktiviert',
  accountEnabledDone: 'Konto aktiviert',
  twoFactorKept:
    'Die Richtlinie dieser Instanz schreibt für dieses Konto die Zwei-Faktor-Authentifizierung vor',

  // Passkeys.
  passkeysUnavailable:
    'Passkeys sind auf diesem Server nicht verfügbar: Dafür muss DOMAIN auf seinen öffentlichen Ursprung mit einem Hostnamen gesetzt sein (z. B. https://s.example.com)',
  passkeyLoginUnavailable:
    'Der einzige zweite Faktor dieses Kontos ist ein Passkey, und Passkeys sind auf diesem Server nicht verfügbar: Dafür muss DOMAIN auf seinen öffentlichen Ursprung mit einem Hostnamen gesetzt sein (z. B. https://s.example.com). Um sich anzumelden, bitten Sie den Betreiber, DOMAIN zu setzen oder `linkhop user disable-2fa <username>` auszuführen, um die Zwei-Faktor-Authentifizierung für dieses Konto zu deaktivieren',
  passkeysInDemo: 'Passkeys werden im Demo-Modus nicht unterstützt.',
  invalidPasskeyName: 'Ungültiger Passkey-Name: 1 bis 64 Zeichen ohne Steuerzeichen',
  ceremonyExpired: 'Passkey-Anfrage abgelaufen oder unbekannt, bitte beginnen Sie erneut',
  invalidPasskeyResponse: 'Ungültige Passkey-Antwort',
  passkeyNotRegistered:
    'Der Passkey konnte nicht bestätigt werden (falscher Ursprung, falsche Challenge oder fehlende Benutzerbestätigung)',
  passkeyRejected: 'Passkey nicht akzeptiert',
  unknownPasskey: 'Passkey nicht gefunden',
  tooManyPasskeys: 'Ein Konto kann höchstens 10 Passkeys haben',
  passkeyExists: 'Dieser Passkey ist bereits registriert',
  noPasskeys: 'Dieses Konto hat keinen Passkey',
  passkeyAdded: 'Passkey hinzugefügt',
  passkeyRenamed: 'Passkey umbenannt',
  passkeyDeleted: 'Passkey gelöscht',
  passkeyChallenge: 'Passkey-Challenge erstellt',

  // Single sign-on.
  ssoOff: 'Single Sign-On ist nicht eingerichtet',
  ssoBusy: 'Zu viele laufende Anmeldungen, bitte versuchen Sie es später erneut',
  ssoUnknownState: 'Unbekannte oder bereits verwendete Anmeldung, bitte beginnen Sie erneut',
  ssoOtherBrowser:
    'Diese Anmeldung wurde in einem anderen Browser begonnen, bitte beginnen Sie erneut',
  ssoExpired: 'Die Anmeldung ist abgelaufen, bitte beginnen Sie erneut',
  ssoProviderRefused: 'Der Identitätsanbieter hat die Anmeldung abgelehnt',
  ssoProviderRefusedCode: 'Der Identitätsanbieter hat die Anmeldung abgelehnt ({{code}})',
  ssoNoCode: 'Der Identitätsanbieter hat keinen Code gesendet, bitte beginnen Sie erneut',
  ssoCodeRejected:
    'Der Identitätsanbieter hat den Code nicht akzeptiert (bereits verwendet oder abgelaufen), bitte beginnen Sie erneut',
  ssoInvalidIdToken: 'Das ID-Token des Identitätsanbieters ist ungültig',
  ssoProvider: 'Der Identitätsanbieter war nicht erreichbar oder hat fehlerhaft geantwortet',
  ssoNoAccount:
    'Mit dieser Identität ist kein Konto verknüpft: Bitten Sie einen Administrator um ein Konto',
  ssoNoEmail:
    'Der Identitätsanbieter hat keine gültige E-Mail-Adresse übermittelt, die für ein neues Konto nötig ist',
  ssoEmailTaken:
    'Diese E-Mail-Adresse wird bereits von einem Konto verwendet: Melden Sie sich dort mit dem Passwort an und verknüpfen Sie Single Sign-On in den Einstellungen',
  ssoIdentityTaken: 'Diese Identität ist bereits mit einem anderen Konto verknüpft',
  ssoNotLinked: 'Mit diesem Konto ist keine Single-Sign-On-Identität verknüpft',
  ssoPasswordOff:
    'Die Anmeldung mit Passwort ist deaktiviert: Melden Sie sich mit Single Sign-On an',
  ssoLinked: 'Single Sign-On verknüpft',
  ssoUnlinked: 'Single-Sign-On-Verknüpfung aufgehoben',

  // Webhooks.
  webhookInvalidUrl:
    'Ungültige URL: verwenden Sie eine http- oder https-URL ohne Zugangsdaten oder Fragment, höchstens 2048 Zeichen',
  webhookPrivateUrl:
    'Ungültige URL: Loopback-, private und Link-Local-Adressen werden abgelehnt (WEBHOOK_ALLOW_PRIVATE)',
  webhookUnknownEvent: 'Unbekanntes Ereignis: {{event}}',
  webhookNoEvents: 'Ungültige Ereignisse: geben Sie mindestens eines an',
  webhookInstanceEvent: 'Nur der Eigentümer und Administratoren dürfen {{event}} abonnieren',
  webhookUnknownScope: 'Ungültiger Geltungsbereich, zulässige Werte: account, instance',
  webhookInstanceScope:
    'Nur der Eigentümer darf jeden Link der Instanz abonnieren (Geltungsbereich instance)',
  webhookTooManyFilters: 'Ungültige Filter: höchstens 100 Werte mit je höchstens 200 Zeichen',
  webhookInvalidDescription: 'Ungültige Beschreibung: höchstens 200 Zeichen, keine Steuerzeichen',
  webhookNotFound: 'Es gibt keinen Webhook mit dieser ID',
  webhookDeliveryNotFound: 'Dieser Webhook hat keine Zustellung mit dieser ID',
  webhookQueueFull:
    'Die Webhook-Warteschlange des Kontos ist voll: warten Sie, bis Zustellungen hinausgehen, oder löschen Sie einen fehlschlagenden Webhook',
  webhooksInDemo: 'Webhooks sind im Demo-Modus nicht aktiviert.',
  webhookUnknownKind: 'Ungültige Art, erlaubte Werte: webhook, matomo, plausible, umami',
  webhookInvalidTarget:
    'Ungültiges Ziel: matomo nimmt {"siteId": <number>, "tokenAuth"?: <token>}, plausible {"domain": <site domain>}, umami {"websiteId": <uuid>}; ein Webhook keines',
  webhookForwardingVisitsOnly:
    'Eine Analytics-Weiterleitung leitet Besuche weiter: geben Sie als Ereignisse ["visit"] an',
  webhookNoTestForForwarding:
    'Testereignisse gibt es für Webhooks; besuchen Sie einen Ihrer Links, um eine Weiterleitung zu testen',
  webhookTooMany:
    'Ein Konto hat höchstens 50 Webhooks und Weiterleitungen: löschen Sie zuerst eine',
  webhookInvalidCursor:
    'Ungültiger Wert für before oder limit: verwenden Sie den Cursor einer Seite und ein Limit von 1 bis 100',
  utmTemplateInvalidName: 'Ungültiger Name: 1 bis 100 Zeichen, ohne Steuerzeichen',
  utmTemplateInvalidValues:
    'Ungültiger Wert für utm: mindestens einer von source, medium, campaign, term und content, jeweils höchstens 200 Zeichen, ohne Steuerzeichen',
  utmTemplateNameTaken: 'Sie haben bereits eine Vorlage mit diesem Namen',
  utmTemplateTooMany: 'Ein Konto hat höchstens 100 Vorlagen: löschen Sie zuerst eine',
  utmTemplateNotFound: 'Es gibt keine Vorlage mit dieser ID',

  // Audit log.
  auditUnknownAction:
    'Ungültiger Wert für action: geben Sie eine Aktion (account.disabled) oder eine Gruppe von Aktionen (account) an, wie docs/audit.md sie auflistet',
  auditInvalidTime:
    'Ungültiger Wert für from oder to: geben Sie einen ISO-8601-Zeitpunkt (2026-11-29T10:00:00Z) oder einen Tag (2026-11-29, UTC) an',
  auditInvalidPage:
    'Ungültiger Wert für before oder limit: geben Sie positive ganze Zahlen an, limit höchstens 1000',
  auditInvalidFilter:
    'Ungültiger Wert für actor oder target: höchstens 200 Zeichen, keine Steuerzeichen',

  // Teams.
  teamNotFound: 'Es gibt kein Team mit dieser ID',
  teamNotManager:
    'Nur die Verwalter des Teams, Administratoren und der Eigentümer verwalten ein Team',
  teamInvalidName: 'Ungültiger Name: 1 bis 60 Zeichen, keine Steuerzeichen',
  teamNameTaken: 'Es gibt bereits ein Team mit diesem Namen',
  teamHasLinks:
    'Das Team hat noch Links: Verschieben Sie sie zuerst in ein Konto oder ein anderes Team',
  teamUnknownAccount: 'Es gibt kein Konto mit dieser ID oder diesem Benutzernamen',
  teamInvalidRole: 'Ungültige Rolle, zulässige Werte: viewer, editor, manager',
  teamNotMember: 'Dieses Konto ist kein Mitglied des Teams',
  teamNothingToChange: 'Nichts zu ändern: Name, Domains oder beides angeben',
  teamDomainsByAdmins: 'Nur Admins und der Eigentümer wählen die Domains eines Teams',
  teamNoDomains: 'Domains eines Teams: eine Domain-ID oder mehrere, oder null für jede Domain',
};
