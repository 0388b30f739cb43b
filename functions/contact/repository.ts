import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UiLocale } from '../../shared/constants';
import { config } from '../lib/config';
import { documentClient } from '../lib/db/client';
import { contactKeys, prefixes } from '../lib/db/keys';

/**
 * Contact requests (docs/data-model.md, "ContactRequest"): one item per request, written before any mail is sent, so
 * that a mail failure loses nothing (the `deliverContact` job sends from it and marks it delivered).
 */
export interface ContactRequestItem {
  readonly requestId: string;
  readonly customerId: string;
  /** The customer's details when they wrote (the support mail shows them). */
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly phone: string;
  readonly subject: string;
  readonly message: string;
  readonly projectId?: string;
  readonly projectName?: string;
  readonly lang: UiLocale;
  readonly status: 'pending' | 'delivered';
  readonly createdAt: string;
  readonly deliveredAt?: string;
  /** TTL (epoch seconds): a year after the request. */
  readonly expiresAt: number;
}

const key = (requestId: string) => ({ PK: contactKeys.request(requestId), SK: prefixes.metadata });

export async function putRequest(request: ContactRequestItem): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: config().tableName,
      Item: { ...key(request.requestId), ...request },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getRequest(requestId: string): Promise<ContactRequestItem | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config().tableName, Key: key(requestId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, ...request } = Item;
  return request as ContactRequestItem;
}

/** Both mails went out: the request is `delivered` (idempotent). */
export async function markDelivered(requestId: string, at: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: key(requestId),
      UpdateExpression: 'SET #status = :delivered, deliveredAt = if_not_exists(deliveredAt, :at)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':delivered': 'delivered', ':at': at },
    }),
  );
}

/** The caller's details as stored now (the session names an active customer). */
export { getCustomer } from '../lib/db/customers';
