/**
 * Form fields on native elements (a native input is enough here: it is labelled, keyboard and screen reader
 * friendly, and keeps react-aria-components out of the public pages' bundle). Each field ties its label,
 * its description and its error together: `aria-invalid` when in error, `aria-describedby` naming the error
 * then the description. Mandatory fields are flagged with a star (hidden from screen readers, which hear
 * "required" from the input itself); forms use `noValidate` and show their own messages. The ids, the frame
 * and the star are those of field-frame.tsx, shared by every field.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, FieldLabel, type NativeFieldProps, useFieldIds } from './field-frame';

/** The label is also the input's accessible name; the description is help under it (a rule, a format). */
export type TextFieldProps = NativeFieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement> & {
  /** Extra content after the input (e.g. a toggle button). */
  readonly addon?: ReactNode;
};

export function TextField({ label, description, error, required, ref, addon, className, ...input }: TextFieldProps) {
  const field = useFieldIds(description, error);
  return (
    <FieldFrame field={field} className={className} head={<FieldLabel field={field} label={label} required={required} />}>
      <div className="field-control">
        <input {...field.control} ref={ref} className="input" required={required} {...input} />
        {addon}
      </div>
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'> & {
  /** Accessible name of the show/hide toggle (a toggle button: `aria-pressed` says whether it is shown). */
  readonly showLabel: string;
};

/** A password input with a show/hide toggle (a pressed button, so the state is announced). */
export function PasswordField({ showLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button type="button" className="field-toggle" aria-pressed={visible} onClick={() => setVisible((value) => !value)}>
          <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth={2} />
            <circle cx={12} cy={12} r={3} fill="none" stroke="currentColor" strokeWidth={2} />
            {visible ? null : <path d="M4 4 20 20" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />}
          </svg>
          <span className="visually-hidden">{showLabel}</span>
        </button>
      }
    />
  );
}
