import type { UiLocale } from '../../shared/constants';
import { isUlid } from '../../shared/schemas/common';
import { NotFound } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type JobContext, JobFailure, type startJob } from '../lib/jobs';
import type { MailRequest } from '../lib/mail/sender';
import type { MailName } from '../lib/mail/templates';
import type { projectsService } from '../projects/service';
import type * as defaultRepository from './repository';

/** Steps of the erasure, in order; the checkpoint names the step reached (and the project being deleted). */
type Phase = 'mail' | 'projects' | 'grants' | 'customer';
// A type, not an interface: it is saved as the job's checkpoint (a `Record<string, unknown>`).
type Checkpoint = {
  phase: Phase;
  /** The owned project whose deletion was started last: on resume its purge is made sure of. */
  current?: string | undefined;
  steps: number;
};

interface AccountPurgeDeps {
  readonly repository: Pick<typeof defaultRepository, 'getCustomer' | 'holdingsOf' | 'dropGrant' | 'deleteCustomer'>;
  /** The projects domain deletes an owned project as its owner would (unreadable at once, then its purge job). */
  readonly projects: Pick<ReturnType<typeof projectsService>, 'remove'>;
  readonly startJob: typeof startJob;
  readonly sendMail: <M extends MailName>(request: MailRequest<M>) => Promise<void>;
  readonly appUrl: () => string;
}

/** Time kept back before a step: a step that starts has this long to finish. */
const STEP_RESERVE_MS = 5_000;
/** How long to let GSI1 catch up when it lists only what this invocation has already handled. */
const GSI_LAG_MS = 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The `purgeAccount` runner (GDPR erasure), for an account marked `deleting` by its request: the notice
 * mailed once, every owned project deleted and purged (the projects domain's own deletion and `purgeProject` job),
 * every grant held elsewhere removed with the delegations that name the customer, then the customer's own items and
 * last the customer. Each step is idempotent; the checkpoint keeps the phase reached so a resumed job skips what is done.
 */
export function accountPurge(deps: AccountPurgeDeps) {
  const { repository: repo } = deps;
  return async function purgeAccount(
    job: { ownerId: string; input: Record<string, unknown> },
    ctx: JobContext,
  ): Promise<'done' | 'continue'> {
    const customerId = job.input.customerId;
    if (!isUlid(customerId) || customerId !== job.ownerId) throw new JobFailure('invalidInput', 'This job names no valid account.');
    const saved = ctx.checkpoint as Checkpoint | undefined;
    let state: Checkpoint = { phase: saved?.phase ?? 'mail', current: saved?.current, steps: saved?.steps ?? 0 };
    const advance = async (next: Partial<Checkpoint>) => {
      state = { ...state, ...next, steps: state.steps + 1 };
      await ctx.progress(state.steps, state.steps + 1, { ...state });
    };

    const customer = await repo.getCustomer(customerId);
    if (!customer) {
      // Already erased (a repeated last step): nothing is left.
      await ctx.progress(state.steps + 1, state.steps + 1);
      return 'done';
    }
    // Never erase an account in use, whatever started the job.
    if (customer.status !== 'deleting') throw new JobFailure('accountActive', 'Only an account being deleted is purged.');
    const owner: Caller = { customerId, email: customer.email, sessionId: 'purgeAccount' };

    if (state.phase === 'mail') {
      const locale = customer.lang as UiLocale;
      await deps.sendMail({
        to: customer.email,
        mail: 'accountDeleted',
        locale,
        data: { firstname: customer.firstname, link: `${deps.appUrl()}/${locale}/login` },
      });
      await advance({ phase: 'projects' });
    }

    if (state.phase === 'projects') {
      if (state.current) {
        // The previous invocation may have stopped between the project's deletion and its purge job: start it
        // again (a second purge of a purged project finds nothing to delete).
        await removeProject(owner, state.current, true);
      }
      const seen = new Set<string>();
      for (;;) {
        if (ctx.remainingMs() < STEP_RESERVE_MS) return 'continue';
        const { projects } = await repo.holdingsOf(customerId);
        if (projects.length === 0) break;
        const fresh = projects.filter((projectId) => !seen.has(projectId));
        if (fresh.length === 0) {
          // GSI1 is eventually consistent on AWS: projects just deleted may still be listed for a moment.
          await pause(GSI_LAG_MS);
          continue;
        }
        for (const projectId of fresh) {
          seen.add(projectId);
          if (ctx.remainingMs() < STEP_RESERVE_MS) return 'continue';
          await advance({ current: projectId });
          await removeProject(owner, projectId, false);
        }
      }
      await advance({ phase: 'grants', current: undefined });
    }

    if (state.phase === 'grants') {
      for (;;) {
        if (ctx.remainingMs() < STEP_RESERVE_MS) return 'continue';
        const { grants } = await repo.holdingsOf(customerId);
        if (grants.length === 0) break;
        for (const grant of grants) await repo.dropGrant(customerId, grant);
        await advance({});
      }
      await advance({ phase: 'customer' });
    }

    await repo.deleteCustomer(customerId);
    ctx.setResult({ customerId });
    await ctx.progress(state.steps + 1, state.steps + 1);
    return 'done';
  };

  /** Deletes an owned project as its owner; `resumed`: it may be deleted already, then its purge is started again. */
  async function removeProject(owner: Caller, projectId: string, resumed: boolean): Promise<void> {
    try {
      await deps.projects.remove(owner, projectId, new Date());
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      if (resumed) await deps.startJob({ type: 'purgeProject', ownerId: owner.customerId, projectId });
    }
  }
}
