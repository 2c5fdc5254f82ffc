// What an import did (or, previewed, would do) with the domains its file names: those added and
// the unknown ones whose rows were skipped.
import { Trans, useTranslation } from 'react-i18next';
import type { ImportResult } from '../types';

const strong = { strong: <strong /> };

export function ImportDomainsSummary({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const added = result.domainsCreated ?? [];
  const unknown = result.unknownDomains ?? [];
  if (added.length === 0 && unknown.length === 0) return null;
  return (
    <section className="stack" aria-label={t('importExport.summary.label')}>
      {added.length > 0 && (
        <p>
          <Trans
            i18nKey={result.dryRun ? 'importExport.summary.wouldAdd' : 'importExport.summary.added'}
            values={{ names: added.join(', ') }}
            count={added.length}
            components={strong}
          />
        </p>
      )}
      {unknown.length > 0 && (
        <p>
          <Trans
            i18nKey={
              result.dryRun ? 'importExport.summary.wouldSkip' : 'importExport.summary.skipped'
            }
            values={{ names: unknown.join(', ') }}
            count={unknown.length}
            components={strong}
          />
        </p>
      )}
    </section>
  );
}
