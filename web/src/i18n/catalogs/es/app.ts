import type { Catalog } from '@/i18n/catalog';
import type { app as english } from '../en/app';

export const app: Catalog<typeof english> = {
  titles: {
    settings: 'Ajustes',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    domains: 'Dominios',
    orphanVisits: 'Visitas huérfanas',
    statistics: 'Estadísticas',
    notFound: 'Página no encontrada',
    webhook: 'Webhook',
    deleted: 'Eliminados recientemente',
    audit: 'Registro de auditoría',
    teams: 'Equipos',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'No hay ninguna página del panel en esta dirección.',
    back: 'Ir al resumen',
  },
  settings: {
    navigation: 'Secciones de ajustes',
    section: 'Sección',
    sections: {
      profile: 'Perfil',
      security: 'Seguridad',
      api: 'Acceso a la API',
      webhooks: 'Webhooks',
      data: 'Importar y exportar',
      instance: 'Instancia',
      about: 'Acerca de',
    },
    instance: {
      title: 'Usuarios y dominios',
      elsewhere: 'Las cuentas y los dominios cortos tienen sus propias páginas.',
      ownerOnly: 'Solo el propietario cambia la política de doble factor.',
      managersOnly: 'Solo el propietario y los administradores gestionan esta instancia.',
      users: 'Gestionar usuarios',
      domains: 'Gestionar dominios',
    },
  },
  shortcuts: {
    title: 'Atajos de teclado',
    search: 'Ir a la búsqueda',
    create: 'Crear un enlace',
    help: 'Mostrar esta lista',
    close: 'Cerrar una ventana',
  },
};
