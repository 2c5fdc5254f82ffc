import type { Catalog } from '@/i18n/catalog';
import type { components as english } from '../en/components';

export const components: Catalog<typeof english> = {};
