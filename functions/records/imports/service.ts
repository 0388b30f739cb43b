import { ulid } from 'ulid';
import type { Language } from '../../../shared/constants';
import type { AccessLevel } from '../../../shared/projects';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_MINUTES,
  type ImportPreview,
  type ImportSeparator,
  type ImportSource,
} from '../../../shared/schemas/imports';
import type { ApplicationsService } from '../../applications/service';
import { ttlSeconds, isExpired } from '../../lib/db/keys';
import { AppError, NotFound, Validation } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import type { getJob as GetJob } from '../../lib/job-store';
import type { startJob as StartJob } from '../../lib/jobs';
import { getText, importObjectKeys, objectSize, presignDownload, presignSource, putText } from '../../lib/storage/import-objects';
import type { CategoryIndex } from '../csv/read-cell';
import { readCsv } from '../csv/read-csv';
import { categoryIndex, categoryNameField } from './categories';
import { errorsCsv } from './errors-csv';
import { existingRecords } from './existing';
import { buildPlan, EMAIL_KEY, mapHeader, type PlanRow } from './plan';
import * as store from './store';

/**
 * CSV paste import (issue 12; docs/api.md, "Import"): the sources of big pastes, the preview (plan), the commit (lock +
 * job) and the error rows' download. The job that applies a plan is ./run.ts.
 */

export interface ImportsDeps {
  readonly applications: Pick<ApplicationsService, 'elementAccess'>;
  readonly startJob: typeof StartJob;
  readonly getJob: typeof GetJob;
}

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

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

/** The most categories of one element a preview reads to name them (beyond, ids are still accepted). */
const CATEGORIES_READ = 10_000;
/** A source's presigned POST is valid this long. */
const SOURCE_POST_SECONDS = 15 * 60;
/** A committed import (its item and its objects) lives as long as the bucket's lifecycle keeps its objects. */
const COMMITTED_SECONDS = 24 * 3600;
/** A lock is taken over when its job has ended, is older than this, or was never started after LOCK_UNSTARTED_MS. */
const LOCK_MAX_MS = 2 * 3600_000;
const LOCK_UNSTARTED_MS = 60_000;
const ERRORS_LINK_SECONDS = 300;

