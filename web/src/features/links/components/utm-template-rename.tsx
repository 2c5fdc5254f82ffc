// Renaming one saved campaign template in place. It sits inside the link form, so it is no
// <form> of its own: Enter renames instead of submitting the link. A refusal (a name already
// in use) shows at the field as the server words it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useRenameUtmTemplate } from '../api/rename-utm-template';
import type { UtmTemplate } from '../types';

/** The server's limit on a template's name (docs/campaigns.md#saved-templates). */
export const TEMPLATE_NAME_MAX = 100;

export function UtmTemplateRename({
  template,
  onDone,
}: {
  template: UtmTemplate;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rename = useRenameUtmTemplate();
  const [name, setName] = useState(template.name);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const next = name.trim();
    if (next === template.name) return onDone();
    if (!next) return setProblem(t('links.utm.templateNameRequired'));
    setProblem(null);
    const renamed = await rename.mutateAsync({ id: template.id, name: next }).catch(() => null);
    if (!renamed) return;
    toast(t('links.utm.templateRenamed', { name: renamed.name }));
    onDone();
  };

  return (
    <div className="template-rename">
      <TextField
        label={t('links.utm.newTemplateName', { name: template.name })}
        value={name}
        maxLength={TEMPLATE_NAME_MAX}
        autoFocus
        autoComplete="off"
        error={problem ?? rename.error?.message}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void save();
        }}
      />
      <div className="template-rename__actions">
        <Button size="sm" onClick={onDone}>
          {t('common.actions.cancel')}
        </Button>
        <Button size="sm" variant="primary" busy={rename.isPending} onClick={() => void save()}>
          {t('links.utm.rename')}
        </Button>
      </div>
    </div>
  );
}
