import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presignedGetUrl, presignedPost } from './s3-signed';

/**
 * The adapter's signatures, recomputed here from AWS's specification (SigV4 query-string authentication and POST
 * policies, "Authenticating Requests: Browser-Based Uploads Using POST"), with node:crypto only: not with the signer
 * the adapter uses, so that a misuse of it cannot pass.
 */
const REGION = 'eu-west-3';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const NOW = new Date('2026-11-25T10:20:30.000Z');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const signingKey = (day: string) => hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), REGION), 's3'), 'aws4_request');
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

let saved: NodeJS.ProcessEnv;
beforeEach(() => {
  saved = { ...process.env };
  Object.assign(process.env, { AWS_REGION: REGION, AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: SECRET });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_ENDPOINT_URL_S3;
});
afterEach(() => {
  process.env = saved;
});

describe('signed S3 calls', () => {
  it('presigns a GET at the bucket’s regional origin that verifies by the specification', async () => {
    const url = new URL(
      await presignedGetUrl({ bucket: 'noco-uploads', pathStyle: false }, 'files/P/A/U/original', {
        expiresSeconds: 900,
        signingDate: NOW,
        responseQuery: {
          'response-content-type': 'image/png',
          'response-content-disposition': `attachment; filename="a b.png"; filename*=UTF-8''a%20b.png`,
        },
      }),
    );
    expect(url.origin).toBe(`https://noco-uploads.s3.${REGION}.amazonaws.com`);
    expect(url.pathname).toBe('/files/P/A/U/original');
    // Spaces as %20, as SigV4 signs them: a `+` would be read as another character than the one signed.
    expect(url.search).not.toContain('+');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `AKIDEXAMPLE/20261125/${REGION}/s3/aws4_request`,
      'X-Amz-Date': '20261125T102030Z',
      'X-Amz-Expires': '900',
      'X-Amz-SignedHeaders': 'host',
    });
    const query = Object.entries(params)
      .filter(([name]) => name !== 'X-Amz-Signature')
      .map(([name, value]) => [encode(name), encode(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonical = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
    const toSign = [
      'AWS4-HMAC-SHA256',
      '20261125T102030Z',
      `20261125/${REGION}/s3/aws4_request`,
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    expect(params['X-Amz-Signature']).toBe(hmac(signingKey('20261125'), toSign).toString('hex'));
  });

  it('signs a POST policy fixing the key, type, size range and tag, with the session token when there is one', async () => {
    process.env.AWS_SESSION_TOKEN = 'session-token';
    const post = await presignedPost(
      { bucket: 'noco-uploads', pathStyle: false },
      {
        key: 'files/P/A/U/original',
        fields: { 'Content-Type': 'image/png', tagging: '<Tagging/>' },
        conditions: [['content-length-range', 1, 1024]],
        expiresSeconds: 300,
        now: NOW,
      },
    );
    expect(post.url).toBe(`https://noco-uploads.s3.${REGION}.amazonaws.com/`);
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.expiration).toBe('2026-11-25T10:25:30.000Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1024],
        { key: 'files/P/A/U/original' },
        { 'Content-Type': 'image/png' },
        { tagging: '<Tagging/>' },
        { bucket: 'noco-uploads' },
        { 'X-Amz-Security-Token': 'session-token' },
        { 'X-Amz-Credential': `AKIDEXAMPLE/20261125/${REGION}/s3/aws4_request` },
      ]),
    );
    // Every field the browser sends is bound by the policy (S3 refuses unlisted fields).
    for (const [name, value] of Object.entries(post.fields)) {
      if (name === 'Policy' || name === 'X-Amz-Signature') continue;
      expect(policy.conditions).toContainEqual({ [name]: value });
    }
    expect(post.fields['X-Amz-Signature']).toBe(hmac(signingKey('20261125'), post.fields.Policy!).toString('hex'));
  });

  it('posts path-style to a local endpoint', async () => {
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:4569';
    const post = await presignedPost(
      { bucket: 'b', pathStyle: true },
      { key: 'k', fields: {}, conditions: [], expiresSeconds: 60, now: NOW },
    );
    expect(post.url).toBe('http://127.0.0.1:4569/b');
  });
});
