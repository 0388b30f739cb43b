import { beforeAll, describe, expect, it } from 'vitest';
import { domains, type RouteKey } from '../../functions/manifest';
import { MAX_JSON_BODY_BYTES } from '../../shared/constants';
import { apiClient, signedInCustomer } from '../helpers/local-aws';

/**
 * Every route of the manifest (new routes are covered as soon as they are declared), called with hostile
 * input, signed in and anonymous: the answer is always a well-formed JSON answer below 500, and an error
 * always carries a catalogue code and nothing of the server's internals.
 */
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Call = { method: string; path: string; body?: unknown; headers?: Record<string, string> };

const routes = Object.values(domains).flatMap((domain) => domain.routes as readonly RouteKey[]);
// Routes that end what the others need (the session, the project) run last.
const destructive = (key: RouteKey) => key.startsWith('DELETE ') || key === 'POST /api/auth/logout';
const ordered = [...routes.filter((key) => !destructive(key)), ...routes.filter(destructive)];

const hostileParams = ['%00', '..%2F..%2Fetc', 'x'.repeat(2_000), '%E0%A4%A', '%22%3Cscript%3E', 'PROJECT%23x%23SK', ' '];

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { a: value, b: [value] };
  return value;
}

const hostileBodies: Array<{ body: unknown; headers?: Record<string, string> }> = [
  { body: '{"name":' },
  { body: '[]' },
  { body: 'null' },
  { body: '"text"' },
  { body: '12' },
  { body: {} },
  { body: { name: 'x', __proto__: { level: 'full' }, constructor: { prototype: { admin: true } } } },
  { body: JSON.stringify({ name: { $gt: '' }, version: 'NaN', languages: 'fr', kind: ['catalogue'], fields: 'all', columns: {} }) },
  { body: { name: '\ud800', title: '\u0000', email: 'a@b.c\u0000', password: '\ud83d', layout: 1e308, version: -1 } },
  { body: { title: 'x'.repeat(200_000), description: 'y'.repeat(200_000) } },
  { body: { fields: Array.from({ length: 5_000 }, (_, index) => ({ name: `f${index}`, type: 'text' })), version: 1 } },
  { body: JSON.stringify({ deep: nested(12) }) },
  { body: '{"name":"x"}', headers: { 'content-type': 'text/plain' } },
  { body: '{"name":"x"}', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { body: 'x'.repeat(300 * 1024) },
];

function fill(key: RouteKey, values: Record<string, string>): Call {
  const [method, template] = key.split(' ') as [string, string];
  return { method, path: template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'unknown') };
}

function callsFor(key: RouteKey, valid: Record<string, string>): Call[] {
  const calls: Call[] = [];
  const params = [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  // A destructive route with valid ids would succeed; only hostile ids and hostile bodies on those.
  const base = fill(key, destructive(key) ? Object.fromEntries(params.map((name) => [name, hostileParams[1]!])) : valid);
  for (const param of params) {
    for (const hostile of hostileParams) calls.push(fill(key, { ...valid, [param]: hostile }));
  }
  calls.push({ ...base, path: `${base.path}?cursor=%%%&limit=-1&limit=1e9&__proto__[x]=1` });
  if (base.method !== 'GET' && base.method !== 'DELETE') {
    for (const { body, headers } of hostileBodies) calls.push({ ...base, body, ...(headers ? { headers } : {}) });
  }
  return calls;
}

async function expectClean(api: ReturnType<typeof apiClient>, call: Call) {
  const label = `${call.method} ${call.path.slice(0, 120)} ${JSON.stringify(call.body ?? null).slice(0, 80)}`;
  let response: Awaited<ReturnType<ReturnType<typeof apiClient>['call']>>;
  try {
    response = await api.call(call.method, call.path, call.body, call.headers);
  } catch (error) {
    throw new Error(`${label}: no JSON answer (${String(error)})`);
  }
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.body?.error?.code, label).toMatch(/^[A-Z_]+$/);
    expect(JSON.stringify(response.body), label).not.toMatch(/stack|at \/|node_modules|Exception|DynamoDB|ValidationException/);
  }
}

