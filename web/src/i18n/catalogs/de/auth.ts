import type { Catalog } from '@/i18n/catalog';
import type { auth as english } from '../en/auth';

export const auth: Catalog<typeof english> = {
  login: {
    title: 'Anmelden',
    form: 'Anmelden',
    submit: 'Anmelden',
    enterName: 'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein.',
    enterPassword: 'Geben Sie Ihr Passwort ein.',
    failed: 'Anmeldung fehlgeschlagen.',
    cookieNotKept:
      'Angemeldet, aber der Browser hat das Sitzungs-Cookie nicht behalten. Wenn der Server USE_HTTPS setzt, öffnen Sie ihn über https://.',
    passkeyFailed: 'Anmeldung mit Passkey fehlgeschlagen.',
    twoFactorOn: 'Für dieses Konto ist die Zwei-Faktor-Authentifizierung aktiviert.',
    usePasskey: 'Passkey verwenden',
    withPasskey: 'Mit Passkey anmelden',
    lostCode: 'Code verloren?',
    noAccount: 'Noch kein Konto? <anchor>Konto erstellen</anchor>',
  },
  register: {
    title: 'Konto erstellen',
    form: 'Registrieren',
    confirmPassword: 'Passwort bestätigen',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    failed: 'Registrierung fehlgeschlagen.',
    taken: {
      email: 'Diese E-Mail-Adresse wird bereits verwendet.',
      username: 'Dieser Benutzername wird bereits verwendet.',
      password: 'Dieses Passwort wird bereits verwendet.',
    },
    submit: 'Konto erstellen',
    haveAccount: 'Sie haben bereits ein Konto? <anchor>Anmelden</anchor>',
    closed:
      'Die Registrierung ist auf dieser Instanz nicht aktiviert. Bitten Sie den Eigentümer um ein Konto.',
    backToLogin: 'Zurück zur Anmeldung',
  },
  ssoCode: {
    form: 'Zwei-Faktor-Code',
    explanation:
      'Bei Ihrem Identitätsanbieter angemeldet. Für dieses Konto ist die Zwei-Faktor-Authentifizierung aktiviert: Geben Sie den Code aus Ihrer Authenticator-App ein.',
    submit: 'Weiter',
    startAgain: 'Von vorn beginnen',
    rejected: 'Der Code wurde nicht akzeptiert.',
  },
  sso: {
    loginWith: 'Mit {{name}} anmelden',
    ownerLogin: 'Anmeldung für den Eigentümer',
    ownerPassword: 'Anmeldung des Eigentümers mit Passwort',
    orPassword: 'oder mit Ihrem Passwort',
    errors: {
      off: 'Single Sign-on ist auf diesem Server nicht eingerichtet.',
      busy: 'Zu viele Anmeldungen laufen gerade. Versuchen Sie es in einer Minute erneut.',
      state: 'Diese Anmeldung ist unbekannt oder wurde bereits verwendet. Beginnen Sie von vorn.',
      browser:
        'Diese Anmeldung wurde in einem anderen Browser begonnen. Beginnen Sie hier von vorn.',
      expired: 'Die Anmeldung hat zu lange gedauert. Beginnen Sie von vorn.',
      refused: 'Der Identitätsanbieter hat die Anmeldung abgelehnt.',
      disabled: 'Dieses Konto ist deaktiviert. Bitten Sie einen Administrator, es zu aktivieren.',
      code: 'Der Identitätsanbieter hat die Anmeldung nicht akzeptiert. Beginnen Sie von vorn.',
      token:
        'Die Antwort des Identitätsanbieters konnte nicht überprüft werden. Beginnen Sie von vorn.',
      provider: 'Der Identitätsanbieter ist nicht erreichbar. Versuchen Sie es später erneut.',
      noAccount:
        'Mit dieser Identität ist kein Konto verknüpft. Bitten Sie einen Administrator um eines.',
      noEmail:
        'Der Identitätsanbieter hat keine E-Mail-Adresse übermittelt, die ein neues Konto aber benötigt.',
      emailTaken:
        'Ein Konto verwendet diese E-Mail-Adresse bereits. Melden Sie sich dort mit dem Passwort an und verknüpfen Sie Single Sign-on in den Einstellungen.',
      identityTaken: 'Diese Identität ist bereits mit einem anderen Konto verknüpft.',
      notLinked: 'Mit diesem Konto ist keine Single-Sign-on-Identität verknüpft.',
      passwordOff:
        'Die Anmeldung mit Passwort ist ausgeschaltet. Melden Sie sich mit Single Sign-on an.',
      unavailable: 'Der Server konnte die Anmeldung nicht abschließen. Versuchen Sie es erneut.',
      failed: 'Die Anmeldung ist fehlgeschlagen. Beginnen Sie von vorn.',
    },
  },
};
