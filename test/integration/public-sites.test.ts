import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicRecordPage, PublicSite } from '../../shared/webapp-public';
import type { ContentKind } from '../../shared/webapp-templates';
import { PNG } from '../fixtures/files';
import { apiClient, signedInCustomer } from '../helpers/local-aws';
import { until } from '../helpers/until';
import { completeConfig, section, uniqueHost } from '../helpers/webapps';

/**
 * The public read API never shows a private value nor an unpublished page: a project with one application
 * of each of the eight kinds, records holding private values (`___email`, phone, contact name) and a draft CMS page,
 * and two published web apps linking all of them (a congress and a hybrid event: together every content kind). Every
 * public route is walked, every body searched for the private strings.
 */
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const SECRET = {
  speakerEmail: 'speaker.secret@hidden.example.com',
  speakerPhone: '+33 6 11 22 33 44',
  userEmail: 'user.secret@hidden.example.com',
  userPhone: '+33 6 55 66 77 88',
  sponsorEmail: 'sponsor.secret@hidden.example.com',
  sponsorContact: 'Zéphyrin Confidentiel',
  draftTitle: 'Brouillon confidentiel',
  draftSlug: 'brouillon-secret',
  draftContent: 'Contenu jamais publié',
};
const SECRETS = Object.values(SECRET);

const visitor = apiClient();
const get = (path: string, headers: Record<string, string> = {}) => visitor.call('GET', path, undefined, headers);

