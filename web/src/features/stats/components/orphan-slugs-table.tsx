// The unknown slugs asked for most on a domain: links people expect that do not exist.
import { formatNumber } from '@/lib/format';

export function OrphanSlugsTable({ slugs }: { slugs: { slug: string; visits: number }[] }) {
  if (slugs.length === 0) return <p className="muted">No unknown slugs in this range.</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">Unknown slugs, by visits</caption>
        <thead>
          <tr>
            <th scope="col">Slug</th>
            <th scope="col" className="cell-number">
              Visits
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
