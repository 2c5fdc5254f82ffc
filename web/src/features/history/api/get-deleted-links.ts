// GET /api/link/deleted (`deletedLinks`): the links deleted within LINK_HISTORY_DAYS that the
// caller may restore, newest deletion first.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { historyKeys, type DeletedLink } from '../types';

export const getDeletedLinks = async (signal?: AbortSignal): Promise<DeletedLink[]> =>
  unwrap(await api.get<{ links: DeletedLink[] }>('/api/link/deleted', undefined, signal)).links;

export function useDeletedLinks() {
  return useQuery({
    queryKey: historyKeys.deleted,
    queryFn: ({ signal }) => getDeletedLinks(signal),
  });
}
