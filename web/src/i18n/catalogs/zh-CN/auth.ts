import type { Catalog } from '@/i18n/catalog';
import type { auth as english } from '../en/auth';

export const auth: Catalog<typeof english> = {};
