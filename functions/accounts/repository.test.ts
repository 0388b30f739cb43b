import { ConditionalCheckFailedException, ThrottlingException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { activate, createCustomer, EmailTaken, resetPassword, updatePasswordHash } from './repository';
import { mockedDynamo } from '../../test/helpers/mocked-api';

const dynamo = mockedDynamo();
const meta = { $metadata: {} };
const NOW = new Date('2026-11-23T08:00:00Z');
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'cancelled', CancellationReasons: codes.map((Code) => ({ Code })), ...meta });
const customer = {
  customerId: '01J0000000000000000000000A',
  email: 'ana@example.com',
  emailLower: 'ana@example.com',
  passwordHash: 'h',
  firstname: 'Ana',
  lastname: 'Lopez',
  company: '',
  phone: '',
  lang: 'fr',
  status: 'pending',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  version: 1,
} as unknown as Parameters<typeof createCustomer>[0];

describe('accounts repository: only the expected failure is swallowed', () => {
  it('takes a failed email guard for a taken email, and throttling for throttling', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'None'));
    await expect(createCustomer(customer, { codeHash: 'c', expiresAt: 1 })).rejects.toBeInstanceOf(EmailTaken);
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ThrottlingError', 'None'));
    await expect(createCustomer(customer, { codeHash: 'c', expiresAt: 1 })).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('answers false to an activation or reset whose code changed, and raises a throttled one', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    expect(await activate(customer.customerId, 'c', NOW)).toBe(false);
    expect(await resetPassword(customer.customerId, 't', 'h', NOW)).toBe(false);
    dynamo.on(TransactWriteCommand).rejects(cancelled('ThrottlingError', 'None'));
    await expect(activate(customer.customerId, 'c', NOW)).rejects.toBeInstanceOf(TransactionCanceledException);
    await expect(resetPassword(customer.customerId, 't', 'h', NOW)).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('lets a concurrent change win a password rehash, but raises throttling', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'changed', ...meta }));
    await expect(updatePasswordHash(customer.customerId, 'h2', 1, NOW)).resolves.toBeUndefined();
    dynamo.on(UpdateCommand).rejects(new ThrottlingException({ message: 'slow down', ...meta }));
    await expect(updatePasswordHash(customer.customerId, 'h2', 1, NOW)).rejects.toBeInstanceOf(ThrottlingException);
  });
});
