import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext, testEnv } from '../../test/helpers/api-event';
import { resetConfigForTests } from '../lib/config';

describe('platform api', () => {
  beforeAll(() => {
    Object.assign(process.env, testEnv());
    resetConfigForTests();
  });

  it('answers health with the build id and version from the configuration', async () => {
    const { handler } = await import('./api');
    const response = await handler(apiEvent('GET /api/health') as never, lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toEqual({ status: 'ok', buildId: 'build-test', version: '1.2.3' });
  });
});
