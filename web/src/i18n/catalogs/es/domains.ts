import type { Catalog } from '@/i18n/catalog';
import type { domains as english } from '../en/domains';

export const domains: Catalog<typeof english> = {
  title: 'Dominios',
  table: {
    forbidden: 'Solo el propietario y los administradores pueden gestionar los dominios.',
    heading: 'Dominios cortos',
    loadFailed: 'No se pudieron cargar los dominios: {{message}}',
    loading: 'Cargando dominios…',
    columns: {
      domain: 'Dominio',
      links: 'Enlaces',
      rootRedirect: 'Redirección de la raíz',
      notFoundRedirect: 'Redirección si no existe',
      expiredRedirect: 'Redirección si caduca',
      standardAccounts: 'Cuentas estándar',
      actions: 'Acciones',
    },
    actionsFor: 'Acciones de {{name}}',
    default: 'Predeterminado',
    serverDefault: 'Valor del servidor',
    builtInPage: 'Página integrada',
    mayCreate: 'Pueden crear enlaces',
    managersOnly: 'Solo propietario y administradores',
    appLinks: 'Enlaces de app',
  },
  menu: {
    orphanVisits: 'Visitas huérfanas',
    remove: 'Quitar',
  },
  fields: {
    host: 'Host',
    hostRule:
      'Un nombre de host como go.example.com, opcionalmente con un puerto (go.example.com:8443). Sin http:// ni ruta.',
    rootRedirect: {
      label: 'Redirección de la raíz',
      hint: 'Adónde lleva la dirección del propio dominio (/). Vacío: la redirección de inicio del servidor.',
    },
    notFoundRedirect: {
      label: 'Redirección si no existe',
      hint: 'Adónde lleva un enlace corto que no existe. Vacío: la página «Enlace no encontrado».',
    },
    expiredRedirect: {
      label: 'Redirección si caduca',
      hint: 'Adónde lleva un enlace caducado o agotado que no tiene su propia dirección de caducidad. Vacío: la página «Este enlace ha caducado».',
    },
    standardMayCreate: {
      label: 'Las cuentas estándar pueden crear enlaces aquí',
      hint: 'Si no, solo el propietario y los administradores pueden crear enlaces en este dominio.',
    },
  },
  appLinks: {
    toggle: 'Enlaces de app',
    appleAppSiteAssociation: {
      label: 'apple-app-site-association (iOS)',
      hint: 'Enlaces universales de iOS: un objeto JSON, servido en {{url}}. Vacío: no se sirve.',
    },
    assetLinks: {
      label: 'assetlinks.json (Android)',
      hint: 'App Links de Android: un array JSON, servido en {{url}}. Vacío: no se sirve.',
    },
    setByOwner: 'Los enlaces de app de este dominio los define el propietario.',
  },
  validation: {
    host: 'Escribe un nombre de host como go.example.com, sin http:// ni ruta.',
    redirect: 'Escribe una URL completa que empiece por http:// o https://, sin espacios.',
    target: 'Elige el dominio que recibirá los enlaces.',
    appLinks: {
      json: 'No es un JSON válido.',
      object: 'Escribe un objeto JSON: { … }',
      array: 'Escribe un array JSON: [ … ]',
      tooLarge: 'Como máximo {{max}} bytes de JSON.',
    },
  },
  add: {
    title: 'Añadir dominio',
    description:
      'Primero apunta el DNS del host a este servidor; sus enlaces funcionan en cuanto se añade el dominio.',
    submit: 'Añadir dominio',
    added: 'Se añadió el dominio {{name}}',
  },
  edit: {
    title: 'Editar {{name}}',
    defaultDomain: 'El dominio predeterminado: cualquier cuenta puede crear enlaces en él.',
    hostFixed: 'El host no se puede cambiar; para cambiarlo, quita el dominio y añade otro.',
    updated: 'Se actualizó el dominio {{name}}',
  },
  remove: {
    title: 'Quitar {{name}}',
    description: 'Los enlaces cortos dejarán de responder en {{name}} de inmediato.',
    loadFailed: 'No se pudieron cargar los dominios: {{message}}',
    loading: 'Cargando dominios…',
    noLinks: 'No hay enlaces en este dominio.',
    someLinks: 'Sus enlaces',
    links_one: 'Su único enlace',
    links_other: 'Sus {{number}} enlaces',
    move: {
      label: 'Moverlos a otro dominio',
      hint: 'Conservan sus slugs, visitas y estadísticas. No se quita nada si allí ya hay un slug ocupado.',
    },
    delete: {
      label: 'Eliminarlos',
      hint: 'Se eliminan los enlaces y sus estadísticas. No se puede deshacer.',
    },
    target: 'Moverlos a',
    submit: 'Quitar dominio',
    removed: 'Se quitó el dominio {{name}}',
  },
};
