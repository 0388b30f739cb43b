/**
 * A native select (keyboard and screen readers know it; nothing to download), with the conventions of
 * text-field.tsx: label, description and error tied together, star for mandatory.
 */
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** Text of an empty first option (nothing chosen yet). */
  readonly placeholder?: string;
  readonly description?: ReactNode;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, options, placeholder, description, error, required, ref, className, ...select }: SelectFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'is-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field-head">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {required ? (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {description ? (
        <p id={descriptionId} className="field-description">
          {description}
        </p>
      ) : null}
      <select
        id={id}
        ref={ref}
        className="input select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
