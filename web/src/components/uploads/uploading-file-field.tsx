/**
 * A file or gallery field of the record screens (the form renderer draws it through `context.uploads.Field`): each
 * accepted file is sent at once (web/src/lib/uploads/use-uploads.ts) — a progress bar and a cancel button, then
 * "Vérification…", then the file or why it was refused — and files may also be dropped onto the field (the button
 * stays the keyboard's way). A gallery takes at most its count (what remains is said). Only checked files join the
 * value (`{ uploadId, name, type, size, preview, previewUrl }`, the preview shown from the browser's own copy until
 * the record is read again); the form hears while files are on their way (`onBusyChange`), to hold its save.
 */
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef } from '../../../../shared/record-values';
import { FileList } from '../form-renderer/file-list';
import { FileHead, PickButton, Refusals, useFileRules, FORM_REFUSALS } from '../form-renderer/file-parts';
import { screenFiles } from '../../lib/uploads/screen-files';
import { rendererMessages } from '../form-renderer/messages';
import { describedBy, type FieldProps } from '../form-renderer/parts';
import { FieldFrame, useFieldIds } from '../ui/field-frame';
import type { UploadItem } from '../../lib/uploads/upload-item';
import { useUploads } from '../../lib/uploads/use-uploads';
import { uploadMessages } from './messages';
import { UploadList } from './upload-list';
import { useFileDrop } from './use-file-drop';

/** A checked file as the field's value holds it; its preview shown from the browser's copy until the record is read again. */
function readyFile(item: UploadItem): FileRef {
  const local = item.preview && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(item.preview.blob) : undefined;
  return {
    uploadId: item.uploadId,
    name: item.name,
    type: item.type,
    size: item.size,
    preview: item.previewSent,
    ...(local ? { previewUrl: local } : {}),
  };
}

/** Forgets the browser's copy of a preview this field made. */
function release(file: FileRef) {
  if (file.previewUrl?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(file.previewUrl);
}

/** The record screens: each accepted file is uploaded at once, and files may be dropped onto the field. */
export function UploadingFileField({ field, label, value, error, onChange, context }: FieldProps<'file' | 'gallery'>) {
  const uploads = context.uploads!;
  const intl = useIntl();
  const [refusals, setRefusals] = useState<string[]>([]);
  const labelId = useId();
  const noticeId = useId();
  const requiredId = useId();
  const remainingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rules = useFileRules(field);
  const ids = useFieldIds(rules.description, error);

  // The value as last sent: two files may be checked before the form draws again.
  const current = useRef(value);
  useLayoutEffect(() => {
    current.current = value;
  }, [value]);

  const list = useUploads({
    ...uploads.calls(field.key),
    onReady: (item) => {
      const file = readyFile(item);
      const before = rules.multiple ? current.current : [];
      if (!rules.multiple) current.current.forEach(release);
      const next = [...before, file];
      current.current = next;
      onChange(next);
      // It stays in the list, unseen (UploadList shows no ready file), long enough to be announced.
    },
  });
  const travelling = list.items.filter((item) => item.phase === 'choosing' || item.phase === 'uploading' || item.phase === 'checking');

  const reportBusy = useEffectEvent((busy: boolean) => uploads.onBusyChange(field.key, busy));
  useEffect(() => {
    reportBusy(list.busy);
  }, [list.busy]);
  useEffect(() => () => reportBusy(false), []);

  const remaining = rules.multiple && rules.limit !== undefined ? Math.max(0, rules.limit - value.length - travelling.length) : undefined;

  const choose = (picked: File[]) => {
    if (picked.length === 0) return;
    // Files checked before are in the value now: forgotten here.
    for (const item of list.items) if (item.phase === 'ready') list.dismiss(item.key);
    let room = remaining ?? Number.POSITIVE_INFINITY;
    if (!rules.multiple) {
      // One file: a new choice replaces the one on its way (and, once checked, the one in the value).
      room = 1;
      for (const item of list.items) list.dismiss(item.key);
    }
    const { kept, refused } = screenFiles(intl, picked, room, rules, FORM_REFUSALS);
    setRefusals(refused);
    list.add(kept);
  };
  const drop = useFileDrop(choose, true);

  const focusButton = () => buttonRef.current?.focus();
  const remove = (index: number) => {
    setRefusals([]);
    const removed = value[index];
    if (removed) release(removed);
    onChange(value.filter((_, at) => at !== index));
    focusButton();
  };

  return (
    <FieldFrame
      field={ids}
      variant="renderer-file"
      head={<FileHead field={field} label={label} labelId={labelId} requiredId={requiredId} />}
    >
      <div className={drop.over ? 'file-drop is-over' : 'file-drop'} {...drop.props}>
        <PickButton
          ids={ids}
          labelId={labelId}
          multiple={rules.multiple}
          accept={rules.accept}
          buttonRef={buttonRef}
          describedBy={describedBy(
            ids.errorId,
            refusals.length > 0 ? noticeId : undefined,
            field.mandatory ? requiredId : undefined,
            ids.descriptionId,
            remaining === undefined ? undefined : remainingId,
          )}
          onPick={choose}
        />
        <span className="file-drop-hint">
          {intl.formatMessage(
            drop.over ? uploadMessages.dropActive : rules.multiple ? uploadMessages.dropHint : uploadMessages.dropHintOne,
          )}
        </span>
      </div>
      {remaining === undefined ? null : (
        <p id={remainingId} className="field-description">
          {intl.formatMessage(uploadMessages.remaining, { count: remaining })}
        </p>
      )}
      <Refusals id={noticeId} refusals={refusals} />
      <UploadList
        items={list.items}
        onCancel={(key) => {
          list.cancel(key);
          list.dismiss(key);
          focusButton();
        }}
        onRetry={list.retry}
        onDismiss={(key) => {
          list.dismiss(key);
          focusButton();
        }}
      />
      {value.length === 0 ? (
        travelling.length === 0 ? (
          <p className="field-description">{intl.formatMessage(rendererMessages.noFile)}</p>
        ) : null
      ) : (
        <FileList
          files={value}
          gallery={rules.multiple}
          label={intl.formatMessage(rendererMessages.chosenFiles)}
          action={(file, index) => (
            <button type="button" className="renderer-file-remove" onClick={() => remove(index)}>
              {intl.formatMessage(rendererMessages.removeFile, { name: file.name })}
            </button>
          )}
        />
      )}
    </FieldFrame>
  );
}
