import type { Catalog } from '@/i18n/catalog';
import type { teams as english } from '../en/teams';

export const teams: Catalog<typeof english> = {
  title: 'Equipos',
  headingAll: 'Todos los equipos',
  headingOwn: 'Tus equipos',
  intro:
    'Un equipo comparte enlaces. Los lectores ven sus enlaces y sus estadísticas, los editores además los crean, editan, mueven y eliminan, y los gestores además administran sus miembros y su nombre. El propietario y los administradores gestionan todos los equipos.',
  loading: 'Cargando equipos…',
  loadFailed: 'No se pudieron cargar los equipos: {{message}}',
  empty: 'Todavía no hay equipos. Crea uno para compartir enlaces con otras cuentas.',
  caption: 'Equipos, por nombre',
  create: {
    group: 'Crear un equipo',
    name: 'Nombre del equipo',
    submit: 'Crear equipo',
    created: 'Equipo «{{name}}» creado',
  },
  columns: {
    name: 'Equipo',
    role: 'Tu rol',
    members: 'Miembros',
    links: 'Enlaces',
    actions: 'Acciones',
  },
  roles: {
    viewer: 'Lector',
    editor: 'Editor',
    manager: 'Gestor',
    none: 'Gestiona todos los equipos',
  },
  showMembers: 'Mostrar los miembros de {{name}}',
  actionsFor: 'Acciones del equipo {{name}}',
  menu: {
    members: 'Miembros',
    rename: 'Renombrar',
    delete: 'Eliminar',
    leave: 'Salir del equipo',
  },
  rename: {
    title: 'Renombrar {{name}}',
    name: 'Nuevo nombre',
    submit: 'Renombrar',
    renamed: 'Equipo renombrado a «{{name}}»',
  },
  delete: {
    title: '¿Eliminar el equipo {{name}}?',
    description: 'Sus miembros pierden el acceso. Esta acción no se puede deshacer.',
    hasLinks_one:
      'Todavía tiene {{number}} enlace: un equipo solo se elimina cuando sus enlaces se han movido a una cuenta o a otro equipo.',
    hasLinks_other:
      'Todavía tiene {{number}} enlaces: un equipo solo se elimina cuando sus enlaces se han movido a una cuenta o a otro equipo.',
    confirm: 'Eliminar equipo',
    deleted: 'Equipo «{{name}}» eliminado',
  },
  leave: {
    title: '¿Salir del equipo {{name}}?',
    description:
      'Dejarás de ver sus enlaces salvo que un gestor vuelva a añadirte. Sus enlaces siguen siendo del equipo.',
    confirm: 'Salir del equipo',
    left: 'Has salido de «{{name}}»',
  },
  members: {
    heading: 'Miembros de {{name}}',
    hide: 'Ocultar miembros',
    loading: 'Cargando miembros…',
    loadFailed: 'No se pudieron cargar los miembros: {{message}}',
    caption: 'Miembros de {{name}}, primero los gestores',
    columns: {
      username: 'Cuenta',
      role: 'Rol',
      added: 'Añadido',
      actions: 'Acciones',
    },
    you: 'Tú',
    roleOf: 'Rol de {{username}}',
    roleChanged: '{{username}} ahora es: {{role}}',
    remove: 'Quitar',
    removeLabel: 'Quitar a {{username}}',
    removeTitle: '¿Quitar a {{username}} de {{team}}?',
    removeDescription: 'Los enlaces que {{username}} creó para el equipo siguen siendo del equipo.',
    removed: '{{username}} quitado de {{team}}',
    readOnly:
      'Solo los gestores del equipo, los administradores y el propietario cambian sus miembros.',
    add: {
      group: 'Añadir un miembro',
      username: 'Nombre de usuario',
      role: 'Rol',
      submit: 'Añadir miembro',
      added: '{{username}} añadido como: {{role}}',
    },
  },
  links: {
    switcher: 'Equipo',
    all: 'Todos los enlaces',
    emptyTeam: 'Este equipo todavía no tiene enlaces.',
    badge: 'Equipo:',
    field: 'Equipo',
    fieldNone: 'Ninguno: mi propio enlace',
    fieldHint: 'Los miembros del equipo ven el enlace; sus editores y gestores lo cambian.',
    move: 'Mover a un equipo…',
    moveTitle: 'Mover {{name}}',
    moveDescription: 'Ahora en: {{where}}',
    moveTo: 'Mover a',
    mine: 'Mis enlaces',
    nowhere: 'No hay ningún equipo al que puedas mover este enlace.',
    moveSubmit: 'Mover',
    moved: '{{name}} movido a: {{where}}',
  },
  tokens: {
    field: 'Equipo',
    fieldNone: 'Ninguno: mis propios enlaces',
    fieldHint:
      'Un token de equipo solo alcanza los enlaces del equipo, y solo los cambia en la medida en que tu rol en el equipo lo permite.',
    column: 'Equipo',
    gone: 'Un equipo del que ya no formas parte',
  },
  imports: {
    field: 'Equipo',
    fieldNone: 'Ninguno: mis propios enlaces',
    fieldHint: 'Los enlaces importados pasan a ser del equipo.',
  },
  domains: {
    heading: 'Dominios de {{name}}',
    every: 'Sus enlaces pueden estar en cualquier dominio, según las reglas habituales.',
    only: 'Sus enlaces solo pueden estar en estos dominios:',
    none: 'Sus enlaces no pueden estar en ningún dominio: se eliminaron los dominios a los que estaba limitado. Un administrador vuelve a elegir.',
    readOnly: 'Solo los administradores y el propietario eligen los dominios de un equipo.',
    form: 'Elegir los dominios de {{name}}',
    everyChoice: 'Todos los dominios',
    everyHint:
      'Las reglas habituales: todos los dominios para los administradores y el propietario; para los demás, el dominio predeterminado y los abiertos a las cuentas estándar.',
    legend: 'Solo estos dominios',
    legendHint:
      'Los enlaces del equipo van solo en estos dominios. Sus miembros pueden usarlos incluso donde las cuentas estándar no pueden crear enlaces.',
    required: 'Elige al menos un dominio, o «Todos los dominios».',
    submit: 'Guardar dominios',
    saved: 'Dominios de {{name}} guardados',
    fieldHint: 'El equipo {{name}} pone sus enlaces solo en estos dominios.',
    noneForLinks:
      'El equipo {{name}} no puede crear enlaces en ningún dominio por ahora: un administrador elige sus dominios.',
  },
};
