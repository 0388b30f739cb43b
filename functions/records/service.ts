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
import { NEW_FILES_PER_SAVE, type StoredFile, UPLOAD_LINK_AUTHOR } from '../../shared/schemas/uploads';
import type { ApplicationsService } from '../applications/service';
import type { startJob } from '../lib/jobs';
import { backoff } from '../lib/backoff';
import { AppError, Conflict, ItemTooLarge, NotFound, ServiceUnavailable, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type JobContext, JobFailure } from '../lib/jobs';
import { foldText } from '../../shared/fold-text';
import { displayText, EMPTY_VALUES_FROM, rowsOf } from './list-index';
import { decodeListCursor, encodeListCursor, type ListPosition } from './list-cursor';
import type * as Repository from './repository';
import { categoryRefs, changedKeys, checkValues, type FileResolver, uploadIdsIn } from './values';

/** A save's view of the files it may reference (functions/uploads/files.ts builds the resolver). */
export interface SaveScope {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
  /** The record being saved (absent for a create). */
  readonly recordId?: string;
  /** The uploads the record holds before this save. */
  readonly held: ReadonlySet<string>;
  readonly now: Date;
}

/** What records need of files (the uploads domain implements it: functions/uploads/files.ts). */
export interface RecordFiles {
  resolverFor(scope: SaveScope, uploadIds: readonly string[]): Promise<{ resolve: FileResolver }>;
  attachObjects(projectId: string, applicationId: string, uploadIds: readonly string[]): Promise<void>;
  heldUploads(form: FormConfig, values: Readonly<Record<string, unknown>> | undefined): string[];
  storedFiles(value: unknown): StoredFile[];
  valuesWithUrls(
    form: FormConfig,
    projectId: string,
    applicationId: string,
    values: Readonly<Record<string, unknown>>,
    now: Date,
  ): Promise<Record<string, unknown>>;
  cellWithPreviews(projectId: string, applicationId: string, cell: unknown, now: Date): Promise<unknown>;
}

export interface RecordsDeps {
  readonly repository: typeof Repository;
  /** The one access check (DESIGN §6) and the element's configuration come from the applications domain. */
  readonly applications: Pick<ApplicationsService, 'elementAccess' | 'elementConfig' | 'finishReindex' | 'exists'>;
  /** Files of file and gallery fields (the uploads domain's module): what a save may reference, signed URLs. */
  readonly files: RecordFiles;
  /** Files a save drops, or a deleted record held, are deleted by the `deleteUploads` job. */
  readonly startJob: typeof startJob;
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
export function recordsService({ repository: repo, applications, files, startJob }: RecordsDeps) {
  async function elementFor(caller: Caller, ref: ElementRef, wanted: AccessLevel) {
    // Records are read by GETs only: those may reuse a decision of the last seconds (lists page after page).
    const { access, app, element } = await applications.elementAccess(caller, ref, wanted, wanted === 'read');
    return { app, element, languages: access.project.languages as readonly Language[], projectId: ref.projectId };
  }
  type Element = Awaited<ReturnType<typeof elementFor>>;

  const isFileType = (type: string) => type === 'file' || type === 'gallery';

  async function existing(target: Element, recordId: string) {
    const record = await repo.getRecord(target.app.applicationId, target.element.key, recordId);
    if (!record) throw new NotFound('No such record.');
    return record;
  }

  /** A record as the API answers it: its files with their signed URLs. */
  const view = async (target: Element, record: Repository.StoredRecord, now: Date): Promise<RecordView> => ({
    recordId: record.recordId,
    values: await files.valuesWithUrls(target.element.form, target.projectId, target.app.applicationId, record.values, now),
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...(record.sample ? { sample: true } : {}),
  });

  /**
   * Checks the values against the element's form; the problems are field details of one 400. File values are
   * upload ids, read here: only checked uploads of the same field that no other record holds (`before`'s own stay).
   */
  async function checked(
    target: Element,
    raw: Readonly<Record<string, unknown>>,
    before: Repository.StoredRecord | undefined,
    now: Date,
    options: { dropUnknownFiles?: boolean } = {},
  ) {
    const { form } = target.element;
    const { resolve } = await files.resolverFor(
      {
        projectId: target.projectId,
        applicationId: target.app.applicationId,
        element: target.element.key,
        ...(before ? { recordId: before.recordId } : {}),
        held: new Set(files.heldUploads(form, before?.values)),
        now,
      },
      uploadIdsIn(form, raw),
    );
    // A restore keeps the files of the old version that still exist, and leaves out those deleted since.
    const sent = options.dropUnknownFiles ? withoutUnknownFiles(target, raw, resolve) : raw;
    const { values, issues } = checkValues(form, target.languages, sent, resolve);
    if (issues.length) throw new Validation(issues);
    if (Buffer.byteLength(JSON.stringify(values), 'utf8') > RECORD_MAX_BYTES) throw new ItemTooLarge();
    return values;
  }

  function withoutUnknownFiles(target: Element, raw: Readonly<Record<string, unknown>>, resolve: FileResolver) {
    const out: Record<string, unknown> = { ...raw };
    for (const field of target.element.form.fields) {
      const sent = raw[field.key];
      if ((field.type !== 'file' && field.type !== 'gallery') || !Array.isArray(sent)) continue;
      out[field.key] = sent.filter((item) => typeof resolve(field, (item as { uploadId?: string })?.uploadId ?? '') !== 'string');
    }
    return out;
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
      case 'fileTaken':
        // Another save attached that upload first.
        throw new Validation([{ field: error.ref ? `values.${error.ref}` : 'values', message: 'validation.fileUnknown' }]);
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
      // Sample data stays sample data when someone edits it (its removal still finds it).
      ...(before?.sample ? { sample: true } : {}),
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
    const { form } = target.element;
    const held = new Set(files.heldUploads(form, before?.values));
    const kept = new Set(files.heldUploads(form, values));
    const attach = attachments(form, values, held);
    const dropped = [...held].filter((id) => !kept.has(id));
    if (attach.length > NEW_FILES_PER_SAVE) {
      throw new Validation([
        { field: `values.${attach[0]!.field}`, message: 'validation.tooManyNewFiles', params: { count: NEW_FILES_PER_SAVE } },
      ]);
    }
    // Tagged before the transaction: a save that then fails leaves an object that never expires, never a record
    // whose file expires.
    if (attach.length)
      await files.attachObjects(
        target.projectId,
        target.app.applicationId,
        attach.map((item) => item.uploadId),
      );
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
      await repo.writeRecord({ projectId: target.projectId, before, after, rows, version, attach });
    } catch (error) {
      refused(target, error, values);
    }
    if (dropped.length) await deleteFiles(target, after.recordId, dropped, caller, now);
    return after;
  }

