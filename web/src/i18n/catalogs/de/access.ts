import type { Catalog } from '@/i18n/catalog';
import type { access as english } from '../en/access';

export const access: Catalog<typeof english> = {};
