/** A record's values as the screens hold them (fitted to the form as it is now) and as they are sent. */
import type { Language } from '../../../../shared/constants';
import { fieldValue, type FieldValue, type FileRef, type RecordValues } from '../../../../shared/record-values';
import type { FormConfig } from '../../../../shared/schemas/builder';

/** The values of `raw` (a stored record, or nothing) fitted to the form as it is now; keys the form lost are left out. */
export function fittedValues(form: FormConfig, languages: readonly Language[], raw: Readonly<Record<string, unknown>> = {}): RecordValues {
  return Object.fromEntries(form.fields.map((field) => [field.key, fieldValue(field, languages, raw[field.key])]));
}

const isFileList = (value: FieldValue): value is readonly FileRef[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'name' in item && 'size' in item);

/**
 * What is sent: files by their upload (`{ uploadId }`, the server knows the rest); a file that was never uploaded
 * (a value from before uploads existed) is left out.
 */
export function valuesToSend(form: FormConfig, values: RecordValues): Record<string, unknown> {
  return Object.fromEntries(
    form.fields.map((field) => {
      const value = values[field.key];
      if ((field.type === 'file' || field.type === 'gallery') && value !== undefined && isFileList(value))
        return [field.key, value.flatMap(({ uploadId }) => (uploadId ? [{ uploadId }] : []))];
      return [field.key, value];
    }),
  );
}
