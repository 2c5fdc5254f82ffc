// ManageTags: every tag of the caller's links with its number of links; a tag can be renamed
// (merging into an existing one) or deleted from all of them.
import { useState } from 'react';
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

const linksText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'link' : 'links'}`;

function RenameForm({
  tag,
  onDone,
  onRenamed,
}: {
  tag: string;
  onDone: () => void;
  onRenamed?: ManageTagsData['onRenamed'];
}) {
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
    toast(`Tag renamed on ${linksText(changed)}`);
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
        label={`New name for ${tag}`}
        value={name}
        autoFocus
        autoCapitalize="none"
        error={problem ?? rename.error?.message}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="tag-rename__actions">
        <Button size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" variant="primary" busy={rename.isPending}>
          Rename
        </Button>
      </div>
    </form>
  );
}

export function ManageTagsPopup({ data, close }: PopupPropsOf<'ManageTags'>) {
  const tags = useTags();
  const remove = useDeleteTags();
  const [renaming, setRenaming] = useState<string | null>(null);

  const deleteTag = async (tag: string, links: number) => {
    const sure = await confirmAction({
      title: `Delete the tag “${tag}”?`,
      description: `It is removed from ${linksText(links)}; the links themselves stay.`,
      confirmName: 'Delete tag',
      danger: true,
    });
    if (!sure) return;
    const changed = await remove.mutateAsync([tag]).catch(() => null);
    if (changed === null) return;
    toast(`Tag removed from ${linksText(changed)}`);
    data?.onDeleted?.(tag);
  };

  let body;
  if (tags.error) {
    body = <FormMessage message={`Could not load the tags: ${tags.error.message}`} />;
  } else if (!tags.data) {
    body = <p role="status">Loading tags…</p>;
  } else if (tags.data.length === 0) {
    body = <p className="muted">None of your links has a tag yet.</p>;
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
                <span className="muted tag-manager__count">{linksText(links)}</span>
                <span className="tag-manager__actions">
                  <Button size="sm" aria-label={`Rename ${tag}`} onClick={() => setRenaming(tag)}>
                    Rename
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete ${tag}`}
                    onClick={() => void deleteTag(tag, links)}
                  >
                    Delete
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
    <PopupShell
      title="Tags"
      description="The tags of your links. Renaming into an existing tag merges the two."
    >
      {body}
      <FormMessage message={remove.error?.message} />
      <div className="popup__actions">
        <Button variant="primary" onClick={() => close()}>
          Done
        </Button>
      </div>
    </PopupShell>
  );
}

export default ManageTagsPopup;
