/**
 * A public list page of a published web app through the local gateway, `GET /api/public/sites/{host}/
 * sections/speakers/records` (a page of 50 speakers, the section's largest page), 20 connections for 10 s: p50, p99 and
 * requests per second; then the same load revalidating with `If-None-Match`, which must answer 304 (its ratio printed).
 *
 * The per-client limit of the public API (PUBLIC_SITE_RATE_PER_MINUTE, 600 by default) would refuse most of a
 * benchmark's requests, all from one address: it is raised for the duration of the run (the stack's handlers run in
 * this process and read the variable on each request), then restored.
 */
import { completeConfig, section } from '../test/helpers/webapps';
import { load } from './autocannon';
import { BUDGETS, verdict } from './budgets';
import { apiCaller, signUp } from './customer';

export async function benchPublicList(baseUrl: string): Promise<boolean> {
  const call = apiCaller(baseUrl, await signUp(baseUrl, 'bench-public'));
  const { projectId } = (await call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })) as {
    projectId: string;
  };
  const apps = `/api/projects/${projectId}/applications`;
  const speakers = ((await call('POST', apps, { kind: 'speakers', title: 'Intervenants' })) as { applicationId: string }).applicationId;
  const webapp = ((await call('POST', apps, { kind: 'webapp', title: 'Site' })) as { applicationId: string }).applicationId;
  for (let i = 0; i < 50; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        call('POST', `${apps}/${speakers}/elements/speakers/records`, {
          values: {
            firstname: `Prénom ${i + k}`,
            lastname: `Nom ${String(i + k).padStart(2, '0')}`,
            ___email: `speaker${i + k}@example.com`,
            company: 'Lumière SA',
            jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
            biography: { fr: '<p>Une biographie de quelques lignes, avec du <strong>gras</strong>.</p>' },
          },
        }),
      ),
    );
  }
  const host = `bench-${Date.now().toString(36)}.example.org`;
  const config = completeConfig({
    template: 'eventSite',
    host,
    links: [speakers],
    sections: {
      speakers: section('speakers', speakers, {
        fields: ['firstname', 'lastname', 'company', 'jobTitle'],
        sort: { field: 'lastname', direction: 'asc' },
        perPage: 50,
      }),
    },
  });
  await call('PUT', `${apps}/${webapp}/webapp/draft`, { config, version: 0, step: 'preview' });
  await call('POST', `${apps}/${webapp}/webapp/publications`, { draftVersion: 1 });

  const url = `${baseUrl}/api/public/sites/${host}/sections/speakers/records?lang=fr`;
  const first = await fetch(url);
  const page = (await first.json()) as { items: unknown[] };
  const etag = first.headers.get('etag') ?? '';

  const previousLimit = process.env.PUBLIC_SITE_RATE_PER_MINUTE;
  process.env.PUBLIC_SITE_RATE_PER_MINUTE = '100000000';
  try {
    const fresh = await load(url);
    const revalidated = (await load(url, { headers: { 'if-none-match': etag } })) as Awaited<ReturnType<typeof load>> & {
      '3xx'?: number;
    };
    const ratio304 = revalidated.requests.total ? (revalidated['3xx'] ?? 0) / revalidated.requests.total : 0;
    const within =
      page.items.length === 50 &&
      fresh.errors === 0 &&
      fresh.non2xx === 0 &&
      fresh.latency.p99 <= BUDGETS.publicListP99Ms &&
      revalidated.errors === 0 &&
      ratio304 === 1;
    console.log(
      `public GET …/sections/speakers/records (a page of ${page.items.length} records): 20 connections 10 s: p50 ${fresh.latency.p50} ms, ` +
        `p99 ${fresh.latency.p99} ms, ${Math.round(fresh.requests.average)} req/s, ${fresh.non2xx} non-2xx; with If-None-Match: ` +
        `p50 ${revalidated.latency.p50} ms, p99 ${revalidated.latency.p99} ms, ${Math.round(revalidated.requests.average)} req/s, ` +
        `304 ratio ${(ratio304 * 100).toFixed(1)} % (budget p99 ${BUDGETS.publicListP99Ms} ms and 100 % 304, ${verdict(within)})`,
    );
    return within;
  } finally {
    if (previousLimit === undefined) delete process.env.PUBLIC_SITE_RATE_PER_MINUTE;
    else process.env.PUBLIC_SITE_RATE_PER_MINUTE = previousLimit;
  }
}
