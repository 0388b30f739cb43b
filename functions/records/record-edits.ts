import type { RecordView } from '../../shared/schemas/records';
import { backoff } from '../lib/backoff';
import { AppError, Conflict, NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type ElementRef, elementFor, existing, type RecordsDeps, WRITE_ATTEMPTS } from './context';
import { recordView } from './record-reads';
import { checkedValues, checkNoCycle, deleteFiles, refused, saveRecord } from './record-save';

/** The writes of records by people: create, update, delete, and the restore of an old version. */
export function recordEdits(deps: RecordsDeps) {
  const { repository, applications, files, startJob } = deps;
  return {
    async create(caller: Caller, input: ElementRef & { values: Record<string, unknown> }, now: Date): Promise<RecordView> {
      const target = await elementFor(applications, caller, input, 'write');
      const values = await checkedValues(files, target, input.values, undefined, now);
      return recordView(files, target, await saveRecord(deps, target, undefined, values, caller, now), now);
    },

    async update(
      caller: Caller,
      input: ElementRef & { recordId: string; values: Record<string, unknown>; version: number },
      now: Date,
    ): Promise<RecordView> {
      const target = await elementFor(applications, caller, input, 'write');
      const before = await existing(repository, target, input.recordId);
      if (before.version !== input.version) throw new Conflict('The record changed since you loaded it.');
      const values = await checkedValues(files, target, input.values, before, now);
      await checkNoCycle(repository, target, before.recordId, values);
      return recordView(files, target, await saveRecord(deps, target, before, values, caller, now), now);
    },

    async remove(caller: Caller, input: ElementRef & { recordId: string }, now: Date): Promise<void> {
      const target = await elementFor(applications, caller, input, 'write');
      let held: string[] = [];
      for (let attempt = 0; ; attempt++) {
        const before = await existing(repository, target, input.recordId);
        held = files.heldUploads(target.element.form, before.values);
        if ((before.usedBy ?? 0) > 0) {
          throw new AppError(409, 'CATEGORY_IN_USE', `${before.usedBy} records use this category.`, [
            { field: 'recordId', message: 'errors.CATEGORY_IN_USE', params: { count: before.usedBy ?? 0 } },
          ]);
        }
        try {
          await repository.writeRecord({ projectId: target.projectId, before });
          break;
        } catch (error) {
          // Saved or newly used meanwhile: read it again and decide again.
          if (error instanceof repository.RecordWriteRefused && error.reason === 'stale' && attempt < WRITE_ATTEMPTS) {
            await backoff(attempt);
            continue;
          }
          refused(repository, target, error);
        }
      }
      if (held.length) await deleteFiles(startJob, target, input.recordId, held, caller, now);
      await repository.deleteVersions(target.app.applicationId, target.element.key, input.recordId);
    },

    /** Saves an old version's values as a new version (checked against today's form: a restore is a save). */
    async restore(
      caller: Caller,
      input: ElementRef & { recordId: string; versionNumber: number; version: number },
      now: Date,
    ): Promise<RecordView> {
      const target = await elementFor(applications, caller, input, 'write');
      const before = await existing(repository, target, input.recordId);
      if (before.version !== input.version) throw new Conflict('The record changed since you loaded it.');
      const old = await repository.getVersion(target.app.applicationId, target.element.key, input.recordId, input.versionNumber);
      if (!old) throw new NotFound('No such version.');
      const known = new Set(target.element.form.fields.map((field) => field.key));
      const kept = Object.fromEntries(Object.entries(old.values).filter(([key]) => known.has(key)));
      const values = await checkedValues(files, target, kept, before, now, { dropUnknownFiles: true });
      await checkNoCycle(repository, target, before.recordId, values);
      return recordView(files, target, await saveRecord(deps, target, before, values, caller, now, input.versionNumber), now);
    },
  };
}
