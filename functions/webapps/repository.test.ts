import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { defaultWebappConfig } from '../../shared/schemas/webapps';
import { conditionOf } from '../../test/helpers/expressions';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { releaseWebappHosts } from '../lib/db/purge';
import { getLive, getPublication, listPublications, saveDraft, setLive, type StoredDraft, WebappWriteRefused } from './repository';

const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const dynamo = mockedDynamo();

const draft = (host: string, version = 2): StoredDraft => ({
  projectId: P,
  applicationId: A,
  config: { ...defaultWebappConfig(['fr']), main: { ...defaultWebappConfig(['fr']).main, host } },
  version,
  step: 'main',
  host,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'a@b.c',
});

const items = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({ message: 'x', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

describe('web apps repository: one transaction per change, guards moved with it (mocked SDK)', () => {
  it('first save: the draft only if absent, the new host guard taken', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await saveDraft(draft('a.example.org', 1), { version: 0, host: '', live: undefined });
    const [put, guard, live] = items();
    expect(put!.Put).toMatchObject({ Item: { PK: `APP#${A}`, SK: 'WEBAPP#DRAFT', version: 1 } });
    // Every draft item names its application: without one, there is no draft.
    expect(conditionOf(put!.Put)).toBe('attribute_not_exists(applicationId)');
    // Stored as before the entities: no entity attribute, no timestamps of the toolbox.
    expect(Object.keys(put!.Put!.Item!).sort()).toEqual(
      ['PK', 'SK', 'applicationId', 'config', 'host', 'projectId', 'step', 'updatedAt', 'updatedBy', 'version'].sort(),
    );
    expect(guard!.Put).toMatchObject({ Item: { PK: 'WEBHOST#a.example.org', SK: 'WEBHOST', projectId: P, applicationId: A } });
    // Every guard names its host: absent, or already this application's.
    expect(conditionOf(guard!.Put)).toBe(`(attribute_not_exists(host)) OR (applicationId = "${A}")`);
    // The host changed: the live pointer read (none) is part of the condition.
    expect(live!.ConditionCheck).toMatchObject({ Key: { SK: 'WEBAPP#LIVE' } });
    expect(conditionOf(live!.ConditionCheck)).toBe('attribute_not_exists(PK)');
  });

  it('a save at the same host touches no guard; a stale version is refused as stale', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed']));
    await expect(saveDraft(draft('a.example.org', 3), { version: 2, host: 'a.example.org', live: undefined })).rejects.toEqual(
      new WebappWriteRefused('stale'),
    );
    expect(items()).toHaveLength(1);
    expect(conditionOf(items()[0]!.Put)).toBe('version = 2');
  });

  it('a host change releases the old draft host, but never the live one', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await saveDraft(draft('b.example.org', 3), { version: 2, host: 'a.example.org', live: undefined });
    expect(items().map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put', 'Delete', 'ConditionCheck']);
    expect(items()[2]!.Delete).toMatchObject({ Key: { PK: 'WEBHOST#a.example.org' } });
    expect(conditionOf(items()[2]!.Delete)).toBe(`(attribute_not_exists(host)) OR (applicationId = "${A}")`);

    dynamo.reset();
    dynamo.on(TransactWriteCommand).resolves({});
    const live = { number: 4, host: 'a.example.org', since: '2026-01-01T00:00:00.000Z' };
    await saveDraft(draft('b.example.org', 3), { version: 2, host: 'a.example.org', live });
    expect(items().map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put', 'ConditionCheck']);
    expect(conditionOf(items()[2]!.ConditionCheck)).toBe('number = 4');
  });

  it('a host held by another application is refused as hostTaken', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    await expect(saveDraft(draft('b.example.org', 1), { version: 0, host: '', live: undefined })).rejects.toEqual(
      new WebappWriteRefused('hostTaken'),
    );
  });

  it('publish: the publication if new, the live pointer at the number read, the draft at its version, old live host released', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const publication = {
      number: 3,
      host: 'b.example.org',
      template: 'conference' as const,
      publishedAt: 'T',
      publishedBy: 'a@b.c',
      draftVersion: 7,
      config: defaultWebappConfig(['fr']),
    };
    await setLive({
      projectId: P,
      applicationId: A,
      current: { number: 2, host: 'a.example.org', since: 'S' },
      draft: { version: 7, host: 'b.example.org' },
      target: { number: 3, host: 'b.example.org', since: 'T' },
      publication,
    });
    const [pub, live, check, release, ...rest] = items();
    expect(pub!.Put).toMatchObject({ Item: { PK: `APP#${A}`, SK: 'WEBAPP#PUB#000003', number: 3 } });
    expect(conditionOf(pub!.Put)).toBe('attribute_not_exists(PK)');
    // The application is named by the partition key only, as publications and live pointers always were.
    expect(Object.keys(pub!.Put!.Item!).sort()).toEqual(
      ['PK', 'SK', 'config', 'draftVersion', 'host', 'number', 'publishedAt', 'publishedBy', 'template'].sort(),
    );
    expect(live!.Put).toMatchObject({ Item: { PK: `APP#${A}`, SK: 'WEBAPP#LIVE', number: 3, host: 'b.example.org' } });
    expect(Object.keys(live!.Put!.Item!).sort()).toEqual(['PK', 'SK', 'host', 'number', 'projectId', 'since']);
    expect(conditionOf(live!.Put)).toBe('number = 2');
    expect(check!.ConditionCheck).toMatchObject({ Key: { SK: 'WEBAPP#DRAFT' } });
    expect(conditionOf(check!.ConditionCheck)).toBe('version = 7');
    expect(release!.Delete).toMatchObject({ Key: { PK: 'WEBHOST#a.example.org' } });
    expect(rest).toEqual([]);
  });

  it('roll back to another host takes its guard; offline deletes the pointer and keeps the draft host', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await setLive({
      projectId: P,
      applicationId: A,
      current: { number: 3, host: 'b.example.org', since: 'S' },
      draft: { version: 7, host: 'b.example.org' },
      target: { number: 1, host: 'a.example.org', since: 'T' },
    });
    expect(items().map((item) => Object.keys(item)[0])).toEqual(['Put', 'ConditionCheck', 'Put']);
    expect(items()[2]!.Put).toMatchObject({ Item: { PK: 'WEBHOST#a.example.org' } });

    dynamo.reset();
    dynamo.on(TransactWriteCommand).resolves({});
    await setLive({
      projectId: P,
      applicationId: A,
      current: { number: 1, host: 'a.example.org', since: 'S' },
      draft: { version: 7, host: 'b.example.org' },
      target: null,
    });
    expect(items()[0]!.Delete).toMatchObject({ Key: { SK: 'WEBAPP#LIVE' } });
    expect(conditionOf(items()[0]!.Delete)).toBe('number = 1');
    expect(
      items()
        .slice(2)
        .map((item) => item.Delete?.Key?.PK),
    ).toEqual(['WEBHOST#a.example.org']);
  });

  it('a changed live pointer is refused as liveChanged, a concurrent transaction as conflict', async () => {
    const change = {
      projectId: P,
      applicationId: A,
      current: undefined,
      draft: { version: 1, host: 'a.example.org' },
      target: { number: 1, host: 'a.example.org', since: 'T' },
    };
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    await expect(setLive(change)).rejects.toEqual(new WebappWriteRefused('liveChanged'));
    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None']));
    await expect(setLive(change)).rejects.toEqual(new WebappWriteRefused('conflict'));
  });

  it("the purge of a deleted web app deletes its draft and live hosts' guards, only if still its own", async () => {
    dynamo.on(BatchGetCommand).resolves({
      Responses: {
        'noco-test': [
          { PK: `APP#${A}`, SK: 'WEBAPP#DRAFT', host: 'a.example.org' },
          { PK: `APP#${A}`, SK: 'WEBAPP#LIVE', host: 'b.example.org' },
        ],
      },
    });
    dynamo.on(DeleteCommand).resolves({});
    await releaseWebappHosts(A);
    // One consistent read of both, their hosts only.
    const read = dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['noco-test']!;
    expect(read).toMatchObject({ Keys: [{ SK: 'WEBAPP#DRAFT' }, { SK: 'WEBAPP#LIVE' }], ConsistentRead: true });
    expect(Object.values(read.ExpressionAttributeNames!)).toContain('host');
    const deletes = dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input);
    expect(deletes.map((input) => input.Key)).toEqual([
      { PK: 'WEBHOST#a.example.org', SK: 'WEBHOST' },
      { PK: 'WEBHOST#b.example.org', SK: 'WEBHOST' },
    ]);
    expect(deletes.map(conditionOf)).toEqual([`applicationId = "${A}"`, `applicationId = "${A}"`]);
  });
});

