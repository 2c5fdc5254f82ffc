// The instance's facts: the About card, the overview's counts and the demo banner.
export const about = {
  card: {
    title: 'About',
    version: 'Version',
    links: 'Links',
    accounts: 'Accounts',
    domain: 'Domain',
  },
  stats: {
    label: 'Statistics',
    links: 'Links',
    accounts: 'Accounts',
  },
  demo: 'This is a demo instance, features are limited and links will be deleted after 10 minutes.',
};
