/**
 * A native checkbox with its label (which may hold a link), flagged when mandatory, with its error tied by
 * `aria-describedby` and `aria-invalid` (see text-field.tsx for the conventions).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, type NativeFieldProps, RequiredMark, useFieldIds } from './field-frame';

/** The label and the description (shown under the box) may hold a link. */
export type CheckboxFieldProps = Omit<NativeFieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement, ReactNode>, 'type'>;

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
