import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach } from 'vitest';
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
/** The uploads bucket's client, mocked: an empty bucket unless a test says otherwise. */
export function mockedUploadsBucket() {
  const s3 = mockClient(S3Client);
  beforeEach(() => {
    s3.reset();
    s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  });
  return s3;
}

export function mockedDynamo() {
  const dynamo = mockClient(DynamoDBDocumentClient);
  loadTestConfig();
  beforeEach(() => dynamo.reset());
  return dynamo;
}
