// The count cards at the top of the overview.
import { formatNumber } from '@/lib/format';
import { useAbout } from '../api/get-about';

export function Stats() {
  const { data } = useAbout();
  const items = [
    { label: 'Links', value: data?.links },
    ...(data?.accounts !== undefined ? [{ label: 'Accounts', value: data.accounts }] : []),
  ];
  return (
    <section className="stats" aria-label="Statistics">
      {items.map((item) => (
        <div key={item.label} className="stat">
          <p className="stat__label">{item.label}</p>
          <p className="stat__value">{data ? formatNumber(item.value) : '…'}</p>
        </div>
      ))}
    </section>
  );
}
