import type { Catalog } from '@/i18n/catalog';
import type { users as english } from '../en/users';

export const users: Catalog<typeof english> = {
  title: 'Utilisateurs',
  roles: {
    owner: 'Propriétaire',
    admin: 'Administrateur',
    standard: 'Standard',
  },
  table: {
    notAllowed: 'Seuls le propriétaire et les administrateurs peuvent gérer les utilisateurs.',
    heading: 'Comptes',
    create: 'Créer un utilisateur',
    loadFailed: 'Impossible de charger les utilisateurs : {{message}}',
    loading: 'Chargement des utilisateurs…',
    caption: 'Utilisateurs',
    columns: {
      username: 'Nom d’utilisateur',
      email: 'E-mail',
      role: 'Rôle',
      twoFactor: '2FA',
      secret: 'Secret d’API',
      state: 'État',
      actions: 'Actions',
    },
    you: 'Vous',
    twoFactorOn: 'Activée',
    twoFactorOff: 'Désactivée',
    secretSet: 'Défini',
    secretNone: 'Aucun',
    disabled: 'Désactivé',
    active: 'Actif',
    actionsFor: 'Actions pour {{username}}',
  },
  menu: {
    changeUsername: 'Changer le nom d’utilisateur',
    changeEmail: 'Changer l’e-mail',
    changePassword: 'Changer le mot de passe',
    changeRole: 'Changer le rôle',
    ownerTransfer: 'Propriétaire (transférer la propriété)',
    resetSecret: 'Réinitialiser le secret',
    enable: 'Activer le compte',
    disable: 'Désactiver le compte',
    delete: 'Supprimer l’utilisateur',
  },
  verifyChange: {
    username: {
      code: 'Saisissez votre code d’authentification pour changer le nom d’utilisateur de {{username}}.',
      password: 'Saisissez votre mot de passe pour changer le nom d’utilisateur de {{username}}.',
    },
    email: {
      code: 'Saisissez votre code d’authentification pour changer l’e-mail de {{username}}.',
      password: 'Saisissez votre mot de passe pour changer l’e-mail de {{username}}.',
    },
    password: {
      code: 'Saisissez votre code d’authentification pour changer le mot de passe de {{username}}.',
      password: 'Saisissez votre mot de passe pour changer le mot de passe de {{username}}.',
    },
  },
  transfer: {
    title: 'Transférer la propriété',
    description:
      '{{username}} devient propriétaire de cette instance et vous devenez administrateur. Seul le nouveau propriétaire peut annuler cette opération.',
    confirm: 'Transférer la propriété',
  },
  roleChange: {
    updated: 'Rôle de l’utilisateur mis à jour',
    updating: 'Mise à jour des rôles…',
  },
  resetSecret: {
    title: 'Réinitialiser le secret d’API',
    descriptionSelf: 'Votre secret d’API actuel cesse immédiatement de fonctionner.',
    descriptionOther: 'Le secret d’API actuel de {{username}} cesse immédiatement de fonctionner.',
    confirm: 'Réinitialiser le secret',
    newTitle: 'Nouveau secret d’API',
    newSelf: 'Votre nouveau secret :',
    newOther: 'Le nouveau secret de {{username}} (affiché uniquement maintenant) :',
    okay: 'OK',
  },
  disable: {
    title: 'Désactiver {{username}}',
    description:
      'Le compte est conservé avec ses liens, mais ne peut plus se connecter, et ses sessions, ses jetons d’API et son secret d’API cessent immédiatement de fonctionner. Vous pourrez le réactiver.',
    confirm: 'Désactiver le compte',
    disabled: 'Compte désactivé',
    enabled: 'Compte activé',
  },
  delete: {
    title: 'Supprimer {{username}}',
    description: 'Le compte et ses sessions sont supprimés. Ses liens restent, sans auteur.',
    confirm: 'Supprimer le compte',
    deleted: 'Compte supprimé !',
  },
  create: {
    title: 'Créer un utilisateur',
    role: 'Rôle',
    roleHintOwner: 'Les administrateurs gèrent les comptes standard et leurs liens.',
    roleHintAdmin: 'Les administrateurs ne peuvent créer que des comptes standard.',
    taken: 'Déjà utilisé par un autre compte.',
    created: 'Compte {{username}} créé',
    submit: 'Créer l’utilisateur',
  },
  verify: {
    title: 'Confirmez votre identité',
    codeHint: 'Saisissez un code de votre application d’authentification pour continuer.',
    passwordHint: 'Saisissez votre mot de passe pour continuer.',
    codeRequired: 'Saisissez le code à 6 chiffres.',
    password: 'Votre mot de passe',
    passwordRequired: 'Saisissez votre mot de passe.',
    failed: 'La vérification a échoué.',
  },
};
