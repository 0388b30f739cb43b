import { createHash } from 'node:crypto';
import { bucketUrl, expectOk } from '../aws/s3-signed';
import { AwsCallFailed, queryString, signedFetch } from '../aws/signed-fetch';
import { config } from '../config';
import { logger } from '../logger';
import { presignGet } from './uploads-bucket';

/**
 * Bulk-data objects of the uploads bucket (docs/data-model.md, "Files"): export files under
 * `exports/<projectId>/<applicationId>/<jobId>.<ext>`, written as S3 multipart uploads (CreateMultipartUpload,
 * UploadPart, CompleteMultipartUpload, AbortMultipartUpload) over the signed-fetch adapter, so that a file of any size
 * is written with constant memory. A lifecycle rule deletes `exports/` objects after a day.
 */

export const exportKeys = {
  file: (projectId: string, applicationId: string, jobId: string, extension: string) =>
    `exports/${projectId}/${applicationId}/${jobId}.${extension}`,
} as const;

/** S3's smallest part (all parts but the last must be at least this big). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

const bucket = () => ({ bucket: config().uploadsBucket, pathStyle: config().s3ForcePathStyle });

const objectUrl = (key: string, query: Record<string, string> = {}) => {
  const url = new URL(key.split('/').map(encodeURIComponent).join('/'), bucketUrl(bucket()));
  url.search = queryString(query);
  return url;
};

/** One signed call with a binary or text body (its SHA-256 and MD5 sent, as S3 checks them). */
async function call(request: {
  method: string;
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
}): Promise<Response> {
  const body = request.body;
  return signedFetch('s3', {
    method: request.method,
    url: objectUrl(request.key, request.query),
    headers: {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
      ...(body === undefined ? {} : { 'content-md5': createHash('md5').update(body).digest('base64') }),
      ...request.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
}

/** A completion (and S3 may say so in a 200) that failed: thrown as the call's error. */
async function okXml(response: Response): Promise<string> {
  await expectOk(response);
  const text = await response.text();
  const code = /<Error>[\s\S]*?<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  if (code) throw new AwsCallFailed('s3', 500, code);
  return text;
}

/** Starts a multipart upload; answers its upload id. */
export async function createMultipartUpload(key: string, contentType: string): Promise<string> {
  const text = await okXml(await call({ method: 'POST', key, query: { uploads: '' }, headers: { 'content-type': contentType } }));
  const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(text)?.[1];
  if (!uploadId) throw new AwsCallFailed('s3', 500, 'NoUploadId');
  return uploadId;
}

/** Uploads part `partNumber` (1…10,000); answers its ETag. Sending the same part again replaces it. */
export async function uploadPart(key: string, uploadId: string, partNumber: number, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const response = await expectOk(
    await call({ method: 'PUT', key, query: { partNumber: String(partNumber), uploadId }, body, headers: { 'content-type': '' } }),
  );
  await response.arrayBuffer().catch(() => undefined);
  const etag = response.headers.get('etag');
  if (!etag) throw new AwsCallFailed('s3', 500, 'NoETag');
  return etag;
}

/** Joins the parts into the object. */
export async function completeMultipartUpload(
  key: string,
  uploadId: string,
  parts: readonly { readonly partNumber: number; readonly etag: string }[],
): Promise<void> {
  const body = `<CompleteMultipartUpload>${parts
    .map(
      (part) =>
        `<Part><PartNumber>${part.partNumber}</PartNumber><ETag>${part.etag.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</ETag></Part>`,
    )
    .join('')}</CompleteMultipartUpload>`;
  await okXml(await call({ method: 'POST', key, query: { uploadId }, body, headers: { 'content-type': 'application/xml' } }));
}

/**
 * Drops an unfinished upload and its parts: a clean-up, so an upload already gone is no error, and a refusal is only
 * logged (the bucket's rule aborts incomplete uploads after a day; s3rver does not implement this call: 405).
 */
export async function abortMultipartUpload(key: string, uploadId: string): Promise<void> {
  const response = await call({ method: 'DELETE', key, query: { uploadId } });
  const text = await response.text().catch(() => '');
  if (response.ok || response.status === 404) return;
  logger.warn('multipart upload not aborted', { key, status: response.status, code: /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '' });
}

/** Writes a small object in one PUT. */
export async function putObject(key: string, body: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
  const response = await expectOk(await call({ method: 'PUT', key, body, headers: { 'content-type': contentType } }));
  await response.arrayBuffer().catch(() => undefined);
}

/** A short-lived GET of an export, served as an attachment named `fileName`, with the file's `Content-Type`. */
export function presignDownload(
  key: string,
  options: { fileName: string; contentType: string; expiresSeconds: number; now: Date },
): Promise<string> {
  return presignGet(key, {
    expiresSeconds: options.expiresSeconds,
    windowSeconds: 1,
    now: options.now,
    served: { type: options.contentType, disposition: 'attachment', fileName: options.fileName },
  });
}
