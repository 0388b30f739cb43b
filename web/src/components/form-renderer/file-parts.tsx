/**
 * What the file field's two forms share (./file-field.tsx chooses files, components/uploads/uploading-file-field.tsx
 * uploads them): the field's rules and the words of its refusals, the head, the button over a hidden file input,
 * and the refusal messages.
 */
import { type Ref, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { acceptedTypes, maxBytes, maxFiles } from '../../../../shared/record-values';
import type { FormField } from '../../../../shared/schemas/builder';
import { formatSize } from '../../lib/uploads/format-size';
import type { RefusalTexts } from '../../lib/uploads/screen-files';
import { type FieldIds, RequiredMark } from '../ui/field-frame';
import { rendererMessages } from './messages';

/** The field's rules, as told beside it. */
export function useFileRules(field: FormField) {
  const intl = useIntl();
  const accept = acceptedTypes(field);
  const bytes = maxBytes(field);
  const limit = maxFiles(field);
  const multiple = field.type === 'gallery';
  const rules: string[] = [];
  if (accept) rules.push(intl.formatMessage(rendererMessages.acceptedTypes, { types: accept.join(', ') }));
  if (bytes !== undefined) rules.push(intl.formatMessage(rendererMessages.maxSize, { size: formatSize(intl, bytes) }));
  if (multiple && limit !== undefined) rules.push(intl.formatMessage(rendererMessages.maxCount, { count: limit }));
  return { accept, bytes, limit, multiple, description: rules.join(' ') || undefined };
}

/** The form's words for the files it refuses (lib/uploads/screen-files.ts screens them). */
export const FORM_REFUSALS: RefusalTexts = {
  empty: rendererMessages.refusedEmpty,
  type: rendererMessages.refusedType,
  size: rendererMessages.refusedSize,
  count: rendererMessages.refusedCount,
};

/** The label (not a `<label>`: the button is named by it), the star, and "required" for screen readers. */
export function FileHead({ field, label, labelId, requiredId }: { field: FormField; label: string; labelId: string; requiredId: string }) {
  const intl = useIntl();
  return (
    <div className="field-head">
      <span id={labelId} className="field-label">
        {label}
      </span>
      <RequiredMark required={field.mandatory} />
      {field.mandatory ? (
        <span id={requiredId} className="visually-hidden">
          {intl.formatMessage(rendererMessages.fileRequired)}
        </span>
      ) : null}
    </div>
  );
}

/** The button that opens the hidden file input. */
export function PickButton({
  ids,
  labelId,
  multiple,
  accept,
  describedBy: description,
  onPick,
  buttonRef,
}: {
  ids: FieldIds;
  labelId: string;
  multiple: boolean;
  accept: readonly string[] | undefined;
  describedBy: string | undefined;
  onPick: (files: File[]) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  const buttonTextId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        id={ids.id}
        className="button renderer-file-button"
        aria-labelledby={`${labelId} ${buttonTextId}`}
        aria-describedby={description}
        aria-invalid={ids.control['aria-invalid']}
        onClick={() => {
          const input = inputRef.current;
          if (!input) return;
          input.value = ''; // the same file may be chosen again after a removal
          input.click();
        }}
      >
        <span id={buttonTextId}>{intl.formatMessage(multiple ? rendererMessages.chooseFiles : rendererMessages.chooseFile)}</span>
      </button>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept?.join(',')}
        multiple={multiple}
        onChange={(event) => onPick(event.target.files ? Array.from(event.target.files) : [])}
      />
    </>
  );
}

export function Refusals({ id, refusals }: { id: string; refusals: readonly string[] }) {
  return (
    <div role="alert" id={id} className="renderer-file-refusals">
      {refusals.length > 0 ? (
        <ul>
          {refusals.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
