import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetConfigForTests } from '../../functions/lib/config';
import { testEnv } from './api-event';

/** The signed-in customer of the mocked-SDK handler tests. */
export const CALLER = { customerId: '01J00000000000000000000001', email: 'a@b.c', sessionId: 's' };
export const PROJECT = '01J000000000000000000000P1';

/** The stored project item as DynamoDB returns it, owned by `ownerId`. */
export const projectItem = (ownerId: string) => ({
  PK: `PROJECT#${PROJECT}`,
  SK: 'META',
  _et: 'Project',
  projectId: PROJECT,
  ownerId,
  name: 'Salon',
  languages: ['fr'],
  type: 'conference',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

/** Loads the validated test environment (functions/lib/config.ts) once for the enclosing suite. */
export function loadTestConfig() {
  beforeAll(() => {
    Object.assign(process.env, testEnv());
    resetConfigForTests();
  });
}

/** A mocked document client, reset before each test, with the validated test environment loaded once. */
/**
 * The uploads bucket, faked at its wire (functions/lib/aws/s3-signed.ts calls S3 with fetch): an empty bucket that
 * records every call as `METHOD host/path?query`.
 */
export function mockedUploadsBucket() {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    // What Lambda gives the function: the role's credentials, in the environment.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDTEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL | string, init?: RequestInit) => {
        const target = new URL(url);
        calls.push(`${init?.method ?? 'GET'} ${target.host}${decodeURIComponent(target.pathname + target.search)}`);
        return new Response('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>', { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
  return { calls };
}

export function mockedDynamo() {
  const dynamo = mockClient(DynamoDBDocumentClient);
  loadTestConfig();
  beforeEach(() => dynamo.reset());
  return dynamo;
}
