// A 401 means "no valid session" (docs/api.md#status-codes): when a dashboard query gets one while an
// account is loaded (the session expired or was ended elsewhere), forget the account and send
// the user to login, coming back to the same page afterwards.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/features/auth/utils/redirect';
import { useAccountStore } from '@/lib/account/account-store';
import { ApiError } from '@/lib/api-client';

export function SessionWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const error: unknown = event.action.error;
      if (!(error instanceof ApiError) || error.status !== 401) return;
      if (!useAccountStore.getState().account) return;
      useAccountStore.getState().setAccount(null);
      queryClient.clear();
      void navigate(loginPathFor(here), { replace: true });
    });
  }, [queryClient, navigate, here]);

  return null;
}
