// DELETE /api/domains/{id}?links=move&to=<id> | ?links=delete (owner, admin). Without `links`
// the server refuses a domain that still has links (409, details.links). Moving or deleting
// links changes the link list, the counts and the statistics too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { RemoveLinks } from '../types';

export interface RemoveDomainInput {
  id: string;
  links: RemoveLinks;
}

export async function removeDomain({ id, links }: RemoveDomainInput): Promise<void> {
  const query =
    links.links === 'move'
      ? { links: 'move', to: links.to }
      : links.links === 'delete'
        ? { links: 'delete' }
        : undefined;
  unwrap(await apiRequest(`/api/domains/${encodeURIComponent(id)}`, { method: 'DELETE', query }));
}

export function useRemoveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDomain,
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.domains, queryKeys.links, queryKeys.about, queryKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
