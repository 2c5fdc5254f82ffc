import type { Catalog } from '@/i18n/catalog';
import type { components as english } from '../en/components';

export const components: Catalog<typeof english> = {
  popup: {
    okay: 'OK',
  },
  fields: {
    username: 'Benutzername',
    email: 'E-Mail',
    password: 'Passwort',
    loginName: 'Benutzername oder E-Mail',
    totp: 'Authentifizierungscode',
    serverRejected: 'Der Server hat diesen Wert nicht akzeptiert.',
  },
  rules: {
    username:
      '3–20 Zeichen: Buchstaben, Ziffern, Punkte und Unterstriche; darf nicht mit einem Punkt oder Unterstrich beginnen oder enden.',
    email: 'Eine gültige E-Mail-Adresse mit höchstens 254 Zeichen.',
    password:
      '12–256 Zeichen mit mindestens einem Kleinbuchstaben, einem Großbuchstaben, einer Ziffer und einem Sonderzeichen; keine Leerzeichen.',
    destination:
      'Muss mit http:// oder https:// beginnen und darf keine Leerzeichen enthalten (höchstens 4096 Zeichen).',
    slug: 'Optional. 1–100 Buchstaben, Ziffern, Bindestriche, Unterstriche oder Punkte, nicht mit einem Punkt am Anfang. Leer lassen für ein zufälliges Kürzel.',
    totp: 'Der 6-stellige Code aus Ihrer Authenticator-App.',
    backupCode:
      'Einer der 12-stelligen Backup-Codes, die Sie beim Aktivieren der Zwei-Faktor-Authentifizierung gespeichert haben.',
  },
  validation: {
    username: 'Dieser Benutzername erfüllt die obigen Regeln nicht.',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    password: 'Dieses Passwort erfüllt die obigen Regeln nicht.',
    destinationRequired: 'Geben Sie die Ziel-URL ein.',
    destination:
      'Geben Sie eine vollständige URL ein, die mit http:// oder https:// beginnt und keine Leerzeichen enthält.',
    slug: 'Verwenden Sie 1–100 Buchstaben, Ziffern, Bindestriche, Unterstriche oder Punkte, nicht mit einem Punkt am Anfang.',
    slugReserved: 'Dieses Kürzel ist reserviert. Bitte wählen Sie ein anderes.',
    totp: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
    backupCode: 'Backup-Codes bestehen aus 12 Buchstaben und Ziffern.',
    required: 'Bitte ausfüllen: {{label}}.',
  },
  secret: {
    errorTitle: 'Fehler beim Erzeugen eines neuen API-Geheimnisses',
  },
  passkeys: {
    cancelled: 'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen.',
    failed: 'Die Passkey-Anfrage ist fehlgeschlagen.',
    loginFailed: 'Die Anmeldung mit Passkey ist fehlgeschlagen.',
  },
  domains: {
    defaultName: 'Standard-Domain',
    defaultChoice: '{{name}} (Standard)',
  },
};
