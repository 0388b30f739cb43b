/**
 * A native checkbox with its label (which may hold a link), flagged when mandatory, with its error tied by
 * `aria-describedby` and `aria-invalid` (see text-field.tsx for the conventions).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, RequiredMark, useFieldIds } from './field-frame';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  readonly label: ReactNode;
  /** Shown under the box and tied to it by `aria-describedby` (it may hold a link). */
  readonly description?: ReactNode;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, description, error, required, ref, className, ...input }: CheckboxFieldProps) {
  const field = useFieldIds(description, error);
  return (
    <FieldFrame
      field={field}
      variant="field-checkbox"
      className={className}
      head={
        <div className="field-check">
          <input {...field.control} ref={ref} type="checkbox" required={required} {...input} />
          <label htmlFor={field.id}>{label}</label>
          <RequiredMark required={required} />
        </div>
      }
    />
  );
}
