/**
 * Uploads, against the local stack: a 5 MB PNG, 20 times in a row (after 2 warm-ups), presigned
 * (`POST …/uploads`), posted to the presigned URL as the browser does (a multipart POST straight to s3rver), then
 * polled (`GET …/uploads/{id}`) until the check, run by s3rver's object event, marks it ready: p50 ≤ 1 s for the
 * whole. Then the check alone: the uploads domain's handler module invoked in-process with the EventBridge
 * `Object Created` event of an object already in s3rver, as the local trigger delivers it, its upload set back to
 * pending first (so that the check reads the file, judges it and settles it again): p50 ≤ 100 ms.
 *
 * `npm run bench -- uploads`.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { UploadEntity } from '../functions/lib/db/entities/uploads';
import { BUDGETS, verdict } from './budgets';
import { apiCaller, signUp } from './customer';

const ROUNDS = 20;
const WARM_UP = 2;
const FILE_BYTES = 5 * 1024 * 1024;
/** How often the status is read: often enough to see the verdict soon, rarely enough not to slow the check it waits for. */
const POLL_MS = 20;

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A real PNG of about `bytes` (random RGBA pixels, which do not compress), that `file-type` reads as image/png. */
function makePng(bytes: number): Uint8Array<ArrayBuffer> {
  const side = Math.ceil(Math.sqrt(bytes / 4));
  const row = 1 + side * 4;
  const raw = randomBytes(row * side);
  for (let y = 0; y < side; y++) raw[y * row] = 0; // filter type None
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

interface Presigned {
  readonly uploadId: string;
  readonly url: string;
  readonly fields: Record<string, string>;
}

export async function benchUploads(baseUrl: string): Promise<boolean> {
  const cookie = await signUp(baseUrl, 'uploads');
  const call = apiCaller(baseUrl, cookie);
  const project = await call('POST', '/api/projects', { name: 'Bench uploads', languages: ['fr', 'en'], type: 'conference' });
  const app = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Speakers' });
  const uploads = `/api/projects/${project.projectId}/applications/${app.applicationId}/uploads`;
  const png = makePng(FILE_BYTES);

  const phases = { presign: [] as number[], post: [] as number[], check: [] as number[], total: [] as number[] };
  const objects: CheckedObject[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    const started = performance.now();
    const presigned = (await call('POST', uploads, {
      element: 'speakers',
      field: 'photo',
      name: `photo-${round}.png`,
      type: 'image/png',
      size: png.length,
    })) as Presigned;
    const signed = performance.now();

    // As the browser posts it: the policy's fields in order, then the file, last.
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', new Blob([png], { type: 'image/png' }), `photo-${round}.png`);
    const posted = await fetch(presigned.url, { method: 'POST', body: form });
    await posted.arrayBuffer();
    if (posted.status >= 300) throw new Error(`the presigned POST answered ${posted.status}`);
    const sent = performance.now();

    let status: { status: string; reason?: string; size: number };
    const deadline = Date.now() + 10_000;
    for (;;) {
      status = await call('GET', `${uploads}/${presigned.uploadId}`);
      if (status.status !== 'pending' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (status.status !== 'ready') throw new Error(`upload ${round} ended ${status.status} (${status.reason ?? 'no reason'})`);
    const ready = performance.now();

    if (round < WARM_UP) continue;
    phases.presign.push(signed - started);
    phases.post.push(sent - signed);
    phases.check.push(ready - sent);
    phases.total.push(ready - started);
    objects.push({
      applicationId: app.applicationId,
      uploadId: presigned.uploadId,
      key: presigned.fields.key!,
      size: png.length,
      etag: posted.headers.get('etag') ?? undefined,
    });
  }
  const totalP50 = percentile(phases.total, 0.5);
  const wholeOk = totalP50 <= BUDGETS.uploadP50Ms;
  console.log(
    `api uploads, a ${(png.length / 1024 / 1024).toFixed(1)} MB PNG ×${ROUNDS} (presign, POST to s3rver, check until ready): ` +
      `p50 ${ms(totalP50)}, p90 ${ms(percentile(phases.total, 0.9))} (budget p50 ${BUDGETS.uploadP50Ms} ms, ${verdict(wholeOk)}); ` +
      `p50 per step: presign ${ms(percentile(phases.presign, 0.5))}, POST ${ms(percentile(phases.post, 0.5))}, ` +
      `POST answered → ready seen ${ms(percentile(phases.check, 0.5))} (polled every ${POLL_MS} ms)`,
  );

  return (await benchCheck(objects)) && wholeOk;
}

interface CheckedObject {
  readonly applicationId: string;
  readonly uploadId: string;
  readonly key: string;
  readonly size: number;
  readonly etag?: string;
}

/**
 * The check alone: the check function's handler (functions/uploads/check.ts), imported in this process (where the stack set the environment),
 * given the EventBridge event the local trigger builds (local/triggers/s3-events.ts) for objects already in s3rver.
 * Each upload is set back to pending first (the check of a decided upload stops after reading it): the timed run
 * reads the upload, the file's first bytes and the field, judges the file and settles the upload ready again.
 */
async function benchCheck(objects: readonly CheckedObject[]): Promise<boolean> {
  const { handler } = (await import('../functions/uploads/check')) as {
    handler: (event: unknown, context: unknown) => Promise<unknown>;
  };
  const { objectCreatedEvent } = await import('../local/triggers/s3-events');
  const { lambdaContext } = await import('../local/gateway/event');
  const { LOCAL_NAMES } = await import('../local/stack');
  const times: number[] = [];
  for (const object of objects) {
    const key = { applicationId: object.applicationId, uploadId: object.uploadId };
    await UploadEntity.build(UpdateItemCommand)
      .item({ ...key, status: 'pending', etag: $remove() })
      .send();
    const event = objectCreatedEvent(LOCAL_NAMES.uploadsBucket, object);
    const started = performance.now();
    await handler(event, lambdaContext('fileCheck', `bench-${times.length}`, 10_000));
    times.push(performance.now() - started);
    const { Item } = await UploadEntity.build(GetItemCommand).key(key).options({ consistent: true }).send();
    if (Item?.status !== 'ready') throw new Error(`the check left upload ${object.uploadId} ${Item?.status}`);
  }
  const p50 = percentile(times, 0.5);
  const ok = p50 <= BUDGETS.uploadCheckP50Ms;
  console.log(
    `api uploads check alone (the handler on an Object Created event, in-process) ×${times.length}: p50 ${ms(p50)}, ` +
      `p90 ${ms(percentile(times, 0.9))} (budget p50 ${BUDGETS.uploadCheckP50Ms} ms, ${verdict(ok)})`,
  );
  return ok;
}
