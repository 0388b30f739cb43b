/**
 * A native select (keyboard and screen readers know it; nothing to download), with the conventions of
 * text-field.tsx: label, description and error tied together, star for mandatory.
 */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, FieldLabel, useFieldIds } from './field-frame';

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
  const field = useFieldIds(description, error);
  return (
    <FieldFrame field={field} className={className} head={<FieldLabel field={field} label={label} required={required} />}>
      <select {...field.control} ref={ref} className="input select" required={required} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
