import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { DomainManifest, S3Trigger } from '../../functions/manifest';
import type { S3Notification, S3NotificationRecord } from '../engines/s3';
import { lambdaContext } from '../gateway/event';
import { LOCAL_REGION } from '../provision';

type Handler = (event: never, context: Context) => Promise<unknown>;

export interface S3EventDeliveryOptions {
  /** The manifest entries whose `s3Events` are matched (functions/manifest.ts; tests pass their own). */
  readonly manifest: Readonly<Record<string, DomainManifest>>;
  /** Entries in the manifest are relative to it. */
  readonly rootDir: string;
  /** The real name of each bucket the manifest names. */
  readonly buckets: Readonly<Record<S3Trigger['bucket'], string>>;
}

/** Lambda retries a failed asynchronous invocation twice (infra: the same count for S3 triggers). */
const RETRIES = 2;
const REASONS: Record<string, string> = {
  'ObjectCreated:Put': 'PutObject',
  'ObjectCreated:Post': 'PostObject',
  'ObjectCreated:Copy': 'CopyObject',
  'ObjectRemoved:Delete': 'DeleteObject',
};

/**
 * Delivers s3rver's object events as AWS does (infra/constructs/s3-triggers.ts): each record that matches a
 * domain's `s3Events` (bucket, created or removed, key prefix) becomes the EventBridge `Object Created` /
 * `Object Deleted` event, and invokes that domain's handler module asynchronously, retried twice on failure,
 * then logged as lost (on AWS it would wait in the failure destination).
 */
export function s3EventDelivery(options: S3EventDeliveryOptions): (notification: S3Notification) => void {
  const loaded = new Map<string, Promise<Handler>>();
  const load = (entry: string) => {
    let handler = loaded.get(entry);
    if (!handler) {
      handler = import(pathToFileURL(path.join(options.rootDir, entry)).href).then((module: { handler: Handler }) => module.handler);
      loaded.set(entry, handler);
    }
    return handler;
  };

  return (notification) => {
    for (const record of notification.Records ?? []) {
      const kind = record.eventName.startsWith('ObjectCreated:')
        ? 'created'
        : record.eventName.startsWith('ObjectRemoved:')
          ? 'removed'
          : undefined;
      if (!kind) continue;
      for (const [domain, manifest] of Object.entries(options.manifest)) {
        const matches = (manifest.s3Events ?? []).some(
          (trigger) =>
            options.buckets[trigger.bucket] === record.s3.bucket.name &&
            trigger.events.includes(kind) &&
            record.s3.object.key.startsWith(trigger.prefix ?? ''),
        );
        if (!matches) continue;
        const event = eventBridgeEvent(record, kind);
        void invoke(domain, () => load(manifest.entry), event, (manifest.timeoutSeconds ?? 10) * 1000);
      }
    }
  };
}

async function invoke(domain: string, load: () => Promise<Handler>, event: unknown, timeoutMs: number): Promise<void> {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    try {
      const handler = await load();
      await handler(event as never, lambdaContext(domain, randomUUID(), timeoutMs));
      return;
    } catch (error) {
      if (attempt === RETRIES) console.error(`[s3 events] ${domain}: object event lost after ${RETRIES} retries`, error);
    }
  }
}

/** The `Object Created` event of an object posted to `bucket`, as delivered here (bench/uploads.ts times the check with it). */
export function objectCreatedEvent(bucket: string, object: { readonly key: string; readonly size?: number; readonly etag?: string }) {
  return eventBridgeEvent(
    {
      eventName: 'ObjectCreated:Post',
      eventTime: new Date().toISOString(),
      s3: { bucket: { name: bucket }, object: { key: object.key, size: object.size, eTag: object.etag } },
    },
    'created',
  );
}

/** The event EventBridge sends for an S3 object event (`detail-type` Object Created / Object Deleted). */
function eventBridgeEvent(record: S3NotificationRecord, kind: 'created' | 'removed') {
  const { bucket, object } = record.s3;
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': kind === 'created' ? 'Object Created' : 'Object Deleted',
    source: 'aws.s3',
    account: '000000000000',
    time: record.eventTime,
    region: LOCAL_REGION,
    resources: [`arn:aws:s3:::${bucket.name}`],
    detail: {
      version: '0',
      bucket: { name: bucket.name },
      object: {
        key: object.key,
        ...(object.size !== undefined ? { size: object.size } : {}),
        ...(object.eTag ? { etag: object.eTag } : {}),
        ...(object.sequencer ? { sequencer: object.sequencer } : {}),
      },
      'request-id': randomUUID(),
      requester: '000000000000',
      'source-ip-address': record.requestParameters?.sourceIPAddress ?? '127.0.0.1',
      reason: REASONS[record.eventName] ?? record.eventName,
      ...(kind === 'removed' ? { 'deletion-type': 'Permanently Deleted' } : {}),
    },
  };
}