describe('hostile input on every route of the manifest', () => {
  let customer: Customer;
  let valid: Record<string, string>;

  beforeAll(async () => {
    customer = await signedInCustomer('fuzz');
    const project = (await customer.api.call('POST', '/api/projects', { name: 'Fuzz', languages: ['fr'], type: 'tradeShow' })).body;
    const application = (
      await customer.api.call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Intervenants' })
    ).body;
    valid = { projectId: project.projectId, applicationId: application.applicationId, element: 'speakers' };
  });

  it('never answers 5xx to a signed-in customer', { timeout: 180_000 }, async () => {
    for (const key of ordered) {
      for (const call of callsFor(key, valid)) await expectClean(customer.api, call);
    }
  });

  it('never answers 5xx to an anonymous caller', { timeout: 180_000 }, async () => {
    const anonymous = apiClient();
    for (const key of ordered) {
      for (const call of callsFor(key, valid)) await expectClean(anonymous, call);
    }
  });
});

describe('what one stored item holds', () => {
  /** A select field with `count` choices, each as long as the schema allows, in the five languages. */
  const bigField = (key: string, count: number) => ({
    key,
    type: 'select',
    label: { fr: key },
    visibility: 'public',
    translatable: false,
    mandatory: false,
    options: Array.from({ length: count }, (_, index) => ({
      value: `${index}`.padStart(64, 'v'),
      label: Object.fromEntries(['fr', 'en', 'es', 'it', 'de'].map((lang) => [lang, `${lang}${index}`.padEnd(200, 'x')])),
    })),
  });
  /** The element's form grown with big fields to just under the body limit. */
  function bigForm(form: { fields: object[] }, version: number) {
    const fields = [...form.fields];
    const budget = MAX_JSON_BODY_BYTES - 4_096;
    const fits = (field: object) => Buffer.byteLength(JSON.stringify({ form: { ...form, fields: [...fields, field] }, version })) <= budget;
    while (fits(bigField(`big${fields.length}`, 100))) fields.push(bigField(`big${fields.length}`, 100));
    let choices = 99;
    while (choices > 0 && !fits(bigField(`big${fields.length}`, choices))) choices -= 1;
    if (choices > 0) fields.push(bigField(`big${fields.length}`, choices));
    return { form: { ...form, fields }, version };
  }

  it('stores each element in its own item: two configs that together pass DynamoDB’s item size both fit', async () => {
    const customer = await signedInCustomer('big');
    const project = (await customer.api.call('POST', '/api/projects', { name: 'Big', languages: ['fr'], type: 'tradeShow' })).body;
    const app = (await customer.api.call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'catalogue', title: 'Stands' }))
      .body;
    const element = (key: string) => `/api/projects/${project.projectId}/applications/${app.slug}/elements/${key}/form`;

    const items = (await customer.api.call('GET', element('items'))).body;
    const first = bigForm(items.form, items.version);
    expect(JSON.stringify(first).length).toBeGreaterThan(200_000);
    expect((await customer.api.call('PUT', element('items'), first)).status).toBe(200);

    // Together well past 400 KB: in one application item this save was refused with 413 ITEM_TOO_LARGE.
    const categories = (await customer.api.call('GET', element('categories'))).body;
    const second = bigForm(categories.form, categories.version);
    expect(JSON.stringify(first).length + JSON.stringify(second).length).toBeGreaterThan(420_000);
    expect((await customer.api.call('PUT', element('categories'), second)).status).toBe(200);
    expect((await customer.api.call('GET', element('categories'))).body).toMatchObject({
      form: second.form,
      version: categories.version + 1,
    });
    expect((await customer.api.call('GET', element('items'))).body).toMatchObject({ form: first.form, version: items.version + 1 });
    const opened = await customer.api.call('GET', `/api/projects/${project.projectId}/applications/${app.slug}`);
    expect(opened.status).toBe(200);
  });
});