  /** The uploads a save attaches (those the record did not hold), with their field. */
  function attachments(form: FormConfig, values: Readonly<Record<string, unknown>>, held: ReadonlySet<string>) {
    return form.fields.flatMap((field) =>
      files
        .storedFiles(values[field.key])
        .filter((file) => !held.has(file.uploadId))
        .map((file) => ({ uploadId: file.uploadId, field: field.key })),
    );
  }

  /** Queues the deletion of files a record no longer holds (the record's write has committed: they are unreachable). */
  async function deleteFiles(target: Element, recordId: string, uploadIds: readonly string[], caller: Caller, now: Date) {
    await startJob(
      {
        type: 'deleteUploads',
        ownerId: caller.customerId,
        projectId: target.projectId,
        input: { applicationId: target.app.applicationId, recordId, uploadIds },
      },
      now,
    );
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
      now: Date,
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
      // File columns: each preview gets its signed URL (signing is local: no request).
      const fileColumns = form.fields.filter(
        (field) => (field.type === 'file' || field.type === 'gallery') && table.columns.includes(field.key),
      );
      const withPreviews = async (cells: Record<string, unknown>) => {
        if (fileColumns.length === 0) return cells;
        const out = { ...cells };
        for (const field of fileColumns) {
          out[field.key] = await files.cellWithPreviews(target.projectId, target.app.applicationId, cells[field.key], now);
        }
        return out;
      };
      return {
        items: await Promise.all(
          items.map(async (row) => ({
            recordId: row.recordId,
            values: await withPreviews(row.cells),
            version: row.version,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
            ...(row.sample ? { sample: true } : {}),
          })),
        ),
        cursor: next ? encodeListCursor(list, next) : null,
        searchStoppedEarly: stoppedEarly,
        reindexJobId: target.element.reindexJobId ?? null,
      };
    },

    async create(caller: Caller, input: ElementRef & { values: Record<string, unknown> }, now: Date): Promise<RecordView> {
      const target = await elementFor(caller, input, 'write');
      const values = await checked(target, input.values, undefined, now);
      return view(target, await save(target, undefined, values, caller, now), now);
    },

    async get(caller: Caller, input: ElementRef & { recordId: string }, now: Date): Promise<RecordDetail> {
      const target = await elementFor(caller, input, 'read');
      const record = await existing(target, input.recordId);
      return { ...(await view(target, record, now)), versionCount: Math.min(record.version, VERSIONS_KEPT), updatedBy: record.updatedBy };
    },

