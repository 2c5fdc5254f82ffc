import type { Catalog } from '@/i18n/catalog';
import type { shell as english } from '../en/shell';

export const shell: Catalog<typeof english> = {};
