/**
 * A native multi-line text field, with the conventions of text-field.tsx: label, description and error tied
 * together (`aria-invalid`, `aria-describedby` naming the error then the description), star for mandatory.
 */
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, FieldLabel, useFieldIds } from './field-frame';

export interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  readonly label: string;
  readonly description?: ReactNode;
  /** Translated error message; the field is invalid while it is set. */
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, description, error, required, ref, className, ...textarea }: TextareaFieldProps) {
  const field = useFieldIds(description, error);
  return (
    <FieldFrame field={field} className={className} head={<FieldLabel field={field} label={label} required={required} />}>
      <textarea {...field.control} ref={ref} className="input textarea" required={required} {...textarea} />
    </FieldFrame>
  );
}
