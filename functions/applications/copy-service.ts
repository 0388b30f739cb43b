import type { CopyApplicationsRequest } from '../../shared/schemas/copies';
import { requireApplicationLevel, requireProject, requireProjectLevel } from '../lib/access/access';
import { backoff } from '../lib/backoff';
import { NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { copyTitle } from './copy-title';
import type { ApplicationsDeps, ApplicationsRepository } from './deps-types';
import type { ApplicationItem } from './repository';
import { CREATE_ATTEMPTS, READABLE_SLUG_ATTEMPTS, randomSlugFor, slugFor } from './slug';

/**
 * Duplication of applications across projects: the request that starts the copyApplications job
 * (functions/records/copies/), and the job's last step, which creates each copy.
 */
export function copiesService(deps: ApplicationsDeps) {
  const { repository: repo, startJob: start } = deps;
  return {
    /**
     * Starts the copy of applications into a project: full level on every source application and on the destination
     * project (none → 404, too low → 403). The source may be the destination (a copy beside the original).
     */
    async copy(caller: Caller, input: CopyApplicationsRequest, now: Date): Promise<{ jobId: string }> {
      const source = await requireProject(caller, input.sourceProjectId);
      for (const applicationId of input.applicationIds) {
        requireApplicationLevel(source, applicationId, 'full');
        if (!(await repo.getApplication(input.sourceProjectId, applicationId))) throw new NotFound('No such application.');
      }
      const destination =
        input.destinationProjectId === input.sourceProjectId ? source : await requireProject(caller, input.destinationProjectId);
      requireProjectLevel(destination, 'full');
      const jobId = await start(
        {
          type: 'copyApplications',
          ownerId: caller.customerId,
          projectId: input.destinationProjectId,
          input: { ...input, author: caller.email },
        },
        now,
      );
      return { jobId };
    },

    ...copyCreation(deps),
  };
}

/** The repository calls of a copy's creation. */
type CopyRepository = Pick<
  ApplicationsRepository,
  | 'getApplication'
  | 'copyTitlesVersion'
  | 'listApplications'
  | 'takenSlugs'
  | 'createApplication'
  | 'ProjectGone'
  | 'WriteConflict'
  | 'CopyTitlesChanged'
  | 'SlugTaken'
>;

/** What the copy job (functions/records/copies/) asks of applications: the creation of each copy. */
export function copyCreation({ repository: repo }: { readonly repository: CopyRepository }) {
  return {
    /**
     * The last step of a copy: the new application item, its slug guard, element configs (version 1) and counters
     * (`counts`, `samples`: what the job wrote) in one transaction, so that the copy appears whole or not at all. The
     * title is the source's, or "… (copie)" when the destination has it. Copies racing into one project never share a
     * title: the transaction also moves the project's copy-title guard from the version read before the titles, so a
     * copy created in between cancels it and the next attempt picks the next suffix. Idempotent: once the id exists,
     * it is answered as it is. Undefined when the destination project is gone.
     */
    async createCopy(
      destinationProjectId: string,
      source: ApplicationItem,
      copy: { applicationId: string; counts: Record<string, number>; samples: Record<string, number> },
      now: Date,
    ): Promise<{ applicationId: string; slug: string; title: string } | undefined> {
      const done = async () => {
        const existing = await repo.getApplication(destinationProjectId, copy.applicationId);
        return existing && { applicationId: existing.applicationId, slug: existing.slug, title: existing.title };
      };
      const already = await done();
      if (already) return already;
      let slugCollisions = 0;
      for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
        // The guard first: a copy created after this read changes it, even if the listing below already shows it.
        const copyTitles = await repo.copyTitlesVersion(destinationProjectId);
        const title = copyTitle(
          source.title,
          (await repo.listApplications(destinationProjectId)).map((app) => app.title),
        );
        const base = title || source.kind;
        const slug =
          slugCollisions < READABLE_SLUG_ATTEMPTS ? slugFor(base, await repo.takenSlugs(destinationProjectId)) : randomSlugFor(base);
        const application: ApplicationItem = {
          projectId: destinationProjectId,
          applicationId: copy.applicationId,
          kind: source.kind,
          slug,
          title,
          description: source.description,
          url: source.url,
          ...(source.catalogueOptions ? { catalogueOptions: source.catalogueOptions } : {}),
          elements: source.elements.map(({ key, name, form, table }) => ({ key, name, form, table, version: 1 })),
          counts: Object.fromEntries(source.elements.map(({ key }) => [key, copy.counts[key] ?? 0])),
          samples: Object.fromEntries(source.elements.map(({ key }) => [key, copy.samples[key] ?? 0])),
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          version: 1,
        };
        try {
          await repo.createApplication(application, { copyTitles });
          return { applicationId: copy.applicationId, slug, title };
        } catch (error) {
          if (error instanceof repo.ProjectGone) return undefined;
          // A replay whose first attempt wrote the copy before it crashed: the application exists.
          const written = await done();
          if (written) return written;
          // Another copy took a title (or a slug) since they were read: wait a little, so that racers spread out.
          if (error instanceof repo.WriteConflict || error instanceof repo.CopyTitlesChanged) await backoff(attempt);
          else if (error instanceof repo.SlugTaken) slugCollisions++;
          else throw error;
        }
      }
      throw new Error('Could not create the copy in time; the step is retried.');
    },
  };
}
