/** @jsxImportSource preact */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import en from 'virtual:catalogue/en/site';
import fr from 'virtual:catalogue/fr/site';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/constants';
import { defaultWebappConfig, type WebappConfig } from '../../../shared/schemas/webapps';
import type { PublicRecord, PublicSite } from '../../../shared/webapp-public';
import { parseSiteLocation } from './path';
import { SiteApp } from './root';
import { type SiteSource, SiteError } from './source';

const HOST = 'forum.example.com';
const BASE = `/w/${HOST}`;

function siteFor(lang: Language): PublicSite {
  const fr = lang === 'fr';
  return {
    host: HOST,
    lang,
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    template: 'conference',
    theme: 'green',
    publication: 3,
    identity: { name: 'Forum 2027', logoUrl: 'https://cdn.example.com/logo.png', accentColor: '#f5c518' },
    home: {
      heroTitle: fr ? 'Le forum du numérique' : 'The digital forum',
      heroText: fr ? 'Deux jours.\n\nÀ Lyon.' : 'Two days.',
      heroImageUrl: '',
      startDate: '2027-03-12',
      endDate: '2027-03-14',
      place: 'Lyon',
      ctaLabel: fr ? 'Voir les intervenants' : 'See the speakers',
      ctaTarget: 'section:speakers',
    },
    navigation: [],
    sections: [
      {
        kind: 'speakers',
        title: fr ? 'Intervenants' : 'Speakers',
        layout: 'grid',
        fields: [
          { key: 'name', label: 'Nom', type: 'text' },
          { key: 'company', label: 'Société', type: 'text' },
          { key: 'photo', label: 'Photo', type: 'files' },
        ],
        filters: [
          {
            key: 'track',
            label: 'Parcours',
            type: 'select',
            options: [
              { value: 'tech', label: 'Tech' },
              { value: 'biz', label: 'Business' },
            ],
          },
        ],
        groupBy: null,
        perPage: 12,
      },
      {
        kind: 'sponsor',
        title: 'Sponsors',
        layout: 'cards',
        fields: [{ key: 'name', label: 'Nom', type: 'text' }],
        filters: [],
        groupBy: {
          key: 'level',
          label: 'Niveau',
          type: 'select',
          options: [
            { value: 'gold', label: 'Or' },
            { value: 'silver', label: 'Argent' },
          ],
        },
        perPage: 24,
      },
      { kind: 'cms', title: 'Actualités', layout: 'list', fields: [], filters: [], groupBy: null, perPage: 24 },
      {
        kind: 'modules',
        title: 'En direct',
        layout: 'embed',
        fields: [],
        filters: [],
        groupBy: null,
        perPage: 24,
        livePath: '/fr/live/P1/A9',
        liveUrl: 'https://app.example/fr/live/P1/A9',
      },
    ],
    pages: [{ slug: 'a-propos', title: 'À propos' }],
    practical: {
      address: '1 quai Charles de Gaulle',
      access: 'Tram C1',
      hours: '',
      contactEmail: 'contact@example.com',
      contactPhone: '+33 4 00 00 00 00',
      mapUrl: '',
    },
    seo: { title: 'Forum', description: 'Le forum à Lyon', shareImageUrl: 'https://cdn.example.com/share.png', indexable: false },
    legal: { notice: 'Éditeur : Demo.\n\nHébergeur : AWS.', privacy: 'Rien.', terms: '' },
  };
}

