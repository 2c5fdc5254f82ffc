// The context menu of a domain row: edit its fallbacks, remove it. The default domain cannot be
// removed.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { EditIcon, TrashIcon } from '@/components/ui/icons';
import type { Domain } from '../types';

export function domainMenuItems(domain: Domain): MenuItem[] {
  return [
    {
      label: 'Edit',
      icon: <EditIcon />,
      divided: true,
      onClick: () => void popups.open('EditDomain', { domain }),
    },
    {
      label: 'Remove',
      icon: <TrashIcon />,
      disabled: domain.isDefault,
      onClick: () => void popups.open('RemoveDomain', { domain }),
    },
  ];
}
