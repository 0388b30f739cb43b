import type { ApplicationsRepository } from './deps-types';

/** The repository calls of the stored reads: reads, and the end of a re-index. */
export type StoredRepository = Pick<
  ApplicationsRepository,
  'getApplication' | 'listApplications' | 'projectLanguages' | 'applicationHeader' | 'clearReindexJob'
>;

/**
 * Applications as stored, for jobs and other domains acting without a caller (no access check, no rule). A service of
 * its own, on the repository alone: the job workers, the uploads check and published sites bundle it, and not the
 * applications' lifecycle, kinds and builder rules (service.ts).
 */
export function storedApplications({ repository: repo }: { readonly repository: StoredRepository }) {
  return {
    /** Whether the application still exists (a purge never runs on a live one). */
    async exists(projectId: string, applicationId: string): Promise<boolean> {
      return (await repo.getApplication(projectId, applicationId)) !== undefined;
    },

    /** An application as stored, with its elements and counts, for a job. */
    stored: (projectId: string, applicationId: string) => repo.getApplication(projectId, applicationId),

    /** Every application of a project as stored, for the web app wizard and public read. */
    storedAll: (projectId: string) => repo.listApplications(projectId),

    /** The languages of a live project, for a job (undefined once it is gone). */
    languagesOf: (projectId: string) => repo.projectLanguages(projectId),

    /**
     * An application's kind and title, and whether its project is active (consistent reads): what the interactive
     * modules check before they serve a module. Undefined when there is no such application.
     */
    header: (projectId: string, applicationId: string) => repo.applicationHeader(projectId, applicationId),

    /** How many of an element's records are sample data, for a job (the removal of sample data). */
    async sampleCount(projectId: string, applicationId: string, elementKey: string): Promise<number> {
      return (await repo.getApplication(projectId, applicationId))?.samples?.[elementKey] ?? 0;
    },

    /**
     * An element's configuration and record count for a job or the uploads check (no caller); undefined once it or its
     * project is gone.
     */
    async elementConfig(projectId: string, applicationId: string, elementKey: string) {
      const [languages, app] = await Promise.all([repo.projectLanguages(projectId), repo.getApplication(projectId, applicationId)]);
      const element = app?.elements.find((candidate) => candidate.key === elementKey);
      if (!languages || !app || !element) return undefined;
      return { form: element.form, table: element.table, version: element.version ?? 1, languages, count: app.counts[elementKey] ?? 0 };
    },

    /** The end of an element's re-index job: clears its mark, if it is still this job's (a later change may have started another). */
    finishReindex: (projectId: string, applicationId: string, elementKey: string, jobId: string) =>
      repo.clearReindexJob(projectId, applicationId, elementKey, jobId),
  };
}
