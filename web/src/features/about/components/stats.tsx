// The count cards at the top of the overview.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useAbout } from '../api/get-about';

export function Stats() {
  const { t } = useTranslation();
  const { data } = useAbout();
  const items = [
    { key: 'links', label: t('about.stats.links'), value: data?.links },
    ...(data?.accounts !== undefined
      ? [{ key: 'accounts', label: t('about.stats.accounts'), value: data.accounts }]
      : []),
  ];
  return (
    <section className="stats" aria-label={t('about.stats.label')}>
      {items.map((item) => (
        <div key={item.key} className="stat">
          <p className="stat__label">{item.label}</p>
          <p className="stat__value">{data ? formatNumber(item.value) : '…'}</p>
        </div>
      ))}
    </section>
  );
}
