import { ulid } from 'ulid';
import type { ContactAccepted } from '../../shared/schemas/contact';
import type { UiLocale } from '../../shared/constants';
import type { requireProject } from '../lib/access/access';
import { clientOf, type reserve } from '../lib/auth/rate-limit';
import { ttlSeconds } from '../lib/db/keys';
import type { Caller } from '../lib/http/route';
import type { JobItem } from '../lib/job-store';
import { type JobContext, JobFailure, NO_PROJECT, type startJob } from '../lib/jobs';
import type { sendMail } from '../lib/mail/sender';
import type * as Repository from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A request is kept a year (TTL), then DynamoDB removes it: long enough to answer it and look back on it. */
export const CONTACT_KEPT_DAYS = 365;

export interface ContactDeps {
  readonly repository: Pick<typeof Repository, 'putRequest' | 'getRequest' | 'markDelivered' | 'getCustomer'>;
  readonly requireProject: typeof requireProject;
  readonly reserve: typeof reserve;
  readonly sendMail: typeof sendMail;
  readonly startJob: typeof startJob;
  /** The provider's support address (CDK context `supportEmail`, env SUPPORT_EMAIL). */
  readonly supportEmail: () => string;
  readonly appUrl: () => string;
}

/** The two mails of a request, in order; the job's checkpoint lists those already sent. */
const STEPS = ['support', 'customer'] as const;
type Step = (typeof STEPS)[number];

/** Contact: a request is stored first, then delivered by the `deliverContact` job. */
export function contactService(deps: ContactDeps) {
  const repo = deps.repository;
  return {
    async send(
      caller: Caller,
      input: { subject: string; message: string; projectId?: string | undefined; lang: UiLocale },
      request: { now: Date; sourceIp: string },
    ): Promise<ContactAccepted> {
      const { now } = request;
      // The project concerned must be one the caller sees (404 otherwise, as everywhere).
      const access = input.projectId ? await deps.requireProject(caller, input.projectId) : undefined;
      // The client's limit first, then the customer's: a client refused by its own never spends the customer's budget.
      await deps.reserve(
        [
          ['contactClient', clientOf(request.sourceIp)],
          ['contactCustomer', caller.customerId],
        ],
        now,
      );
      const customer = await repo.getCustomer(caller.customerId);
      const requestId = ulid(now.getTime());
      await repo.putRequest({
        requestId,
        customerId: caller.customerId,
        email: customer?.email ?? caller.email,
        firstname: customer?.firstname ?? '',
        lastname: customer?.lastname ?? '',
        company: customer?.company ?? '',
        phone: customer?.phone ?? '',
        subject: input.subject,
        message: input.message,
        ...(access ? { projectId: access.project.projectId, projectName: access.project.name } : {}),
        lang: input.lang,
        status: 'pending',
        createdAt: now.toISOString(),
        expiresAt: ttlSeconds(new Date(now.getTime() + CONTACT_KEPT_DAYS * DAY_MS)),
      });
      // Stored: from here a failure to mail is the job's to retry (a lost invocation is started by the sweeper).
      await deps.startJob(
        { type: 'deliverContact', ownerId: caller.customerId, projectId: input.projectId ?? NO_PROJECT, input: { requestId } },
        now,
      );
      return { requestId };
    },

    /**
     * The `deliverContact` job: the request to the support address, then the acknowledgement to the customer. The
     * checkpoint after each mail means a retry never sends one twice (a crash between a send and its checkpoint
     * could, at worst, repeat that one mail).
     */
    async deliver(job: Pick<JobItem, 'input'>, ctx: JobContext): Promise<'done'> {
      const requestId = String(job.input.requestId ?? '');
      const request = await repo.getRequest(requestId);
      if (!request) throw new JobFailure('notFound', 'The contact request is gone.');
      const sent = new Set<Step>(((ctx.checkpoint?.sent as Step[] | undefined) ?? []).filter((step) => STEPS.includes(step)));
      if (request.status !== 'delivered') {
        if (!sent.has('support')) {
          await deps.sendMail({
            to: deps.supportEmail(),
            // The provider's team reads French (the reference language); answering goes to the customer.
            mail: 'contactRequest',
            locale: 'fr',
            replyTo: request.email,
            data: {
              requestId: request.requestId,
              firstname: request.firstname,
              lastname: request.lastname,
              company: request.company,
              email: request.email,
              phone: request.phone,
              project: request.projectName ?? '',
              projectId: request.projectId ?? '',
              lang: request.lang,
              subject: request.subject,
              message: request.message,
            },
          });
          sent.add('support');
          await ctx.progress(1, STEPS.length, { sent: [...sent] });
        }
        if (!sent.has('customer')) {
          await deps.sendMail({
            to: request.email,
            mail: 'contactReceived',
            locale: request.lang,
            data: { firstname: request.firstname, subject: request.subject, link: `${deps.appUrl()}/${request.lang}/customer/contact` },
          });
          sent.add('customer');
          await ctx.progress(2, STEPS.length, { sent: [...sent] });
        }
        await repo.markDelivered(requestId, new Date().toISOString());
      }
      ctx.setResult({ requestId });
      return 'done';
    },
  };
}
