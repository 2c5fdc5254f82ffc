// POST /api/auth/oidc/code {token}: the two-factor code after a provider login (the binding
// cookie names the login); on success the account is loaded, as after a password login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loadAccount } from '@/lib/account/get-me';
import type { Account } from '@/lib/account/types';

export function useSsoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await api.post<Account>('/api/auth/oidc/code', { token });
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
