import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalLambda, localFunctionName, startLocalLambda } from './lambda';

describe('local Lambda Invoke API', () => {
  let local: LocalLambda;
  let client: LambdaClient;
  beforeAll(async () => {
    local = await startLocalLambda('/nonexistent');
    client = new LambdaClient({
      endpoint: local.url,
      region: 'eu-west-3',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(() => local.stop());

  const invoke = (FunctionName: string, InvocationType: 'Event' | 'RequestResponse') =>
    client.send(new InvokeCommand({ FunctionName, InvocationType, Payload: Buffer.from('{}') }));

  it('listens on the loopback only', () => {
    expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('refuses synchronous invocations and unknown functions as Lambda would, with the SDK error names', async () => {
    await expect(invoke(localFunctionName('jobs'), 'RequestResponse')).rejects.toMatchObject({ name: 'InvalidParameterValueException' });
    await expect(invoke('noco-local-nothing', 'Event')).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
