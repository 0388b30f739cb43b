import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebappConfig } from '../../shared/schemas/webapps';
import { completeConfig, section } from '../../test/helpers/webapps';
import { testEnv } from '../../test/helpers/api-event';
import { forgetReads } from '../lib/cache/read-cache';
import { resetConfigForTests } from '../lib/config';
import { recordFiles } from '../records/service';
import { etagOf, matches, publicRateLimiter } from './public-http';
import type { SiteContext } from './site-context';
import { fakeWorld, PROJECT } from './test-fakes';

const T = new Date('2026-06-01T10:00:00.000Z');
const U1 = '01J000000000000000000000U1';

function setup(
  configure: (ids: Record<string, string>) => Partial<Parameters<typeof completeConfig>[0]> = () => ({}),
  options: Parameters<typeof fakeWorld>[1] = {},
) {
  const w = fakeWorld(undefined, options);
  const ids = {
    speakers: w.addApp('speakers'),
    catalogue: w.addApp('catalogue'),
    cms: w.addApp('cms'),
    sponsor: w.addApp('sponsor'),
    users: w.addApp('users'),
    webapp: w.addApp('webapp', 'site'),
  };
  const curie = w.addRecord(ids.speakers, 'speakers', {
    firstname: 'Marie',
    lastname: 'Curie',
    ___email: 'marie@secret.example.com',
    phone: '0611223344',
    jobTitle: { fr: 'Physicienne', en: 'Physicist' },
    biography: { fr: '<p>Nobel<script>alert(1)</script></p>' },
    photo: [{ uploadId: U1, name: 'curie.png', size: 10, type: 'image/png', preview: true, previewType: 'image/jpeg' }],
  });
  const ampere = w.addRecord(ids.speakers, 'speakers', { firstname: 'André', lastname: 'Ampère', ___email: 'andre@secret.example.com' });
  const lighting = w.addRecord(ids.catalogue, 'categories', { name: { fr: 'Éclairage', en: 'Lighting' } });
  w.addRecord(ids.catalogue, 'items', { name: { fr: 'Lampe' }, categories: [lighting], price: 12 });
  w.addRecord(ids.catalogue, 'items', { name: { fr: 'Table' }, categories: [], price: 40 });
  w.addRecord(ids.cms, 'pages', { title: { fr: 'Programme' }, slug: 'programme', status: 'published', content: { fr: '<p>P</p>' } });
  w.addRecord(ids.cms, 'pages', { title: { fr: 'Brouillon' }, slug: 'brouillon', status: 'draft', content: { fr: 'secret' } });
  w.addRecord(ids.sponsor, 'sponsors', { name: 'Photon', level: 'silver', contactName: 'Secret Contact' });
  w.addRecord(ids.sponsor, 'sponsors', { name: 'Lumen', level: 'gold', contactName: 'Secret Contact' });
  const config = completeConfig({
    template: 'congress',
    host: 'forum.example.org',
    links: Object.values(ids).filter((id) => id !== ids.webapp),
    sections: {
      speakers: section('speakers', ids.speakers, {
        fields: ['lastname', 'jobTitle', 'biography', 'photo'],
        sort: { field: 'lastname', direction: 'asc' },
        perPage: 12,
      }),
      catalogue: section('catalogue', ids.catalogue, { fields: ['name', 'categories', 'price'], filters: ['categories'] }),
      cms: section('cms', ids.cms, { fields: ['title', 'slug'] }),
      sponsor: section('sponsor', ids.sponsor, { fields: ['name'], groupBy: 'level', filters: ['level'] }),
    },
    ...configure(ids),
  });
  const ctx = async (files: SiteContext['files'] = 'route', override: WebappConfig = config) =>
    w.reader.contextFor({
      host: 'forum.example.org',
      projectId: PROJECT,
      applicationId: ids.webapp,
      publication: 1,
      config: override,
      languages: ['fr', 'en'],
      apps: [...w.apps.values()],
      files,
    });
  return { ...w, ids, curie, ampere, lighting, config, ctx };
}

const list = { q: '', filters: {} };

