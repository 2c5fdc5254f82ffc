// POST /api/link (`createLink`). A new link changes the list and the about counts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CreateLinkInput, Link } from '../types';

export const createLink = async (input: CreateLinkInput): Promise<Link> =>
  unwrap(await api.post<Link>('/api/link', input));

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onSuccess: async (_, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: queryKeys.about }),
        // A team's link count shows on the Teams page.
        input.team ? queryClient.invalidateQueries({ queryKey: queryKeys.teams }) : undefined,
      ]);
    },
  });
}
