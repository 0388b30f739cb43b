import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A signed-in session (lib/auth/sessions.ts), listed under its customer on GSI1 for revocation. Its keys come from
 * ../keys.ts; docs/data-model.md charts every entity and access pattern.
 */

export const SessionEntity = new Entity({
  name: 'Session',
  table,
  timestamps: false,
  schema: item({
    tokenHash: string().key(),
    customerId: string(),
    email: string(),
    createdAt: string(),
    expiresAt: number(),
    GSI1PK: string(),
    GSI1SK: string(),
  }),
  computeKey: ({ tokenHash }) => ({ PK: keys.session(tokenHash), SK: keys.session(tokenHash) }),
});
