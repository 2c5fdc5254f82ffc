// GET /api/link?slug= (`resolveLink`): public; every call counts a visit, so the resolving page
// calls it exactly once.
import { api } from '@/lib/api-client';

export const resolveLink = (slug: string) =>
  api.get<{ destination: string }>('/api/link', { slug });
