// LinkHistory: a link's changes, newest first, a page of 100 at a time (docs/history.md). Each
// earlier version that left the link with fields can be reverted to, after a confirmation stacked
// on top; the outcome is said under that version, and the link and its history are fetched again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/popup/popup-helpers';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useDomains } from '@/lib/domains/get-domains';
import { useLinkHistory } from '../api/get-link-history';
import { useRevertLink } from '../api/revert-link';
import { HistoryEntryItem, type RevertNotice } from './history-entry';

export interface LinkHistoryData {
  /** The link's id. */
  id: string;
  /** Its short URL, on its own domain: the popup's description. */
  url: string;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    LinkHistory: PopupEntry<LinkHistoryData, void>;
  }
}

export function LinkHistoryPopup({ data, close }: PopupPropsOf<'LinkHistory'>) {
  const { t } = useTranslation();
  const history = useLinkHistory(data.id);
  const domains = useDomains();
  const revert = useRevertLink(data.id);
  const [notice, setNotice] = useState<{ version: number } & RevertNotice>();

  const revertTo = async (version: number) => {
    const sure = await confirmAction({
      title: t('history.revert.title', { version }),
      description: t('history.revert.description'),
      confirmName: t('history.revert.confirm'),
    });
    if (!sure) return;
    setNotice(undefined);
    try {
      await revert.mutateAsync(version);
      setNotice({ version, tone: 'success', message: t('history.revert.done', { version }) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setNotice({ version, tone: 'error', message: t('history.revert.failed', { message }) });
    }
  };

  // Pages come newest first, each oldest first: the list shows the newest change on top.
  const entries = history.data?.pages.flatMap((page) => [...page.entries].reverse()) ?? [];
  const latest = entries.at(0)?.version;
  let body;
  // A failed older page keeps the pages already shown, with the error under them.
  const failure = history.error && (
    <FormMessage message={t('history.loadFailed', { message: history.error.message })} />
  );
  if (!history.data) {
    body = failure || <p role="status">{t('history.loading')}</p>;
  } else if (entries.length === 0) {
    body = <p className="muted">{t('history.empty')}</p>;
  } else {
    body = (
      <ol className="history" aria-label={t('history.list')}>
        {entries.map((entry) => (
          <HistoryEntryItem
            key={entry.version}
            entry={entry}
            current={entry.version === latest}
            domains={domains.data}
            reverting={revert.isPending && revert.variables === entry.version}
            notice={notice?.version === entry.version ? notice : undefined}
            onRevert={() => void revertTo(entry.version)}
          />
        ))}
      </ol>
    );
  }
  const older = history.hasNextPage && (
    <Button busy={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
      {t('history.older')}
    </Button>
  );

  return (
    <PopupShell title={t('history.title')} description={data.url} size="lg">
      {body}
      {history.data && failure}
      {older}
      <div className="popup__actions">
        <Button variant="primary" onClick={() => close()}>
          {t('links.done')}
        </Button>
      </div>
    </PopupShell>
  );
}

export default LinkHistoryPopup;
