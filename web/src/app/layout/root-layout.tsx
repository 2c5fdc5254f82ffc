// The app root: title, demo banner, the page, and the page-wide layers (popups, context menu,
// toasts, analytics).
import { Outlet } from 'react-router';
import { ContextMenuHost } from '@/components/context-menu/context-menu';
import { PopupStack } from '@/components/popup/popup-stack';
import { Toaster } from '@/components/toast/toaster';
import { Analytics } from '@/features/about/components/analytics';
import { DemoBanner } from '@/features/about/components/demo-banner';
import { ProxyWarning } from '@/features/about/components/proxy-warning';
import { SessionWatcher } from './session-watcher';
import { TitleManager } from './title-manager';

export function RootLayout() {
  return (
    <>
      <TitleManager />
      <SessionWatcher />
      <Analytics />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <DemoBanner />
      <ProxyWarning />
      <Outlet />
      <PopupStack />
      <ContextMenuHost />
      <Toaster />
    </>
  );
}

export function RouteLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export function RouteError() {
  return (
    <main id="main" className="resolver">
      <h1 className="resolver__title">Something went wrong</h1>
      <p className="muted">The page could not be shown. Reloading usually helps.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
