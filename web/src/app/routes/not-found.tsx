// A dashboard address that names no screen (an old bookmark, a typo): said as such, with the
// way back, rather than treated as a short link.
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="card" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="card__title">
        Page not found
      </h1>
      <p className="muted">There is no dashboard page at this address.</p>
      <div className="card__actions">
        <Link className="button button--secondary" to="/dash/overview">
          Go to the overview
        </Link>
      </div>
    </section>
  );
}
