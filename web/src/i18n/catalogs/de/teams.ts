import type { Catalog } from '@/i18n/catalog';
import type { teams as english } from '../en/teams';

export const teams: Catalog<typeof english> = {
  title: 'Teams',
  headingAll: 'Alle Teams',
  headingOwn: 'Ihre Teams',
  intro:
    'Ein Team teilt Links. Betrachter sehen seine Links und deren Statistik, Bearbeiter legen sie außerdem an, bearbeiten, verschieben und löschen sie, und Verwalter verwalten außerdem seine Mitglieder und seinen Namen. Der Eigentümer und Administratoren verwalten jedes Team.',
  loading: 'Teams werden geladen…',
  loadFailed: 'Die Teams konnten nicht geladen werden: {{message}}',
  empty: 'Noch keine Teams. Legen Sie eines an, um Links mit anderen Konten zu teilen.',
  caption: 'Teams, nach Name',
  create: {
    group: 'Team anlegen',
    name: 'Teamname',
    submit: 'Team anlegen',
    created: 'Team „{{name}}“ angelegt',
  },
  columns: {
    name: 'Team',
    role: 'Ihre Rolle',
    members: 'Mitglieder',
    links: 'Links',
    actions: 'Aktionen',
  },
  roles: {
    viewer: 'Betrachter',
    editor: 'Bearbeiter',
    manager: 'Verwalter',
    none: 'Verwaltet jedes Team',
  },
  showMembers: 'Mitglieder von {{name}} anzeigen',
  actionsFor: 'Aktionen für das Team {{name}}',
  menu: {
    members: 'Mitglieder',
    rename: 'Umbenennen',
    delete: 'Löschen',
    leave: 'Team verlassen',
  },
  rename: {
    title: '{{name}} umbenennen',
    name: 'Neuer Name',
    submit: 'Umbenennen',
    renamed: 'Team in „{{name}}“ umbenannt',
  },
  delete: {
    title: 'Das Team {{name}} löschen?',
    description:
      'Seine Mitglieder verlieren den Zugriff darauf. Das kann nicht rückgängig gemacht werden.',
    hasLinks_one:
      'Es hat noch {{number}} Link: Ein Team wird erst gelöscht, wenn seine Links in ein Konto oder ein anderes Team verschoben sind.',
    hasLinks_other:
      'Es hat noch {{number}} Links: Ein Team wird erst gelöscht, wenn seine Links in ein Konto oder ein anderes Team verschoben sind.',
    confirm: 'Team löschen',
    deleted: 'Team „{{name}}“ gelöscht',
  },
  leave: {
    title: 'Das Team {{name}} verlassen?',
    description:
      'Sie sehen seine Links nicht mehr, bis ein Verwalter Sie wieder hinzufügt. Seine Links bleiben beim Team.',
    confirm: 'Team verlassen',
    left: 'Sie haben „{{name}}“ verlassen',
  },
  members: {
    heading: 'Mitglieder von {{name}}',
    hide: 'Mitglieder ausblenden',
    loading: 'Mitglieder werden geladen…',
    loadFailed: 'Die Mitglieder konnten nicht geladen werden: {{message}}',
    caption: 'Mitglieder von {{name}}, Verwalter zuerst',
    columns: {
      username: 'Konto',
      role: 'Rolle',
      added: 'Hinzugefügt',
      actions: 'Aktionen',
    },
    you: 'Sie',
    roleOf: 'Rolle von {{username}}',
    roleChanged: '{{username}} ist jetzt: {{role}}',
    remove: 'Entfernen',
    removeLabel: '{{username}} entfernen',
    removeTitle: '{{username}} aus {{team}} entfernen?',
    removeDescription: 'Die Links, die {{username}} für das Team angelegt hat, bleiben beim Team.',
    removed: '{{username}} aus {{team}} entfernt',
    readOnly:
      'Nur die Verwalter des Teams, Administratoren und der Eigentümer ändern seine Mitglieder.',
    add: {
      group: 'Mitglied hinzufügen',
      username: 'Benutzername',
      role: 'Rolle',
      submit: 'Mitglied hinzufügen',
      added: '{{username}} hinzugefügt als: {{role}}',
    },
  },
  links: {
    switcher: 'Team',
    all: 'Alle Links',
    emptyTeam: 'Dieses Team hat noch keine Links.',
    badge: 'Team:',
    field: 'Team',
    fieldNone: 'Keines: mein eigener Link',
    fieldHint:
      'Die Mitglieder des Teams sehen den Link; seine Bearbeiter und Verwalter ändern ihn.',
    move: 'In ein Team verschieben…',
    moveTitle: '{{name}} verschieben',
    moveDescription: 'Jetzt in: {{where}}',
    moveTo: 'Verschieben nach',
    mine: 'Meine Links',
    nowhere: 'Es gibt kein Team, in das Sie diesen Link verschieben dürfen.',
    moveSubmit: 'Verschieben',
    moved: '{{name}} verschoben nach: {{where}}',
  },
  tokens: {
    field: 'Team',
    fieldNone: 'Keines: meine eigenen Links',
    fieldHint:
      'Ein Team-Token erreicht nur die Links des Teams und ändert sie nur, soweit Ihre Rolle im Team es erlaubt.',
    column: 'Team',
    gone: 'Ein Team, dem Sie nicht mehr angehören',
  },
  imports: {
    field: 'Team',
    fieldNone: 'Keines: meine eigenen Links',
    fieldHint: 'Die importierten Links gehören dann dem Team.',
  },
  domains: {
    heading: 'Domains von {{name}}',
    every: 'Seine Links dürfen auf jeder Domain liegen, nach den üblichen Regeln.',
    only: 'Seine Links dürfen nur auf diesen Domains liegen:',
    none: 'Seine Links dürfen auf keiner Domain liegen: Die Domains, auf die es beschränkt war, wurden entfernt. Ein Administrator wählt neu.',
    readOnly: 'Nur Administratoren und der Eigentümer wählen die Domains eines Teams.',
    form: 'Domains von {{name}} wählen',
    everyChoice: 'Jede Domain',
    everyHint:
      'Die üblichen Regeln: jede Domain für Administratoren und den Eigentümer; für alle anderen die Standard-Domain und die für Standardkonten offenen.',
    legend: 'Nur diese Domains',
    legendHint:
      'Die Links des Teams liegen nur auf diesen Domains. Seine Mitglieder dürfen sie nutzen, auch wo Standardkonten keine Links anlegen dürfen.',
    required: 'Wählen Sie mindestens eine Domain oder „Jede Domain“.',
    submit: 'Domains speichern',
    saved: 'Domains von {{name}} gespeichert',
    fieldHint: 'Das Team {{name}} legt seine Links nur auf diesen Domains an.',
    noneForLinks:
      'Das Team {{name}} darf derzeit auf keiner Domain Links anlegen: Ein Administrator wählt seine Domains.',
  },
};
