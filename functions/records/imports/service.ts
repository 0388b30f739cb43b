import { ulid } from 'ulid';
import { IMPORT_MAX_BYTES, type ImportPreview, type ImportSource } from '../../../shared/schemas/imports';
import { isExpired } from '../../lib/db/keys';
import { NotFound } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import { importObjectKeys, objectSize, presignDownload, presignSource } from '../../lib/storage/import-objects';
import { type ElementRef, elementFor, type ImportsDeps, importOf } from './access';
import { commitImport } from './commit';
import { existingRecords } from './existing';
import { EMAIL_KEY } from './plan';
import { type PreviewInput, previewImport } from './preview';
import * as store from './store';

/**
 * CSV paste import (docs/api.md, "Import"): the sources of big pastes, the preview (preview.ts), the commit (commit.ts:
 * lock + job) and the error rows' download. The job that applies a plan is ./run.ts.
 */

/** A source's presigned POST is valid this long. */
const SOURCE_POST_SECONDS = 15 * 60;
const ERRORS_LINK_SECONDS = 300;

export function importsService({ applications, startJob, getJob }: ImportsDeps) {
  return {
    /** A presigned POST for a paste too big for the JSON body. */
    async source(caller: Caller, input: ElementRef & { size: number }, now: Date): Promise<ImportSource> {
      const target = await elementFor(applications, caller, input, 'write');
      const sourceId = ulid(now.getTime());
      const key = importObjectKeys.source(target.projectId, target.app.applicationId, sourceId);
      return { sourceId, ...(await presignSource(key, IMPORT_MAX_BYTES, SOURCE_POST_SECONDS, now)) };
    },

    /** Reads the paste, checks every row with the records rules and stores the plan; nothing is written to the records. */
    async preview(caller: Caller, input: ElementRef & PreviewInput, now: Date): Promise<ImportPreview> {
      const target = await elementFor(applications, caller, input, 'write');
      const importId = ulid(now.getTime());
      // The element's addresses are read while the paste is fetched and parsed.
      const existing = existingRecords(
        { emailGuards: store.emailGuards, recordsById: store.recordsById },
        target.app.applicationId,
        target.element.key,
        target.element.form.fields.some((candidate) => candidate.key === EMAIL_KEY),
      );
      try {
        return await previewImport(caller, target, input, existing, { importId, now });
      } finally {
        existing.cancel();
      }
    },

    /** Starts the job that applies the plan (202); again → the same job. One import per element at a time. */
    async commit(caller: Caller, input: ElementRef & { importId: string }, now: Date): Promise<{ jobId: string }> {
      const target = await elementFor(applications, caller, input, 'write');
      return commitImport({ startJob, getJob }, caller, target, input, now);
    },

    /** A short-lived link to the error rows' CSV (404 when the import has none). */
    async errors(caller: Caller, input: ElementRef & { importId: string }, now: Date): Promise<{ url: string; fileName: string }> {
      const target = await elementFor(applications, caller, input, 'read');
      const found = await importOf(caller, target, input.importId);
      if (isExpired(found, now)) throw new NotFound('No such import.');
      const key = importObjectKeys.errors(target.projectId, target.app.applicationId, input.importId);
      if ((await objectSize(key)) === undefined) throw new NotFound('This import has no error rows.');
      const fileName = `${target.element.key}-import-errors.csv`;
      return { url: await presignDownload(key, fileName, ERRORS_LINK_SECONDS, now), fileName };
    },
  };
}
