import { describe, expect, it } from 'vitest';
import { NotFound } from '../lib/errors';
import type { JobContext } from '../lib/jobs';
import type { CustomerItem } from './repository';
import { accountPurge } from './purge';

/** The purgeAccount runner, with fakes for storage, the projects domain, jobs and mail. */
const ID = '01J0000000000000000000ANA0';

function world(status: 'deleting' | 'active' = 'deleting') {
  const customer = { customerId: ID, email: 'ana@example.com', firstname: 'Ana', lang: 'en', status } as unknown as CustomerItem;
  const state = {
    customer: customer as CustomerItem | undefined,
    owned: ['01J0000000000000000000PRJ1', '01J0000000000000000000PRJ2'],
    grants: [
      { projectId: '01J0000000000000000000OTH1' },
      { projectId: '01J0000000000000000000OTH2', applicationId: '01J0000000000000000000APP1' },
    ],
    removed: [] as string[],
    jobs: [] as { type: string; projectId: string }[],
    dropped: [] as unknown[],
    mails: [] as { to: string; mail: string }[],
  };
  const purge = accountPurge({
    repository: {
      getCustomer: async () => state.customer,
      holdingsOf: async () => ({ projects: [...state.owned], grants: [...state.grants] }),
      dropGrant: async (_customerId, grant) => {
        state.dropped.push(grant);
        state.grants = state.grants.filter((g) => g !== grant);
      },
      deleteCustomer: async () => {
        state.customer = undefined;
      },
    },
    projects: {
      remove: async (caller, projectId) => {
        expect(caller.customerId).toBe(ID);
        if (!state.owned.includes(projectId)) throw new NotFound();
        state.owned = state.owned.filter((p) => p !== projectId);
        state.removed.push(projectId);
      },
    },
    startJob: async (job) => {
      state.jobs.push(job);
      return 'job';
    },
    sendMail: async (request) => void state.mails.push(request),
    appUrl: () => 'https://app.example',
  });
  return { state, purge };
}

function context(checkpoint?: Record<string, unknown>, budget = Number.POSITIVE_INFINITY) {
  const saved: (Record<string, unknown> | undefined)[] = [];
  let left = budget;
  const ctx: JobContext = {
    remainingMs: () => (left-- > 0 ? 60_000 : 0),
    checkpoint,
    progress: async (_done, _total, next) => void saved.push(next),
    setResult: () => undefined,
  };
  return { ctx, saved };
}

const job = { ownerId: ID, input: { customerId: ID } };

describe('purgeAccount', () => {
  it('mails the notice once, deletes the owned projects, drops the grants elsewhere, then the customer', async () => {
    const { state, purge } = world();
    expect(await purge(job, context().ctx)).toBe('done');
    expect(state.mails).toEqual([expect.objectContaining({ to: 'ana@example.com', mail: 'accountDeleted', locale: 'en' })]);
    expect(state.removed).toEqual(['01J0000000000000000000PRJ1', '01J0000000000000000000PRJ2']);
    expect(state.dropped).toHaveLength(2);
    expect(state.customer).toBeUndefined();
  });

  it('never erases an active account', async () => {
    const { state, purge } = world('active');
    await expect(purge(job, context().ctx)).rejects.toMatchObject({ code: 'accountActive' });
    expect(state.removed).toEqual([]);
    expect(state.mails).toEqual([]);
  });

  it('refuses a job whose input names another account than its owner', async () => {
    const { purge } = world();
    await expect(purge({ ownerId: ID, input: { customerId: '01J0000000000000000000LEA0' } }, context().ctx)).rejects.toMatchObject({
      code: 'invalidInput',
    });
  });

  it('resumes from its checkpoint: no second mail, and the purge of the project being deleted is started again', async () => {
    const { state, purge } = world();
    state.owned = ['01J0000000000000000000PRJ2'];
    const resumed = { phase: 'projects', current: '01J0000000000000000000PRJ1', steps: 2 };
    expect(await purge(job, context(resumed).ctx)).toBe('done');
    expect(state.mails).toEqual([]);
    expect(state.jobs).toEqual([{ type: 'purgeProject', ownerId: ID, projectId: '01J0000000000000000000PRJ1' }]);
    expect(state.removed).toEqual(['01J0000000000000000000PRJ2']);
    expect(state.customer).toBeUndefined();
  });

  it('continues in a fresh invocation when time runs short, having saved where it is', async () => {
    const { state, purge } = world();
    const first = context(undefined, 2);
    expect(await purge(job, first.ctx)).toBe('continue');
    expect(state.customer).toBeDefined();
    const checkpoint = first.saved.filter(Boolean).at(-1)!;
    expect(await purge(job, context(checkpoint).ctx)).toBe('done');
    expect(state.mails).toHaveLength(1);
    expect(state.customer).toBeUndefined();
  });

  it('is done at once when the account is already gone', async () => {
    const { state, purge } = world();
    state.customer = undefined;
    expect(await purge(job, context().ctx)).toBe('done');
    expect(state.mails).toEqual([]);
  });
});
