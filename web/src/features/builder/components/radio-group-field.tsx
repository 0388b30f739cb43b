/**
 * A group of native radio buttons in a fieldset (the legend names the group; arrow keys move between the
 * options, as browsers do), with the conventions of components/ui: description and error tied to the group.
 */
import { useId, type ReactNode } from 'react';
import { FieldLegend } from '../../../components/ui/checkbox-group-field';

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

export function RadioGroupField<T extends string>({ legend, options, value, onChange, error, description, disabled, className }: RadioGroupFieldProps<T>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <fieldset
      className={['field', 'field-group', error ? 'is-invalid' : '', className].filter(Boolean).join(' ')}
      aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
    >
      <FieldLegend label={legend} />
      {description ? (
        <p id={descriptionId} className="field-description">
          {description}
        </p>
      ) : null}
      <div className="field-options">
        {options.map((option) => {
          const hintId = option.description ? `${id}-${option.value}-hint` : undefined;
          return (
            <div key={option.value} className="field-option">
              <input
                id={`${id}-${option.value}`}
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={`${id}-${option.value}`}>
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
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
