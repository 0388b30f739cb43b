/**
 * What the form fields of components/ui share (conventions in text-field.tsx): the ids that tie a control to
 * its label, description and error (`aria-invalid` when in error, `aria-describedby` naming the error then the
 * description), the frame around the control (class names, description and error paragraphs) and the star
 * of a mandatory field (hidden from screen readers, which hear "required" from the control itself).
 */
import { useId, type ReactNode, type Ref } from 'react';

/**
 * The props of a field on a native element: the element's own attributes (less those the frame sets: id,
 * `aria-invalid`, `aria-describedby`), plus its label, description and translated error (invalid while set).
 */
export type NativeFieldProps<Attributes, Element, Label extends ReactNode = string> = Omit<
  Attributes,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
> & {
  readonly label: Label;
  readonly description?: ReactNode;
  readonly error?: string | undefined;
  readonly ref?: Ref<Element>;
};

export interface FieldIds {
  /** The control's id (its label points to it). */
  readonly id: string;
  readonly errorId: string | undefined;
  /** The attributes of the control: `id`, `aria-invalid`, `aria-describedby` (the error then the description). */
  readonly control: { readonly id: string; readonly 'aria-invalid': true | undefined; readonly 'aria-describedby': string | undefined };
  readonly description: ReactNode;
  readonly descriptionId: string | undefined;
  readonly error: string | undefined;
}

export function useFieldIds(description: ReactNode, error: string | undefined): FieldIds {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    errorId,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, descriptionId].filter(Boolean).join(' ') || undefined,
    },
    description,
    descriptionId,
    error,
  };
}

export function RequiredMark({ required }: { readonly required: boolean | undefined }) {
  return required ? (
    <span className="field-required" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** The label of a control, and its star when mandatory. */
export function FieldLabel({
  field,
  label,
  required,
}: {
  readonly field: FieldIds;
  readonly label: ReactNode;
  readonly required: boolean | undefined;
}) {
  return (
    <div className="field-head">
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <RequiredMark required={required} />
    </div>
  );
}

export interface FieldFrameProps {
  readonly field: FieldIds;
  /** A fieldset for a group of controls. */
  readonly as?: 'div' | 'fieldset';
  readonly 'aria-describedby'?: string | undefined;
  /** The kind of field (`field-checkbox`, `field-group`), before the state class. */
  readonly variant?: string;
  readonly className?: string | undefined;
  /** The label or legend (for a checkbox: the box, its label and its star). */
  readonly head: ReactNode;
  /** The control, between the description and the error. */
  readonly children?: ReactNode;
}

export function FieldFrame({ field, as: Frame = 'div', variant, className, head, children, ...frame }: FieldFrameProps) {
  return (
    <Frame {...frame} className={['field', variant, field.error ? 'is-invalid' : '', className].filter(Boolean).join(' ')}>
      {head}
      {field.description ? (
        <p id={field.descriptionId} className="field-description">
          {field.description}
        </p>
      ) : null}
      {children}
      {field.error ? (
        <p id={field.errorId} className="field-error">
          {field.error}
        </p>
      ) : null}
    </Frame>
  );
}
