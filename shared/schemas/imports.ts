import * as v from 'valibot';
import { UI_LOCALES } from '../constants';
import type { FieldIssue } from '../errors';
import type { PresignedPost } from './uploads';
import { Ulid } from './common';
import { ElementRefInput } from './refs';

/**
 * CSV paste import (docs/api.md, "Import"). Base path: the records base
 * `/api/projects/{projectId}/applications/{applicationId}/elements/{element}/records`.
 *
 * 1. A paste of at most IMPORT_INLINE_MAX_BYTES is sent inline: `POST {base}/imports { csv, lang }`.
 *    A bigger one (up to IMPORT_MAX_BYTES) is first posted to S3: `POST {base}/imports/sources { size }` answers a
 *    presigned POST (`text/csv`), then `POST {base}/imports { sourceId, lang }`.
 * 2. The preview reads the paste, checks every row with the records rules and answers the plan's counts and its first
 *    rows. Nothing is written to the records.
 * 3. `POST {base}/imports/{importId}/commit` → 202 `{ jobId }` applies exactly that plan in the `importRecords` job
 *    (`GET /api/jobs/{jobId}`: progress, then `ImportResult`). One import per element at a time (409 IMPORT_RUNNING).
 * 4. `GET {base}/imports/{importId}/errors` → `{ url, fileName }`: the rows that failed (at preview, then at commit), as a
 *    CSV to fix and paste again, with a last column `IMPORT_ERRORS_COLUMN` that the import then ignores.
 */

/** Pastes up to this size travel inline in the JSON body (the API's JSON limit is 256 KB). */
export const IMPORT_INLINE_MAX_BYTES = 200 * 1024;
/** The largest paste (posted to S3 first). */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
/** The most rows one paste may hold (the header aside). */
export const IMPORT_MAX_ROWS = 50_000;
/** The preview answers this many rows (the counts cover every row). */
export const IMPORT_PREVIEW_ROWS = 100;
/** A preview can be committed for this long. */
export const IMPORT_PREVIEW_MINUTES = 60;
/** Cells in the preview are cut at this many characters. */
export const IMPORT_PREVIEW_CELL_MAX = 80;
/** The column the error rows' CSV adds (an unknown column: a new paste ignores it). */
export const IMPORT_ERRORS_COLUMN = '___errors';
/** The separator of the format, ';'; ',' and tab are recognised and said so. */
export const IMPORT_SEPARATORS = [';', ',', '\t'] as const;
export type ImportSeparator = (typeof IMPORT_SEPARATORS)[number];
/** Several values in one cell (checkboxes, multiple categories, characteristics, answers). */
export const IMPORT_MULTI_SEPARATOR = '|';

export const ImportSourceInput = v.object({
  ...ElementRefInput.entries,
  size: v.pipe(
    v.number('validation.invalid'),
    v.integer('validation.invalid'),
    v.minValue(1, 'validation.required'),
    v.maxValue(IMPORT_MAX_BYTES, 'validation.importTooLarge'),
  ),
});

/** `POST {base}/imports/sources` → 201: where to post the paste (the fields first, the file last), then preview `{ sourceId }`. */
export interface ImportSource extends PresignedPost {
  readonly sourceId: string;
}

/** The language of the texts the error rows' CSV carries (the screen's). */
const Lang = v.optional(v.picklist(UI_LOCALES, 'validation.invalid'), 'fr');

export const PreviewImportInput = v.union(
  [
    v.object({
      ...ElementRefInput.entries,
      csv: v.pipe(
        v.string('validation.invalid'),
        v.nonEmpty('validation.required'),
        v.maxLength(IMPORT_INLINE_MAX_BYTES, 'validation.importTooLarge'),
      ),
      lang: Lang,
    }),
    v.object({ ...ElementRefInput.entries, sourceId: Ulid, lang: Lang }),
  ],
  'validation.invalid',
);

export const ImportRefInput = v.object({ ...ElementRefInput.entries, importId: Ulid });

/** What the import does with one row of the paste. */
export type ImportAction = 'create' | 'update' | 'skip' | 'error';

export interface ImportRowPreview {
  /** The line of the paste where the row starts (the header is line 1; a cell may hold line breaks). */
  readonly line: number;
  readonly action: ImportAction;
  /** update: the record it updates. */
  readonly recordId?: string;
  /** skip: the line of the same address that is imported instead (the first). */
  readonly duplicateOf?: number;
  /** skip: the row holds exactly what the record holds already (nothing to write). */
  readonly unchanged?: true;
  /** error: the problems, `field` being the column (`jobTitle.en`) or '' for the whole row. */
  readonly errors?: readonly FieldIssue[];
  /** The row's cells in the order of `columns` (each cut at IMPORT_PREVIEW_CELL_MAX characters). */
  readonly cells: readonly string[];
}

export interface ImportPreview {
  readonly importId: string;
  /** The separator read: ';', or ',' / tab, recognised (the screen says so). */
  readonly separator: ImportSeparator;
  /** The header's columns, in the paste's order. */
  readonly columns: readonly string[];
  /** Columns that are not imported: `unknown` (no such field), `file` (files are not imported), `duplicate` (named twice). */
  readonly ignored: readonly { readonly column: string; readonly reason: 'unknown' | 'file' | 'duplicate' }[];
  /** Whether the element de-duplicates on ___email (else every row creates a record). */
  readonly dedupe: boolean;
  readonly counts: { readonly create: number; readonly update: number; readonly skip: number; readonly error: number };
  /** The first IMPORT_PREVIEW_ROWS rows. */
  readonly rows: readonly ImportRowPreview[];
  readonly expiresAt: string;
}

/** Why a row planned as create or update failed at commit. */
export type ImportCommitFailure = 'changed' | 'emailTaken' | 'categoryMissing' | 'gone';

/** `GET /api/jobs/{jobId}` → `result` once an `importRecords` job succeeded. */
export interface ImportResult {
  readonly importId: string;
  readonly created: number;
  readonly updated: number;
  /** Repeated addresses (preview). */
  readonly skipped: number;
  /** Rows in error at preview plus rows refused at commit (see the error rows' CSV). */
  readonly failed: number;
}
