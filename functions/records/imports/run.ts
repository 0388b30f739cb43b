import type { FieldIssue } from '../../../shared/errors';
import { IMPORT_MAX_ROWS, type ImportCommitFailure, type ImportResult } from '../../../shared/schemas/imports';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure } from '../../lib/jobs';
import { importObjectKeys } from '../../lib/storage/import-objects';
import type { BulkEntry, BulkOutcome, BulkTarget, bulkSave as BulkSave } from '../bulk-save';
import { readCsv } from '../csv/read-csv';
import { errorsCsv } from './errors-csv';
import type { PlanRow } from './plan';
import type { StoredPlan } from './preview';

/**
 * The `importRecords` job: applies a previewed plan in chunks through the bulk writer, each chunk one
 * idempotent step (`{ bulkId: importId, step: chunk }`, records ids derived from the import and the row's line), with
 * progress and a checkpoint after each. Rows refused at commit (changed since the preview, address taken, category
 * gone, record deleted) are written per chunk to S3, so that the final error rows' CSV lists them with the preview's.
 * A runner that dies after chunk k and runs again replays at most chunk k, which the bulk writer reports as done.
 */

export interface RunDeps {
  readonly elementTarget: (projectId: string, applicationId: string, element: string) => Promise<BulkTarget | undefined>;
  readonly bulkSave: typeof BulkSave;
  /** Ends the bulk write (its step mark leaves the element's counter). */
  readonly bulkFinish: (target: BulkTarget, bulkId: string) => Promise<void>;
  readonly getText: (key: string) => Promise<{ text: string; bytes: number } | undefined>;
  readonly putText: (key: string, body: string, contentType: string) => Promise<void>;
  readonly releaseLock: (applicationId: string, element: string, importId: string) => Promise<void>;
}

/** Rows written per step. */
export const IMPORT_CHUNK = 250;
/** A step is not started with less time than this left (the invocation continues in a fresh one). */
const STEP_RESERVE_MS = 15_000;

interface Checkpoint {
  /** The next chunk to apply. */
  chunk: number;
  created: number;
  updated: number;
  /** Rows refused at commit. */
  refused: number;
  /** The chunks that stored refused rows (`failed-<chunk>.json`). */
  refusedChunks: number[];
}

interface Refusal {
  readonly line: number;
  readonly errors: readonly FieldIssue[];
}

const REASON_MESSAGES: Record<ImportCommitFailure, string> = {
  changed: 'validation.importChanged',
  emailTaken: 'validation.emailTaken',
  categoryMissing: 'validation.categoryMissing',
  gone: 'validation.importGone',
};

function refusal(line: number, outcome: Extract<BulkOutcome, { status: 'failed' }>): Refusal {
  const field = outcome.reason === 'emailTaken' ? '___email' : (outcome.field ?? '');
  return { line, errors: [{ field, message: REASON_MESSAGES[outcome.reason] }] };
}

type Actionable = Extract<PlanRow, { action: 'create' | 'update' }>;

function entryOf(row: Actionable, importId: string, recordIdOf: (bulkId: string, n: number) => string): BulkEntry {
  return row.action === 'create'
    ? { kind: 'create', recordId: recordIdOf(importId, row.line), values: row.values }
    : { kind: 'update', recordId: row.recordId, expectedVersion: row.expectedVersion, patch: row.patch };
}

