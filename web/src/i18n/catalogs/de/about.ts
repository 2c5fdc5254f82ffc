import type { Catalog } from '@/i18n/catalog';
import type { about as english } from '../en/about';

export const about: Catalog<typeof english> = {
  card: {
    title: 'Über',
    version: 'Version',
    links: 'Links',
    accounts: 'Konten',
    domain: 'Domain',
  },
  stats: {
    label: 'Statistik',
    links: 'Links',
    accounts: 'Konten',
  },
  demo: 'Dies ist eine Demo-Instanz: Der Funktionsumfang ist eingeschränkt, und Links werden nach 10 Minuten gelöscht.',
};
