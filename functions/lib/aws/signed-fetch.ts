import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * AWS calls signed with the function's own credentials (SigV4, the SDK's signer, which every bundle already holds for
 * DynamoDB) and sent with fetch. Used where an SDK client would weigh more than the call: Lambda's Invoke (about
 * 80 KB), S3 (about 150 KB with its presigners), SES (about 60 KB), API Gateway's `@connections` (about 30 KB). The wire is each service's
 * documented REST API; `AWS_ENDPOINT_URL_<SERVICE>` (or WEBSOCKET_CONNECTIONS_URL) points it at the local engines.
 */

export type SignedService = 'lambda' | 's3' | 'ses' | 'execute-api';

export const awsRegion = (): string => process.env.AWS_REGION ?? 'us-east-1';

/**
 * The signer of a service, in the function's region (S3 signs paths as sent: no double encoding). Cheap to make: the
 * SDK caches the day's signing key per credentials, so a page of signed URLs derives it once.
 */
export function signerFor(service: SignedService): SignatureV4 {
  return new SignatureV4({ service, region: awsRegion(), credentials: fromEnv(), sha256: Sha256, uriEscapePath: service !== 's3' });
}

/**
 * A query string as SigV4 signs it (RFC 3986: a space is `%20`, never `+`, which URLSearchParams writes and S3 would
 * read otherwise than it was signed).
 */
export function queryString(query: Readonly<Record<string, string>>): string {
  const uriEscape = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return Object.entries(query)
    .map(([name, value]) => `${uriEscape(name)}=${uriEscape(value)}`)
    .join('&');
}

/** The credentials the signer uses (a POST policy names them in its fields). */
export const credentials = () => fromEnv()();

export interface SignedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers?: Readonly<Record<string, string>>;
  /** Text, or bytes (a part of a multipart upload). */
  readonly body?: string | Uint8Array<ArrayBuffer>;
}

/** Signs and sends one request; answers the response whatever its status. */
export async function signedFetch(service: SignedService, request: SignedRequest): Promise<Response> {
  const { url } = request;
  const signed = await signerFor(service).sign({
    method: request.method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { host: url.host, ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const { host: _host, ...headers } = signed.headers;
  return fetch(url, { method: request.method, headers, ...(request.body === undefined ? {} : { body: request.body }) });
}

/**
 * A refused AWS call, named as the SDK names its errors (the service's error code), so that functions/lib/aws-errors.ts
 * maps throttling and outages the same way (503 with Retry-After).
 */
export class AwsCallFailed extends Error {
  readonly $fault: 'client' | 'server';
  constructor(
    readonly service: SignedService,
    readonly status: number,
    code: string,
  ) {
    super(`${service} answered ${status}${code ? ` ${code}` : ''}`);
    this.name = code || 'AwsCallFailed';
    this.$fault = status >= 500 ? 'server' : 'client';
  }
}
