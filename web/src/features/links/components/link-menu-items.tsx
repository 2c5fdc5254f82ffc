// The context menu of a link row: Open, Copy short URL, Statistics, History, QR code, Edit, Move
// to team, Delete. The short URL, its QR code and its history's description are on the link's own
// domain. A team's viewer gets no Edit, Move or Delete: the server would refuse them.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import {
  ChartIcon,
  CopyIcon,
  EditIcon,
  HistoryIcon,
  OpenIcon,
  UserIcon,
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
  {
    name,
    mayChange,
    mayMove,
  }: {
    /** How the link is named on screen. */
    name: string;
    /** Whether the account may edit, move and delete it. */
    mayChange: boolean;
    /** Whether there is a team to move it into, or one to take it out of. */
    mayMove: boolean;
  },
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
      // The last item when the account may not change the link.
      divided: mayChange,
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
      hidden: !mayChange,
      onClick: () => void popups.open('EditLink', { link }),
    },
    {
      label: t('teams.links.move'),
      icon: <UserIcon />,
      hidden: !mayChange || !mayMove,
      onClick: () => void popups.open('MoveLink', { link, name }),
    },
    {
      label: t('common.actions.delete'),
      icon: <TrashIcon />,
      hidden: !mayChange,
      onClick: () => void popups.open('DeleteLink', { links: [{ id: link.id, slug: link.slug }] }),
    },
  ];
}
