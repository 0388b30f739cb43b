import { createHash } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * The few S3 calls of the product, signed with the function's own credentials (SigV4, the SDK's signer, which every
 * bundle already holds for DynamoDB) and sent with fetch; presigned GETs and POST policies signed the same way.
 * It replaces `S3Client` and its presigners, which add about 150 KB to each domain that touches files (its XML
 * protocol, checksums and endpoint rules), as functions/lib/aws/invoke-async.ts does for Lambda. The wire is S3's
 * REST API as documented; `AWS_ENDPOINT_URL_S3` points it at s3rver locally (path-style URLs), as it would the SDK.
 */

const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface BucketTarget {
  readonly bucket: string;
  /** Path-style URLs (`https://host/bucket/key`): s3rver; virtual-hosted ones on AWS. */
  readonly pathStyle: boolean;
}

const region = () => process.env.AWS_REGION ?? 'us-east-1';
const signer = () => new SignatureV4({ service: 's3', region: region(), credentials: fromEnv(), sha256: Sha256, uriEscapePath: false });

/** The bucket's base URL: `https://<bucket>.s3.<region>.amazonaws.com/` on AWS, `<endpoint>/<bucket>/` when path-style. */
export function bucketUrl(target: BucketTarget): URL {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  if (target.pathStyle || endpoint) {
    const base = new URL(endpoint ?? `https://s3.${region()}.amazonaws.com`);
    return new URL(`${base.origin}/${target.bucket}/`);
  }
  return new URL(`https://${target.bucket}.s3.${region()}.amazonaws.com/`);
}

/** Keys are ours (`files/<ulid>/…`): only unreserved characters and `/`, but encode anything else anyway. */
const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function request(target: BucketTarget, method: string, key: string, query: Record<string, string>, headers: Record<string, string>) {
  const url = new URL(keyPath(key), bucketUrl(target));
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query,
    headers: { host: url.host, ...headers },
  };
}

function urlOf(signed: {
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query?: Record<string, string | string[] | null>;
}) {
  const url = new URL(`${signed.protocol}//${signed.hostname}${signed.port ? `:${signed.port}` : ''}${signed.path}`);
  for (const [name, value] of Object.entries(signed.query ?? {})) if (typeof value === 'string') url.searchParams.set(name, value);
  return url;
}

export class S3CallFailed extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`S3 answered ${status} ${code}`);
  }
}

/** One signed call; answers the response whatever its status (the caller decides what a 404 or 412 means). */
export async function s3Call(
  target: BucketTarget,
  call: { method: string; key?: string; query?: Record<string, string>; headers?: Record<string, string>; body?: string },
): Promise<Response> {
  const body = call.body;
  const headers: Record<string, string> = {
    'x-amz-content-sha256': body === undefined ? UNSIGNED_PAYLOAD : createHash('sha256').update(body).digest('hex'),
    ...(body === undefined ? {} : { 'content-md5': createHash('md5').update(body).digest('base64'), 'content-type': 'application/xml' }),
    ...call.headers,
  };
  const signed = await signer().sign(request(target, call.method, call.key ?? '', call.query ?? {}, headers));
  const { host: _host, ...sent } = signed.headers;
  return fetch(urlOf(signed), { method: call.method, headers: sent, ...(body === undefined ? {} : { body }) });
}

/** Throws on a status other than 2xx, with S3's error code. */
export async function expectOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw new S3CallFailed(response.status, /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '');
}

/** A presigned GET (query-string SigV4), optionally with response header overrides. */
export async function presignedGetUrl(
  target: BucketTarget,
  key: string,
  options: { expiresSeconds: number; signingDate: Date; responseQuery?: Record<string, string> },
): Promise<string> {
  // S3 signs a presigned URL's payload as UNSIGNED-PAYLOAD (the header is hoisted into the query, as the SDK's presigner does).
  const unsigned = request(target, 'GET', key, options.responseQuery ?? {}, { 'x-amz-content-sha256': UNSIGNED_PAYLOAD });
  const presigned = await signer().presign(unsigned, {
    expiresIn: options.expiresSeconds,
    signingDate: options.signingDate,
  });
  return urlOf(presigned).href;
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
  const credentials = await fromEnv()();
  const amzDate = options.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const credential = `${credentials.accessKeyId}/${day}/${region()}/s3/aws4_request`;
  const fields: Record<string, string> = {
    ...options.fields,
    bucket: target.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': amzDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    key: options.key,
  };
  const policy = {
    expiration: new Date(options.now.getTime() + options.expiresSeconds * 1000).toISOString(),
    conditions: [...options.conditions, ...Object.entries(fields).map(([name, value]) => ({ [name]: value }))],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = await signer().sign(encoded, { signingDate: options.now });
  // The POST goes to the bucket itself: `<endpoint>/<bucket>` path-style, `https://<bucket>.s3.<region>.amazonaws.com/`.
  const url = bucketUrl(target).href;
  return {
    url: url.endsWith(`/${target.bucket}/`) ? url.slice(0, -1) : url,
    fields: { ...fields, Policy: encoded, 'X-Amz-Signature': signature },
  };
}