const speaker = (n: number, track = 'tech'): PublicRecord => ({
  id: `01JSPEAKER${String(n).padStart(16, '0')}`,
  values: {
    name: { type: 'text', text: `Personne ${n}` },
    company: { type: 'text', text: `Société ${n}` },
    track: { type: 'choices', values: [track], labels: [track === 'tech' ? 'Tech' : 'Business'] },
    photo: {
      type: 'files',
      files: [{ name: `Portrait de Personne ${n}`, type: 'image/png', url: '/api/file', previewUrl: '/api/preview' }],
    },
    bio: { type: 'html', html: '<p>Une <strong>bio</strong>.</p>' },
    replay: { type: 'text', text: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    private: { type: 'yesno', yes: true },
  },
});

function fakeSource(overrides: Partial<SiteSource> = {}) {
  return {
    site: vi.fn(async (lang: Language | undefined) => siteFor(lang === 'en' ? 'en' : 'fr')),
    records: vi.fn(async (kind: string, _lang: Language, query: { q: string; cursor?: string }) => {
      if (kind === 'sponsor')
        return {
          items: [
            {
              id: 'S1',
              values: { name: { type: 'text', text: 'Globex' }, level: { type: 'choices', values: ['silver'], labels: ['Argent'] } },
            },
            { id: 'S2', values: { name: { type: 'text', text: 'Acme' }, level: { type: 'choices', values: ['gold'], labels: ['Or'] } } },
            { id: 'S3', values: { name: { type: 'text', text: 'Initech' } } },
          ] as PublicRecord[],
        };
      if (query.q) return { items: [speaker(7)] };
      return query.cursor ? { items: [speaker(3)] } : { items: [speaker(1), speaker(2, 'biz')], cursor: 'next' };
    }),
    record: vi.fn(async (_kind: string, recordId: string) => {
      if (recordId === speaker(1).id) return speaker(1);
      if (recordId === 'PERSON')
        return {
          id: 'PERSON',
          values: { lastname: { type: 'text', text: 'Martin' }, firstname: { type: 'text', text: 'Éva' } },
        } as PublicRecord;
      throw new SiteError(404);
    }),
    page: vi.fn(async (slug: string) => {
      if (slug !== 'a-propos') throw new SiteError(404);
      return {
        slug,
        title: 'À propos',
        html: '<p>Bonjour <em>à tous</em>.</p>',
        publishedAt: '2026-11-01T10:00:00Z',
        seoDescription: 'Qui sommes-nous',
      };
    }),
    ...overrides,
  } satisfies SiteSource;
}

let container: HTMLElement | undefined;

function open(path: string, source: SiteSource = fakeSource(), extra: Partial<Parameters<typeof SiteApp>[0]> = {}) {
  window.history.replaceState(null, '', path);
  const location = parseSiteLocation(window.location.pathname, window.location.hostname);
  if (!location) throw new Error(`no site at ${path}`);
  container = document.createElement('div');
  document.body.append(container);
  render(<SiteApp location={location} source={source} catalogues={{ fr, en }} {...extra} />, container);
  return source;
}

afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  for (const element of document.head.querySelectorAll('meta, link')) element.remove();
  document.documentElement.removeAttribute('style');
});

const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;

