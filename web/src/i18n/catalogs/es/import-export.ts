import type { Catalog } from '@/i18n/catalog';
import type { importExport as english } from '../en/import-export';

export const importExport: Catalog<typeof english> = {};
