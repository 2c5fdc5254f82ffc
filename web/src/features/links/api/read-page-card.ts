// POST /api/link/page-card {url} (`readPageCard`): the preview card fields a page gives itself
// (Open Graph, Twitter Card, its title), cut to the card's limits. The server reads the page
// once per call, so this is a mutation run on request, never a cached query.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { PageCard } from '../types';

export const readPageCard = async (url: string) =>
  unwrap(await api.post<PageCard>('/api/link/page-card', { url }));

export const useReadPageCard = () => useMutation({ mutationFn: readPageCard });
