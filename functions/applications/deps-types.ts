import type { startJob } from '../lib/jobs';
import type * as elementRepository from './element-repository';
import type * as repository from './repository';

/** The applications storage: applications with their slugs and guards, and the builder's element configurations. */
export type ApplicationsRepository = typeof repository & typeof elementRepository;

/** What the applications service is built from (deps.ts wires the real ones; unit tests pass fakes). */
export interface ApplicationsDeps {
  readonly repository: ApplicationsRepository;
  /** Starts background jobs (functions/lib/jobs.ts): re-indexing an element's records, purging a deleted application's. */
  readonly startJob: typeof startJob;
}
