/**
 * A native multi-line text field, with the conventions of text-field.tsx: label, description and error tied
 * together (`aria-invalid`, `aria-describedby` naming the error then the description), star for mandatory.
 */
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

export interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  readonly label: string;
  readonly description?: ReactNode;
  /** Translated error message; the field is invalid while it is set. */
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, description, error, required, ref, className, ...textarea }: TextareaFieldProps) {
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
      <textarea
        id={id}
        ref={ref}
        className="input textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
