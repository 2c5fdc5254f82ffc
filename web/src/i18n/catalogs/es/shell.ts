import type { Catalog } from '@/i18n/catalog';
import type { shell as english } from '../en/shell';

export const shell: Catalog<typeof english> = {
  skipLink: 'Saltar al contenido',
  navigation: {
    label: 'Navegación principal',
    overview: 'Resumen',
    deleted: 'Eliminados recientemente',
    teams: 'Equipos',
    domains: 'Dominios',
    users: 'Usuarios',
    audit: 'Registro de auditoría',
    settings: 'Ajustes',
  },
  account: {
    loggedInAs: 'Sesión iniciada como <strong>{{username}}</strong>',
    logout: 'Cerrar sesión',
  },
  routeError: {
    title: 'Algo salió mal',
    body: 'No se pudo mostrar la página. Normalmente basta con recargarla.',
    reload: 'Recargar',
  },
};