describe('published site: home and chrome', () => {
  it('opens / in the default language and shows the home, the menu, the languages, the footer and the head tags', async () => {
    open(`${BASE}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Le forum du numérique' })).toBeTruthy();
    expect(window.location.pathname).toBe(`${BASE}/fr/`);
    expect(screen.getByText(/12.*14 mars 2027/)).toBeTruthy();
    expect(screen.getByText('Lyon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les intervenants' }).getAttribute('href')).toBe(`${BASE}/fr/speakers/`);
    expect(screen.getByRole('link', { name: 'Aller au contenu' }).getAttribute('href')).toBe('#site-main');

    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Intervenants', 'Sponsors', 'Actualités', 'En direct', 'Infos pratiques']);
    expect(within(menu).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    const languages = screen.getByRole('navigation', { name: 'Langue' });
    const english = within(languages).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe(`${BASE}/en/`);
    expect(english.getAttribute('hreflang')).toBe('en');
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`${BASE}/fr/legal/notice`, `${BASE}/fr/legal/privacy`]);

    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Forum');
    expect(meta('description')).toBe('Le forum à Lyon');
    expect(meta('robots')).toBe('noindex, nofollow');
    expect(meta('og:title')).toBe('Forum');
    expect(meta('og:image')).toBe('https://cdn.example.com/share.png');
    expect(meta('og:url')).toBe(`${window.location.origin}${BASE}/fr/`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}${BASE}/fr/`);
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(`${window.location.origin}${BASE}/en/`);
    expect(document.documentElement.dataset.theme).toBe('green');
    expect(document.documentElement.style.getPropertyValue('--accent-fg')).toBe('#000000');
  });

  it('shows a page in the language of its path, and a language the site does not speak in the default one', async () => {
    const source = open(`${BASE}/en/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'The digital forum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(source.site).toHaveBeenCalledWith('en');
    if (container) render(null, container);
    open(`${BASE}/de/practical`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Infos pratiques' })).toBeTruthy();
    expect(window.location.pathname).toBe(`${BASE}/fr/practical`);
  });

  it('navigates without reloading, keeps real links, and moves the focus to the new heading', async () => {
    const user = userEvent.setup();
    open(`${BASE}/fr/`);
    await screen.findByRole('heading', { level: 1, name: 'Le forum du numérique' });
    await user.click(screen.getByRole('link', { name: 'Voir les intervenants' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Intervenants' });
    expect(window.location.pathname).toBe(`${BASE}/fr/speakers/`);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Intervenants – Forum');
    await user.click(within(screen.getByRole('navigation', { name: 'Langue' })).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeTruthy();
    expect(window.location.pathname).toBe(`${BASE}/en/speakers/`);
    window.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Intervenants' })).toBeTruthy();
  });
});

describe('published site: lists and records', () => {
  it('lists records with a search, a select per filter and "more" with the cursor', async () => {
    const user = userEvent.setup();
    const source = open(`${BASE}/fr/speakers/`);
    const list = await screen.findAllByRole('listitem');
    expect(list.length).toBeGreaterThan(0);
    const first = await screen.findByRole('link', { name: 'Personne 1' });
    expect(first.getAttribute('href')).toBe(`${BASE}/fr/speakers/${speaker(1).id}`);
    expect(screen.getByText('Société 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    const third = await screen.findByRole('link', { name: 'Personne 3' });
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(screen.getByRole('link', { name: 'Personne 1' })).toBeTruthy();
    expect(source.records).toHaveBeenLastCalledWith('speakers', 'fr', { q: '', filters: {}, cursor: 'next' });
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Parcours' }), 'Business');
    await waitFor(() => expect(source.records).toHaveBeenLastCalledWith('speakers', 'fr', { q: '', filters: { track: 'biz' } }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans Intervenants' }), 'éva');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('link', { name: 'Personne 7' })).toBeTruthy();
    expect(source.records).toHaveBeenLastCalledWith('speakers', 'fr', { q: 'éva', filters: { track: 'biz' } });
    expect(screen.queryByRole('link', { name: 'Personne 1' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 résultat');
  });

  it('groups sponsors under their levels, in the order of the levels', async () => {
    open(`${BASE}/fr/sponsor/`);
    await screen.findByRole('link', { name: 'Acme' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Or', 'Argent', 'Autres']);
    const gold = screen.getByRole('region', { name: 'Or' });
    expect(within(gold).getByRole('heading', { level: 3, name: 'Acme' })).toBeTruthy();
  });

  it('shows every public value of a record: sanitized html, images with their names, a privacy-enhanced player', async () => {
    open(`${BASE}/fr/speakers/${speaker(1).id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personne 1' })).toBeTruthy();
    expect(screen.getByText('bio').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Portrait de Personne 1' }).getAttribute('src')).toBe('/api/preview');
    const player = screen.getByTitle('Vidéo : Personne 1');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByText('Société')).toBeTruthy();
    expect(screen.getByText('Oui')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour : Intervenants' }).getAttribute('href')).toBe(`${BASE}/fr/speakers/`);
    expect(document.title).toBe('Personne 1 – Forum');
    expect(meta('og:image')).toBe('/api/preview');
    if (container) render(null, container);
    open(`${BASE}/fr/speakers/PERSON`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Éva Martin' })).toBeTruthy();
    expect(screen.queryByText('Martin')).toBeNull();
  });

  it('shows CMS pages by slug and their list, the modules in a frame, practical and legal pages', async () => {
    open(`${BASE}/fr/cms/`);
    expect((await screen.findByRole('link', { name: 'À propos' })).getAttribute('href')).toBe(`${BASE}/fr/pages/a-propos`);
    if (container) render(null, container);
    open(`${BASE}/fr/pages/a-propos`);
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos' })).toBeTruthy();
    expect(screen.getByText('à tous').tagName).toBe('EM');
    expect(screen.getByText('Publié le 1 novembre 2026')).toBeTruthy();
    expect(meta('description')).toBe('Qui sommes-nous');
    if (container) render(null, container);
    open(`${BASE}/fr/modules/`);
    expect((await screen.findByTitle('Modules interactifs : En direct')).getAttribute('src')).toBe('/fr/live/P1/A9');
    if (container) render(null, container);
    // Under the site's own host name the participant page is linked on the product's origin, not framed.
    open('/fr/modules/');
    await screen.findByRole('heading', { level: 1, name: 'En direct' });
    expect(screen.queryByTitle('Modules interactifs : En direct')).toBeNull();
    expect(screen.getByRole('link', { name: /module/i }).getAttribute('href')).toBe('https://app.example/fr/live/P1/A9');
    if (container) render(null, container);
    open(`${BASE}/fr/practical`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Adresse' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact@example.com' }).getAttribute('href')).toBe('mailto:contact@example.com');
    expect(screen.getByRole('link', { name: '+33 4 00 00 00 00' }).getAttribute('href')).toBe('tel:+33400000000');
    if (container) render(null, container);
    open(`${BASE}/fr/legal/notice`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    expect(screen.getByText('Hébergeur : AWS.').tagName).toBe('P');
  });
});

describe('published site: 404 and failures', () => {
  it('answers the same translated 404 page for unknown paths, records, pages and empty legal texts', async () => {
    for (const path of ['/fr/nope', `/fr/speakers/01JUNKNOWN`, '/fr/pages/brouillon', '/fr/legal/terms', '/fr/replay/']) {
      open(`${BASE}${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }), path).toBeTruthy();
      expect(document.title).toBe('Page introuvable – Forum');
      if (container) render(null, container);
    }
    open(`${BASE}/en/nope`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('tells that an unknown or offline host is not online, and offers a retry when reading failed', async () => {
    const user = userEvent.setup();
    open(`${BASE}/fr/`, fakeSource({ site: async () => Promise.reject(new SiteError(404)) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site indisponible' })).toBeTruthy();
    if (container) render(null, container);
    let calls = 0;
    open(
      `${BASE}/fr/`,
      fakeSource({
        site: async () => {
          calls += 1;
          if (calls === 1) throw new SiteError(0);
          return siteFor('fr');
        },
      }),
    );
    expect(await screen.findByText("La page n'a pas pu être chargée. Vérifiez votre connexion puis réessayez.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Le forum du numérique' })).toBeTruthy();
  });
});

describe('published site: the wizard preview', () => {
  it('waits for the configuration, reads through it, and re-reads the current page when it changes', async () => {
    let send: ((config: WebappConfig, lang: Language) => void) | undefined;
    const previewConfig: { current: WebappConfig | undefined } = { current: undefined };
    const source = fakeSource();
    open('/w/_preview/P1/A1/fr/speakers/', source, {
      preview: (onConfig) => {
        send = onConfig;
        return () => undefined;
      },
      previewConfig,
    });
    expect(await screen.findByText("En attente de la configuration de l'assistant…")).toBeTruthy();
    expect(source.site).not.toHaveBeenCalled();
    await waitFor(() => expect(send).toBeDefined());
    const config = defaultWebappConfig(['fr', 'en']);
    send?.(config, 'fr');
    expect(previewConfig.current).toBe(config);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intervenants' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/w/_preview/P1/A1/fr/');
    await screen.findByRole('link', { name: 'Personne 1' });
    const records = vi.mocked(source.records as SiteSource['records']);
    const reads = records.mock.calls.length;
    records.mockImplementationOnce(() => new Promise(() => undefined));
    send?.({ ...config, main: { ...config.main, theme: 'red' } }, 'fr');
    await waitFor(() => expect(records.mock.calls.length).toBeGreaterThan(reads));
    // The page stays on screen while the new configuration is read.
    expect(screen.getByRole('link', { name: 'Personne 1' })).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
    expect(window.location.pathname).toBe('/w/_preview/P1/A1/fr/speakers/');
    send?.(config, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeTruthy();
    expect(window.location.pathname).toBe('/w/_preview/P1/A1/en/speakers/');
  });
});

describe('published site: links built from data', () => {
  const HOSTILE = 'javascript:alert(1)';
  /** Every href and src of the page that is not a web address, a path of this origin, a fragment, mailto: or tel:. */
  const unsafeAddresses = () =>
    [...document.querySelectorAll('[href], [src]')]
      .flatMap((element) => [element.getAttribute('href'), element.getAttribute('src')])
      .filter((value): value is string => value !== null && !/^(https?:\/\/|\/(?![/\\])|#|mailto:[^:]+$|tel:\+?\d+$)/.test(value));

  const hostileSite = (lang: Language): PublicSite => {
    const site = siteFor(lang);
    return {
      ...site,
      identity: { ...site.identity, logoUrl: HOSTILE },
      home: { ...site.home, heroImageUrl: 'data:image/svg+xml,<svg onload=alert(1)>', ctaTarget: ` ${HOSTILE}` },
      navigation: [
        { target: 'app:01J0000000000000000000000A', label: 'Autre site', href: 'JAVASCRIPT:alert(1)' },
        { target: 'java\tscript:alert(1)', label: 'Piège' },
        { target: 'practical', label: 'Infos' },
      ],
      practical: { ...site.practical!, mapUrl: HOSTILE, contactEmail: 'x@example.org?body=1', contactPhone: HOSTILE },
    };
  };
  const hostileRecord: PublicRecord = {
    id: 'HOSTILE',
    values: {
      name: { type: 'text', text: 'Eve' },
      website: { type: 'link', text: 'Mon site', href: HOSTILE },
      blog: { type: 'link', text: 'www.example.org', href: 'https://www.example.org' },
      replay: { type: 'text', text: 'java\tscript:alert(1)' },
      slides: { type: 'files', files: [{ name: 'slides.pdf', type: 'application/pdf', url: HOSTILE }] },
      photo: { type: 'files', files: [{ name: 'Eve', type: 'image/png', url: '//evil.example.org/x.png', previewUrl: HOSTILE }] },
    },
  };
  const hostileSource = () =>
    fakeSource({
      site: vi.fn(async (lang: Language | undefined) => hostileSite(lang === 'en' ? 'en' : 'fr')),
      record: vi.fn(async () => hostileRecord),
      records: vi.fn(async () => ({ items: [hostileRecord] })),
    });

  it('links the home, the menu and the practical page only to pages of the site and web addresses', async () => {
    open(`${BASE}/fr/`, hostileSource());
    await screen.findByRole('heading', { level: 1, name: 'Le forum du numérique' });
    expect(screen.queryByRole('link', { name: 'Voir les intervenants' })).toBeNull();
    expect(document.querySelector('.site-hero-image, .site-logo')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Infos']);
    expect(unsafeAddresses()).toEqual([]);
    if (container) render(null, container);
    open(`${BASE}/fr/practical`, hostileSource());
    await screen.findByRole('heading', { level: 2, name: 'Adresse' });
    expect(screen.queryByRole('link', { name: /plan/i })).toBeNull();
    expect(screen.getByText('x@example.org?body=1').closest('a')).toBeNull();
    expect(screen.getByText(HOSTILE).closest('a')).toBeNull();
    expect(unsafeAddresses()).toEqual([]);
  });

  it('shows a link value as a link only when it is a web address, text otherwise; files only from safe addresses', async () => {
    open(`${BASE}/fr/speakers/HOSTILE`, hostileSource());
    expect(await screen.findByRole('heading', { level: 1, name: 'Eve' })).toBeTruthy();
    expect(screen.getByText('Mon site').closest('a')).toBeNull();
    const blog = screen.getByRole('link', { name: /www\.example\.org/ });
    expect(blog.getAttribute('href')).toBe('https://www.example.org');
    expect(blog.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('slides.pdf').closest('a')).toBeNull();
    expect(unsafeAddresses()).toEqual([]);
    if (container) render(null, container);
    open(`${BASE}/fr/speakers/`, hostileSource());
    await screen.findByRole('link', { name: 'Eve' });
    expect(unsafeAddresses()).toEqual([]);
  });
});
