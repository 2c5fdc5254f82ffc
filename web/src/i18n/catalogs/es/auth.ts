import type { Catalog } from '@/i18n/catalog';
import type { auth as english } from '../en/auth';

export const auth: Catalog<typeof english> = {
  login: {
    title: 'Iniciar sesión',
    form: 'Iniciar sesión',
    submit: 'Iniciar sesión',
    enterName: 'Escribe tu nombre de usuario o correo electrónico.',
    enterPassword: 'Escribe tu contraseña.',
    failed: 'No se pudo iniciar sesión.',
    cookieNotKept:
      'Sesión iniciada, pero el navegador no guardó la cookie de sesión. Si el servidor define USE_HTTPS, ábrelo por https://.',
    passkeyFailed: 'No se pudo iniciar sesión con la llave de acceso.',
    twoFactorOn: 'La autenticación de doble factor está activada en esta cuenta.',
    usePasskey: 'Usar una llave de acceso',
    withPasskey: 'Iniciar sesión con una llave de acceso',
    lostCode: '¿Perdiste tu código?',
    noAccount: '¿Aún no tienes cuenta? <anchor>Crear una cuenta</anchor>',
  },
  register: {
    title: 'Crear una cuenta',
    form: 'Registro',
    confirmPassword: 'Confirma la contraseña',
    mismatch: 'Las contraseñas no coinciden.',
    failed: 'No se pudo completar el registro.',
    taken: {
      email: 'Este correo electrónico ya está en uso.',
      username: 'Este nombre de usuario ya está en uso.',
      password: 'Esta contraseña ya está en uso.',
    },
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes una cuenta? <anchor>Iniciar sesión</anchor>',
    closed: 'El registro no está habilitado en esta instancia. Pide una cuenta a su propietario.',
    backToLogin: 'Volver al inicio de sesión',
  },
  ssoCode: {
    form: 'Código de doble factor',
    explanation:
      'Has iniciado sesión en tu proveedor de identidad. La autenticación de doble factor está activada en esta cuenta: escribe el código de tu app de autenticación.',
    submit: 'Continuar',
    startAgain: 'Volver a empezar',
    rejected: 'No se aceptó el código.',
  },
  sso: {
    loginWith: 'Iniciar sesión con {{name}}',
    ownerLogin: 'Acceso del propietario',
    ownerPassword: 'Acceso del propietario con contraseña',
    orPassword: 'o con tu contraseña',
    errors: {
      off: 'El inicio de sesión único no está configurado en este servidor.',
      busy: 'Hay demasiados inicios de sesión en curso. Inténtalo de nuevo en un minuto.',
      state: 'Ese inicio de sesión es desconocido o ya se usó. Vuelve a empezar.',
      browser: 'Ese inicio de sesión se empezó en otro navegador. Vuelve a empezar aquí.',
      expired: 'El inicio de sesión tardó demasiado. Vuelve a empezar.',
      refused: 'El proveedor de identidad rechazó el inicio de sesión.',
      disabled: 'Esta cuenta está desactivada; pide a un administrador que la active.',
      code: 'El proveedor de identidad no aceptó el inicio de sesión. Vuelve a empezar.',
      token: 'No se pudo verificar la respuesta del proveedor de identidad. Vuelve a empezar.',
      provider: 'No se pudo contactar con el proveedor de identidad. Inténtalo más tarde.',
      noAccount: 'No hay ninguna cuenta vinculada a esta identidad. Pide una a un administrador.',
      noEmail:
        'El proveedor de identidad no dio ninguna dirección de correo electrónico, y una cuenta nueva la necesita.',
      emailTaken:
        'Ya hay una cuenta con esta dirección de correo electrónico. Inicia sesión en ella con su contraseña y vincula el inicio de sesión único en Ajustes.',
      identityTaken: 'Esta identidad ya está vinculada a otra cuenta.',
      notLinked: 'No hay ninguna identidad de inicio de sesión único vinculada a esta cuenta.',
      passwordOff:
        'El inicio de sesión con contraseña está desactivado. Inicia sesión con el inicio de sesión único.',
      unavailable: 'El servidor no pudo completar el inicio de sesión. Inténtalo de nuevo.',
      failed: 'El inicio de sesión falló. Vuelve a empezar.',
    },
  },
};
