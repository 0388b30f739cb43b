/**
 * The customer's upload endpoints (docs/api.md "Uploads"), through the one API client: a presigned POST for a file of
 * a record's field, and the upload's status while the check runs. The /_upload page uses the link's endpoints instead.
 */
import type { CreatedUpload, UploadStatus } from '../../../../shared/schemas/uploads';
import { api } from '../api';
import type { PreviewMeta } from './upload-item';

/** Where the record screens' files go: the element's form, in an application of a project. */
export interface UploadTarget {
  readonly projectId: string;
  /** The application's id. */
  readonly applicationId: string;
  readonly element: string;
}

const uploadsPath = ({ projectId, applicationId }: Pick<UploadTarget, 'projectId' | 'applicationId'>) =>
  `/projects/${encodeURIComponent(projectId)}/applications/${encodeURIComponent(applicationId)}/uploads`;

/** `POST …/uploads` `{ element, field, name, type, size, preview? }` → 201 CreatedUpload (a type or size the field refuses → 400). */
export const createUpload = (target: UploadTarget, field: string, file: Pick<File, 'name' | 'type' | 'size'>, preview?: PreviewMeta) =>
  api.post<CreatedUpload>(uploadsPath(target), {
    element: target.element,
    field,
    name: file.name,
    type: file.type,
    size: file.size,
    ...(preview ? { preview } : {}),
  });

/** `GET …/uploads/{uploadId}` → UploadStatus (pending while the check runs, then ready or rejected with its reason). */
export const getUploadStatus = (target: Pick<UploadTarget, 'projectId' | 'applicationId'>, uploadId: string, signal?: AbortSignal) =>
  api.get<UploadStatus>(`${uploadsPath(target)}/${encodeURIComponent(uploadId)}`, signal ? { signal } : {});

/** The two functions `useUploads` takes, for one field of the target's form. */
export const customerUploads = (target: UploadTarget, field: string) => ({
  create: (file: File, preview: PreviewMeta | undefined) => createUpload(target, field, file, preview),
  status: (uploadId: string, signal?: AbortSignal) => getUploadStatus(target, uploadId, signal),
});
