// The context menu of a domain row: edit its fallbacks, see its orphan visits, remove it. The
// default domain cannot be removed.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { i18n } from '@/i18n';
import { popups } from '@/components/popup/popup-store';
import { ChartIcon, EditIcon, TrashIcon } from '@/components/ui/icons';
import { orphanVisitsPath } from '@/lib/paths';
import type { Domain } from '../types';

/** Built when the menu opens, so its labels are in the language shown then. */
export function domainMenuItems(domain: Domain, navigate: (path: string) => void): MenuItem[] {
  const { t } = i18n;
  return [
    {
      label: t('common.actions.edit'),
      icon: <EditIcon />,
      onClick: () => void popups.open('EditDomain', { domain }),
    },
    {
      label: t('domains.menu.orphanVisits'),
      icon: <ChartIcon />,
      divided: true,
      onClick: () => navigate(orphanVisitsPath(domain.id)),
    },
    {
      label: t('domains.menu.remove'),
      icon: <TrashIcon />,
      disabled: domain.isDefault,
      onClick: () => void popups.open('RemoveDomain', { domain }),
    },
  ];
}
