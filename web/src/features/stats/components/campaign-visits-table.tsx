// The visits of the range per utm campaign (or per utm source), as the domain table lists them.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { CampaignVisits } from '../types';

/** Which of the answer's two lists a table shows. */
export type CampaignList = 'campaigns' | 'campaignSources';

export function CampaignVisitsTable({
  list,
  entries,
}: {
  list: CampaignList;
  entries: CampaignVisits[];
}) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t(`stats.campaignVisits.${list}.caption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`stats.campaignVisits.${list}.value`)}</th>
            <th scope="col" className="cell-number">
              {t('stats.figures.visits')}
            </th>
            <th scope="col" className="cell-number">
              {t('stats.figures.humanVisits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.value}>
              {/* Campaign names are free text: a long one is cut, whole in its tooltip. */}
              <th scope="row" className="cell-truncate" title={entry.value}>
                {entry.value}
              </th>
              <td className="cell-number">{formatNumber(entry.visits)}</td>
              <td className="cell-number">{formatNumber(entry.humanVisits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
