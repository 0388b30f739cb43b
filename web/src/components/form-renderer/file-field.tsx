/**
 * file and gallery: a button that opens the file picker (a hidden native file input, so that the button speaks
 * the UI language rather than the browser's), the accepted types, size and count, and the field's files. Files that
 * break a rule (type, size, count) are refused at once with a message naming them (role alert). A button cannot be
 * `aria-required`: a mandatory file field says so in the button's description.
 *
 * Where the form has somewhere to upload (`context.uploads`: the record screens), its `Field` draws the field
 * (components/uploads/uploading-file-field.tsx: each file is sent at once, progress, drag and drop); the renderer
 * does not import it, so that the builder's preview carries no upload code. Here files are only chosen (the builder's
 * preview). Read only, the files show as a record shows them (./file-list.tsx).
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef } from '../../../../shared/record-values';
import { formatSize } from '../../lib/uploads/format-size';
import { FieldFrame, useFieldIds } from '../ui/field-frame';
import { FileHead, PickButton, Refusals, useFileRules, FORM_REFUSALS } from './file-parts';
import { FileList } from './file-list';
import { screenFiles } from '../../lib/uploads/screen-files';
import { rendererMessages } from './messages';
import { describedBy, type FieldProps } from './parts';

export function FileField(props: FieldProps<'file' | 'gallery'>) {
  const { uploads, readOnly } = props.context;
  if (readOnly) return <FileView {...props} />;
  return uploads ? <uploads.Field {...props} /> : <ChoosingFileField {...props} />;
}

/** Read only: the files as a record shows them. */
function FileView({ field, label, value, error }: FieldProps<'file' | 'gallery'>) {
  const intl = useIntl();
  const labelId = useId();
  const requiredId = useId();
  const ids = useFieldIds(undefined, error);
  return (
    <FieldFrame
      field={ids}
      variant="renderer-file"
      head={<FileHead field={field} label={label} labelId={labelId} requiredId={requiredId} />}
    >
      {value.length === 0 ? (
        <p className="field-description">{intl.formatMessage(rendererMessages.noFile)}</p>
      ) : (
        <FileList files={value} gallery={field.type === 'gallery'} label={label} />
      )}
    </FieldFrame>
  );
}

/** The builder's preview: files are chosen, nothing is uploaded. */
function ChoosingFileField({ field, label, value, error, onChange }: FieldProps<'file' | 'gallery'>) {
  const intl = useIntl();
  const [refusals, setRefusals] = useState<string[]>([]);
  const labelId = useId();
  const noticeId = useId();
  const requiredId = useId();
  const rules = useFileRules(field);
  const ids = useFieldIds(rules.description, error);

  const choose = (picked: File[]) => {
    const before: FileRef[] = rules.multiple ? [...value] : [];
    const room = rules.limit === undefined ? Number.POSITIVE_INFINITY : rules.limit - before.length;
    const { kept, refused } = screenFiles(intl, picked, room, rules, FORM_REFUSALS);
    setRefusals(refused);
    if (kept.length > 0) onChange([...before, ...kept.map((file) => ({ name: file.name, size: file.size, type: file.type, file }))]);
  };

  return (
    <FieldFrame
      field={ids}
      variant="renderer-file"
      head={<FileHead field={field} label={label} labelId={labelId} requiredId={requiredId} />}
    >
      <div className="renderer-file-pick">
        <PickButton
          ids={ids}
          labelId={labelId}
          multiple={rules.multiple}
          accept={rules.accept}
          describedBy={describedBy(
            ids.errorId,
            refusals.length > 0 ? noticeId : undefined,
            field.mandatory ? requiredId : undefined,
            ids.descriptionId,
          )}
          onPick={choose}
        />
      </div>
      <Refusals id={noticeId} refusals={refusals} />
      <div>
        {value.length === 0 ? (
          <p className="field-description">{intl.formatMessage(rendererMessages.noFile)}</p>
        ) : (
          <ul className="renderer-files" aria-label={intl.formatMessage(rendererMessages.chosenFiles)}>
            {value.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                <span>{intl.formatMessage(rendererMessages.fileItem, { name: file.name, size: formatSize(intl, file.size) })}</span>
                <button
                  type="button"
                  className="renderer-file-remove"
                  onClick={() => {
                    setRefusals([]);
                    onChange(value.filter((_, at) => at !== index));
                  }}
                >
                  {intl.formatMessage(rendererMessages.removeFile, { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldFrame>
  );
}
