import type { FileRef } from '../../../shared/record-values';
import type { FormConfig } from '../../../shared/schemas/builder';

/** The references a copy translates (functions/records/copies/run.ts): pure, so that unit tests read them plainly. */

const isFileRef = (value: unknown): value is FileRef =>
  typeof value === 'object' && value !== null && typeof (value as FileRef).name === 'string';

/**
 * A record's values in the copy: category references and file references translated to the copies' ids; a file whose
 * upload is not copied (`isCopied` says no) is left out. Values of fields the form no longer has are kept as they are (as
 * the source keeps them).
 */
export function copiedValues(
  form: FormConfig,
  values: Readonly<Record<string, unknown>>,
  idOf: (kind: 'record' | 'upload', sourceId: string) => string,
  isCopied: (uploadId: string) => boolean = () => true,
): Record<string, unknown> {
  const copied: Record<string, unknown> = { ...values };
  for (const field of form.fields) {
    const value = values[field.key];
    if (field.type === 'singleCategory' && typeof value === 'string' && value !== '') copied[field.key] = idOf('record', value);
    if (field.type === 'multipleCategories' && Array.isArray(value))
      copied[field.key] = value.map((id) => (typeof id === 'string' ? idOf('record', id) : id));
    if ((field.type === 'file' || field.type === 'gallery') && Array.isArray(value)) {
      copied[field.key] = value.flatMap((file) => {
        if (!isFileRef(file) || !file.uploadId) return [file];
        return isCopied(file.uploadId) ? [{ ...file, uploadId: idOf('upload', file.uploadId) }] : [];
      });
    }
  }
  return copied;
}

/** The source upload ids a record's file fields name. */
export function uploadIdsOf(form: FormConfig, values: Readonly<Record<string, unknown>>): string[] {
  return form.fields.flatMap((field) => {
    const value = values[field.key];
    if ((field.type !== 'file' && field.type !== 'gallery') || !Array.isArray(value)) return [];
    return value.flatMap((file) => (isFileRef(file) && file.uploadId ? [file.uploadId] : []));
  });
}
