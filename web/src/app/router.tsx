// Routes, titles and the navigation guard (docs/dashboard.md#screens-and-routes).
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { requireAccount } from '@/features/auth/utils/require-account';
import { DashboardLayout } from './layout/dashboard-layout';
import { RootLayout, RouteError, RouteLoading } from './layout/root-layout';
import { PublicLayout } from './layout/public-layout';
import { LinkStatsPage } from './routes/link-stats';
import { LoginPage } from './routes/login';
import { NotFoundPage } from './routes/not-found';
import { OrphanVisitsPage } from './routes/orphan-visits';
import { OverviewPage } from './routes/overview';
import { PublicStatsPage } from './routes/public-stats';
import { RegisterPage } from './routes/register';
import { SettingsIndex, SettingsLayout } from './routes/settings/settings-layout';
import {
  AboutSection,
  ApiAccessSection,
  ImportExportSection,
  InstanceSection,
  ProfileSection,
  SecuritySection,
} from './routes/settings/settings-sections';
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
          // Loaded when first opened: only the owner and admins manage domains, so the first page
          // need not carry the table.
          {
            path: 'domains',
            loader: requireAccount,
            lazy: () => import('./routes/domains').then((m) => ({ Component: m.DomainsPage })),
            handle: handle({ title: 'domains' }),
          },
          // Loaded when first opened: only the owner and admins read the audit log.
          {
            path: 'audit',
            loader: requireAccount,
            lazy: () => import('./routes/audit').then((m) => ({ Component: m.AuditLogPage })),
            handle: handle({ title: 'audit' }),
          },
          // Loaded when first opened: teams are managed now and then, not at every visit.
          {
            path: 'teams',
            loader: requireAccount,
            lazy: () => import('./routes/teams').then((m) => ({ Component: m.TeamsPage })),
            handle: handle({ title: 'teams' }),
          },
          // Loaded when first opened: restoring a deleted link is rare.
          {
            path: 'deleted',
            loader: requireAccount,
            lazy: () =>
              import('./routes/deleted-links').then((m) => ({ Component: m.DeletedLinksPage })),
            handle: handle({ title: 'deleted' }),
          },
          {
            path: 'domains/:id/visits',
            loader: requireAccount,
            element: <OrphanVisitsPage />,
            handle: handle({ title: 'orphanVisits' }),
          },
          {
            path: 'links/:id/stats',
            loader: requireAccount,
            element: <LinkStatsPage />,
            handle: handle({ title: 'statistics' }),
          },
          {
            path: 'settings',
            loader: requireAccount,
            element: <SettingsLayout />,
            handle: handle({ title: 'settings' }),
            children: [
              { index: true, element: <SettingsIndex /> },
              { path: 'profile', element: <ProfileSection /> },
              { path: 'security', element: <SecuritySection /> },
              { path: 'api-access', element: <ApiAccessSection /> },
              // Loaded when first opened: few accounts use webhooks, so the first page need not
              // carry them.
              {
                path: 'webhooks',
                lazy: () =>
                  import('./routes/settings/webhooks').then((m) => ({
                    Component: m.WebhooksSection,
                  })),
              },
              {
                path: 'webhooks/:id',
                lazy: () =>
                  import('./routes/settings/webhooks').then((m) => ({ Component: m.WebhookPage })),
                handle: handle({ title: 'webhook' }),
              },
              { path: 'import-export', element: <ImportExportSection /> },
              { path: 'instance', element: <InstanceSection /> },
              { path: 'about', element: <AboutSection /> },
            ],
          },
          {
            path: 'login',
            element: <LoginPage />,
            handle: handle({ title: 'login', hideSidebar: true }),
          },
          {
            path: 'register',
            element: <RegisterPage />,
            handle: handle({ title: 'register', hideSidebar: true }),
          },
          {
            // Any other dashboard address: no screen, not a short link (`/dash` is reserved).
            path: '*',
            loader: requireAccount,
            element: <NotFoundPage />,
            handle: handle({ title: 'notFound' }),
          },
        ],
      },
      {
        // Public: no login guard and no dashboard navigation.
        path: '/dash/public/:slug',
        element: <PublicLayout />,
        handle: handle({ title: 'statistics' }),
        children: [{ index: true, element: <PublicStatsPage /> }],
      },
      { path: '*', element: <ShortLinkPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
