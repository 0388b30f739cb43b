import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import type { WebappConfig } from '../../../../shared/schemas/webapps';
import { CONTENT_KINDS, PART_STEPS, WEBAPP_TEMPLATES } from '../../../../shared/webapp-templates';
import { webappKeys } from '../keys';
import { table } from '../table';
import { KEYS } from '../table-definition';

/**
 * Web apps (functions/webapps; docs/data-model.md, "Web apps"): in the application's partition the wizard's draft,
 * each numbered publication and the live pointer; platform-wide, one guard item per host name. These items were first
 * written without the toolbox: no entity attribute (`_et`) and no toolbox timestamps, so none are added.
 */
const asWritten = { table, entityAttribute: false, timestamps: false } as const;

/**
 * The application id of a publication and of the live pointer lives only in their partition key (`APP#<id>`), as
 * they were first written: it is saved as `PK` itself (no copy of it in the item) and hidden from what is read.
 */
const applicationIdInPartition = () =>
  string()
    .key()
    .hidden()
    .savedAs(KEYS.partitionKey)
    .transform({
      encode: (applicationId: string) => webappKeys.partition(applicationId),
      decode: (partition: string) => partition.slice(webappKeys.partition('').length),
    });

export const WebappDraftEntity = new Entity({
  ...asWritten,
  name: 'WebappDraft',
  schema: item({
    applicationId: string().key(),
    projectId: string(),
    config: any().castAs<WebappConfig>(),
    /** Conditional saves; no item = version 0. */
    version: number(),
    /** The step the wizard was on at the last save. */
    step: string().enum(...PART_STEPS, ...CONTENT_KINDS),
    /** `config.main.host`: the host whose guard the draft holds. */
    host: string(),
    updatedAt: string(),
    updatedBy: string(),
  }),
  computeKey: ({ applicationId }) => ({ PK: webappKeys.partition(applicationId), SK: webappKeys.draft() }),
});

/** A frozen configuration, never changed; all are kept. */
export const WebappPublicationEntity = new Entity({
  ...asWritten,
  name: 'WebappPublication',
  schema: item({
    applicationId: applicationIdInPartition(),
    number: number().key(),
    host: string(),
    template: string().enum(...WEBAPP_TEMPLATES),
    publishedAt: string(),
    publishedBy: string(),
    /** The draft version it froze. */
    draftVersion: number(),
    config: any().castAs<WebappConfig>(),
  }),
  computeKey: ({ applicationId, number }) => ({ PK: webappKeys.partition(applicationId), SK: webappKeys.publication(number) }),
});

/** The publication served; no item = offline. */
export const WebappLiveEntity = new Entity({
  ...asWritten,
  name: 'WebappLive',
  schema: item({
    applicationId: applicationIdInPartition(),
    projectId: string(),
    number: number(),
    host: string(),
    since: string(),
  }),
  computeKey: ({ applicationId }) => ({ PK: webappKeys.partition(applicationId), SK: webappKeys.live() }),
});

/** A host name held by one web app platform-wide (its draft host, its live host). */
export const WebHostEntity = new Entity({
  ...asWritten,
  name: 'WebHost',
  schema: item({ host: string().key(), projectId: string(), applicationId: string() }),
  computeKey: ({ host }) => ({ PK: webappKeys.host(host), SK: webappKeys.hostSort() }),
});
