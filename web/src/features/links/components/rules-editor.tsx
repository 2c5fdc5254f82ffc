// The redirect rules of a link: an ordered list where the first rule whose conditions all match
// sends the visitor to its destination. Rules and their conditions can be added, removed and
// moved; a message from the server about rule N shows on rule N.
import { useTranslation } from 'react-i18next';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { emptyRule, type LinkFormValues } from '../utils/link-form';
import { LIMITS } from '../utils/link-schema';
import { ConditionsEditor } from './conditions-editor';

export interface RulesEditorProps {
  form: UseFormReturn<LinkFormValues>;
  /** Server messages by rule index (from 0). */
  ruleErrors: Record<number, string>;
}

const SEND_TO_EXAMPLE = 'https://example.com/for-these-visitors';

export function RulesEditor({ form, ruleErrors }: RulesEditorProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const rules = useFieldArray({ control, name: 'redirectRules' });
  const listError = errors.redirectRules?.message ?? errors.redirectRules?.root?.message;

  return (
    <fieldset className="rules">
      <legend className="field__label">{t('links.rules.legend')}</legend>
      <p className="field__hint">{t('links.rules.hint')}</p>
      {rules.fields.length === 0 && <p className="muted">{t('links.rules.none')}</p>}
      <ol className="rules__list">
        {rules.fields.map((field, index) => {
          const number = index + 1;
          const ruleError = errors.redirectRules?.[index];
          const conditionsError =
            ruleError?.conditions?.message ?? ruleError?.conditions?.root?.message;
          const serverError = ruleErrors[index];
          return (
            <li key={field.id}>
              <fieldset
                className="rule"
                aria-describedby={serverError ? `${field.id}-server` : undefined}
              >
                <legend className="rule__title">{t('links.rules.rule', { number })}</legend>
                <div className="rule__tools">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('links.rules.moveUp', { number })}
                    disabled={index === 0}
                    onClick={() => rules.move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('links.rules.moveDown', { number })}
                    disabled={index === rules.fields.length - 1}
                    onClick={() => rules.move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('links.rules.removeRule', { number })}
                    onClick={() => rules.remove(index)}
                  >
                    {t('links.rules.remove')}
                  </Button>
                </div>
                {serverError && (
                  <p id={`${field.id}-server`} className="field__error" role="alert">
                    {serverError}
                  </p>
                )}
                <TextField
                  label={t('links.rules.sendTo')}
                  type="url"
                  placeholder={SEND_TO_EXAMPLE}
                  error={ruleError?.destination?.message}
                  {...register(`redirectRules.${index}.destination`)}
                />
                <ConditionsEditor form={form} ruleIndex={index} />
                {conditionsError && <p className="field__error">{conditionsError}</p>}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && <p className="field__error">{listError}</p>}
      <div>
        <Button
          size="sm"
          disabled={rules.fields.length >= LIMITS.rules}
          onClick={() => rules.append(emptyRule())}
        >
          {t('links.rules.add')}
        </Button>
      </div>
    </fieldset>
  );
}
