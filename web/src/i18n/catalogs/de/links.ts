import type { Catalog } from '@/i18n/catalog';
import type { links as english } from '../en/links';

export const links: Catalog<typeof english> = {};
