// /api/auth/oidc/link: whether this account has a single sign-on identity (GET), start linking
// one (POST {verification}: the provider's URL, which the browser then opens) and unlink it
// (DELETE {verification}).
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { Verification } from '@/types/credential-popup';

export const SSO_LINK_KEY = ['sso-link'] as const;

export function useSsoLink() {
  return useQuery({
    queryKey: SSO_LINK_KEY,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ name: string; linked: boolean }>('/api/auth/oidc/link', undefined, signal),
      ),
  });
}

export const startSsoLink = (verification: Verification) =>
  api.post<{ url: string }>('/api/auth/oidc/link', { verification, next: '/dash/settings' });

export const unlinkSso = (verification: Verification) =>
  api.delete('/api/auth/oidc/link', { verification });
