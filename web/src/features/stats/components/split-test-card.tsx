// The "Split test" card of a link's statistics: its A/B split's destinations in the range and,
// for an account that may edit the link, Promote on each current variant — after a
// confirmation, every visitor goes to that destination and the split ends (the visits stay).
// A lazy chunk of its own: most links have no split, and this page is in the first bundle.
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/popup/popup-helpers';
import { toast } from '@/components/toast/toast-store';
import { FormMessage } from '@/components/ui/field';
import { usePromoteVariant } from '../api/promote-variant';
import type { BotsFilter, VariantVisits } from '../types';
import { SplitVariantsTable } from './split-variants-table';

export interface SplitTestCardProps {
  linkId: string;
  variants: VariantVisits[];
  bots: BotsFilter;
  canPromote: boolean;
}

export default function SplitTestCard({ linkId, variants, bots, canPromote }: SplitTestCardProps) {
  const { t } = useTranslation();
  const promote = usePromoteVariant();
  const running = variants.some((v) => v.current);

  const onPromote = async (destination: string) => {
    const sure = await confirmAction({
      title: t('stats.split.promoteTitle'),
      description: t('stats.split.promoteQuestion', { destination }),
      confirmName: t('stats.split.promote'),
    });
    if (!sure) return;
    const promoted = await promote.mutateAsync({ id: linkId, destination }).catch(() => null);
    if (promoted) toast(t('stats.split.promoted', { destination }));
  };

  return (
    <section className="card" aria-labelledby="split-test-heading">
      <h2 id="split-test-heading" className="card__title">
        {t('stats.split.title')}
      </h2>
      <p className="muted">{running ? t('stats.split.running') : t('stats.split.ended')}</p>
      <SplitVariantsTable
        variants={variants}
        bots={bots}
        onPromote={canPromote && running ? (d) => void onPromote(d) : undefined}
        promoting={promote.isPending ? promote.variables.destination : undefined}
      />
      <FormMessage message={promote.error?.message} />
    </section>
  );
}
