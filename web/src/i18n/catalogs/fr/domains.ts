import type { Catalog } from '@/i18n/catalog';
import type { domains as english } from '../en/domains';

export const domains: Catalog<typeof english> = {
  title: 'Domaines',
  table: {
    forbidden: 'Seuls le propriétaire et les administrateurs peuvent gérer les domaines.',
    heading: 'Domaines courts',
    loadFailed: 'Impossible de charger les domaines : {{message}}',
    loading: 'Chargement des domaines…',
    columns: {
      domain: 'Domaine',
      links: 'Liens',
      rootRedirect: 'Redirection de la racine',
      notFoundRedirect: 'Redirection si introuvable',
      expiredRedirect: 'Redirection si expiré',
      standardAccounts: 'Comptes standard',
      actions: 'Actions',
    },
    actionsFor: 'Actions pour {{name}}',
    default: 'Par défaut',
    serverDefault: 'Réglage du serveur',
    builtInPage: 'Page intégrée',
    mayCreate: 'Peuvent créer des liens',
    managersOnly: 'Propriétaire et administrateurs uniquement',
    appLinks: 'Liens d’application',
  },
  menu: {
    orphanVisits: 'Visites orphelines',
    remove: 'Retirer',
  },
  fields: {
    host: 'Hôte',
    hostRule:
      'Un nom d’hôte comme go.example.com, éventuellement suivi d’un port (go.example.com:8443). Sans http:// ni chemin.',
    rootRedirect: {
      label: 'Redirection de la racine',
      hint: 'Où mène l’adresse du domaine lui-même (/). Vide : la redirection d’accueil du serveur.',
    },
    notFoundRedirect: {
      label: 'Redirection si introuvable',
      hint: 'Où mène un lien court qui n’existe pas. Vide : la page « Lien introuvable ».',
    },
    expiredRedirect: {
      label: 'Redirection si expiré',
      hint: 'Où mène un lien expiré ou épuisé qui n’a pas sa propre adresse d’expiration. Vide : la page « Ce lien a expiré ».',
    },
    standardMayCreate: {
      label: 'Les comptes standard peuvent créer des liens ici',
      hint: 'Sinon, seuls le propriétaire et les administrateurs peuvent créer des liens sur ce domaine.',
    },
  },
  appLinks: {
    toggle: 'Liens d’application',
    appleAppSiteAssociation: {
      label: 'apple-app-site-association (iOS)',
      hint: 'Liens universels iOS : un objet JSON, servi à l’adresse {{url}}. Vide : non servi.',
    },
    assetLinks: {
      label: 'assetlinks.json (Android)',
      hint: 'Liens d’application Android : un tableau JSON, servi à l’adresse {{url}}. Vide : non servi.',
    },
    setByOwner: 'Les liens d’application de ce domaine sont définis par le propriétaire.',
  },
  validation: {
    host: 'Saisissez un nom d’hôte comme go.example.com, sans http:// ni chemin.',
    redirect: 'Saisissez une URL complète commençant par http:// ou https://, sans espaces.',
    target: 'Choisissez le domaine qui reprend les liens.',
    appLinks: {
      json: 'Ce n’est pas du JSON valide.',
      object: 'Saisissez un objet JSON : { … }',
      array: 'Saisissez un tableau JSON : [ … ]',
      tooLarge: '{{max}} octets de JSON au plus.',
    },
  },
  add: {
    title: 'Ajouter un domaine',
    description:
      'Faites d’abord pointer le DNS de l’hôte vers ce serveur ; ses liens fonctionnent dès l’ajout du domaine.',
    submit: 'Ajouter le domaine',
    added: 'Domaine {{name}} ajouté',
  },
  edit: {
    title: 'Modifier {{name}}',
    defaultDomain: 'Le domaine par défaut : tous les comptes peuvent y créer des liens.',
    hostFixed:
      'L’hôte ne peut pas être modifié ; pour en changer, retirez le domaine et ajoutez-en un autre.',
    updated: 'Domaine {{name}} mis à jour',
  },
  remove: {
    title: 'Retirer {{name}}',
    description: 'Les liens courts cessent immédiatement de répondre sur {{name}}.',
    loadFailed: 'Impossible de charger les domaines : {{message}}',
    loading: 'Chargement des domaines…',
    noLinks: 'Aucun lien ne se trouve sur ce domaine.',
    someLinks: 'Ses liens',
    links_one: 'Son unique lien',
    links_other: 'Ses {{number}} liens',
    move: {
      label: 'Les déplacer vers un autre domaine',
      hint: 'Ils conservent leurs slugs, leurs visites et leurs statistiques. Rien n’est retiré si un slug y est déjà pris.',
    },
    delete: {
      label: 'Les supprimer',
      hint: 'Les liens et leurs statistiques sont supprimés. Cette action est irréversible.',
    },
    target: 'Les déplacer vers',
    submit: 'Retirer le domaine',
    removed: 'Domaine {{name}} retiré',
  },
};
