import type { Catalog } from '@/i18n/catalog';
import type { users as english } from '../en/users';

export const users: Catalog<typeof english> = {};
