/**
 * A native select (keyboard and screen readers know it; nothing to download), with the conventions of
 * text-field.tsx: label, description and error tied together, star for mandatory.
 */
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, FieldLabel, type NativeFieldProps, useFieldIds } from './field-frame';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export type SelectFieldProps = NativeFieldProps<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement> & {
  readonly options: readonly SelectOption[];
  /** Text of an empty first option (nothing chosen yet). */
  readonly placeholder?: string;
};

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
