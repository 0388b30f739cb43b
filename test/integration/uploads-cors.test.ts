import { randomUUID } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localOrigins } from '../../local/gateway/host';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/provision';
import { LOCAL_NAMES } from '../../local/stack';
import { UPLOAD_STATE_TAG } from '../../shared/uploads-bucket';
import { launchChromium } from '../helpers/chromium';
import { signedInCustomer } from '../helpers/local-aws';

/**
 * The browser posts files straight to the bucket (a presigned POST), locally to s3rver: the bucket's CORS rule
 * (shared/uploads-bucket.ts, set by local/stack.ts as the web stack sets it on AWS) lets the local app's origins,
 * and only them, read the answer; the pages' CSP names s3rver's origin in img-src and connect-src as CloudFront's
 * names the bucket's. The probes' keys are outside `files/`, where no upload check runs; the last test goes the
 * whole way, with the API's presigned POST and its check.
 */
const stack = () => inject('stack');
const bucketUrl = () => `${stack().engines.s3}/${LOCAL_NAMES.uploadsBucket}`;
const appOrigins = () => localOrigins(Number(new URL(stack().url).port));
const FOREIGN_ORIGINS = ['https://attacker.example', 'http://127.0.0.1:1', 'null'];

function preflight(origin: string, requestHeaders?: string) {
  return fetch(bucketUrl(), {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      ...(requestHeaders ? { 'access-control-request-headers': requestHeaders } : {}),
    },
  });
}

/** A multipart POST shaped like a presigned POST: the fields, then the file, last. */
function postForm(origin: string, key: string, body: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('key', key);
  form.append('Content-Type', 'image/png');
  form.append(
    'tagging',
    `<Tagging><TagSet><Tag><Key>${UPLOAD_STATE_TAG.key}</Key><Value>${UPLOAD_STATE_TAG.unattached}</Value></Tag></TagSet></Tagging>`,
  );
  form.append('file', new Blob([body], { type: 'image/png' }), 'photo.png');
  return fetch(bucketUrl(), { method: 'POST', headers: { origin }, body: form });
}

let s3: S3Client;
beforeAll(() => {
  s3 = new S3Client({
    endpoint: stack().engines.s3,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});
afterAll(() => s3?.destroy());

describe('local uploads bucket: CORS for the local app origins only', () => {
  it('passes the preflight of a POST from either local app origin', async () => {
    expect(appOrigins()).toEqual([stack().url, stack().url.replace('127.0.0.1', 'localhost')]);
    for (const origin of appOrigins()) {
      // An XMLHttpRequest that watches upload progress is preflighted; a FormData body adds no request header.
      const response = await preflight(origin);
      expect(response.status, origin).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeTruthy();
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      // A header the page might add is allowed too (AllowedHeaders '*').
      const withHeader = await preflight(origin, 'x-requested-with');
      expect(withHeader.status).toBe(200);
      expect(withHeader.headers.get('access-control-allow-headers')).toBe('x-requested-with');
    }
  });

  it("answers a multipart POST from a local app origin with that origin's CORS headers, and stores the file", async () => {
    for (const origin of appOrigins()) {
      const key = `cors-probe/${randomUUID()}/original`;
      const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
      const response = await postForm(origin, key, body);
      expect(response.status, origin).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-expose-headers')).toBe('ETag, Location');
      const stored = await s3.send(new GetObjectCommand({ Bucket: LOCAL_NAMES.uploadsBucket, Key: key }));
      expect(stored.ContentType).toBe('image/png');
      expect(new Uint8Array(await stored.Body!.transformToByteArray())).toEqual(body);
    }
  });

  it('gives another origin no CORS header: its preflight is refused, its POST answer is unreadable', async () => {
    for (const origin of FOREIGN_ORIGINS) {
      const refused = await preflight(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      const posted = await postForm(origin, `cors-probe/${randomUUID()}/original`, new Uint8Array([1]));
      expect(posted.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(posted.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });
});

describe("local pages' CSP", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("names s3rver's origin in img-src and connect-src, as CloudFront names the bucket's", async () => {
    const s3Origin = new URL(stack().engines.s3).origin;
    expect(s3Origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const path of ['/fr', '/en/login', '/index.html']) {
      const response = await fetch(`${stack().url}${path}`);
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy')!;
      const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
      expect(directives['img-src']).toBe(`img-src 'self' data: blob: ${s3Origin}`);
      expect(directives['connect-src']).toBe(`connect-src 'self' ${s3Origin}`);
      // Nothing else gains the origin: no script, style or frame from the bucket.
      expect(csp.split(s3Origin)).toHaveLength(3);
      expect(directives['default-src']).toBe("default-src 'none'");
    }
  });

  it('lets a page of the app post a file to s3rver with upload progress and read the status, in Chromium', async () => {
    for (const origin of appOrigins()) {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|CORS/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${origin}/fr`);
      const key = `cors-probe/${randomUUID()}/original`;
      const result = await page.evaluate(
        async ({ url, key }) =>
          new Promise<{ status: number; progressed: boolean }>((resolve) => {
            const form = new FormData();
            form.append('key', key);
            form.append('Content-Type', 'image/png');
            form.append('file', new Blob([new Uint8Array(256 * 1024)], { type: 'image/png' }), 'photo.png');
            const request = new XMLHttpRequest();
            let progressed = false;
            request.upload.onprogress = () => {
              progressed = true;
            };
            request.onloadend = () => resolve({ status: request.status, progressed });
            request.open('POST', url);
            request.send(form);
          }),
        { url: bucketUrl(), key },
      );
      expect(result, origin).toEqual({ status: 204, progressed: true });
      expect(violations, origin).toEqual([]);
      await page.close();
    }
  });

  it("posts the API's presigned POST from a page of the app, as the file field will, and the check marks it ready", async () => {
    const { api } = await signedInCustomer('cors');
    const project = await api.call('POST', '/api/projects', { name: 'CORS', languages: ['fr'], type: 'conference' });
    const app = await api.call('POST', `/api/projects/${project.body.projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    const uploads = `/api/projects/${project.body.projectId}/applications/${app.body.applicationId}/uploads`;
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const presigned = await api.call('POST', uploads, {
      element: 'speakers',
      field: 'photo',
      name: 'photo.png',
      type: 'image/png',
      size: png.length,
    });
    expect(presigned.status).toBe(201);
    // The URL the browser posts to is s3rver's, which the page's CSP allows in connect-src.
    expect(new URL(presigned.body.url).origin).toBe(new URL(stack().engines.s3).origin);

    const page = await browser.newPage();
    try {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|CORS/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${stack().url}/fr`);
      const status = await page.evaluate(
        async ({ url, fields, bytes }) =>
          new Promise<number>((resolve) => {
            const form = new FormData();
            for (const [name, value] of Object.entries(fields)) form.append(name, value);
            form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
            const request = new XMLHttpRequest();
            request.upload.onprogress = () => undefined;
            request.onloadend = () => resolve(request.status);
            request.open('POST', url);
            request.send(form);
          }),
        { url: presigned.body.url as string, fields: presigned.body.fields as Record<string, string>, bytes: [...png] },
      );
      expect(status).toBe(204);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
    let checked = await api.call('GET', `${uploads}/${presigned.body.uploadId}`);
    for (let attempt = 0; attempt < 100 && checked.body.status === 'pending'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      checked = await api.call('GET', `${uploads}/${presigned.body.uploadId}`);
    }
    expect(checked.body).toMatchObject({ status: 'ready', type: 'image/png', size: png.length });
  });
});
