import type { FormConfig, FormField } from '../../shared/schemas/builder';
import { DOWNLOAD_URL_SECONDS, type FileView, PREVIEW_TYPES, type StoredFile } from '../../shared/schemas/uploads';
import { isExpired } from '../lib/db/keys';
import { deleteObjects, type FilePart, fileKeys, markAttached, presignGet, type Served } from '../lib/storage/uploads-bucket';
import { deleteUpload, getUploads } from './upload-items';
import type { FileResolver } from './values';

/**
 * Files as records hold them (docs/data-model.md, "Files"): which uploads a save may reference, their objects once
 * attached or dropped, and the signed URLs reads answer. The uploads domain makes the uploads (presigned POSTs, the
 * check, upload links); from then on they are the records' (the service takes this module as its `files`).
 */

/** A save's view of the files it may reference. */
export interface SaveScope {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
  /** The record being saved (absent for a create). */
  readonly recordId?: string;
  /** The uploads the record holds before this save. */
  readonly held: ReadonlySet<string>;
  readonly now: Date;
}

/** What the records service needs of files (this module; unit tests give fakes). */
export interface RecordFiles {
  resolverFor(scope: SaveScope, uploadIds: readonly string[]): Promise<{ resolve: FileResolver }>;
  attachObjects(projectId: string, applicationId: string, uploadIds: readonly string[]): Promise<void>;
  heldUploads(form: FormConfig, values: Readonly<Record<string, unknown>> | undefined): string[];
  storedFiles(value: unknown): StoredFile[];
  valuesWithUrls(
    form: FormConfig,
    projectId: string,
    applicationId: string,
    values: Readonly<Record<string, unknown>>,
    now: Date,
  ): Promise<Record<string, unknown>>;
  cellWithPreviews(projectId: string, applicationId: string, cell: unknown, now: Date): Promise<unknown>;
}

/** Signed URLs are stable for this long (the browser's cache keeps images), and valid DOWNLOAD_URL_SECONDS from then. */
const SIGNING_WINDOW_SECONDS = 5 * 60;
/** Types a browser may show in a tab from the bucket's origin; every other file is only ever downloaded. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf|video\/(mp4|webm|ogg)|audio\/(mpeg|ogg|wav|webm|mp4))$/;

const isFileField = (field: Pick<FormField, 'type'>) => field.type === 'file' || field.type === 'gallery';

/** The upload ids a record's stored values hold, over all its file and gallery fields. */
function heldUploads(form: FormConfig, values: Readonly<Record<string, unknown>> | undefined): string[] {
  if (!values) return [];
  return form.fields.filter(isFileField).flatMap((field) => storedFiles(values[field.key]).map((file) => file.uploadId));
}

/** The stored files of a value (whatever else it holds is ignored). */
function storedFiles(value: unknown): StoredFile[] {
  return Array.isArray(value) ? value.filter((item): item is StoredFile => typeof item?.uploadId === 'string') : [];
}

/**
 * What a save may reference: ready uploads of this application, made for this very field, that no record holds,
 * or that this record holds now. An upload this record held before and dropped is gone (its deletion is queued).
 */
async function resolverFor(scope: SaveScope, uploadIds: readonly string[]) {
  const uploads = await getUploads(scope.applicationId, uploadIds.slice(0, 100));
  const resolve: FileResolver = (field, uploadId) => {
    const upload = uploads.get(uploadId);
    if (!upload || upload.projectId !== scope.projectId || upload.element !== scope.element || upload.field !== field.key) {
      return 'validation.fileUnknown';
    }
    if (upload.recordId ? upload.recordId !== scope.recordId || !scope.held.has(uploadId) : isExpired(upload, scope.now)) {
      return 'validation.fileUnknown';
    }
    if (upload.status !== 'ready') return upload.status === 'pending' ? 'validation.fileNotReady' : 'validation.fileUnknown';
    // `type` is the check's verdict, and a preview passed its check only as the type declared for it: both proved.
    const preview = upload.preview ? { preview: true, ...(upload.previewType ? { previewType: upload.previewType } : {}) } : {};
    return { uploadId, name: upload.name, type: upload.type, size: upload.size, ...preview };
  };
  return { resolve, uploads };
}

/** The object keys of uploads (original and preview). */
function objectKeys(projectId: string, applicationId: string, uploadIds: readonly string[]): string[] {
  return uploadIds.flatMap((id) => [
    fileKeys.file(projectId, applicationId, id, 'original'),
    fileKeys.file(projectId, applicationId, id, 'preview'),
  ]);
}

