import { ulid } from 'ulid';
import { acceptedTypes, fileAccepted, VALUE_ERROR_KEYS } from '../../shared/record-values';
import type { FormField } from '../../shared/schemas/builder';
import {
  type CreatedUpload,
  type PresignedPost,
  UPLOAD_POLICY_SECONDS,
  UPLOAD_UNATTACHED_HOURS,
  type UploadStatus,
} from '../../shared/schemas/uploads';
import { isExpired, ttlSeconds } from '../lib/db/keys';
import { NotFound, Validation } from '../lib/errors';
import { type ElementRef, isFileField, type UploadRequest, type UploadsDeps } from './context';
import { fieldMaxBytes } from './limits';
import type { StoredUpload } from './repository';

/** An upload's making (its item and its presigned POSTs) and its reading, by a member or through an upload link. */

/** Where an upload goes: the element's file or gallery field, and who asks. */
export interface UploadTarget extends ElementRef {
  readonly field: FormField;
  readonly createdBy: string;
  readonly linkId?: string;
}

const HOUR_MS = 3_600_000;

/** The file or gallery field `key` of the element (anything else → 400 on `field`). */
export function fileField(fields: readonly FormField[], key: string): FormField {
  const field = fields.find((candidate) => candidate.key === key);
  if (!field || !isFileField(field)) throw new Validation([{ field: 'field', message: 'validation.fileField' }]);
  return field;
}

/** The declared file against the field's rules (before anything is signed), then the upload and its POSTs. */
export async function signUpload(
  { repository, bucket }: Pick<UploadsDeps, 'repository' | 'bucket'>,
  target: UploadTarget,
  request: UploadRequest,
  now: Date,
): Promise<CreatedUpload> {
  const { field } = target;
  const limit = fieldMaxBytes(field);
  if (!fileAccepted(request, acceptedTypes(field))) throw new Validation([{ field: 'type', message: VALUE_ERROR_KEYS.fileType }]);
  if (request.size > limit) throw new Validation([{ field: 'size', message: VALUE_ERROR_KEYS.fileTooLarge }]);
  const uploadId = ulid(now.getTime());
  const wantsPreview = request.preview && request.type.startsWith('image/');
  await repository.putUpload({
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
    wantsPreview ? bucket.presignPost(key('preview'), request.preview!.type, request.preview!.size, UPLOAD_POLICY_SECONDS, now) : undefined,
  ]);
  return { uploadId, ...post, ...(preview ? { preview: preview as PresignedPost } : {}) };
}

export const statusOf = (upload: StoredUpload): UploadStatus => ({
  uploadId: upload.uploadId,
  status: upload.status,
  name: upload.name,
  type: upload.type,
  size: upload.size,
  ...(upload.reason ? { reason: upload.reason as UploadStatus['reason'] } : {}),
});

/** An upload that exists for this project, and is not an unattached one past its day. */
export async function liveUpload(
  repository: UploadsDeps['repository'],
  projectId: string,
  applicationId: string,
  uploadId: string,
  now: Date,
) {
  const upload = await repository.getUpload(applicationId, uploadId);
  if (!upload || upload.projectId !== projectId || (!upload.recordId && isExpired(upload, now))) throw new NotFound('No such upload.');
  return upload;
}
