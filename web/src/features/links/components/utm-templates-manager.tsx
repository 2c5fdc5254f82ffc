// "Manage templates" beside the template picker: the saved templates, folded until asked for,
// each with Rename (in place) and Delete (after a confirmation). Links filled from a template
// keep their values either way.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/popup/popup-helpers';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useDeleteUtmTemplate } from '../api/delete-utm-template';
import type { UtmTemplate } from '../types';
import { UtmTemplateRename } from './utm-template-rename';

export function UtmTemplatesManager({ templates }: { templates: UtmTemplate[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const remove = useDeleteUtmTemplate();

  const onDelete = async (template: UtmTemplate) => {
    const sure = await confirmAction({
      title: t('links.utm.deleteTemplateTitle', { name: template.name }),
      description: t('links.utm.deleteTemplateDescription'),
      confirmName: t('links.utm.deleteTemplateConfirm'),
      danger: true,
    });
    if (!sure) return;
    const deleted = await remove.mutateAsync(template.id).catch(() => null);
    if (deleted) toast(t('links.utm.templateDeleted', { name: template.name }));
  };

  return (
    <div className="template-manager">
      <div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen(!open)}
        >
          {t('links.utm.manageTemplates')}
        </Button>
      </div>
      <div id={`${id}-list`} hidden={!open}>
        <ul className="template-list" aria-label={t('links.utm.savedTemplates')}>
          {templates.map((template) => (
            <li key={template.id} className="template-list__row">
              {renaming === template.id ? (
                <UtmTemplateRename template={template} onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <span className="template-list__name">{template.name}</span>
                  <span className="template-list__actions">
                    <Button
                      size="sm"
                      aria-label={t('links.utm.renameTemplate', { name: template.name })}
                      onClick={() => setRenaming(template.id)}
                    >
                      {t('links.utm.rename')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('links.utm.deleteTemplate', { name: template.name })}
                      busy={remove.isPending && remove.variables === template.id}
                      onClick={() => void onDelete(template)}
                    >
                      {t('common.actions.delete')}
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
        <FormMessage message={remove.error?.message} />
      </div>
    </div>
  );
}
