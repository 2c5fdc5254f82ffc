import type { Catalog } from '@/i18n/catalog';
import type { about as english } from '../en/about';

export const about: Catalog<typeof english> = {
  card: {
    title: 'Acerca de',
    version: 'Versión',
    links: 'Enlaces',
    accounts: 'Cuentas',
    domain: 'Dominio',
  },
  stats: {
    label: 'Estadísticas',
    links: 'Enlaces',
    accounts: 'Cuentas',
  },
  demo: 'Esta es una instancia de demostración: las funciones están limitadas y los enlaces se eliminarán a los 10 minutos.',
};
