import type { Catalog } from '@/i18n/catalog';
import type { app as english } from '../en/app';

export const app: Catalog<typeof english> = {
  titles: {
    settings: 'Paramètres',
    login: 'Connexion',
    register: 'Inscription',
    domains: 'Domaines',
    orphanVisits: 'Visites orphelines',
    statistics: 'Statistiques',
    notFound: 'Page introuvable',
    webhook: 'Webhook',
    deleted: 'Supprimés récemment',
    audit: 'Journal d’audit',
    teams: 'Équipes',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'Aucune page du tableau de bord ne se trouve à cette adresse.',
    back: 'Aller à la vue d’ensemble',
  },
  settings: {
    navigation: 'Sections des paramètres',
    section: 'Section',
    sections: {
      profile: 'Profil',
      security: 'Sécurité',
      api: 'Accès API',
      webhooks: 'Webhooks',
      data: 'Import et export',
      instance: 'Instance',
      about: 'À propos',
    },
    instance: {
      title: 'Utilisateurs et domaines',
      elsewhere: 'Les comptes et les domaines courts ont leurs propres pages.',
      ownerOnly: 'Seul le propriétaire modifie la politique de double authentification.',
      managersOnly: 'Seuls le propriétaire et les administrateurs gèrent cette instance.',
      users: 'Gérer les utilisateurs',
      domains: 'Gérer les domaines',
    },
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    search: 'Aller à la recherche',
    create: 'Créer un lien',
    help: 'Afficher cette liste',
    close: 'Fermer une fenêtre',
  },
};
