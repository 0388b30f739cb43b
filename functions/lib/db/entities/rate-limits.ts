import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { table } from '../table';
import { KEYS } from '../table-definition';

/**
 * One window of one abuse limit (functions/lib/auth/rate-limit.ts; docs/data-model.md, "Abuse limits"): its `hits`,
 * raised by one conditional `ADD` per attempt, and its TTL. Written without the toolbox at first, it holds its keys
 * and these two attributes only: no entity attribute (`_et`), no toolbox timestamps.
 */
export const RateLimitEntity = new Entity({
  name: 'RateLimit',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    /** `keys.rateLimit(kind, <hash>#<window>)`, partition and sort key alike: saved as the key itself, never copied. */
    windowKey: string().key().hidden().savedAs(KEYS.partitionKey),
    hits: number(),
    /** The window's end (epoch seconds). */
    expiresAt: number(),
  }),
  computeKey: ({ windowKey }) => ({ PK: windowKey, SK: windowKey }),
});
