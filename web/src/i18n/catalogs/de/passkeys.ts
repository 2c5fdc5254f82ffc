import type { Catalog } from '@/i18n/catalog';
import type { passkeys as english } from '../en/passkeys';

export const passkeys: Catalog<typeof english> = {};
