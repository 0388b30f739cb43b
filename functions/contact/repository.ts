import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $get, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { UiLocale } from '../../shared/constants';
import { ContactRequestEntity } from '../lib/db/entities/contact';

/**
 * Contact requests (docs/data-model.md, "Entities", ContactRequest): one item per request, written before any mail is sent, so
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

/** Stores a new request (never over another one). */
export async function putRequest(request: ContactRequestItem): Promise<void> {
  await ContactRequestEntity.build(PutItemCommand)
    .item(request)
    .options({ condition: { attr: 'requestId', exists: false } })
    .send();
}

export async function getRequest(requestId: string): Promise<ContactRequestItem | undefined> {
  const { Item } = await ContactRequestEntity.build(GetItemCommand).key({ requestId }).options({ consistent: true }).send();
  return Item;
}

/** Both mails went out: the request is `delivered` (idempotent: the first delivery's time is kept). */
export async function markDelivered(requestId: string, at: string): Promise<void> {
  await ContactRequestEntity.build(UpdateItemCommand)
    .item({ requestId, status: 'delivered', deliveredAt: $get('deliveredAt', at) })
    .options({ condition: { attr: 'requestId', exists: true } })
    .send();
}

/** The caller's details as stored now (the session names an active customer). */
export { getCustomer } from '../lib/db/customers';
