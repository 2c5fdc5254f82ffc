import type { Catalog } from '@/i18n/catalog';
import type { theme as english } from '../en/theme';

export const theme: Catalog<typeof english> = {
  dark: 'Dunkles Design',
};
