import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectTaggingCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { PresignedPost } from '../../../shared/schemas/uploads';
import { config } from '../config';

/**
 * The uploads bucket: every S3 call of the product, in one place (docs/data-model.md, "Files in S3").
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

const TAG_KEY = 'state';
export const UNATTACHED_TAGGING = `<Tagging><TagSet><Tag><Key>${TAG_KEY}</Key><Value>unattached</Value></Tag></TagSet></Tagging>`;

let client: S3Client | undefined;
export function s3Client(): S3Client {
  // WHEN_REQUIRED: no checksum on bodies and presigned URLs (DESIGN §10: s3rver stores the chunk wrapper otherwise).
  client ??= new S3Client({
    forcePathStyle: config().s3ForcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return client;
}

/** A presigned POST for exactly one key, one content type and a size range, tagged unattached. */
export async function presignPost(key: string, contentType: string, maxBytes: number, expiresSeconds: number): Promise<PresignedPost> {
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: config().uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
      ['eq', '$tagging', UNATTACHED_TAGGING],
    ],
    Fields: { 'Content-Type': contentType, tagging: UNATTACHED_TAGGING },
    Expires: expiresSeconds,
  });
  return { url, fields };
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
  const signingDate = new Date(Math.floor(options.now.getTime() / windowMs) * windowMs);
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: config().uploadsBucket,
      Key: key,
      ...(options.disposition ? { ResponseContentDisposition: options.disposition } : {}),
      ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
    }),
    { expiresIn: options.expiresSeconds, signingDate },
  );
}

/** The first `bytes` of an object if it is still the version `etag` names; undefined when it is gone or changed. */
export async function readHead(key: string, bytes: number, etag?: string): Promise<{ head: Uint8Array; size: number } | undefined> {
  try {
    const answer = await s3Client().send(
      new GetObjectCommand({
        Bucket: config().uploadsBucket,
        Key: key,
        Range: `bytes=0-${bytes - 1}`,
        ...(etag ? { IfMatch: etag } : {}),
      }),
    );
    const head = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    // `Content-Range: bytes 0-4099/5242880` holds the whole size; a file smaller than the range has none.
    const total = Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? answer.ContentLength ?? head.length);
    return { head, size: total };
  } catch (error) {
    if (error instanceof NoSuchKey || statusOf(error) === 404 || statusOf(error) === 412) return undefined;
    throw error;
  }
}

/** Marks objects as attached (their unattached expiry no longer applies). A missing object is skipped. */
export async function markAttached(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (Key) => {
      try {
        await s3Client().send(
          new PutObjectTaggingCommand({
            Bucket: config().uploadsBucket,
            Key,
            Tagging: { TagSet: [{ Key: TAG_KEY, Value: 'attached' }] },
          }),
        );
      } catch (error) {
        if (!(error instanceof NoSuchKey || statusOf(error) === 404)) throw error;
      }
    }),
  );
}

/** Deletes objects, 1,000 per call; keys S3 reports as failed are retried once, then thrown. */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) {
    let batch = keys.slice(start, start + 1000);
    for (let attempt = 0; batch.length > 0; attempt++) {
      const answer = await s3Client().send(
        new DeleteObjectsCommand({
          Bucket: config().uploadsBucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).map((error) => error.Key).filter((key): key is string => !!key);
      if (failed.length && attempt >= 1) throw new Error(`${failed.length} objects could not be deleted`);
      batch = failed;
    }
  }
}

/** Deletes every object under `prefix`, page by page, until none is left or the time runs out. */
export async function deletePrefix(prefix: string, remainingMs: () => number): Promise<'done' | 'continue'> {
  for (;;) {
    if (remainingMs() < 5_000) return 'continue';
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: config().uploadsBucket, Prefix: prefix, MaxKeys: 1000 }));
    const keys = (page.Contents ?? []).map((object) => object.Key).filter((key): key is string => !!key);
    if (keys.length === 0) return 'done';
    await deleteObjects(keys);
  }
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
