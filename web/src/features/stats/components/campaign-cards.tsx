// The overview's visits by utm campaign and by utm source: a card each, left out while its list
// is empty (as the domain card is). A lazy chunk of its own: the overview is the first page, and
// its bundle budget has little room left.
import { useTranslation } from 'react-i18next';
import type { CampaignVisits } from '../types';
import { CampaignVisitsTable, type CampaignList } from './campaign-visits-table';

function CampaignCard({ list, entries }: { list: CampaignList; entries: CampaignVisits[] }) {
  const { t } = useTranslation();
  const headingId = `${list}-visits-heading`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t(`stats.campaignVisits.${list}.title`)}
      </h2>
      <CampaignVisitsTable list={list} entries={entries} />
    </section>
  );
}

export default function CampaignCards({
  campaigns,
  sources,
}: {
  campaigns: CampaignVisits[];
  sources: CampaignVisits[];
}) {
  return (
    <>
      {campaigns.length > 0 && <CampaignCard list="campaigns" entries={campaigns} />}
      {sources.length > 0 && <CampaignCard list="campaignSources" entries={sources} />}
    </>
  );
}
