// The short-link resolving page: asks the API for the destination exactly once (each call
// counts a visit) and replaces the location; otherwise shows a clear not-found state.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRunOnce } from '@/hooks/use-run-once';
import { resolveLink } from '../api/resolve-link';
import { isFollowableDestination } from '../utils/slug-from-path';

type State =
  | { status: 'resolving' }
  | { status: 'redirecting'; destination: string }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export interface LinkResolverProps {
  /** The decoded slug, or null when the path cannot be a slug. */
  slug: string | null;
  /** Navigates away; replaceable in tests. */
  navigate?: (destination: string) => void;
}

const replaceLocation = (destination: string) => window.location.replace(destination);

export function LinkResolver({ slug, navigate = replaceLocation }: LinkResolverProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(() =>
    slug ? { status: 'resolving' } : { status: 'not-found' },
  );

  useRunOnce(() => {
    if (!slug) return;
    void resolveLink(slug).then((answer) => {
      const destination = answer.result?.destination;
      if (answer.success && isFollowableDestination(destination)) {
        setState({ status: 'redirecting', destination });
        navigate(destination);
      } else if (answer.success || answer.status === 404) {
        setState({ status: 'not-found' });
      } else {
        setState({
          status: 'error',
          message: answer.message || t('links.resolver.somethingWrong'),
        });
      }
    });
  });

  if (state.status === 'resolving' || state.status === 'redirecting') {
    return (
      <div className="resolver" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>
          {state.status === 'redirecting' ? (
            // The tag is <url>, not <link>: Trans's parser takes <link> for the void HTML element
            // and would leave the anchor empty.
            <Trans
              i18nKey="links.resolver.redirecting"
              values={{ destination: state.destination }}
              components={{ url: <a href={state.destination} /> }}
            />
          ) : (
            t('links.resolver.opening')
          )}
        </p>
      </div>
    );
  }

  return (
    <div className="resolver">
      <h1 className="resolver__title">
        {state.status === 'not-found'
          ? t('links.resolver.notFoundTitle')
          : t('links.resolver.errorTitle')}
      </h1>
      <p className="muted">
        {state.status === 'not-found' ? t('links.resolver.notFoundBody') : state.message}
      </p>
      <Link className="button button--secondary" to="/dash/overview">
        {t('links.resolver.back')}
      </Link>
    </div>
  );
}
