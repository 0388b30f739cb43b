import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../lib/config';
import { documentClient } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { logger } from '../lib/logger';

/** What `/api/health` says of one dependency. */
export type CheckState = 'ok' | 'unavailable';

/** How long a check's result is reused: the health route stays fast under load and spares the table. */
export const HEALTH_CHECK_TTL_MS = 5_000;
/** A probe that has not answered by then counts as a failure (a health check must answer quickly). */
const PROBE_TIMEOUT_MS = 2_000;

/** The table answers a consistent read (of a key that never holds an item: nothing to return, 0.5 RCU). */
export async function probeTable(): Promise<void> {
  const key = keys.healthProbe();
  await documentClient().send(
    new GetCommand({ TableName: config().tableName, Key: { PK: key, SK: key }, ConsistentRead: true, ProjectionExpression: 'PK' }),
    { abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS) },
  );
}

/**
 * A probe whose result is kept `ttlMs` (by the request clock), with one probe in flight at a time: a burst
 * of health requests costs one read.
 */
export function cachedCheck(name: string, probe: () => Promise<void>, ttlMs = HEALTH_CHECK_TTL_MS) {
  let last: { at: number; state: CheckState } | undefined;
  let inFlight: Promise<CheckState> | undefined;
  return (now: Date): Promise<CheckState> => {
    const at = now.getTime();
    if (last && at >= last.at && at - last.at < ttlMs) return Promise.resolve(last.state);
    inFlight ??= probe()
      .then(
        (): CheckState => 'ok',
        (error: unknown): CheckState => {
          logger.warn(`Health check ${name} failed`, { errorName: (error as Error | null)?.name });
          return 'unavailable';
        },
      )
      .then((state) => {
        last = { at, state };
        inFlight = undefined;
        return state;
      });
    return inFlight;
  };
}

export const tableCheck = cachedCheck('table', probeTable);
