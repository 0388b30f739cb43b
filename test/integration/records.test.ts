import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDb, signedInCustomer, writeGrant } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Api = Customer['api'];

const speaker = (lastname: string, extra: Record<string, unknown> = {}) => ({
  values: {
    firstname: 'Ana',
    lastname,
    ___email: `${lastname.normalize('NFD').replace(/\p{M}/gu, '').replace(/\W/g, '').toLowerCase()}@example.com`,
    jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
    ...extra,
  },
});

async function partitionSize(pk: string): Promise<number> {
  const db = localDb();
  const { Count = 0 } = await db.client.send(
    new QueryCommand({
      TableName: db.TableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      Select: 'COUNT',
    }),
  );
  return Count;
}

async function create(api: Api, base: string, body: unknown) {
  const response = await api.call('POST', base, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { recordId: string; version: number; values: Record<string, unknown> };
}

describe('records: lists, versioned writes, history through the local gateway', () => {
  let owner: Customer;
  let stranger: Customer;
  let projectId: string;
  let base: string;
  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signedInCustomer('records'), signedInCustomer('records-stranger')]);
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    base = `/api/projects/${projectId}/applications/${app.body.applicationId}/elements/speakers/records`;
  });

  it('creates, reads, updates with versions and deletes a record, counting it on the dashboard', async () => {
    const created = await create(
      owner.api,
      base,
      speaker('Durand', {
        biography: {
          fr: '<p onclick="x()">Bio <script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.org">ok</a></p>',
        },
      }),
    );
    expect(created.version).toBe(1);
    expect((created.values.biography as { fr: string }).fr).toBe(
      '<p>Bio <a rel="noopener noreferrer">x</a><a rel="noopener noreferrer" href="https://example.org">ok</a></p>',
    );
    const read = await owner.api.call('GET', `${base}/${created.recordId}`);
    expect(read.body).toMatchObject({ recordId: created.recordId, version: 1, versionCount: 1, updatedBy: owner.email });

    const updated = await owner.api.call('PUT', `${base}/${created.recordId}`, { ...speaker('Durand-Martin'), version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.version).toBe(2);
    const stale = await owner.api.call('PUT', `${base}/${created.recordId}`, { ...speaker('Lost'), version: 1 });
    expect(stale.status).toBe(409);
    expect((await owner.api.call('GET', `${base}/${created.recordId}`)).body.values.lastname).toBe('Durand-Martin');

    const history = await owner.api.call('GET', `${base}/${created.recordId}/versions`);
    expect(history.body.items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    expect(history.body.items[0]).toMatchObject({
      savedBy: owner.email,
      changed: expect.arrayContaining(['lastname', '___email', 'biography']),
    });

    const restored = await owner.api.call('POST', `${base}/${created.recordId}/versions/1/restore`, { version: 2 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, values: { lastname: 'Durand' } });
    expect((await owner.api.call('POST', `${base}/${created.recordId}/versions/1/restore`, { version: 2 })).status).toBe(409);

    const app = await owner.api.call('GET', `/api/projects/${projectId}/applications/${base.split('/')[5]}`);
    expect(app.body.elements[0].count).toBeGreaterThanOrEqual(1);
    expect((await owner.api.call('DELETE', `${base}/${created.recordId}`)).status).toBe(204);
    expect((await owner.api.call('GET', `${base}/${created.recordId}`)).status).toBe(404);
    expect((await owner.api.call('DELETE', `${base}/${created.recordId}`)).status).toBe(404);
  });

  it('checks values with the form rules, each problem on its field', async () => {
    const response = await owner.api.call('POST', base, {
      values: { firstname: 42, lastname: '', ___email: 'not-an-address', nope: 'x', jobTitle: { de: 'x' } },
    });
    expect(response.status).toBe(400);
    const fields = Object.fromEntries(response.body.error.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(fields).toMatchObject({
      'values.nope': 'validation.unknownField',
      'values.firstname': 'validation.invalid',
      'values.lastname': 'validation.required',
      'values.___email': 'validation.email',
      'values.jobTitle': 'validation.invalid',
    });
    expect((await owner.api.call('POST', base, { values: [] })).status).toBe(400);
    expect((await owner.api.call('POST', base, '{"values":')).status).toBe(400);
  });

  it('keeps ___email unique in the element, ignoring case, and frees it on delete', async () => {
    const first = await create(owner.api, base, speaker('Unique', { ___email: 'Same@Example.com' }));
    const second = await owner.api.call('POST', base, speaker('Other', { ___email: 'same@example.COM' }));
    expect(second.status).toBe(409);
    expect(second.body.error.details).toEqual([{ field: 'values.___email', message: 'validation.emailTaken' }]);
    // Twenty parallel creations of one new address: exactly one wins.
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) => owner.api.call('POST', base, speaker(`Race${i}`, { ___email: 'race@example.com' }))),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 409).length + racing.filter((r) => r.status === 503).length).toBe(19);
    expect((await owner.api.call('DELETE', `${base}/${first.recordId}`)).status).toBe(204);
    await create(owner.api, base, speaker('Reuse', { ___email: 'same@example.com' }));
  });

  it('lists one sorted page at a time, folding case and accents, empty values last, with exact counts', async () => {
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Tri' });
    const list = `/api/projects/${projectId}/applications/${app.body.applicationId}/elements/speakers/records`;
    const names = ['émile', 'Zoé', 'eric', 'Éloïse', 'adam', 'Œdipe', 'bernard'];
    for (const name of names) await create(owner.api, list, speaker(name));
    await create(owner.api, list, speaker('Nocompany', { company: '' }));
    const page = async (query: string) => (await owner.api.call('GET', `${list}?${query}`)).body;
    const all = await page('sort=lastname&limit=100');
    expect(all.items.map((item: { values: { lastname: string } }) => item.values.lastname)).toEqual([
      'adam',
      'bernard',
      'Éloïse',
      'émile',
      'eric',
      'Nocompany',
      'Œdipe',
      'Zoé',
    ]);
    expect(all.cursor).toBeNull();
    // Pages of 3, both directions, with opaque cursors.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: { items: { values: { lastname: string } }[]; cursor: string | null } = await page(
        `sort=lastname&order=desc&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...next.items.map((item) => item.values.lastname));
      cursor = next.cursor;
    } while (cursor);
    expect(seen).toEqual(['Zoé', 'Œdipe', 'Nocompany', 'eric', 'émile', 'Éloïse', 'bernard', 'adam']);
    // Empty values last, in both orders.
    const byCompany = await page('sort=company&order=desc&limit=100');
    expect(byCompany.items.at(-1).values.company ?? '').toBe('');
    // A cursor of another list, or a sort that is no column, is refused.
    const first = await page('sort=lastname&limit=2');
    expect((await owner.api.call('GET', `${list}?sort=firstname&limit=2&cursor=${first.cursor}`)).status).toBe(400);
    expect((await owner.api.call('GET', `${list}?sort=biography`)).status).toBe(400);
    expect((await owner.api.call('GET', `${list}?sort=__createdAt&order=desc`)).status).toBe(200);
    // Search folds case and accents.
    const found = await page('q=ELOISE');
    expect(found.items.map((item: { values: { lastname: string } }) => item.values.lastname)).toEqual(['Éloïse']);
    expect(found.searchStoppedEarly).toBe(false);
    const counted = await owner.api.call('GET', `/api/projects/${projectId}/applications/${app.body.applicationId}`);
    expect(counted.body.elements[0].count).toBe(8);
  });

  it('answers 404 to strangers and 403 to readers who write', async () => {
    const created = await create(owner.api, base, speaker('Private'));
    expect((await stranger.api.call('GET', base)).status).toBe(404);
    expect((await stranger.api.call('GET', `${base}/${created.recordId}`)).status).toBe(404);
    expect((await stranger.api.call('PUT', `${base}/${created.recordId}`, { ...speaker('X'), version: 1 })).status).toBe(404);
    const db = localDb();
    await writeGrant(db, { projectId, customerId: stranger.customerId, level: 'read', projectName: 'Forum' });
    expect((await stranger.api.call('GET', `${base}/${created.recordId}`)).status).toBe(200);
    expect((await stranger.api.call('PUT', `${base}/${created.recordId}`, { ...speaker('X'), version: 1 })).status).toBe(403);
    expect((await stranger.api.call('DELETE', `${base}/${created.recordId}`)).status).toBe(403);
    expect((await stranger.api.call('POST', base, speaker('Y'))).status).toBe(403);
  });

  it("follows a grant on one application: write there, nothing on the project's other applications", async () => {
    const writer = await signedInCustomer('records-writer');
    const mine = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Délégué' });
    const other = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Privé' });
    const root = (applicationId: string) => `/api/projects/${projectId}/applications/${applicationId}/elements/speakers/records`;
    await writeGrant(localDb(), {
      projectId,
      customerId: writer.customerId,
      applicationId: mine.body.applicationId,
      level: 'write',
      projectName: 'Forum',
    });
    const created = await create(writer.api, root(mine.body.applicationId), speaker('Granted'));
    expect((await writer.api.call('GET', `${root(mine.body.applicationId)}/${created.recordId}`)).status).toBe(200);
    expect((await writer.api.call('GET', root(other.body.applicationId))).status).toBe(404);
    expect((await writer.api.call('POST', root(other.body.applicationId), speaker('Nope'))).status).toBe(404);
    // By slug too (the other path of the access check).
    expect((await writer.api.call('GET', root(mine.body.slug))).status).toBe(200);
    expect((await writer.api.call('GET', root(other.body.slug))).status).toBe(404);
  });

  it('links catalogue items to existing categories, refuses cycles and deleting a category in use', async () => {
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, {
      kind: 'catalogue',
      title: 'Catalogue',
      catalogueOptions: { multipleCategories: true, subcategories: true, parentCategory: true },
    });
    const root = `/api/projects/${projectId}/applications/${app.body.applicationId}/elements`;
    const shoes = await create(owner.api, `${root}/categories/records`, { values: { name: { fr: 'Chaussures' } } });
    const boots = await create(owner.api, `${root}/categories/records`, { values: { name: { fr: 'Bottes' }, parent: shoes.recordId } });
    const cycle = await owner.api.call('PUT', `${root}/categories/records/${shoes.recordId}`, {
      values: { name: { fr: 'Chaussures' }, parent: boots.recordId },
      version: 1,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.details[0]).toEqual({ field: 'values.parent', message: 'validation.categoryCycle' });
    const missing = await owner.api.call('POST', `${root}/items/records`, {
      values: { name: { fr: 'Botte' }, categories: ['01J00000000000000000000000'] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0]).toEqual({ field: 'values.categories', message: 'validation.categoryMissing' });
    const item = await create(owner.api, `${root}/items/records`, { values: { name: { fr: 'Botte' }, categories: [boots.recordId] } });
    const inUse = await owner.api.call('DELETE', `${root}/categories/records/${boots.recordId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatchObject({ code: 'CATEGORY_IN_USE', details: [{ params: { count: 1 } }] });
    expect((await owner.api.call('DELETE', `${root}/items/records/${item.recordId}`)).status).toBe(204);
    expect((await owner.api.call('DELETE', `${root}/categories/records/${boots.recordId}`)).status).toBe(204);
  });

  it('refuses a record too big for one item with its own code, and hostile bodies without a 5xx', async () => {
    // Within the body limit (256 KB), beyond what one record holds (200 KB of values).
    const tooBig = await owner.api.call('POST', base, speaker('Big', { biography: { fr: 'é'.repeat(60_000), en: 'é'.repeat(60_000) } }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('ITEM_TOO_LARGE');
    for (const body of [{ values: { __proto__: { x: 1 } } }, { values: { constructor: 'x' } }, { values: null }, { values: 'x' }]) {
      expect((await owner.api.call('POST', base, body)).status).toBe(400);
    }
    expect((await owner.api.call('GET', `${base}?limit=1000`)).status).toBe(400);
    expect((await owner.api.call('GET', `${base}?cursor=${'A'.repeat(100)}`)).status).toBe(400);
    expect((await owner.api.call('GET', `${base}/not-an-id`)).status).toBe(400);
    expect((await owner.api.call('POST', `${base}/01J00000000000000000000000/versions/0/restore`, { version: 1 })).status).toBe(400);
  });

  it('re-indexes the list in a job when its columns change, then sorts by the new column', async () => {
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Réindex' });
    const root = `/api/projects/${projectId}/applications/${app.body.applicationId}/elements/speakers`;
    for (const [name, site] of [
      ['Abel', 'zeta.org'],
      ['Boris', 'alpha.org'],
      ['Carla', ''],
    ] as const) {
      await create(owner.api, `${root}/records`, speaker(name, { website: site }));
    }
    expect((await owner.api.call('GET', `${root}/records?sort=website`)).status).toBe(400);
    const { table, version } = (await owner.api.call('GET', `${root}/table`)).body;
    const saved = await owner.api.call('PUT', `${root}/table`, { table: { ...table, columns: ['lastname', 'website'] }, version });
    expect(saved.status).toBe(200);
    const { reindexJobId } = (await owner.api.call('GET', `${root}/records`)).body;
    expect(reindexJobId).toMatch(/^[0-9A-Z]{26}$/);
    const job = await until('the re-index job', async () => {
      const read = (await owner.api.call('GET', `/api/jobs/${reindexJobId}`)).body;
      return read.status === 'succeeded' ? read : undefined;
    });
    expect(job.progress).toEqual({ done: 3, total: 3 });
    // The job ran elsewhere: a list names it until the GETs' reused reads expire (READ_CACHE_TTL_MS), then no more.
    const sorted = await until('the list without the job', async () => {
      const read = (await owner.api.call('GET', `${root}/records?sort=website`)).body;
      return read.reindexJobId === null ? read : undefined;
    });
    // A bare host name typed in a link field is stored as its https address.
    expect(sorted.items.map((item: { values: { website: string } }) => item.values.website)).toEqual([
      'https://alpha.org',
      'https://zeta.org',
      '',
    ]);
    expect(Object.keys(sorted.items[0].values).sort()).toEqual(['lastname', 'website']);
  });

  it("purges a deleted application's records, versions and list rows in a job", async () => {
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Purge' });
    const applicationId = app.body.applicationId as string;
    const root = `/api/projects/${projectId}/applications/${applicationId}/elements/speakers/records`;
    await create(owner.api, root, speaker('Gone'));
    expect(await partitionSize(`APP#${applicationId}`)).toBe(3); // record, version, e-mail guard
    expect(await partitionSize(`LIST#${applicationId}#speakers#lastname`)).toBe(1);
    expect((await owner.api.call('DELETE', `/api/projects/${projectId}/applications/${applicationId}`)).status).toBe(204);
    await until('the purge', async () => ((await partitionSize(`APP#${applicationId}`)) === 0 ? true : undefined));
    for (const column of ['lastname', 'firstname', 'company', 'jobTitle', '___email', '__createdAt', '__updatedAt']) {
      expect(await partitionSize(`LIST#${applicationId}#speakers#${column}`)).toBe(0);
    }
  });
});
