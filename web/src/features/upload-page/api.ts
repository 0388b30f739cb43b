/**
 * The upload page's calls (docs/api.md "Upload links"; shapes in shared/schemas/uploads.ts), public: the link's token
 * `t` is the only credential. The page (`GET /api/upload-link?t=…`), a presigned POST for a file of an asked field
 * and its status while the check runs (the uploader of lib/uploads drives them), then the attach that saves the file
 * in the record (a new version). A 401 is never expected here: it must not send anyone to the login page.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AttachedUpload, CreatedUpload, UploadLinkPage, UploadStatus } from '../../../../shared/schemas/uploads';
import { api } from '../../lib/api';
import type { PreviewMeta, UploadCalls } from '../../lib/uploads/upload-item';

const PUBLIC = { redirectOnUnauthorized: false } as const;

/** The codes of a link that no longer works (or never did): the page then says so instead of its form. */
const LINK_GONE_CODES: ReadonlySet<string> = new Set(['UPLOAD_LINK_INVALID', 'UPLOAD_LINK_EXPIRED', 'UPLOAD_LINK_REVOKED']);
export const isLinkGone = (code: string): boolean => LINK_GONE_CODES.has(code);

export const uploadLinkKeys = {
  page: (token: string) => ['uploadLink', token] as const,
};

/** `GET /api/upload-link?t=…` → the project and record names, the asked fields and their files. Not retried on 4xx. */
export const uploadLinkPageQuery = (token: string) =>
  queryOptions({
    queryKey: uploadLinkKeys.page(token),
    queryFn: ({ signal }) => api.get<UploadLinkPage>('/upload-link', { ...PUBLIC, query: { t: token }, signal }),
    staleTime: 30_000,
    retryOnMount: false,
  });

/** The two calls the uploader of one asked field makes, through the link. */
export const linkUploads = (token: string, field: string): UploadCalls => ({
  create: (file: File, preview: PreviewMeta | undefined) =>
    api.post<CreatedUpload>(
      '/upload-link/uploads',
      { t: token, field, name: file.name, type: file.type, size: file.size, ...(preview ? { preview } : {}) },
      PUBLIC,
    ),
  status: (uploadId: string, signal?: AbortSignal) =>
    api.get<UploadStatus>(`/upload-link/uploads/${encodeURIComponent(uploadId)}`, {
      ...PUBLIC,
      query: { t: token },
      ...(signal ? { signal } : {}),
    }),
});

/** `POST /api/upload-link/uploads/{uploadId}/attach` `{ t }` → the record's new version and the field's files. */
export const attachUpload = (token: string, uploadId: string) =>
  api.post<AttachedUpload>(`/upload-link/uploads/${encodeURIComponent(uploadId)}/attach`, { t: token }, PUBLIC);

/** After an attach: the field shows the files the answer lists. */
export function showAttached(client: QueryClient, token: string, attached: AttachedUpload): void {
  client.setQueryData<UploadLinkPage>(uploadLinkKeys.page(token), (page) =>
    page
      ? { ...page, fields: page.fields.map((field) => (field.key === attached.field ? { ...field, files: attached.files } : field)) }
      : page,
  );
}
