import type { ImportPreview, ImportSeparator } from '../../../shared/schemas/imports';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_PREVIEW_MINUTES } from '../../../shared/schemas/imports';
import { ttlSeconds } from '../../lib/db/keys';
import { Validation } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import { getText, importObjectKeys, objectSize, putText } from '../../lib/storage/import-objects';
import type { CategoryIndex } from '../csv/read-cell';
import { type ReadCsv, readCsv } from '../csv/read-csv';
import type { Target } from './access';
import { categoryIndex, categoryNameField } from './categories';
import { errorsCsv } from './errors-csv';
import type { existingRecords } from './existing';
import { buildPlan, EMAIL_KEY, mapHeader, type PlanRow } from './plan';
import * as store from './store';

/**
 * The preview of an import: reads the paste, checks every row with the records rules (plan.ts) and stores the plan, its
 * source and its error rows; nothing is written to the records. The commit's job applies exactly this plan (run.ts).
 */

/** What `plan.json` holds: everything the job needs, so that it applies exactly what was previewed. */
export interface StoredPlan {
  readonly importId: string;
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
  readonly lang: 'fr' | 'en';
  readonly header: readonly string[];
  readonly sourceKey: string;
  readonly rows: readonly PlanRow[];
}

export type PreviewInput = { lang: 'fr' | 'en' } & ({ csv: string } | { sourceId: string });

/** The most categories of one element a preview reads to name them (beyond, ids are still accepted). */
const CATEGORIES_READ = 10_000;

/** The categories of the category elements the paste's columns use, read once. */
async function categoriesFor(target: Target, header: readonly string[]) {
  const { columns } = mapHeader(target.element.form, target.languages, header);
  const elements = new Set<string>();
  for (const column of columns) {
    const field = column?.field;
    if (field && (field.type === 'singleCategory' || field.type === 'multipleCategories') && field.categoryElement) {
      elements.add(field.categoryElement);
    }
  }
  const out = new Map<string, CategoryIndex>();
  await Promise.all(
    [...elements].map(async (element) => {
      const form = target.app.elements.find((candidate) => candidate.key === element)?.form;
      const { items, complete } = await store.categoryRecords(target.app.applicationId, element, categoryNameField(form), CATEGORIES_READ);
      out.set(element, categoryIndex(items, target.languages, complete));
    }),
  );
  return out;
}

/** The paste's text and where its source is kept: sent in the body, or posted before (then checked again here). */
async function pasteOf(target: Target, input: PreviewInput, importId: string) {
  const applicationId = target.app.applicationId;
  const field = 'csv' in input ? 'csv' : 'sourceId';
  if ('csv' in input) return { field, text: input.csv, sourceKey: importObjectKeys.source(target.projectId, applicationId, importId) };
  const sourceKey = importObjectKeys.source(target.projectId, applicationId, input.sourceId);
  // The POST policy caps the size; the real size is checked again before the object is read whole.
  const size = await objectSize(sourceKey);
  if (size === undefined) throw new Validation([{ field, message: 'validation.importSource' }]);
  if (size > IMPORT_MAX_BYTES) throw new Validation([{ field, message: 'validation.importTooLarge' }]);
  const source = await getText(sourceKey);
  if (!source) throw new Validation([{ field, message: 'validation.importSource' }]);
  if (source.bytes > IMPORT_MAX_BYTES) throw new Validation([{ field, message: 'validation.importTooLarge' }]);
  return { field, text: source.text, sourceKey };
}

/** The paste's rows, read as CSV; a 400 on `field` when there is nothing to import. */
function readRows(target: Target, text: string, field: string) {
  const csv = readCsv(text, { maxRows: IMPORT_MAX_ROWS });
  if (csv.tooManyRows) throw new Validation([{ field, message: 'validation.importTooManyRows' }]);
  if (csv.header.length === 0 || csv.rows.length === 0) throw new Validation([{ field, message: 'validation.importEmpty' }]);
  const { columns } = mapHeader(target.element.form, target.languages, csv.header);
  if (columns.every((column) => column === undefined)) throw new Validation([{ field, message: 'validation.importNoColumn' }]);
  return { csv, columns };
}

/** Stores the plan, the pasted source (when it came in the body) and the error rows' CSV. */
async function storePlan(target: Target, input: PreviewInput, stored: StoredPlan, csv: ReadCsv, text: string) {
  const { projectId, applicationId, importId, sourceKey } = stored;
  const errorRows = stored.rows.flatMap((row) => (row.action === 'error' ? [{ cells: row.cells, errors: row.errors }] : []));
  await Promise.all([
    'csv' in input ? putText(sourceKey, text, 'text/csv; charset=utf-8') : undefined,
    putText(importObjectKeys.plan(projectId, applicationId, importId), JSON.stringify(stored), 'application/json'),
    errorRows.length
      ? putText(
          importObjectKeys.errors(target.projectId, applicationId, importId),
          errorsCsv(csv.header, errorRows, input.lang),
          'text/csv; charset=utf-8',
        )
      : undefined,
  ]);
}

/** The preview of a paste, with the element's records (`existing`, read while the paste is fetched and parsed). */
export async function previewImport(
  caller: Caller,
  target: Target,
  input: PreviewInput,
  existing: ReturnType<typeof existingRecords>,
  ids: { readonly importId: string; readonly now: Date },
): Promise<ImportPreview> {
  const { importId, now } = ids;
  const applicationId = target.app.applicationId;
  const { field, text, sourceKey } = await pasteOf(target, input, importId);
  const { csv, columns } = readRows(target, text, field);
  const emailColumn = columns.findIndex((column) => column?.field.key === EMAIL_KEY);
  existing.addresses(
    new Set(emailColumn < 0 ? [] : csv.rows.map((row) => (row.cells[emailColumn] ?? '').trim().toLowerCase()).filter(Boolean)),
  );
  const plan = await buildPlan({
    form: target.element.form,
    languages: target.languages,
    csv,
    categories: await categoriesFor(target, csv.header),
    existing: existing.lookup,
  });
  const expires = new Date(now.getTime() + IMPORT_PREVIEW_MINUTES * 60_000);
  const stored: StoredPlan = {
    importId,
    projectId: target.projectId,
    applicationId,
    element: target.element.key,
    lang: input.lang,
    header: csv.header,
    sourceKey,
    rows: plan.rows,
  };
  await storePlan(target, input, stored, csv, text);
  await store.putImport({
    applicationId,
    importId,
    projectId: target.projectId,
    element: target.element.key,
    ownerId: caller.customerId,
    lang: input.lang,
    separator: csv.separator,
    sourceKey,
    counts: plan.counts,
    rows: csv.rows.length,
    createdAt: now.toISOString(),
    expiresAt: ttlSeconds(expires),
  });
  return {
    importId,
    separator: csv.separator as ImportSeparator,
    columns: csv.header.map((cell) => cell.trim()),
    ignored: plan.ignored,
    dedupe: plan.dedupe,
    counts: plan.counts,
    rows: plan.preview,
    expiresAt: expires.toISOString(),
  };
}
