import { ulid } from 'ulid';
import {
  applyCatalogueOptionsTo,
  DEFAULT_CATALOGUE_OPTIONS,
  defaultElements,
  hasCatalogueOptions,
  kindSummaries,
  type ApplicationKind,
  type CatalogueOptions,
} from '../../shared/kinds';
import type { ApplicationDetail, ApplicationSummary } from '../../shared/project-views';
import { requireApplicationLevel, requireProject, requireProjectLevel } from '../lib/access/access';
import { backoff } from '../lib/backoff';
import { Conflict, NotFound, ServiceUnavailable } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { copiesService } from './copy-service';
import type { ApplicationsDeps } from './deps-types';
import { elementAccessService } from './element-access';
import { elementsService } from './element-service';
import type { ApplicationItem } from './repository';
import { resolveApplication } from './resolve';
import { CREATE_ATTEMPTS, READABLE_SLUG_ATTEMPTS, randomSlugFor, slugFor } from './slug';
import { storedApplications } from './stored';
import { applicationDetail, applicationSummaries } from './views';

/**
 * Applications of a project: kinds, list, create, view, edit, delete (configuring needs `full`); their builder
 * elements (./element-service.ts) and the access check on one (./element-access.ts); their copies (./copy-service.ts);
 * and what jobs and other domains read of them (./stored.ts).
 */
export function applicationsService(deps: ApplicationsDeps) {
  return {
    ...catalogue(deps),
    ...lifecycle(deps),
    ...storedApplications(deps),
    ...elementAccessService(deps),
    ...elementsService(deps),
    ...copiesService(deps),
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;

/** What a caller sees of a project's applications. */
function catalogue(deps: ApplicationsDeps) {
  const { repository: repo } = deps;
  const { summariesFor } = applicationSummaries(deps);

  return {
    kinds: () => ({ items: kindSummaries() }),

    async list(caller: Caller, projectId: string): Promise<{ items: ApplicationSummary[] }> {
      return { items: await summariesFor(await requireProject(caller, projectId)) };
    },

    summariesFor,

    async get(caller: Caller, projectId: string, ref: string): Promise<ApplicationDetail> {
      const access = await requireProject(caller, projectId);
      const app = await resolveApplication(repo, access, ref);
      return applicationDetail(app, access.levelOn(app.applicationId));
    },
  };
}

/** Creation, change and deletion of an application (`full` level). */
function lifecycle({ repository: repo, startJob: start }: ApplicationsDeps) {
  return {
    async create(
      caller: Caller,
      input: {
        projectId: string;
        kind: ApplicationKind;
        title: string;
        description: string;
        url: string;
        catalogueOptions?: CatalogueOptions;
      },
      now: Date,
    ): Promise<ApplicationDetail> {
      const access = await requireProject(caller, input.projectId);
      requireProjectLevel(access, 'full');
      const catalogueOptions = hasCatalogueOptions(input.kind) ? (input.catalogueOptions ?? DEFAULT_CATALOGUE_OPTIONS) : undefined;
      const elements = defaultElements(input.kind, catalogueOptions);
      const title = input.title || input.kind;
      for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
        // Readable slugs first (`speakers`, `speakers-2`); past two collisions, parallel creations of the same
        // title would keep choosing the same next number: a random suffix ends the race.
        const slug = attempt < READABLE_SLUG_ATTEMPTS ? slugFor(title, await repo.takenSlugs(input.projectId)) : randomSlugFor(title);
        const application = {
          projectId: input.projectId,
          applicationId: ulid(now.getTime()),
          kind: input.kind,
          slug,
          title: input.title,
          description: input.description,
          url: input.url,
          ...(catalogueOptions ? { catalogueOptions } : {}),
          elements,
          counts: Object.fromEntries(elements.map((element) => [element.key, 0])),
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          version: 1,
        };
        try {
          await repo.createApplication(application);
          return applicationDetail(application, 'full');
        } catch (error) {
          if (error instanceof repo.ProjectGone) throw new NotFound('No such project.');
          if (error instanceof repo.WriteConflict)
            await backoff(attempt); // a parallel creation held the project: again
          else if (!(error instanceof repo.SlugTaken)) throw error; // another creation took the slug: pick again
        }
      }
      throw new ServiceUnavailable(1, 'Could not create the application in time; try again.');
    },

    async update(
      caller: Caller,
      input: {
        projectId: string;
        applicationId: string;
        title?: string;
        description?: string;
        url?: string;
        catalogueOptions?: CatalogueOptions;
        version: number;
      },
      now: Date,
    ): Promise<ApplicationDetail> {
      const access = await requireProject(caller, input.projectId);
      const app = await resolveApplication(repo, access, input.applicationId);
      requireApplicationLevel(access, app.applicationId, 'full');
      const { projectId, applicationId: _ref, version, catalogueOptions, ...changes } = input;
      const optionChanges =
        hasCatalogueOptions(app.kind) && catalogueOptions
          ? { catalogueOptions, elements: applyCatalogueOptionsTo(app.elements, catalogueOptions) }
          : {};
      try {
        // Conditional on the version the caller saw: neither a lost update nor a rewrite over a builder save.
        const updated = await repo.updateApplication(projectId, app.applicationId, { ...changes, ...optionChanges }, now, version);
        return applicationDetail(updated, access.levelOn(app.applicationId));
      } catch (error) {
        if (error instanceof repo.StaleVersion) throw new Conflict('The application changed since you loaded it.');
        throw error;
      }
    },

    /** Deletes an application (full level); answers what was deleted, for its sockets (the DELETE route closes them). */
    async remove(caller: Caller, projectId: string, ref: string): Promise<Pick<ApplicationItem, 'applicationId' | 'kind'>> {
      const access = await requireProject(caller, projectId);
      const app = await resolveApplication(repo, access, ref);
      requireApplicationLevel(access, app.applicationId, 'full');
      if (!(await repo.deleteApplication(projectId, app.applicationId, app.slug))) throw new NotFound('No such application.');
      // Its records, versions and list rows go in the background.
      await start({ type: 'purgeApplication', ownerId: caller.customerId, projectId, input: { applicationId: app.applicationId } });
      return { applicationId: app.applicationId, kind: app.kind };
    },
  };
}
