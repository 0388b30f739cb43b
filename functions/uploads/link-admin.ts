import { ulid } from 'ulid';
import type { UiLocale } from '../../shared/constants';
import type { CreatedUploadLink, UploadLinkSummary } from '../../shared/schemas/uploads';
import { clientOf } from '../lib/auth/rate-limit';
import { randomToken } from '../lib/auth/tokens';
import { ttlSeconds } from '../lib/db/keys';
import { NotFound, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type ElementRef, isFileField, tokenHash, type UploadsDeps } from './context';
import type { StoredUploadLink } from './repository';

/** Upload links as the record's editors manage them: made (and mailed), listed, revoked. */

const DAY_MS = 24 * 3_600_000;
/** An expired or revoked link stays listed (and says so) this long. */
const LINK_KEPT_DAYS = 30;

export function linkState(link: StoredUploadLink, now: Date): UploadLinkSummary['state'] {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.validUntil) <= now.getTime() ? 'expired' : 'active';
}

const summaryOf = (link: StoredUploadLink, now: Date): UploadLinkSummary => ({
  linkId: link.linkId,
  fields: link.fields,
  language: link.language,
  createdAt: link.createdAt,
  createdBy: link.createdBy,
  expiresAt: link.validUntil,
  state: linkState(link, now),
  ...(link.revokedAt ? { revokedAt: link.revokedAt } : {}),
  ...(link.email ? { email: link.email } : {}),
  uploads: link.uploads,
});

export interface CreateLinkInput extends ElementRef {
  readonly recordId: string;
  readonly fields: string[];
  readonly days: number;
  readonly language: UiLocale;
  readonly email: string;
  readonly message: string;
}

/** Mails the link to `email` in the link's language, with the sender's message. */
async function mailLink(deps: UploadsDeps, caller: Caller, input: CreateLinkInput, email: string, validUntil: Date, url: string) {
  const projectName = (await deps.repository.activeProjectName(input.projectId)) ?? '';
  await deps.sendMail({
    to: email,
    mail: 'uploadLink',
    locale: input.language,
    data: {
      sender: caller.email,
      project: projectName,
      message: input.message,
      // "2 décembre 2026", "December 2, 2026": the day the link stops working, in the mail's language (UTC).
      expires: new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(validUntil),
      link: url,
    },
  });
}

export function linkAdmin(deps: UploadsDeps) {
  const { repository: repo, applications, records } = deps;
  return {
    async createLink(caller: Caller, input: CreateLinkInput, request: { now: Date; sourceIp: string }): Promise<CreatedUploadLink> {
      const { element } = await applications.elementAccess(caller, input, 'write');
      const issues = [...new Set(input.fields)].flatMap((key, index) => {
        const field = element.form.fields.find((candidate) => candidate.key === key);
        return field && isFileField(field) ? [] : [{ field: `fields.${index}`, message: 'validation.fileField' }];
      });
      if (issues.length) throw new Validation(issues);
      const email = input.email.toLowerCase();
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Validation([{ field: 'email', message: 'validation.email' }]);
      if (!(await records.recordForLink(input.projectId, input.applicationId, input.element, input.recordId))) {
        throw new NotFound('No such record.');
      }
      if (email)
        await deps.reserve(
          [
            ['mailClient', clientOf(request.sourceIp)],
            ['mailAddress', email],
          ],
          request.now,
        );
      const { now } = request;
      const token = randomToken();
      const validUntil = new Date(now.getTime() + input.days * DAY_MS);
      const link: StoredUploadLink = {
        applicationId: input.applicationId,
        element: input.element,
        recordId: input.recordId,
        linkId: ulid(now.getTime()),
        projectId: input.projectId,
        tokenHash: tokenHash(token),
        fields: [...new Set(input.fields)],
        language: input.language,
        createdAt: now.toISOString(),
        createdBy: caller.email,
        createdById: caller.customerId,
        validUntil: validUntil.toISOString(),
        ...(email ? { email } : {}),
        uploads: 0,
        expiresAt: ttlSeconds(new Date(validUntil.getTime() + LINK_KEPT_DAYS * DAY_MS)),
      };
      await repo.putLink(link);
      const url = `${deps.appUrl()}/_upload?t=${token}`;
      if (email) await mailLink(deps, caller, input, email, validUntil, url);
      return { link: summaryOf(link, now), url, mailed: !!email };
    },

    async listLinks(caller: Caller, input: ElementRef & { recordId: string }, now: Date): Promise<{ items: UploadLinkSummary[] }> {
      await applications.elementAccess(caller, input, 'write');
      const links = await repo.listLinks(input.applicationId, input.element, input.recordId);
      return { items: links.map((link) => summaryOf(link, now)).reverse() };
    },

    async revokeLink(caller: Caller, input: ElementRef & { recordId: string; linkId: string }, now: Date): Promise<void> {
      await applications.elementAccess(caller, input, 'write');
      if (!(await repo.revokeLink(input, now.toISOString()))) throw new NotFound('No such upload link.');
    },
  };
}