export function importRunner(deps: RunDeps, recordIdOf: (bulkId: string, n: number) => string) {
  return async function runImport(job: JobItem, ctx: JobContext): Promise<'done' | 'continue'> {
    const applicationId = String(job.input.applicationId ?? '');
    const element = String(job.input.element ?? '');
    const importId = String(job.input.importId ?? '');
    const author = { email: String(job.input.author ?? '') };
    const planKey = importObjectKeys.plan(job.projectId, applicationId, importId);
    const planText = await deps.getText(planKey);
    if (!planText) {
      await deps.releaseLock(applicationId, element, importId);
      throw new JobFailure('importGone', 'The previewed plan is no longer available; paste the data again.');
    }
    const plan = JSON.parse(planText.text) as StoredPlan;
    if (plan.projectId !== job.projectId || plan.applicationId !== applicationId || plan.element !== element) {
      throw new JobFailure('invalidInput', 'This job names another import.');
    }
    const target = await deps.elementTarget(job.projectId, applicationId, element);
    if (!target) {
      await deps.releaseLock(applicationId, element, importId);
      throw new JobFailure('elementGone', 'The element no longer exists.');
    }
    const actionable = plan.rows.filter((row): row is Actionable => row.action === 'create' || row.action === 'update');
    const skipped = plan.rows.filter((row) => row.action === 'skip').length;
    const previewErrors = plan.rows.length - actionable.length - skipped;
    const chunks = Math.ceil(actionable.length / IMPORT_CHUNK);
    const saved = ctx.checkpoint as Partial<Checkpoint> | undefined;
    const state: Checkpoint = {
      chunk: Number(saved?.chunk ?? 0),
      created: Number(saved?.created ?? 0),
      updated: Number(saved?.updated ?? 0),
      refused: Number(saved?.refused ?? 0),
      refusedChunks: Array.isArray(saved?.refusedChunks) ? saved.refusedChunks.map(Number) : [],
    };
    const total = plan.rows.length;
    const doneRows = () => skipped + previewErrors + Math.min(state.chunk * IMPORT_CHUNK, actionable.length);

    while (state.chunk < chunks) {
      if (ctx.remainingMs() < STEP_RESERVE_MS) return 'continue';
      const rows = actionable.slice(state.chunk * IMPORT_CHUNK, (state.chunk + 1) * IMPORT_CHUNK);
      const outcomes = await deps.bulkSave(
        target,
        rows.map((row) => entryOf(row, importId, recordIdOf)),
        author,
        { bulkId: importId, step: state.chunk, now: new Date() },
      );
      const refusals: Refusal[] = [];
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'failed') refusals.push(refusal(rows[index]!.line, outcome));
        else if (outcome.status === 'created') state.created++;
        else state.updated++;
      });
      if (refusals.length) {
        // Written before the checkpoint moves on: a replay writes the same object again.
        await deps.putText(
          importObjectKeys.failed(job.projectId, applicationId, importId, state.chunk),
          JSON.stringify(refusals),
          'application/json',
        );
        state.refused += refusals.length;
        state.refusedChunks.push(state.chunk);
      }
      state.chunk++;
      await ctx.progress(doneRows(), total, { ...state });
    }

    // The end: the error rows' CSV (preview errors and refusals, by line), the result, the lock.
    const errorRows = await errorRowsOf(deps, job.projectId, plan, state.refusedChunks);
    if (errorRows.length) {
      await deps.putText(
        importObjectKeys.errors(job.projectId, applicationId, importId),
        errorsCsv(plan.header, errorRows, plan.lang),
        'text/csv; charset=utf-8',
      );
    }
    const result: ImportResult = {
      importId,
      created: state.created,
      updated: state.updated,
      skipped,
      failed: previewErrors + state.refused,
    };
    await deps.bulkFinish(target, importId);
    ctx.setResult(result);
    await deps.releaseLock(applicationId, element, importId);
    return 'done';
  };
}

/** Every failed row with its cells as pasted: the preview's error rows, and the rows refused at commit (read from the paste). */
async function errorRowsOf(deps: RunDeps, projectId: string, plan: StoredPlan, refusedChunks: readonly number[]) {
  const rows: { line: number; cells: readonly string[]; errors: readonly FieldIssue[] }[] = plan.rows.flatMap((row) =>
    row.action === 'error' ? [{ line: row.line, cells: row.cells, errors: row.errors }] : [],
  );
  if (refusedChunks.length) {
    const refusals = (
      await Promise.all(
        refusedChunks.map(async (chunk) => {
          const stored = await deps.getText(importObjectKeys.failed(projectId, plan.applicationId, plan.importId, chunk));
          return stored ? (JSON.parse(stored.text) as Refusal[]) : [];
        }),
      )
    ).flat();
    const source = await deps.getText(plan.sourceKey);
    const cellsByLine = new Map(
      (source ? readCsv(source.text, { maxRows: IMPORT_MAX_ROWS }).rows : []).map((row) => [row.line, row.cells]),
    );
    for (const refused of refusals) rows.push({ line: refused.line, cells: cellsByLine.get(refused.line) ?? [], errors: refused.errors });
  }
  return rows.sort((a, b) => a.line - b.line);
}
