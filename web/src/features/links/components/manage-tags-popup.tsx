// ManageTags: every tag of the caller's links with its number of links; a tag can be renamed
// (merging into an existing one) or deleted from all of them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/popup/popup-helpers';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';
import { useDeleteTags } from '../api/delete-tags';
import { useTags } from '../api/get-tags';
import { useRenameTag } from '../api/rename-tag';
import { tagProblem } from '../utils/link-schema';

export interface ManageTagsData {
  onRenamed?: (oldName: string, newName: string) => void;
  onDeleted?: (tag: string) => void;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    ManageTags: PopupEntry<ManageTagsData | undefined, undefined>;
  }
}

/** The options of a sentence about `n` links: the plural's count and the number as shown. */
const counted = (n: number) => ({ count: n, number: formatNumber(n) });

function RenameForm({
  tag,
  onDone,
  onRenamed,
}: {
  tag: string;
  onDone: () => void;
  onRenamed?: ManageTagsData['onRenamed'];
}) {
  const { t } = useTranslation();
  const rename = useRenameTag();
  const [name, setName] = useState(tag);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const next = name.trim();
    if (next === tag) return onDone();
    const refused = tagProblem(next);
    if (refused) return setProblem(refused);
    setProblem(null);
    const changed = await rename.mutateAsync({ oldName: tag, newName: next }).catch(() => null);
    if (changed === null) return;
    toast(t('links.tags.renamed', counted(changed)));
    onRenamed?.(tag, next);
    onDone();
  };

  return (
    <form
      className="tag-rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('links.tags.newName', { tag })}
        value={name}
        autoFocus
        autoCapitalize="none"
        error={problem ?? rename.error?.message}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="tag-rename__actions">
        <Button size="sm" onClick={onDone}>
          {t('common.actions.cancel')}
        </Button>
        <Button size="sm" type="submit" variant="primary" busy={rename.isPending}>
          {t('links.tags.rename')}
        </Button>
      </div>
    </form>
  );
}

export function ManageTagsPopup({ data, close }: PopupPropsOf<'ManageTags'>) {
  const { t } = useTranslation();
  const tags = useTags();
  const remove = useDeleteTags();
  const [renaming, setRenaming] = useState<string | null>(null);

  const deleteTag = async (tag: string, links: number) => {
    const sure = await confirmAction({
      title: t('links.tags.deleteTitle', { tag }),
      description: t('links.tags.deleteDescription', counted(links)),
      confirmName: t('links.tags.deleteConfirm'),
      danger: true,
    });
    if (!sure) return;
    const changed = await remove.mutateAsync([tag]).catch(() => null);
    if (changed === null) return;
    toast(t('links.tags.removed', counted(changed)));
    data?.onDeleted?.(tag);
  };

  let body;
  if (tags.error) {
    body = <FormMessage message={t('links.tags.loadFailed', { message: tags.error.message })} />;
  } else if (!tags.data) {
    body = <p role="status">{t('links.tags.loading')}</p>;
  } else if (tags.data.length === 0) {
    body = <p className="muted">{t('links.tags.empty')}</p>;
  } else {
    body = (
      <ul className="tag-manager">
        {tags.data.map(({ tag, links }) => (
          <li key={tag} className="tag-manager__row">
            {renaming === tag ? (
              <RenameForm tag={tag} onDone={() => setRenaming(null)} onRenamed={data?.onRenamed} />
            ) : (
              <>
                <span className="tag">{tag}</span>
                <span className="muted tag-manager__count">
                  {t('links.tags.linkCount', counted(links))}
                </span>
                <span className="tag-manager__actions">
                  <Button
                    size="sm"
                    aria-label={t('links.tags.renameTag', { tag })}
                    onClick={() => setRenaming(tag)}
                  >
                    {t('links.tags.rename')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('links.tags.deleteTag', { tag })}
                    onClick={() => void deleteTag(tag, links)}
                  >
                    {t('common.actions.delete')}
                  </Button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PopupShell title={t('links.tags.title')} description={t('links.tags.description')}>
      {body}
      <FormMessage message={remove.error?.message} />
      <div className="popup__actions">
        <Button variant="primary" onClick={() => close()}>
          {t('links.done')}
        </Button>
      </div>
    </PopupShell>
  );
}

export default ManageTagsPopup;
