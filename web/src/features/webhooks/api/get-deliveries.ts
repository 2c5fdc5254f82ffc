// GET /api/webhooks/{id}/deliveries?before=&limit= (`listWebhookDeliveries`): the delivery log,
// newest first, a page at a time; each page's `cursor` asks for the older one after it.
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { webhookKeys, type DeliveryPage } from '../types';
import { PENDING_REFRESH_MS } from './get-webhooks';

/** Deliveries a page holds (the server's default too). */
export const DELIVERY_PAGE_SIZE = 25;

export const getDeliveries = async (
  id: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<DeliveryPage> =>
  unwrap(
    await api.get<DeliveryPage>(
      `/api/webhooks/${encodeURIComponent(id)}/deliveries`,
      { before, limit: DELIVERY_PAGE_SIZE },
      signal,
    ),
  );

const waiting = (data: InfiniteData<DeliveryPage> | undefined) =>
  data?.pages.some((page) => page.deliveries.some((d) => d.state === 'pending')) ?? false;

export function useDeliveries(id: string) {
  return useInfiniteQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ pageParam, signal }) => getDeliveries(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    // A test event goes out within a second, a retry later: the log follows them by itself.
    refetchInterval: (query) => (waiting(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}
