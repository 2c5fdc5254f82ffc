import type { Catalog } from '@/i18n/catalog';
import type { settings as english } from '../en/settings';

export const settings: Catalog<typeof english> = {
  language: {
    title: 'Idioma',
    label: 'Idioma de la interfaz',
    hint: 'Se aplica en cada navegador en el que inicies sesión. «Idioma del navegador» sigue el ajuste de cada navegador.',
    browser: 'Idioma del navegador',
    saved: 'Idioma guardado',
    failed: 'No se pudo guardar el idioma',
  },
  account: {
    title: 'Cuenta',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    role: 'Rol',
    roles: {
      owner: 'Propietario',
      admin: 'Administrador',
      standard: 'Estándar',
    },
    changeUsername: 'Cambiar nombre de usuario',
    changeEmail: 'Cambiar correo electrónico',
    changePassword: 'Cambiar contraseña',
  },
  credentials: {
    username: {
      title: 'Cambiar nombre de usuario',
      titleOf: 'Cambiar el nombre de usuario de {{username}}',
      label: 'Nuevo nombre de usuario',
      done: 'Nombre de usuario cambiado',
    },
    email: {
      title: 'Cambiar correo electrónico',
      titleOf: 'Cambiar el correo electrónico de {{username}}',
      label: 'Nuevo correo electrónico',
      done: 'Correo electrónico cambiado',
    },
    password: {
      title: 'Cambiar contraseña',
      titleOf: 'Cambiar la contraseña de {{username}}',
      label: 'Nueva contraseña',
      done: 'Contraseña cambiada',
    },
    currently: 'Actual: {{value}}',
    currentPassword: 'Contraseña actual',
    confirmPassword: 'Confirma la nueva contraseña',
    enterCurrentPassword: 'Escribe tu contraseña actual.',
    mismatch: 'Las contraseñas no coinciden.',
    notSaved: 'No se guardó el cambio.',
  },
  secret: {
    title: 'Secreto de API',
    description:
      'Los scripts, la extensión del navegador y ShareX se autentican con este secreto. No lo compartas.',
    label: 'Secreto de API',
    none: 'Todavía no hay secreto',
    show: 'Mostrar secreto',
    hide: 'Ocultar secreto',
    copy: 'Copiar secreto',
    copied: 'Secreto copiado',
    copyFailed: 'No se pudo copiar el secreto',
    generate: 'Generar secreto',
    regenerate: 'Regenerar secreto',
    confirmTitle: 'Generar un secreto nuevo',
    confirmDescription:
      'El secreto actual deja de funcionar al instante, también en las configuraciones de ShareX.',
    confirmName: 'Generar',
    generated: 'Nuevo secreto generado',
    sharexDescription: 'Una configuración de subida personalizada que acorta URL con tu secreto.',
    sharexDownload: 'Descargar configuración de ShareX',
  },
  automaticLogin: {
    title: 'Inicio de sesión automático',
    status: 'Estado:',
    allowed: 'Permitido',
    off: 'Desactivado',
    description:
      'Permite que este navegador se salte la pantalla de inicio de sesión. Solo tiene efecto si el servidor designa esta cuenta como su único usuario.',
    allow: 'Permitir el inicio de sesión automático',
    turnOff: 'Desactivar el inicio de sesión automático',
    confirmAllow: 'Confirma para permitir el inicio de sesión automático en esta cuenta.',
    confirmTurnOff: 'Confirma para desactivar el inicio de sesión automático.',
    updated: 'Cuenta actualizada',
  },
  signOutEverywhere: {
    title: 'Cerrar sesión en todas partes',
    description:
      'Cierra la sesión de esta cuenta en todos los dispositivos y navegadores, incluido este. Cambiar la contraseña no invalida el secreto de API: reemplázalo aquí también si ha podido filtrarse.',
    rotateSecret: 'Reemplazar también el secreto de API',
    button: 'Cerrar sesión en todas partes',
    confirm: 'Confirma para cerrar todas las sesiones de esta cuenta, también esta.',
    confirmWithSecret:
      'Confirma para cerrar todas las sesiones de esta cuenta, también esta, y reemplazar su secreto de API.',
  },
  sso: {
    title: 'Inicio de sesión único',
    provider: '{{name}}:',
    linked: 'Vinculado',
    notLinked: 'Sin vincular',
    justLinked: 'Esta cuenta ya está vinculada a tu identidad de {{name}}.',
    linkedHint:
      'Puedes iniciar sesión con {{name}}. Si la desvinculas, tu inicio de sesión con contraseña sigue igual.',
    unlinkedHint:
      'Vincula tu identidad de {{name}} para iniciar sesión con ella en lugar de con tu contraseña.',
    link: 'Vincular {{name}}',
    unlink: 'Desvincular {{name}}',
    confirmLink: 'Confirma para vincular esta cuenta a tu identidad de {{name}}.',
    confirmUnlink: 'Confirma para desvincular tu identidad de {{name}} de esta cuenta.',
    unlinked: 'Inicio de sesión único desvinculado',
    errors: {
      identityTaken: 'Esa identidad ya está vinculada a otra cuenta.',
      browser: 'La vinculación se inició en otro navegador. Vuelve a empezar aquí.',
      expired: 'La vinculación tardó demasiado. Vuelve a empezar.',
      provider: 'No se pudo contactar con el proveedor de identidad. Inténtalo más tarde.',
      failed: 'La vinculación falló. Vuelve a empezar.',
    },
  },
};
