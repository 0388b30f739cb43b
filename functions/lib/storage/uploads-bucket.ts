import type { PresignedPost } from '../../../shared/schemas/uploads';
import { UPLOAD_STATE_TAG } from '../../../shared/uploads-bucket';
import { expectOk, presignedGetUrl, presignedPost, s3Call } from '../aws/s3-signed';
import { config } from '../config';

/**
 * The uploads bucket: every S3 call of the product, in one place (docs/data-model.md, "Files"), over the small signed
 * adapter of ../aws/s3-signed.ts.
 *
 * Object keys: `files/<projectId>/<applicationId>/<uploadId>/original` and `…/preview`, so that deleting an
 * application or a project deletes one prefix. A new object carries the tag `state=unattached` (fixed by the
 * POST policy); a lifecycle rule expires such objects after a day, and a save that attaches a file tags it
 * `state=attached`. Endpoints come from `AWS_ENDPOINT_URL_S3` (s3rver locally), as for every client.
 */
export type FilePart = 'original' | 'preview';

export const fileKeys = {
  file: (projectId: string, applicationId: string, uploadId: string, part: FilePart) =>
    `files/${projectId}/${applicationId}/${uploadId}/${part}`,
  application: (projectId: string, applicationId: string) => `files/${projectId}/${applicationId}/`,
  project: (projectId: string) => `files/${projectId}/`,
} as const;

const KEY_PATTERN = /^files\/([0-9A-HJKMNP-TV-Z]{26})\/([0-9A-HJKMNP-TV-Z]{26})\/([0-9A-HJKMNP-TV-Z]{26})\/(original|preview)$/;

/** The parts of a file key, or undefined for any other key. */
export function parseUploadKey(key: string) {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  return { projectId: match[1]!, applicationId: match[2]!, uploadId: match[3]!, part: match[4] as FilePart };
}

const tagging = (value: string) =>
  `<Tagging><TagSet><Tag><Key>${UPLOAD_STATE_TAG.key}</Key><Value>${value}</Value></Tag></TagSet></Tagging>`;
export const UNATTACHED_TAGGING = tagging(UPLOAD_STATE_TAG.unattached);

const bucket = () => ({ bucket: config().uploadsBucket, pathStyle: config().s3ForcePathStyle });

/** A presigned POST for exactly one key, one content type and a size range, tagged unattached. */
export async function presignPost(
  key: string,
  contentType: string,
  maxBytes: number,
  expiresSeconds: number,
  now: Date,
): Promise<PresignedPost> {
  return presignedPost(bucket(), {
    key,
    fields: { 'Content-Type': contentType, tagging: UNATTACHED_TAGGING },
    conditions: [['content-length-range', 1, maxBytes]],
    expiresSeconds,
    now,
  });
}

/**
 * How the bucket answers a signed GET: S3 takes the answer's `Content-Type` and `Content-Disposition` from the signed
 * `response-content-type` and `response-content-disposition`, never from the object's stored metadata, which the
 * uploader chose (docs/api.md, "Files and upload links"). Every GET the product signs says all three.
 */
export interface Served {
  /** What the bytes were proved to be (a file's checked type, a preview's type) or what our own code wrote. */
  readonly type: string;
  /** `inline` only for types a browser shows safely; everything else downloads. */
  readonly disposition: 'inline' | 'attachment';
  /** The name the browser gives the file. */
  readonly fileName: string;
}

/**
 * `attachment; filename="Ete 2026.png"; filename*=UTF-8''%C3%89t%C3%A9%202026.png` (RFC 6266, with RFC 5987's
 * `filename*`): an ASCII name for old clients (accents dropped, anything unsafe in a quoted string, `%` included, as
 * `_`), then the real name in UTF-8, percent-encoded outside RFC 5987's attr-char.
 */
