import type { Catalog } from '@/i18n/catalog';
import type { twoFactor as english } from '../en/two-factor';

export const twoFactor: Catalog<typeof english> = {
  card: {
    title: 'Double authentification',
    status: 'Statut :',
    on: 'Activée',
    off: 'Désactivée',
    onHint:
      'La connexion et les actions sensibles demandent un code de votre application d’authentification.',
    offHint:
      'Ajoutez une seconde étape à la connexion avec une application d’authentification (TOTP).',
    enable: 'Activer la 2FA',
    disable: 'Désactiver la 2FA',
    disabled: 'Double authentification désactivée',
  },
  gate: {
    title: 'Configurer la double authentification',
    body: 'Cette instance exige la double authentification pour votre compte. Configurez une application d’authentification ou une clé d’accès pour continuer.',
    logout: 'Se déconnecter',
  },
  enable: {
    title: 'Activer la double authentification',
    description:
      'Scannez le QR code avec une application d’authentification, ou saisissez la clé secrète à la main, puis entrez le code qu’elle affiche.',
    generating: 'Génération d’une clé secrète…',
    qrCode: 'QR code pour votre application d’authentification',
    secret: 'Clé secrète',
    submit: 'Activer',
  },
  disable: {
    title: 'Désactiver la double authentification',
    description:
      'Saisissez un code actuel de votre application d’authentification pour désactiver la double authentification.',
    submit: 'Désactiver',
  },
  backupCodes: {
    title: 'Codes de secours',
    description:
      'Chaque code vous connecte une fois si vous perdez votre application d’authentification, et désactive la double authentification. Ils ne sont affichés que maintenant : conservez-les en lieu sûr.',
    list: 'Codes de secours',
    copy: 'Copier les codes',
    copied: 'Codes de secours copiés',
    copyFailed: 'Impossible de copier',
    download: 'Télécharger les codes',
    done: 'Terminé',
  },
  lost: {
    title: 'Code perdu ?',
    description:
      'Utilisez l’un de vos codes de secours. Cela désactive la double authentification et vous connecte ; vous pourrez la réactiver dans les paramètres.',
    backupCode: 'Code de secours',
    submit: 'Récupérer et se connecter',
    usernameRequired: 'Saisissez votre nom d’utilisateur ou votre e-mail.',
    passwordRequired: 'Saisissez votre mot de passe.',
  },
};
