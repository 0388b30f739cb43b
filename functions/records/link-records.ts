import { type StoredFile, UPLOAD_LINK_AUTHOR } from '../../shared/schemas/uploads';
import { backoff } from '../lib/backoff';
import { Conflict, NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { ApplicationsService } from '../applications/service';
import { type Element, type ElementRef, existing, isFileType, type RecordsDeps, WRITE_ATTEMPTS } from './context';
import { displayText } from './list-index';
import { checkedValues, saveRecord } from './record-save';

/**
 * Records as upload links reach them (the uploads domain's link page; no caller: the link is the credential and was
 * checked): the record's name and files, and a file added to one of its fields.
 */
export function linkRecords(
  deps: Omit<RecordsDeps, 'applications'> & {
    /** The element's configuration: the link was checked, no caller's access is. */
    readonly applications: Pick<ApplicationsService, 'elementConfig'>;
  },
) {
  const { repository, applications, files } = deps;
  return {
    /**
     * A record's stored values and its name (the text of its list's first column that has one, files aside; '' when
     * none).
     */
    async recordForLink(projectId: string, applicationId: string, element: string, recordId: string) {
      const [record, config] = await Promise.all([
        repository.getRecord(applicationId, element, recordId),
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
     * Adds a checked upload to a record's file or gallery field on behalf of an upload link (`as` is the link's creator,
     * who owns any job this starts): a new version saved by UPLOAD_LINK_AUTHOR. A concurrent save is retried; only the
     * field itself is checked (a full gallery → 400).
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
        const before = await existing(repository, target, ref.recordId);
        const current = files.storedFiles(before.values[field.key]);
        if (current.some((file) => file.uploadId === ref.uploadId)) return { version: before.version, files: current };
        const next = field.type === 'file' ? [ref.uploadId] : [...current.map((file) => file.uploadId), ref.uploadId];
        const single = { ...target, element: { ...target.element, form: { ...config.form, fields: [field] } } } as Element;
        const checkedField = await checkedValues(files, single, { [field.key]: next.map((uploadId) => ({ uploadId })) }, before, now);
        try {
          const after = await saveRecord(deps, target, before, { ...before.values, ...checkedField }, caller, now);
          return { version: after.version, files: files.storedFiles(after.values[field.key]) };
        } catch (error) {
          if (!(error instanceof Conflict) || attempt >= WRITE_ATTEMPTS) throw error;
          await backoff(attempt);
        }
      }
    },
  };
}
