// Shown to the owner when the server saw requests come through a reverse proxy that TRUST_PROXY
// does not trust (GET /api/about `proxyWarning`, owner only): every visitor then shares the
// proxy's address, so 5 failed logins by anyone block everyone's logins for up to 15 minutes.
import { useAbout } from '../api/get-about';

export function ProxyWarning() {
  const { data } = useAbout();
  if (!data?.proxyWarning) return null;
  return (
    <div className="demo-banner" role="alert">
      {data.proxyWarning}
    </div>
  );
}
