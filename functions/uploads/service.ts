import { ulid } from 'ulid';
import type { UiLocale } from '../../shared/constants';
import type { FormField } from '../../shared/schemas/builder';
import { fileAccepted, acceptedTypes, VALUE_ERROR_KEYS } from '../../shared/record-values';
import {
  type AttachedUpload,
  type CreatedUpload,
  type CreatedUploadLink,
  type PresignedPost,
  UPLOAD_LINK_AUTHOR,
  UPLOAD_POLICY_SECONDS,
  UPLOAD_UNATTACHED_HOURS,
  type UploadLinkPage,
  type UploadLinkSummary,
  type UploadStatus,
} from '../../shared/schemas/uploads';
import type { ApplicationsService } from '../applications/service';
import { clientOf, type LimitSubject, type reserve } from '../lib/auth/rate-limit';
import { hashSecret, randomToken } from '../lib/auth/tokens';
import { isExpired, ttlSeconds } from '../lib/db/keys';
import { AppError, NotFound, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import type { sendMail } from '../lib/mail/sender';
import type * as Bucket from '../lib/storage/uploads-bucket';
import { recordFiles, type RecordsService } from '../records/service';
import { fieldMaxBytes } from './limits';
import type * as Repository from './repository';

export interface UploadsDeps {
  readonly repository: typeof Repository;
  readonly bucket: Pick<typeof Bucket, 'fileKeys' | 'presignPost'>;
  readonly applications: Pick<ApplicationsService, 'elementAccess' | 'elementConfig'>;
  readonly records: Pick<RecordsService, 'recordForLink' | 'attachThroughLink'>;
  readonly reserve: typeof reserve;
  readonly sendMail: typeof sendMail;
  readonly appUrl: () => string;
}

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}
interface UploadRequest {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly preview?: { readonly type: string; readonly size: number } | undefined;
}
/** Where an upload goes: the element's file or gallery field, and who asks. */
interface UploadTarget extends ElementRef {
  readonly field: FormField;
  readonly createdBy: string;
  readonly linkId?: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** An expired or revoked link stays listed (and says so) this long. */
const LINK_KEPT_DAYS = 30;

const isFileField = (field: FormField) => field.type === 'file' || field.type === 'gallery';
const tokenHash = (token: string) => hashSecret(token, 'upload-link');

class LinkRefused extends AppError {
  constructor(code: 'UPLOAD_LINK_INVALID' | 'UPLOAD_LINK_EXPIRED' | 'UPLOAD_LINK_REVOKED') {
    super(code === 'UPLOAD_LINK_INVALID' ? 404 : 410, code, 'This upload link cannot be used.');
  }
}

/** Files (issue 11): presigned uploads, their check, and upload links for people without an account. */
export function uploadsService(deps: UploadsDeps) {
  const { repository: repo, bucket, applications, records } = deps;

  /** The file or gallery field `key` of the element (anything else → 400 on `field`). */
  function fileField(fields: readonly FormField[], key: string): FormField {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field || !isFileField(field)) throw new Validation([{ field: 'field', message: 'validation.fileField' }]);
    return field;
  }

  /** The declared file against the field's rules (before anything is signed), then the upload and its POSTs. */
  async function signUpload(target: UploadTarget, request: UploadRequest, now: Date): Promise<CreatedUpload> {
    const { field } = target;
    const limit = fieldMaxBytes(field);
    if (!fileAccepted(request, acceptedTypes(field))) throw new Validation([{ field: 'type', message: VALUE_ERROR_KEYS.fileType }]);
    if (request.size > limit) throw new Validation([{ field: 'size', message: VALUE_ERROR_KEYS.fileTooLarge }]);
    const uploadId = ulid(now.getTime());
    const wantsPreview = request.preview && request.type.startsWith('image/');
    await repo.putUpload({
      applicationId: target.applicationId,
      uploadId,
      projectId: target.projectId,
      element: target.element,
      field: field.key,
      name: request.name,
      type: request.type,
      size: request.size,
      status: 'pending',
      ...(wantsPreview ? { previewType: request.preview!.type } : {}),
      createdAt: now.toISOString(),
      createdBy: target.createdBy,
      ...(target.linkId ? { linkId: target.linkId } : {}),
      expiresAt: ttlSeconds(new Date(now.getTime() + UPLOAD_UNATTACHED_HOURS * HOUR_MS)),
    });
    const key = (part: 'original' | 'preview') => bucket.fileKeys.file(target.projectId, target.applicationId, uploadId, part);
    const [post, preview] = await Promise.all([
      bucket.presignPost(key('original'), request.type, limit, UPLOAD_POLICY_SECONDS, now),
      wantsPreview
        ? bucket.presignPost(key('preview'), request.preview!.type, request.preview!.size, UPLOAD_POLICY_SECONDS, now)
        : undefined,
    ]);
    return { uploadId, ...post, ...(preview ? { preview: preview as PresignedPost } : {}) };
  }

  const statusOf = (upload: Repository.StoredUpload): UploadStatus => ({
    uploadId: upload.uploadId,
    status: upload.status,
    name: upload.name,
    type: upload.type,
    size: upload.size,
    ...(upload.reason ? { reason: upload.reason as UploadStatus['reason'] } : {}),
  });

  /** An upload that exists for this project, and is not an unattached one past its day. */
  async function liveUpload(projectId: string, applicationId: string, uploadId: string, now: Date) {
    const upload = await repo.getUpload(applicationId, uploadId);
    if (!upload || upload.projectId !== projectId || (!upload.recordId && isExpired(upload, now))) throw new NotFound('No such upload.');
    return upload;
  }

  // ——— Upload links ———

