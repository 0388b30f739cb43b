import * as v from 'valibot';
import { LANGUAGES } from '../constants';
import { FieldKey } from './builder';
import { Ulid } from './common';
import { ElementRefInput } from './refs';
import { SEARCH_MAX_LENGTH } from './records';

/**
 * Export and vCards (docs/api.md, "Export and vCards"). Base path: the records base.
 * `POST {base}/exports` → 202 `{ jobId }`: the `exportRecords` job writes the file to S3 with constant memory;
 * `GET /api/jobs/{jobId}` shows its progress, then `ExportResult`; `GET {base}/exports/{jobId}/download` answers a
 * short-lived link (`ExportDownload`). CSV follows the import's conventions (`;`, UTF-8 with BOM, CRLF, quoting, formula
 * neutralisation) so that an exported file imports back unchanged.
 */

export const EXPORT_FORMATS = ['csv', 'json', 'vcard'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** A selection names at most this many records. */
export const EXPORT_MAX_IDS = 5_000;
/** The download link is valid this long. */
export const EXPORT_LINK_SECONDS = 5 * 60;
/** The file stays this long in the bucket (a lifecycle rule deletes `exports/` objects after a day). */
export const EXPORT_KEEP_HOURS = 24;

/** Which records: every one, those of a search (the list's `q`), or a selection. */
export const ExportScope = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('all') }),
    v.object({
      kind: v.literal('search'),
      q: v.pipe(
        v.string('validation.invalid'),
        v.trim(),
        v.nonEmpty('validation.required'),
        v.maxLength(SEARCH_MAX_LENGTH, 'validation.tooLong'),
      ),
    }),
    v.object({
      kind: v.literal('selection'),
      ids: v.pipe(
        v.array(Ulid, 'validation.invalid'),
        v.minLength(1, 'validation.required'),
        v.maxLength(EXPORT_MAX_IDS, 'validation.tooMany'),
      ),
    }),
  ],
  'validation.invalid',
);
export type ExportScope = v.InferOutput<typeof ExportScope>;

/** The scope a screen chose, from the list's selection and search (the export screen and the vCards dialog). */
export function exportScope(kind: ExportScope['kind'], selection: readonly string[], q: string): ExportScope {
  if (kind === 'selection') return { kind, ids: [...selection] };
  return kind === 'search' ? { kind, q } : { kind: 'all' };
}

/** vCard properties mapped from fields (each a field technical value; FN is built from N, or from `fn`). */
export const VCARD_PROPERTIES = ['given', 'family', 'fn', 'email', 'tel', 'org', 'title', 'url', 'note'] as const;
export type VcardProperty = (typeof VCARD_PROPERTIES)[number];
export const VcardMapping = v.object(
  Object.fromEntries(VCARD_PROPERTIES.map((property) => [property, v.optional(FieldKey)])) as Record<
    VcardProperty,
    v.OptionalSchema<typeof FieldKey, undefined>
  >,
);
export type VcardMapping = v.InferOutput<typeof VcardMapping>;

export const ExportInput = v.object({
  ...ElementRefInput.entries,
  format: v.picklist(EXPORT_FORMATS, 'validation.invalid'),
  /** csv and json: the fields, in this order (every field of the form, in its order, when absent). */
  fields: v.optional(
    v.pipe(v.array(FieldKey, 'validation.invalid'), v.minLength(1, 'validation.required'), v.maxLength(200, 'validation.tooMany')),
  ),
  records: ExportScope,
  /** vcard: which field gives which property (defaults from the technical values when absent). */
  vcard: v.optional(VcardMapping),
  /** The project language of translatable values in a vCard (the project's first when absent). */
  language: v.optional(v.picklist(LANGUAGES, 'validation.invalid')),
});

export const ExportRefInput = v.object({ ...ElementRefInput.entries, jobId: Ulid });

/** `GET /api/jobs/{jobId}` → `result` once an `exportRecords` job succeeded. */
export interface ExportResult {
  readonly format: ExportFormat;
  readonly rows: number;
  readonly bytes: number;
  /** The file name the download offers (`speakers-2026-11-25.csv`). */
  readonly fileName: string;
}

export interface ExportDownload {
  readonly url: string;
  readonly fileName: string;
  readonly expiresAt: string;
}
