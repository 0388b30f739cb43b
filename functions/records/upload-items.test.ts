import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { getUploads, type StoredUpload } from './upload-items';

const dynamo = mockedDynamo();
const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const U = '01J000000000000000000000U1';

const upload: StoredUpload = {
  applicationId: A,
  uploadId: U,
  projectId: P,
  element: 'speakers',
  field: 'photo',
  name: 'a.png',
  type: 'image/png',
  size: 10,
  status: 'pending',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'a@b.c',
  expiresAt: 1_800_000_000,
};

describe('upload items as records read them', () => {
  it('reads many uploads of an application in one consistent BatchGet', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'noco-test': [{ ...upload, PK: `APP#${A}`, SK: `UPLOAD#${U}` }] } });
    const found = await getUploads(A, [U, '01J000000000000000000000U2']);
    expect([...found.keys()]).toEqual([U]);
    const request = dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['noco-test']!;
    expect(request.ConsistentRead).toBe(true);
    expect(request.Keys).toHaveLength(2);
  });
});
