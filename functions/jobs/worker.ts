import { registerSchedules, resumeStalledJobs } from '../lib/jobs';
import { type DomainManifest, JOB_WORKERS, type JobWorkerName } from '../manifest';

/** A worker's sweeper: resumes the stalled jobs of its own types (functions/lib/jobs.ts `resumeStalledJobs`). */
export const sweeperOf = (worker: JobWorkerName) => (now: Date) => resumeStalledJobs(now, { types: JOB_WORKERS[worker] });

/** Registers a worker's schedules, checked at cold start against its manifest (functions/manifest.ts `jobsDomain`…). */
export function registerWorkerSchedules(manifest: DomainManifest, scheduled: Record<string, (now: Date) => Promise<unknown>>): void {
  const declared = (manifest.schedules ?? []).map((schedule) => schedule.name);
  if (Object.keys(scheduled).sort().join() !== [...declared].sort().join()) {
    throw new Error(`${manifest.entry}: schedules differ from functions/manifest.ts`);
  }
  registerSchedules(scheduled);
}
