import type { Catalog } from '@/i18n/catalog';
import type { components as english } from '../en/components';

export const components: Catalog<typeof english> = {
  popup: {
    okay: 'OK',
  },
  fields: {
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    password: 'Mot de passe',
    loginName: 'Nom d’utilisateur ou e-mail',
    totp: 'Code d’authentification',
    serverRejected: 'Le serveur n’a pas accepté cette valeur.',
  },
  rules: {
    username:
      '3 à 20 caractères : lettres, chiffres, points et tirets bas ; ne doit ni commencer ni se terminer par un point ou un tiret bas.',
    email: 'Une adresse e-mail valide de 254 caractères au maximum.',
    password:
      '12 à 256 caractères, dont au moins une minuscule, une majuscule, un chiffre et un symbole ; sans espaces.',
    destination:
      'Doit commencer par http:// ou https:// et ne contenir aucun espace (4096 caractères au maximum).',
    slug: 'Facultatif. 1 à 100 lettres, chiffres, traits d’union, tirets bas ou points, sans point au début. Laissez vide pour un slug aléatoire.',
    totp: 'Le code à 6 chiffres de votre application d’authentification.',
    backupCode:
      'L’un des codes de secours de 12 caractères que vous avez enregistrés en activant la double authentification.',
  },
  validation: {
    username: 'Ce nom d’utilisateur ne respecte pas les règles ci-dessus.',
    email: 'Saisissez une adresse e-mail valide.',
    password: 'Ce mot de passe ne respecte pas les règles ci-dessus.',
    destinationRequired: 'Saisissez l’URL de destination.',
    destination: 'Saisissez une URL complète commençant par http:// ou https://, sans espaces.',
    slug: 'Utilisez 1 à 100 lettres, chiffres, traits d’union, tirets bas ou points, sans point au début.',
    slugReserved: 'Ce slug est réservé, choisissez-en un autre.',
    totp: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    backupCode: 'Les codes de secours comportent 12 lettres et chiffres.',
    required: 'Veuillez renseigner ce champ : {{label}}.',
  },
  secret: {
    errorTitle: 'Erreur lors de la génération d’un nouveau secret d’API',
  },
  passkeys: {
    cancelled: 'La demande de clé d’accès a été annulée ou a expiré.',
    failed: 'La demande de clé d’accès a échoué.',
    loginFailed: 'La connexion avec une clé d’accès a échoué.',
  },
  domains: {
    defaultName: 'Domaine par défaut',
    defaultChoice: '{{name}} (par défaut)',
  },
};
