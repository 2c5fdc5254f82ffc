// Query keys shared across features, so a feature can invalidate data another one shows (e.g.
// creating a link changes the link count of the about data) without importing that feature.
export const queryKeys = {
  about: ['about'] as const,
  links: ['links'] as const,
  users: ['users'] as const,
  domains: ['domains'] as const,
  stats: ['stats'] as const,
  teams: ['teams'] as const,
};
