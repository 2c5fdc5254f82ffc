import type { Catalog } from '@/i18n/catalog';
import type { twoFactor as english } from '../en/two-factor';

export const twoFactor: Catalog<typeof english> = {
  card: {
    title: 'Autenticación de doble factor',
    status: 'Estado:',
    on: 'Activada',
    off: 'Desactivada',
    onHint:
      'Al iniciar sesión y en las acciones delicadas se te pedirá un código de tu aplicación de autenticación.',
    offHint:
      'Añade un segundo paso al inicio de sesión con una aplicación de autenticación (TOTP).',
    enable: 'Activar 2FA',
    disable: 'Desactivar 2FA',
    disabled: 'Autenticación de doble factor desactivada',
  },
  gate: {
    title: 'Configura la autenticación de doble factor',
    body: 'Esta instancia exige la autenticación de doble factor para tu cuenta. Configura una aplicación de autenticación o una llave de acceso para continuar.',
    logout: 'Cerrar sesión',
  },
  enable: {
    title: 'Activar la autenticación de doble factor',
    description:
      'Escanea el código QR con una aplicación de autenticación, o introduce la clave secreta a mano, y luego escribe el código que muestre.',
    generating: 'Generando una clave secreta…',
    qrCode: 'Código QR para tu aplicación de autenticación',
    secret: 'Clave secreta',
    submit: 'Activar',
  },
  disable: {
    title: 'Desactivar la autenticación de doble factor',
    description:
      'Introduce un código actual de tu aplicación de autenticación para desactivar la autenticación de doble factor.',
    submit: 'Desactivar',
  },
  backupCodes: {
    title: 'Códigos de respaldo',
    description:
      'Cada código te permite iniciar sesión una vez si pierdes tu aplicación de autenticación, y desactiva la autenticación de doble factor. Solo se muestran ahora: guárdalos en un lugar seguro.',
    list: 'Códigos de respaldo',
    copy: 'Copiar códigos',
    copied: 'Códigos de respaldo copiados',
    copyFailed: 'No se pudo copiar',
    download: 'Descargar códigos',
    done: 'Listo',
  },
  lost: {
    title: '¿Perdiste tu código?',
    description:
      'Usa uno de tus códigos de respaldo. Esto desactiva la autenticación de doble factor e inicia tu sesión; puedes volver a activarla en Ajustes.',
    backupCode: 'Código de respaldo',
    submit: 'Recuperar e iniciar sesión',
    usernameRequired: 'Introduce tu nombre de usuario o correo electrónico.',
    passwordRequired: 'Introduce tu contraseña.',
  },
};
