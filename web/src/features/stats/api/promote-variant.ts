// POST /api/link/{id}/promote {destination}: ends a link's A/B split by sending every visitor to
// one of its current variants (it becomes the link's destination). The visits are kept, so the
// statistics go on showing the variants as earlier ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StatsLink } from '../types';
import { statsKeys } from './stats-query-key';

export interface PromoteVariantInput {
  id: string;
  destination: string;
}

/** Answers the edited link, as PATCH /api/link does. */
export const promoteVariant = async ({ id, destination }: PromoteVariantInput) =>
  unwrap(await api.post<StatsLink>(`/api/link/${encodeURIComponent(id)}/promote`, { destination }));

export function usePromoteVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteVariant,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]);
    },
  });
}
