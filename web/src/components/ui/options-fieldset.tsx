/**
 * A fieldset of options (radio buttons, checkboxes), framed like every field of components/ui: the legend names
 * the group (screen readers announce it when entering), the description and the error describe it.
 */
import type { ReactNode } from 'react';
import { type FieldIds, FieldFrame, RequiredMark } from './field-frame';

/** The name of a group of controls (a fieldset's legend), and its star when mandatory. */
export function FieldLegend({ label, required }: { readonly label: ReactNode; readonly required?: boolean | undefined }) {
  return (
    <legend className="field-head">
      <span className="field-label">{label}</span>
      <RequiredMark required={required} />
    </legend>
  );
}

export interface OptionsFieldsetProps {
  readonly field: FieldIds;
  readonly legend: string;
  readonly required?: boolean | undefined;
  readonly className?: string | undefined;
  /** The options, laid out as a wrapping row. */
  readonly children: ReactNode;
}

export function OptionsFieldset({ field, legend, required, className, children }: OptionsFieldsetProps) {
  return (
    <FieldFrame
      field={field}
      as="fieldset"
      variant="field-group"
      className={className}
      aria-describedby={field.control['aria-describedby']}
      head={<FieldLegend label={legend} required={required} />}
    >
      <div className="field-options">{children}</div>
    </FieldFrame>
  );
}