describe('public read (fakes)', () => {
  beforeEach(() => forgetReads());

  it('shows the template’s enabled sections of linked applications, public fields only, texts in the language asked', async () => {
    const s = setup();
    const site = await s.reader.site(await s.ctx(), 'en');
    expect(site.sections.map((entry) => entry.kind)).toEqual(['speakers', 'catalogue', 'sponsor', 'cms']);
    expect(site.sections[0]!.fields.map((field) => field.key)).toEqual(['lastname', 'jobTitle', 'biography', 'photo']);
    expect(site.pages).toEqual([{ slug: 'programme', title: 'Programme' }]);
    expect(site.home.heroTitle).toBe('Bienvenue au forum (en)');
    expect(site.practical?.address).toBe('1 place de la Bourse, Lyon (en)');
    const sponsor = site.sections.find((entry) => entry.kind === 'sponsor')!;
    expect(sponsor.groupBy?.options.map((option) => option.value)).toEqual(['platinum', 'gold', 'silver', 'bronze']);
    // A language the site does not speak reads the default.
    expect((await s.reader.site(await s.ctx(), 'de')).lang).toBe('fr');
  });

  it('maps records: translated values with the project’s first language as fallback, sanitised HTML, stable file routes', async () => {
    const s = setup();
    const page = await s.reader.records(await s.ctx(), 'speakers', { ...list, lang: 'en' }, T);
    expect(page.items.map((item) => item.id)).toEqual([s.ampere, s.curie]);
    const curie = page.items[1]!;
    expect(curie.values.jobTitle).toEqual({ type: 'text', text: 'Physicist' });
    expect(curie.values.biography).toEqual({ type: 'html', html: '<p>Nobel</p>' }); // French: no English biography
    expect(curie.values.photo).toEqual({
      type: 'files',
      files: [
        {
          name: 'curie.png',
          type: 'image/png',
          url: `/api/public/sites/forum.example.org/files/speakers/${s.curie}/photo/0`,
          previewUrl: `/api/public/sites/forum.example.org/files/speakers/${s.curie}/photo/0?preview=1`,
        },
      ],
    });
    const record = await s.reader.record(await s.ctx(), 'speakers', s.curie, 'fr', T);
    expect(Object.keys(record.values).sort()).toEqual(['biography', 'firstname', 'jobTitle', 'lastname', 'photo']);
    expect(JSON.stringify(record)).not.toMatch(/secret|0611223344|___email/);
    // The record's page names its public fields, in the form's order, and no other.
    expect(record.fields?.map((field) => field.key)).toEqual(expect.arrayContaining(Object.keys(record.values)));
    expect(record.fields?.every((field) => field.label !== '' && !['___email', 'phone'].includes(field.key))).toBe(true);
    // The preview signs files directly.
    const signed = await s.reader.record(await s.ctx('signed'), 'speakers', s.curie, 'fr', T);
    expect(signed.values.photo).toMatchObject({
      files: [{ url: `https://bucket.example/${U1}?sig`, previewUrl: `https://bucket.example/${U1}/p?sig` }],
    });
  });

  it('signs public files and previews served as their checked types, whichever way the site reads them', async () => {
    for (const [name, value] of Object.entries({ ...testEnv(), AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret' }))
      vi.stubEnv(name, value);
    vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
    resetConfigForTests();
    try {
      const s = setup(undefined, { signFiles: recordFiles.valuesWithUrls });
      const served = (url: string | undefined) => {
        const query = new URL(url ?? '').searchParams;
        return { type: query.get('response-content-type'), disposition: query.get('response-content-disposition')?.split(';')[0] };
      };
      const route = await s.ctx();
      const file = (preview: boolean) =>
        s.reader.fileUrl(route, { kind: 'speakers', recordId: s.curie, field: 'photo', index: 0, preview }, T);
      expect(served(await file(false))).toEqual({ type: 'image/png', disposition: 'inline' });
      expect(served(await file(true))).toEqual({ type: 'image/jpeg', disposition: 'inline' });
      // The wizard's preview signs the files in the answer itself.
      const signed = await s.reader.record(await s.ctx('signed'), 'speakers', s.curie, 'fr', T);
      const [photo] = (signed.values.photo as unknown as { files: { url: string; previewUrl?: string }[] }).files;
      expect(served(photo!.url)).toEqual({ type: 'image/png', disposition: 'inline' });
      expect(served(photo!.previewUrl)).toEqual({ type: 'image/jpeg', disposition: 'inline' });
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
    }
  });

  it('answers a link field as a link only when it holds a web address, as text otherwise; config addresses only as https', async () => {
    const s = setup();
    const safe = s.addRecord(s.ids.speakers, 'speakers', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      website: 'www.example.org',
      linkedin: 'javascript:alert(1)',
    });
    const hostile = s.addRecord(s.ids.speakers, 'speakers', {
      firstname: 'Eve',
      lastname: 'X',
      website: ' JAVASCRIPT:alert(1)',
      linkedin: 'java\tscript:alert(1)',
    });
    const ada = await s.reader.record(await s.ctx(), 'speakers', safe, 'fr', T);
    expect(ada.values.website).toEqual({ type: 'link', text: 'www.example.org', href: 'https://www.example.org' });
    expect(ada.values.linkedin).toEqual({ type: 'text', text: 'javascript:alert(1)' });
    const eve = await s.reader.record(await s.ctx(), 'speakers', hostile, 'fr', T);
    expect(eve.values.website).toEqual({ type: 'text', text: ' JAVASCRIPT:alert(1)' });
    expect(eve.values.linkedin?.type).toBe('text');
    // A publication older than today's rules: its addresses are left out unless https, the call to action unless internal.
    const legacy: WebappConfig = {
      ...s.config,
      identity: { ...s.config.identity, logoUrl: 'javascript:alert(1)' },
      home: {
        ...s.config.home,
        heroImageUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        ctaLabel: { fr: 'Go' },
        ctaTarget: 'javascript:alert(1)',
      },
      practical: { ...s.config.practical, mapUrl: 'http://maps.example.org/' },
      seo: { ...s.config.seo, shareImageUrl: 'https://cdn.example.org/share.png' },
    };
    const site = await s.reader.site(await s.ctx('route', legacy), 'fr');
    expect(site.identity.logoUrl).toBe('');
    expect(site.home.heroImageUrl).toBe('');
    expect(site.home.ctaTarget).toBe('');
    expect(site.practical?.mapUrl).toBe('');
    expect(site.seo.shareImageUrl).toBe('https://cdn.example.org/share.png');
    expect(JSON.stringify(site)).not.toMatch(/javascript|data:/);
    for (const ctaTarget of ['section:speakers', 'practical', 'https://tickets.example.org/forum']) {
      const kept = await s.reader.site(await s.ctx('route', { ...legacy, home: { ...legacy.home, ctaTarget } }), 'fr');
      expect(kept.home.ctaTarget).toBe(ctaTarget);
    }
  });

  it('never searches private values, and stops showing a field that turned private after the publication', async () => {
    const s = setup();
    const ctx = await s.ctx();
    expect((await s.reader.records(ctx, 'speakers', { ...list, q: 'secret' }, T)).items).toEqual([]);
    expect((await s.reader.records(ctx, 'speakers', { ...list, q: 'ampere' }, T)).items.map((item) => item.id)).toEqual([s.ampere]);
    expect((await s.reader.records(ctx, 'speakers', { ...list, q: 'PHYSICIST' }, T)).items.map((item) => item.id)).toEqual([s.curie]);
    // The builder makes jobTitle private: the live site drops it at once, from cards, details and search.
    const app = s.apps.get(s.ids.speakers)!;
    const element = app.elements[0]!;
    const fields = element.form.fields.map((field) => (field.key === 'jobTitle' ? { ...field, visibility: 'private' as const } : field));
    s.apps.set(app.applicationId, { ...app, elements: [{ ...element, form: { ...element.form, fields } }] });
    const after = await s.ctx();
    expect((await s.reader.records(after, 'speakers', { ...list, q: 'physicist' }, T)).items).toEqual([]);
    expect((await s.reader.record(after, 'speakers', s.curie, 'en', T)).values.jobTitle).toBeUndefined();
    expect((await s.reader.site(after, 'en')).sections[0]!.fields.map((field) => field.key)).not.toContain('jobTitle');
  });

  it('filters on the section’s filters (category names as labels), groups sponsors by level, pages with a cursor', async () => {
    const s = setup();
    const ctx = await s.ctx();
    const lamps = await s.reader.records(ctx, 'catalogue', { ...list, lang: 'en', filters: { categories: s.lighting } }, T);
    expect(lamps.items).toHaveLength(1);
    expect(lamps.items[0]!.values.categories).toEqual({ type: 'choices', values: [s.lighting], labels: ['Lighting'] });
    await expect(s.reader.records(ctx, 'catalogue', { ...list, filters: { price: '12' } }, T)).rejects.toMatchObject({ status: 400 });
    const sponsors = await s.reader.records(ctx, 'sponsor', list, T);
    expect(sponsors.items.map((item) => item.values.name)).toEqual([
      { type: 'text', text: 'Lumen' },
      { type: 'text', text: 'Photon' },
    ]);
    expect(sponsors.items[0]!.values.level).toEqual({ type: 'choices', values: ['gold'], labels: ['Or'] });
    for (let index = 0; index < 30; index++) s.addRecord(s.ids.speakers, 'speakers', { firstname: 'X', lastname: `Z${index}` });
    forgetReads();
    const first = await s.reader.records(ctx, 'speakers', list, T);
    expect(first.items).toHaveLength(12);
    const second = await s.reader.records(ctx, 'speakers', { ...list, cursor: first.cursor }, T);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    await expect(s.reader.records(ctx, 'speakers', { ...list, cursor: 'eyJ4IjoxfQ' }, T)).rejects.toMatchObject({ status: 400 });
  });

  it('answers the same 404 for a draft page, a hidden section, a record of another section and a private file field', async () => {
    const s = setup();
    const ctx = await s.ctx();
    const refused = [
      s.reader.page(ctx, 'brouillon', 'fr'),
      s.reader.records(ctx, 'users', list, T), // linked, but the section is not enabled
      s.reader.records(ctx, 'replay', list, T), // not linked at all
      s.reader.record(ctx, 'catalogue', s.curie, 'fr', T),
      s.reader.fileUrl(ctx, { kind: 'speakers', recordId: s.curie, field: 'phone', index: 0, preview: false }, T),
      s.reader.fileUrl(ctx, { kind: 'speakers', recordId: s.ampere, field: 'photo', index: 0, preview: false }, T),
    ];
    for (const promise of refused) await expect(promise).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await s.reader.page(ctx, 'programme', 'fr')).toMatchObject({ title: 'Programme', html: '<p>P</p>' });
    expect(await s.reader.fileUrl(ctx, { kind: 'speakers', recordId: s.curie, field: 'photo', index: 0, preview: true }, T)).toBe(
      `https://bucket.example/${U1}/p?sig`,
    );
  });

  it('resolves a host only through its guard and live pointer (a host served by another application is unknown)', async () => {
    const s = setup();
    expect(await s.reader.resolveHost('forum.example.org')).toBeUndefined();
    expect(await s.reader.resolveHost('not a host')).toBeUndefined();
  });
});

describe('public HTTP helpers', () => {
  it('compares ETags strongly and weakly, in lists', () => {
    const etag = etagOf('{"a":1}');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(matches(etag, etag)).toBe(true);
    expect(matches(`"other", W/${etag}`, etag)).toBe(true);
    expect(matches('"other"', etag)).toBe(false);
    expect(matches(undefined, etag)).toBe(false);
  });

  it('limits each client per minute, IPv6 by /64, and starts again with the next minute', () => {
    const limiter = publicRateLimiter(() => 2);
    const at = new Date('2026-06-01T10:00:10.000Z');
    limiter.hit('2001:db8::1', at);
    limiter.hit('2001:db8::2', at);
    expect(() => limiter.hit('2001:db8::3', at)).toThrow(expect.objectContaining({ status: 429 }));
    limiter.hit('10.0.0.1', at);
    limiter.hit('2001:db8::1', new Date('2026-06-01T10:01:00.000Z'));
  });
});
