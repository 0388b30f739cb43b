import { ulid } from 'ulid';
import { isUlid } from '../../shared/schemas/common';
import {
  applyCatalogueOptionsTo,
  DEFAULT_CATALOGUE_OPTIONS,
  isCategoryElement,
  isCreatableKind,
  defaultElements,
  kindSummaries,
  type ApplicationKind,
  type CatalogueOptions,
} from '../../shared/kinds';
import type { ApplicationDetail, ApplicationSummary } from '../../shared/project-views';
import { requireApplicationLevel, requireProject, requireProjectLevel, type ProjectAccess } from '../lib/access/access';
import type { ElementFormView, ElementTableView } from '../../shared/project-views';
import type { CopyApplicationsRequest } from '../../shared/schemas/copies';
import { tableMatchesForm, type FormConfig, type TableConfig } from '../../shared/schemas/builder';
import { backoff } from '../lib/backoff';
import { Conflict, NotFound, ServiceUnavailable, Validation } from '../lib/errors';
import { formRuleIssues, tableFor } from './element-rules';
import type { Caller } from '../lib/http/route';
import type { startJob } from '../lib/jobs';
import type { AccessLevel } from '../../shared/projects';
import { readCache } from '../lib/cache/read-cache';
import type * as Repository from './repository';
import type { ApplicationItem } from './repository';
import { copyTitle } from './copy-title';
import { elementConfigOf } from './element-config';
import { randomSlugFor, slugFor } from './slug';
import { applicationDetail, applicationSummary } from './views';

const CREATE_ATTEMPTS = 10;
const READABLE_SLUG_ATTEMPTS = 2;

export interface ApplicationsDeps {
  readonly repository: typeof Repository;
  /** Starts background jobs (functions/lib/jobs.ts): re-indexing an element's records, purging a deleted application's. */
  readonly startJob: typeof startJob;
}

/** Whether a new configuration changes what the element's list rows hold (their columns or those columns' fields). */
export function listRowsChange(before: { form: FormConfig; table: TableConfig }, after: { form: FormConfig; table: TableConfig }): boolean {
  const shown = (config: { form: FormConfig; table: TableConfig }) =>
    JSON.stringify([...config.table.columns].sort().map((column) => config.form.fields.find((field) => field.key === column) ?? column));
  return shown(before) !== shown(after);
}

/** Read decisions on one application by id, reused by GETs for a few seconds (functions/lib/cache/read-cache.ts). */
const recentReads = readCache<{ access: ProjectAccess; app: ApplicationItem }>();

