import type { ApplicationsRepository } from '../../functions/applications/deps-types';
import {
  CopyTitlesChanged,
  ProjectGone,
  SlugTaken,
  StaleVersion,
  WriteConflict,
  type ApplicationItem,
} from '../../functions/applications/repository';
import type { BuilderElement } from '../../shared/kinds';
import type { FormConfig, TableConfig } from '../../shared/schemas/builder';
import type { FakeProjectsStore } from './fake-projects';

/**
 * An in-memory applications repository with the real one's semantics: creation only in a live project and with a
 * free slug (all or nothing), a copy only while the project's copy-title guard is at the version it read, writes conditional on the application's or the element's version, copies in and
 * out (no caller holds a stored object). `failNextCreate` makes the next creations lose a race, as a concurrent
 * transaction would.
 */
export function fakeApplicationsRepository(projects: FakeProjectsStore) {
  const applications = new Map<string, ApplicationItem>();
  const slugs = new Map<string, string>();
  const copyTitles = new Map<string, number>();
  const raced: Error[] = [];
  /** Every creation tried, in order, by its slug (a retry tries again). */
  const attempts: string[] = [];
  const id = (projectId: string, key: string) => `${projectId}#${key}`;
  const copy = <T>(value: T): T => structuredClone(value);
  const stored = (projectId: string, applicationId: string) => applications.get(id(projectId, applicationId));

  const repo = {
    SlugTaken,
    CopyTitlesChanged,
    ProjectGone,
    WriteConflict,
    StaleVersion,
    listApplications: async (projectId: string) =>
      [...applications.values()].filter((app) => app.projectId === projectId).map((app) => copy(app)),
    getApplication: async (projectId: string, applicationId: string) => {
      const app = stored(projectId, applicationId);
      return app && copy(app);
    },
    findApplicationIdBySlug: async (projectId: string, slug: string) => slugs.get(id(projectId, slug)),
    takenSlugs: async (projectId: string) =>
      new Set([...slugs.keys()].filter((key) => key.startsWith(`${projectId}#`)).map((key) => key.slice(projectId.length + 1))),
    copyTitlesVersion: async (projectId: string) => copyTitles.get(projectId) ?? 0,
    createApplication: async (application: ApplicationItem, options: { copyTitles?: number } = {}) => {
      attempts.push(application.slug);
      const race = raced.shift();
      if (race) throw race;
      if (projects.projects.get(application.projectId)?.status !== 'active') throw new ProjectGone();
      if (slugs.has(id(application.projectId, application.slug))) throw new SlugTaken();
      if (options.copyTitles !== undefined) {
        if ((copyTitles.get(application.projectId) ?? 0) !== options.copyTitles) throw new CopyTitlesChanged();
        copyTitles.set(application.projectId, options.copyTitles + 1);
      }
      applications.set(id(application.projectId, application.applicationId), copy(application));
      slugs.set(id(application.projectId, application.slug), application.applicationId);
    },
    updateApplication: async (
      projectId: string,
      applicationId: string,
      changes: Partial<Pick<ApplicationItem, 'title' | 'description' | 'url' | 'catalogueOptions'>> & {
        elements?: ReadonlyArray<BuilderElement>;
      },
      now: Date,
      expectedVersion: number,
    ) => {
      const app = stored(projectId, applicationId);
      if (!app || app.version !== expectedVersion) throw new StaleVersion();
      const { elements, ...scalars } = changes;
      Object.assign(app, copy(scalars), { updatedAt: now.toISOString(), version: app.version + 1 });
      if (elements) app.elements = elements.map((element) => ({ ...copy(element), version: (element.version ?? 1) + 1 }));
      return copy(app);
    },
    deleteApplication: async (projectId: string, applicationId: string, slug: string) => {
      if (!applications.delete(id(projectId, applicationId))) return false;
      slugs.delete(id(projectId, slug));
      return true;
    },
    saveElementConfig: async (
      projectId: string,
      applicationId: string,
      element: { index: number; key: string; expectedVersion: number },
      changes: { form?: FormConfig; table?: TableConfig },
      now: Date,
    ) => {
      const app = stored(projectId, applicationId);
      const target = app?.elements[element.index];
      if (!app || target?.key !== element.key || (target.version ?? 1) !== element.expectedVersion) throw new StaleVersion();
      const version = element.expectedVersion + 1;
      app.elements[element.index] = { ...target, ...copy(changes), version };
      app.updatedAt = now.toISOString();
      return version;
    },
    setReindexJob: async (projectId: string, applicationId: string, elementKey: string, jobId: string) => {
      const element = stored(projectId, applicationId)?.elements.find((candidate) => candidate.key === elementKey);
      if (element) element.reindexJobId = jobId;
    },
    clearReindexJob: async (projectId: string, applicationId: string, elementKey: string, jobId: string) => {
      const element = stored(projectId, applicationId)?.elements.find((candidate) => candidate.key === elementKey);
      if (element?.reindexJobId === jobId) delete element.reindexJobId;
    },
    projectLanguages: async (projectId: string) => projects.projects.get(projectId)?.languages,
  } as unknown as ApplicationsRepository;

  return {
    repo,
    applications,
    attempts,
    /** The next creations fail with these errors, one each, before any condition is looked at. */
    failNextCreate: (...errors: Error[]) => raced.push(...errors),
    /** Records already stored under an element (what the records domain's counter items hold). */
    setCount: (projectId: string, applicationId: string, elementKey: string, count: number) => {
      stored(projectId, applicationId)!.counts[elementKey] = count;
    },
  };
}
