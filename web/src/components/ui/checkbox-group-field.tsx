/**
 * A group of native checkboxes in a fieldset: the legend names the group (screen readers announce it when
 * entering), the description and the error describe it; when in error every box is `aria-invalid` and
 * points to the error. Options may carry a decorative icon (e.g. a flag) before their label.
 */
import { useId, type ReactNode } from 'react';

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
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const toggle = (option: T, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((item) => item.value).filter((item) => next.has(item)));
  };
  return (
    <fieldset
      className={['field', 'field-group', error ? 'is-invalid' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
    >
      <legend className="field-head">
        <span className="field-label">{legend}</span>
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {description ? (
        <p id={descriptionId} className="field-description">
          {description}
        </p>
      ) : null}
      <div className="field-options">
        {options.map((option) => (
          <label key={option.value} className="field-option">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.icon}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
