/**
 * One file of a file or gallery field on its way (./use-uploads.ts sends it): its phase, its progress, its preview, and
 * why it failed; and the two calls that differ between the record form and the /_upload page.
 */
import type { CreatedUpload, RejectionReason, UploadStatus } from '../../../../shared/schemas/uploads';
import { CLIENT_ERROR_CODES, isApiError } from '../api';
import type { Preview } from './preview';

export type UploadPhase = 'choosing' | 'uploading' | 'checking' | 'ready' | 'rejected' | 'failed' | 'cancelled';

/** What the server is told of the preview before it signs a POST for it. */
export interface PreviewMeta {
  readonly type: Preview['type'];
  readonly size: number;
}

/**
 * Why a file could not be sent: `status` is the number shown (the API's or S3's HTTP status; 0 when no answer came),
 * `code` says what failed — the API's error code when it refused (VALIDATION_FAILED, TOO_MANY_REQUESTS,
 * UPLOAD_LINK_EXPIRED…), NETWORK, STORAGE (S3 refused the POST) or CHECK_TIMEOUT (408: the check never ended).
 */
export interface UploadFailure {
  readonly status: number;
  readonly code: string;
}

export const UPLOAD_FAILURE_CODES = { storage: 'STORAGE', checkTimeout: 'CHECK_TIMEOUT' } as const;

export interface UploadItem {
  /** This list's own id of the file (the upload has no id before `create` answers). */
  readonly key: string;
  readonly file: File;
  readonly name: string;
  readonly type: string;
  /** Bytes: the file's, then the checked size once ready. */
  readonly size: number;
  readonly phase: UploadPhase;
  /** 0–100, while uploading (100 from checking on). */
  readonly progress: number;
  readonly uploadId?: string | undefined;
  /** The preview made in the browser (images), shown while the file travels and once it is ready. */
  readonly preview?: Preview | undefined;
  /** The preview reached the storage too. */
  readonly previewSent: boolean;
  readonly reason?: RejectionReason | undefined;
  readonly failure?: UploadFailure | undefined;
}

export interface UploadCalls {
  /** Asks for a presigned POST for `file` (and for its preview when `preview` is given). */
  readonly create: (file: File, preview: PreviewMeta | undefined) => Promise<CreatedUpload>;
  readonly status: (uploadId: string, signal?: AbortSignal) => Promise<UploadStatus>;
}

/** Whether the file is still on its way (a form must not be saved meanwhile). */
export const inProgress = (item: Pick<UploadItem, 'phase'>): boolean =>
  item.phase === 'choosing' || item.phase === 'uploading' || item.phase === 'checking';

/** What a refused call becomes on a file: the API's status and code, or no answer at all. */
export const failureOf = (error: unknown): UploadFailure =>
  isApiError(error) ? { status: error.status, code: error.code } : { status: 0, code: CLIENT_ERROR_CODES.network };
