import type { Language } from '../../shared/constants';
import type { AccessLevel } from '../../shared/projects';
import type { ApplicationsService } from '../applications/service';
import { NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { startJob } from '../lib/jobs';
import type { RecordFiles } from './files';
import type * as Repository from './repository';
import type { RecordElement } from './saved-record';

/** What the records service works with (service.ts), and the element a request is about. */

export interface RecordsDeps {
  /** The records' reads and writes (the jobs' purges and re-index writes are not the API's). */
  readonly repository: Pick<
    typeof Repository,
    'getRecord' | 'writeRecord' | 'queryRows' | 'listVersions' | 'getVersion' | 'deleteVersions' | 'RecordWriteRefused'
  >;
  /** The one access check (docs/architecture.md, "Access") comes from the applications domain. */
  readonly applications: Pick<ApplicationsService, 'elementAccess'>;
  /** Files of file and gallery fields (files.ts): what a save may reference, signed URLs. */
  readonly files: RecordFiles;
  /** Files a save drops, or a deleted record held, are deleted by the `deleteUploads` job. */
  readonly startJob: typeof startJob;
}

/** Attempts of a write that meets concurrent ones before the conflict is answered. */
export const WRITE_ATTEMPTS = 3;

export interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/** The element of a request, once the caller's access to it is checked, with the project's languages. */
export async function elementFor(applications: RecordsDeps['applications'], caller: Caller, ref: ElementRef, wanted: AccessLevel) {
  // Records are read by GETs only: those may reuse a decision of the last seconds (lists page after page).
  const { access, app, element } = await applications.elementAccess(caller, ref, wanted, wanted === 'read');
  return { app, element, languages: access.project.languages as readonly Language[], projectId: ref.projectId };
}
export type Element = Awaited<ReturnType<typeof elementFor>>;

/** The stored record of the element (none → 404). */
export async function existing(repository: RecordsDeps['repository'], target: Element, recordId: string) {
  const record = await repository.getRecord(target.app.applicationId, target.element.key, recordId);
  if (!record) throw new NotFound('No such record.');
  return record;
}

/** The element as the stored record's builder needs it (saved-record.ts). */
export const recordElementOf = (target: Element): RecordElement => ({
  projectId: target.projectId,
  applicationId: target.app.applicationId,
  elementKey: target.element.key,
  form: target.element.form,
  table: target.element.table,
  languages: target.languages,
  indexVersion: target.element.version ?? 1,
});

export const isFileType = (type: string) => type === 'file' || type === 'gallery';
