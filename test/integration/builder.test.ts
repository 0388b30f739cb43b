import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/db/keys';
import { defaultElements } from '../../shared/kinds';
import { localDb, signedInCustomer, writeGrant } from '../helpers/local-aws';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/** A valid text field to add to a form, changed by `extra` into the invalid case under test. */
const field = (extra: object) => ({
  key: 'x',
  type: 'text',
  label: { fr: 'X' },
  visibility: 'public',
  translatable: false,
  mandatory: false,
  ...extra,
});

describe('builder: element form and table through the local gateway', () => {
  let owner: Customer;
  let other: Customer;
  let base: string;
  let projectId: string;
  let speakersId: string;
  beforeAll(async () => {
    [owner, other] = await Promise.all([signedInCustomer('builder'), signedInCustomer('builder-other')]);
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    const speakers = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    speakersId = speakers.body.applicationId;
    base = `/api/projects/${projectId}/applications/${speakers.body.slug}/elements/speakers`;
  });

  it('reads the default form with its version, languages and category sources', async () => {
    const response = await owner.api.call('GET', `${base}/form`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      element: { key: 'speakers' },
      version: 1,
      hasRecords: false,
      languages: ['fr', 'en'],
      categoryElements: [],
    });
    expect(response.body.form.fields.map((f: { key: string }) => f.key)).toContain('___email');
    expect((await owner.api.call('GET', `${base.replace('/speakers', '/nope')}/form`)).status).toBe(404);
  });

  it('saves a form conditionally on its version and keeps the list in step', async () => {
    const { form, version } = (await owner.api.call('GET', `${base}/form`)).body;
    const next = {
      ...form,
      columns: 3,
      fields: [
        ...form.fields.filter((f: { key: string }) => f.key !== 'company').map((f: object, i: number) => ({ ...f, column: (i % 3) + 1 })),
        {
          key: 'level',
          type: 'select',
          label: { fr: 'Niveau', en: 'Level' },
          visibility: 'public',
          translatable: false,
          mandatory: true,
          column: 2,
          options: [
            { value: 'junior', label: { fr: 'Junior' } },
            { value: 'senior', label: { fr: 'Senior' } },
          ],
        },
        {
          key: 'talks',
          type: 'number',
          label: { fr: 'Interventions' },
          visibility: 'public',
          translatable: false,
          mandatory: false,
          min: 0,
          max: 10,
          step: 1,
        },
      ],
    };
    const saved = await owner.api.call('PUT', `${base}/form`, { form: next, version });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    const reread = (await owner.api.call('GET', `${base}/form`)).body;
    expect(reread.form).toEqual(next);
    const table = (await owner.api.call('GET', `${base}/table`)).body;
    expect(table.table.columns).not.toContain('company');

    const lost = { ...next, titles: { ...next.titles, add: { fr: 'Perdu' } } };
    const stale = await owner.api.call('PUT', `${base}/form`, { form: lost, version });
    expect(stale.status).toBe(409);
    expect((await owner.api.call('GET', `${base}/form`)).body.form).toEqual(next);
  });

  it('refuses invalid forms field by field and stores nothing', async () => {
    const { form, version } = (await owner.api.call('GET', `${base}/form`)).body;
    const cases: Array<[object, string, string]> = [
      [{ ...form, columns: 4 }, 'form.columns', 'validation.columns'],
      [{ ...form, fields: [] }, 'form.fields', 'validation.required'],
      [{ ...form, fields: [...form.fields, field({ key: form.fields[0].key })] }, 'form.fields', 'validation.duplicateKey'],
      [{ ...form, fields: [...form.fields, field({ key: '9bad' })] }, `form.fields.${form.fields.length}.key`, 'validation.fieldKey'],
      [
        { ...form, fields: [...form.fields, field({ type: 'radios', options: [] })] },
        `form.fields.${form.fields.length}.options`,
        'validation.choices',
      ],
      [
        {
          ...form,
          fields: [
            ...form.fields,
            field({
              type: 'select',
              options: [
                { value: 'a', label: { fr: 'A' } },
                { value: 'a', label: { fr: 'B' } },
              ],
            }),
          ],
        },
        `form.fields.${form.fields.length}.options`,
        'validation.choices',
      ],
      [
        { ...form, fields: [...form.fields, field({ type: 'singleCategory', categoryElement: 'categories' })] },
        `form.fields.${form.fields.length}.categoryElement`,
        'validation.categoryElement',
      ],
      [{ ...form, columns: 1, fields: [...form.fields, field({ column: 2 })] }, 'form.columns', 'validation.columnOutOfRange'],
      [
        { ...form, fields: [...form.fields, field({ type: 'number', min: 5, max: 1 })] },
        `form.fields.${form.fields.length}.max`,
        'validation.minMax',
      ],
    ];
    for (const [bad, fieldPath, message] of cases) {
      const response = await owner.api.call('PUT', `${base}/form`, { form: bad, version });
      expect(response.status, message).toBe(400);
      expect(response.body.error.details, message).toContainEqual({ field: fieldPath, message });
    }
    expect((await owner.api.call('GET', `${base}/form`)).body).toMatchObject({ form, version });
  });

  it('saves the list configuration: columns of the form and the record dates, 10/20/50/100 per page', async () => {
    const { table, version, form } = (await owner.api.call('GET', `${base}/table`)).body;
    const columns = ['__updatedAt', form.fields[1].key, form.fields[0].key];
    const saved = await owner.api.call('PUT', `${base}/table`, { table: { ...table, columns, perPage: 50 }, version });
    expect(saved.status).toBe(200);
    expect((await owner.api.call('GET', `${base}/table`)).body.table).toMatchObject({ columns, perPage: 50 });
    const unknown = await owner.api.call('PUT', `${base}/table`, { table: { ...table, columns: ['nope'] }, version: saved.body.version });
    expect(unknown.body.error.details).toEqual([{ field: 'table.columns', message: 'validation.columnsUnknown' }]);
    const perPage = await owner.api.call('PUT', `${base}/table`, { table: { ...table, perPage: 30 }, version: saved.body.version });
    expect(perPage.body.error.details).toEqual([{ field: 'table.perPage', message: 'validation.invalid' }]);
    expect((await owner.api.call('PUT', `${base}/table`, { table, version })).status).toBe(409);
  });

  it('fixes technical values once the element has records', async () => {
    const db = localDb();
    await db.client.send(
      new UpdateCommand({
        TableName: db.TableName,
        Key: { PK: keys.project(projectId), SK: keys.elementCounter(speakersId, 'speakers') },
        UpdateExpression: 'ADD #count :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': 3 },
      }),
    );
    const { form, version, hasRecords } = (await owner.api.call('GET', `${base}/form`)).body;
    expect(hasRecords).toBe(true);
    const renamed = { ...form, fields: form.fields.map((f: { key: string }, i: number) => (i === 0 ? { ...f, key: 'renamed' } : f)) };
    const response = await owner.api.call('PUT', `${base}/form`, { form: renamed, version });
    expect(response.body.error.details).toContainEqual({ field: 'form.fields', message: 'validation.keyLocked' });
    const added = {
      ...form,
      fields: [
        ...form.fields,
        { key: 'extra', type: 'yesno', label: { fr: 'Extra' }, visibility: 'private', translatable: false, mandatory: false },
      ],
    };
    expect((await owner.api.call('PUT', `${base}/form`, { form: added, version })).status).toBe(200);
  });

  it('checks a category field against the catalogue’s category element', async () => {
    const catalogue = (await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'catalogue', title: 'Stands' }))
      .body;
    const categories = `/api/projects/${projectId}/applications/${catalogue.slug}/elements/categories/form`;
    const read = (await owner.api.call('GET', categories)).body;
    expect(read.categoryElements).toEqual(['categories']);
    const parent = {
      key: 'parent',
      type: 'singleCategory',
      label: { fr: 'Parent' },
      visibility: 'public',
      translatable: false,
      mandatory: false,
      categoryElement: 'categories',
    };
    const saved = await owner.api.call('PUT', categories, {
      form: { ...read.form, fields: [...read.form.fields, parent] },
      version: read.version,
    });
    expect(saved.status).toBe(200);
  });

  it('applies access levels: none → 404, read → can read but not save', async () => {
    expect((await other.api.call('GET', `${base}/form`)).status).toBe(404);
    expect(
      (await other.api.call('PUT', `${base}/table`, { table: { title: { fr: 'x' }, columns: ['___email'], perPage: 10 }, version: 1 }))
        .status,
    ).toBe(404);
    await writeGrant(localDb(), { projectId, customerId: other.customerId, level: 'read', projectName: 'Forum' });
    const read = await other.api.call('GET', `${base}/form`);
    expect(read.status).toBe(200);
    expect((await other.api.call('PUT', `${base}/form`, { form: read.body.form, version: read.body.version })).status).toBe(403);
  });

  it('refuses technical values, choice values and columns that name object internals', async () => {
    const { form, version } = (await owner.api.call('GET', `${base}/form`)).body;
    const at = form.fields.length;
    for (const [extra, path] of [
      [{ key: '__proto__' }, `form.fields.${at}.key`],
      [{ key: 'constructor' }, `form.fields.${at}.key`],
      [{ key: 'toString' }, `form.fields.${at}.key`],
      [{ type: 'select', options: [{ value: 'valueOf', label: { fr: 'V' } }] }, `form.fields.${at}.options.0.value`],
    ] as const) {
      const response = await owner.api.call('PUT', `${base}/form`, { form: { ...form, fields: [...form.fields, field(extra)] }, version });
      expect(response.status, path).toBe(400);
      expect(response.body.error.details, path).toContainEqual({ field: path, message: 'validation.reservedName' });
    }
    const { table, version: tableVersion } = (await owner.api.call('GET', `${base}/table`)).body;
    const column = await owner.api.call('PUT', `${base}/table`, {
      table: { ...table, columns: ['hasOwnProperty'] },
      version: tableVersion,
    });
    expect(column.body.error.details).toEqual([{ field: 'table.columns.0', message: 'validation.reservedName' }]);
    const label = await owner.api.call('PUT', `${base}/form`, {
      form: { ...form, titles: { ...form.titles, add: { fr: 'Ajout\u202e' } } },
      version,
    });
    expect(label.body.error.details).toEqual([{ field: 'form.titles.add.fr', message: 'validation.forbiddenCharacter' }]);
    expect((await owner.api.call('GET', `${base}/form`)).body).toMatchObject({ form, version });
  });

  it('stores each element in its own item: a form save leaves the application item alone', async () => {
    const db = localDb();
    const before = await db.client.send(
      new GetCommand({ TableName: db.TableName, Key: { PK: keys.project(projectId), SK: keys.application(speakersId) } }),
    );
    expect(before.Item?.elements).toEqual([{ key: 'speakers', name: expect.any(Object) }]);
    const { form, version } = (await owner.api.call('GET', `${base}/form`)).body;
    expect(
      (await owner.api.call('PUT', `${base}/form`, { form: { ...form, titles: { ...form.titles, add: { fr: 'Ajouter' } } }, version }))
        .status,
    ).toBe(200);
    const after = await db.client.send(
      new GetCommand({ TableName: db.TableName, Key: { PK: keys.project(projectId), SK: keys.application(speakersId) } }),
    );
    expect(after.Item).toEqual(before.Item);
    const element = await db.client.send(
      new GetCommand({ TableName: db.TableName, Key: { PK: keys.project(projectId), SK: keys.elementConfig(speakersId, 'speakers') } }),
    );
    expect(element.Item).toMatchObject({ version: version + 1, form: { titles: { add: { fr: 'Ajouter' } } } });
  });

  it('opens and saves an application stored before element items existed, and moves its config out', async () => {
    const db = localDb();
    const applicationId = '01J00000000000000000000ABC';
    const slug = 'legacy-speakers';
    const elements = defaultElements('speakers').map(({ key, name, form, table }) => ({ key, name, form, table }));
    const legacy = {
      PK: keys.project(projectId),
      SK: keys.application(applicationId),
      _et: 'Application',
      projectId,
      applicationId,
      kind: 'speakers',
      slug,
      title: 'Anciens',
      description: '',
      url: '',
      elements,
      counts: { speakers: 2 },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 4,
    };
    await db.client.send(new PutCommand({ TableName: db.TableName, Item: legacy }));
    await db.client.send(
      new PutCommand({
        TableName: db.TableName,
        Item: { PK: keys.project(projectId), SK: keys.slug(slug), _et: 'Slug', projectId, slug, applicationId },
      }),
    );
    const legacyBase = `/api/projects/${projectId}/applications/${slug}/elements/speakers`;

    const opened = await owner.api.call('GET', `/api/projects/${projectId}/applications/${slug}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ version: 4, elements: [{ key: 'speakers', count: 2 }] });
    const read = (await owner.api.call('GET', `${legacyBase}/form`)).body;
    expect(read).toMatchObject({ version: 1, hasRecords: true, form: elements[0]!.form });

    const changed = { ...read.form, titles: { ...read.form.titles, add: { fr: 'Nouvel intervenant' } } };
    const saved = await owner.api.call('PUT', `${legacyBase}/form`, { form: changed, version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    // The old-style version is gone with the embedded config: a second save at version 1 is stale.
    expect((await owner.api.call('PUT', `${legacyBase}/form`, { form: read.form, version: 1 })).status).toBe(409);

    const reopened = (await owner.api.call('GET', `${legacyBase}/form`)).body;
    expect(reopened).toMatchObject({ version: 2, form: changed, hasRecords: true });
    expect((await owner.api.call('GET', `${legacyBase}/table`)).body).toMatchObject({ version: 2, table: elements[0]!.table });
    const stored = await db.client.send(
      new GetCommand({ TableName: db.TableName, Key: { PK: keys.project(projectId), SK: keys.application(applicationId) } }),
    );
    expect(stored.Item?.elements).toEqual([{ key: 'speakers', name: elements[0]!.name }]);
    expect(stored.Item?.version).toBe(4);
    const items = await db.client.send(
      new QueryCommand({
        TableName: db.TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.project(projectId), ':sk': `${keys.application(applicationId)}#` },
      }),
    );
    expect(items.Items?.map((item) => item.SK)).toEqual([keys.elementConfig(applicationId, 'speakers')]);
    expect((await owner.api.call('GET', `/api/projects/${projectId}/applications/${slug}`)).body.elements).toEqual([
      { key: 'speakers', name: elements[0]!.name, count: 2 },
    ]);

    // Deleting it removes the element item too.
    expect((await owner.api.call('DELETE', `/api/projects/${projectId}/applications/${slug}`)).status).toBe(204);
    const left = await db.client.send(
      new QueryCommand({
        TableName: db.TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.project(projectId), ':sk': keys.application(applicationId) },
      }),
    );
    expect(left.Items).toEqual([]);
  });
});
