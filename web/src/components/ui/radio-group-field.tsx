/**
 * A group of native radio buttons in a fieldset (the legend names the group; arrow keys move between the
 * options, as browsers do), framed like every field of components/ui: description and error tied to the group.
 */
import type { ReactNode } from 'react';
import { useFieldIds } from './field-frame';
import { OptionsFieldset } from './options-fieldset';

export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly description?: string;
}

export interface RadioGroupFieldProps<T extends string> {
  readonly legend: string;
  readonly options: readonly RadioOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly error?: string | undefined;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
  readonly className?: string;
}

export function RadioGroupField<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  description,
  disabled,
  className,
}: RadioGroupFieldProps<T>) {
  const field = useFieldIds(description, error);
  return (
    <OptionsFieldset field={field} legend={legend} className={className}>
      {options.map((option) => {
        const hintId = option.description ? `${field.id}-${option.value}-hint` : undefined;
        return (
          <div key={option.value} className="field-option">
            <input
              id={`${field.id}-${option.value}`}
              type="radio"
              name={field.id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              aria-invalid={field.control['aria-invalid']}
              aria-describedby={[field.errorId, hintId].filter(Boolean).join(' ') || undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${field.id}-${option.value}`}>
              {option.label}
              {option.description ? (
                <span id={hintId} className="field-option-hint">
                  {option.description}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
    </OptionsFieldset>
  );
}
