// What an import did (or, previewed, would do) with the domains its file names: those added and
// the unknown ones whose rows were skipped.
import type { ImportResult } from '../types';

export function ImportDomainsSummary({ result }: { result: ImportResult }) {
  const added = result.domainsCreated ?? [];
  const unknown = result.unknownDomains ?? [];
  if (added.length === 0 && unknown.length === 0) return null;
  return (
    <section className="stack" aria-label="Domains">
      {added.length > 0 && (
        <p>
          {result.dryRun ? 'Would add' : 'Added'}{' '}
          {added.length === 1 ? 'the domain' : 'the domains'} <strong>{added.join(', ')}</strong>.
        </p>
      )}
      {unknown.length > 0 && (
        <p>
          {result.dryRun ? 'Would skip' : 'Skipped'} the rows on{' '}
          {unknown.length === 1 ? 'a domain' : 'domains'} that{' '}
          {unknown.length === 1 ? 'does' : 'do'} not exist here:{' '}
          <strong>{unknown.join(', ')}</strong>.
        </p>
      )}
    </section>
  );
}
