import * as v from 'valibot';
import { type META_COLUMNS, Version } from './builder';
import { ElementRefInput, RecordRefInput } from './refs';

/**
 * The records API (docs/api.md, "Records"): inputs and answers. Base path
 * `/api/projects/{projectId}/applications/{applicationId}/elements/{element}/records`.
 */

/** A page holds at most this many records, whatever the table asks. */
export const RECORDS_MAX_LIMIT = 100;
/** The latest versions of a record that are kept (older ones are deleted by the save that passes the count). */
export const VERSIONS_KEPT = 100;
/** A search query, folded, is at most this long. */
export const SEARCH_MAX_LENGTH = 100;
/** The values of one record, as stored JSON, fit in this many bytes (a DynamoDB item holds 400 KB). */
export const RECORD_MAX_BYTES = 200 * 1024;

/** `__createdAt` or `__updatedAt`: a list column every element has. */
export type MetaColumn = (typeof META_COLUMNS)[number];

const Limit = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'validation.invalid'), v.transform(Number))], 'validation.invalid'),
  v.integer('validation.invalid'),
  v.minValue(1, 'validation.invalid'),
  v.maxValue(RECORDS_MAX_LIMIT, 'validation.invalid'),
);

/** `GET {base}`: the query string. */
export const ListRecordsInput = v.object({
  ...ElementRefInput.entries,
  q: v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, 'validation.tooLong')), ''),
  /** A column of the element's list, or `__createdAt` / `__updatedAt` (checked against the table by the service). */
  sort: v.optional(v.pipe(v.string('validation.invalid'), v.maxLength(64, 'validation.invalid'))),
  order: v.optional(v.picklist(['asc', 'desc'], 'validation.invalid')),
  cursor: v.optional(v.pipe(v.string('validation.cursor'), v.maxLength(2048, 'validation.cursor'))),
  limit: v.optional(Limit),
});

/** The values of a record as sent: field technical value → value (checked against the form by the service). */
const Values = v.record(v.string(), v.unknown(), 'validation.objectExpected');

export const CreateRecordInput = v.object({ ...ElementRefInput.entries, values: Values });
export const UpdateRecordInput = v.object({ ...RecordRefInput.entries, values: Values, version: Version });
export const ListVersionsInput = v.object({
  ...RecordRefInput.entries,
  cursor: v.optional(v.pipe(v.string('validation.cursor'), v.maxLength(2048, 'validation.cursor'))),
});
/** `POST {base}/{recordId}/versions/{version}/restore`: `version` in the body is the record's current version. */
export const RestoreVersionInput = v.object({
  ...RecordRefInput.entries,
  /** The path's `{versionNumber}`: the version to restore. */
  versionNumber: v.pipe(v.string('validation.invalid'), v.regex(/^[1-9]\d{0,8}$/, 'validation.invalid'), v.transform(Number)),
  version: Version,
});

/** A record as the API answers it. `values` holds one entry per field technical value (shared/record-values.ts). */
export interface RecordView {
  readonly recordId: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Sample data made by the fakers screen: listed as such, removable in one action. */
  readonly sample?: boolean;
}

/** `GET {base}/{recordId}`: the record, who saved it last, and how many versions its history keeps. */
export interface RecordDetail extends RecordView {
  readonly versionCount: number;
  readonly updatedBy: string;
}

/**
 * `GET {base}`: one page. List items carry the values of the list's visible columns only, abridged (texts cut
 * at `CELL_TEXT_MAX` characters, HTML as plain text): open the record for everything.
 */
export interface RecordPage {
  readonly items: readonly RecordView[];
  /** Pass it back for the next page; null on the last page. */
  readonly cursor: string | null;
  /** A search stopped before filling the page, to stay bounded: `cursor` continues it ("keep searching"). */
  readonly searchStoppedEarly: boolean;
  /** The list is being re-indexed after a change of its columns: that job's id (`GET /api/jobs/{jobId}`). */
  readonly reindexJobId: string | null;
}

/** One entry of `GET {base}/{recordId}/versions`, newest first. */
export interface RecordVersionView {
  readonly version: number;
  readonly savedAt: string;
  /** The e-mail address of whoever saved it. */
  readonly savedBy: string;
  readonly values: Readonly<Record<string, unknown>>;
  /** The keys whose value changed with this version (every key for version 1). */
  readonly changed: readonly string[];
  /** Set when this version restored an older one. */
  readonly restoredFrom?: number;
}

export interface RecordVersionPage {
  readonly items: readonly RecordVersionView[];
  readonly cursor: string | null;
}

/** Texts in list cells are cut at this many characters. */
export const CELL_TEXT_MAX = 300;
