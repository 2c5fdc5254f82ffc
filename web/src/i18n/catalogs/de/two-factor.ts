import type { Catalog } from '@/i18n/catalog';
import type { twoFactor as english } from '../en/two-factor';

export const twoFactor: Catalog<typeof english> = {
  card: {
    title: 'Zwei-Faktor-Authentifizierung',
    status: 'Status:',
    on: 'An',
    off: 'Aus',
    onHint: 'Die Anmeldung und sensible Aktionen verlangen einen Code aus Ihrer Authenticator-App.',
    offHint:
      'Sichern Sie die Anmeldung mit einem zweiten Schritt über eine Authenticator-App (TOTP) ab.',
    enable: '2FA aktivieren',
    disable: '2FA deaktivieren',
    disabled: 'Zwei-Faktor-Authentifizierung deaktiviert',
  },
  gate: {
    title: 'Zwei-Faktor-Authentifizierung einrichten',
    body: 'Diese Instanz verlangt für Ihr Konto eine Zwei-Faktor-Authentifizierung. Richten Sie eine Authenticator-App oder einen Passkey ein, um fortzufahren.',
    logout: 'Abmelden',
  },
  enable: {
    title: 'Zwei-Faktor-Authentifizierung aktivieren',
    description:
      'Scannen Sie den QR-Code mit einer Authenticator-App oder geben Sie den geheimen Schlüssel von Hand ein. Tippen Sie dann den angezeigten Code ein.',
    generating: 'Geheimer Schlüssel wird erzeugt…',
    qrCode: 'QR-Code für Ihre Authenticator-App',
    secret: 'Geheimer Schlüssel',
    submit: 'Aktivieren',
  },
  disable: {
    title: 'Zwei-Faktor-Authentifizierung deaktivieren',
    description:
      'Geben Sie einen aktuellen Code aus Ihrer Authenticator-App ein, um die Zwei-Faktor-Authentifizierung zu deaktivieren.',
    submit: 'Deaktivieren',
  },
  backupCodes: {
    title: 'Backup-Codes',
    description:
      'Jeder Code meldet Sie einmal an, falls Sie Ihren Authenticator verlieren, und deaktiviert dabei die Zwei-Faktor-Authentifizierung. Die Codes werden nur jetzt angezeigt: Bewahren Sie sie sicher auf.',
    list: 'Backup-Codes',
    copy: 'Codes kopieren',
    copied: 'Backup-Codes kopiert',
    copyFailed: 'Kopieren fehlgeschlagen',
    download: 'Codes herunterladen',
    done: 'Fertig',
  },
  lost: {
    title: 'Code verloren?',
    description:
      'Verwenden Sie einen Ihrer Backup-Codes. Dadurch wird die Zwei-Faktor-Authentifizierung deaktiviert und Sie werden angemeldet; in den Einstellungen können Sie sie wieder aktivieren.',
    backupCode: 'Backup-Code',
    submit: 'Wiederherstellen und anmelden',
    usernameRequired: 'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein.',
    passwordRequired: 'Geben Sie Ihr Passwort ein.',
  },
};
