import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../shared/kinds';
import {
  CopyTitlesChanged,
  SlugTaken,
  StaleVersion,
  copyTitlesVersion,
  createApplication,
  deleteApplication,
  getApplication,
  applicationHeader,
  listApplications,
  updateApplication,
} from './repository';
import { saveElementConfig } from './element-repository';
import { mockedDynamo } from '../../test/helpers/mocked-api';

const dynamo = mockedDynamo();
const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const [speakers] = defaultElements('speakers');
const meta = { $metadata: {} };

const appItem = (elements: object[], extra: object = {}) => ({
  PK: `PROJECT#${P}`,
  SK: `APP#${A}`,
  _et: 'Application',
  projectId: P,
  applicationId: A,
  kind: 'speakers',
  slug: 'intervenants',
  title: 'I',
  description: '',
  url: '',
  elements,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  ...extra,
});
const elementItem = (version: number, updatedAt = '2026-02-01T00:00:00.000Z') => ({
  PK: `PROJECT#${P}`,
  SK: `APP#${A}#ELEMENT#speakers`,
  _et: 'ElementConfig',
  projectId: P,
  applicationId: A,
  elementKey: 'speakers',
  form: speakers!.form,
  table: speakers!.table,
  version,
  updatedAt,
});
const counterItem = (count: number) => ({
  PK: `PROJECT#${P}`,
  SK: `APP#${A}#COUNT#speakers`,
  _et: 'ElementCounter',
  projectId: P,
  applicationId: A,
  elementKey: 'speakers',
  count,
});
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'cancelled', CancellationReasons: codes.map((Code) => ({ Code })), ...meta });

