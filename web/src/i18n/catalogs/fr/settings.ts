import type { Catalog } from '@/i18n/catalog';
import type { settings as english } from '../en/settings';

export const settings: Catalog<typeof english> = {
  language: {
    title: 'Langue',
    label: 'Langue de l’interface',
    hint: 'S’applique dans chaque navigateur où vous vous connectez. « Langue du navigateur » suit le réglage de chaque navigateur.',
    browser: 'Langue du navigateur',
    saved: 'Langue enregistrée',
    failed: 'Impossible d’enregistrer la langue',
  },
  account: {
    title: 'Compte',
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    role: 'Rôle',
    roles: {
      owner: 'Propriétaire',
      admin: 'Administrateur',
      standard: 'Standard',
    },
    changeUsername: 'Changer le nom d’utilisateur',
    changeEmail: 'Changer l’e-mail',
    changePassword: 'Changer le mot de passe',
  },
  credentials: {
    username: {
      title: 'Changer le nom d’utilisateur',
      titleOf: 'Changer le nom d’utilisateur de {{username}}',
      label: 'Nouveau nom d’utilisateur',
      done: 'Nom d’utilisateur changé',
    },
    email: {
      title: 'Changer l’e-mail',
      titleOf: 'Changer l’e-mail de {{username}}',
      label: 'Nouvel e-mail',
      done: 'E-mail changé',
    },
    password: {
      title: 'Changer le mot de passe',
      titleOf: 'Changer le mot de passe de {{username}}',
      label: 'Nouveau mot de passe',
      done: 'Mot de passe changé',
    },
    currently: 'Actuellement : {{value}}',
    currentPassword: 'Mot de passe actuel',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    enterCurrentPassword: 'Saisissez votre mot de passe actuel.',
    mismatch: 'Les mots de passe ne correspondent pas.',
    notSaved: 'La modification n’a pas été enregistrée.',
  },
  secret: {
    title: 'Secret d’API',
    description:
      'Les scripts, l’extension de navigateur et ShareX s’authentifient avec ce secret. Gardez-le pour vous.',
    label: 'Secret d’API',
    none: 'Pas encore de secret',
    show: 'Afficher le secret',
    hide: 'Masquer le secret',
    copy: 'Copier le secret',
    copied: 'Secret copié',
    copyFailed: 'Impossible de copier le secret',
    generate: 'Générer un secret',
    regenerate: 'Régénérer le secret',
    confirmTitle: 'Générer un nouveau secret',
    confirmDescription:
      'Le secret actuel cesse immédiatement de fonctionner, y compris dans les configurations ShareX.',
    confirmName: 'Générer',
    generated: 'Nouveau secret généré',
    sharexDescription:
      'Une configuration d’envoi personnalisée qui raccourcit les URL avec votre secret.',
    sharexDownload: 'Télécharger la configuration ShareX',
  },
  automaticLogin: {
    title: 'Connexion automatique',
    status: 'Statut :',
    allowed: 'Autorisée',
    off: 'Désactivée',
    description:
      'Permet à ce navigateur de passer l’écran de connexion. Ne prend effet que si le serveur désigne ce compte comme son unique utilisateur.',
    allow: 'Autoriser la connexion automatique',
    turnOff: 'Désactiver la connexion automatique',
    confirmAllow: 'Confirmez pour autoriser la connexion automatique pour ce compte.',
    confirmTurnOff: 'Confirmez pour désactiver la connexion automatique.',
    updated: 'Compte mis à jour',
  },
  signOutEverywhere: {
    title: 'Se déconnecter partout',
    description:
      'Déconnecte ce compte sur tous les appareils et navigateurs, y compris celui-ci. Changer le mot de passe ne désactive pas le secret d’API : remplacez-le aussi ici s’il a pu fuiter.',
    rotateSecret: 'Remplacer aussi le secret d’API',
    button: 'Se déconnecter partout',
    confirm: 'Confirmez pour mettre fin à toutes les sessions de ce compte, y compris celle-ci.',
    confirmWithSecret:
      'Confirmez pour mettre fin à toutes les sessions de ce compte, y compris celle-ci, et remplacer son secret d’API.',
  },
  sso: {
    title: 'Authentification unique',
    provider: '{{name}} :',
    linked: 'Associé',
    notLinked: 'Non associé',
    justLinked: 'Ce compte est désormais associé à votre identité {{name}}.',
    linkedHint:
      'Vous pouvez vous connecter avec {{name}}. Dissocier conserve votre connexion par mot de passe telle quelle.',
    unlinkedHint:
      'Associez votre identité {{name}} pour vous connecter avec elle plutôt qu’avec votre mot de passe.',
    link: 'Associer {{name}}',
    unlink: 'Dissocier {{name}}',
    confirmLink: 'Confirmez pour associer ce compte à votre identité {{name}}.',
    confirmUnlink: 'Confirmez pour dissocier votre identité {{name}} de ce compte.',
    unlinked: 'Authentification unique dissociée',
    errors: {
      identityTaken: 'Cette identité est déjà associée à un autre compte.',
      browser: 'L’association a été commencée dans un autre navigateur. Recommencez ici.',
      expired: 'L’association a pris trop de temps. Recommencez.',
      provider: 'Le fournisseur d’identité est injoignable. Réessayez plus tard.',
      failed: 'L’association a échoué. Recommencez.',
    },
  },
};
