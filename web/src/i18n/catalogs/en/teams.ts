// Teams (docs/teams.md): the Teams page with its members panel, and what the links list, the
// create form and a link's menu say about a link's team.
export const teams = {
  title: 'Teams',
  headingAll: 'Every team',
  headingOwn: 'Your teams',
  intro:
    'A team shares links. Viewers see its links and their statistics, editors also create, edit, move and delete them, and managers also manage its members and its name. The owner and admins manage every team.',
  loading: 'Loading teams…',
  loadFailed: 'Could not load the teams: {{message}}',
  empty: 'No teams yet. Create one to share links with other accounts.',
  caption: 'Teams, by name',
  create: {
    group: 'Create a team',
    name: 'Team name',
    submit: 'Create team',
    created: 'Team “{{name}}” created',
  },
  columns: {
    name: 'Team',
    role: 'Your role',
    members: 'Members',
    links: 'Links',
    actions: 'Actions',
  },
  roles: {
    viewer: 'Viewer',
    editor: 'Editor',
    manager: 'Manager',
    // The owner and admins who are no members still manage the team.
    none: 'Manages every team',
  },
  showMembers: 'Show the members of {{name}}',
  actionsFor: 'Actions for team {{name}}',
  menu: {
    members: 'Members',
    rename: 'Rename',
    delete: 'Delete',
    leave: 'Leave team',
  },
  rename: {
    title: 'Rename {{name}}',
    name: 'New name',
    submit: 'Rename',
    renamed: 'Team renamed to “{{name}}”',
  },
  delete: {
    title: 'Delete the team {{name}}?',
    description: 'Its members lose access to it. This cannot be undone.',
    hasLinks_one:
      'It still has {{number}} link: a team is deleted only once its links are moved to an account or another team.',
    hasLinks_other:
      'It still has {{number}} links: a team is deleted only once its links are moved to an account or another team.',
    confirm: 'Delete team',
    deleted: 'Team “{{name}}” deleted',
  },
  leave: {
    title: 'Leave the team {{name}}?',
    description:
      'You no longer see its links unless a manager adds you again. Its links stay the team’s.',
    confirm: 'Leave team',
    left: 'You left “{{name}}”',
  },
  members: {
    heading: 'Members of {{name}}',
    hide: 'Hide members',
    loading: 'Loading members…',
    loadFailed: 'Could not load the members: {{message}}',
    caption: 'Members of {{name}}, managers first',
    columns: {
      username: 'Account',
      role: 'Role',
      added: 'Added',
      actions: 'Actions',
    },
    you: 'You',
    roleOf: 'Role of {{username}}',
    roleChanged: '{{username}} is now: {{role}}',
    remove: 'Remove',
    removeLabel: 'Remove {{username}}',
    removeTitle: 'Remove {{username}} from {{team}}?',
    removeDescription: 'The links {{username}} made for the team stay the team’s.',
    removed: '{{username}} removed from {{team}}',
    readOnly: 'Only the team’s managers, admins and the owner change its members.',
    add: {
      group: 'Add a member',
      username: 'Username',
      role: 'Role',
      submit: 'Add member',
      added: '{{username}} added as: {{role}}',
    },
  },
  links: {
    switcher: 'Team',
    all: 'All links',
    emptyTeam: 'This team has no links yet.',
    badge: 'Team:',
    field: 'Team',
    fieldNone: 'None: my own link',
    fieldHint: 'The team’s members see the link; its editors and managers change it.',
    move: 'Move to team…',
    moveTitle: 'Move {{name}}',
    moveDescription: 'Now in: {{where}}',
    moveTo: 'Move to',
    mine: 'My links',
    nowhere: 'There is no team you may move this link to.',
    moveSubmit: 'Move',
    moved: '{{name}} moved to {{where}}',
  },
  // An API token that acts for a team (Settings → API access).
  tokens: {
    field: 'Team',
    fieldNone: 'None: my own links',
    fieldHint:
      'A team token reaches only the team’s links, and changes them only as far as your role in the team allows.',
    column: 'Team',
    gone: 'A team you are no longer in',
  },
  // An import into a team (Settings → Import and export).
  imports: {
    field: 'Team',
    fieldNone: 'None: my own links',
    fieldHint: 'The imported links become the team’s.',
  },
  // A team limited to some short domains (docs/teams.md#domains): its page, and the link forms.
  domains: {
    heading: 'Domains of {{name}}',
    every: 'Its links may be on every domain, by the usual rules.',
    only: 'Its links may be on these domains only:',
    none: 'Its links may be on no domain: the domains it was limited to were removed. An admin chooses again.',
    readOnly: 'Only admins and the owner choose a team’s domains.',
    form: 'Choose the domains of {{name}}',
    everyChoice: 'Every domain',
    everyHint:
      'The usual rules: every domain for admins and the owner; the default domain and those open to standard accounts for the others.',
    legend: 'Only these domains',
    legendHint:
      'The team’s links go on these domains only. Its members may use them even where standard accounts may not create links.',
    required: 'Choose one domain at least, or Every domain.',
    submit: 'Save domains',
    saved: 'Domains of {{name}} saved',
    fieldHint: 'The team {{name}} puts its links on these domains only.',
    noneForLinks: 'The team {{name}} may put links on no domain now: an admin chooses its domains.',
  },
};
