/**
 * file and gallery: a button that opens the file picker (a hidden native file input, so that the button speaks
 * the UI language rather than the browser's), the accepted types, size and count, and the chosen files with a
 * button to remove each. Nothing is uploaded here: files that break a rule (type, size, count) are
 * refused at once with a message naming them (role alert); the others become the field's value. A button
 * cannot be `aria-required`: a mandatory file field says so in the button's description.
 */
import { useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { FieldFrame, RequiredMark, useFieldIds } from '../ui/field-frame';
import { rendererMessages } from './messages';
import { describedBy, type FieldProps } from './parts';
import { acceptedTypes, fileAccepted, maxBytes, maxFiles, type FileRef } from '../../../../shared/record-values';

/** A size in the UI language (`2,5 Mo`, `2.5 MB`). */
function formatSize(intl: IntlShape, bytes: number): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return intl.formatNumber(Math.max(kilobytes, 0.1), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return intl.formatNumber(kilobytes / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

export function FileField({ field, label, value, error, onChange, context }: FieldProps<'file' | 'gallery'>) {
  const intl = useIntl();
  const [refusals, setRefusals] = useState<string[]>([]);
  const labelId = useId();
  const buttonTextId = useId();
  const noticeId = useId();
  const requiredId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const accept = acceptedTypes(field);
  const bytes = maxBytes(field);
  const limit = maxFiles(field);
  const multiple = field.type === 'gallery';

  const rules: string[] = [];
  if (accept) rules.push(intl.formatMessage(rendererMessages.acceptedTypes, { types: accept.join(', ') }));
  if (bytes !== undefined) rules.push(intl.formatMessage(rendererMessages.maxSize, { size: formatSize(intl, bytes) }));
  if (multiple && limit !== undefined) rules.push(intl.formatMessage(rendererMessages.maxCount, { count: limit }));
  const ids = useFieldIds(rules.join(' ') || undefined, error);

  const choose = (list: FileList | null) => {
    const picked = list ? Array.from(list) : [];
    const kept: FileRef[] = multiple ? [...value] : [];
    const refused: string[] = [];
    for (const file of picked) {
      if (!fileAccepted(file, accept)) refused.push(intl.formatMessage(rendererMessages.refusedType, { name: file.name }));
      else if (bytes !== undefined && file.size > bytes) {
        refused.push(intl.formatMessage(rendererMessages.refusedSize, { name: file.name, size: formatSize(intl, bytes) }));
      } else if (limit !== undefined && kept.length >= limit) {
        refused.push(intl.formatMessage(rendererMessages.refusedCount, { name: file.name, count: limit }));
      } else kept.push({ name: file.name, size: file.size, type: file.type, file });
    }
    setRefusals(refused);
    if (picked.length > refused.length) onChange(kept);
  };

  const remove = (index: number) => {
    setRefusals([]);
    onChange(value.filter((_, at) => at !== index));
  };

  return (
    <FieldFrame
      field={ids}
      variant="renderer-file"
      head={
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
      }
    >
      {context.readOnly ? null : (
        <div className="renderer-file-pick">
          <button
            type="button"
            id={ids.id}
            className="button renderer-file-button"
            aria-labelledby={`${labelId} ${buttonTextId}`}
            aria-describedby={describedBy(
              ids.errorId,
              refusals.length > 0 ? noticeId : undefined,
              field.mandatory ? requiredId : undefined,
              ids.descriptionId,
            )}
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
            onChange={(event) => choose(event.target.files)}
          />
        </div>
      )}
      <div role="alert" id={noticeId} className="renderer-file-refusals">
        {refusals.length > 0 ? (
          <ul>
            {refusals.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div>
        {value.length === 0 ? (
          <p className="field-description">{intl.formatMessage(rendererMessages.noFile)}</p>
        ) : (
          <ul className="renderer-files" aria-label={intl.formatMessage(rendererMessages.chosenFiles)}>
            {value.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                <span>{intl.formatMessage(rendererMessages.fileItem, { name: file.name, size: formatSize(intl, file.size) })}</span>
                {context.readOnly ? null : (
                  <button type="button" className="renderer-file-remove" onClick={() => remove(index)}>
                    {intl.formatMessage(rendererMessages.removeFile, { name: file.name })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldFrame>
  );
}
