// /dash/settings/*: the section navigation (a sidebar on wide screens, a select on phones) beside
// the chosen section. Every section has its own address, so a link to one opens it directly.
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { SelectField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { SETTINGS_SECTIONS, settingsPath } from './sections';

export function SettingsLayout() {
  const { t } = useTranslation();
  const account = useAccount();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = SETTINGS_SECTIONS.filter((section) => section.visible(account));
  const current = sections.find((section) => pathname.startsWith(settingsPath(section)));

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('app.titles.settings')}</h1>
      </header>
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={t('app.settings.navigation')}>
          <ul className="settings-nav__list">
            {sections.map((section) => (
              <li key={section.id}>
                <NavLink className="settings-nav__link" to={settingsPath(section)}>
                  {t(`app.settings.sections.${section.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <SelectField
            className="settings-nav__select"
            label={t('app.settings.section')}
            value={current?.id ?? ''}
            options={sections.map((section) => ({
              value: section.id,
              label: t(`app.settings.sections.${section.id}`),
            }))}
            onChange={(event) => {
              const section = sections.find((item) => item.id === event.target.value);
              if (section) void navigate(settingsPath(section));
            }}
          />
        </nav>
        <div className="settings-section">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/**
 * /dash/settings itself: the address of the one Settings page of earlier versions, which opens
 * Profile. Single sign-on sends people back here with `?sso=…` or `?sso_error=…`: that notice
 * belongs to Security, where the single sign-on card is.
 */
export function SettingsIndex() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const section = query.has('sso') || query.has('sso_error') ? 'security' : 'profile';
  return <Navigate to={{ pathname: `/dash/settings/${section}`, search }} replace />;
}
