// The app root: title, demo banner, the page, and the page-wide layers (popups, context menu,
// toasts, analytics).
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <>
      <TitleManager />
      <SessionWatcher />
      <Analytics />
      <a className="skip-link" href="#main">
        {t('shell.skipLink')}
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
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="resolver">
      <h1 className="resolver__title">{t('shell.routeError.title')}</h1>
      <p className="muted">{t('shell.routeError.body')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('shell.routeError.reload')}
      </button>
    </main>
  );
}
