import type { Catalog } from '@/i18n/catalog';
import type { apiErrors as english } from '../en/api-errors';

export const apiErrors: Catalog<typeof english> = {
  // Framing and limits.
  malformedJson: 'Cuerpo JSON mal formado',
  notAnObject: 'El cuerpo de la solicitud debe ser un objeto JSON',
  unreadableBody: 'No se pudo leer el cuerpo de la solicitud',
  jsonOnly: 'Content-Type no admitido, se esperaba application/json',
  multipartOnly: 'Content-Type no admitido, se esperaba multipart/form-data',
  sharexTypesOnly:
    'Content-Type no admitido, se esperaba multipart/form-data, application/x-www-form-urlencoded o application/json',
  malformedMultipart: 'Cuerpo multipart/form-data mal formado',
  methodNotAllowed: 'Método no permitido',
  unknownEndpoint: 'Endpoint de la API desconocido',
  missingFields: 'Faltan estos campos obligatorios en la solicitud: {{fields}}',
  invalidTypes: 'Estos campos tienen un tipo no válido: {{fields}}',
  bodyTimeout: 'Se agotó el tiempo de espera del cuerpo de la solicitud',
  bodyTooLarge: 'Cuerpo de la solicitud demasiado grande (límite: {{limit}} MiB)',
  textPartTooLarge: 'Campo de formulario demasiado grande (límite: 4 KiB)',
  tooManyInProgress:
    'Demasiadas solicitudes en curso desde tu dirección, vuelve a intentarlo en un momento',
  tooManyUploads: 'Demasiadas subidas en curso, vuelve a intentarlo cuando termine alguna',
  unavailable: 'Servicio no disponible',
  internal: 'Error interno del servidor',
  crossOrigin: 'Solicitud de otro origen rechazada',

  // Links.
  invalidPage: 'page no válido, se esperaba un número entero igual o mayor que 0',
  invalidPagesize: 'pagesize no válido, se esperaba un número entero de 1 a 100',
  pagesizeLimit: 'pagesize está limitado a 100 elementos',
  invalidSortField:
    'sortField no válido, valores aceptados: slug, destination, creationDate, modifiedDate, visits, author, id, humanVisits',
  invalidSortType: 'sortType no válido, valores aceptados: 1, -1',
  invalidDestination: 'Formato de URL de destino no válido',
  invalidSlug:
    'Slug no válido: usa de 1 a 100 letras, dígitos, guiones, guiones bajos o puntos, sin empezar por un punto',
  reservedSlug: 'Ese slug está reservado, elige otro',
  unknownSlug: 'Enlace no válido',
  linkNotFound: 'No existe ningún enlace con ese id',
  notEditable: 'No tienes permiso para editar este enlace',
  historyInvalidPage:
    'before o limit no válido: indica números enteros positivos, limit como máximo 500',
  unknownHistoryVersion: 'El historial del enlace no tiene esa versión',
  versionDeletedLink:
    'Esa versión eliminó el enlace: no hay nada a lo que revertir (restáuralo en su lugar)',
  notRestorable:
    'No se puede restaurar ningún enlace eliminado con ese id (ya se restauró o su historial ha caducado)',
  unknownDomain: 'Dominio desconocido',
  domainNotAllowed: 'No puedes crear enlaces en este dominio',
  unknownTeam: 'Equipo desconocido',
  teamNotAllowed:
    'Solo los editores y gestores del equipo (y los administradores y el propietario) ponen enlaces en un equipo o los sacan de él',
  notDeletable:
    'No tienes permiso para eliminar algunos o todos los enlaces seleccionados. No se eliminó ningún enlace',
  tooManyIds: 'Demasiados ids, el límite es de 1000 por solicitud',
  tooManyBulkIds: 'Demasiados ids, el límite es 20000 por edición masiva',
  tooManyBulkLinks: 'La selección tiene más de 100000 enlaces, acótela con el filtro',
  bulkSelection: 'Envíe ids o filter para seleccionar los enlaces',
  bulkMoveAlone:
    'Mover a un equipo o fuera de él se hace por separado: envía team sin otros cambios',
  bulkNoChange: 'Nada que cambiar: envíe al menos un cambio',
  invalidReplace:
    'replace no válido: find necesita de 1 a 1000 caracteres y with como máximo 1000, y find debe ser un patrón válido cuando pattern es true',
  linkChangedMeanwhile:
    'El enlace cambió mientras se ejecutaba la edición masiva, así que se dejó como estaba',
  bulkBusy: 'Hay demasiadas ediciones masivas en curso, inténtelo de nuevo en un momento',
  slugTaken: 'Ya existe un enlace con ese slug',
  destinationTaken: 'Ya existe un enlace con ese destino',
  noFreeSlug: 'No se pudo generar un slug único, vuelve a intentarlo',
  linkExpired: 'Este enlace ha caducado',
  linkPasswordProtected: 'Este enlace está protegido con contraseña',
  invalidState:
    'state no válido, valores aceptados: active, expired, notYetValid, passwordProtected',
  invalidTagsMode: 'tagsMode no válido, valores aceptados: any, all',
  tooManyTagFilters: 'Demasiadas etiquetas, el límite es de 50 por solicitud',

  // Link controls.
  invalidValidFrom: 'validFrom no válido: se esperaba una fecha ISO 8601 como 2030-01-31T12:00:00Z',
  invalidExpiresAt: 'expiresAt no válido: se esperaba una fecha ISO 8601 como 2030-01-31T12:00:00Z',
  datesOutOfOrder: 'Fechas no válidas: validFrom debe ser anterior a expiresAt',
  invalidMaxVisits: 'maxVisits no válido: se esperaba un número entero de 1 a 1000000000000',
  invalidExpiredUrl: 'expiredUrl no válido: se esperaba una URL http o https',
  invalidLinkPassword: 'Contraseña no válida: usa de 1 a 256 caracteres sin caracteres de control',
  invalidTags:
    'Etiquetas no válidas: usa como máximo 50 etiquetas de 1 a 64 caracteres, sin comas ni caracteres de control',
  invalidTag: 'Etiqueta no válida: usa de 1 a 64 caracteres, sin comas ni caracteres de control',
  invalidTitle: 'Título no válido: usa como máximo 500 caracteres, sin caracteres de control',
  invalidNotes:
    'Notas no válidas: usa como máximo 10000 caracteres, sin caracteres de control salvo saltos de línea y tabulaciones',
  invalidRedirectStatus: 'redirectStatus no válido, valores aceptados: 301, 302, 307, 308',
  invalidUtm:
    'utm no válido: source, medium, campaign, term y content de 200 caracteres como máximo cada uno, sin caracteres de control',
  invalidPreview:
    'preview no válido: un title de 1 a 300 caracteres, una description de 1000 como máximo, una image como URL http o https de 2048 caracteres como máximo y un siteName de 100 como máximo, sin caracteres de control',
  // A link's QR code logo (PUT /api/link/{id}/qr/logo).
  logoTooLarge: 'El logo es demasiado grande: 64 KiB como máximo',
  logoNotPng: 'El logo debe ser una imagen PNG (image/png)',
  logoInvalid: 'El logo debe ser un PNG de 1024 × 1024 píxeles como máximo',
  // Fill from destination (POST /api/link/page-card); the reason stays as the server wrote it.
  pageUnreadable: 'No se pudo leer la página: {{reason}}',
  pageBusy: 'Se están leyendo demasiadas páginas a la vez, inténtalo de nuevo en un momento',
  invalidSplit: 'Prueba A/B (split) no válida: {{detail}}',
  splitVariantCount: 'Prueba A/B (split) no válida: una prueba A/B tiene de 2 a 8 variantes',
  splitNone: 'Prueba A/B (split) no válida: el enlace no tiene prueba A/B',
  splitNotAVariant: 'Prueba A/B (split) no válida: el destino no es una variante de la prueba A/B',
  splitInvalidDestination:
    'Prueba A/B (split) no válida: la variante {{variant}} necesita un destino http o https',
  splitInvalidWeight:
    'Prueba A/B (split) no válida: la variante {{variant}} necesita un peso del 1 al 1000',
  splitRepeatedDestination:
    'Prueba A/B (split) no válida: la variante {{variant}} repite el destino de otra variante',
  invalidRules: 'redirectRules no válido: {{detail}}',
  rulesNotAList: 'redirectRules no válido: se esperaba una lista de 20 reglas como máximo',
  ruleNotAnObject:
    'redirectRules no válido: la regla {{rule}} debe ser un objeto con un destino y condiciones',
  ruleInvalidDestination:
    'redirectRules no válido: la regla {{rule}} necesita un destino http o https',
  ruleNoConditions: 'redirectRules no válido: la regla {{rule}} necesita al menos una condición',
  ruleTooManyConditions: 'redirectRules no válido: la regla {{rule}} tiene más de 10 condiciones',
  ruleUnknownType:
    'redirectRules no válido: la regla {{rule}} tiene un tipo de condición desconocido, tipos aceptados: {{types}}',
  ruleInvalidCondition:
    'redirectRules no válido: la regla {{rule}} tiene una condición sin una clave o un valor válidos (device: desktop, mobile, android o ios; language: una etiqueta de idioma como en o en-GB; country: dos letras; query-param: una clave; fechas: ISO 8601)',

  // Domains.
  invalidHost:
    'Host no válido: usa un nombre de dominio o una dirección IP, con un puerto opcional',
  invalidRootRedirect: 'rootRedirect no válido: usa una URL http o https',
  invalidNotFoundRedirect: 'notFoundRedirect no válido: usa una URL http o https',
  invalidExpiredRedirect: 'expiredRedirect no válido: usa una URL http o https',
  invalidAppleAppSiteAssociation:
    'appleAppSiteAssociation no válido: usa un objeto JSON de 65536 bytes como máximo',
  invalidAssetLinks: 'assetLinks no válido: usa un array JSON de 65536 bytes como máximo',
  hostTaken: 'Ya existe un dominio con este host',
  domainNotFound: 'No existe ningún dominio con ese id',
  defaultDomainStays: 'El dominio predeterminado no se puede eliminar',
  domainHasLinks: 'El dominio todavía tiene enlaces: elimínalo con links=move o links=delete',
  slugTakenOnTarget:
    'Un slug de este dominio ya está ocupado en el dominio de destino: no se movió nada',
  unknownTargetDomain: 'Dominio de destino desconocido',
  invalidLinksMode: 'links no válido, valores aceptados: move, delete',

  // Statistics.
  statsLinkNotFound: 'Enlace no encontrado',
  invalidStatsDomain: 'domain no válido, se esperaba el host de un dominio corto o _default',
  invalidFrom:
    'from no válido, se esperaba una fecha y hora ISO 8601 con desfase horario o una fecha (AAAA-MM-DD) de 1970 a 9999',
  invalidTo:
    'to no válido, se esperaba una fecha y hora ISO 8601 con desfase horario o una fecha (AAAA-MM-DD) de 1970 a 9999',
  invalidInterval: 'interval no válido, valores aceptados: hour, day, week, month',
  invalidBots: 'bots no válido, valores aceptados: exclude, include, only',
  invalidTz: 'tz no válido, se esperaba un nombre de zona horaria IANA como Europe/Paris',
  toBeforeFrom: 'to no válido, no puede ser anterior a from',
  rangeTooLong: 'from no válido, el periodo de from a to está limitado a 5 años',
  tooManyBuckets:
    'interval no válido, el periodo tendría más de 2000 intervalos: elige un intervalo más largo o un periodo más corto',

  // Authentication and API access.
  noCookie: 'No se envió ningún token de sesión en las cookies',
  invalidSession: 'Token de autorización no válido',
  secretNotAccepted: 'No puedes usar este endpoint con tu secreto de API',
  invalidSecret: 'Secreto no válido',
  invalidToken: 'Token de API no válido, caducado o revocado',
  tokenNotAccepted:
    'Los tokens de API no se pueden usar en este endpoint, inicia sesión en el panel',
  tokenLacksScope: 'Este token de API no tiene el permiso {{scope}}',
  insufficientScope: 'Este token de API no tiene el permiso que necesita esta solicitud',
  setupRequired:
    'Esta cuenta requiere autenticación de doble factor: configúrala antes de cualquier otra cosa',
  tooManyAttempts: 'Demasiados intentos de inicio de sesión, vuelve a intentarlo más tarde',
  noSecretYet: 'Primero tienes que generar un secreto',

  // Import and export.
  oneFileOnly: 'Solo se puede importar un archivo a la vez',
  invalidService:
    'Servicio no válido, servicios aceptados: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub',
  invalidFiletype: 'Tipo de archivo no válido',
  invalidImportFields: 'Campos de importación no válidos',
  importsInDemo: 'Las importaciones no están habilitadas en el modo demo.',
  exportsInDemo: 'Las exportaciones no están habilitadas en el modo demo.',
  invalidFormat: 'Formato no válido, formatos aceptados: json, csv',
  invalidDryRun: 'dryRun no válido, se esperaba true o false',
  invalidCreateDomains: 'createDomains no válido, se esperaba true o false',
  csvUnreadable: 'No se pudo analizar el archivo CSV',
  jsonUnreadable: 'No se pudo analizar el archivo JSON, se esperaba un array de enlaces',
  lynxRow: 'No se pudo leer con exactitud la fila {{row}} del archivo CSV de Lynx: {{problem}}',
  lynxRowClosingQuote:
    'No se pudo leer con exactitud la fila {{row}} del archivo CSV de Lynx: hay texto después de unas comillas de cierre',
  lynxRowBackslash:
    'No se pudo leer con exactitud la fila {{row}} del archivo CSV de Lynx: una barra invertida que no inicia ningún escape JSON',
  lynxRowUnicodeEscape:
    'No se pudo leer con exactitud la fila {{row}} del archivo CSV de Lynx: un escape \\u no válido',
  rowTooLarge: 'El registro de la línea {{line}} ocupa más de 1 MiB',
  rowTooWide: 'El registro de la línea {{line}} tiene más de 1000 columnas',
  jsonLinkTooLarge: 'Un enlace del archivo JSON ocupa más de 1 MiB',
  jsonStringTooLong: 'Una cadena del archivo JSON ocupa más de 1 MiB',
  jsonTooDeep: 'El archivo JSON tiene más de 128 niveles de anidamiento',
  importReportNotFound: 'Informe de importación no encontrado',

  // Accounts.
  verificationRequired:
    'Se requiere verificación: envía un objeto verification con un código de doble factor o tu contraseña, según lo que tengas configurado.',
  verificationFailed:
    'Se requiere la autenticación de doble factor / Código TOTP caducado o no válido / Se requiere contraseña / Contraseña incorrecta',
  credentialsInDemo: 'La modificación de credenciales no está habilitada en el modo demo.',
  twoFactorInDemo: 'La activación del doble factor no está disponible en el modo demo.',
  invalidId: 'Id no válido',
  adminRequired: 'La cuenta con la sesión iniciada no tiene el rol administrador o propietario',
  ownerRequired: 'La cuenta con la sesión iniciada no tiene el rol propietario',
  userObjectRequired: 'Se requiere un objeto user',
  registrationClosed: 'El registro no está habilitado',
  verificationCodeRequired: 'Se requiere la autenticación de doble factor',
  passwordRequired: 'Se requiere contraseña',
  wrongPassword: 'Contraseña incorrecta',
  invalidLogin: 'Nombre de usuario o contraseña incorrectos',
  codeRequired: 'Se requiere código de doble factor',
  invalidCode: 'Código TOTP caducado o no válido',
  invalidFields: 'Campo(s) no válido(s)',
  namesTaken: 'Campo(s) ya en uso',
  invalidRole: 'Rol no válido',
  ownRole: 'No puedes cambiar tu propio rol',
  rolesForOwner: 'Rol o permisos no válidos, roles aceptados: admin, standard',
  rolesForAdmin: 'Rol o permisos no válidos, rol aceptado: standard',
  mayNotManageUsers: 'No tienes permiso para modificar usuarios.',
  mayNotManageThisUser: 'Tu rol no es suficiente para modificar este usuario.',
  mayNotDeleteThisUser: 'No tienes permiso para eliminar ese usuario',
  mayNotUpdateThisUser: 'No tienes el rol necesario para modificar ese usuario.',
  mayNotDisableThisUser: 'No tienes permiso para desactivar o activar ese usuario',
  twoFactorEnabled: 'La autenticación de doble factor ya está activada',
  twoFactorConfirmed:
    'La autenticación de doble factor ya está activada, no hace falta verificarla',
  twoFactorNotStarted: 'No se ha iniciado la configuración de la autenticación de doble factor',
  invalidCodeFormat: 'Formato de código no válido',
  twoFactorDisabled: 'La autenticación de doble factor no está activada',
  invalidBackupCode: 'Código de respaldo no válido',
  usersInDemo: 'La creación de usuarios no está habilitada en el modo demo.',
  rolesInDemo: 'La modificación de roles de usuario no está habilitada en el modo demo.',
  usernamesInDemo: 'La modificación de nombres de usuario no está habilitada en el modo demo.',
  emailsInDemo:
    'La modificación de correos electrónicos de usuario no está habilitada en el modo demo.',
  passwordsInDemo: 'La modificación de contraseñas de usuario no está habilitada en el modo demo.',
  loggedIn: '¡Has iniciado sesión!',
  loggedOut: 'Has cerrado sesión',
  signedOutEverywhere: 'Sesión cerrada en todas partes',
  accountCreated: 'Cuenta creada',
  accountDeleted: '¡Cuenta eliminada!',
  accountUpdated: 'Cuenta actualizada',
  secretGenerated: 'Se generó un nuevo secreto',
  roleUpdated: 'Rol de usuario actualizado',
  usernameUpdated: 'Nombre de usuario actualizado',
  emailUpdated: 'Correo electrónico actualizado',
  passwordUpdated: 'Contraseña actualizada',
  totpSecretGenerated: 'Secreto TOTP generado',
  twoFactorOn: 'Autenticación de doble factor activada',
  twoFactorOff: 'Se desactivó la autenticación de doble factor',
  recovered: 'Se desactivó la autenticación de doble factor y has iniciado sesión',
  accountDisabled: 'Esta cuenta está desactivada, pide a un administrador que la active',
  invalidTokenName: 'Nombre de token no válido: de 1 a 100 caracteres, sin caracteres de control',
  invalidScopes:
    'Permisos no válidos, indica al menos uno de: links:read, links:write, stats:read, users:admin, webhooks:write',
  invalidExpiry: 'expiresInDays no válido: un número entero de días de 1 a 3650, o null',
  tooManyTokens: 'Esta cuenta ya tiene 100 tokens, revoca uno primero',
  scopeBeyondRole: 'Tu rol no puede dar a un token el permiso {{scope}}',
  invalidUsernameFormat: 'Formato de nombre de usuario no válido',
  invalidEmailFormat: 'Formato de correo electrónico no válido',
  invalidPasswordFormat: 'Formato de contraseña no válido',
  usernameTaken: 'Otro usuario ya tiene ese nombre de usuario',
  emailTaken: 'Otro usuario ya tiene ese correo electrónico',
  invalidLanguage: 'Idioma no válido, valores aceptados: en, de, fr, es, zh-CN o null',
  languageUpdated: 'Idioma actualizado',
  unknownToken: 'No existe ese token',
  unknownSession: 'No existe esa sesión',
  invalidPolicy:
    'Política de doble factor no válida, valores aceptados: optional, admins, everyone',
  tokenCreated: 'Token creado, cópialo ahora: no se volverá a mostrar',
  tokenRevoked: 'Token revocado',
  sessionEnded: 'Sesión cerrada',
  otherSessionsEnded: 'Otras sesiones cerradas',
  policyUpdated: 'Política de doble factor actualizada',
  accountDisabledDone: 'Cuenta desactivada',
  accountEnabledDone: 'Cuenta activada',
  twoFactorKept:
    'La política de la instancia exige la autenticación de doble factor para esta cuenta',

  // Passkeys.
  passkeysUnavailable:
    'Las llaves de acceso no están disponibles en este servidor: necesitan que DOMAIN indique su origen público con un nombre de host (p. ej., https://s.example.com)',
  passkeyLoginUnavailable:
    'El único segundo factor de esta cuenta es una llave de acceso, y las llaves de acceso no están disponibles en este servidor: necesitan que DOMAIN indique su origen público con un nombre de host (p. ej., https://s.example.com). Para iniciar sesión, pide al administrador del servidor que configure DOMAIN o que ejecute `linkhop user disable-2fa <username>` para desactivar la autenticación de doble factor de esta cuenta',
  passkeysInDemo: 'Las llaves de acceso no están disponibles en el modo demo.',
  invalidPasskeyName:
    'Nombre de llave de acceso no válido: de 1 a 64 caracteres sin caracteres de control',
  ceremonyExpired: 'La solicitud de llave de acceso caducó o es desconocida, vuelve a empezar',
  invalidPasskeyResponse: 'Respuesta de llave de acceso no válida',
  passkeyNotRegistered:
    'No se pudo verificar la llave de acceso (origen, desafío o verificación de usuario incorrectos)',
  passkeyRejected: 'Llave de acceso no aceptada',
  unknownPasskey: 'Llave de acceso no encontrada',
  tooManyPasskeys: 'Una cuenta puede tener como máximo 10 llaves de acceso',
  passkeyExists: 'Esta llave de acceso ya está registrada',
  noPasskeys: 'Esta cuenta no tiene ninguna llave de acceso',
  passkeyAdded: 'Llave de acceso añadida',
  passkeyRenamed: 'Llave de acceso renombrada',
  passkeyDeleted: 'Llave de acceso eliminada',
  passkeyChallenge: 'Desafío de llave de acceso creado',

  // Single sign-on.
  ssoOff: 'El inicio de sesión único no está configurado',
  ssoBusy: 'Demasiados inicios de sesión en curso, vuelve a intentarlo más tarde',
  ssoUnknownState: 'Inicio de sesión desconocido o ya usado, vuelve a empezar',
  ssoOtherBrowser: 'Este inicio de sesión se empezó en otro navegador, vuelve a empezar',
  ssoExpired: 'El inicio de sesión caducó, vuelve a empezar',
  ssoProviderRefused: 'El proveedor de identidad rechazó el inicio de sesión',
  ssoProviderRefusedCode: 'El proveedor de identidad rechazó el inicio de sesión ({{code}})',
  ssoNoCode: 'El proveedor de identidad no envió ningún código, vuelve a empezar',
  ssoCodeRejected:
    'El proveedor de identidad no aceptó el código (ya usado o caducado), vuelve a empezar',
  ssoInvalidIdToken: 'El token de ID del proveedor de identidad no es válido',
  ssoProvider: 'No se pudo contactar con el proveedor de identidad o respondió de forma incorrecta',
  ssoNoAccount: 'No hay ninguna cuenta vinculada a esta identidad: pide una a un administrador',
  ssoNoEmail:
    'El proveedor de identidad no facilitó un correo electrónico válido, necesario para una cuenta nueva',
  ssoEmailTaken:
    'Una cuenta ya usa este correo electrónico: inicia sesión en ella con su contraseña y vincula el inicio de sesión único en Ajustes',
  ssoIdentityTaken: 'Esta identidad ya está vinculada a otra cuenta',
  ssoNotLinked: 'No hay ninguna identidad de inicio de sesión único vinculada a esta cuenta',
  ssoPasswordOff:
    'El inicio de sesión con contraseña está desactivado: inicia sesión con el inicio de sesión único',
  ssoLinked: 'Inicio de sesión único vinculado',
  ssoUnlinked: 'Inicio de sesión único desvinculado',

  // Webhooks.
  webhookInvalidUrl:
    'URL no válida: usa una URL http o https sin credenciales ni fragmento, de 2048 caracteres como máximo',
  webhookPrivateUrl:
    'URL no válida: se rechazan las direcciones de bucle local, privadas y de enlace local (WEBHOOK_ALLOW_PRIVATE)',
  webhookUnknownEvent: 'Evento desconocido: {{event}}',
  webhookNoEvents: 'Eventos no válidos: indica al menos uno',
  webhookInstanceEvent: 'Solo el propietario y los administradores pueden suscribirse a {{event}}',
  webhookUnknownScope: 'Ámbito no válido, valores aceptados: account, instance',
  webhookInstanceScope:
    'Solo el propietario puede suscribirse a todos los enlaces de la instancia (ámbito instance)',
  webhookTooManyFilters:
    'Filtros no válidos: como máximo 100 valores de 200 caracteres como máximo cada uno',
  webhookInvalidDescription:
    'Descripción no válida: como máximo 200 caracteres, sin caracteres de control',
  webhookNotFound: 'No existe ningún webhook con ese id',
  webhookDeliveryNotFound: 'Este webhook no tiene ninguna entrega con ese id',
  webhookQueueFull:
    'La cola de webhooks de la cuenta está llena: espera a que salgan entregas o elimina un webhook que falla',
  webhooksInDemo: 'Los webhooks no están activados en el modo de demostración.',
  webhookUnknownKind: 'Tipo no válido, valores aceptados: webhook, matomo, plausible, umami',
  webhookInvalidTarget:
    'Destino no válido: matomo acepta {"siteId": <number>, "tokenAuth"?: <token>}, plausible {"domain": <site domain>}, umami {"websiteId": <uuid>}; un webhook ninguno',
  webhookForwardingVisitsOnly:
    'Un reenvío a analítica reenvía visitas: indica los eventos ["visit"]',
  webhookNoTestForForwarding:
    'Los eventos de prueba son para webhooks; visita uno de tus enlaces para probar un reenvío',
  webhookTooMany: 'Una cuenta tiene como máximo 50 webhooks y reenvíos: elimina uno primero',
  webhookInvalidCursor:
    'before o limit no válido: usa el cursor de una página y un límite de 1 a 100',
  utmTemplateInvalidName: 'Nombre no válido: usa de 1 a 100 caracteres, sin caracteres de control',
  utmTemplateInvalidValues:
    'utm no válido: indica al menos uno de source, medium, campaign, term y content, de 200 caracteres como máximo cada uno, sin caracteres de control',
  utmTemplateNameTaken: 'Ya tienes una plantilla con ese nombre',
  utmTemplateTooMany: 'Una cuenta tiene como máximo 100 plantillas: elimina una primero',
  utmTemplateNotFound: 'No existe ninguna plantilla con ese id',

  // Audit log.
  auditUnknownAction:
    'action no válido: indica una acción (account.disabled) o un grupo de acciones (account), tal como las enumera docs/audit.md',
  auditInvalidTime:
    'from o to no válido: indica un instante ISO 8601 (2026-11-29T10:00:00Z) o un día (2026-11-29, UTC)',
  auditInvalidPage:
    'before o limit no válido: indica números enteros positivos, limit como máximo 1000',
  auditInvalidFilter:
    'actor o target no válido: como máximo 200 caracteres, sin caracteres de control',

  // Teams.
  teamNotFound: 'No existe ningún equipo con ese id',
  teamNotManager:
    'Solo los gestores del equipo, los administradores y el propietario gestionan un equipo',
  teamInvalidName: 'Nombre no válido: de 1 a 60 caracteres, sin caracteres de control',
  teamNameTaken: 'Ya existe un equipo con este nombre',
  teamHasLinks: 'El equipo todavía tiene enlaces: muévelos primero a una cuenta o a otro equipo',
  teamUnknownAccount: 'No existe ninguna cuenta con ese id o nombre de usuario',
  teamInvalidRole: 'Rol no válido, valores aceptados: viewer, editor, manager',
  teamNotMember: 'Esa cuenta no es miembro del equipo',
  teamNothingToChange: 'Nada que cambiar: indica un nombre, dominios o ambos',
  teamDomainsByAdmins: 'Solo los administradores y el propietario eligen los dominios de un equipo',
  teamNoDomains:
    'Dominios de un equipo: uno o más identificadores de dominio, o null para todos los dominios',
};
