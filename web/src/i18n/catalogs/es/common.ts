import type { Catalog } from '@/i18n/catalog';
import type { common as english } from '../en/common';

export const common: Catalog<typeof english> = {
  actions: {
    cancel: 'Cancelar',
    close: 'Cerrar',
    save: 'Guardar',
    delete: 'Eliminar',
    copy: 'Copiar',
    copied: 'Copiado',
    edit: 'Editar',
    retry: 'Reintentar',
    confirm: 'Confirmar',
  },
  loading: 'Cargando…',
  none: '—',
  unreachable: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  requestFailed: 'La solicitud falló ({{status}})',
};
