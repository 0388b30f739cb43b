import { AwsCallFailed, awsRegion, signedFetch } from './signed-fetch';

/**
 * Lambda's Invoke API with `InvocationType: Event` (./signed-fetch.ts: `LambdaClient` + `InvokeCommand` would add
 * about 80 KB to every domain that starts jobs). `AWS_ENDPOINT_URL_LAMBDA` points it at the local Lambda API
 * (local/jobs/lambda.ts), as it would the SDK.
 */
export async function invokeAsync(functionName: string, payload: unknown): Promise<void> {
  const endpoint = new URL(process.env.AWS_ENDPOINT_URL_LAMBDA ?? `https://lambda.${awsRegion()}.amazonaws.com`);
  const url = new URL(`/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`, endpoint);
  const response = await signedFetch('lambda', {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
    body: JSON.stringify(payload),
  });
  // 202: accepted for an asynchronous run. Anything else (throttled, unknown function, bad signature) is an error.
  if (response.status !== 202) {
    const detail = await response.text().catch(() => '');
    throw new AwsCallFailed('lambda', response.status, response.headers.get('x-amzn-errortype')?.split(':')[0] ?? detail.slice(0, 200));
  }
}
