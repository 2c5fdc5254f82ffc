// The destinations of a link's A/B split in the range: each one's share of the visitors (from
// its weight), its visits, humans and unique visitors, and its share of the visits the page
// counts (a bar and a percentage; no conversions are known). Earlier variants are marked and
// have no share; current ones may be promoted.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber, formatPercent } from '@/lib/format';
import type { BotsFilter, VariantVisits } from '../types';
import { seriesValue } from '../utils/series-value';

export interface SplitVariantsTableProps {
  variants: VariantVisits[];
  bots: BotsFilter;
  /** Offers Promote on current variants; absent: read only. */
  onPromote?: (destination: string) => void;
  /** The destination being promoted now. */
  promoting?: string;
}

export function SplitVariantsTable({
  variants,
  bots,
  onPromote,
  promoting,
}: SplitVariantsTableProps) {
  const { t } = useTranslation();
  const weights = variants.reduce((sum, v) => sum + (v.current ? (v.weight ?? 0) : 0), 0);
  const counted = variants.reduce((sum, v) => sum + seriesValue(v, bots), 0);
  return (
    <div className="table-wrap">
      <table className="data-table split-table">
        <caption className="visually-hidden">{t('stats.split.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.split.destination')}</th>
            <th scope="col" className="cell-number">
              {t('stats.split.share')}
            </th>
            <th scope="col" className="cell-number">
              {t('stats.figures.visits')}
            </th>
            <th scope="col" className="cell-number">
              {t('stats.split.humans')}
            </th>
            <th scope="col" className="cell-number">
              {t('stats.figures.uniqueVisitors')}
            </th>
            <th scope="col">{t(`stats.split.visitShare.${bots}`)}</th>
            {onPromote && (
              <th scope="col">
                <span className="visually-hidden">{t('stats.split.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => {
            const ratio = counted > 0 ? seriesValue(variant, bots) / counted : 0;
            return (
              <tr key={variant.destination} className={variant.current ? undefined : 'muted'}>
                <th scope="row" className="cell-truncate" title={variant.destination}>
                  <a href={variant.destination} target="_blank" rel="noreferrer noopener">
                    {variant.destination}
                  </a>
                  {!variant.current && (
                    <span className="badge badge--neutral">{t('stats.split.earlier')}</span>
                  )}
                </th>
                <td className="cell-number">
                  {variant.current && variant.weight !== null && weights > 0
                    ? formatPercent(variant.weight / weights, 1)
                    : t('common.none')}
                </td>
                <td className="cell-number">{formatNumber(variant.visits)}</td>
                <td className="cell-number">{formatNumber(variant.humanVisits)}</td>
                <td className="cell-number">{formatNumber(variant.uniqueVisitors)}</td>
                <td>
                  <span className="split-share">
                    <span className="split-share__bar" aria-hidden="true">
                      <span style={{ width: `${ratio * 100}%` }} />
                    </span>
                    {counted > 0 ? formatPercent(ratio, 1) : t('common.none')}
                  </span>
                </td>
                {onPromote && (
                  <td className="table__actions">
                    {variant.current && (
                      <Button
                        size="sm"
                        aria-label={t('stats.split.promoteVariant', {
                          destination: variant.destination,
                        })}
                        busy={promoting === variant.destination}
                        disabled={promoting !== undefined}
                        onClick={() => onPromote(variant.destination)}
                      >
                        {t('stats.split.promote')}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
