// The owner's "App links" section of the add and edit popups (docs/domains.md#app-links): the two
// files phones fetch from the domain's root to open its short links in an app, as JSON text.
// Folded until opened; its fields stay in the form while folded.
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/field';
import { APP_LINK_FIELDS, APP_LINK_PATHS } from '../utils/app-links';
import type { DomainFormValues } from '../utils/domain-form';
import { isValidHost } from '../utils/domain-schema';

/** The toggle's arrow (decorative, hidden from screen readers). */
const ARROW = { open: '▾', closed: '▸' } as const;

/** Stands for the host in the served address until a valid one is typed. */
const ANY_HOST = '<host>';

export interface AppLinksFieldsProps {
  form: UseFormReturn<DomainFormValues>;
  open: boolean;
  onToggle: (open: boolean) => void;
}

export function AppLinksFields({ form, open, onToggle }: AppLinksFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const typed = useWatch({ control, name: 'host' }).trim();
  const host = typed && isValidHost(typed) ? typed : ANY_HOST;

  return (
    <section className="advanced" aria-labelledby={`${id}-toggle`}>
      <button
        id={`${id}-toggle`}
        type="button"
        className="advanced__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => onToggle(!open)}
      >
        <span aria-hidden="true" className="advanced__arrow">
          {open ? ARROW.open : ARROW.closed}
        </span>
        {t('domains.appLinks.toggle')}
      </button>
      <div id={`${id}-body`} className="advanced__body" hidden={!open}>
        {APP_LINK_FIELDS.map((field) => (
          <TextAreaField
            key={field}
            className="field--code"
            label={t(`domains.appLinks.${field}.label`)}
            rows={6}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            hint={t(`domains.appLinks.${field}.hint`, {
              url: `https://${host}${APP_LINK_PATHS[field]}`,
            })}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </div>
    </section>
  );
}
