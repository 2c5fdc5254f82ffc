// POST /api/auth/login; on success the account is loaded (docs/dashboard.md#calls).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '@/lib/api-client';
import { loadAccount } from '@/lib/account/get-me';
import type { Account } from '@/lib/account/types';
import type { LoginCredentials } from '../types';

export const login = (credentials: LoginCredentials) =>
  api.post<Account>('/api/auth/login', credentials);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginCredentials): Promise<ApiResult<Account>> => {
      const answer = await login(credentials);
      if (answer.success) {
        await loadAccount();
        // Not awaited: the login page leaves as soon as the account is loaded, and the form's
        // own navigation must follow at once. Waiting for every query to refetch first let it
        // land seconds later and undo whatever the user had opened meanwhile.
        void queryClient.invalidateQueries();
      }
      return answer;
    },
  });
}