  function linkState(link: Repository.StoredUploadLink, now: Date): UploadLinkSummary['state'] {
    if (link.revokedAt) return 'revoked';
    return Date.parse(link.validUntil) <= now.getTime() ? 'expired' : 'active';
  }

  const summaryOf = (link: Repository.StoredUploadLink, now: Date): UploadLinkSummary => ({
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

  /**
   * The link a token opens, once the caller's and the link's limits allow the call. A wrong token, an expired or
   * a revoked link each have their code (the page says which, in words).
   */
  async function openLink(token: string, sourceIp: string, now: Date, extra: LimitSubject[] = []) {
    await deps.reserve([['uploadLinkClient', clientOf(sourceIp)], ...extra], now);
    const link = await repo.linkByToken(tokenHash(token));
    if (!link) throw new LinkRefused('UPLOAD_LINK_INVALID');
    const state = linkState(link, now);
    if (state === 'revoked') throw new LinkRefused('UPLOAD_LINK_REVOKED');
    if (state === 'expired') throw new LinkRefused('UPLOAD_LINK_EXPIRED');
    return link;
  }

  /** The fields a link asks for that are still file or gallery fields of its element (the page and new uploads). */
  async function askedFields(link: Repository.StoredUploadLink) {
    const config = await applications.elementConfig(link.projectId, link.applicationId, link.element);
    if (!config) throw new LinkRefused('UPLOAD_LINK_INVALID');
    const fields = link.fields
      .map((key) => config.form.fields.find((field) => field.key === key))
      .filter((f): f is FormField => !!f && isFileField(f));
    return { config, fields };
  }

  const uploads = {
    async create(caller: Caller, input: ElementRef & UploadRequest, now: Date): Promise<CreatedUpload> {
      const { element } = await applications.elementAccess(caller, input, 'write');
      const field = fileField(element.form.fields, input.field);
      return signUpload({ ...input, field, createdBy: caller.email }, input, now);
    },

    async status(caller: Caller, input: { projectId: string; applicationId: string; uploadId: string }, now: Date): Promise<UploadStatus> {
      const upload = await liveUpload(input.projectId, input.applicationId, input.uploadId, now);
      await applications.elementAccess(caller, { ...input, element: upload.element }, 'read', true);
      return statusOf(upload);
    },

    // ——— Upload links, from the record ———

    async createLink(
      caller: Caller,
      input: ElementRef & { recordId: string; fields: string[]; days: number; language: UiLocale; email: string; message: string },
      request: { now: Date; sourceIp: string },
    ): Promise<CreatedUploadLink> {
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
      const link: Repository.StoredUploadLink = {
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
      if (email) {
        const projectName = (await repo.activeProjectName(input.projectId)) ?? '';
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

    // ——— The upload page (public: the token is the credential) ———

    async page(input: { t: string }, request: { now: Date; sourceIp: string }): Promise<UploadLinkPage> {
      const link = await openLink(input.t, request.sourceIp, request.now);
      const { config, fields } = await askedFields(link);
      const [projectName, record] = await Promise.all([
        repo.activeProjectName(link.projectId),
        records.recordForLink(link.projectId, link.applicationId, link.element, link.recordId),
      ]);
      if (!projectName || !record) throw new LinkRefused('UPLOAD_LINK_INVALID');
      const label = (field: FormField) =>
        field.label[link.language] || config.languages.map((language) => field.label[language]).find(Boolean) || field.key;
      return {
        project: { name: projectName },
        record: { name: record.name },
        language: link.language,
        expiresAt: link.validUntil,
        fields: fields.map((field) => ({
          key: field.key,
          label: label(field),
          type: field.type as 'file' | 'gallery',
          accept: acceptedTypes(field) ?? null,
          maxBytes: fieldMaxBytes(field),
          maxCount: field.type === 'file' ? 1 : (field.maxCount ?? null),
          files: recordFiles
            .storedFiles(record.values[field.key])
            .map(({ uploadId, name, type, size }) => ({ uploadId, name, type, size })),
        })),
      };
    },

    async linkUpload(input: { t: string } & UploadRequest, request: { now: Date; sourceIp: string }): Promise<CreatedUpload> {
      const hash = tokenHash(input.t);
      const link = await openLink(input.t, request.sourceIp, request.now, [['uploadLinkFiles', hash]]);
      const { fields } = await askedFields(link);
      const field = fileField(fields, input.field);
      return signUpload({ ...link, field, createdBy: UPLOAD_LINK_AUTHOR, linkId: link.linkId }, input, request.now);
    },

    async linkUploadStatus(input: { t: string; uploadId: string }, request: { now: Date; sourceIp: string }): Promise<UploadStatus> {
      const link = await openLink(input.t, request.sourceIp, request.now);
      const upload = await liveUpload(link.projectId, link.applicationId, input.uploadId, request.now);
      if (upload.linkId !== link.linkId) throw new NotFound('No such upload.');
      return statusOf(upload);
    },

    async linkAttach(input: { t: string; uploadId: string }, request: { now: Date; sourceIp: string }): Promise<AttachedUpload> {
      const link = await openLink(input.t, request.sourceIp, request.now);
      const upload = await liveUpload(link.projectId, link.applicationId, input.uploadId, request.now);
      if (upload.linkId !== link.linkId) throw new NotFound('No such upload.');
      const attached = await records.attachThroughLink(
        { ...link, field: upload.field, uploadId: upload.uploadId },
        { customerId: link.createdById },
        request.now,
      );
      if (!upload.recordId) await repo.countLinkUpload(link);
      return { version: attached.version, field: upload.field, files: attached.files };
    },
  };

  return uploads;
}
