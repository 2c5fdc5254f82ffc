// Dashboard addresses that several features link to.
export const linkStatsPath = (id: string) => `/dash/links/${encodeURIComponent(id)}/stats`;
export const publicStatsPath = (slug: string) => `/dash/public/${encodeURIComponent(slug)}`;
export const orphanVisitsPath = (domainId: string) =>
  `/dash/domains/${encodeURIComponent(domainId)}/visits`;
export const webhooksPath = '/dash/settings/webhooks';
export const webhookPath = (id: string) => `${webhooksPath}/${encodeURIComponent(id)}`;
