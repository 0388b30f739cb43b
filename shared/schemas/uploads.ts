import * as v from 'valibot';
import { UI_LOCALES } from '../constants';
import { FieldKey } from './builder';
import { cleanText, optionalText, Ulid } from './common';
import { RecordRefInput } from './refs';

/**
 * Files (docs/api.md, "Uploads" and "Upload links"): the browser asks for a presigned S3 POST, posts the file
 * straight to S3, an object event checks it (real size, real type from its first bytes), and a record's file or
 * gallery value then references the upload by id. Outsiders upload through a link (`/_upload?t=…`).
 */

/** How long a presigned POST may be used. */
export const UPLOAD_POLICY_SECONDS = 300;
/** The size limit of a file or gallery field that sets none (a field may set at most 100 MB). */
export const UPLOAD_DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
/** A preview is a small image the browser makes before upload; at most this big. */
export const PREVIEW_MAX_BYTES = 100 * 1024;
/** The longest side of a preview, in pixels. */
export const PREVIEW_MAX_SIDE = 320;
export const PREVIEW_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const;
/** An upload never attached to a record is forgotten (and its object expires) after this long. */
export const UPLOAD_UNATTACHED_HOURS = 24;
/** Presigned GET URLs of files and previews are valid this long. */
export const DOWNLOAD_URL_SECONDS = 15 * 60;
/** A save may attach at most this many new files (they are attached in the record's transaction). */
export const NEW_FILES_PER_SAVE = 40;

export const UPLOAD_LINK_MIN_DAYS = 1;
export const UPLOAD_LINK_MAX_DAYS = 30;
export const UPLOAD_LINK_MESSAGE_MAX = 2000;

/** A file name as the browser gives it: no path, no control character. */
export const FileName = v.pipe(
  v.string('validation.invalid'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(255, 'validation.tooLong'),
  cleanText(),
  v.regex(/^[^/\\]+$/, 'validation.invalid'),
);
/** A MIME type (`image/png`); the browser sends '' when it does not know one, read as `application/octet-stream`. */
export const MimeType = v.pipe(
  v.optional(v.string('validation.invalid'), ''),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(127, 'validation.invalid'),
  v.transform((type) => type || 'application/octet-stream'),
  v.regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/, 'validation.invalid'),
);
const ByteSize = v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.fileEmpty'));

const UploadRequest = {
  field: FieldKey,
  name: FileName,
  type: MimeType,
  size: ByteSize,
  /** For images: the preview the browser made, uploaded beside the file (a second presigned POST). */
  preview: v.optional(
    v.object({
      type: v.picklist(PREVIEW_TYPES, 'validation.invalid'),
      size: v.pipe(ByteSize, v.maxValue(PREVIEW_MAX_BYTES, 'validation.invalid')),
    }),
  ),
};

/** The routes of files name applications by id (never by slug): uploads and links live under that id. */
const ByIds = { projectId: Ulid, applicationId: Ulid };

/** `POST /api/projects/{projectId}/applications/{applicationId}/uploads` (write level on the application). */
export const CreateUploadInput = v.object({ ...ByIds, element: FieldKey, ...UploadRequest });
/** `GET …/uploads/{uploadId}` */
export const UploadRefInput = v.object({ ...ByIds, uploadId: Ulid });

/** A presigned POST: the form `fields` go before the file, in that order, in a multipart POST to `url`. */
export interface PresignedPost {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}
export interface CreatedUpload extends PresignedPost {
  readonly uploadId: string;
  readonly preview?: PresignedPost;
}

