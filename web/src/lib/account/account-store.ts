// The current account (empty until loaded). Lives in shared code because every feature
// and the navigation guard read it.
import { create } from 'zustand';
import type { Account } from './types';

interface AccountState {
  account: Account | null;
  setAccount: (account: Account | null) => void;
  updateAccount: (changes: Partial<Account>) => void;
}

export const useAccountStore = create<AccountState>()((set) => ({
  account: null,
  setAccount: (account) => set({ account }),
  updateAccount: (changes) =>
    set((state) => (state.account ? { account: { ...state.account, ...changes } } : state)),
}));

export const useAccount = () => useAccountStore((state) => state.account);
