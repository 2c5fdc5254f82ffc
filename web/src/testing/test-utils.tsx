// Test kit: render a component or the whole app with fresh providers and reset stores.
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { registerPopups } from '@/app/popups';
import { routes } from '@/app/router';
import { ContextMenuHost } from '@/components/context-menu/context-menu';
import { useContextMenuStore } from '@/components/context-menu/context-menu-store';
import { PopupStack } from '@/components/popup/popup-stack';
import { usePopupStore } from '@/components/popup/popup-store';
import { useToastStore } from '@/components/toast/toast-store';
import { useThemeStore } from '@/features/theme/theme-store';
import { Toaster } from '@/components/toast/toaster';
import { useAccountStore } from '@/lib/account/account-store';
import type { Account } from '@/lib/account/types';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function resetStores(): void {
  useAccountStore.setState({ account: null });
  usePopupStore.setState({ popups: [] });
  useContextMenuStore.setState({ menu: null });
  useToastStore.setState({ toasts: [] });
  useThemeStore.setState({ dark: false });
  registerPopups();
}

export const testAccount = (changes: Partial<Account> = {}): Account => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: 'alice',
  email: 'alice@example.com',
  role: 'owner',
  secret: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  hasSecret: true,
  twoFactorAuthentication: false,
  totp: false,
  allowAutomaticLogin: false,
  ...changes,
});

export function loginAs(account: Account = testAccount()): Account {
  useAccountStore.setState({ account });
  return account;
}

/** Renders `ui` inside a router and the app providers, with the popup stack and menu host. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', ...options }: { route?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <PopupStack />
            <ContextMenuHost />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
    options,
  );
  return { ...view, queryClient, router };
}

/** Renders the whole app at `path` with the real routes. */
export function renderApp(path: string, ui?: (router: ReactElement) => ReactElement) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const view = render(ui ? ui(tree) : tree);
  return { ...view, queryClient, router };
}
