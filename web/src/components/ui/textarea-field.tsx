/**
 * A native multi-line text field, with the conventions of text-field.tsx: label, description and error tied
 * together (`aria-invalid`, `aria-describedby` naming the error then the description), star for mandatory.
 */
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, FieldLabel, type NativeFieldProps, useFieldIds } from './field-frame';

export type TextareaFieldProps = NativeFieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>;

export function TextareaField({ label, description, error, required, ref, className, ...textarea }: TextareaFieldProps) {
  const field = useFieldIds(description, error);
  return (
    <FieldFrame field={field} className={className} head={<FieldLabel field={field} label={label} required={required} />}>
      <textarea {...field.control} ref={ref} className="input textarea" required={required} {...textarea} />
    </FieldFrame>
  );
}
