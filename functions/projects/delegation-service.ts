import type { UiLocale } from '../../shared/constants';
import type { ProjectGrant, ProjectGrants } from '../../shared/project-views';
import type { PutGrantInput } from '../../shared/schemas/projects';
import enMail from '../../locales/mail/en.json';
import frMail from '../../locales/mail/fr.json';
import type { ApplicationsService } from '../applications/service';
import { requireOwner, requireProject } from '../lib/access/access';
import { clientOf, type reserve } from '../lib/auth/rate-limit';
import { Conflict, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { sendMail } from '../lib/mail/sender';
import type { LiveRevocation } from '../lib/sockets/revocation';
import type * as Repository from './delegation-repository';

/**
 * A change of rights answers in at least this time, whatever the address (an account or not, a mail or not): the
 * answer and its delay tell nothing about who has an account.
 */
export const DELEGATION_ANSWER_MS = 700;

export interface DelegationDeps {
  readonly repository: typeof Repository;
  /** The applications of the project (an application grant names one of them). */
  readonly applications: Pick<ApplicationsService, 'summariesFor'>;
  readonly reserve: typeof reserve;
  readonly sendMail: typeof sendMail;
  readonly appUrl: () => string;
  /** Waits until `ms` have passed since `startedAt` (tests pass a no-op). */
  readonly padUntil: (startedAt: number, ms: number) => Promise<void>;
  /** The live domain closes the consoles a changed right no longer opens, before the answer (docs/live.md). */
  readonly live: Pick<LiveRevocation, 'rightsChanged'>;
}

const MAIL_TEXTS: Record<UiLocale, Record<string, string>> = { fr: frMail, en: enMail };
const levelName = (locale: UiLocale, level: 'read' | 'write' | 'full') => MAIL_TEXTS[locale][`delegation.level.${level}`] ?? level;

/** Project scope first, then applications by id: the order of the owner's list. */
const byAddressThenScope = (a: ProjectGrant, b: ProjectGrant) =>
  a.email.toLowerCase().localeCompare(b.email.toLowerCase()) || (a.applicationId ?? '').localeCompare(b.applicationId ?? '');

/**
 * Delegation of rights (docs/product.md, "Screens and routes" and "Roles and permissions"): the owner's list of rights
 * on a project, by e-mail address.
 */
export function delegationService(deps: DelegationDeps) {
  const repo = deps.repository;

  async function ownedProject(caller: Caller, projectId: string) {
    const access = await requireProject(caller, projectId);
    requireOwner(access);
    return access;
  }

  async function grantsOf(projectId: string): Promise<ProjectGrants> {
    const grants: ProjectGrant[] = (await repo.listDelegations(projectId)).map((item) => ({
      email: item.email,
      level: item.level,
      ...(item.applicationId ? { applicationId: item.applicationId } : {}),
    }));
    return { grants: grants.sort(byAddressThenScope) };
  }

  return {
    async list(caller: Caller, projectId: string): Promise<ProjectGrants> {
      await ownedProject(caller, projectId);
      return grantsOf(projectId);
    },

    /**
     * Sets one right. The same reads, one transaction at most, one mail at most and the same answer whatever the
     * address, padded to DELEGATION_ANSWER_MS: an account's holder is told (grantReceived, grantRevoked) and gets the
     * Grant item at once; an address without an active account gets a pending delegation and an invitation mail.
     */
    async put(caller: Caller, input: PutGrantInput, request: { now: Date; sourceIp: string }): Promise<ProjectGrants> {
      const access = await ownedProject(caller, input.projectId);
      const { now } = request;
      await deps.reserve(
        [
          ['delegateClient', clientOf(request.sourceIp)],
          ['delegateOwner', caller.customerId],
        ],
        now,
      );
      const startedAt = Date.now();
      const emailLower = input.email.toLowerCase();
      if (emailLower === caller.email.toLowerCase()) {
        throw new Validation([{ field: 'email', message: 'validation.delegateSelf' }], 'The owner holds every right already.');
      }
      const applications = await deps.applications.summariesFor(access);
      const application = input.applicationId ? applications.find((app) => app.applicationId === input.applicationId) : undefined;
      if (input.applicationId && !application) {
        const issue = { field: 'applicationId', message: 'validation.unknownApplication' };
        throw new Validation([issue], 'No such application in this project.');
      }
      const [holder, previous, owner] = await Promise.all([
        repo.customerByEmail(emailLower),
        repo.getDelegation(input.projectId, emailLower, input.applicationId),
        repo.getCustomer(caller.customerId),
      ]);
      const account = holder?.status === 'active' ? holder : undefined;
      const sender = owner ? `${owner.firstname} ${owner.lastname}`.trim() || caller.email : caller.email;
      const project = application ? `${application.title} (${access.project.name})` : access.project.name;
      const welcome = (lang: UiLocale) => `${deps.appUrl()}/${lang}/customer/welcome`;
      try {
        if (input.level === 'none') {
          if (previous) await repo.removeDelegation(previous);
          if (previous?.customerId && account?.customerId === previous.customerId) {
            await deps.sendMail({
              to: account.email,
              mail: 'grantRevoked',
              locale: account.lang,
              data: { firstname: account.firstname, sender, project, link: welcome(account.lang) },
            });
          }
        } else {
          await repo.putDelegation(
            access.project,
            {
              email: input.email,
              emailLower,
              level: input.level,
              ...(input.applicationId ? { applicationId: input.applicationId } : {}),
              ...(account ? { customerId: account.customerId } : {}),
            },
            previous,
            now,
          );
          if (account) {
            await deps.sendMail({
              to: account.email,
              mail: 'grantReceived',
              locale: account.lang,
              data: {
                firstname: account.firstname,
                sender,
                project,
                level: levelName(account.lang, input.level),
                link: welcome(account.lang),
              },
            });
          } else {
            // In the inviter's language: nothing is known of the invited person's.
            const lang = owner?.lang ?? 'fr';
            await deps.sendMail({
              to: input.email,
              mail: 'invitation',
              locale: lang,
              data: { sender, project, level: levelName(lang, input.level), link: `${deps.appUrl()}/${lang}/login` },
            });
          }
        }
      } catch (error) {
        if (error instanceof repo.DelegationChanged) throw new Conflict('The rights changed since you loaded them.');
        throw error;
      }
      // Whoever held the right changed (an account's): its consoles that no longer read their module close now.
      const holderId = previous?.customerId ?? account?.customerId;
      if (holderId) await deps.live.rightsChanged(holderId, input.projectId, now);
      await deps.padUntil(startedAt, DELEGATION_ANSWER_MS);
      return grantsOf(input.projectId);
    },
  };
}
