import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../shared/schemas/imports';
import type { PublicRecord } from '../../shared/webapp-public';
import { apiClient, localDb, signedInCustomer } from '../helpers/local-aws';
import { until } from '../helpers/until';
import { completeConfig, section, uniqueHost } from '../helpers/webapps';

/**
 * Links that are not links (docs/api.md, "Links"): a link field refuses what is no web address on every way in (a
 * save, a CSV paste), and what an older record holds anyway (written here straight into the table) never leaves as a
 * link: no vCard URL, no link on the published site.
 */
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const HOSTILE = 'javascript:alert(1)';
const person = (n: number, extra: Record<string, unknown> = {}) => ({
  values: { firstname: `Ada ${n}`, lastname: 'Lovelace', ___email: `links${n}.${Date.now().toString(36)}@example.com`, ...extra },
});

describe('link fields through the local stack', () => {
  let owner: Customer;
  let projectId: string;
  let applicationId: string;
  let base: string;

  beforeAll(async () => {
    owner = await signedInCustomer('links');
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Liens', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    const app = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' });
    applicationId = app.body.applicationId;
    base = `/api/projects/${projectId}/applications/${applicationId}/elements/speakers/records`;
  });

  /** A record saved the regular way, then given hostile values straight in the table (as a record from before the rule). */
  async function legacyRecord(n: number, values: Record<string, string>): Promise<string> {
    const created = await owner.api.call('POST', base, person(n, { website: 'https://example.org/before' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const recordId = created.body.recordId as string;
    const names = Object.fromEntries(Object.keys(values).map((key, index) => [`#k${index}`, key]));
    const settings = Object.keys(values).map((_, index) => `#v.#k${index} = :v${index}`);
    const db = localDb();
    await db.client.send(
      new UpdateCommand({
        TableName: db.TableName,
        Key: { PK: `APP#${applicationId}`, SK: `REC#speakers#${recordId}` },
        UpdateExpression: `SET ${settings.join(', ')}`,
        ExpressionAttributeNames: { '#v': 'values', ...names },
        ExpressionAttributeValues: Object.fromEntries(Object.values(values).map((value, index) => [`:v${index}`, value])),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return recordId;
  }

  it('refuses a website or a LinkedIn that is no web address with validation.url on that field, and stores a bare host as https', async () => {
    for (const hostile of [HOSTILE, ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const refused = await owner.api.call('POST', base, person(1, { website: hostile, linkedin: hostile }));
      expect(refused.status, hostile).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect(refused.body.error.details).toEqual([
        { field: 'values.website', message: 'validation.url' },
        { field: 'values.linkedin', message: 'validation.url' },
      ]);
    }
    const created = await owner.api.call(
      'POST',
      base,
      person(2, { website: ' www.example.org ', linkedin: 'https://www.linkedin.com/in/ada' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.values).toMatchObject({ website: 'https://www.example.org', linkedin: 'https://www.linkedin.com/in/ada' });
    // An update is held to the same rule.
    const update = await owner.api.call('PUT', `${base}/${created.body.recordId}`, { ...person(2, { website: HOSTILE }), version: 1 });
    expect(update.status).toBe(400);
    expect(update.body.error.details).toEqual([{ field: 'values.website', message: 'validation.url' }]);
  });

  it('gives a pasted row with a hostile website its row error, and imports the others', async () => {
    const csv =
      'firstname;lastname;___email;website\r\n' +
      `Eve;Hostile;eve.${Date.now().toString(36)}@example.com;${HOSTILE}\r\n` +
      `Bob;Bare;bob.${Date.now().toString(36)}@example.com;www.example.net/bob\r\n`;
    const response = await owner.api.call('POST', `${base}/imports`, { csv, lang: 'en' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const plan = response.body as ImportPreview;
    expect(plan.counts).toEqual({ create: 1, update: 0, skip: 0, error: 1 });
    expect(plan.rows[0]).toMatchObject({ line: 2, action: 'error', errors: [{ field: 'website', message: 'validation.url' }] });
    expect(plan.rows[1]).toMatchObject({ line: 3, action: 'create' });
    const started = await owner.api.call('POST', `${base}/imports/${plan.importId}/commit`, {});
    expect(started.status).toBe(202);
    const job = await until('the import job', async () => {
      const read = (await owner.api.call('GET', `/api/jobs/${started.body.jobId}`)).body;
      return read.status === 'succeeded' || read.status === 'failed' ? read : undefined;
    });
    expect(job.result).toMatchObject({ created: 1, failed: 1 });
    const list = (await owner.api.call('GET', `${base}?q=bare`)).body.items as { recordId: string }[];
    const bob = (await owner.api.call('GET', `${base}/${list[0]!.recordId}`)).body;
    expect(bob.values.website).toBe('https://www.example.net/bob');
  });

  it('exports a vCard without URL for a record that holds a hostile link from before the rule', async () => {
    const legacy = await legacyRecord(3, { website: HOSTILE, phone: HOSTILE });
    const kept = await owner.api.call('POST', base, person(4, { website: 'https://example.org/ada' }));
    const started = await owner.api.call('POST', `${base}/exports`, {
      format: 'vcard',
      records: { kind: 'selection', ids: [legacy, kept.body.recordId] },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await until('the export job', async () => {
      const read = (await owner.api.call('GET', `/api/jobs/${started.body.jobId}`)).body;
      return read.status === 'succeeded' || read.status === 'failed' ? read : undefined;
    });
    expect(job.status).toBe('succeeded');
    const link = await owner.api.call('GET', `${base}/exports/${started.body.jobId}/download`);
    const text = await (await fetch(link.body.url)).text();
    const [first, second] = text.split('END:VCARD\r\n');
    expect(text).not.toMatch(/URL:javascript/i);
    expect(text.toLowerCase()).not.toContain('javascript');
    expect(first).not.toMatch(/\r\n(URL|TEL)[:;]/);
    expect(second).toContain('\r\nURL:https://example.org/ada\r\n');
  });

  it('publishes a hostile link from before the rule as text, a web address as a link, and refuses a hostile call to action', async () => {
    const legacy = await legacyRecord(5, { website: HOSTILE, linkedin: 'java\tscript:alert(1)' });
    const safe = await owner.api.call('POST', base, person(6, { website: 'example.com/ada' }));
    const site = await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'webapp', title: 'Site' });
    const webapp = `/api/projects/${projectId}/applications/${site.body.applicationId}/webapp`;
    const host = uniqueHost('links');
    const config = completeConfig({
      template: 'congress',
      host,
      links: [applicationId],
      sections: { speakers: section('speakers', applicationId, { fields: ['lastname', 'website'] }) },
    });
    const hostile = await owner.api.call('PUT', `${webapp}/draft`, {
      config: { ...config, home: { ...config.home, ctaLabel: { fr: 'Billets' }, ctaTarget: HOSTILE } },
      version: 0,
      step: 'home',
    });
    expect(hostile.status).toBe(400);
    expect(hostile.body.error.details).toEqual([{ field: 'config.home.ctaTarget', message: 'validation.httpsUrl' }]);
    const saved = await owner.api.call('PUT', `${webapp}/draft`, { config, version: 0, step: 'preview' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await owner.api.call('POST', `${webapp}/publications`, { draftVersion: 1 })).status).toBe(201);

    const visitor = apiClient();
    const read = async (recordId: string) => {
      const response = await visitor.call('GET', `/api/public/sites/${host}/sections/speakers/records/${recordId}?lang=fr`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as PublicRecord;
    };
    const eve = await read(legacy);
    expect(eve.values.website).toEqual({ type: 'text', text: HOSTILE });
    expect(eve.values.linkedin?.type).toBe('text');
    const ada = await read(safe.body.recordId);
    expect(ada.values.website).toEqual({ type: 'link', text: 'https://example.com/ada', href: 'https://example.com/ada' });
    const page = await visitor.call('GET', `/api/public/sites/${host}/sections/speakers/records?lang=fr`);
    expect(JSON.stringify(page.body)).not.toMatch(/"href":"javascript/i);
  });
});
