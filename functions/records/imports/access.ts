import type { Language } from '../../../shared/constants';
import type { AccessLevel } from '../../../shared/projects';
import type { ApplicationsService } from '../../applications/service';
import { NotFound } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import type { getJob as GetJob } from '../../lib/job-store';
import type { startJob as StartJob } from '../../lib/jobs';
import * as store from './store';

/** What the import requests work with (service.ts), and the element and import a request is about. */

export interface ImportsDeps {
  readonly applications: Pick<ApplicationsService, 'elementAccess'>;
  readonly startJob: typeof StartJob;
  readonly getJob: typeof GetJob;
}

export interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/** The element of a request, once the caller's access to it is checked, with the project's languages. */
export async function elementFor(applications: ImportsDeps['applications'], caller: Caller, ref: ElementRef, wanted: AccessLevel) {
  const { access, app, element } = await applications.elementAccess(caller, ref, wanted);
  return { app, element, languages: access.project.languages as readonly Language[], projectId: ref.projectId };
}
export type Target = Awaited<ReturnType<typeof elementFor>>;

/** An import of this element previewed by the caller (else 404: another's import is nobody's business). */
export async function importOf(caller: Caller, target: Target, importId: string) {
  const found = await store.getImport(target.app.applicationId, importId);
  if (!found || found.projectId !== target.projectId || found.element !== target.element.key || found.ownerId !== caller.customerId) {
    throw new NotFound('No such import.');
  }
  return found;
}
