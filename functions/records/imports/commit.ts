import { isExpired, ttlSeconds } from '../../lib/db/keys';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import { type ElementRef, type ImportsDeps, importOf, type Target } from './access';
import * as store from './store';

/**
 * The commit of a previewed import: the element's lock (one import per element at a time), then the `importRecords` job
 * that applies the plan (run.ts). Committing again answers the same job.
 */

/** A committed import (its item and its objects) lives as long as the bucket's lifecycle keeps its objects. */
const COMMITTED_SECONDS = 24 * 3600;
/** A lock is taken over when its job has ended, is older than this, or was never started after LOCK_UNSTARTED_MS. */
const LOCK_MAX_MS = 2 * 3600_000;
const LOCK_UNSTARTED_MS = 60_000;

/** Takes the element's lock, taking over one whose import is over (its job ended) or abandoned. */
async function takeLock(getJob: ImportsDeps['getJob'], lock: store.ImportLock, now: Date): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await store.takeLock(lock)) return true;
    const held = await store.getLock(lock.applicationId, lock.element);
    if (!held) continue; // released meanwhile
    if (held.importId === lock.importId) return false;
    const age = now.getTime() - new Date(held.takenAt).getTime();
    let over = age > LOCK_MAX_MS || (!held.jobId && age > LOCK_UNSTARTED_MS);
    if (!over && held.jobId) {
      const job = await getJob(held.jobId);
      over = !job || job.status === 'succeeded' || job.status === 'failed';
    }
    if (!over) return false;
    if (await store.takeLock(lock, held)) return true;
  }
  return false;
}

/** The job of an import the same request committed at once elsewhere (it starts the job): waited for a moment. */
async function jobOfConcurrentCommit(applicationId: string, element: string, importId: string): Promise<string | undefined> {
  const held = await store.getLock(applicationId, element);
  if (held?.importId !== importId) return undefined;
  for (let wait = 0; wait < 20; wait++) {
    const again = await store.getImport(applicationId, importId);
    if (again?.jobId) return again.jobId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** Starts the job that applies the plan (202); again → the same job. One import per element at a time. */
export async function commitImport(
  { startJob, getJob }: Pick<ImportsDeps, 'startJob' | 'getJob'>,
  caller: Caller,
  target: Target,
  input: ElementRef & { importId: string },
  now: Date,
): Promise<{ jobId: string }> {
  const applicationId = target.app.applicationId;
  const element = target.element.key;
  const found = await importOf(caller, target, input.importId);
  if (found.jobId) return { jobId: found.jobId };
  if (isExpired(found, now)) throw new AppError(410, 'IMPORT_EXPIRED', 'This preview expired; paste the data again.');
  const lock: store.ImportLock = {
    applicationId,
    element,
    importId: input.importId,
    takenAt: now.toISOString(),
    expiresAt: ttlSeconds(new Date(now.getTime() + COMMITTED_SECONDS * 1000)),
  };
  if (!(await takeLock(getJob, lock, now))) {
    // The same import committed twice at once: the other request starts the job.
    const jobId = await jobOfConcurrentCommit(applicationId, element, input.importId);
    if (jobId) return { jobId };
    throw new AppError(409, 'IMPORT_RUNNING', 'Another import of this element is running.');
  }
  const jobId = await startJob(
    {
      type: 'importRecords',
      ownerId: caller.customerId,
      projectId: target.projectId,
      input: { applicationId, element, importId: input.importId, author: caller.email },
    },
    now,
  );
  await store.setLockJob(applicationId, element, input.importId, jobId);
  await store.setImportJob(applicationId, input.importId, jobId, now, ttlSeconds(new Date(now.getTime() + COMMITTED_SECONDS * 1000)));
  return { jobId };
}
