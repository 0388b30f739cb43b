/**
 * The copyApplications runner with fakes (configuration-only copies, which write no record): the order of the copies,
 * the result, a replay from a checkpoint, the failures the user reads, and the clean-up after a failure (a purge job per
 * copy left without its application). Copies with records run against the local stack: test/integration/copies.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationsService } from '../../applications/service';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure } from '../../lib/jobs';
import { copyId } from './ids';
import { copyRunners } from './run';

type ApplicationItem = NonNullable<Awaited<ReturnType<ApplicationsService['stored']>>>;

const JOB_ID = '01JDZ8Y4G5QW2N3M4P5R6S7T8V';
const SOURCE = '01JC00000000000000000000P1';
const DESTINATION = '01JC00000000000000000000P2';
const APPS = ['01JC00000000000000000000A1', '01JC00000000000000000000A2'];

const stored = (applicationId: string, title: string) =>
  ({
    projectId: SOURCE,
    applicationId,
    kind: 'speakers',
    title,
    slug: title.toLowerCase(),
    elements: [],
    counts: {},
  }) as unknown as ApplicationItem;

function fakes(options: { gone?: string; destinationGone?: boolean } = {}) {
  const created = new Map<string, { applicationId: string; slug: string; title: string }>();
  const applications = {
    stored: vi.fn(async (_projectId: string, applicationId: string) =>
      applicationId === options.gone ? undefined : stored(applicationId, applicationId === APPS[0] ? 'Intervenants' : 'Catalogue'),
    ),
    languagesOf: vi.fn(async () => (options.destinationGone ? undefined : (['fr'] as const))),
    createCopy: vi.fn(async (_projectId: string, source: ApplicationItem, copy: { applicationId: string }) => {
      const made = created.get(copy.applicationId) ?? { applicationId: copy.applicationId, slug: source.slug, title: source.title };
      created.set(copy.applicationId, made);
      return made;
    }),
    exists: vi.fn(async (_projectId: string, applicationId: string) => created.has(applicationId)),
  };
  const startJob = vi.fn(async () => 'purge-job');
  return {
    created,
    applications,
    startJob,
    runners: copyRunners({ applications: applications as never, copies: applications as never, startJob }),
  };
}

const job = (withRecords = false) =>
  ({
    jobId: JOB_ID,
    type: 'copyApplications',
    ownerId: 'C1',
    projectId: DESTINATION,
    attempts: 1,
    input: { sourceProjectId: SOURCE, applicationIds: APPS, destinationProjectId: DESTINATION, withRecords },
  }) as unknown as JobItem;

function context(checkpoint?: Record<string, unknown>) {
  const saved: { checkpoints: Record<string, unknown>[]; result?: unknown } = { checkpoints: [] };
  const ctx: JobContext = {
    remainingMs: () => 60_000,
    checkpoint,
    async progress(_done, _total, next) {
      saved.checkpoints.push(next!);
    },
    setResult(value) {
      saved.result = value;
    },
  };
  return { ctx, saved };
}

describe('the copyApplications runner (configuration only)', () => {
  it('creates one copy per application, in order, with ids derived from the job, and answers them', async () => {
    const { runners, applications } = fakes();
    const { ctx, saved } = context();
    expect(await runners.copyApplications(job(), ctx)).toBe('done');
    const calls = applications.createCopy.mock.calls.map(([projectId, source, copy]) => [projectId, source.applicationId, copy]);
    const [first, second] = APPS.map((applicationId) => copyId(JOB_ID, 'application', applicationId));
    expect(calls).toEqual([
      [DESTINATION, APPS[0], { applicationId: first, counts: {}, samples: {} }],
      [DESTINATION, APPS[1], { applicationId: second, counts: {}, samples: {} }],
    ]);
    expect(saved.result).toEqual({
      applications: [
        { sourceApplicationId: APPS[0], applicationId: first, slug: 'intervenants', title: 'Intervenants' },
        { sourceApplicationId: APPS[1], applicationId: second, slug: 'catalogue', title: 'Catalogue' },
      ],
    });
    expect(saved.checkpoints.map((checkpoint) => checkpoint.app)).toEqual([1, 2]);
  });

  it('resumes after the first copy from its checkpoint: the first is not made again, the result is whole', async () => {
    const first = fakes();
    const { ctx, saved } = context();
    await first.runners.copyApplications(job(), ctx);
    const resumed = context(saved.checkpoints[0]);
    expect(await first.runners.copyApplications(job(), resumed.ctx)).toBe('done');
    expect(first.applications.createCopy).toHaveBeenCalledTimes(3);
    expect(first.applications.createCopy.mock.calls[2]![1].applicationId).toBe(APPS[1]);
    expect(resumed.saved.result).toEqual(saved.result);
  });

  it('fails readably when a source application or the destination is gone', async () => {
    await expect(fakes({ gone: APPS[1] }).runners.copyApplications(job(), context().ctx)).rejects.toMatchObject({
      code: 'sourceGone',
    });
    await expect(fakes({ destinationGone: true }).runners.copyApplications(job(), context().ctx)).rejects.toBeInstanceOf(JobFailure);
    await expect(
      fakes().runners.copyApplications({ ...job(), input: { applicationIds: 'x' } } as unknown as JobItem, context().ctx),
    ).rejects.toMatchObject({ code: 'invalidInput' });
  });

  it('after a failure, starts a purge of each copy whose application was not created, and leaves whole copies', async () => {
    const { runners, startJob } = fakes({ gone: APPS[1] });
    await expect(runners.copyApplications(job(true), context().ctx)).rejects.toBeInstanceOf(JobFailure);
    await runners.copyFailed(job(true));
    expect(startJob).toHaveBeenCalledTimes(1);
    expect(startJob).toHaveBeenCalledWith({
      type: 'purgeApplication',
      ownerId: 'C1',
      projectId: DESTINATION,
      input: { applicationId: copyId(JOB_ID, 'application', APPS[1]!) },
    });
  });
});
