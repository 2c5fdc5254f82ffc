// The app shell: the sidebar navigation, the account line and logout, the skip link, and the
// pages shown while a route loads or after it failed.
export const shell = {
  skipLink: 'Skip to content',
  navigation: {
    label: 'Main',
    overview: 'Overview',
    deleted: 'Recently deleted',
    teams: 'Teams',
    domains: 'Domains',
    users: 'Users',
    audit: 'Audit log',
    settings: 'Settings',
  },
  account: {
    loggedInAs: 'Logged in as <strong>{{username}}</strong>',
    logout: 'Log out',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Reloading usually helps.',
    reload: 'Reload',
  },
};
