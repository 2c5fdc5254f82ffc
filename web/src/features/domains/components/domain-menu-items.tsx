// The context menu of a domain row: edit its fallbacks, see its orphan visits, remove it. The
// default domain cannot be removed.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { ChartIcon, EditIcon, TrashIcon } from '@/components/ui/icons';
import { orphanVisitsPath } from '@/lib/paths';
import type { Domain } from '../types';

export function domainMenuItems(domain: Domain, navigate: (path: string) => void): MenuItem[] {
  return [
    {
      label: 'Edit',
      icon: <EditIcon />,
      onClick: () => void popups.open('EditDomain', { domain }),
    },
    {
      label: 'Orphan visits',
      icon: <ChartIcon />,
      divided: true,
      onClick: () => navigate(orphanVisitsPath(domain.id)),
    },
    {
      label: 'Remove',
      icon: <TrashIcon />,
      disabled: domain.isDefault,
      onClick: () => void popups.open('RemoveDomain', { domain }),
    },
  ];
}
