import type { Catalog } from '@/i18n/catalog';
import type { apiErrors as english } from '../en/api-errors';

export const apiErrors: Catalog<typeof english> = {};
