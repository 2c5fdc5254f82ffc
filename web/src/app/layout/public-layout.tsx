// The frame of public pages (a link's public statistics): the product name and the theme
// switch, with no navigation into the dashboard.
import { Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { PRODUCT_NAME } from '../title';

export function PublicLayout() {
  return (
    <div className="auth-shell">
      <header className="auth-shell__header">
        <span className="brand">
          <Logo />
          <span className="brand__name">{PRODUCT_NAME}</span>
        </span>
        <ThemeToggle />
      </header>
      <main id="main" className="public-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
