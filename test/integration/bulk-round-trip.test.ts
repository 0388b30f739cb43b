/**
 * Export → import round trip: a CSV exported by the export job, pasted back into the import, changes
 * nothing — every row is recognised by its address and found identical (no write, no new version) — and after a change
 * in the file, only that record gets a new version. Values that look like formulas, separators, quotes, line breaks,
 * `|` in multi-values, translations, choices, yes/no, numbers and dates all travel unchanged.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { ImportPreview, ImportResult } from '../../shared/schemas/imports';
import { signedInCustomer } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Api = Awaited<ReturnType<typeof signedInCustomer>>['api'];

async function jobResult<T>(api: Api, jobId: string): Promise<T> {
  const job = await until(`job ${jobId}`, async () => {
    const read = await api.call('GET', `/api/jobs/${jobId}`);
    return read.body.status === 'succeeded' || read.body.status === 'failed' ? read.body : undefined;
  });
  expect(job.status, JSON.stringify(job)).toBe('succeeded');
  return job.result as T;
}

describe('an exported file imports back unchanged', () => {
  let api: Api;
  let base: string;
  const tricky = [
    { firstname: '=SUM(A1:A2)', lastname: '-Dupont', company: '+33 Conseil; "Groupe"', ___email: 'ana@example.com' },
    { firstname: '@home', lastname: "''=déjà", company: 'Ligne 1\nLigne 2', ___email: 'Bruno@Example.com' },
    { firstname: 'Chloé', lastname: ' Espacé ', company: '', ___email: 'chloe@example.com', role: 'press', country: 'a | b \\ c' },
  ];

  beforeAll(async () => {
    ({ api } = await signedInCustomer('round-trip'));
    const project = await api.call('POST', '/api/projects', { name: 'Aller-retour', languages: ['fr', 'en'], type: 'conference' });
    const app = await api.call('POST', `/api/projects/${project.body.projectId}/applications`, { kind: 'users', title: 'Participants' });
    base = `/api/projects/${project.body.projectId}/applications/${app.body.applicationId}/elements/users/records`;
    for (const values of tricky) {
      const created = await api.call('POST', base, { values });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });

  async function exportCsv(): Promise<string> {
    const started = await api.call('POST', `${base}/exports`, { format: 'csv', records: { kind: 'all' } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await jobResult(api, started.body.jobId);
    const link = await api.call('GET', `${base}/exports/${started.body.jobId}/download`);
    return (await fetch(link.body.url)).text();
  }

  async function importCsv(csv: string): Promise<{ preview: ImportPreview; result: ImportResult }> {
    const previewed = await api.call('POST', `${base}/imports`, { csv });
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const committed = await api.call('POST', `${base}/imports/${previewed.body.importId}/commit`, {});
    expect(committed.status, JSON.stringify(committed.body)).toBe(202);
    return { preview: previewed.body, result: await jobResult<ImportResult>(api, committed.body.jobId) };
  }

  const snapshot = async () => {
    const page = await api.call('GET', `${base}?limit=100`);
    const records = await Promise.all(
      page.body.items.map(async (item: { recordId: string }) => (await api.call('GET', `${base}/${item.recordId}`)).body),
    );
    return records.map((record) => ({ recordId: record.recordId, version: record.version, values: record.values }));
  };

  test('the same file: every row identical, nothing written', async () => {
    const before = await snapshot();
    const csv = await exportCsv();
    // The formula-looking cells left the file neutralised.
    expect(csv).toContain("'=SUM(A1:A2)");
    expect(csv).toContain("'@home");
    const { preview, result } = await importCsv(csv);
    // Files are not imported (their names travel in the file, for reading).
    expect(preview.ignored).toEqual([{ column: 'photo', reason: 'file' }]);
    expect(preview.counts).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
    expect(preview.rows.every((row) => row.action === 'skip' && row.unchanged)).toBe(true);
    expect(result).toMatchObject({ created: 0, updated: 0, skipped: 3, failed: 0 });
    expect(await snapshot()).toEqual(before);
  });

  test('a file changed on one row: that record alone gets a new version, with exactly that change', async () => {
    const before = await snapshot();
    const csv = await exportCsv();
    const changed = csv.replace('Chloé', 'Chloë');
    const { preview, result } = await importCsv(changed);
    expect(preview.counts).toEqual({ create: 0, update: 1, skip: 2, error: 0 });
    expect(result).toMatchObject({ updated: 1, skipped: 2 });
    const after = await snapshot();
    for (const record of after) {
      const old = before.find((item) => item.recordId === record.recordId)!;
      if (old.values.firstname === 'Chloé') {
        expect(record.version).toBe(old.version + 1);
        expect(record.values).toEqual({ ...old.values, firstname: 'Chloë' });
      } else {
        expect(record).toEqual(old);
      }
    }
  });

  test('catalogue items (no address: each row creates) come back with the very same values', async () => {
    const project = await api.call('POST', '/api/projects', { name: 'Catalogue', languages: ['fr', 'en'], type: 'conference' });
    const app = await api.call('POST', `/api/projects/${project.body.projectId}/applications`, { kind: 'catalogue', title: 'Produits' });
    const items = `/api/projects/${project.body.projectId}/applications/${app.body.applicationId}/elements/items/records`;
    const categories = `/api/projects/${project.body.projectId}/applications/${app.body.applicationId}/elements/categories/records`;
    const salons = await api.call('POST', categories, { values: { name: { fr: 'Salons', en: 'Fairs' } } });
    const ateliers = await api.call('POST', categories, { values: { name: { fr: 'Ateliers', en: 'Workshops' } } });
    const originals = [
      {
        name: { fr: 'Stand | double', en: 'Double; stand' },
        reference: '-REF-1',
        categories: [salons.body.recordId, ateliers.body.recordId],
        summary: { fr: 'Deux lignes\net "guillemets"', en: '' },
        description: { fr: '<p>Un <strong>stand</strong></p>', en: '<p>A stand</p>' },
        price: -12.5,
        featured: true,
      },
      { name: { fr: 'Badge', en: 'Badge' }, reference: '', categories: [], price: 0, featured: false },
    ];
    const ids: string[] = [];
    for (const values of originals) {
      const created = await api.call('POST', items, { values });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.recordId);
    }
    const started = await api.call('POST', `${items}/exports`, { format: 'csv', records: { kind: 'all' } });
    await jobResult(api, started.body.jobId);
    const csv = await (await fetch((await api.call('GET', `${items}/exports/${started.body.jobId}/download`)).body.url)).text();
    const previewed = await api.call('POST', `${items}/imports`, { csv });
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    expect(previewed.body.counts).toEqual({ create: 2, update: 0, skip: 0, error: 0 });
    const committed = await api.call('POST', `${items}/imports/${previewed.body.importId}/commit`, {});
    expect(await jobResult<ImportResult>(api, committed.body.jobId)).toMatchObject({ created: 2, failed: 0 });

    const page = await api.call('GET', `${items}?limit=100`);
    const all = await Promise.all(
      page.body.items.map(async (item: { recordId: string }) => (await api.call('GET', `${items}/${item.recordId}`)).body),
    );
    const copies = all.filter((record) => !ids.includes(record.recordId));
    expect(copies).toHaveLength(2);
    for (const id of ids) {
      const original = all.find((record) => record.recordId === id)!;
      const copy = copies.find((record) => record.values.reference === original.values.reference)!;
      expect(copy.values).toEqual(original.values);
    }
  });
});
