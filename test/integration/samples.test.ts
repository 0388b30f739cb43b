import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../shared/schemas/jobs';
import type { SamplesOverview } from '../../shared/schemas/samples';
import { localDb, signedInCustomer, writeGrant } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Api = Customer['api'];

/** Waits for a job to end; answers its view. */
async function finished(api: Api, jobId: string): Promise<JobView> {
  return until(
    `job ${jobId}`,
    async () => {
      const response = await api.call('GET', `/api/jobs/${jobId}`);
      const job = response.body as JobView;
      return job.status === 'succeeded' || job.status === 'failed' ? job : undefined;
    },
    60_000,
  );
}

async function started(response: { status: number; body: unknown }): Promise<string> {
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  const { jobId } = response.body as { jobId: string };
  expect(jobId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  return jobId;
}

async function allRecords(api: Api, base: string, element: string) {
  const response = await api.call('GET', `${base}/elements/${element}/records?limit=100`);
  expect(response.status).toBe(200);
  return response.body.items as { recordId: string; values: Record<string, unknown>; sample?: boolean }[];
}

describe('sample data: the generateSamples and removeSamples jobs through the local gateway', () => {
  let owner: Customer;
  let stranger: Customer;
  let reader: Customer;
  let projectId: string;
  let speakers: string;
  let catalogue: string;
  beforeAll(async () => {
    [owner, stranger, reader] = await Promise.all([
      signedInCustomer('samples'),
      signedInCustomer('samples-stranger'),
      signedInCustomer('samples-reader'),
    ]);
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    const [speakersApp, catalogueApp] = await Promise.all([
      owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' }),
      owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'catalogue', title: 'Catalogue' }),
    ]);
    speakers = `/api/projects/${projectId}/applications/${speakersApp.body.applicationId}`;
    catalogue = `/api/projects/${projectId}/applications/${catalogueApp.body.applicationId}`;
    await writeGrant(localDb(), { projectId, customerId: reader.customerId, level: 'read', projectName: 'Forum' });
  });

  it('generates believable speakers marked as sample data, counted on the overview, then removes them', async () => {
    const jobId = await started(await owner.api.call('POST', `${speakers}/elements/speakers/samples`, { count: 30 }));
    const job = await finished(owner.api, jobId);
    expect(job).toMatchObject({ type: 'generateSamples', status: 'succeeded', progress: { done: 30, total: 30 }, result: { created: 30 } });

    const overview = (await owner.api.call('GET', `${speakers}/samples`)).body as SamplesOverview;
    expect(overview.elements).toEqual([{ element: 'speakers', records: 30, samples: 30 }]);
    const app = await owner.api.call('GET', speakers);
    expect(app.body.elements[0].count).toBe(30);

    const items = await allRecords(owner.api, speakers, 'speakers');
    expect(items).toHaveLength(30);
    expect(items.every((item) => item.sample === true)).toBe(true);
    const addresses = items.map((item) => item.values.___email as string);
    expect(new Set(addresses).size).toBe(30);
    for (const address of addresses) expect(address).toMatch(/^[a-z0-9.-]+\.[a-z]{4}\d+@example\.com$/);
    // A record reads as any other, with its languages, and says it is sample data.
    const one = await owner.api.call('GET', `${speakers}/elements/speakers/records/${items[0]!.recordId}`);
    expect(one.status).toBe(200);
    expect(one.body.sample).toBe(true);
    expect(Object.keys(one.body.values.biography).sort()).toEqual(['en', 'fr']);
    expect(one.body.values.biography.fr).toMatch(/^<p>.+ est .+ chez .+<\/p>/);

    // A record someone typed stays when the sample data goes.
    const typed = await owner.api.call('POST', `${speakers}/elements/speakers/records`, {
      values: { firstname: 'Ana', lastname: 'Vraie', ___email: 'ana.vraie@example.org' },
    });
    expect(typed.status).toBe(201);
    const removal = await finished(owner.api, await started(await owner.api.call('DELETE', `${speakers}/elements/speakers/samples`)));
    expect(removal).toMatchObject({ type: 'removeSamples', status: 'succeeded', result: { removed: 30, kept: 0 } });
    expect((await allRecords(owner.api, speakers, 'speakers')).map((item) => item.recordId)).toEqual([typed.body.recordId]);
    expect(((await owner.api.call('GET', `${speakers}/samples`)).body as SamplesOverview).elements).toEqual([
      { element: 'speakers', records: 1, samples: 0 },
    ]);
    // Addresses of removed samples are free again: a second batch reuses nothing, and nothing is left behind.
    const again = await finished(
      owner.api,
      await started(await owner.api.call('POST', `${speakers}/elements/speakers/samples`, { count: 5 })),
    );
    expect(again.result).toEqual({ created: 5 });
    await finished(owner.api, await started(await owner.api.call('DELETE', `${speakers}/elements/speakers/samples`)));
  }, 180_000);

  it('creates sample categories first when the catalogue has none, keeps a sample category a real item uses', async () => {
    const job = await finished(
      owner.api,
      await started(await owner.api.call('POST', `${catalogue}/elements/items/samples`, { count: 12 })),
    );
    expect(job.result).toEqual({ created: 12 });
    const overview = ((await owner.api.call('GET', `${catalogue}/samples`)).body as SamplesOverview).elements;
    const categories = overview.find((element) => element.element === 'categories')!;
    expect(overview.find((element) => element.element === 'items')).toEqual({ element: 'items', records: 12, samples: 12 });
    expect(categories.records).toBeGreaterThan(0);
    expect(categories.samples).toBe(categories.records);
    const categoryIds = (await allRecords(owner.api, catalogue, 'categories')).map((item) => item.recordId);
    for (const item of await allRecords(owner.api, catalogue, 'items')) {
      const detail = await owner.api.call('GET', `${catalogue}/elements/items/records/${item.recordId}`);
      expect(categoryIds).toEqual(expect.arrayContaining(detail.body.values.categories));
    }

    // A real item in a sample category: that category stays (and is counted), the others go once the sample items have.
    const real = await owner.api.call('POST', `${catalogue}/elements/items/records`, {
      values: { name: { fr: 'Vrai livre', en: 'Real book' }, categories: [categoryIds[0]] },
    });
    expect(real.status).toBe(201);
    const items = await finished(owner.api, await started(await owner.api.call('DELETE', `${catalogue}/elements/items/samples`)));
    expect(items.result).toEqual({ removed: 12, kept: 0 });
    const removal = await finished(owner.api, await started(await owner.api.call('DELETE', `${catalogue}/elements/categories/samples`)));
    expect(removal.result).toEqual({ removed: categoryIds.length - 1, kept: 1 });
    expect((await allRecords(owner.api, catalogue, 'categories')).map((item) => item.recordId)).toEqual([categoryIds[0]]);
  }, 180_000);

  it('checks the number of lines: a whole number from 1 to 10,000', async () => {
    for (const count of [0, 10_001, 'abc', 2.5, null]) {
      const response = await owner.api.call('POST', `${speakers}/elements/speakers/samples`, { count });
      expect(response.status, String(count)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.details[0].field).toBe('count');
    }
    const bounds = await owner.api.call('POST', `${speakers}/elements/speakers/samples`, { count: 10_001 });
    expect(bounds.body.error.details[0].message).toBe('validation.samplesCount');
    expect((await owner.api.call('POST', `${speakers}/elements/speakers/samples`, {})).status).toBe(400);
    expect((await owner.api.call('POST', `${speakers}/elements/nothing/samples`, { count: 1 })).status).toBe(404);
  });

  it("hides another tenant's application (404) and refuses a reader's writes (403)", async () => {
    expect((await stranger.api.call('POST', `${speakers}/elements/speakers/samples`, { count: 5 })).status).toBe(404);
    expect((await stranger.api.call('DELETE', `${speakers}/elements/speakers/samples`)).status).toBe(404);
    expect((await stranger.api.call('GET', `${speakers}/samples`)).status).toBe(404);
    expect((await reader.api.call('GET', `${speakers}/samples`)).status).toBe(200);
    expect((await reader.api.call('POST', `${speakers}/elements/speakers/samples`, { count: 5 })).status).toBe(403);
    expect((await reader.api.call('DELETE', `${speakers}/elements/speakers/samples`)).status).toBe(403);
  });
});