export type UploadState = 'pending' | 'ready' | 'rejected';
/** Why the check refused a file (the web shows `uploads.reason.<reason>`). */
export const REJECTION_REASONS = ['empty', 'tooLarge', 'typeMismatch', 'typeNotAccepted', 'replaced'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export interface UploadStatus {
  readonly uploadId: string;
  readonly status: UploadState;
  readonly name: string;
  readonly type: string;
  /** The declared size while pending, the real size once checked. */
  readonly size: number;
  readonly reason?: RejectionReason;
}

/**
 * A file in a record's file or gallery value. A save sends `{ uploadId }` items (anything else in them is ignored:
 * name, type and size come from the checked upload); reads answer the stored fields plus signed URLs.
 */
export interface StoredFile {
  readonly uploadId: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
  /** The browser sent a preview that passed the check. */
  readonly preview?: boolean;
  /**
   * The preview's type, one of PREVIEW_TYPES: declared when the upload was signed and proved by the check (a preview
   * whose bytes are another type is refused). Its signed GET is served as this type; absent on files stored before.
   */
  readonly previewType?: string;
}
export interface FileView extends StoredFile {
  /** Opens the file (inline for images, PDF, audio and video; a download otherwise). */
  readonly url?: string;
  /** Downloads it under its original name. */
  readonly downloadUrl?: string;
  /** The small preview (images), for lists and galleries. */
  readonly previewUrl?: string;
}

// ——— Upload links ———

/** `savedBy` of a version (and `updatedBy` of a record) saved through an upload link: no address starts with `@`. */
export const UPLOAD_LINK_AUTHOR = '@upload-link';

export type UploadLinkState = 'active' | 'expired' | 'revoked';

/** `POST …/records/{recordId}/upload-links` (write level). */
export const CreateUploadLinkInput = v.object({
  ...RecordRefInput.entries,
  ...ByIds,
  /** File and gallery fields of the element (at least one). */
  fields: v.pipe(v.array(FieldKey, 'validation.invalid'), v.minLength(1, 'validation.required'), v.maxLength(50, 'validation.invalid')),
  days: v.pipe(
    v.number('validation.linkDays'),
    v.integer('validation.linkDays'),
    v.minValue(UPLOAD_LINK_MIN_DAYS, 'validation.linkDays'),
    v.maxValue(UPLOAD_LINK_MAX_DAYS, 'validation.linkDays'),
  ),
  /** The language of the page and of the mail. */
  language: v.picklist(UI_LOCALES, 'validation.invalid'),
  /** When given, the link is mailed there (SES) with `message`. */
  email: v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(254, 'validation.tooLong'), cleanText()), ''),
  message: optionalText(UPLOAD_LINK_MESSAGE_MAX),
});
export const UploadLinkRefInput = v.object({ ...RecordRefInput.entries, ...ByIds, linkId: Ulid });
/** `GET …/records/{recordId}/upload-links` */
export const UploadLinksInput = v.object({ ...RecordRefInput.entries, ...ByIds });

export interface UploadLinkSummary {
  readonly linkId: string;
  readonly fields: readonly string[];
  readonly language: (typeof UI_LOCALES)[number];
  readonly createdAt: string;
  readonly createdBy: string;
  readonly expiresAt: string;
  readonly state: UploadLinkState;
  readonly revokedAt?: string;
  /** The address it was mailed to. */
  readonly email?: string;
  /** Files attached through it so far. */
  readonly uploads: number;
}
export interface CreatedUploadLink {
  readonly link: UploadLinkSummary;
  /** `${appUrl}/_upload?t=<token>`: shown once, never stored (only the token's hash is). */
  readonly url: string;
  readonly mailed: boolean;
}

/** The token of an upload link: 32 random bytes, base64url (43 characters). */
export const UploadToken = v.pipe(v.string('validation.invalid'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalid'));

/** `GET /api/upload-link?t=…` (public). */
export const OpenUploadLinkInput = v.object({ t: UploadToken });
/** `POST /api/upload-link/uploads` (public). */
export const CreateLinkUploadInput = v.object({ t: UploadToken, ...UploadRequest });
/** `GET /api/upload-link/uploads/{uploadId}?t=…` and `POST /api/upload-link/uploads/{uploadId}/attach` (public). */
export const LinkUploadRefInput = v.object({ t: UploadToken, uploadId: Ulid });

/** A field an upload link asks for, as its page shows it. */
export interface UploadLinkField {
  readonly key: string;
  /** In the link's language (the project's first language when the label has none in it). */
  readonly label: string;
  readonly type: 'file' | 'gallery';
  /** Accepted MIME types and extensions; null accepts every type. */
  readonly accept: readonly string[] | null;
  readonly maxBytes: number;
  /** How many files the field holds at most (1 for `file`; null: no limit). */
  readonly maxCount: number | null;
  /** What the field holds now (the files already sent, and any the customer attached). */
  readonly files: readonly StoredFile[];
}
export interface UploadLinkPage {
  readonly project: { readonly name: string };
  readonly record: { readonly name: string };
  readonly language: (typeof UI_LOCALES)[number];
  readonly expiresAt: string;
  readonly fields: readonly UploadLinkField[];
}
/** The answer of an attach: the record's new version and the field's files. */
export interface AttachedUpload {
  readonly version: number;
  readonly field: string;
  readonly files: readonly StoredFile[];
}
