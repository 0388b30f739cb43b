import { createHash } from 'node:crypto';
import { AwsCallFailed, awsRegion, credentials, queryString, signedFetch, signerFor } from './signed-fetch';

/**
 * The few S3 calls of the product over ./signed-fetch.ts (`S3Client` and its presigners would add about 150 KB to
 * each domain that touches files: its XML protocol, checksums and endpoint rules), and presigned GETs and POST
 * policies signed the same way. `AWS_ENDPOINT_URL_S3` points it at s3rver locally (path-style URLs).
 */

const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface BucketTarget {
  readonly bucket: string;
  /** Path-style URLs (`https://host/bucket/key`): s3rver; virtual-hosted ones on AWS. */
  readonly pathStyle: boolean;
}

/** The bucket's base URL: `https://<bucket>.s3.<region>.amazonaws.com/` on AWS, `<endpoint>/<bucket>/` when path-style. */
export function bucketUrl(target: BucketTarget): URL {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  if (target.pathStyle || endpoint) {
    const base = new URL(endpoint ?? `https://s3.${awsRegion()}.amazonaws.com`);
    return new URL(`${base.origin}/${target.bucket}/`);
  }
  return new URL(`https://${target.bucket}.s3.${awsRegion()}.amazonaws.com/`);
}

/** Keys are ours (`files/<ulid>/…`): only unreserved characters and `/`, but encode anything else anyway. */
const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The URL of a key of the bucket (the bucket itself when `key` is ''). */
const objectUrl = (target: BucketTarget, key: string, query: Record<string, string> = {}) => {
  const url = new URL(keyPath(key), bucketUrl(target));
  url.search = queryString(query);
  return url;
};

/** One signed call; answers the response whatever its status (the caller decides what a 404 or 412 means). */
export async function s3Call(
  target: BucketTarget,
  call: { method: string; key?: string; query?: Record<string, string>; headers?: Record<string, string>; body?: string },
): Promise<Response> {
  const body = call.body;
  return signedFetch('s3', {
    method: call.method,
    url: objectUrl(target, call.key ?? '', call.query),
    headers: {
      'x-amz-content-sha256': body === undefined ? UNSIGNED_PAYLOAD : createHash('sha256').update(body).digest('hex'),
      // Tagging and multi-object delete need an integrity header; MD5 is the one every S3 (and s3rver) takes.
      ...(body === undefined ? {} : { 'content-md5': createHash('md5').update(body).digest('base64'), 'content-type': 'application/xml' }),
      ...call.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
}

/** Throws on a status other than 2xx, named by S3's error code (`SlowDown` is a throttle: 503 upstream). */
export async function expectOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw new AwsCallFailed('s3', response.status, /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '');
}

/**
 * A presigned GET (query-string SigV4) that fixes the answer's `Content-Type` and `Content-Disposition`: required, so
 * that no object is ever served with the type its uploader stored (functions/lib/storage/uploads-bucket.ts `Served`).
 */
export async function presignedGetUrl(
  target: BucketTarget,
  key: string,
  options: {
    expiresSeconds: number;
    signingDate: Date;
    responseQuery: { readonly 'response-content-type': string; readonly 'response-content-disposition': string };
  },
): Promise<string> {
  const url = objectUrl(target, key, options.responseQuery);
  // S3 signs a presigned URL's payload as UNSIGNED-PAYLOAD, as the SDK's presigner does.
  const presigned = await signerFor('s3').presign(
    {
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { host: url.host, 'x-amz-content-sha256': UNSIGNED_PAYLOAD },
    },
    { expiresIn: options.expiresSeconds, signingDate: options.signingDate },
  );
  const signed = new URL(url.pathname, url);
  signed.search = queryString(
    Object.fromEntries(Object.entries(presigned.query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
  return signed.href;
}

/**
 * A POST policy (S3's browser-based uploads): the conditions as a base64 JSON document, signed with the SigV4 key of
 * the day; the form fields the browser sends before the file. The same fields and conditions `createPresignedPost`
 * of @aws-sdk/s3-presigned-post writes.
 */
export async function presignedPost(
  target: BucketTarget,
  options: { key: string; fields: Record<string, string>; conditions: unknown[]; expiresSeconds: number; now: Date },
): Promise<{ url: string; fields: Record<string, string> }> {
  const { accessKeyId, sessionToken } = await credentials();
  const amzDate = options.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const credential = `${accessKeyId}/${day}/${awsRegion()}/s3/aws4_request`;
  const fields: Record<string, string> = {
    ...options.fields,
    bucket: target.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': amzDate,
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
    key: options.key,
  };
  const policy = {
    expiration: new Date(options.now.getTime() + options.expiresSeconds * 1000).toISOString(),
    conditions: [...options.conditions, ...Object.entries(fields).map(([name, value]) => ({ [name]: value }))],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = await signerFor('s3').sign(encoded, { signingDate: options.now });
  // The POST goes to the bucket itself: `<endpoint>/<bucket>` path-style, `https://<bucket>.s3.<region>.amazonaws.com/`.
  const url = bucketUrl(target).href;
  return {
    url: url.endsWith(`/${target.bucket}/`) ? url.slice(0, -1) : url,
    fields: { ...fields, Policy: encoded, 'X-Amz-Signature': signature },
  };
}
