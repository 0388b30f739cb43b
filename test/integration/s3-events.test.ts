import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../local/engines/child';
import { startS3 } from '../../local/engines/s3';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/provision';
import { ROOT_DIR } from '../../local/stack';
import { s3EventDelivery } from '../../local/triggers/s3-events';
import { recorderManifest } from '../fixtures/s3-recorder';

/**
 * s3rver started programmatically emits object events; the local trigger wiring delivers those that match a
 * manifest's `s3Events` (here a test-only domain) to that domain's handler module, in EventBridge's shape.
 */
const BUCKET = 'fixture-uploads';
let dir: string;
let s3: Engine;
let client: S3Client;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'noco-s3-events-'));
  process.env.S3_RECORDER_LOG = path.join(dir, 'events.jsonl');
  s3 = await startS3({
    dataDir: path.join(dir, 's3'),
    buckets: [BUCKET],
    onEvent: s3EventDelivery({ manifest: { recorder: recorderManifest }, rootDir: ROOT_DIR, buckets: { uploads: BUCKET } }),
  });
  client = new S3Client({
    endpoint: s3.url,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function recorded(): Array<Record<string, unknown>> {
  const file = process.env.S3_RECORDER_LOG!;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

async function until(count: number): Promise<Array<Record<string, unknown>>> {
  for (let attempt = 0; attempt < 50 && recorded().length < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
  return recorded();
}

describe('S3 object events, locally', () => {
  it('delivers created and removed objects under the declared prefix, and nothing else', async () => {
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'elsewhere/skip.txt', Body: 'no' }));
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'inbox/a b.txt', Body: 'hello' }));
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'inbox/a b.txt' }));
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'elsewhere/skip.txt' }));

    const events = await until(2);
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives
    expect(recorded()).toEqual(events);
    expect(events).toEqual([
      {
        kind: 'created',
        bucket: BUCKET,
        key: 'inbox/a b.txt',
        size: 5,
        etag: expect.any(String),
        reason: 'PutObject',
        at: expect.any(String),
      },
      { kind: 'removed', bucket: BUCKET, key: 'inbox/a b.txt', reason: 'DeleteObject', at: expect.any(String) },
    ]);
  });

  it('retries a delivery whose handler fails', async () => {
    const before = recorded().length;
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'inbox/fail-once.txt', Body: 'x' }));
    const events = await until(before + 1);
    expect(events.slice(before)).toEqual([expect.objectContaining({ kind: 'created', key: 'inbox/fail-once.txt' })]);
  });
});
