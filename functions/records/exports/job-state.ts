import * as v from 'valibot';
import { LANGUAGES } from '../../../shared/constants';
import { EXPORT_FORMATS, type ExportFormat } from '../../../shared/schemas/exports';

/**
 * What an `exportRecords` job holds: its input (checked again when the job runs: a job item is data like any other)
 * and the checkpoint saved after each part of its file.
 */

export const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', json: 'json', vcard: 'vcf' };
export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  vcard: 'text/vcard; charset=utf-8',
};

export const JobInput = v.object({
  applicationId: v.string(),
  element: v.string(),
  format: v.picklist(EXPORT_FORMATS),
  fields: v.array(v.string()),
  records: v.variant('kind', [
    v.object({ kind: v.literal('all') }),
    v.object({ kind: v.literal('search'), q: v.string(), column: v.string() }),
    v.object({ kind: v.literal('selection'), ids: v.array(v.string()) }),
  ]),
  mapping: v.record(v.string(), v.string()),
  language: v.picklist(LANGUAGES),
  fileName: v.string(),
});
export type JobInput = v.InferOutput<typeof JobInput>;

/** Where the reading stands: the sort key after which the next page starts, or the next index of a selection. */
const Position = v.object({
  after: v.optional(v.string()),
  index: v.optional(v.number()),
  /** `all`: the id ranges left to read, in order. */
  ranges: v.optional(v.array(v.object({ lo: v.string(), hi: v.string(), after: v.optional(v.string()) }))),
  end: v.optional(v.boolean()),
});
export type Position = v.InferOutput<typeof Position>;

/** The state saved after each part: the file up to `position` is in `parts` (nothing is held in memory across it). */
export const Checkpoint = v.object({
  uploadId: v.optional(v.string()),
  parts: v.array(v.object({ partNumber: v.number(), etag: v.string() })),
  position: Position,
  rows: v.number(),
  bytes: v.number(),
  /** The object is written: only the result is left to give. */
  completed: v.optional(v.boolean()),
});
export type Checkpoint = v.InferOutput<typeof Checkpoint>;

export const START: Checkpoint = { parts: [], position: {}, rows: 0, bytes: 0 };
