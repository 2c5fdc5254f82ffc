import type { Catalog } from '@/i18n/catalog';
import type { components as english } from '../en/components';

export const components: Catalog<typeof english> = {
  popup: {
    okay: 'Aceptar',
  },
  fields: {
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    loginName: 'Nombre de usuario o correo electrónico',
    totp: 'Código de autenticación',
    serverRejected: 'El servidor no aceptó este valor.',
  },
  rules: {
    username:
      'De 3 a 20 caracteres: letras, dígitos, puntos y guiones bajos; no puede empezar ni terminar con un punto o un guion bajo.',
    email: 'Una dirección de correo electrónico válida de 254 caracteres como máximo.',
    password:
      'De 12 a 256 caracteres con al menos una minúscula, una mayúscula, un dígito y un símbolo; sin espacios.',
    destination:
      'Debe empezar por http:// o https:// y no contener espacios (4096 caracteres como máximo).',
    slug: 'Opcional. De 1 a 100 letras, dígitos, guiones, guiones bajos o puntos, sin empezar por un punto. Déjalo vacío para obtener uno aleatorio.',
    totp: 'El código de 6 dígitos de tu aplicación de autenticación.',
    backupCode:
      'Uno de los códigos de respaldo de 12 caracteres que guardaste al activar la autenticación de doble factor.',
  },
  validation: {
    username: 'Este nombre de usuario no cumple las reglas anteriores.',
    email: 'Introduce una dirección de correo electrónico válida.',
    password: 'Esta contraseña no cumple las reglas anteriores.',
    destinationRequired: 'Introduce la URL de destino.',
    destination: 'Introduce una URL completa que empiece por http:// o https://, sin espacios.',
    slug: 'Usa de 1 a 100 letras, dígitos, guiones, guiones bajos o puntos, sin empezar por un punto.',
    slugReserved: 'Ese slug está reservado; elige otro.',
    totp: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
    backupCode: 'Los códigos de respaldo tienen 12 letras y dígitos.',
    required: 'Rellena este campo: {{label}}.',
  },
  secret: {
    errorTitle: 'Error al generar un nuevo secreto de API',
  },
  passkeys: {
    cancelled: 'La solicitud de la llave de acceso se canceló o caducó.',
    failed: 'La solicitud de la llave de acceso falló.',
    loginFailed: 'No se pudo iniciar sesión con la llave de acceso.',
  },
  domains: {
    defaultName: 'Dominio predeterminado',
    defaultChoice: '{{name}} (predeterminado)',
  },
};
