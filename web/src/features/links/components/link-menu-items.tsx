// The context menu of a link row: Open, Copy short URL, Statistics, QR code, Edit, Delete. The
// short URL and its QR code are on the link's own domain.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import { ChartIcon, CopyIcon, EditIcon, OpenIcon, QrIcon, TrashIcon } from '@/components/ui/icons';
import { copyText } from '@/lib/clipboard';
import { linkShortUrl } from '@/lib/domains/short-url';
import { linkStatsPath } from '@/lib/paths';
import type { Link } from '../types';

export function linkMenuItems(
  link: Link,
  /** about.domain: the public origin of links on the default domain. */
  domain: string | undefined,
  navigate: (path: string) => void,
): MenuItem[] {
  const url = linkShortUrl(domain, link.domain, link.slug);
  return [
    {
      label: 'Open',
      icon: <OpenIcon />,
      onClick: () => window.open(link.destination, '_blank', 'noopener,noreferrer'),
    },
    {
      label: 'Copy short URL',
      icon: <CopyIcon />,
      onClick: () => {
        void copyText(url).then((copied) =>
          toast(copied ? 'Short URL copied' : 'Could not copy the URL', copied ? 'info' : 'error'),
        );
      },
    },
    {
      label: 'Statistics',
      icon: <ChartIcon />,
      onClick: () => navigate(linkStatsPath(link.id)),
    },
    {
      label: 'QR code',
      icon: <QrIcon />,
      divided: true,
      onClick: () => void popups.open('QRCode', { url, slug: link.slug }),
    },
    { label: 'Edit', icon: <EditIcon />, onClick: () => void popups.open('EditLink', { link }) },
    {
      label: 'Delete',
      icon: <TrashIcon />,
      onClick: () => void popups.open('DeleteLink', { links: [{ id: link.id, slug: link.slug }] }),
    },
  ];
}
