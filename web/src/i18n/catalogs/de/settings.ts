import type { Catalog } from '@/i18n/catalog';
import type { settings as english } from '../en/settings';

export const settings: Catalog<typeof english> = {
  language: {
    title: 'Sprache',
    label: 'Sprache der Oberfläche',
    hint: 'Gilt in jedem Browser, in dem Sie sich anmelden. „Sprache des Browsers“ folgt der Einstellung des jeweiligen Browsers.',
    browser: 'Sprache des Browsers',
    saved: 'Sprache gespeichert',
    failed: 'Die Sprache konnte nicht gespeichert werden',
  },
  account: {
    title: 'Konto',
    username: 'Benutzername',
    email: 'E-Mail',
    role: 'Rolle',
    roles: {
      owner: 'Eigentümer',
      admin: 'Administrator',
      standard: 'Standard',
    },
    changeUsername: 'Benutzernamen ändern',
    changeEmail: 'E-Mail ändern',
    changePassword: 'Passwort ändern',
  },
  credentials: {
    username: {
      title: 'Benutzernamen ändern',
      titleOf: 'Benutzernamen von {{username}} ändern',
      label: 'Neuer Benutzername',
      done: 'Benutzername geändert',
    },
    email: {
      title: 'E-Mail ändern',
      titleOf: 'E-Mail von {{username}} ändern',
      label: 'Neue E-Mail',
      done: 'E-Mail geändert',
    },
    password: {
      title: 'Passwort ändern',
      titleOf: 'Passwort von {{username}} ändern',
      label: 'Neues Passwort',
      done: 'Passwort geändert',
    },
    currently: 'Derzeit: {{value}}',
    currentPassword: 'Aktuelles Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    enterCurrentPassword: 'Geben Sie Ihr aktuelles Passwort ein.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    notSaved: 'Die Änderung wurde nicht gespeichert.',
  },
  secret: {
    title: 'API-Geheimnis',
    description:
      'Skripte, die Browsererweiterung und ShareX authentifizieren sich mit diesem Geheimnis. Halten Sie es geheim.',
    label: 'API-Geheimnis',
    none: 'Noch kein Geheimnis',
    show: 'Geheimnis anzeigen',
    hide: 'Geheimnis ausblenden',
    copy: 'Geheimnis kopieren',
    copied: 'Geheimnis kopiert',
    copyFailed: 'Das Geheimnis konnte nicht kopiert werden',
    generate: 'Geheimnis erzeugen',
    regenerate: 'Neues Geheimnis erzeugen',
    confirmTitle: 'Neues Geheimnis erzeugen',
    confirmDescription:
      'Das bisherige Geheimnis funktioniert sofort nicht mehr, auch nicht in ShareX-Konfigurationen.',
    confirmName: 'Erzeugen',
    generated: 'Neues Geheimnis erzeugt',
    sharexDescription:
      'Eine Konfiguration für einen benutzerdefinierten Uploader, der URLs mit Ihrem Geheimnis kürzt.',
    sharexDownload: 'ShareX-Konfiguration herunterladen',
  },
  automaticLogin: {
    title: 'Automatische Anmeldung',
    status: 'Status:',
    allowed: 'Erlaubt',
    off: 'Aus',
    description:
      'Dieser Browser überspringt den Anmeldebildschirm. Das wirkt nur, wenn der Server dieses Konto als seinen einzigen Benutzer festlegt.',
    allow: 'Automatische Anmeldung erlauben',
    turnOff: 'Automatische Anmeldung ausschalten',
    confirmAllow: 'Bestätigen Sie, um die automatische Anmeldung für dieses Konto zu erlauben.',
    confirmTurnOff: 'Bestätigen Sie, um die automatische Anmeldung auszuschalten.',
    updated: 'Konto aktualisiert',
  },
  signOutEverywhere: {
    title: 'Überall abmelden',
    description:
      'Meldet dieses Konto auf allen Geräten und in allen Browsern ab, auch in diesem. Eine Passwortänderung lässt das API-Geheimnis gültig: Ersetzen Sie es hier ebenfalls, falls es bekannt geworden sein könnte.',
    rotateSecret: 'Auch das API-Geheimnis ersetzen',
    button: 'Überall abmelden',
    confirm: 'Bestätigen Sie, um alle Sitzungen dieses Kontos zu beenden, auch diese.',
    confirmWithSecret:
      'Bestätigen Sie, um alle Sitzungen dieses Kontos zu beenden, auch diese, und sein API-Geheimnis zu ersetzen.',
  },
  sso: {
    title: 'Single Sign-on',
    provider: '{{name}}:',
    linked: 'Verknüpft',
    notLinked: 'Nicht verknüpft',
    justLinked: 'Dieses Konto ist jetzt mit Ihrer {{name}}-Identität verknüpft.',
    linkedHint:
      'Sie können sich mit {{name}} anmelden. Beim Aufheben der Verknüpfung bleibt Ihre Anmeldung per Passwort unverändert.',
    unlinkedHint:
      'Verknüpfen Sie Ihre {{name}}-Identität, um sich damit statt mit Ihrem Passwort anzumelden.',
    link: 'Mit {{name}} verknüpfen',
    unlink: 'Verknüpfung mit {{name}} aufheben',
    confirmLink: 'Bestätigen Sie, um dieses Konto mit Ihrer {{name}}-Identität zu verknüpfen.',
    confirmUnlink:
      'Bestätigen Sie, um die Verknüpfung Ihrer {{name}}-Identität mit diesem Konto aufzuheben.',
    unlinked: 'Single-Sign-on-Verknüpfung aufgehoben',
    errors: {
      identityTaken: 'Diese Identität ist bereits mit einem anderen Konto verknüpft.',
      browser:
        'Die Verknüpfung wurde in einem anderen Browser begonnen. Beginnen Sie hier von vorn.',
      expired: 'Die Verknüpfung hat zu lange gedauert. Beginnen Sie von vorn.',
      provider: 'Der Identitätsanbieter ist nicht erreichbar. Versuchen Sie es später erneut.',
      failed: 'Die Verknüpfung ist fehlgeschlagen. Beginnen Sie von vorn.',
    },
  },
};
