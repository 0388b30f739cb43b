import { ulid } from 'ulid';
import { choicesOf } from '../../shared/record-values';
import { isUlid } from '../../shared/schemas/common';
import type { Language } from '../../shared/constants';
import type { AccessLevel } from '../../shared/projects';
import { META_COLUMNS, type FormConfig, type TableConfig } from '../../shared/schemas/builder';
import {
  RECORD_MAX_BYTES,
  RECORDS_MAX_LIMIT,
  type RecordDetail,
  type RecordPage,
  type RecordVersionPage,
  type RecordView,
  VERSIONS_KEPT,
} from '../../shared/schemas/records';
import type { ApplicationsService } from '../applications/service';
import { backoff } from '../lib/backoff';
import { AppError, Conflict, ItemTooLarge, NotFound, ServiceUnavailable, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type JobContext, JobFailure } from '../lib/jobs';
import { EMPTY_VALUES_FROM, foldText, rowsOf } from './list-index';
import { decodeListCursor, encodeListCursor, type ListPosition } from './list-cursor';
import type * as Repository from './repository';
import { categoryRefs, changedKeys, checkValues } from './values';

export interface RecordsDeps {
  readonly repository: typeof Repository;
  /** The one access check (DESIGN §6) and the element's configuration come from the applications domain. */
  readonly applications: Pick<ApplicationsService, 'elementAccess' | 'elementConfig' | 'finishReindex' | 'exists'>;
}

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/** A search reads at most this many rows per request, in calls of at most SEARCH_BATCH (it says when it stopped early). */
const SEARCH_ROWS_PER_REQUEST = 2_000;
const SEARCH_BATCH = 500;
/** A category chain is followed this far up when looking for a cycle. */
const MAX_CATEGORY_DEPTH = 32;
const WRITE_ATTEMPTS = 3;
const VERSIONS_PAGE = 20;

