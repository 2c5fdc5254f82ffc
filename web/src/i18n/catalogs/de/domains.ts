import type { Catalog } from '@/i18n/catalog';
import type { domains as english } from '../en/domains';

export const domains: Catalog<typeof english> = {};