/** Tags the objects of newly attached uploads so that their unattached expiry no longer applies. */
const attachObjects = (projectId: string, applicationId: string, uploadIds: readonly string[]) =>
  markAttached(objectKeys(projectId, applicationId, uploadIds));

/** The runner of `deleteUploads`: the objects of uploads a record dropped (or a deleted record held), then their items. */
async function deleteRecordUploads(input: Record<string, unknown>, projectId: string): Promise<void> {
  const applicationId = String(input.applicationId ?? '');
  const uploadIds = Array.isArray(input.uploadIds) ? input.uploadIds.filter((id): id is string => typeof id === 'string') : [];
  await deleteObjects(objectKeys(projectId, applicationId, uploadIds));
  for (const uploadId of uploadIds) await deleteUpload(applicationId, uploadId);
}

/**
 * The type a preview is served as: the one its check proved (`previewType`). Files stored before it was kept get
 * `image/webp`, which is safe whatever the preview's bytes are (always one of PREVIEW_TYPES, checked): previews are
 * only shown in `<img>`, where browsers decode an image by its bytes, and an image type is never run as a page.
 */
const PREVIEW_FALLBACK_TYPE = 'image/webp';
function previewServed(file: { readonly name?: unknown; readonly previewType?: unknown }): Served {
  const type = (PREVIEW_TYPES as readonly unknown[]).includes(file.previewType) ? (file.previewType as string) : PREVIEW_FALLBACK_TYPE;
  const base = typeof file.name === 'string' ? file.name.replace(/\.[^.]*$/, '') : '';
  return { type, disposition: 'inline', fileName: `${base || 'preview'}.${type.slice('image/'.length)}` };
}

/** A signed GET of one part of an upload, served as `served` says. */
const signPart = (projectId: string, applicationId: string, uploadId: string, part: FilePart, now: Date, served: Served) =>
  presignGet(fileKeys.file(projectId, applicationId, uploadId, part), {
    expiresSeconds: DOWNLOAD_URL_SECONDS,
    windowSeconds: SIGNING_WINDOW_SECONDS,
    now,
    served,
  });

/**
 * A stored file with its signed URLs: open (inline only for types a browser shows safely), download, preview. Each
 * is served as the type the check proved, whatever type the object was posted with.
 */
async function fileView(projectId: string, applicationId: string, file: StoredFile, now: Date): Promise<FileView> {
  const sign = (part: FilePart, served: Served) => signPart(projectId, applicationId, file.uploadId, part, now, served);
  const [downloadUrl, url, previewUrl] = await Promise.all([
    sign('original', { type: file.type, disposition: 'attachment', fileName: file.name }),
    INLINE_TYPES.test(file.type) ? sign('original', { type: file.type, disposition: 'inline', fileName: file.name }) : undefined,
    file.preview ? sign('preview', previewServed(file)) : undefined,
  ]);
  return { ...file, url: url ?? downloadUrl, downloadUrl, ...(previewUrl ? { previewUrl } : {}) };
}

/** The values with every file given its signed URLs (the other fields as they are). */
async function valuesWithUrls(
  form: FormConfig,
  projectId: string,
  applicationId: string,
  values: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...values };
  await Promise.all(
    form.fields.filter(isFileField).map(async (field) => {
      if (!Array.isArray(values[field.key])) return;
      out[field.key] = await Promise.all(storedFiles(values[field.key]).map((file) => fileView(projectId, applicationId, file, now)));
    }),
  );
  return out;
}

/**
 * A list cell of a file column with its previews' signed URLs; its last `{ more }` item and older rows' text are
 * left as they are.
 */
async function cellWithPreviews(projectId: string, applicationId: string, cell: unknown, now: Date): Promise<unknown> {
  if (!Array.isArray(cell)) return cell;
  return Promise.all(
    cell.map(async (item: { uploadId?: unknown; name?: unknown; preview?: unknown; previewType?: unknown }) =>
      typeof item?.uploadId === 'string' && item.preview === true
        ? { ...item, previewUrl: await signPart(projectId, applicationId, item.uploadId, 'preview', now, previewServed(item)) }
        : item,
    ),
  );
}

/** Files as the records service takes them (`RecordFiles`), and the runner of the job that deletes them. */
export const recordFiles = {
  resolverFor,
  attachObjects,
  heldUploads,
  storedFiles,
  valuesWithUrls,
  cellWithPreviews,
  deleteRecordUploads,
} satisfies RecordFiles & Record<string, unknown>;
