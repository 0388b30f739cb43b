import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The AWS services the functions call over signed fetch (functions/lib/aws/signed-fetch.ts: S3, SES), faked at
 * their wire with msw, as functions/lib/jobs.test.ts fakes Lambda's Invoke. Every request is recorded with its
 * service, whether it was signed for that service, and its body; S3 answers an empty bucket, SES a message id.
 * `failNext` makes the next call of a service answer an error, as the service would.
 */
export interface WireCall {
  readonly service: 's3' | 'ses';
  readonly method: string;
  readonly url: URL;
  readonly signed: boolean;
  readonly body: string;
}

export function mockedAwsWire() {
  const calls: WireCall[] = [];
  const failures = new Map<WireCall['service'], { status: number; type: string }>();
  const record = async (service: WireCall['service'], request: Request) => {
    const url = new URL(request.url);
    const authorization = request.headers.get('authorization') ?? '';
    calls.push({
      service,
      method: request.method,
      url,
      signed: new RegExp(`^AWS4-HMAC-SHA256 Credential=\\S+/eu-west-3/${service}/aws4_request`).test(authorization),
      body: await request.text(),
    });
    const failure = failures.get(service);
    failures.delete(service);
    return failure;
  };
  const server = setupServer(
    http.all('https://:bucket.s3.eu-west-3.amazonaws.com/*', async ({ request }) => {
      const failure = await record('s3', request);
      if (failure) return HttpResponse.xml(`<Error><Code>${failure.type}</Code></Error>`, { status: failure.status });
      return HttpResponse.xml('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>');
    }),
    http.post('https://email.eu-west-3.amazonaws.com/v2/email/outbound-emails', async ({ request }) => {
      const failure = await record('ses', request);
      if (failure)
        return HttpResponse.json(
          { message: 'no' },
          { status: failure.status, headers: { 'x-amzn-errortype': `${failure.type}:http://internal` } },
        );
      return HttpResponse.json({ MessageId: `m${calls.length}` });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    calls.length = 0;
    failures.clear();
    // What Lambda gives the function: its region and its role's credentials, in the environment.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDTEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
    vi.stubEnv('AWS_REGION', 'eu-west-3');
    // The stack project's setup points these at the local engines in the shared environment: AWS's URLs here.
    for (const name of ['AWS_ENDPOINT_URL_S3', 'AWS_ENDPOINT_URL_SESV2']) vi.stubEnv(name, undefined);
  });
  afterEach(() => void vi.unstubAllEnvs());
  return {
    calls,
    /** The S3 calls as `METHOD path?query` (decoded). */
    s3: () =>
      calls
        .filter((call) => call.service === 's3')
        .map((call) => `${call.method} ${decodeURIComponent(call.url.pathname + call.url.search)}`),
    /** The SendEmail requests SES received, parsed. */
    mails: () => calls.filter((call) => call.service === 'ses').map((call) => JSON.parse(call.body) as SentMail),
    failNext(service: WireCall['service'], status: number, type: string) {
      failures.set(service, { status, type });
    },
  };
}

/** A SendEmail request as SES v2 receives it. */
export interface SentMail {
  readonly FromEmailAddress: string;
  readonly Destination: { readonly ToAddresses: readonly string[] };
  readonly Content: { readonly Template: { readonly TemplateName: string; readonly TemplateData: string } };
}