/** The records of builder elements: lists, reads, versioned writes, history and restore (issue 10). */
export function recordsService({ repository: repo, applications }: RecordsDeps) {
  async function elementFor(caller: Caller, ref: ElementRef, wanted: AccessLevel) {
    // Records are read by GETs only: those may reuse a decision of the last seconds (lists page after page).
    const { access, app, element } = await applications.elementAccess(caller, ref, wanted, wanted === 'read');
    return { app, element, languages: access.project.languages as readonly Language[], projectId: ref.projectId };
  }
  type Element = Awaited<ReturnType<typeof elementFor>>;

  async function existing(target: Element, recordId: string) {
    const record = await repo.getRecord(target.app.applicationId, target.element.key, recordId);
    if (!record) throw new NotFound('No such record.');
    return record;
  }

  const view = (record: Repository.StoredRecord): RecordView => ({
    recordId: record.recordId,
    values: record.values,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  });

  /** Checks the values against the element's form; the problems are field details of one 400. */
  function checked(target: Element, raw: Readonly<Record<string, unknown>>) {
    const { values, issues } = checkValues(target.element.form, target.languages, raw);
    if (issues.length) throw new Validation(issues);
    if (Buffer.byteLength(JSON.stringify(values), 'utf8') > RECORD_MAX_BYTES) throw new ItemTooLarge();
    return values;
  }

  /** A category of its own element may not end up among its own ancestors. */
  async function checkNoCycle(target: Element, recordId: string, values: Readonly<Record<string, unknown>>) {
    for (const field of target.element.form.fields) {
      if (field.categoryElement !== target.element.key) continue;
      let frontier = choicesOf(values[field.key]);
      const seen = new Set<string>();
      for (let depth = 0; frontier.length > 0 && depth < MAX_CATEGORY_DEPTH; depth++) {
        if (frontier.includes(recordId)) throw new Validation([{ field: `values.${field.key}`, message: 'validation.categoryCycle' }]);
        const unseen = frontier.filter((id) => !seen.has(id));
        for (const id of unseen) seen.add(id);
        const parents = await Promise.all(unseen.map((id) => repo.getRecord(target.app.applicationId, target.element.key, id)));
        frontier = parents.flatMap((parent) => choicesOf(parent?.values[field.key]));
      }
    }
  }

  /** The field a missing category reference was sent on. */
  function categoryField(target: Element, ref: string | undefined, values: Readonly<Record<string, unknown>>): string {
    const [element, id] = (ref ?? '').split('#');
    const field = target.element.form.fields.find(
      (candidate) => candidate.categoryElement === element && choicesOf(values[candidate.key]).includes(id ?? ''),
    );
    return field ? `values.${field.key}` : 'values';
  }

  function refused(target: Element, error: unknown, values: Readonly<Record<string, unknown>> = {}): never {
    if (!(error instanceof repo.RecordWriteRefused)) throw error;
    switch (error.reason) {
      case 'stale':
        throw new Conflict('The record changed since you loaded it.');
      case 'emailTaken':
        throw new Conflict('Another record of this element has this address.', [
          { field: 'values.___email', message: 'validation.emailTaken' },
        ]);
      case 'elementGone':
        throw new NotFound('No such builder element.');
      case 'categoryMissing':
        throw new Validation([{ field: categoryField(target, error.ref, values), message: 'validation.categoryMissing' }]);
      case 'conflict':
        throw new ServiceUnavailable(1, 'A concurrent write held the record; try again.');
    }
  }

  /** The record as stored after a save of `values` by `caller`, with its rows for the current list configuration. */
  function nextState(
    target: Element,
    before: Repository.StoredRecord | undefined,
    values: Record<string, unknown>,
    caller: Caller,
    now: Date,
  ) {
    const at = now.toISOString();
    const recordId = before?.recordId ?? ulid(now.getTime());
    const email = typeof values.___email === 'string' ? values.___email.trim().toLowerCase() : '';
    const base = { recordId, values, createdAt: before?.createdAt ?? at, updatedAt: at };
    const rows = rowsOf(base, target.element.form, target.element.table, target.languages);
    const after: Repository.StoredRecord = {
      applicationId: target.app.applicationId,
      elementKey: target.element.key,
      recordId,
      projectId: target.projectId,
      values,
      version: (before?.version ?? 0) + 1,
      createdAt: base.createdAt,
      updatedAt: at,
      createdBy: before?.createdBy ?? caller.email,
      updatedBy: caller.email,
      rows: rows.sortKeys,
      indexedFor: target.element.version ?? 1,
      emailKey: email,
      refs: categoryRefs(target.element.form, values),
    };
    return { after, rows };
  }

  async function save(
    target: Element,
    before: Repository.StoredRecord | undefined,
    values: Record<string, unknown>,
    caller: Caller,
    now: Date,
    restoredFrom?: number,
  ): Promise<Repository.StoredRecord> {
    const { after, rows } = nextState(target, before, values, caller, now);
    const version = {
      applicationId: after.applicationId,
      elementKey: after.elementKey,
      recordId: after.recordId,
      version: after.version,
      values,
      savedAt: after.updatedAt,
      savedBy: caller.email,
      changed: changedKeys(before?.values, values),
      ...(restoredFrom ? { restoredFrom } : {}),
    };
    try {
      await repo.writeRecord({ projectId: target.projectId, before, after, rows, version });
    } catch (error) {
      refused(target, error, values);
    }
    return after;
  }

  const records = {
    async list(
      caller: Caller,
      input: ElementRef & {
        q: string;
        sort?: string | undefined;
        order?: 'asc' | 'desc' | undefined;
        cursor?: string | undefined;
        limit?: number | undefined;
      },
    ): Promise<RecordPage> {
      const target = await elementFor(caller, input, 'read');
      const { table, form } = target.element;
      const sort = input.sort ?? table.columns.find((column) => form.fields.some((field) => field.key === column)) ?? '__createdAt';
      const isMeta = (META_COLUMNS as readonly string[]).includes(sort);
      // Only the list's columns have row partitions: a field that is not shown is not a sort order.
      if (!isMeta && !(table.columns.includes(sort) && form.fields.some((field) => field.key === sort))) {
        throw new Validation([{ field: 'sort', message: 'validation.sortColumn' }]);
      }
      const order = input.order ?? 'asc';
      const q = foldText(input.q);
      const list = { column: sort, order, q };
      let position: ListPosition | undefined = decodeListCursor(input.cursor, list);
      const limit = Math.min(input.limit ?? table.perPage, RECORDS_MAX_LIMIT);
      const descending = order === 'desc';
      const items: Repository.ListRow[] = [];
      let budget = q ? SEARCH_ROWS_PER_REQUEST : Number.POSITIVE_INFINITY;
      let next: ListPosition | undefined;
      let stoppedEarly = false;
      // Ascending reads the partition in one sweep (empty values sort last). Descending reads the values first,
      // then the empty ones: only the page that crosses from one to the other makes a second Query.
      let phase: 1 | 2 = position?.phase ?? 1;
      for (;;) {
        const want = limit - items.length;
        const start = position?.phase === phase ? position.after : undefined;
        const batch = q ? Math.min(SEARCH_BATCH, budget) : want + 1;
        const page = await repo.queryRows({
          applicationId: target.app.applicationId,
          elementKey: target.element.key,
          column: sort,
          descending,
          ...(start ? { after: start } : {}),
          ...(descending ? { range: phase === 1 ? { below: EMPTY_VALUES_FROM } : { beginsWith: EMPTY_VALUES_FROM } } : {}),
          limit: batch,
          ...(q ? { contains: q } : {}),
        });
        budget -= batch;
        if (page.rows.length > want) {
          // The page is full and at least one more row follows: the next page starts after the last one shown.
          const taken = page.rows.slice(0, want);
          items.push(...taken);
          const after = taken.at(-1)?.SK ?? start;
          next = after ? { phase, after } : { phase };
          break;
        }
        items.push(...page.rows);
        if (page.lastKey) {
          position = { phase, after: page.lastKey };
          if (items.length === limit || budget <= 0) {
            next = position;
            stoppedEarly = items.length < limit;
            break;
          }
          continue;
        }
        if (descending && phase === 1) {
          phase = 2;
          position = undefined;
          continue;
        }
        break;
      }
      return {
        items: items.map((row) => ({
          recordId: row.recordId,
          values: row.cells,
          version: row.version,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        })),
        cursor: next ? encodeListCursor(list, next) : null,
        searchStoppedEarly: stoppedEarly,
        reindexJobId: target.element.reindexJobId ?? null,
      };
    },

    async create(caller: Caller, input: ElementRef & { values: Record<string, unknown> }, now: Date): Promise<RecordView> {
      const target = await elementFor(caller, input, 'write');
      const values = checked(target, input.values);
      return view(await save(target, undefined, values, caller, now));
    },

    async get(caller: Caller, input: ElementRef & { recordId: string }): Promise<RecordDetail> {
      const target = await elementFor(caller, input, 'read');
      const record = await existing(target, input.recordId);
      return { ...view(record), versionCount: Math.min(record.version, VERSIONS_KEPT), updatedBy: record.updatedBy };
    },

    async update(
      caller: Caller,
      input: ElementRef & { recordId: string; values: Record<string, unknown>; version: number },
      now: Date,
    ): Promise<RecordView> {
      const target = await elementFor(caller, input, 'write');
      const values = checked(target, input.values);
      const before = await existing(target, input.recordId);
      if (before.version !== input.version) throw new Conflict('The record changed since you loaded it.');
      await checkNoCycle(target, before.recordId, values);
      return view(await save(target, before, values, caller, now));
    },

    async remove(caller: Caller, input: ElementRef & { recordId: string }): Promise<void> {
      const target = await elementFor(caller, input, 'write');
      for (let attempt = 0; ; attempt++) {
        const before = await existing(target, input.recordId);
        if ((before.usedBy ?? 0) > 0) {
          throw new AppError(409, 'CATEGORY_IN_USE', `${before.usedBy} records use this category.`, [
            { field: 'recordId', message: 'errors.CATEGORY_IN_USE', params: { count: before.usedBy ?? 0 } },
          ]);
        }
        try {
          await repo.writeRecord({ projectId: target.projectId, before });
          break;
        } catch (error) {
          // Saved or newly used meanwhile: read it again and decide again.
          if (error instanceof repo.RecordWriteRefused && error.reason === 'stale' && attempt < WRITE_ATTEMPTS) {
            await backoff(attempt);
            continue;
          }
          refused(target, error);
        }
      }
      await repo.deleteVersions(target.app.applicationId, target.element.key, input.recordId);
    },

    async versions(caller: Caller, input: ElementRef & { recordId: string; cursor?: string | undefined }): Promise<RecordVersionPage> {
      const target = await elementFor(caller, input, 'read');
      await existing(target, input.recordId);
      const after = input.cursor === undefined ? undefined : Number(input.cursor);
      if (after !== undefined && !(Number.isInteger(after) && after > 1 && String(after) === input.cursor)) {
        throw new Validation([{ field: 'cursor', message: 'validation.cursor' }]);
      }
      const page = await repo.listVersions(target.app.applicationId, target.element.key, input.recordId, {
        limit: VERSIONS_PAGE,
        ...(after !== undefined ? { after } : {}),
      });
      return {
        items: page.items.map((item) => ({
          version: item.version,
          savedAt: item.savedAt,
          savedBy: item.savedBy,
          values: item.values,
          changed: item.changed,
          ...(item.restoredFrom ? { restoredFrom: item.restoredFrom } : {}),
        })),
        cursor: page.next === undefined ? null : String(page.next),
      };
    },

    /** Saves an old version's values as a new version (checked against today's form: a restore is a save). */
    async restore(
      caller: Caller,
      input: ElementRef & { recordId: string; versionNumber: number; version: number },
      now: Date,
    ): Promise<RecordView> {
      const target = await elementFor(caller, input, 'write');
      const before = await existing(target, input.recordId);
      if (before.version !== input.version) throw new Conflict('The record changed since you loaded it.');
      const old = await repo.getVersion(target.app.applicationId, target.element.key, input.recordId, input.versionNumber);
      if (!old) throw new NotFound('No such version.');
      const known = new Set(target.element.form.fields.map((field) => field.key));
      const values = checked(target, Object.fromEntries(Object.entries(old.values).filter(([key]) => known.has(key))));
      await checkNoCycle(target, before.recordId, values);
      return view(await save(target, before, values, caller, now, input.versionNumber));
    },

    /**
     * The re-index job's runner: rewrites every record's rows for the element's current list configuration. Records
     * saved since the configuration changed are already indexed for it (their save wrote the rows) and are skipped.
     */
    async reindex(
      job: { jobId: string; projectId: string; input: Record<string, unknown> },
      ctx: JobContext,
    ): Promise<'done' | 'continue'> {
      const applicationId = String(job.input.applicationId ?? '');
      const elementKey = String(job.input.element ?? '');
      const config = await applications.elementConfig(job.projectId, applicationId, elementKey);
      if (!config) throw new JobFailure('elementGone', 'The element no longer exists.');
      const target = Number(job.input.indexVersion ?? config.version);
      let after = typeof ctx.checkpoint?.after === 'string' ? ctx.checkpoint.after : undefined;
      let done = Number(ctx.checkpoint?.done ?? 0);
      const total = config.count;
      while (ctx.remainingMs() > 5_000) {
        const page = await repo.recordsPage(applicationId, elementKey, after, 25);
        for (const record of page.items) {
          await reindexOne(record, config, target);
          done++;
        }
        after = page.next;
        await ctx.progress(Math.min(done, total), Math.max(total, done), after ? { after, done } : { done });
        if (!after) {
          await applications.finishReindex(job.projectId, applicationId, elementKey, job.jobId);
          ctx.setResult({ records: done });
          return 'done';
        }
      }
      return 'continue';
    },

    /** The runner of `purgeApplication`: a deleted application's records, rows, versions and guards. */
    async purgeDeletedApplication(
      job: { projectId: string; input: Record<string, unknown> },
      ctx: JobContext,
    ): Promise<'done' | 'continue'> {
      const applicationId = String(job.input.applicationId ?? '');
      if (!isUlid(applicationId)) throw new JobFailure('invalidInput', 'This job names no valid application.');
      // Never purge an application in use, whatever started the job.
      if (await applications.exists(job.projectId, applicationId))
        throw new JobFailure('applicationActive', 'Only a deleted application is purged.');
      return repo.purgeApplicationRecords(applicationId, ctx.remainingMs);
    },
  };

  async function reindexOne(
    first: Repository.StoredRecord,
    config: { form: FormConfig; table: TableConfig; version: number; languages: readonly Language[] },
    target: number,
  ) {
    let record: Repository.StoredRecord | undefined = first;
    for (let attempt = 0; record && record.indexedFor < target && attempt < 5; attempt++) {
      const rows = rowsOf(record, config.form, config.table, config.languages);
      if (await repo.reindexRecord(record, rows, config.version)) return;
      record = await repo.getRecord(record.applicationId, record.elementKey, record.recordId);
    }
  }

  return records;
}
