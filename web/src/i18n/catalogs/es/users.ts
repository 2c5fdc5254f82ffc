import type { Catalog } from '@/i18n/catalog';
import type { users as english } from '../en/users';

export const users: Catalog<typeof english> = {
  title: 'Usuarios',
  roles: {
    owner: 'Propietario',
    admin: 'Administrador',
    standard: 'Estándar',
  },
  table: {
    notAllowed: 'Solo el propietario y los administradores pueden gestionar usuarios.',
    heading: 'Cuentas',
    create: 'Crear usuario',
    loadFailed: 'No se pudieron cargar los usuarios: {{message}}',
    loading: 'Cargando usuarios…',
    caption: 'Usuarios',
    columns: {
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      role: 'Rol',
      twoFactor: '2FA',
      secret: 'Secreto de API',
      state: 'Estado',
      actions: 'Acciones',
    },
    you: 'Tú',
    twoFactorOn: 'Activada',
    twoFactorOff: 'Desactivada',
    secretSet: 'Configurado',
    secretNone: 'Ninguno',
    disabled: 'Desactivada',
    active: 'Activa',
    actionsFor: 'Acciones para {{username}}',
  },
  menu: {
    changeUsername: 'Cambiar nombre de usuario',
    changeEmail: 'Cambiar correo electrónico',
    changePassword: 'Cambiar contraseña',
    changeRole: 'Cambiar rol',
    ownerTransfer: 'Propietario (transferir la propiedad)',
    resetSecret: 'Restablecer secreto',
    enable: 'Activar cuenta',
    disable: 'Desactivar cuenta',
    delete: 'Eliminar usuario',
  },
  verifyChange: {
    username: {
      code: 'Introduce tu código de autenticación para cambiar el nombre de usuario de {{username}}.',
      password: 'Introduce tu contraseña para cambiar el nombre de usuario de {{username}}.',
    },
    email: {
      code: 'Introduce tu código de autenticación para cambiar el correo electrónico de {{username}}.',
      password: 'Introduce tu contraseña para cambiar el correo electrónico de {{username}}.',
    },
    password: {
      code: 'Introduce tu código de autenticación para cambiar la contraseña de {{username}}.',
      password: 'Introduce tu contraseña para cambiar la contraseña de {{username}}.',
    },
  },
  transfer: {
    title: 'Transferir la propiedad',
    description:
      '{{username}} pasa a ser propietario de esta instancia y tú pasas a ser administrador. Solo el nuevo propietario puede deshacerlo.',
    confirm: 'Transferir la propiedad',
  },
  roleChange: {
    updated: 'Rol de usuario actualizado correctamente',
    updating: 'Actualizando roles…',
  },
  resetSecret: {
    title: 'Restablecer el secreto de API',
    descriptionSelf: 'Tu secreto de API actual dejará de funcionar de inmediato.',
    descriptionOther: 'El secreto de API actual de {{username}} dejará de funcionar de inmediato.',
    confirm: 'Restablecer secreto',
    newTitle: 'Nuevo secreto de API',
    newSelf: 'Tu nuevo secreto:',
    newOther: 'El nuevo secreto de {{username}} (solo se muestra ahora):',
    okay: 'Aceptar',
  },
  disable: {
    title: 'Desactivar a {{username}}',
    description:
      'La cuenta se conserva con sus enlaces, pero no puede iniciar sesión, y sus sesiones, tokens de API y secreto de API dejan de funcionar de inmediato. Puedes volver a activarla.',
    confirm: 'Desactivar cuenta',
    disabled: 'Cuenta desactivada',
    enabled: 'Cuenta activada',
  },
  delete: {
    title: 'Eliminar a {{username}}',
    description: 'Se eliminan la cuenta y sus sesiones. Sus enlaces se conservan, sin autor.',
    confirm: 'Eliminar cuenta',
    deleted: '¡Cuenta eliminada!',
  },
  create: {
    title: 'Crear usuario',
    role: 'Rol',
    roleHintOwner: 'Los administradores gestionan las cuentas estándar y sus enlaces.',
    roleHintAdmin: 'Los administradores solo pueden crear cuentas estándar.',
    taken: 'Ya lo usa otra cuenta.',
    created: 'Cuenta {{username}} creada',
    submit: 'Crear usuario',
  },
  verify: {
    title: 'Confirma que eres tú',
    codeHint: 'Introduce un código de tu aplicación de autenticación para continuar.',
    passwordHint: 'Introduce tu contraseña para continuar.',
    codeRequired: 'Introduce el código de 6 dígitos.',
    password: 'Tu contraseña',
    passwordRequired: 'Introduce tu contraseña.',
    failed: 'No se pudo verificar.',
  },
};