describe('web apps repository: reads the items as they are stored (mocked SDK)', () => {
  const publication = {
    number: 2,
    host: 'a.example.org',
    template: 'conference',
    publishedAt: 'T',
    publishedBy: 'a@b.c',
    draftVersion: 4,
  };

  it('a publication and the live pointer, without entity attribute, their application named by the key only', async () => {
    const config = defaultWebappConfig(['fr']);
    dynamo.on(GetCommand, { Key: { PK: `APP#${A}`, SK: 'WEBAPP#PUB#000002' } }).resolves({
      Item: { PK: `APP#${A}`, SK: 'WEBAPP#PUB#000002', ...publication, config },
    });
    dynamo
      .on(GetCommand, { Key: { PK: `APP#${A}`, SK: 'WEBAPP#LIVE' } })
      .resolves({ Item: { number: 2, host: 'a.example.org', since: 'S' } });
    expect(await getPublication(A, 2)).toEqual({ ...publication, config });
    expect(await getLive(A, false)).toEqual({ number: 2, host: 'a.example.org', since: 'S' });
    const liveRead = dynamo.commandCalls(GetCommand)[1]!.args[0].input;
    expect(liveRead.ConsistentRead).toBe(false);
    expect(Object.values(liveRead.ExpressionAttributeNames!).sort()).toEqual(['host', 'number', 'since']);
  });

  it('the publications, newest first, projected without their configurations and filtered on no entity attribute', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [publication] });
    expect(await listPublications(A, 50)).toEqual([publication]);
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ ScanIndexForward: false, ConsistentRead: true, Limit: 50 });
    expect(query.FilterExpression).toBeUndefined();
    expect(Object.values(query.ExpressionAttributeValues!)).toEqual([`APP#${A}`, 'WEBAPP#PUB#']);
    expect(Object.values(query.ExpressionAttributeNames!)).not.toContain('config');
  });
});