/** Applications of a project: kinds, list, create, view, edit, delete (configuring needs `full`). */
export function applicationsService({ repository: repo, startJob: start }: ApplicationsDeps) {
  async function resolve(access: ProjectAccess, ref: string) {
    const projectId = access.project.projectId;
    const applicationId = isUlid(ref) ? ref : await repo.findApplicationIdBySlug(projectId, ref);
    const app = applicationId ? await repo.getApplication(projectId, applicationId) : undefined;
    // An application the caller has no level on is as absent as one that does not exist.
    if (!app || access.levelOn(app.applicationId) === 'none') throw new NotFound('No such application.');
    return app;
  }

  interface ElementRef {
    readonly projectId: string;
    readonly applicationId: string;
    readonly element: string;
  }

  /** The application and one of its builder elements, at the wanted level (none → 404, too low → 403). */
  async function elementOf(caller: Caller, ref: ElementRef, wanted: AccessLevel, reuseRecent = false) {
    let access: ProjectAccess;
    let app: Awaited<ReturnType<typeof resolve>>;
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
      app = await resolve(access, ref.applicationId);
    }
    requireApplicationLevel(access, app.applicationId, wanted);
    const elements = app.elements;
    const index = elements.findIndex((candidate) => candidate.key === ref.element);
    if (index < 0) throw new NotFound('No such builder element.');
    return { access, app, element: elements[index]!, index };
  }

  /** Saves the element's form and/or table at the version the caller loaded (changed since → 409). */
  async function saveConfig(
    caller: Caller,
    ref: ElementRef & { version: number },
    { app, element, index }: Awaited<ReturnType<typeof elementOf>>,
    changes: { form?: FormConfig; table?: TableConfig },
    now: Date,
  ): Promise<number> {
    const target = { index, key: element.key, expectedVersion: ref.version };
    let version: number;
    try {
      version = await repo.saveElementConfig(ref.projectId, app.applicationId, target, changes, now);
    } catch (error) {
      if (error instanceof repo.StaleVersion) throw new Conflict('The configuration changed since you loaded it.');
      throw error;
    }
    // Existing records' list rows follow the new columns in the background (the list shows the progress).
    const after = { form: changes.form ?? element.form, table: changes.table ?? element.table };
    if ((app.counts[element.key] ?? 0) > 0 && listRowsChange(element, after)) {
      const jobId = await start(
        {
          type: 'reindexElement',
          ownerId: caller.customerId,
          projectId: ref.projectId,
          input: { applicationId: app.applicationId, element: element.key, indexVersion: version },
        },
        now,
      );
      await repo.setReindexJob(ref.projectId, app.applicationId, element.key, jobId);
    }
    return version;
  }

  const applications = {
    kinds: () => ({ items: kindSummaries() }),

    async list(caller: Caller, projectId: string): Promise<{ items: ApplicationSummary[] }> {
      return { items: await applications.summariesFor(await requireProject(caller, projectId)) };
    },

    /** The applications of a project that the caller may see, each at the caller's level (lists, project dashboard). */
    async summariesFor(access: ProjectAccess): Promise<ApplicationSummary[]> {
      return (await repo.listApplications(access.project.projectId))
        .map((app) => applicationSummary(app, access.levelOn(app.applicationId)))
        .filter((app) => app.level !== 'none');
    },

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
      // A kind without screens yet is not created (applications of that kind stored before stay readable).
      if (!isCreatableKind(input.kind)) throw new Validation([{ field: 'kind', message: 'validation.kindUnavailable' }]);
      const access = await requireProject(caller, input.projectId);
      requireProjectLevel(access, 'full');
      const catalogueOptions = input.kind === 'catalogue' ? (input.catalogueOptions ?? DEFAULT_CATALOGUE_OPTIONS) : undefined;
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
        version: number;
      },
      now: Date,
    ): Promise<ApplicationDetail> {
      const access = await requireProject(caller, input.projectId);
      const app = await resolve(access, input.applicationId);
      requireApplicationLevel(access, app.applicationId, 'full');
      const { projectId, applicationId: _ref, version, catalogueOptions, ...changes } = input;
      const optionChanges =
        app.kind === 'catalogue' && catalogueOptions
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

    async getForm(caller: Caller, ref: ElementRef): Promise<ElementFormView> {
      const { access, app, element } = await elementOf(caller, ref, 'read');
      const elements = app.elements;
      return {
        element: { key: element.key, name: element.name },
        form: element.form,
        version: element.version ?? 1,
        hasRecords: (app.counts[element.key] ?? 0) > 0,
        languages: access.project.languages,
        categoryElements: elements.map((candidate) => candidate.key).filter(isCategoryElement),
      };
    },

    async saveForm(
      caller: Caller,
      ref: ElementRef & { form: FormConfig; version: number },
      now: Date,
    ): Promise<{ form: FormConfig; version: number }> {
      const found = await elementOf(caller, ref, 'full');
      const { app, element } = found;
      const elements = app.elements;
      const issues = formRuleIssues(ref.form, {
        categoryElements: elements.map((candidate) => candidate.key).filter(isCategoryElement),
        lockedKeys: (app.counts[element.key] ?? 0) > 0 ? element.form.fields.map((field) => field.key) : [],
      });
      if (issues.length) throw new Validation(issues);
      // The list keeps showing only fields that still exist.
      const table = tableFor(element.table, ref.form);
      const version = await saveConfig(caller, ref, found, { form: ref.form, table }, now);
      return { form: ref.form, version };
    },

    async getTable(caller: Caller, ref: ElementRef): Promise<ElementTableView> {
      const { access, element } = await elementOf(caller, ref, 'read');
      return {
        element: { key: element.key, name: element.name },
        table: element.table,
        form: element.form,
        version: element.version ?? 1,
        languages: access.project.languages,
      };
    },

    async saveTable(
      caller: Caller,
      ref: ElementRef & { table: TableConfig; version: number },
      now: Date,
    ): Promise<{ table: TableConfig; version: number }> {
      const found = await elementOf(caller, ref, 'full');
      if (!tableMatchesForm(ref.table, found.element.form)) {
        throw new Validation([{ field: 'table.columns', message: 'validation.columnsUnknown' }]);
      }
      const version = await saveConfig(caller, ref, found, { table: ref.table }, now);
      return { table: ref.table, version };
    },

    /** Deletes an application (full level); answers what was deleted, for its sockets (the DELETE route closes them). */
    async remove(caller: Caller, projectId: string, ref: string): Promise<Pick<ApplicationItem, 'applicationId' | 'kind'>> {
      const access = await requireProject(caller, projectId);
      const app = await resolve(access, ref);
      requireApplicationLevel(access, app.applicationId, 'full');
      if (!(await repo.deleteApplication(projectId, app.applicationId, app.slug))) throw new NotFound('No such application.');
      // Its records, versions and list rows go in the background.
      await start({ type: 'purgeApplication', ownerId: caller.customerId, projectId, input: { applicationId: app.applicationId } });
      return { applicationId: app.applicationId, kind: app.kind };
    },

    /**
     * The one access check of the records domain: an element of an application, at the wanted level. `reuseRecent`:
     * a GET may decide on a decision up to a few seconds old (functions/lib/cache/read-cache.ts); writes read afresh.
     */
    async elementAccess(caller: Caller, ref: ElementRef, wanted: AccessLevel, reuseRecent = false) {
      const { access, app, element } = await elementOf(caller, ref, wanted, reuseRecent);
      return { access, app, element };
    },

    /** An element's configuration and record count for a job (no caller); undefined once it or its project is gone. */
    elementConfig: (projectId: string, applicationId: string, elementKey: string) =>
      elementConfigOf(repo, projectId, applicationId, elementKey),

    /** How many of an element's records are sample data, for a job (no caller: the removal of sample data). */
    async sampleCount(projectId: string, applicationId: string, elementKey: string): Promise<number> {
      return (await repo.getApplication(projectId, applicationId))?.samples?.[elementKey] ?? 0;
    },

    /** Per element of an application, its records and how many are sample data (read level: issue 12's overview). */
    async sampleCounts(caller: Caller, ref: { projectId: string; applicationId: string }) {
      const access = await requireProject(caller, ref.projectId);
      const app = await resolve(access, ref.applicationId);
      requireApplicationLevel(access, app.applicationId, 'read');
      return app.elements.map(({ key }) => ({ key, count: app.counts[key] ?? 0, samples: app.samples?.[key] ?? 0 }));
    },

    /** Whether the application still exists (a purge never runs on a live one). */
    async exists(projectId: string, applicationId: string): Promise<boolean> {
      return (await repo.getApplication(projectId, applicationId)) !== undefined;
    },

    // Issue 13 (copies): duplication of applications across projects (the copyApplications job: functions/records/copies/).

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

    /** An application as stored, with its elements and counts, for a job (no caller). */
    stored: (projectId: string, applicationId: string) => repo.getApplication(projectId, applicationId),

    /** Issue 15 (webapps backend): every application of a project as stored, for the web app wizard and public read. */
    storedAll: (projectId: string) => repo.listApplications(projectId),

    /** The languages of a live project, for a job (undefined once it is gone). */
    languagesOf: (projectId: string) => repo.projectLanguages(projectId),

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

    finishReindex: (projectId: string, applicationId: string, elementKey: string, jobId: string) =>
      repo.clearReindexJob(projectId, applicationId, elementKey, jobId),
  };

  return applications;
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