describe('public sites: only public fields of published content, for all eight kinds', () => {
  let owner: Customer;
  const apps = {} as Record<string, string>;
  const hosts = { congress: uniqueHost('congress'), hybrid: uniqueHost('hybrid') };
  const ids: Record<string, string[]> = {};

  beforeAll(async () => {
    owner = await signedInCustomer('public-sites');
    const { api } = owner;
    const projectId = (await api.call('POST', '/api/projects', { name: 'Salon', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    for (const kind of ['catalogue', 'users', 'speakers', 'modules', 'replay', 'cms', 'sponsor', 'webapp', 'webapp2']) {
      const created = await api.call('POST', `/api/projects/${projectId}/applications`, { kind: kind.replace('2', ''), title: kind });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      apps[kind] = created.body.applicationId;
    }
    const add = async (kind: string, element: string, values: Record<string, unknown>) => {
      const path = `/api/projects/${projectId}/applications/${apps[kind]}/elements/${element}/records`;
      const created = await api.call('POST', path, { values });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids[kind] = [...(ids[kind] ?? []), created.body.recordId];
      return created.body.recordId as string;
    };
    // A checked photo (presigned POST to s3rver, then the upload check), for the files route.
    const signed = await api.call('POST', `/api/projects/${projectId}/applications/${apps.speakers}/uploads`, {
      element: 'speakers',
      field: 'photo',
      name: 'curie.png',
      type: 'image/png',
      size: PNG.length,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.body.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'file');
    expect((await fetch(signed.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const uploadId = signed.body.uploadId as string;
    await until('the check', async () => {
      const status = await api.call('GET', `/api/projects/${projectId}/applications/${apps.speakers}/uploads/${uploadId}`);
      return status.body.status === 'ready' ? true : undefined;
    });
    await add('speakers', 'speakers', {
      photo: [{ uploadId }],
      firstname: 'Marie',
      lastname: 'Curie',
      ___email: SECRET.speakerEmail,
      phone: SECRET.speakerPhone,
      jobTitle: { fr: 'Physicienne', en: 'Physicist' },
      biography: { fr: '<p>Prix <strong>Nobel</strong><script>alert(1)</script></p>' },
    });
    await add('speakers', 'speakers', {
      firstname: 'André',
      lastname: 'Ampère',
      ___email: `b.${SECRET.speakerEmail}`,
      phone: SECRET.speakerPhone,
    });
    await add('users', 'users', {
      ___email: SECRET.userEmail,
      firstname: 'Léa',
      lastname: 'Martin',
      phone: SECRET.userPhone,
      role: 'attendee',
    });
    await add('sponsor', 'sponsors', { name: 'Lumen', level: 'gold', contactName: SECRET.sponsorContact, ___email: SECRET.sponsorEmail });
    await add('sponsor', 'sponsors', { name: 'Photon', level: 'silver', contactName: SECRET.sponsorContact });
    const category = await add('catalogue', 'categories', { name: { fr: 'Éclairage', en: 'Lighting' } });
    await add('catalogue', 'items', { name: { fr: 'Lampe', en: 'Lamp' }, reference: 'L-1', categories: [category], price: 12 });
    await add('cms', 'pages', {
      title: { fr: 'Programme', en: 'Programme' },
      slug: 'programme',
      status: 'published',
      content: { fr: '<p>Le programme</p>' },
    });
    await add('cms', 'pages', {
      title: { fr: SECRET.draftTitle },
      slug: SECRET.draftSlug,
      status: 'draft',
      content: { fr: SECRET.draftContent },
    });
    await add('replay', 'videos', { title: { fr: 'Ouverture' }, videoUrl: 'https://video.example.org/1', tags: ['keynote'] });

    const links = Object.values(apps);
    const sections: Partial<Record<ContentKind, ReturnType<typeof section>>> = {
      speakers: section('speakers', apps.speakers!, {
        fields: ['firstname', 'lastname', 'jobTitle', 'biography', 'photo'],
        sort: { field: 'lastname', direction: 'asc' },
      }),
      catalogue: section('catalogue', apps.catalogue!, { fields: ['name', 'reference', 'categories', 'price'], filters: ['categories'] }),
      users: section('users', apps.users!, { fields: ['firstname', 'lastname', 'company', 'role'], filters: ['role'] }),
      sponsor: section('sponsor', apps.sponsor!, { fields: ['name', 'level', 'website'], groupBy: 'level', filters: ['level'] }),
      cms: section('cms', apps.cms!, { fields: ['title', 'slug'] }),
      replay: section('replay', apps.replay!, { fields: ['title', 'videoUrl', 'tags'], filters: ['tags'] }),
      modules: section('modules', apps.modules!),
    };
    const publish = async (app: string, template: 'congress' | 'hybrid', host: string, other: string) => {
      const webapp = `/api/projects/${projectId}/applications/${app}/webapp`;
      const config = completeConfig({ template, host, links: links.filter((id) => id !== app), sections });
      config.navigation.items.push({ target: `app:${other}`, label: { fr: 'Autre site' }, visible: true });
      const saved = await api.call('PUT', `${webapp}/draft`, { config, version: 0, step: 'preview' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const published = await api.call('POST', `${webapp}/publications`, { draftVersion: 1 });
      expect(published.status, JSON.stringify(published.body)).toBe(201);
    };
    await publish(apps.webapp!, 'congress', hosts.congress, apps.webapp2!);
    await publish(apps.webapp2!, 'hybrid', hosts.hybrid, apps.webapp!);
  });

  it('walks every public route of both sites without meeting a private value or the draft page', async () => {
    const bodies: string[] = [];
    const fetchJson = async (path: string, status = 200) => {
      const response = await get(path);
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(status);
      bodies.push(JSON.stringify(response.body));
      return response.body;
    };
    const shown = new Set<string>();
    for (const host of Object.values(hosts)) {
      for (const lang of ['fr', 'en']) {
        const site = (await fetchJson(`/api/public/sites/${host}?lang=${lang}`)) as PublicSite;
        expect(site.pages.map((page) => page.slug)).toEqual(['programme']);
        for (const { slug } of site.pages) await fetchJson(`/api/public/sites/${host}/pages/${slug}?lang=${lang}`);
        for (const { kind } of site.sections) {
          shown.add(kind);
          if (kind === 'modules') continue;
          const list = `/api/public/sites/${host}/sections/${kind}/records?lang=${lang}`;
          for (const q of ['', 'a', 'secret', 'hidden', '33', 'confidentiel', 'zephyrin', 'brouillon']) {
            let cursor: string | undefined;
            do {
              const page = (await fetchJson(`${list}&q=${encodeURIComponent(q)}${cursor ? `&cursor=${cursor}` : ''}`)) as PublicRecordPage;
              if (['secret', 'hidden', '33', 'confidentiel', 'zephyrin', 'brouillon'].includes(q))
                expect(page.items, `${kind} q=${q}`).toEqual([]);
              for (const item of page.items) await fetchJson(`/api/public/sites/${host}/sections/${kind}/records/${item.id}?lang=${lang}`);
              cursor = page.cursor;
            } while (cursor);
          }
        }
      }
    }
    expect([...shown].sort()).toEqual(['catalogue', 'cms', 'modules', 'replay', 'speakers', 'sponsor', 'users']);
    const all = bodies.join('\n');
    for (const secret of SECRETS) expect(all, secret).not.toContain(secret);
    expect(all).not.toContain('___email');
    expect(all).not.toContain('<script');
    // The values that are public do appear (the walk did read them).
    for (const seen of ['Curie', 'Physicist', 'Lumen', 'Lighting', 'Léa', 'Ouverture', 'Le programme', '<strong>Nobel</strong>']) {
      expect(all).toContain(seen);
    }
  });

  it('answers a draft page, a private field and a hidden record with the same 404 as an unknown host', async () => {
    const notFound = async (path: string) => {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const { requestId: _r, ...error } = response.body.error;
      return JSON.stringify(error);
    };
    const unknown = await notFound(`/api/public/sites/${uniqueHost('nobody')}`);
    const samples = [
      await notFound(`/api/public/sites/${hosts.congress}/pages/${SECRET.draftSlug}`),
      await notFound(`/api/public/sites/${hosts.congress}/sections/cms/records/${ids.cms![1]}`),
      // A record of another section, asked through a section the site shows; a section the site does not show.
      await notFound(`/api/public/sites/${hosts.congress}/sections/speakers/records/${ids.users![0]}`),
      await notFound(`/api/public/sites/${hosts.hybrid}/sections/catalogue/records/${ids.catalogue![1]}`),
      await notFound(`/api/public/sites/${hosts.hybrid}/sections/catalogue/records`),
      await notFound(`/api/public/sites/${hosts.hybrid}/sections/modules/records`),
      await notFound(`/api/public/sites/not..a..host/sections/speakers/records`),
      await notFound(`/api/public/sites/${hosts.congress}/sections/nothing/records`),
      await notFound(`/api/public/sites/${uniqueHost('nobody')}/sections/speakers/records/${ids.speakers![0]}`),
      await notFound(`/api/public/sites/${hosts.congress}/files/speakers/${ids.speakers![0]}/phone/0`),
    ];
    for (const sample of samples) expect(sample).toBe(unknown);
  });

  it('redirects a public file to a short-lived signed URL of its object', async () => {
    const page = (await get(`/api/public/sites/${hosts.congress}/sections/speakers/records?lang=fr`)).body as PublicRecordPage;
    const curie = page.items.find((item) => item.id === ids.speakers![0])!;
    const photo = curie.values.photo as unknown as { type: 'files'; files: { url: string; name: string; previewUrl?: string }[] };
    expect(photo.files).toMatchObject([
      { name: 'curie.png', type: 'image/png', url: `/api/public/sites/${hosts.congress}/files/speakers/${curie.id}/photo/0` },
    ]);
    const redirect = await get(photo.files[0]!.url);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, max-age=300');
    const object = await fetch(redirect.headers.get('location')!);
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer())).toEqual(PNG);
    expect((await get(photo.files[0]!.url.replace(/0$/, '1'))).status).toBe(404);
    // The preview route answers only for a file that has a preview.
    expect((await get(`${photo.files[0]!.url}?preview=1`)).status).toBe(photo.files[0]!.previewUrl ? 302 : 404);
  });

  it('is cacheable: max-age, a strong ETag, and 304 when the client holds the same body', async () => {
    const list = `/api/public/sites/${hosts.congress}/sections/sponsor/records?lang=fr`;
    const first = await get(list);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    // Grouped by level in the options' order (gold before silver).
    expect(first.body.items.map((item: { values: { name: { text: string } } }) => item.values.name.text)).toEqual(['Lumen', 'Photon']);
    const again = await get(list, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);
    const other = await get(`/api/public/sites/${hosts.congress}/sections/sponsor/records?lang=en`, { 'if-none-match': etag });
    expect(other.status).toBe(200);
    // Filters: the section's filter fields only (another field is a 400).
    const gold = await get(`${list}&f.level=gold`);
    expect(gold.body.items).toHaveLength(1);
    expect((await get(`${list}&f.contactName=x`)).status).toBe(400);
  });

  it('links the other live web app in the navigation, and resolves texts to the language asked (else the default)', async () => {
    const site = (await get(`/api/public/sites/${hosts.congress}?lang=de`)).body as PublicSite;
    expect(site.lang).toBe('fr');
    expect(site.navigation).toContainEqual({ target: `app:${apps.webapp2}`, label: 'Autre site', href: `https://${hosts.hybrid}/` });
    const hybrid = (await get(`/api/public/sites/${hosts.hybrid}?lang=en`)).body as PublicSite;
    expect(hybrid.sections.find((entry) => entry.kind === 'modules')?.livePath).toMatch(
      new RegExp(`^/en/live/[0-9A-Z]{26}/${apps.modules}$`),
    );
    // The same page on the product's origin, which a site under its own host name links to.
    expect(hybrid.sections.find((entry) => entry.kind === 'modules')?.liveUrl).toMatch(
      new RegExp(`^https?://[^/]+/en/live/[0-9A-Z]{26}/${apps.modules}$`),
    );
  });
});
