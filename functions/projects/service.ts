import { ulid } from 'ulid';
import { isUlid } from '../../shared/schemas/common';
import type { Language } from '../../shared/constants';
import type { ProjectDetail, ProjectSummary } from '../../shared/project-views';
import { strongest, type AccessLevel, type ProjectType } from '../../shared/projects';
import { requireOwner, requireProject, type ProjectItem } from '../lib/access/access';
import { Conflict } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type JobContext, JobFailure, type startJob } from '../lib/jobs';
import type { ApplicationsService } from '../applications/service';
import type { LiveRevocation } from '../lib/sockets/revocation';
import type * as Repository from './repository';

const summary = (project: ProjectItem, level: AccessLevel, isOwner: boolean): ProjectSummary => ({
  projectId: project.projectId,
  name: project.name,
  languages: project.languages,
  type: project.type,
  level,
  isOwner,
});

export interface ProjectsDeps {
  readonly repository: typeof Repository;
  /** The project dashboard lists the applications the caller may see (the applications domain decides). */
  readonly applications: Pick<ApplicationsService, 'summariesFor'>;
  /** Starts a background job (functions/lib/jobs.ts): the purge of a deleted project. */
  readonly startJob: typeof startJob;
  /** The live domain closes a deleted project's sockets before the answer (docs/live.md). */
  readonly live: Pick<LiveRevocation, 'projectDeleted'>;
}

/** Projects: the welcome list, creation, the dashboard, rename and delete (owner only). */
export function projectsService(deps: ProjectsDeps) {
  const repo = deps.repository;
  const projects = {
    async list(caller: Caller): Promise<{ items: ProjectSummary[]; count: number }> {
      const { projects: owned, grants } = await repo.listForCustomer(caller.customerId);
      const byId = new Map<string, ProjectSummary>();
      for (const project of owned) {
        byId.set(project.projectId, {
          projectId: project.projectId,
          name: project.name,
          languages: project.languages,
          type: project.type,
          level: 'full',
          isOwner: true,
        });
      }
      for (const grant of grants) {
        if (grant.level === 'none') continue;
        const known = byId.get(grant.projectId);
        byId.set(grant.projectId, {
          projectId: grant.projectId,
          name: grant.projectName,
          languages: grant.projectLanguages,
          type: grant.projectType,
          level: strongest(known?.level ?? 'none', grant.level),
          isOwner: known?.isOwner ?? false,
        });
      }
      // ULIDs sort by creation time: newest first.
      const items = [...byId.values()].sort((a, b) => (a.projectId < b.projectId ? 1 : -1));
      return { items, count: items.length };
    },

    async create(caller: Caller, input: { name: string; languages: Language[]; type: ProjectType }, now: Date): Promise<ProjectSummary> {
      const projectId = ulid(now.getTime());
      const project = {
        projectId,
        ownerId: caller.customerId,
        name: input.name,
        languages: input.languages,
        type: input.type,
        status: 'active' as const,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        version: 1,
      };
      await repo.createProject(project);
      return summary(project, 'full', true);
    },

    async get(caller: Caller, projectId: string): Promise<ProjectDetail> {
      const access = await requireProject(caller, projectId);
      const applications = await deps.applications.summariesFor(access);
      return {
        ...summary(access.project, access.projectLevel, access.isOwner),
        version: access.project.version,
        createdAt: access.project.createdAt,
        applications,
      };
    },

    async update(
      caller: Caller,
      input: { projectId: string; name?: string; languages?: Language[]; type?: ProjectType; version: number },
      now: Date,
    ): Promise<ProjectDetail> {
      const access = await requireProject(caller, input.projectId);
      requireOwner(access);
      const { projectId, version, ...changes } = input;
      try {
        const updated = await repo.updateProject(projectId, changes, now, version);
        await repo.refreshGrantCopies(projectId, updated);
      } catch (error) {
        if (error instanceof repo.StaleVersion) throw new Conflict('The project changed since you loaded it.');
        throw error;
      }
      return projects.get(caller, projectId);
    },

    /** Unreadable at once; its items are purged by a background job. */
    async remove(caller: Caller, projectId: string, now: Date): Promise<void> {
      const access = await requireProject(caller, projectId);
      requireOwner(access);
      if (await repo.markDeleted(projectId, now)) {
        await deps.live.projectDeleted(projectId, now);
        await deps.startJob({ type: 'purgeProject', ownerId: caller.customerId, projectId }, now);
      }
    },

    /**
     * The purge job's runner (the job worker registers it). Each step deletes what is left, so a repeated step is
     * harmless; the checkpoint only keeps the count of applications purged for the progress.
     */
    async purge(job: { projectId: string }, ctx: JobContext): Promise<'done' | 'continue'> {
      if (!isUlid(job.projectId)) throw new JobFailure('invalidInput', 'This job names no valid project.');
      // Never purge a project in use, whatever started the job.
      if ((await repo.projectStatus(job.projectId)) === 'active')
        throw new JobFailure('projectActive', 'Only a deleted project is purged.');
      let purged = Number(ctx.checkpoint?.applicationsPurged ?? 0);
      const step = async () => {
        purged++;
        // At least one step remains: the project's own partition.
        await ctx.progress(purged, purged + 1, { applicationsPurged: purged });
      };
      const outcome = await repo.purgeProject(job.projectId, ctx.remainingMs, step);
      if (outcome === 'done') await ctx.progress(purged + 1, purged + 1);
      return outcome;
    },
  };

  return projects;
}
