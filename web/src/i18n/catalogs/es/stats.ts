import type { Catalog } from '@/i18n/catalog';
import type { stats as english } from '../en/stats';

export const stats: Catalog<typeof english> = {};
