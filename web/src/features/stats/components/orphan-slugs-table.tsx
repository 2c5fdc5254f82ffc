// The unknown slugs asked for most on a domain: links people expect that do not exist.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

export function OrphanSlugsTable({ slugs }: { slugs: { slug: string; visits: number }[] }) {
  const { t } = useTranslation();
  if (slugs.length === 0) return <p className="muted">{t('stats.orphans.noSlugs')}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t('stats.orphans.slugsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.orphans.slug')}</th>
            <th scope="col" className="cell-number">
              {t('stats.orphans.visits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {slugs.map(({ slug, visits }) => (
            <tr key={slug}>
              <th scope="row" className="stats-header__slug">
                /{slug}
              </th>
              <td className="cell-number">{formatNumber(visits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
