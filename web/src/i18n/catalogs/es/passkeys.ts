import type { Catalog } from '@/i18n/catalog';
import type { passkeys as english } from '../en/passkeys';

export const passkeys: Catalog<typeof english> = {
  title: 'Llaves de acceso',
  intro:
    'Inicia sesión con el bloqueo de pantalla de tu dispositivo o una llave de seguridad en lugar de una contraseña, o usa una llave de acceso como segundo paso después de ella.',
  unsupported:
    'Este navegador no puede usar llaves de acceso aquí (requieren https:// o localhost).',
  list: 'Llaves de acceso',
  empty: 'Todavía no hay llaves de acceso.',
  newName: 'Nombre de la nueva llave de acceso',
  newNamePlaceholder: 'p. ej., Portátil',
  add: 'Añadir una llave de acceso',
  nameInvalid: 'Ponle un nombre a la llave de acceso: de 1 a 64 caracteres.',
  confirmAdd: 'Confirma para añadir una llave de acceso a esta cuenta.',
  added: 'Llave de acceso añadida',
  addFailed: 'No se pudo añadir la llave de acceso.',
  name: 'Nombre de la llave de acceso',
  usage: 'Añadida: {{added}} · Último uso: {{lastUsed}}',
  never: 'nunca',
  rename: 'Renombrar',
  renamed: 'Llave de acceso renombrada',
  remove: 'Eliminar',
  confirmRemove:
    'Confirma para eliminar la llave de acceso «{{name}}». Ya no servirá para iniciar sesión.',
  removed: 'Llave de acceso eliminada',
};
