import type { Catalog } from '@/i18n/catalog';
import type { about as english } from '../en/about';

export const about: Catalog<typeof english> = {};