    async update(
      caller: Caller,
      input: ElementRef & { recordId: string; values: Record<string, unknown>; version: number },
      now: Date,
    ): Promise<RecordView> {
      const target = await elementFor(caller, input, 'write');
      const before = await existing(target, input.recordId);
      if (before.version !== input.version) throw new Conflict('The record changed since you loaded it.');
      const values = await checked(target, input.values, before, now);
      await checkNoCycle(target, before.recordId, values);
      return view(target, await save(target, before, values, caller, now), now);
    },

    async remove(caller: Caller, input: ElementRef & { recordId: string }, now: Date): Promise<void> {
      const target = await elementFor(caller, input, 'write');
      let held: string[] = [];
      for (let attempt = 0; ; attempt++) {
        const before = await existing(target, input.recordId);
        held = files.heldUploads(target.element.form, before.values);
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
      if (held.length) await deleteFiles(target, input.recordId, held, caller, now);
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
      const kept = Object.fromEntries(Object.entries(old.values).filter(([key]) => known.has(key)));
      const values = await checked(target, kept, before, now, { dropUnknownFiles: true });
      await checkNoCycle(target, before.recordId, values);
      return view(target, await save(target, before, values, caller, now, input.versionNumber), now);
    },

    /**
     * A record's stored values and its name (the text of its list's first column that has one, files aside; '' when none), for
     * the uploads domain's link page (no caller: the link was checked).
     */
    async recordForLink(projectId: string, applicationId: string, element: string, recordId: string) {
      const [record, config] = await Promise.all([
        repo.getRecord(applicationId, element, recordId),
        applications.elementConfig(projectId, applicationId, element),
      ]);
      if (!record || record.projectId !== projectId || !config) return undefined;
      const name =
        config.table.columns
          .map((column) => config.form.fields.find((field) => field.key === column))
          .map((field) => (field && !isFileType(field.type) ? displayText(field, record.values[field.key], config.languages).trim() : ''))
          .find((text) => text !== '') ?? '';
      return { values: record.values, name: name.length > 80 ? `${name.slice(0, 79)}…` : name };
    },

    /**
     * Adds a checked upload to a record's file or gallery field on behalf of an upload link (the link is the
     * credential; `as` is the link's creator, who owns any job this starts): a new version saved by
     * UPLOAD_LINK_AUTHOR. A concurrent save is retried; only the field itself is checked (a full gallery → 400).
     */
    async attachThroughLink(
      ref: ElementRef & { recordId: string; field: string; uploadId: string },
      as: Pick<Caller, 'customerId'>,
      now: Date,
    ): Promise<{ version: number; files: StoredFile[] }> {
      const config = await applications.elementConfig(ref.projectId, ref.applicationId, ref.element);
      const field = config?.form.fields.find((candidate) => candidate.key === ref.field && isFileType(candidate.type));
      if (!config || !field) throw new NotFound('No such field.');
      const target = {
        app: { applicationId: ref.applicationId },
        element: { key: ref.element, form: config.form, table: config.table, version: config.version },
        languages: config.languages,
        projectId: ref.projectId,
      } as unknown as Element;
      const caller: Caller = { customerId: as.customerId, email: UPLOAD_LINK_AUTHOR, sessionId: '' };
      for (let attempt = 0; ; attempt++) {
        const before = await existing(target, ref.recordId);
        const current = files.storedFiles(before.values[field.key]);
        if (current.some((file) => file.uploadId === ref.uploadId)) return { version: before.version, files: current };
        const next = field.type === 'file' ? [ref.uploadId] : [...current.map((file) => file.uploadId), ref.uploadId];
        const single = { ...target, element: { ...target.element, form: { ...config.form, fields: [field] } } } as Element;
        const checkedField = await checked(single, { [field.key]: next.map((uploadId) => ({ uploadId })) }, before, now);
        try {
          const after = await save(target, before, { ...before.values, ...checkedField }, caller, now);
          return { version: after.version, files: files.storedFiles(after.values[field.key]) };
        } catch (error) {
          if (!(error instanceof Conflict) || attempt >= WRITE_ATTEMPTS) throw error;
          await backoff(attempt);
        }
      }
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
      await repo.removeApplicationRights(job.projectId, applicationId);
      return repo.purgeApplicationRecords(job.projectId, applicationId, ctx.remainingMs);
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
export type RecordsService = ReturnType<typeof recordsService>;

/** What an upload id stands for in a save (the uploads domain builds it). */
export type { FileResolver } from './values';
/** Issue 15: the one HTML allowlist, also applied by the public read API (functions/webapps). */
export { sanitizeRichText } from './values';
/** The records' raw page read (ids and values in id order, nothing parsed): other domains' read-only views use it (published sites). */
export { recordsPage as recordValuesPage } from './exports/source';
