import type { Catalog } from '@/i18n/catalog';
import type { twoFactor as english } from '../en/two-factor';

export const twoFactor: Catalog<typeof english> = {};
