// Routes, titles and the navigation guard (docs/dashboard.md#screens-and-routes).
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { requireAccount } from '@/features/auth/utils/require-account';
import { DashboardLayout } from './layout/dashboard-layout';
import { RootLayout, RouteError, RouteLoading } from './layout/root-layout';
import { PublicLayout } from './layout/public-layout';
import { DomainsPage } from './routes/domains';
import { LinkStatsPage } from './routes/link-stats';
import { LoginPage } from './routes/login';
import { NotFoundPage } from './routes/not-found';
import { OrphanVisitsPage } from './routes/orphan-visits';
import { OverviewPage } from './routes/overview';
import { PublicStatsPage } from './routes/public-stats';
import { RegisterPage } from './routes/register';
import { SettingsPage } from './routes/settings';
import { ShortLinkPage } from './routes/short-link';
import { UsersPage } from './routes/users';
import type { RouteHandle } from './title';

const handle = (value: RouteHandle) => value;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: '/', element: <Navigate to="/dash/overview" replace /> },
      {
        path: '/dash',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <Navigate to="/dash/overview" replace /> },
          { path: 'overview', loader: requireAccount, element: <OverviewPage /> },
          { path: 'users', loader: requireAccount, element: <UsersPage /> },
          {
            path: 'domains',
            loader: requireAccount,
            element: <DomainsPage />,
            handle: handle({ title: 'Domains' }),
          },
          {
            path: 'domains/:id/visits',
            loader: requireAccount,
            element: <OrphanVisitsPage />,
            handle: handle({ title: 'Orphan visits' }),
          },
          {
            path: 'links/:id/stats',
            loader: requireAccount,
            element: <LinkStatsPage />,
            handle: handle({ title: 'Statistics' }),
          },
          {
            path: 'settings',
            loader: requireAccount,
            element: <SettingsPage />,
            handle: handle({ title: 'Settings' }),
          },
          {
            path: 'login',
            element: <LoginPage />,
            handle: handle({ title: 'Login', hideSidebar: true }),
          },
          {
            path: 'register',
            element: <RegisterPage />,
            handle: handle({ title: 'Register', hideSidebar: true }),
          },
          {
            // Any other dashboard address: no screen, not a short link (`/dash` is reserved).
            path: '*',
            loader: requireAccount,
            element: <NotFoundPage />,
            handle: handle({ title: 'Page not found' }),
          },
        ],
      },
      {
        // Public: no login guard and no dashboard navigation.
        path: '/dash/public/:slug',
        element: <PublicLayout />,
        handle: handle({ title: 'Statistics' }),
        children: [{ index: true, element: <PublicStatsPage /> }],
      },
      { path: '*', element: <ShortLinkPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
