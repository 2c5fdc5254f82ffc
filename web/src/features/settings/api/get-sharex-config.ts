// GET /api/sharex/config: a ShareX custom uploader config holding the caller's secret.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { ShareXConfig } from '../types';

export const getShareXConfig = async (): Promise<ShareXConfig> =>
  unwrap(await api.get<{ config: ShareXConfig }>('/api/sharex/config')).config;

/** A mutation, not a query: it is fetched on demand and saved as a file, never cached. */
export function useShareXConfig() {
  return useMutation({ mutationFn: getShareXConfig });
}
