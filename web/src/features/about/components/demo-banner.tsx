// Shown at the app root when the server runs in demo mode (docs/dashboard.md#demo-banner-and-analytics).
import { useTranslation } from 'react-i18next';
import { useAbout } from '../api/get-about';

export function DemoBanner() {
  const { t } = useTranslation();
  const { data } = useAbout();
  if (!data?.demo) return null;
  return (
    <div className="demo-banner" role="note">
      {t('about.demo')}
    </div>
  );
}
