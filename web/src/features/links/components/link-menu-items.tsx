// The context menu of a link row: Open, Copy short URL, Statistics, History, QR code, Edit,
// Delete. The short URL, its QR code and its history's description are on the link's own domain.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import {
  ChartIcon,
  CopyIcon,
  EditIcon,
  HistoryIcon,
  OpenIcon,
  QrIcon,
  TrashIcon,
} from '@/components/ui/icons';
import { i18n } from '@/i18n';
import { copyText } from '@/lib/clipboard';
import { linkShortUrl, publicQrBase } from '@/lib/domains/short-url';
import { linkStatsPath } from '@/lib/paths';
import type { Link } from '../types';

export function linkMenuItems(
  link: Link,
  /** about.domain: the public origin of links on the default domain. */
  domain: string | undefined,
  navigate: (path: string) => void,
): MenuItem[] {
  const url = linkShortUrl(domain, link.domain, link.slug);
  const t = i18n.t;
  return [
    {
      label: t('links.menu.open'),
      icon: <OpenIcon />,
      onClick: () => window.open(link.destination, '_blank', 'noopener,noreferrer'),
    },
    {
      label: t('links.menu.copyShortUrl'),
      icon: <CopyIcon />,
      onClick: () => {
        void copyText(url).then((copied) =>
          toast(copied ? t('links.copied') : t('links.copyFailed'), copied ? 'info' : 'error'),
        );
      },
    },
    {
      label: t('links.menu.statistics'),
      icon: <ChartIcon />,
      onClick: () => navigate(linkStatsPath(link.id)),
    },
    {
      label: t('links.menu.history'),
      icon: <HistoryIcon />,
      onClick: () => void popups.open('LinkHistory', { id: link.id, url }),
    },
    {
      label: t('links.menu.qrCode'),
      icon: <QrIcon />,
      divided: true,
      onClick: () =>
        void popups.open('QRCode', {
          id: link.id,
          url,
          publicUrl: publicQrBase(domain, link.domain, link.slug),
        }),
    },
    {
      label: t('common.actions.edit'),
      icon: <EditIcon />,
      onClick: () => void popups.open('EditLink', { link }),
    },
    {
      label: t('common.actions.delete'),
      icon: <TrashIcon />,
      onClick: () => void popups.open('DeleteLink', { links: [{ id: link.id, slug: link.slug }] }),
    },
  ];
}
