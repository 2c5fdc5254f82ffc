// A team's domains (docs/teams.md#domains): every member sees where the team's links may go;
// the owner and admins choose — "Every domain" (the usual rules) or some domains, whose links
// the team's members may then create even where standard accounts may not.
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { defaultDomainName } from '@/lib/domains/names';
import type { Team } from '@/lib/teams/types';
import { TeamDomainsForm } from './team-domains-form';

const HEADING_ID = 'team-domains-heading';

export function TeamDomainsPanel({ team }: { team: Team }) {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <section className="card" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="card__title">
        {t('teams.domains.heading', { name: team.name })}
      </h2>
      <TeamDomainsNow team={team} />
      {isManager(account) ? (
        <TeamDomainsForm key={JSON.stringify(team.domains)} team={team} />
      ) : (
        <p className="muted">{t('teams.domains.readOnly')}</p>
      )}
    </section>
  );
}

/** Where the team's links may go now. */
function TeamDomainsNow({ team }: { team: Team }) {
  const { t } = useTranslation();
  if (team.domains === null) return <p>{t('teams.domains.every')}</p>;
  if (team.domains.length === 0) return <p>{t('teams.domains.none')}</p>;
  return (
    <>
      <p id="team-domains-only">{t('teams.domains.only')}</p>
      <ul aria-labelledby="team-domains-only">
        {team.domains.map((domain) => (
          <li key={domain.id}>{domain.host || defaultDomainName()}</li>
        ))}
      </ul>
    </>
  );
}
