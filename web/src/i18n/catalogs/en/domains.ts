// The domains page (docs/domains.md): the table, its menu and the add, edit and remove popups.
export const domains = {
  title: 'Domains',
  table: {
    forbidden: 'Only the owner and admins can manage domains.',
    heading: 'Short domains',
    loadFailed: 'Could not load domains: {{message}}',
    loading: 'Loading domains…',
    columns: {
      domain: 'Domain',
      links: 'Links',
      rootRedirect: 'Root redirect',
      notFoundRedirect: 'Not-found redirect',
      expiredRedirect: 'Expired redirect',
      standardAccounts: 'Standard accounts',
      actions: 'Actions',
    },
    actionsFor: 'Actions for {{name}}',
    default: 'Default',
    serverDefault: 'Server default',
    builtInPage: 'Built-in page',
    mayCreate: 'May create links',
    managersOnly: 'Owner and admins only',
    appLinks: 'App links',
  },
  menu: {
    orphanVisits: 'Orphan visits',
    remove: 'Remove',
  },
  fields: {
    host: 'Host',
    hostRule:
      'A host name such as go.example.com, optionally with a port (go.example.com:8443). No http:// and no path.',
    rootRedirect: {
      label: 'Root redirect',
      hint: 'Where the domain’s own address (/) leads. Empty: the server’s home redirect.',
    },
    notFoundRedirect: {
      label: 'Not-found redirect',
      hint: 'Where a short link that does not exist leads. Empty: the “Link not found” page.',
    },
    expiredRedirect: {
      label: 'Expired redirect',
      hint: 'Where an expired or used-up link without its own expiry address leads. Empty: the “This link has expired” page.',
    },
    standardMayCreate: {
      label: 'Standard accounts may create links here',
      hint: 'Otherwise only the owner and admins can put links on this domain.',
    },
  },
  appLinks: {
    toggle: 'App links',
    appleAppSiteAssociation: {
      label: 'apple-app-site-association (iOS)',
      hint: 'iOS universal links: a JSON object, served at {{url}}. Empty: not served.',
    },
    assetLinks: {
      label: 'assetlinks.json (Android)',
      hint: 'Android app links: a JSON array, served at {{url}}. Empty: not served.',
    },
    setByOwner: 'App links of this domain are set by the owner.',
  },
  validation: {
    host: 'Enter a host name such as go.example.com, without http:// or a path.',
    redirect: 'Enter a full URL starting with http:// or https://, without spaces.',
    target: 'Choose the domain that takes the links.',
    appLinks: {
      json: 'This is not valid JSON.',
      object: 'Enter a JSON object: { … }',
      array: 'Enter a JSON array: [ … ]',
      tooLarge: 'At most {{max}} bytes of JSON.',
    },
  },
  add: {
    title: 'Add domain',
    description:
      'Point the host’s DNS at this server first; links on it work as soon as it is added.',
    submit: 'Add domain',
    added: 'Domain {{name}} added',
  },
  edit: {
    title: 'Edit {{name}}',
    defaultDomain: 'The default domain: every account may create links on it.',
    hostFixed: 'The host stays as it is; remove the domain and add another to change it.',
    updated: 'Domain {{name}} updated',
  },
  remove: {
    title: 'Remove {{name}}',
    description: 'Short links stop answering on {{name}} at once.',
    loadFailed: 'Could not load the domains: {{message}}',
    loading: 'Loading domains…',
    noLinks: 'No links are on this domain.',
    someLinks: 'Its links',
    links_one: 'Its {{number}} link',
    links_other: 'Its {{number}} links',
    move: {
      label: 'Move them to another domain',
      hint: 'They keep their slugs, visits and statistics. Nothing is removed if a slug is already taken there.',
    },
    delete: {
      label: 'Delete them',
      hint: 'The links and their statistics are deleted. This cannot be undone.',
    },
    target: 'Move them to',
    submit: 'Remove domain',
    removed: 'Domain {{name}} removed',
  },
};
