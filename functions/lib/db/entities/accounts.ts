import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys, prefixes } from '../keys';
import { table } from '../table';

/**
 * Entities of a customer's partition and the email guard. Only hashes of codes and tokens are stored. Their keys come
 * from ../keys.ts; docs/data-model.md charts every entity and access pattern.
 */

export const CustomerEntity = new Entity({
  name: 'Customer',
  table,
  timestamps: false,
  schema: item({
    customerId: string().key(),
    email: string(),
    emailLower: string(),
    firstname: string(),
    lastname: string(),
    company: string(),
    phone: string(),
    lang: string().enum('fr', 'en'),
    passwordHash: string(),
    // `deleting` from the erasure request until the purgeAccount job removes the item.
    status: string().enum('pending', 'active', 'deleting'),
    createdAt: string(),
    updatedAt: string(),
    version: number(),
  }),
  computeKey: ({ customerId }) => ({ PK: keys.customer(customerId), SK: prefixes.metadata }),
});

export const EmailGuardEntity = new Entity({
  name: 'EmailGuard',
  table,
  timestamps: false,
  schema: item({ emailLower: string().key(), customerId: string() }),
  computeKey: ({ emailLower }) => ({ PK: keys.unique('email', emailLower), SK: keys.unique('email', emailLower) }),
});

export const ActivationCodeEntity = new Entity({
  name: 'ActivationCode',
  table,
  timestamps: false,
  schema: item({ customerId: string().key(), codeHash: string(), attempts: number(), expiresAt: number() }),
  computeKey: ({ customerId }) => ({ PK: keys.customer(customerId), SK: keys.activationCode() }),
});

export const ResetTokenEntity = new Entity({
  name: 'ResetToken',
  table,
  timestamps: false,
  schema: item({ customerId: string().key(), tokenHash: string(), expiresAt: number() }),
  computeKey: ({ customerId }) => ({ PK: keys.customer(customerId), SK: keys.resetToken() }),
});

/** A pending change of the customer's e-mail address, confirmed by a code sent to the new one. */
export const EmailChangeEntity = new Entity({
  name: 'EmailChange',
  table,
  timestamps: false,
  schema: item({
    customerId: string().key(),
    email: string(),
    emailLower: string(),
    codeHash: string(),
    attempts: number(),
    expiresAt: number(),
  }),
  computeKey: ({ customerId }) => ({ PK: keys.customer(customerId), SK: keys.emailChange() }),
});
