// A group of radio choices, each with a title and a hint, under a legend.
export interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Every choice shown but none open, e.g. while something else decides the value. */
  disabled?: boolean;
  /** The id of a text that explains the group (why it is disabled). */
  describedBy?: string;
}

export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  describedBy,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="choice-group" disabled={disabled} aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <span className="choice__title">{option.label}</span>
            <span className="choice__hint">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
