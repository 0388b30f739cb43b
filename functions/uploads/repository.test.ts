import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import {
  activeProjectName,
  countLinkUpload,
  getUpload,
  linkByToken,
  listLinks,
  putLink,
  markPreview,
  putUpload,
  rejectReplaced,
  revokeLink,
  settleUpload,
  type StoredUpload,
  type StoredUploadLink,
} from './repository';

const dynamo = mockedDynamo();
const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const R = '01J000000000000000000000R1';
const U = '01J000000000000000000000U1';
const L = '01J000000000000000000000L1';

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
const link: StoredUploadLink = {
  applicationId: A,
  element: 'speakers',
  recordId: R,
  linkId: L,
  projectId: P,
  tokenHash: 'h'.repeat(64),
  fields: ['photo'],
  language: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'a@b.c',
  createdById: 'C1',
  validUntil: '2026-01-08T00:00:00.000Z',
  uploads: 0,
  expiresAt: 1_800_000_000,
};
const linkKey = { PK: `APP#${A}`, SK: `UPLOADLINK#speakers#${R}#${L}` };

describe('uploads repository', () => {
  it('writes an upload in its application partition', async () => {
    dynamo.on(PutCommand).resolves({});
    await putUpload(upload);
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ PK: `APP#${A}`, SK: `UPLOAD#${U}`, status: 'pending' });
  });

  it('settles an upload only while it is pending (a second verdict is refused, not thrown)', async () => {
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect(await settleUpload(A, U, { status: 'ready', size: 10, type: 'image/png', etag: 'e' })).toBe(true);
    expect(await settleUpload(A, U, { status: 'rejected', reason: 'tooLarge', size: 10 })).toBe(false);
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ PK: `APP#${A}`, SK: `UPLOAD#${U}` });
    expect(input.ConditionExpression).toMatch(/#c\w* = :c\w*/);
    expect(Object.values(input.ExpressionAttributeValues!)).toContain('pending');
    // A replaced object's upload is refused; a preview is kept unless the upload was refused; neither throws when gone.
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    await rejectReplaced(A, U);
    await markPreview(A, U);
    dynamo.on(GetCommand).resolves({});
    expect(await getUpload(A, U)).toBeUndefined();
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: `APP#${A}`, SK: `UPLOAD#${U}` },
      ConsistentRead: true,
    });
  });

  it('writes a link and its token item in one transaction, the token never twice', async () => {
    await putLink(link);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((item) => item.Put!.Item!.PK)).toEqual([`APP#${A}`, `UPLOADTOKEN#${link.tokenHash}`]);
    expect(items[1]!.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(items[1]!.Put!.Item).not.toHaveProperty('email');
  });

  it('opens a link from its token hash with two consistent reads, and only the link that token names', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: { PK: `UPLOADTOKEN#${link.tokenHash}`, SK: `UPLOADTOKEN#${link.tokenHash}` } }).resolves({
      Item: {
        _et: 'UploadToken',
        tokenHash: link.tokenHash,
        applicationId: A,
        element: 'speakers',
        recordId: R,
        linkId: L,
        expiresAt: 1,
      },
    });
    dynamo.on(GetCommand, { Key: linkKey }).resolves({ Item: { _et: 'UploadLink', ...link, ...linkKey } });
    expect(await linkByToken(link.tokenHash)).toMatchObject({ linkId: L });
    expect(dynamo.commandCalls(GetCommand).every((call) => call.args[0].input.ConsistentRead)).toBe(true);
    expect(await linkByToken('0'.repeat(64))).toBeUndefined();
  });

  it("lists a record's links, revokes one once, counts its files, and reads an active project's name", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ ...link }] });
    expect(await listLinks(A, 'speakers', R)).toHaveLength(1);
    // The record's link prefix in the application's partition, upload links only, consistent, 100 a page.
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(Object.values(query.ExpressionAttributeValues!).sort()).toEqual([`APP#${A}`, `UPLOADLINK#speakers#${R}#`, 'UploadLink'].sort());
    expect(query).toMatchObject({ ConsistentRead: true, Limit: 100 });
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect(await revokeLink(link, '2026-01-02T00:00:00.000Z')).toBe(true);
    expect(await revokeLink(link, '2026-01-02T00:00:00.000Z')).toBe(false);
    dynamo.on(UpdateCommand).resolves({});
    await countLinkUpload(link);
    expect(dynamo.commandCalls(UpdateCommand).at(-1)!.args[0].input.UpdateExpression).toMatch(/ADD/);
    dynamo.on(GetCommand).resolves({});
    expect(await activeProjectName(P)).toBeUndefined();
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({ Key: { PK: `PROJECT#${P}` }, ConsistentRead: true });
  });
});
