// The context menu of a link row: Open, Copy short URL, QR code, Edit, Delete.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import { copyText } from '@/lib/clipboard';
import { shortUrl } from '@/lib/format';
import type { Link } from '../types';

export function linkMenuItems(link: Link, domain: string | undefined): MenuItem[] {
  const url = shortUrl(domain, link.slug);
  return [
    {
      label: 'Open',
      icon: '↗',
      onClick: () => window.open(link.destination, '_blank', 'noopener,noreferrer'),
    },
    {
      label: 'Copy short URL',
      icon: '⧉',
      onClick: () => {
        void copyText(url).then((copied) =>
          toast(copied ? 'Short URL copied' : 'Could not copy the URL', copied ? 'info' : 'error'),
        );
      },
    },
    {
      label: 'QR code',
      icon: '▦',
      divided: true,
      onClick: () => void popups.open('QRCode', { url, slug: link.slug }),
    },
    { label: 'Edit', icon: '✎', onClick: () => void popups.open('EditLink', { link }) },
    {
      label: 'Delete',
      icon: '🗑',
      onClick: () => void popups.open('DeleteLink', { links: [{ id: link.id, slug: link.slug }] }),
    },
  ];
}
