/**
 * A group of native checkboxes in a fieldset (options-fieldset.tsx); when in error every box is `aria-invalid`
 * and points to the error. Options may carry a decorative icon (e.g. a flag) before their label.
 */
import type { ReactNode } from 'react';
import { useFieldIds } from './field-frame';
import { OptionsFieldset } from './options-fieldset';

export interface CheckboxGroupOption<T extends string> {
  readonly value: T;
  readonly label: string;
  /** Decorative (hidden from assistive technologies by the caller). */
  readonly icon?: ReactNode;
}

export interface CheckboxGroupFieldProps<T extends string> {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly CheckboxGroupOption<T>[];
  readonly value: readonly T[];
  /** The checked values, in the order of the options. */
  readonly onChange: (value: T[]) => void;
  readonly description?: ReactNode;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly className?: string;
}

export function CheckboxGroupField<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  description,
  error,
  required,
  className,
}: CheckboxGroupFieldProps<T>) {
  const field = useFieldIds(description, error);
  const toggle = (option: T, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((item) => item.value).filter((item) => next.has(item)));
  };
  return (
    <OptionsFieldset field={field} legend={legend} required={required} className={className}>
      {options.map((option) => (
        <label key={option.value} className="field-option">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            aria-invalid={field.control['aria-invalid']}
            aria-describedby={field.errorId}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.icon}
          <span>{option.label}</span>
        </label>
      ))}
    </OptionsFieldset>
  );
}
