// GET /api/audit?action=&actor=&target=&from=&to=&before=&limit= (`listAuditEntries`): the audit
// log, newest first, a page at a time; each page's `cursor` asks for the older one after it.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { auditKeys, type AuditPage } from '../types';

/** Entries a page holds (the server's default too). */
export const AUDIT_PAGE_SIZE = 50;

export const getAuditPage = async (
  query: Record<string, string>,
  before: string | null,
  signal?: AbortSignal,
): Promise<AuditPage> =>
  unwrap(
    await api.get<AuditPage>('/api/audit', { ...query, before, limit: AUDIT_PAGE_SIZE }, signal),
  );

export function useAuditLog(query: Record<string, string>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ pageParam, signal }) => getAuditPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    // A changed filter keeps the rows shown (marked busy) until its first page arrives, instead
    // of emptying the table at every keystroke.
    placeholderData: keepPreviousData,
    enabled,
  });
}
