import { applications } from '../applications/deps';
import { createHandler } from '../lib/entry';
import { registerJobRunners, runJobEvent, runScheduleEvent } from '../lib/jobs';
import { samplesDomain } from '../manifest';
import { bulkDelete, bulkFinish, bulkRecordId, bulkSave, elementTarget } from '../records/bulk-save';
import { firstRecordIds, samplePage } from '../records/samples/repository';
import { sampleRunners } from '../records/samples/runners';
import { registerWorkerSchedules, sweeperOf } from './worker';

/**
 * The sample data worker (docs/jobs.md): runs the `generateSamples` and `removeSamples` jobs and sweeps its own stalled
 * ones. A function of its own, so that faker's locales (functions/records/samples/generators.ts) weigh on no other bundle.
 */
const samples = sampleRunners({
  bulk: { bulkSave, bulkFinish, bulkDelete, bulkRecordId, elementTarget },
  repository: { firstRecordIds, samplePage },
  sampleCount: (projectId, applicationId, element) => applications.sampleCount(projectId, applicationId, element),
});
registerJobRunners('samples', { generateSamples: samples.generateSamples, removeSamples: samples.removeSamples });
registerWorkerSchedules(samplesDomain, { resumeStalledSamples: sweeperOf('samples') });

export const handler = createHandler(samplesDomain, { jobs: runJobEvent, schedules: runScheduleEvent });
