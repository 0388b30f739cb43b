import { ulid } from 'ulid';
import {
  applyCatalogueOptionsTo,
  DEFAULT_CATALOGUE_OPTIONS,
  defaultElements,
  kindSummaries,
  type ApplicationKind,
  type BuilderElement,
  type CatalogueOptions,
} from '../../shared/kinds';
import type { ApplicationDetail, ApplicationSummary } from '../../shared/project-views';
import {
  requireApplicationLevel,
  requireProject,
  requireProjectLevel,
  type ProjectAccess,
} from '../lib/access/access';
import { Conflict, NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import * as repo from './repository';
import { slugFor } from './slug';
import { applicationDetail, applicationSummary } from './views';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

async function resolve(access: ProjectAccess, ref: string) {
  const projectId = access.project.projectId;
  const applicationId = ULID.test(ref) ? ref : await repo.findApplicationIdBySlug(projectId, ref);
  const app = applicationId ? await repo.getApplication(projectId, applicationId) : undefined;
  // An application the caller has no level on is as absent as one that does not exist.
  if (!app || access.levelOn(app.applicationId) === 'none') throw new NotFound('No such application.');
  return app;
}

/** Applications of a project: kinds, list, create, view, edit, delete (configuring needs `full`). */
export const applications = {
  kinds: () => ({ items: kindSummaries() }),

  async list(caller: Caller, projectId: string): Promise<{ items: ApplicationSummary[] }> {
    const access = await requireProject(caller, projectId);
    const items = (await repo.listApplications(projectId))
      .map((app) => applicationSummary(app, access.levelOn(app.applicationId)))
      .filter((app) => app.level !== 'none');
    return { items };
  },

  async create(
    caller: Caller,
    input: { projectId: string; kind: ApplicationKind; title: string; description: string; url: string; catalogueOptions?: CatalogueOptions },
    now: Date,
  ): Promise<ApplicationDetail> {
    const access = await requireProject(caller, input.projectId);
    requireProjectLevel(access, 'full');
    const catalogueOptions = input.kind === 'catalogue' ? (input.catalogueOptions ?? DEFAULT_CATALOGUE_OPTIONS) : undefined;
    const elements = defaultElements(input.kind, catalogueOptions);
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = slugFor(input.title || input.kind, await repo.takenSlugs(input.projectId));
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
        if (!(error instanceof repo.SlugTaken)) throw error; // another creation took the slug: pick again
      }
    }
    throw new Conflict('Could not choose a free address for the application.');
  },

  async get(caller: Caller, projectId: string, ref: string): Promise<ApplicationDetail> {
    const access = await requireProject(caller, projectId);
    const app = await resolve(access, ref);
    return applicationDetail(app, access.levelOn(app.applicationId));
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
      version?: number;
    },
    now: Date,
  ): Promise<ApplicationDetail> {
    const access = await requireProject(caller, input.projectId);
    const app = await resolve(access, input.applicationId);
    requireApplicationLevel(access, app.applicationId, 'full');
    const { projectId, applicationId: _ref, version, catalogueOptions, ...changes } = input;
    const optionChanges =
      app.kind === 'catalogue' && catalogueOptions
        ? { catalogueOptions, elements: applyCatalogueOptionsTo(app.elements as BuilderElement[], catalogueOptions) }
        : {};
    try {
      const updated = await repo.updateApplication(projectId, app.applicationId, { ...changes, ...optionChanges }, now, version);
      return applicationDetail(updated, access.levelOn(app.applicationId));
    } catch (error) {
      if (error instanceof repo.StaleVersion) throw new Conflict('The application changed since you loaded it.');
      throw error;
    }
  },

  async remove(caller: Caller, projectId: string, ref: string): Promise<void> {
    const access = await requireProject(caller, projectId);
    const app = await resolve(access, ref);
    requireApplicationLevel(access, app.applicationId, 'full');
    if (!(await repo.deleteApplication(projectId, app.applicationId, app.slug))) throw new NotFound('No such application.');
  },
};
