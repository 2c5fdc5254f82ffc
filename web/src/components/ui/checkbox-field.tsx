// A labelled checkbox with an optional hint wired through aria-describedby.
import { useId, type ComponentProps, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  hint?: ReactNode;
}

export function CheckboxField({ label, hint, id, className, ref, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={['field field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="checkbox-field">
        <input ref={ref} id={inputId} type="checkbox" aria-describedby={hintId} {...rest} />
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
