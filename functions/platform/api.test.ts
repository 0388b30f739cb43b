import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext } from '../../test/helpers/api-event';
import { createApi } from '../lib/http/api';
import { cachedCheck, HEALTH_CHECK_TTL_MS } from './health';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { platformDomain } from '../manifest';

const dynamo = mockedDynamo();

/** Each call at its own time, far from the others: the health check's cache never spans two cases. */
let minutes = 0;
async function health() {
  const { getHealth } = await import('./handlers/get-health');
  minutes += 10;
  const at = new Date(Date.UTC(2026, 0, 1, 0, minutes));
  const api = createApi(platformDomain, { 'GET /api/health': getHealth }, { clock: () => at });
  const response = await api(apiEvent('GET /api/health') as never, lambdaContext);
  return { ...response, json: JSON.parse(response.body!) };
}

describe('platform api', () => {
  it('answers health with the table check, the build id and version, after one consistent read', async () => {
    dynamo.on(GetCommand).resolves({});
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ status: 'ok', checks: { table: 'ok' }, buildId: 'build-test', version: '1.2.3' });
    const [read] = dynamo.commandCalls(GetCommand);
    expect(read!.args[0].input).toMatchObject({ TableName: 'noco-test', ConsistentRead: true });
  });

  it('answers 503 with Retry-After when the table is throttled or unreachable', async () => {
    dynamo.on(GetCommand).rejects(new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} }));
    const throttled = await health();
    expect(throttled.statusCode).toBe(503);
    expect(throttled.headers?.['retry-after']).toBe('5');
    expect(throttled.json).toEqual({ status: 'unavailable', checks: { table: 'unavailable' }, buildId: 'build-test', version: '1.2.3' });

    dynamo.on(GetCommand).rejects(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }));
    const unreachable = await health();
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.body).not.toContain('ECONNREFUSED');
  });

  it('reuses a check result for a few seconds, with one probe in flight for a burst', async () => {
    let probes = 0;
    let healthy = true;
    const check = cachedCheck('test', async () => {
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (!healthy) throw new Error('down');
    });
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(await Promise.all([check(t0), check(t0), check(t0)])).toEqual(['ok', 'ok', 'ok']);
    expect(probes).toBe(1);
    healthy = false;
    expect(await check(new Date(t0.getTime() + HEALTH_CHECK_TTL_MS - 1))).toBe('ok');
    expect(await check(new Date(t0.getTime() + HEALTH_CHECK_TTL_MS))).toBe('unavailable');
    expect(probes).toBe(2);
  });
});
