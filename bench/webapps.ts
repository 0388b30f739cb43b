/**
 * The published web app's budgets.
 * - Its initial JavaScript (web/site.html's module script and the modules it preloads, gzip -9), read from the
 *   web build: ≤ 50 KB. Needs `npm run build:web` only.
 * - Lighthouse 12 with its default mobile emulation (simulated slow 4G, 4× CPU slowdown) on the home and a list
 *   page of a site published through the HTTP API of the contract (register, project with speakers, sponsors and
 *   CMS pages, a web app, `PUT P/webapp/draft`, `POST P/webapp/publications`): performance ≥ 95, accessibility 100.
 * Part of `npm run bench -- web` (the size) and `npm run bench -- webapps` (both).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGETS, verdict } from './budgets';
import { kb } from './browser';
import { apiCaller, signUp } from './customer';

const DIST = fileURLToPath(new URL('../dist/web/', import.meta.url));

/** The files site.html loads before any code runs: its module script and its modulepreloads. */
export function siteInitialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set([...scripts, ...preloads])];
}

export function benchSiteJs(): boolean {
  const html = readFileSync(path.join(DIST, 'site.html'), 'utf8');
  const files = siteInitialScripts(html).map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length,
  }));
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const within = total <= BUDGETS.siteInitialJsGzipBytes && files.length > 0;
  console.log(
    `web published site (site.html): initial JS ${kb(total)} gzip in ${files.length} files (budget ${kb(BUDGETS.siteInitialJsGzipBytes)}, ${verdict(within)})`,
  );
  for (const file of files) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.file}`);
  return within;
}

type Call = ReturnType<typeof apiCaller>;

/** A published conference site: 24 speakers, 6 sponsors on 3 levels, 2 published CMS pages (and a draft). Its host. */
async function publishBenchSite(call: Call): Promise<string> {
  const project = await call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' });
  const p = `/api/projects/${project.projectId}/applications`;
  const speakers = await call('POST', p, { kind: 'speakers', title: 'Intervenants' });
  const sponsors = await call('POST', p, { kind: 'sponsor', title: 'Sponsors' });
  const cms = await call('POST', p, { kind: 'cms', title: 'Pages' });
  const webapp = await call('POST', p, { kind: 'webapp', title: 'Site' });
  for (let i = 0; i < 24; i++)
    await call('POST', `${p}/${speakers.applicationId}/elements/speakers/records`, {
      values: {
        firstname: ['Éva', 'Jules', 'Inès', 'Marc'][i % 4],
        lastname: `Martin ${i}`,
        ___email: `speaker${i}@example.com`,
        company: `Société ${i % 7}`,
        jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
        biography: { fr: '<p>Une <strong>biographie</strong>.</p>', en: '<p>A <strong>biography</strong>.</p>' },
      },
    });
  for (let i = 0; i < 6; i++)
    await call('POST', `${p}/${sponsors.applicationId}/elements/sponsors/records`, {
      values: { name: `Partenaire ${i}`, level: ['gold', 'silver', 'bronze'][i % 3], website: `https://partner${i}.example.com` },
    });
  for (const [slug, status] of [
    ['a-propos', 'published'],
    ['acces', 'published'],
    ['brouillon', 'draft'],
  ] as const)
    await call('POST', `${p}/${cms.applicationId}/elements/pages/records`, {
      values: {
        title: { fr: `Page ${slug}`, en: `Page ${slug}` },
        slug,
        content: { fr: '<p>Bonjour.</p>', en: '<p>Hello.</p>' },
        status,
        seoDescription: { fr: 'Une page', en: 'A page' },
      },
    });

  const w = `${p}/${webapp.applicationId}/webapp`;
  const state = await call('GET', w);
  const host = `bench-${Date.now().toString(36)}.example.com`;
  const config = state.draft.config;
  const text = (fr: string, en: string) => ({ fr, en });
  const section = (applicationId: string, title: ReturnType<typeof text>, fields: string[], extra: object = {}) => ({
    enabled: true,
    applicationId,
    element: '',
    title,
    fields,
    sort: { field: '', direction: 'asc' },
    filters: [],
    groupBy: '',
    perPage: 24,
    ...extra,
  });
  const next = {
    ...config,
    main: { template: 'conference', host, theme: 'blue', links: [speakers.applicationId, sponsors.applicationId, cms.applicationId] },
    identity: { name: text('Forum du numérique', 'Digital forum'), logoUrl: '', accentColor: '#1d4ed8' },
    home: {
      ...config.home,
      heroTitle: text('Le forum du numérique 2027', 'The 2027 digital forum'),
      heroText: text('Deux jours de conférences à Lyon.', 'Two days of talks in Lyon.'),
      startDate: '2027-03-12',
      endDate: '2027-03-14',
      place: text('Lyon', 'Lyon'),
      ctaLabel: text('Voir les intervenants', 'See the speakers'),
      ctaTarget: 'section:speakers',
    },
    sections: {
      ...config.sections,
      speakers: section(speakers.applicationId, text('Intervenants', 'Speakers'), ['firstname', 'lastname', 'company', 'jobTitle'], {
        layout: 'grid',
      }),
      sponsor: section(sponsors.applicationId, text('Sponsors', 'Sponsors'), ['name', 'website'], { layout: 'cards', groupBy: 'level' }),
      cms: section(cms.applicationId, text('Actualités', 'News'), ['title'], { layout: 'list' }),
    },
    seo: {
      title: text('Forum 2027', 'Forum 2027'),
      description: text('Le forum du numérique', 'The digital forum'),
      shareImageUrl: '',
      indexable: true,
    },
  };
  const draft = await call('PUT', `${w}/draft`, { config: next, version: state.draft.version, step: 'preview' });
  await call('POST', `${w}/publications`, { draftVersion: draft.version });
  return host;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Lighthouse (mobile) on the published site's home and speakers list. */
export async function benchSiteLighthouse(baseUrl: string): Promise<boolean> {
  const call = apiCaller(baseUrl, await signUp(baseUrl, 'site'));
  const host = await publishBenchSite(call);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  let ok = true;
  try {
    for (const page of [`/w/${host}/fr/`, `/w/${host}/fr/speakers/`]) {
      const result = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      // A page that could not read its site (a 429 after another bench, a 404) is fast and empty: it proves nothing.
      const requests = (
        (lhr?.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ?? []
      ).filter((request) => request.url.includes('/api/public/'));
      if (requests.length === 0 || requests.some((request) => request.statusCode !== 200)) {
        console.log(
          `web published site ${page.replace(host, '{host}')}: the page did not read its site (${requests.map((r) => r.statusCode).join(', ') || 'no request'})`,
        );
        ok = false;
        continue;
      }
      const performance = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
      const accessibility = Math.round((lhr?.categories.accessibility?.score ?? 0) * 100);
      const within = performance >= BUDGETS.siteLighthousePerformance && accessibility >= BUDGETS.siteLighthouseAccessibility;
      ok &&= within;
      const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
      console.log(
        `web published site ${page.replace(host, '{host}')}: Lighthouse mobile performance ${performance}, accessibility ${accessibility} ` +
          `(FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; ` +
          `budget ≥ ${BUDGETS.siteLighthousePerformance} and ${BUDGETS.siteLighthouseAccessibility}, ${verdict(within)})`,
      );
      if (lhr)
        for (const audit of Object.values(lhr.audits))
          if (
            audit.score !== null &&
            audit.score < 1 &&
            lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)
          )
            console.log(`    accessibility: ${audit.id} — ${audit.title}`);
    }
  } finally {
    await chrome.kill();
  }
  return ok;
}
