import { type RecordDetail, type RecordPage, type RecordVersionPage, type RecordView, VERSIONS_KEPT } from '../../shared/schemas/records';
import { Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type Element, type ElementRef, elementFor, existing, type RecordsDeps } from './context';
import { type ListInput, listPage } from './list-reader';
import type { StoredRecord } from './record-items';

/** Versions of a record answered per page. */
const VERSIONS_PAGE = 20;

/** A record as the API answers it: its files with their signed URLs. */
export const recordView = async (files: RecordsDeps['files'], target: Element, record: StoredRecord, now: Date): Promise<RecordView> => ({
  recordId: record.recordId,
  values: await files.valuesWithUrls(target.element.form, target.projectId, target.app.applicationId, record.values, now),
  version: record.version,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  ...(record.sample ? { sample: true } : {}),
});

/** The reads of records by people: a list page, a record, a record's history. */
export function recordReads(deps: RecordsDeps) {
  const { repository, applications, files } = deps;
  return {
    async list(caller: Caller, input: ElementRef & ListInput, now: Date): Promise<RecordPage> {
      const target = await elementFor(applications, caller, input, 'read');
      return listPage(deps, target, input, now);
    },

    async get(caller: Caller, input: ElementRef & { recordId: string }, now: Date): Promise<RecordDetail> {
      const target = await elementFor(applications, caller, input, 'read');
      const record = await existing(repository, target, input.recordId);
      return {
        ...(await recordView(files, target, record, now)),
        versionCount: Math.min(record.version, VERSIONS_KEPT),
        updatedBy: record.updatedBy,
      };
    },

    async versions(caller: Caller, input: ElementRef & { recordId: string; cursor?: string | undefined }): Promise<RecordVersionPage> {
      const target = await elementFor(applications, caller, input, 'read');
      await existing(repository, target, input.recordId);
      const after = input.cursor === undefined ? undefined : Number(input.cursor);
      if (after !== undefined && !(Number.isInteger(after) && after > 1 && String(after) === input.cursor)) {
        throw new Validation([{ field: 'cursor', message: 'validation.cursor' }]);
      }
      const page = await repository.listVersions(target.app.applicationId, target.element.key, input.recordId, {
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
  };
}
