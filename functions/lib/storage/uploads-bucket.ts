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
 * A presigned GET. The signing time is rounded down to `windowSeconds`, so that the same file read again within the
 * window gets the same URL (the browser's cache keeps the image); it is valid `expiresSeconds` from that time.
 */
export async function presignGet(
  key: string,
  options: { expiresSeconds: number; windowSeconds: number; now: Date; disposition?: string; contentType?: string },
): Promise<string> {
  const windowMs = options.windowSeconds * 1000;
  return presignedGetUrl(bucket(), key, {
    expiresSeconds: options.expiresSeconds,
    signingDate: new Date(Math.floor(options.now.getTime() / windowMs) * windowMs),
    responseQuery: {
      ...(options.disposition ? { 'response-content-disposition': options.disposition } : {}),
      ...(options.contentType ? { 'response-content-type': options.contentType } : {}),
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
 * Copies an object within the bucket (CopyObject), tagged attached: the copy of an application's files (issue 13).
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