describe('applications repository (exact DynamoDB commands)', () => {
  it('reads an application with its element and counter items in one consistent Query of its key prefix', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [appItem([{ key: 'speakers', name: speakers!.name }]), elementItem(4), counterItem(7)] });
    const app = await getApplication(P, A);
    const [query] = dynamo.commandCalls(QueryCommand);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(query!.args[0].input).toMatchObject({ ConsistentRead: true, KeyConditionExpression: expect.stringContaining('begins_with') });
    expect(Object.values(query!.args[0].input.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([`PROJECT#${P}`, `APP#${A}`]));
    expect(app).toMatchObject({
      applicationId: A,
      version: 3,
      // The builder save is the latest change of the application.
      updatedAt: '2026-02-01T00:00:00.000Z',
      elements: [{ key: 'speakers', name: speakers!.name, form: speakers!.form, table: speakers!.table, version: 4 }],
      counts: { speakers: 7 },
    });
  });

  it('reads an application stored before element items from its embedded configs and counts', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [appItem([{ ...speakers }], { counts: { speakers: 2 } })] });
    expect(await getApplication(P, A)).toMatchObject({
      elements: [{ key: 'speakers', form: speakers!.form, table: speakers!.table, version: 1 }],
      counts: { speakers: 2 },
    });
    // Records written since then went to the counter item: nothing is lost.
    dynamo.on(QueryCommand).resolves({ Items: [appItem([{ ...speakers }], { counts: { speakers: 2 } }), counterItem(3)] });
    expect((await getApplication(P, A))?.counts).toEqual({ speakers: 5 });
  });

  it('lists every application of a project, each with its own elements, from one Query of the project partition', async () => {
    const B = '01J000000000000000000000B1';
    dynamo.on(QueryCommand).resolves({
      Items: [
        appItem([{ key: 'speakers', name: speakers!.name }]),
        elementItem(2),
        counterItem(1),
        { ...appItem([{ ...speakers }]), SK: `APP#${B}`, applicationId: B },
      ],
    });
    const apps = await listApplications(P);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(apps.map((app) => [app.applicationId, app.elements[0]!.version, app.counts])).toEqual([
      [A, 2, { speakers: 1 }],
      [B, 1, { speakers: 0 }],
    ]);
  });

  it('creates the application, its slug guard and each element’s config and counter in one transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const elements = defaultElements('catalogue');
    await createApplication({
      ...appItem([]),
      kind: 'catalogue',
      elements,
      counts: Object.fromEntries(elements.map((element) => [element.key, 0])),
    } as never);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(3 + 2 * elements.length);
    expect(items[1]!.Put!.Item!.elements).toEqual(elements.map(({ key, name }) => ({ key, name })));
    expect(items.slice(3).map((item) => item.Put!.Item!.SK)).toEqual(
      elements.flatMap(({ key }) => [`APP#${A}#ELEMENT#${key}`, `APP#${A}#COUNT#${key}`]),
    );
  });

  it('a copy also moves the project’s copy-title guard from the version it read, last in the transaction', async () => {
    const copy = { ...appItem([]), elements: [{ ...speakers, version: 1 }], counts: { speakers: 0 } } as never;
    dynamo.on(GetCommand).resolves({ Item: { PK: `PROJECT#${P}`, SK: 'COPYTITLES', _et: 'CopyTitles', projectId: P, version: 4 } });
    expect(await copyTitlesVersion(P)).toBe(4);
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: `PROJECT#${P}`, SK: 'COPYTITLES' },
      ConsistentRead: true,
    });
    dynamo.on(GetCommand).resolves({});
    expect(await copyTitlesVersion(P)).toBe(0);

    dynamo.on(TransactWriteCommand).resolves({});
    await createApplication(copy, { copyTitles: 4 });
    await createApplication(copy, { copyTitles: 0 });
    await createApplication(copy);
    const [moved, first, plain] = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
    expect(moved).toHaveLength(6);
    const guard = moved![5]!.Put!;
    expect(guard.Item).toMatchObject({ PK: `PROJECT#${P}`, SK: 'COPYTITLES', version: 5 });
    expect(guard.ConditionExpression).toMatch(/^#c_1 = :c_1$/);
    expect(guard.ExpressionAttributeNames!['#c_1']).toBe('version');
    expect(guard.ExpressionAttributeValues![':c_1']).toBe(4);
    expect(first![5]!.Put!.ConditionExpression).toMatch(/^attribute_not_exists\(#c_1\)$/);
    expect(first![5]!.Put!.Item).toMatchObject({ version: 1 });
    // An application created by hand does not touch the guard.
    expect(plain).toHaveLength(5);

    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'None', 'None', 'None', 'ConditionalCheckFailed'));
    await expect(createApplication(copy, { copyTitles: 4 })).rejects.toBeInstanceOf(CopyTitlesChanged);
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed', 'None', 'None', 'None'));
    await expect(createApplication(copy, { copyTitles: 4 })).rejects.toBeInstanceOf(SlugTaken);
  });

  it("reads an application's kind and title and its project's status, each in one consistent GetItem", async () => {
    dynamo.on(GetCommand, { Key: { PK: `PROJECT#${P}`, SK: `APP#${A}` } }).resolves({ Item: { kind: 'modules', title: 'Live' } });
    dynamo.on(GetCommand, { Key: { PK: `PROJECT#${P}`, SK: 'META' } }).resolves({ Item: { status: 'deleted' } });
    expect(await applicationHeader(P, A)).toEqual({ kind: 'modules', title: 'Live', projectActive: false });
    const inputs = dynamo.commandCalls(GetCommand).map((call) => call.args[0].input);
    expect(inputs).toHaveLength(2);
    expect(inputs.every((input) => input.ConsistentRead === true && input.ProjectionExpression !== undefined)).toBe(true);
    dynamo.on(GetCommand, { Key: { PK: `PROJECT#${P}`, SK: `APP#${A}` } }).resolves({});
    expect(await applicationHeader(P, A)).toBeUndefined();
  });

  it('saves an element in its own item, conditional on its version, without touching the application item', async () => {
    dynamo.on(UpdateCommand).resolves({});
    const table = { ...speakers!.table, perPage: 50 as const };
    expect(await saveElementConfig(P, A, { index: 0, key: 'speakers', expectedVersion: 4 }, { table }, NOW)).toBe(5);
    const [update] = dynamo.commandCalls(UpdateCommand);
    const input = update!.args[0].input;
    expect(input.Key).toEqual({ PK: `PROJECT#${P}`, SK: `APP#${A}#ELEMENT#speakers` });
    expect(input.ConditionExpression).toMatch(/^#c_1 = :c_1$/);
    expect(input.ExpressionAttributeNames!['#c_1']).toBe('version');
    expect(input.ExpressionAttributeValues![':c_1']).toBe(4);
    // The table is replaced as a whole, the form left as it is.
    expect(Object.values(input.ExpressionAttributeValues!)).toContainEqual(table);
    expect(Object.values(input.ExpressionAttributeNames!)).not.toContain('form');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers StaleVersion when the element item is at another version', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', ...meta }));
    dynamo.on(GetCommand).resolves({ Item: appItem([{ key: 'speakers', name: speakers!.name }]) });
    await expect(
      saveElementConfig(P, A, { index: 0, key: 'speakers', expectedVersion: 4 }, { form: speakers!.form }, NOW),
    ).rejects.toBeInstanceOf(StaleVersion);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('migrates a legacy element on its first save: element item put and embedded config removed in one transaction', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', ...meta }));
    dynamo.on(GetCommand).resolves({ Item: appItem([{ ...speakers }]) });
    dynamo.on(TransactWriteCommand).resolves({});
    const form = { ...speakers!.form, columns: 2 };
    expect(await saveElementConfig(P, A, { index: 0, key: 'speakers', expectedVersion: 1 }, { form }, NOW)).toBe(2);
    const [put, update] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(put!.Put).toMatchObject({
      Item: { SK: `APP#${A}#ELEMENT#speakers`, form, table: speakers!.table, version: 2 },
      ConditionExpression: 'attribute_not_exists(#c_1)',
    });
    expect(update!.Update!.Key).toEqual({ PK: `PROJECT#${P}`, SK: `APP#${A}` });
    expect(update!.Update!.UpdateExpression).toContain('REMOVE #r_1[0].#r_2, #r_1[0].#r_3, #r_1[0].#r_4');
    expect(update!.Update!.ExpressionAttributeNames).toMatchObject({
      '#r_1': 'elements',
      '#r_2': 'form',
      '#r_3': 'table',
      '#r_4': 'version',
    });
    // Conditional on the embedded config still being there, at the version the caller saw (absent means 1).
    expect(update!.Update!.ConditionExpression).toBe(
      '(#c_1[0].#c_2 = :c_1) AND (attribute_exists(#c_1[0].#c_3)) AND ((#c_1[0].#c_4 = :c_2) OR (attribute_not_exists(#c_1[0].#c_4)))',
    );
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':c_1': 'speakers', ':c_2': 1 });
  });

  it('answers StaleVersion when another save migrated the element first', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', ...meta }));
    dynamo.on(GetCommand).resolves({ Item: appItem([{ ...speakers }]) });
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    await expect(
      saveElementConfig(P, A, { index: 0, key: 'speakers', expectedVersion: 1 }, { form: speakers!.form }, NOW),
    ).rejects.toBeInstanceOf(StaleVersion);
  });

  it('deletes the application with its slug guard, element configs and counters in one transaction', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [elementItem(2), counterItem(0)] });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await deleteApplication(P, A, 'intervenants')).toBe(true);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((item) => item.Delete!.Key!.SK)).toEqual([
      `APP#${A}`,
      'SLUG#intervenants',
      `APP#${A}#ELEMENT#speakers`,
      `APP#${A}#COUNT#speakers`,
    ]);
    expect(items[0]!.Delete!.ConditionExpression).toContain('attribute_exists');
  });

  it('answers false when the application was already gone, and lets a conflict through', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None'))
      .rejectsOnce(cancelled('None', 'TransactionConflict'));
    expect(await deleteApplication(P, A, 'intervenants')).toBe(false);
    await expect(deleteApplication(P, A, 'intervenants')).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('moves every config out of a legacy application when catalogue options rewrite them, all conditional', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(QueryCommand).resolves({ Items: [appItem([{ key: 'speakers', name: speakers!.name }]), elementItem(2)] });
    const form = { ...speakers!.form, columns: 2 };
    await updateApplication(P, A, { elements: [{ ...speakers!, form, version: 1 }] }, NOW, 3);
    const [app, element] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(app!.Update!.Key).toEqual({ PK: `PROJECT#${P}`, SK: `APP#${A}` });
    expect(Object.values(app!.Update!.ExpressionAttributeValues!)).toContainEqual([{ key: 'speakers', name: speakers!.name }]);
    expect(app!.Update!.ExpressionAttributeValues).toMatchObject({ ':c_1': 3 });
    expect(element!.Put).toMatchObject({
      Item: { SK: `APP#${A}#ELEMENT#speakers`, form, version: 2 },
      ConditionExpression: '(#c_1 = :c_1) OR (attribute_not_exists(#c_2))',
      ExpressionAttributeNames: { '#c_1': 'version', '#c_2': 'elementKey' },
      ExpressionAttributeValues: { ':c_1': 1 },
    });
  });

  it('answers StaleVersion when an element changed since the options were read', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    await expect(updateApplication(P, A, { elements: [{ ...speakers!, version: 1 }] }, NOW, 3)).rejects.toBeInstanceOf(StaleVersion);
  });
});
