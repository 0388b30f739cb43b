import type { AccessLevel } from '../../shared/projects';
import { isUlid } from '../../shared/schemas/common';
import { requireApplicationLevel, requireProject, type ProjectAccess } from '../lib/access/access';
import { readCache } from '../lib/cache/read-cache';
import { NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { ApplicationsRepository } from './deps-types';
import type { ApplicationItem } from './repository';
import { resolveApplication } from './resolve';

export interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/** The reads an access check makes: an application by id or by slug. */
export type AccessRepository = Pick<ApplicationsRepository, 'getApplication' | 'findApplicationIdBySlug'>;

/**
 * Read decisions on one application by id, reused by GETs for a few seconds (functions/lib/cache/read-cache.ts). A pure
 * build: the functions that import the applications' wiring and never check an element's access do not keep it.
 */
const recentReads = /* @__PURE__ */ readCache<{ access: ProjectAccess; app: ApplicationItem }>();

/** The application and one of its builder elements, at the wanted level (none → 404, too low → 403). */
export function elementOfFor(repo: AccessRepository) {
  return async function elementOf(caller: Caller, ref: ElementRef, wanted: AccessLevel, reuseRecent = false) {
    let access: ProjectAccess;
    let app: ApplicationItem;
    if (isUlid(ref.applicationId)) {
      // By id (the records screens' hot path): the access reads and the application's Query run together.
      const read = async () => {
        const [granted, found] = await Promise.all([
          requireProject(caller, ref.projectId, ref.applicationId),
          repo.getApplication(ref.projectId, ref.applicationId),
        ]);
        if (!found || granted.levelOn(found.applicationId) === 'none') throw new NotFound('No such application.');
        return { access: granted, app: found };
      };
      // A GET by id within seconds of another (a list's pages, a record after the list) may reuse an allowed
      // decision (a refusal is an error: never kept).
      const key = `${caller.customerId}/${ref.projectId}/${ref.applicationId}`;
      ({ access, app } = reuseRecent && wanted === 'read' ? await recentReads.remember(key, read, () => true) : await read());
    } else {
      access = await requireProject(caller, ref.projectId);
      app = await resolveApplication(repo, access, ref.applicationId);
    }
    requireApplicationLevel(access, app.applicationId, wanted);
    const elements = app.elements;
    const index = elements.findIndex((candidate) => candidate.key === ref.element);
    if (index < 0) throw new NotFound('No such builder element.');
    return { access, app, element: elements[index]!, index };
  };
}

/**
 * What the records domain (and the uploads domain) asks of applications for a caller: the one access check on a builder
 * element, and the counts of the sample data overview. A service of its own, on two repository reads: the records
 * functions bundle it and not the applications' lifecycle, kinds and builder rules (service.ts).
 */
export function elementAccessService({ repository: repo }: { readonly repository: AccessRepository }) {
  const elementOf = elementOfFor(repo);
  return {
    /**
     * The one access check of the records domain: an element of an application, at the wanted level. `reuseRecent`:
     * a GET may decide on a decision up to a few seconds old (functions/lib/cache/read-cache.ts); writes read afresh.
     */
    async elementAccess(caller: Caller, ref: ElementRef, wanted: AccessLevel, reuseRecent = false) {
      const { access, app, element } = await elementOf(caller, ref, wanted, reuseRecent);
      return { access, app, element };
    },

    /** Per element of an application, its records and how many are sample data (read level: the sample data overview). */
    async sampleCounts(caller: Caller, ref: { projectId: string; applicationId: string }) {
      const access = await requireProject(caller, ref.projectId);
      const app = await resolveApplication(repo, access, ref.applicationId);
      requireApplicationLevel(access, app.applicationId, 'read');
      return app.elements.map(({ key }) => ({ key, count: app.counts[key] ?? 0, samples: app.samples?.[key] ?? 0 }));
    },
  };
}
