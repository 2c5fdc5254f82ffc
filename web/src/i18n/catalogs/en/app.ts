// The app shell's own pages: route titles, the dashboard's "page not found", the settings
// navigation and the keyboard shortcuts.
export const app = {
  titles: {
    settings: 'Settings',
    login: 'Login',
    register: 'Register',
    domains: 'Domains',
    orphanVisits: 'Orphan visits',
    statistics: 'Statistics',
    notFound: 'Page not found',
    webhook: 'Webhook',
    deleted: 'Recently deleted',
    audit: 'Audit log',
    teams: 'Teams',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no dashboard page at this address.',
    back: 'Go to the overview',
  },
  settings: {
    navigation: 'Settings sections',
    section: 'Section',
    sections: {
      profile: 'Profile',
      security: 'Security',
      api: 'API access',
      webhooks: 'Webhooks',
      data: 'Import and export',
      instance: 'Instance',
      about: 'About',
    },
    instance: {
      title: 'Users and domains',
      elsewhere: 'Accounts and short domains have their own pages.',
      ownerOnly: 'Only the owner changes the two-factor policy.',
      managersOnly: 'Only the owner and admins manage this instance.',
      users: 'Manage users',
      domains: 'Manage domains',
    },
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    search: 'Focus the search',
    create: 'Create a link',
    help: 'Show this list',
    close: 'Close a popup',
  },
};
