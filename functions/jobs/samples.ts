import { createHandler } from '../lib/entry';
import { registerJobRunners, runJobEvent, runScheduleEvent } from '../lib/jobs';
import { samplesDomain } from '../manifest';
import { generateSamples, removeSamples } from '../records/jobs';
import { registerWorkerSchedules, sweeperOf } from './worker';

/**
 * The sample data worker (docs/jobs.md): runs the `generateSamples` and `removeSamples` jobs and sweeps its own stalled
 * ones. A function of its own, so that the sample generators and their vocabulary tables (functions/records/samples/)
 * weigh on no other bundle.
 */
registerJobRunners('samples', { generateSamples, removeSamples });
registerWorkerSchedules(samplesDomain, { resumeStalledSamples: sweeperOf('samples') });

export const handler = createHandler(samplesDomain, { jobs: runJobEvent, schedules: runScheduleEvent });
