import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Lambda's Invoke API with `InvocationType: Event`, signed with the function's own credentials (SigV4, the
 * SDK's signer). It replaces `LambdaClient` + `InvokeCommand`, which would add about 80 KB to every domain that
 * starts jobs (its endpoint rules and runtime config) for this one call. `AWS_ENDPOINT_URL_LAMBDA` points it at
 * the local Lambda API (local/jobs/lambda.ts), as it would the SDK.
 */
export async function invokeAsync(functionName: string, payload: unknown): Promise<void> {
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const endpoint = new URL(process.env.AWS_ENDPOINT_URL_LAMBDA ?? `https://lambda.${region}.amazonaws.com`);
  const path = `/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
  const body = JSON.stringify(payload);
  const signer = new SignatureV4({ service: 'lambda', region, credentials: fromEnv(), sha256: Sha256, uriEscapePath: true });
  const signed = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
    path,
    headers: { host: endpoint.host, 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
    body,
  });
  const response = await fetch(new URL(path, endpoint), { method: 'POST', headers: signed.headers, body });
  // 202: accepted for an asynchronous run. Anything else (throttled, unknown function, bad signature) is an error.
  if (response.status !== 202) {
    const detail = await response.text().catch(() => '');
    throw new InvokeFailed(response.status, response.headers.get('x-amzn-errortype') ?? detail.slice(0, 200));
  }
}

export class InvokeFailed extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
  ) {
    super(`Lambda Invoke answered ${status}${type ? ` (${type})` : ''}`);
    this.name = 'InvokeFailed';
  }
}
