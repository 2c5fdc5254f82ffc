// Shown at the app root when the server runs in demo mode (docs/dashboard.md#demo-banner-and-analytics).
import { useAbout } from '../api/get-about';

export const DEMO_MESSAGE =
  'This is a demo instance, features are limited and links will be deleted after 10 minutes.';

export function DemoBanner() {
  const { data } = useAbout();
  if (!data?.demo) return null;
  return (
    <div className="demo-banner" role="note">
      {DEMO_MESSAGE}
    </div>
  );
}
