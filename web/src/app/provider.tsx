// App-wide providers: server state through one TanStack Query client.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as defaultClient } from '@/lib/query-client';

export function AppProvider({
  children,
  queryClient = defaultClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