export function importsService({ applications, startJob, getJob }: ImportsDeps) {
  async function elementFor(caller: Caller, ref: ElementRef, wanted: AccessLevel) {
    const { access, app, element } = await applications.elementAccess(caller, ref, wanted);
    return { app, element, languages: access.project.languages as readonly Language[], projectId: ref.projectId };
  }
  type Target = Awaited<ReturnType<typeof elementFor>>;

  /** An import of this element previewed by the caller (else 404: another's import is nobody's business). */
  async function importOf(caller: Caller, target: Target, importId: string) {
    const found = await store.getImport(target.app.applicationId, importId);
    if (!found || found.projectId !== target.projectId || found.element !== target.element.key || found.ownerId !== caller.customerId) {
      throw new NotFound('No such import.');
    }
    return found;
  }

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
        const { items, complete } = await store.categoryRecords(
          target.app.applicationId,
          element,
          categoryNameField(form),
          CATEGORIES_READ,
        );
        out.set(element, categoryIndex(items, target.languages, complete));
      }),
    );
    return out;
  }

  return {
    /** A presigned POST for a paste too big for the JSON body. */
    async source(caller: Caller, input: ElementRef & { size: number }, now: Date): Promise<ImportSource> {
      const target = await elementFor(caller, input, 'write');
      const sourceId = ulid(now.getTime());
      const key = importObjectKeys.source(target.projectId, target.app.applicationId, sourceId);
      return { sourceId, ...(await presignSource(key, IMPORT_MAX_BYTES, SOURCE_POST_SECONDS, now)) };
    },

    /** Reads the paste, checks every row with the records rules and stores the plan; nothing is written to the records. */
    async preview(
      caller: Caller,
      input: ElementRef & { lang: 'fr' | 'en' } & ({ csv: string } | { sourceId: string }),
      now: Date,
    ): Promise<ImportPreview> {
      const target = await elementFor(caller, input, 'write');
      const applicationId = target.app.applicationId;
      const importId = ulid(now.getTime());
      const { form } = target.element;
      // The element's addresses are read while the paste is fetched and parsed.
      const existing = existingRecords(
        { emailGuards: store.emailGuards, recordsById: store.recordsById },
        applicationId,
        target.element.key,
        form.fields.some((candidate) => candidate.key === EMAIL_KEY),
      );
      try {
        return await previewWith(existing);
      } finally {
        existing.cancel();
      }

      async function previewWith(existing: ReturnType<typeof existingRecords>): Promise<ImportPreview> {
        let text: string;
        let sourceKey: string;
        const field = 'csv' in input ? 'csv' : 'sourceId';
        if ('csv' in input) {
          text = input.csv;
          sourceKey = importObjectKeys.source(target.projectId, applicationId, importId);
        } else {
          sourceKey = importObjectKeys.source(target.projectId, applicationId, input.sourceId);
          // The POST policy caps the size; the real size is checked again before the object is read whole.
          const size = await objectSize(sourceKey);
          if (size === undefined) throw new Validation([{ field, message: 'validation.importSource' }]);
          if (size > IMPORT_MAX_BYTES) throw new Validation([{ field, message: 'validation.importTooLarge' }]);
          const source = await getText(sourceKey);
          if (!source) throw new Validation([{ field, message: 'validation.importSource' }]);
          if (source.bytes > IMPORT_MAX_BYTES) throw new Validation([{ field, message: 'validation.importTooLarge' }]);
          text = source.text;
        }
        const csv = readCsv(text, { maxRows: IMPORT_MAX_ROWS });
        if (csv.tooManyRows) throw new Validation([{ field, message: 'validation.importTooManyRows' }]);
        if (csv.header.length === 0 || csv.rows.length === 0) throw new Validation([{ field, message: 'validation.importEmpty' }]);
        const { columns } = mapHeader(form, target.languages, csv.header);
        if (columns.every((column) => column === undefined)) throw new Validation([{ field, message: 'validation.importNoColumn' }]);
        const emailColumn = columns.findIndex((column) => column?.field.key === EMAIL_KEY);
        existing.addresses(
          new Set(emailColumn < 0 ? [] : csv.rows.map((row) => (row.cells[emailColumn] ?? '').trim().toLowerCase()).filter(Boolean)),
        );
        const plan = await buildPlan({
          form,
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
        const errorRows = plan.rows.flatMap((row) => (row.action === 'error' ? [{ cells: row.cells, errors: row.errors }] : []));
        await Promise.all([
          'csv' in input ? putText(sourceKey, text, 'text/csv; charset=utf-8') : undefined,
          putText(importObjectKeys.plan(target.projectId, applicationId, importId), JSON.stringify(stored), 'application/json'),
          errorRows.length
            ? putText(
                importObjectKeys.errors(target.projectId, applicationId, importId),
                errorsCsv(csv.header, errorRows, input.lang),
                'text/csv; charset=utf-8',
              )
            : undefined,
        ]);
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
    },

    /** Starts the job that applies the plan (202); again → the same job. One import per element at a time. */
    async commit(caller: Caller, input: ElementRef & { importId: string }, now: Date): Promise<{ jobId: string }> {
      const target = await elementFor(caller, input, 'write');
      const applicationId = target.app.applicationId;
      const element = target.element.key;
      const found = await importOf(caller, target, input.importId);
      if (found.jobId) return { jobId: found.jobId };
      if (isExpired(found, now)) throw new AppError(410, 'IMPORT_EXPIRED', 'This preview expired; paste the data again.');
      const lock: store.ImportLock = {
        applicationId,
        element,
        importId: input.importId,
        takenAt: now.toISOString(),
        expiresAt: ttlSeconds(new Date(now.getTime() + COMMITTED_SECONDS * 1000)),
      };
      if (!(await takeLock(lock, now))) {
        // The same import committed twice at once: the other request starts the job.
        const held = await store.getLock(applicationId, element);
        if (held?.importId === input.importId) {
          for (let wait = 0; wait < 20; wait++) {
            const again = await store.getImport(applicationId, input.importId);
            if (again?.jobId) return { jobId: again.jobId };
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        throw new AppError(409, 'IMPORT_RUNNING', 'Another import of this element is running.');
      }
      const jobId = await startJob(
        {
          type: 'importRecords',
          ownerId: caller.customerId,
          projectId: target.projectId,
          input: { applicationId, element, importId: input.importId, author: caller.email },
        },
        now,
      );
      await store.setLockJob(applicationId, element, input.importId, jobId);
      await store.setImportJob(applicationId, input.importId, jobId, now, ttlSeconds(new Date(now.getTime() + COMMITTED_SECONDS * 1000)));
      return { jobId };
    },

    /** A short-lived link to the error rows' CSV (404 when the import has none). */
    async errors(caller: Caller, input: ElementRef & { importId: string }, now: Date): Promise<{ url: string; fileName: string }> {
      const target = await elementFor(caller, input, 'read');
      const found = await importOf(caller, target, input.importId);
      if (isExpired(found, now)) throw new NotFound('No such import.');
      const key = importObjectKeys.errors(target.projectId, target.app.applicationId, input.importId);
      if ((await objectSize(key)) === undefined) throw new NotFound('This import has no error rows.');
      const fileName = `${target.element.key}-import-errors.csv`;
      return { url: await presignDownload(key, fileName, ERRORS_LINK_SECONDS, now), fileName };
    },
  };

  /** Takes the element's lock, taking over one whose import is over (its job ended) or abandoned. */
  async function takeLock(lock: store.ImportLock, now: Date): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await store.takeLock(lock)) return true;
      const held = await store.getLock(lock.applicationId, lock.element);
      if (!held) continue; // released meanwhile
      if (held.importId === lock.importId) return false;
      const age = now.getTime() - new Date(held.takenAt).getTime();
      let over = age > LOCK_MAX_MS || (!held.jobId && age > LOCK_UNSTARTED_MS);
      if (!over && held.jobId) {
        const job = await getJob(held.jobId);
        over = !job || job.status === 'succeeded' || job.status === 'failed';
      }
      if (!over) return false;
      if (await store.takeLock(lock, held)) return true;
    }
    return false;
  }
}
