import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { UI_LOCALES } from '../../../../shared/constants';
import { contactKeys, prefixes } from '../keys';
import { table } from '../table';

/**
 * A contact request (functions/contact; docs/data-model.md, "Entities"), stored before its mails are sent. Its items
 * were first written without the toolbox: no entity attribute (`_et`) and no toolbox timestamps, so none are added.
 */
export const ContactRequestEntity = new Entity({
  name: 'ContactRequest',
  table,
  entityAttribute: false,
  timestamps: false,
  schema: item({
    requestId: string().key(),
    customerId: string(),
    /** The customer's details when they wrote (the support mail shows them). */
    email: string(),
    firstname: string(),
    lastname: string(),
    company: string(),
    phone: string(),
    subject: string(),
    message: string(),
    projectId: string().optional(),
    projectName: string().optional(),
    lang: string().enum(...UI_LOCALES),
    status: string().enum('pending', 'delivered'),
    createdAt: string(),
    deliveredAt: string().optional(),
    /** TTL (epoch seconds): a year after the request. */
    expiresAt: number(),
  }),
  computeKey: ({ requestId }) => ({ PK: contactKeys.request(requestId), SK: prefixes.metadata }),
});
