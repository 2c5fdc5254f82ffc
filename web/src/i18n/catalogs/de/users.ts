import type { Catalog } from '@/i18n/catalog';
import type { users as english } from '../en/users';

export const users: Catalog<typeof english> = {
  title: 'Benutzer',
  roles: {
    owner: 'Eigentümer',
    admin: 'Administrator',
    standard: 'Standard',
  },
  table: {
    notAllowed: 'Nur der Eigentümer und Administratoren können Benutzer verwalten.',
    heading: 'Konten',
    create: 'Benutzer anlegen',
    loadFailed: 'Benutzer konnten nicht geladen werden: {{message}}',
    loading: 'Benutzer werden geladen…',
    caption: 'Benutzer',
    columns: {
      username: 'Benutzername',
      email: 'E-Mail',
      role: 'Rolle',
      twoFactor: '2FA',
      secret: 'API-Geheimnis',
      state: 'Status',
      actions: 'Aktionen',
    },
    you: 'Sie',
    twoFactorOn: 'An',
    twoFactorOff: 'Aus',
    secretSet: 'Gesetzt',
    secretNone: 'Keines',
    disabled: 'Deaktiviert',
    active: 'Aktiv',
    actionsFor: 'Aktionen für {{username}}',
  },
  menu: {
    changeUsername: 'Benutzernamen ändern',
    changeEmail: 'E-Mail-Adresse ändern',
    changePassword: 'Passwort ändern',
    changeRole: 'Rolle ändern',
    ownerTransfer: 'Eigentümer (Eigentümerschaft übertragen)',
    resetSecret: 'Geheimnis zurücksetzen',
    enable: 'Konto aktivieren',
    disable: 'Konto deaktivieren',
    delete: 'Benutzer löschen',
  },
  verifyChange: {
    username: {
      code: 'Geben Sie Ihren Authentifizierungscode ein, um den Benutzernamen von {{username}} zu ändern.',
      password: 'Geben Sie Ihr Passwort ein, um den Benutzernamen von {{username}} zu ändern.',
    },
    email: {
      code: 'Geben Sie Ihren Authentifizierungscode ein, um die E-Mail-Adresse von {{username}} zu ändern.',
      password: 'Geben Sie Ihr Passwort ein, um die E-Mail-Adresse von {{username}} zu ändern.',
    },
    password: {
      code: 'Geben Sie Ihren Authentifizierungscode ein, um das Passwort von {{username}} zu ändern.',
      password: 'Geben Sie Ihr Passwort ein, um das Passwort von {{username}} zu ändern.',
    },
  },
  transfer: {
    title: 'Eigentümerschaft übertragen',
    description:
      '{{username}} wird Eigentümer dieser Instanz und Sie werden Administrator. Nur der neue Eigentümer kann das rückgängig machen.',
    confirm: 'Eigentümerschaft übertragen',
  },
  roleChange: {
    updated: 'Benutzerrolle erfolgreich aktualisiert',
    updating: 'Rollen werden aktualisiert…',
  },
  resetSecret: {
    title: 'API-Geheimnis zurücksetzen',
    descriptionSelf: 'Ihr aktuelles API-Geheimnis funktioniert sofort nicht mehr.',
    descriptionOther: 'Das aktuelle API-Geheimnis von {{username}} funktioniert sofort nicht mehr.',
    confirm: 'Geheimnis zurücksetzen',
    newTitle: 'Neues API-Geheimnis',
    newSelf: 'Ihr neues Geheimnis:',
    newOther: 'Das neue Geheimnis von {{username}} (wird nur jetzt angezeigt):',
    okay: 'OK',
  },
  disable: {
    title: '{{username}} deaktivieren',
    description:
      'Das Konto bleibt mit seinen Links erhalten, kann sich aber nicht mehr anmelden, und seine Sitzungen, API-Token und sein API-Geheimnis funktionieren sofort nicht mehr. Sie können es wieder aktivieren.',
    confirm: 'Konto deaktivieren',
    disabled: 'Konto deaktiviert',
    enabled: 'Konto aktiviert',
  },
  delete: {
    title: '{{username}} löschen',
    description:
      'Das Konto und seine Sitzungen werden gelöscht. Seine Links bleiben erhalten, ohne Autor.',
    confirm: 'Konto löschen',
    deleted: 'Konto gelöscht!',
  },
  create: {
    title: 'Benutzer anlegen',
    role: 'Rolle',
    roleHintOwner: 'Administratoren verwalten Standardkonten und deren Links.',
    roleHintAdmin: 'Administratoren können nur Standardkonten anlegen.',
    taken: 'Wird bereits von einem anderen Konto verwendet.',
    created: 'Konto {{username}} angelegt',
    submit: 'Benutzer anlegen',
  },
  verify: {
    title: 'Bestätigen Sie, dass Sie es sind',
    codeHint: 'Geben Sie zum Fortfahren einen Code aus Ihrer Authenticator-App ein.',
    passwordHint: 'Geben Sie zum Fortfahren Ihr Passwort ein.',
    codeRequired: 'Geben Sie den 6-stelligen Code ein.',
    password: 'Ihr Passwort',
    passwordRequired: 'Geben Sie Ihr Passwort ein.',
    failed: 'Die Bestätigung ist fehlgeschlagen.',
  },
};
