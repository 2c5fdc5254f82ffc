import type { Catalog } from '@/i18n/catalog';
import type { settings as english } from '../en/settings';

export const settings: Catalog<typeof english> = {
  language: {
    title: 'Idioma',
    label: 'Idioma de la interfaz',
    hint: 'Se aplica en cada navegador en el que inicies sesión. «Idioma del navegador» sigue el ajuste de cada navegador.',
    browser: 'Idioma del navegador',
    saved: 'Idioma guardado',
    failed: 'No se pudo guardar el idioma',
  },
};
