import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/db/keys';
import { localDb, signedInCustomer, writeGrant } from '../helpers/local-aws';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
const newProject = { name: 'Salon 2027', languages: ['fr', 'en'], type: 'tradeShow' };

async function partitionSize(projectId: string) {
  const db = localDb();
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.TableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.project(projectId) },
    }),
  );
  return result.Count ?? 0;
}

describe('projects and applications through the local gateway', () => {
  let owner: Customer;
  let other: Customer;
  beforeAll(async () => {
    [owner, other] = await Promise.all([signedInCustomer('owner'), signedInCustomer('other')]);
  });

  it('creates, lists, renames and validates projects', async () => {
    const before = await owner.api.call('GET', '/api/projects');
    const created = await owner.api.call('POST', '/api/projects', { ...newProject, name: '  Salon 2027  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Salon 2027', languages: ['fr', 'en'], type: 'tradeShow', level: 'full', isOwner: true });
    const after = await owner.api.call('GET', '/api/projects');
    expect(after.body.count).toBe(before.body.count + 1);
    expect(after.body.items[0].projectId).toBe(created.body.projectId);

    const invalid = await owner.api.call('POST', '/api/projects', { name: ' ', languages: [], type: 'rave' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'languages', message: 'validation.languagesRequired' },
      { field: 'type', message: 'validation.projectType' },
    ]);
    const tooLong = await owner.api.call('POST', '/api/projects', { ...newProject, name: 'x'.repeat(121) });
    expect(tooLong.body.error.details).toEqual([{ field: 'name', message: 'validation.tooLong' }]);

    const renamed = await owner.api.call('PATCH', `/api/projects/${created.body.projectId}`, { name: 'Salon 2028', version: 1 });
    expect(renamed.body).toMatchObject({ name: 'Salon 2028', version: 2 });
    const stale = await owner.api.call('PATCH', `/api/projects/${created.body.projectId}`, { name: 'Lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect((await owner.api.call('GET', `/api/projects/${created.body.projectId}`)).body.name).toBe('Salon 2028');
  });

  it('adds applications of every kind with default configs, distinct stable slugs, and edits them', async () => {
    const project = (await owner.api.call('POST', '/api/projects', newProject)).body;
    const base = `/api/projects/${project.projectId}/applications`;
    const kinds = (await owner.api.call('GET', '/api/application-kinds')).body.items;
    expect(kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'catalogue',
      'users',
      'speakers',
      'webapp',
      'modules',
      'replay',
      'cms',
      'sponsor',
    ]);
    // Every kind is offered, the web app included.
    expect(kinds.filter((k: { creatable: boolean }) => !k.creatable).map((k: { kind: string }) => k.kind)).toEqual([]);

    const first = await owner.api.call('POST', base, {
      kind: 'catalogue',
      title: 'Catalogue des exposants',
      description: 'Tous les stands',
      url: 'https://salon.example',
      catalogueOptions: { multipleCategories: false, subcategories: true, parentCategory: true },
    });
    expect(first.status).toBe(201);
    expect(first.body.slug).toBe('catalogue-des-exposants');
    expect(first.body.configs.map((c: { key: string }) => c.key)).toEqual(['items', 'categories']);
    expect(first.body.configs[1].form.fields.map((f: { key: string }) => f.key)).toContain('parent');
    const second = await owner.api.call('POST', base, { kind: 'catalogue', title: 'Catalogue des exposants' });
    expect(second.body.slug).toBe('catalogue-des-exposants-2');

    for (const kind of ['users', 'speakers', 'webapp', 'modules', 'replay', 'cms', 'sponsor']) {
      expect((await owner.api.call('POST', base, { kind, title: `Mon ${kind}` })).status).toBe(201);
    }
    expect((await owner.api.call('GET', base)).body.items).toHaveLength(9);

    const bySlug = await owner.api.call('GET', `${base}/catalogue-des-exposants`);
    expect(bySlug.body.applicationId).toBe(first.body.applicationId);
    const edited = await owner.api.call('PATCH', `${base}/${first.body.slug}`, {
      title: 'Exposants',
      url: '',
      description: 'd'.repeat(2000),
      version: 1,
    });
    expect(edited.body).toMatchObject({ title: 'Exposants', slug: 'catalogue-des-exposants', url: '', version: 2 });
    const options = await owner.api.call('PATCH', `${base}/${first.body.slug}`, {
      catalogueOptions: { multipleCategories: true, subcategories: false, parentCategory: false },
      version: 2,
    });
    expect(options.status).toBe(200);
    expect(options.body.configs[0].form.fields.find((f: { key: string }) => f.key === 'category').type).toBe('multipleCategories');
    expect(options.body.configs[1].form.fields.map((f: { key: string }) => f.key)).not.toContain('parent');
    const bad = await owner.api.call('PATCH', `${base}/${first.body.slug}`, {
      title: '',
      url: 'javascript:alert(1)',
      description: 'd'.repeat(2001),
      version: 3,
    });
    expect(bad.body.error.details).toEqual([
      { field: 'title', message: 'validation.required' },
      { field: 'description', message: 'validation.tooLong' },
      { field: 'url', message: 'validation.url' },
    ]);
    expect((await owner.api.call('DELETE', `${base}/${second.body.applicationId}`)).status).toBe(204);
    expect((await owner.api.call('GET', `${base}/${second.body.slug}`)).status).toBe(404);
    const again = await owner.api.call('POST', base, { kind: 'catalogue', title: 'Catalogue des exposants' });
    expect(again.body.slug).toBe('catalogue-des-exposants-2');

    const dashboard = await owner.api.call('GET', `/api/projects/${project.projectId}`);
    const catalogue = dashboard.body.applications.find((a: { slug: string }) => a.slug === 'catalogue-des-exposants');
    expect(catalogue.elements).toEqual([
      { key: 'items', name: { fr: 'Éléments', en: 'Items' }, count: 0 },
      { key: 'categories', name: { fr: 'Catégories', en: 'Categories' }, count: 0 },
    ]);
  });

  it('gives another customer nothing but 404 on every route, and changes nothing', async () => {
    const project = (await owner.api.call('POST', '/api/projects', newProject)).body;
    const app = (
      await owner.api.call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Intervenants' })
    ).body;
    const p = `/api/projects/${project.projectId}`;
    const a = `${p}/applications`;
    for (const [method, path, body] of [
      ['GET', p],
      ['PATCH', p, { name: 'Hijacked', version: 1 }],
      ['DELETE', p],
      ['GET', a],
      ['POST', a, { kind: 'cms', title: 'Intrus' }],
      ['GET', `${a}/${app.applicationId}`],
      ['GET', `${a}/${app.slug}`],
      ['PATCH', `${a}/${app.applicationId}`, { title: 'Hijacked', version: 1 }],
      ['DELETE', `${a}/${app.slug}`],
    ] as const) {
      const response = await other.api.call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.api.call('GET', '/api/projects')).body.items.map((i: { projectId: string }) => i.projectId)).not.toContain(
      project.projectId,
    );
    const unchanged = await owner.api.call('GET', p);
    expect(unchanged.body).toMatchObject({ name: 'Salon 2027', version: 1 });
    expect(unchanged.body.applications).toHaveLength(1);
    expect(unchanged.body.applications[0].title).toBe('Intervenants');
  });

  it('applies each access level granted on a project or on one application', async () => {
    const project = (await owner.api.call('POST', '/api/projects', { ...newProject, name: 'Shared' })).body;
    const p = `/api/projects/${project.projectId}`;
    const speakers = (await owner.api.call('POST', `${p}/applications`, { kind: 'speakers', title: 'Speakers' })).body;
    const sponsors = (await owner.api.call('POST', `${p}/applications`, { kind: 'sponsor', title: 'Sponsors' })).body;
    const db = localDb();
    const grant = (level: 'none' | 'read' | 'write' | 'full', applicationId?: string) =>
      writeGrant(db, { projectId: project.projectId, customerId: other.customerId, applicationId, level, projectName: 'Shared' });

    // An application grant shows the project and that application only.
    await grant('write', speakers.applicationId);
    const listed = (await other.api.call('GET', '/api/projects')).body.items.find(
      (i: { projectId: string }) => i.projectId === project.projectId,
    );
    expect(listed).toMatchObject({ name: 'Shared', level: 'write', isOwner: false });
    const seen = await other.api.call('GET', p);
    expect(seen.body.applications.map((a: { slug: string }) => a.slug)).toEqual([speakers.slug]);
    expect((await other.api.call('GET', `${p}/applications/${sponsors.slug}`)).status).toBe(404);
    expect((await other.api.call('PATCH', `${p}/applications/${speakers.slug}`, { title: 'x', version: 1 })).status).toBe(403);

    // read on the project: sees everything, configures nothing.
    await grant('read');
    expect((await other.api.call('GET', p)).body.applications).toHaveLength(2);
    expect((await other.api.call('GET', `${p}/applications/${sponsors.slug}`)).body.level).toBe('read');
    expect((await other.api.call('POST', `${p}/applications`, { kind: 'cms', title: 'x' })).status).toBe(403);
    expect((await other.api.call('PATCH', p, { name: 'x', version: 1 })).status).toBe(403);
    expect((await other.api.call('DELETE', p)).status).toBe(403);

    // full on the project: configures applications, but rename and delete stay with the owner.
    await grant('full');
    expect((await other.api.call('PATCH', `${p}/applications/${sponsors.slug}`, { title: 'Partenaires', version: 1 })).body.title).toBe(
      'Partenaires',
    );
    expect((await other.api.call('POST', `${p}/applications`, { kind: 'cms', title: 'Pages' })).status).toBe(201);
    expect((await other.api.call('PATCH', p, { name: 'x', version: 1 })).status).toBe(403);

    // Renames reach the grantee's welcome page.
    await owner.api.call('PATCH', p, { name: 'Shared and renamed', version: 1 });
    const relisted = (await other.api.call('GET', '/api/projects')).body.items.find(
      (i: { projectId: string }) => i.projectId === project.projectId,
    );
    expect(relisted.name).toBe('Shared and renamed');
  });

  it('makes a deleted project unreadable at once and purges its items in the background', async () => {
    const project = (await owner.api.call('POST', '/api/projects', { ...newProject, name: 'To delete' })).body;
    const p = `/api/projects/${project.projectId}`;
    for (let i = 0; i < 30; i++) await owner.api.call('POST', `${p}/applications`, { kind: 'catalogue', title: `Catalogue ${i}` });
    await writeGrant(localDb(), { projectId: project.projectId, customerId: other.customerId, level: 'read', projectName: 'To delete' });
    expect(await partitionSize(project.projectId)).toBeGreaterThan(60);
    expect((await other.api.call('DELETE', p)).status).toBe(403);
    expect((await owner.api.call('DELETE', p)).status).toBe(204);
    expect((await owner.api.call('GET', p)).status).toBe(404);
    expect((await owner.api.call('GET', `${p}/applications`)).status).toBe(404);
    expect((await owner.api.call('DELETE', p)).status).toBe(404);
    for (const customer of [owner, other]) {
      const ids = (await customer.api.call('GET', '/api/projects')).body.items.map((i: { projectId: string }) => i.projectId);
      expect(ids).not.toContain(project.projectId);
    }
    await expect.poll(() => partitionSize(project.projectId), { timeout: 15_000, interval: 200 }).toBe(0);
  });

  it('refuses an update without the version it is based on, and changes nothing', async () => {
    const project = (await owner.api.call('POST', '/api/projects', { ...newProject, name: 'Versioned' })).body;
    const p = `/api/projects/${project.projectId}`;
    const app = (await owner.api.call('POST', `${p}/applications`, { kind: 'cms', title: 'Pages' })).body;
    const noVersion = await owner.api.call('PATCH', p, { name: 'Blind write' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.details).toEqual([{ field: 'version', message: 'validation.invalid' }]);
    const appNoVersion = await owner.api.call('PATCH', `${p}/applications/${app.slug}`, { title: 'Blind write' });
    expect(appNoVersion.status).toBe(400);
    expect(appNoVersion.body.error.details).toEqual([{ field: 'version', message: 'validation.invalid' }]);
    const after = (await owner.api.call('GET', p)).body;
    expect(after).toMatchObject({ name: 'Versioned', version: 1 });
    expect(after.applications[0].title).toBe('Pages');
  });

  it('gives each of 12 parallel creations with the same title its own address', async () => {
    const project = (await owner.api.call('POST', '/api/projects', { ...newProject, name: 'Rush' })).body;
    const base = `/api/projects/${project.projectId}/applications`;
    const created = await Promise.all(
      Array.from({ length: 12 }, () => owner.api.call('POST', base, { kind: 'speakers', title: 'Intervenants' })),
    );
    expect(created.map((response) => response.status)).toEqual(Array(12).fill(201));
    const slugs = created.map((response) => response.body.slug as string);
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain('intervenants');
    for (const slug of slugs) expect(slug).toMatch(/^intervenants(-[a-z0-9]+)?$/);
    const listed = (await owner.api.call('GET', base)).body.items.map((item: { slug: string }) => item.slug);
    expect(listed.sort()).toEqual([...slugs].sort());
    for (const response of created) {
      expect((await owner.api.call('GET', `${base}/${response.body.slug}`)).body.applicationId).toBe(response.body.applicationId);
    }
  });

  it('refuses control characters, bidi overrides and reserved names in what it stores, field by field', async () => {
    const project = (await owner.api.call('POST', '/api/projects', { ...newProject, name: 'Clean' })).body;
    const p = `/api/projects/${project.projectId}`;
    const before = await owner.api.call('GET', '/api/projects');
    const bidi = await owner.api.call('POST', '/api/projects', { ...newProject, name: 'Salon \u202egnp.exe' });
    expect(bidi.status).toBe(400);
    expect(bidi.body.error.details).toEqual([{ field: 'name', message: 'validation.forbiddenCharacter' }]);
    const nul = await owner.api.call('POST', `${p}/applications`, { kind: 'cms', title: 'Pages', description: 'a\u0000b' });
    expect(nul.body.error.details).toEqual([{ field: 'description', message: 'validation.forbiddenCharacter' }]);
    const lone = await owner.api.call('PATCH', p, { name: 'x\ud800', version: 1 });
    expect(lone.body.error.details).toEqual([{ field: 'name', message: 'validation.forbiddenCharacter' }]);
    const proto = await owner.api.call('POST', `${p}/applications`, '{"kind":"cms","title":"Pages","__proto__":{"level":"full"}}');
    expect(proto.status).toBe(400);
    expect(proto.body.error.details).toEqual([{ field: '__proto__', message: 'validation.reservedName' }]);
    expect((await owner.api.call('GET', '/api/projects')).body.count).toBe(before.body.count);
    expect((await owner.api.call('GET', p)).body).toMatchObject({ name: 'Clean', version: 1, applications: [] });
  });
});
