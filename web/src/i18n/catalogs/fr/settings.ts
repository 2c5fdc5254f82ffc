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
};
