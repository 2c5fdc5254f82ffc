import type { Catalog } from '@/i18n/catalog';
import type { about as english } from '../en/about';

export const about: Catalog<typeof english> = {
  card: {
    title: 'À propos',
    version: 'Version',
    links: 'Liens',
    accounts: 'Comptes',
    domain: 'Domaine',
  },
  stats: {
    label: 'Statistiques',
    links: 'Liens',
    accounts: 'Comptes',
  },
  demo: 'Ceci est une instance de démonstration : les fonctionnalités sont limitées et les liens sont supprimés au bout de 10 minutes.',
};