export function contentDisposition(disposition: Served['disposition'], fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A presigned GET, served as `served` says (type and disposition are part of the signature). The signing time is
 * rounded down to `windowSeconds`, so that the same file read again within the window gets the same URL (the
 * browser's cache keeps the image); it is valid `expiresSeconds` from that time.
 */
export async function presignGet(
  key: string,
  options: { expiresSeconds: number; windowSeconds: number; now: Date; served: Served },
): Promise<string> {
  const windowMs = options.windowSeconds * 1000;
  return presignedGetUrl(bucket(), key, {
    expiresSeconds: options.expiresSeconds,
    signingDate: new Date(Math.floor(options.now.getTime() / windowMs) * windowMs),
    responseQuery: {
      'response-content-type': options.served.type,
      'response-content-disposition': contentDisposition(options.served.disposition, options.served.fileName),
    },
  });
}

/** The first `bytes` of an object if it is still the version `etag` names; undefined when it is gone or changed. */
export async function readHead(key: string, bytes: number, etag?: string): Promise<{ head: Uint8Array; size: number } | undefined> {
  const response = await s3Call(bucket(), {
    method: 'GET',
    key,
    headers: { range: `bytes=0-${bytes - 1}`, ...(etag ? { 'if-match': etag.startsWith('"') ? etag : `"${etag}"` } : {}) },
  });
  if (response.status === 404 || response.status === 412) return undefined;
  await expectOk(response);
  const head = new Uint8Array(await response.arrayBuffer());
  // `Content-Range: bytes 0-4099/5242880` holds the whole size; a file smaller than the range may answer 200 whole.
  const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  return { head, size: total === undefined ? head.length : Number(total) };
}

/** Marks objects as attached (their unattached expiry no longer applies). A missing object is skipped. */
export async function markAttached(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      const response = await s3Call(bucket(), { method: 'PUT', key, query: { tagging: '' }, body: tagging(UPLOAD_STATE_TAG.attached) });
      if (response.status !== 404) await expectOk(response);
    }),
  );
}

/**
 * Copies an object within the bucket (CopyObject), tagged attached: the copy of an application's files.
 * Returns false when the source object is gone. Copying again writes the same object (same bytes, same ETag).
 */
export async function copyObject(sourceKey: string, targetKey: string): Promise<boolean> {
  const source = `/${config().uploadsBucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`;
  const response = await s3Call(bucket(), {
    method: 'PUT',
    key: targetKey,
    headers: {
      'x-amz-copy-source': source,
      'x-amz-tagging-directive': 'REPLACE',
      'x-amz-tagging': `${UPLOAD_STATE_TAG.key}=${UPLOAD_STATE_TAG.attached}`,
    },
  });
  if (response.status === 404) return false;
  await expectOk(response);
  return true;
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Deletes objects, 1,000 per call; keys S3 reports as failed are retried once, then thrown. */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) {
    let batch = keys.slice(start, start + 1000);
    for (let attempt = 0; batch.length > 0; attempt++) {
      const body = `<Delete><Quiet>true</Quiet>${batch.map((key) => `<Object><Key>${xmlText(key)}</Key></Object>`).join('')}</Delete>`;
      const response = await expectOk(await s3Call(bucket(), { method: 'POST', query: { delete: '' }, body }));
      const failed = [...(await response.text()).matchAll(/<Error>\s*<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
      if (failed.length && attempt >= 1) throw new Error(`${failed.length} objects could not be deleted`);
      batch = failed;
    }
  }
}

/** Deletes every object under `prefix`, page by page, until none is left or the time runs out. */
export async function deletePrefix(prefix: string, remainingMs: () => number): Promise<'done' | 'continue'> {
  for (;;) {
    if (remainingMs() < 5_000) return 'continue';
    const response = await expectOk(await s3Call(bucket(), { method: 'GET', query: { 'list-type': '2', prefix, 'max-keys': '1000' } }));
    const keys = [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
    if (keys.length === 0) return 'done';
    await deleteObjects(keys);
  }
}
