import { describe, expect, it } from 'vitest';
import { JOB_WORKERS, recordJobsDomain, samplesDomain } from '../manifest';
import { registerWorkerSchedules } from './worker';

describe('job workers', () => {
  it('refuses at cold start schedules that differ from the worker manifest', () => {
    const sweep = async () => ({});
    expect(() => registerWorkerSchedules(samplesDomain, { resumeStalledJobs: sweep })).toThrow(
      'functions/jobs/samples.ts: schedules differ from functions/manifest.ts',
    );
    expect(() => registerWorkerSchedules(recordJobsDomain, {})).toThrow(/schedules differ/);
    expect(() => registerWorkerSchedules(samplesDomain, { resumeStalledSamples: sweep })).not.toThrow();
  });

  it('has each job type run by exactly one worker, each worker a domain of its own that sweeps its stalled jobs', () => {
    const types = Object.values(JOB_WORKERS).flat();
    expect(new Set(types).size).toBe(types.length);
    expect(samplesDomain.jobs).toBe(JOB_WORKERS.samples);
    expect(recordJobsDomain.jobs).toBe(JOB_WORKERS.recordJobs);
    for (const domain of [samplesDomain, recordJobsDomain]) expect(domain.schedules).toHaveLength(1);
  });
});
