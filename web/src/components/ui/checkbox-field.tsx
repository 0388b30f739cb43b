/**
 * A native checkbox with its label (which may hold a link), flagged when mandatory, with its error tied by
 * `aria-describedby` and `aria-invalid` (see text-field.tsx for the conventions).
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  readonly label: ReactNode;
  /** Shown under the box and tied to it by `aria-describedby` (it may hold a link). */
  readonly description?: ReactNode;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, description, error, required, ref, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', 'field-checkbox', error ? 'is-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field-check">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
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
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
