import type { Catalog } from '@/i18n/catalog';
import type { shell as english } from '../en/shell';

export const shell: Catalog<typeof english> = {
  skipLink: 'Aller au contenu',
  navigation: {
    label: 'Navigation principale',
    overview: 'Vue d’ensemble',
    deleted: 'Supprimés récemment',
    teams: 'Équipes',
    domains: 'Domaines',
    users: 'Utilisateurs',
    audit: 'Journal d’audit',
    settings: 'Paramètres',
  },
  account: {
    loggedInAs: 'Connecté en tant que <strong>{{username}}</strong>',
    logout: 'Se déconnecter',
  },
  routeError: {
    title: 'Une erreur s’est produite',
    body: 'La page n’a pas pu être affichée. Un rechargement suffit généralement.',
    reload: 'Recharger',
  },
};
