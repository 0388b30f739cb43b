import { acceptedTypes } from '../../shared/record-values';
import type { FormField } from '../../shared/schemas/builder';
import {
  type AttachedUpload,
  type CreatedUpload,
  UPLOAD_LINK_AUTHOR,
  type UploadLinkPage,
  type UploadStatus,
} from '../../shared/schemas/uploads';
import { clientOf, type LimitSubject } from '../lib/auth/rate-limit';
import { AppError, NotFound } from '../lib/errors';
import { recordFiles } from '../records/service';
import { isFileField, tokenHash, type UploadRequest, type UploadsDeps } from './context';
import { linkState } from './link-admin';
import { fieldMaxBytes } from './limits';
import type { StoredUploadLink } from './repository';
import { fileField, liveUpload, signUpload, statusOf } from './sign-upload';

/** The upload page of a link (public: the token is the credential): what it asks for, its uploads and their attachment. */

class LinkRefused extends AppError {
  constructor(code: 'UPLOAD_LINK_INVALID' | 'UPLOAD_LINK_EXPIRED' | 'UPLOAD_LINK_REVOKED') {
    super(code === 'UPLOAD_LINK_INVALID' ? 404 : 410, code, 'This upload link cannot be used.');
  }
}

interface Request {
  readonly now: Date;
  readonly sourceIp: string;
}

export function linkPage(deps: UploadsDeps) {
  const { repository: repo, applications, records } = deps;

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
  async function askedFields(link: StoredUploadLink) {
    const config = await applications.elementConfig(link.projectId, link.applicationId, link.element);
    if (!config) throw new LinkRefused('UPLOAD_LINK_INVALID');
    const fields = link.fields
      .map((key) => config.form.fields.find((field) => field.key === key))
      .filter((f): f is FormField => !!f && isFileField(f));
    return { config, fields };
  }

  /** An upload made through this very link. */
  async function linkUploadOf(link: StoredUploadLink, uploadId: string, now: Date) {
    const upload = await liveUpload(repo, link.projectId, link.applicationId, uploadId, now);
    if (upload.linkId !== link.linkId) throw new NotFound('No such upload.');
    return upload;
  }

  return {
    async page(input: { t: string }, request: Request): Promise<UploadLinkPage> {
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

    async linkUpload(input: { t: string } & UploadRequest, request: Request): Promise<CreatedUpload> {
      const hash = tokenHash(input.t);
      const link = await openLink(input.t, request.sourceIp, request.now, [['uploadLinkFiles', hash]]);
      const { fields } = await askedFields(link);
      const field = fileField(fields, input.field);
      return signUpload(deps, { ...link, field, createdBy: UPLOAD_LINK_AUTHOR, linkId: link.linkId }, input, request.now);
    },

    async linkUploadStatus(input: { t: string; uploadId: string }, request: Request): Promise<UploadStatus> {
      const link = await openLink(input.t, request.sourceIp, request.now);
      return statusOf(await linkUploadOf(link, input.uploadId, request.now));
    },

    async linkAttach(input: { t: string; uploadId: string }, request: Request): Promise<AttachedUpload> {
      const link = await openLink(input.t, request.sourceIp, request.now);
      const upload = await linkUploadOf(link, input.uploadId, request.now);
      const attached = await records.attachThroughLink(
        { ...link, field: upload.field, uploadId: upload.uploadId },
        { customerId: link.createdById },
        request.now,
      );
      if (!upload.recordId) await repo.countLinkUpload(link);
      return { version: attached.version, field: upload.field, files: attached.files };
    },
  };
}
