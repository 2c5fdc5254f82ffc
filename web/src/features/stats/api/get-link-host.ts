// GET /api/link/single?id= (`getLink`), for the one thing the statistics answer leaves out: the
// link's short domain, which its short and public addresses are on.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getLinkHost = async (id: string, signal?: AbortSignal): Promise<string | null> =>
  unwrap(await api.get<{ domain: string | null }>('/api/link/single', { id }, signal)).domain;

/** The link's host (null: the default domain); undefined until known. */
export function useLinkHost(id: string): string | null | undefined {
  // Under the links key: moving the link to another domain refreshes it.
  const query = useQuery({
    queryKey: [...queryKeys.links, 'host', id],
    queryFn: ({ signal }) => getLinkHost(id, signal),
  });
  if (query.isPending) return undefined;
  // Without an answer (the link is gone, or hidden), fall back to the default domain: the
  // statistics answer says the rest.
  return query.data ?? null;
}
