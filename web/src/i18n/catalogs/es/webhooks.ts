import type { Catalog } from '@/i18n/catalog';
import type { webhooks as english } from '../en/webhooks';

export const webhooks: Catalog<typeof english> = {
  title: 'Webhooks',
  list: {
    description:
      'Linkhop envía por POST un mensaje JSON firmado a cada endpoint cuando ocurre uno de sus eventos en tus enlaces.',
    empty: 'Aún no hay webhooks.',
    loadFailed: 'No se pudieron cargar los webhooks: {{message}}',
    actionsFor: 'Acciones para {{url}}',
    columns: {
      endpoint: 'Endpoint',
      events: 'Eventos',
      state: 'Estado',
      pending: 'En espera',
      dropped: 'Descartados',
      actions: 'Acciones',
    },
  },
  state: {
    active: 'Activo',
    paused: 'En pausa',
    failing: 'Con fallos',
    failingSince: 'Con fallos desde {{time}}',
  },
  kinds: {
    matomo: 'Reenvío a Matomo',
    plausible: 'Reenvío a Plausible',
    umami: 'Reenvío a Umami',
  },
  kindChoice: {
    legend: 'Envía a',
    webhook: 'Webhook firmado',
    webhookHint: 'Mensajes JSON firmados sobre los eventos que elijas, a un endpoint tuyo.',
    matomoHint: 'Reenvía las visitas a un sitio de tu Matomo.',
    plausibleHint: 'Reenvía las visitas a un sitio en Plausible.',
    umamiHint: 'Reenvía las visitas a un sitio web de tu Umami.',
    shown: 'Envía a: {{kind}}. Para enviar a otro destino, añade otro.',
  },
  forwarding: {
    url: 'Endpoint de seguimiento',
    urlHint: {
      matomo: 'El endpoint de seguimiento de tu Matomo, por ejemplo {{example}}.',
      plausible:
        'La API de eventos de Plausible: {{example}}, o la misma ruta en tu propio Plausible.',
      umami: 'El endpoint de seguimiento de tu Umami, por ejemplo {{example}}.',
    },
    siteId: 'ID del sitio',
    siteIdHint: 'El número del sitio en Matomo (Administración → Sitios web → Gestionar).',
    tokenAuth: 'Token (token_auth)',
    tokenAuthHint:
      'Opcional. Necesario para reenviar el país del visitante: un token de un usuario de Matomo con permiso de escritura en el sitio.',
    tokenAuthKept: 'Hay un token guardado: no cambia salvo que escribas uno nuevo.',
    siteDomain: 'Dominio del sitio',
    siteDomainHint:
      'El dominio del sitio tal como está registrado en Plausible, por ejemplo {{example}}.',
    websiteId: 'ID del sitio web',
    websiteIdHint: 'El ID del sitio web en Umami (Ajustes → Sitios web), un UUID.',
    visitsOnly:
      'Se reenvían las visitas humanas a los enlaces (no las de bots), y nunca la dirección del visitante.',
  },
  scope: {
    legend: 'Enlaces',
    account: 'Mis enlaces',
    accountHint: 'Los enlaces que creaste.',
    instance: 'Todos los enlaces de la instancia',
    instanceHint: 'Los enlaces de todas las cuentas, y los enlaces importados sin autor.',
    badge: 'Toda la instancia',
  },
  failing: {
    title_one: 'Las entregas a un webhook están fallando',
    title_other: 'Las entregas a {{count}} webhooks están fallando',
    since: '{{url}}: con fallos desde {{time}}',
    advice:
      'Se abandonó una entrega tras cerca de un día de reintentos. Arregla el endpoint y después envía un evento de prueba o vuelve a entregar: el próximo éxito, o reanudar el webhook, quita este aviso.',
  },
  events: {
    linkCreated: 'se crea un enlace',
    linkUpdated: 'se modifica un enlace',
    linkDeleted: 'se elimina un enlace',
    linkExpired: 'un enlace caduca',
    linkExhausted: 'un enlace agota sus visitas',
    visit: 'se visita un enlace',
    importFinished: 'termina una importación',
    accountCreated: 'se crea una cuenta en esta instancia',
    accountDisabled: 'se desactiva una cuenta en esta instancia',
  },
  fields: {
    url: 'URL del endpoint',
    urlHint:
      'Una dirección http o https que acepte peticiones POST. Se rechazan las direcciones de esta máquina o de una red privada, salvo que el servidor las permita.',
    description: 'Descripción',
    descriptionHint: 'Opcional, como máximo 200 caracteres.',
    events: 'Eventos',
    event: '{{event}} — {{description}}',
    instanceEvents:
      'Los eventos de cuentas afectan a toda la instancia: solo los reciben el propietario y los administradores.',
    filters: 'Solo para algunos enlaces (opcional)',
    filtersHint:
      'Los eventos de un enlace pasan cuando el enlace coincide con cada lista que rellenes (con alguno de sus valores). Las listas vacías dejan pasar todos tus enlaces.',
    filtersHintInstance:
      'Los eventos de un enlace pasan cuando el enlace coincide con cada lista que rellenes (con alguno de sus valores). Las listas vacías dejan pasar todos los enlaces de la instancia.',
    tags: 'Etiquetas',
    tagsHint: 'Separadas por comas.',
    links: 'Ids de enlaces',
    linksHint:
      'Separados por comas. El id de un enlace aparece en la dirección de su página de estadísticas.',
    domains: 'Dominios',
  },
  validation: {
    url: 'Introduce una dirección http:// o https:// con un host, sin espacios, credenciales ni #fragmento (como máximo 2048 caracteres).',
    description: 'Como máximo {{max}} caracteres, sin caracteres de control.',
    events: 'Elige al menos un evento.',
    filters: 'Como máximo {{max}} valores de {{length}} caracteres como máximo cada uno.',
    siteId: 'Introduce el número del sitio en Matomo, un número entero a partir de 1.',
    tokenAuth: 'Como máximo {{max}} caracteres, sin espacios, comillas ni barras invertidas.',
    siteDomain:
      'Introduce el dominio del sitio tal como está registrado en Plausible, por ejemplo example.com, sin https:// ni ruta.',
    websiteId:
      'Introduce el ID del sitio web que muestra Umami, un UUID como 4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f.',
  },
  create: {
    open: 'Añadir webhook',
    title: 'Añadir un webhook',
    description:
      'Elige adónde enviar los eventos y cuáles. Su secreto de firma se muestra una sola vez, a continuación.',
    paused: 'Crearlo en pausa',
    pausedHint: 'No se le envía nada hasta que lo reanudes.',
    submit: 'Añadir webhook',
    forwardingDescription:
      'Reenvía las visitas de los enlaces a un servicio de analítica. No se firma nada, así que no se muestra ningún secreto.',
    submitForwarding: 'Añadir reenvío',
    forwardingAdded: '{{kind}} añadido',
  },
  edit: {
    title: 'Editar webhook',
    forwardingTitle: 'Editar reenvío',
    updated: 'Webhook actualizado',
  },
  delete: {
    title: '¿Eliminar este webhook?',
    description: 'No se envía nada más a {{url}} y se elimina su registro de entregas.',
    pending_one: 'También se descarta su entrega en espera.',
    pending_other: 'También se descartan sus {{number}} entregas en espera.',
    submit: 'Eliminar webhook',
    deleted: 'Webhook {{url}} eliminado',
  },
  secret: {
    title: 'Webhook añadido',
    rotatedTitle: 'Nuevo secreto de firma',
    description: 'El secreto de firma de {{url}}.',
    onlyOnce: 'Cópialo ahora: no lo volverás a ver.',
    previousUntil:
      'El secreto anterior también firma las entregas hasta {{time}} (24 horas), para que puedas actualizar tu receptor sin perder ninguna.',
    previousDay:
      'El secreto anterior también firma las entregas durante 24 horas, para que puedas actualizar tu receptor sin perder ninguna.',
    howToVerify:
      'Cada entrega lleva las cabeceras de Standard Webhooks webhook-id, webhook-timestamp y webhook-signature, firmadas con este secreto.',
    copy: 'Copiar secreto',
    copied: 'Secreto copiado',
    copyFailed: 'No se pudo copiar',
    done: 'Hecho',
  },
  rotate: {
    title: '¿Renovar el secreto de firma?',
    description:
      'A partir de ahora un secreto nuevo firma las entregas. El anterior también las firma durante 24 horas, para que los receptores cambien sin perder ninguna.',
    confirm: 'Renovar secreto',
  },
  actions: {
    deliveries: 'Registro de entregas',
    sendTest: 'Enviar evento de prueba',
    testQueued: 'Evento de prueba en cola: sale en menos de un segundo',
    pause: 'Pausar',
    resume: 'Reanudar',
    paused: 'Webhook en pausa',
    resumed: 'Webhook reanudado',
    rotateSecret: 'Renovar secreto',
    delete: 'Eliminar',
  },
  details: {
    back: '← Todos los webhooks',
    title: 'Webhook',
    notFound: 'Este webhook no existe o se eliminó.',
    loadFailed: 'No se pudo cargar el webhook: {{message}}',
    events: 'Eventos',
    target: 'Sitio en el servicio',
    filters: 'Enlaces',
    everyLink: 'Todos tus enlaces',
    everyLinkInstance: 'Todos los enlaces de la instancia',
    tags: 'Etiquetas',
    links: 'Ids de enlaces',
    domains: 'Dominios',
    pending: 'Entregas en espera',
    dropped: 'Eventos descartados',
    droppedHint:
      'Los eventos se descartan cuando la cola de la cuenta está llena: un endpoint caído durante mucho tiempo o demasiados eventos a la vez.',
    previousSecret: 'Secreto anterior válido hasta',
    created: 'Creado',
  },
  log: {
    title: 'Registro de entregas',
    description:
      'Las más recientes primero, se guardan 30 días. Un intento fallido se reintenta con pausas crecientes durante cerca de un día.',
    refresh: 'Actualizar',
    empty: 'Aún no se ha enviado nada a este webhook. Envía un evento de prueba para probarlo.',
    emptyForwarding: 'Todavía no se ha reenviado nada. Visita uno de los enlaces para probarlo.',
    loadFailed: 'No se pudo cargar el registro de entregas: {{message}}',
    columns: {
      event: 'Evento',
      state: 'Estado',
      attempts: 'Intentos',
      response: 'Respuesta',
      created: 'Creada',
      lastAttempt: 'Último intento',
    },
    states: {
      pending: 'En espera',
      delivered: 'Entregada',
      failed: 'Fallida',
    },
    nextAt: 'Siguiente intento {{time}}',
    finished: 'Terminada',
    details: 'Detalles',
    detailsOf: 'Detalles de {{id}}',
    redeliver: 'Volver a entregar',
    redeliverOf: 'Volver a entregar {{id}}',
    redelivering: 'Entrega puesta en cola de nuevo',
    messageId: 'Id del mensaje (webhook-id)',
    responseBody: 'Respuesta (primer KiB)',
    noResponse: 'No se recibió ninguna respuesta.',
    error: 'Error',
    payload: 'Contenido enviado',
    shown_one: '{{number}} entrega mostrada',
    shown_other: '{{number}} entregas mostradas',
    older: 'Mostrar entregas anteriores',
  },
};
