// Version and counts of this instance, for the Settings page.
import { formatNumber } from '@/lib/format';
import { useAbout } from '../api/get-about';

export function AboutCard() {
  const { data, isPending, error } = useAbout();
  return (
    <section className="card" aria-labelledby="about-heading">
      <h2 id="about-heading" className="card__title">
        About
      </h2>
      {isPending && <p className="muted">Loading…</p>}
      {error && <p role="alert">{error.message}</p>}
      {data && (
        <dl className="facts">
          <div>
            <dt>Version</dt>
            <dd>{data.version ?? '—'}</dd>
          </div>
          <div>
            <dt>Links</dt>
            <dd>{formatNumber(data.links)}</dd>
          </div>
          {data.accounts !== undefined && (
            <div>
              <dt>Accounts</dt>
              <dd>{formatNumber(data.accounts)}</dd>
            </div>
          )}
          <div>
            <dt>Domain</dt>
            <dd>{data.domain}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
