/**
 * The web app wizard through the real route table, the API answered through MSW, in French: each template's steps,
 * each step's rules (the shared `stepIssues` and the contract's shapes), next / previous / save, a stale draft and a
 * taken host, resuming at the draft's step, the read level, the preview frames' postMessage protocol, publishing,
 * putting an older version back online and taking the site offline, the links from the application screens.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../../shared/constants';
import { kindSummaries } from '../../../../shared/kinds';
import type { ApplicationDetail } from '../../../../shared/project-views';
import {
  type LinkableApplication,
  type WebappConfig,
  type WebappPublication,
  type WebappState,
  defaultWebappConfig,
  previewPath,
} from '../../../../shared/schemas/webapps';
import { TEMPLATE_STEPS, WEBAPP_TEMPLATES, type WebappTemplate } from '../../../../shared/webapp-templates';
import { type Answer, type ApiCall, answerApi, apiError } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const APP_ID = '01J0000000000000000000000W';
const SPEAKERS_ID = '01J0000000000000000000000B';
const SPONSORS_ID = '01J0000000000000000000000S';
const CMS_ID = '01J0000000000000000000000C';
const webapp = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  speakersApplication({ applicationId: APP_ID, slug: 'site', kind: 'webapp', title: 'Site du salon', ...overrides });

const APP_API = `/api/projects/${PROJECT_ID}/applications/${APP_ID}`;
const WIZARD_URL = `/fr/customer/projects/${PROJECT_ID}/applications/site/webapp`;

const field = (key: string, label: string, type = 'text', visibility: 'public' | 'private' = 'public') => ({
  key,
  type,
  label: { fr: label },
  visibility,
  translatable: false,
});

const APPLICATIONS: LinkableApplication[] = [
  {
    id: SPEAKERS_ID,
    kind: 'speakers',
    slug: 'intervenants',
    title: 'Intervenants',
    elements: [
      {
        key: 'speakers',
        name: { fr: 'Intervenants' },
        fields: [
          field('name', 'Nom'),
          field('bio', 'Biographie', 'textarea'),
          field('track', 'Parcours', 'select'),
          field('phone', 'Téléphone', 'text', 'private'),
          field('___email', 'E-mail', 'email', 'private'),
        ],
      },
    ],
  },
  {
    id: SPONSORS_ID,
    kind: 'sponsor',
    slug: 'sponsors',
    title: 'Sponsors',
    elements: [{ key: 'sponsors', name: { fr: 'Sponsors' }, fields: [field('name', 'Nom'), field('level', 'Niveau', 'radios')] }],
  },
  {
    id: CMS_ID,
    kind: 'cms',
    slug: 'pages',
    title: 'Pages',
    elements: [{ key: 'pages', name: { fr: 'Pages' }, fields: [field('title', 'Titre')] }],
  },
];

/** A conference draft where every step is complete. */
function completeConfig(template: WebappTemplate = 'conference'): WebappConfig {
  const base = defaultWebappConfig(['fr', 'en'], template);
  return {
    ...base,
    main: { ...base.main, host: 'salon.example.org', links: [SPEAKERS_ID, SPONSORS_ID, CMS_ID] },
    identity: { ...base.identity, name: { fr: 'Salon du livre' } },
    home: { ...base.home, heroTitle: { fr: 'Bienvenue' } },
    sections: {
      ...base.sections,
      speakers: { ...base.sections.speakers, enabled: true, applicationId: SPEAKERS_ID, title: { fr: 'Intervenants' }, fields: ['name'] },
    },
    practical: { ...base.practical, address: { fr: '1 rue du Livre' } },
    seo: { ...base.seo, title: { fr: 'Salon' }, description: { fr: 'Le salon du livre' } },
    legal: { ...base.legal, notice: { fr: 'Éditeur' }, privacy: { fr: 'Vos données' } },
  };
}

const state = (overrides: Partial<WebappState> = {}, config = defaultWebappConfig(['fr', 'en']), version = 0): WebappState => ({
  projectId: PROJECT_ID,
  applicationId: APP_ID,
  draft: { config, version, step: 'main', updatedAt: null, updatedBy: null },
  publications: [],
  live: null,
  context: { languages: ['fr', 'en'] as Language[], applications: APPLICATIONS },
  ...overrides,
});

const publication = (number: number): WebappPublication => ({
  number,
  host: 'salon.example.org',
  template: 'conference',
  publishedAt: `2026-0${number}-01T10:00:00.000Z`,
  publishedBy: 'c1',
  draftVersion: number,
});

const ok = (body: unknown): Answer => ({ status: 200, body });
type Route = (call: ApiCall) => Answer | undefined;

/** The project, the web app, the kinds, the wizard's state; `more` adds or replaces answers. */
function mockApi(more: Record<string, Route> = {}, initial: WebappState = state(), application = webapp()) {
  let version = initial.draft.version;
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(salonDetail([application])),
    [`GET /api/projects/${PROJECT_ID}/applications/site`]: () => ok(application),
    'GET /api/application-kinds': () => ok({ items: kindSummaries() }),
    [`GET ${APP_API}/webapp`]: () => ok(initial),
    [`PUT ${APP_API}/webapp/draft`]: (call) => {
      const body = call.body as { config: WebappConfig; step: string };
      version += 1;
      return ok({ config: body.config, version, step: body.step, updatedAt: '2026-01-02T00:00:00.000Z', updatedBy: 'c1' });
    },
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

const drafts = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path.endsWith('/draft'))
    .map((call) => call.body as { config: WebappConfig; version: number; step: string });

async function openWizard(path = '/main') {
  const rendered = renderApp(`${WIZARD_URL}${path}`);
  expect(await screen.findByRole('heading', { level: 1, name: "Assistant de l'application web" })).toBeTruthy();
  return rendered;
}

const stepList = () => screen.getByRole('navigation', { name: "Étapes de l'assistant" });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Étape \d+ sur \d+/ });

signedInForEachTest();

describe('web app wizard', { timeout: 20_000 }, () => {
  it.each(WEBAPP_TEMPLATES.map((template) => [template, TEMPLATE_STEPS[template].length] as const))(
    'lists the %s template’s %i steps, each a link saying whether it is complete',
    async (template, count) => {
      mockApi({}, state({}, defaultWebappConfig(['fr', 'en'], template)));
      await openWizard();
      const links = within(stepList()).getAllByRole('link');
      expect(links).toHaveLength(count);
      expect(stepHeading().textContent).toBe(`Étape 1 sur ${count} : Informations principales`);
      expect(links[0]?.getAttribute('aria-current')).toBe('step');
      expect(links[0]?.textContent).toContain('à compléter');
      expect(links.at(-1)?.textContent).toContain('Aperçu et publication');
      expect(links.at(-1)?.getAttribute('href')).toBe(`${WIZARD_URL}/preview`);
    },
  );

  it('offers the five templates with their step counts, and the step list follows the chosen one', async () => {
    mockApi();
    const { user } = await openWizard();
    const templates = screen.getByRole('group', { name: 'Modèle' });
    expect(
      within(templates)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.split('(')[0]?.trim()),
    ).toEqual(["Site d'événement", 'Conférence', 'Salon professionnel', 'Congrès', 'Événement hybride']);
    expect(within(templates).getByRole('radio', { name: /Conférence \(9 étapes\)/ })).toHaveProperty('checked', true);
    await user.click(within(templates).getByRole('radio', { name: /Congrès \(14 étapes\)/ }));
    expect(within(stepList()).getAllByRole('link')).toHaveLength(14);
    expect(stepHeading().textContent).toBe('Étape 1 sur 14 : Informations principales');
  });

  it('resumes at the step of the last save', async () => {
    mockApi({}, { ...state({}, completeConfig(), 4), draft: { ...state({}, completeConfig(), 4).draft, step: 'sponsor' } });
    const { router } = renderApp(WIZARD_URL);
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 6 sur 9 : Sponsors' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${WIZARD_URL}/sponsor`);
    expect(
      within(stepList())
        .getByRole('link', { name: /Sponsors/ })
        .getAttribute('aria-current'),
    ).toBe('step');
  });

  it('step 1: Next refuses a missing then a malformed host on the field, with a summary, then saves and moves on', async () => {
    const calls = mockApi();
    const { user, router } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const host = screen.getByRole('textbox', { name: 'Nom de domaine' });
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(host.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Certaines informations saisies ne sont pas valides.');
    await waitFor(() => expect(document.activeElement).toBe(host));
    await user.type(host, 'pas un domaine');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Saisissez un nom de domaine, par exemple evenement.exemple.fr.')).toBeTruthy();
    expect(drafts(calls)).toHaveLength(0);
    await user.clear(host);
    await user.type(host, 'Salon.Example.org');
    const group = screen.getByRole('group', { name: 'Intervenants' });
    await user.click(within(group).getByRole('checkbox', { name: 'Intervenants' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 2 sur 9 : Identité' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${WIZARD_URL}/identity`);
    const [saved] = drafts(calls);
    expect(saved?.step).toBe('identity');
    expect(saved?.version).toBe(0);
    expect(saved?.config.main.host).toBe('Salon.Example.org');
    expect(saved?.config.main.links).toEqual([SPEAKERS_ID]);
  });

  it.each([
    [
      'identity',
      (config: WebappConfig) => ({ ...config, identity: { ...config.identity, name: {}, accentColor: 'bleu' } }),
      ['Ce champ est obligatoire.', 'Saisissez une couleur au format #RRVVBB.'],
    ],
    [
      'home',
      (config: WebappConfig) => ({
        ...config,
        home: {
          ...config.home,
          heroTitle: {},
          startDate: '2026-05-10',
          endDate: '2026-05-01',
          ctaLabel: { fr: 'Venir' },
          heroImageUrl: 'http://x.org/a.png',
        },
      }),
      [
        'Ce champ est obligatoire.',
        'La date de fin doit suivre la date de début.',
        'Renseignez à la fois le libellé et la destination du bouton, ou aucun des deux.',
        'Saisissez une adresse web commençant par https://.',
      ],
    ],
    [
      'navigation',
      (config: WebappConfig) => ({ ...config, navigation: { items: [{ target: 'home', label: { en: 'Home' }, visible: true }] } }),
      ['Ce champ est obligatoire.'],
    ],
    [
      'speakers',
      (config: WebappConfig) => ({
        ...config,
        sections: { ...config.sections, speakers: { ...config.sections.speakers, fields: ['name', 'phone'], title: {} } },
      }),
      ['Ce champ est obligatoire.', 'Ce champ est privé : il ne peut pas être publié.'],
    ],
    [
      'sponsor',
      (config: WebappConfig) => ({
        ...config,
        main: { ...config.main, links: [SPEAKERS_ID] },
        sections: { ...config.sections, sponsor: { ...config.sections.sponsor, enabled: true, title: { fr: 'Partenaires' } } },
      }),
      ['Choisissez une application liée de ce type (étape 1).'],
    ],
    [
      'seo',
      (config: WebappConfig) => ({ ...config, seo: { ...config.seo, title: {}, description: {} } }),
      ['Ce champ est obligatoire.', 'Ce champ est obligatoire.'],
    ],
  ] as const)('the %s step shows its translated problems on Next and saves nothing', async (step, change, expected) => {
    const calls = mockApi({}, state({}, change(completeConfig()), 2));
    const { user } = await openWizard(`/${step}`);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('alert');
    const shown = [...document.querySelectorAll('.webapp-form .field-error')].map((node) => node.textContent);
    expect([...shown].sort()).toEqual([...expected].sort());
    expect(drafts(calls)).toHaveLength(0);
    expect(within(stepList()).getByRole('link', { current: 'step' }).textContent).toContain('à compléter');
  });

  it.each([
    [
      'practical',
      'congress',
      (config: WebappConfig) => ({ ...config, practical: { ...config.practical, address: {} } }),
      ['Ce champ est obligatoire.'],
    ],
    [
      'languages',
      'congress',
      (config: WebappConfig) => ({ ...config, languages: { enabled: ['en'] as Language[], default: 'fr' as Language } }),
      ["La langue par défaut doit être l'une des langues du site."],
    ],
    [
      'legal',
      'congress',
      (config: WebappConfig) => ({ ...config, legal: { notice: {}, privacy: {}, terms: {} } }),
      ['Ce champ est obligatoire.', 'Ce champ est obligatoire.'],
    ],
  ] as const)('the %s step (%s template) shows its problems on Next', async (step, template, change, expected) => {
    mockApi({}, state({}, change(completeConfig(template)), 2));
    const { user } = await openWizard(`/${step}`);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('alert');
    expect([...document.querySelectorAll('.webapp-form .field-error')].map((node) => node.textContent)).toEqual(expected);
  });

  it('texts have one input per site language, named by the language; the default one is required', async () => {
    mockApi({}, state({}, completeConfig(), 2));
    await openWizard('/identity');
    const french = screen.getByRole('textbox', { name: 'Nom du site (Français)' }) as HTMLInputElement;
    const english = screen.getByRole('textbox', { name: 'Nom du site (Anglais)' }) as HTMLInputElement;
    expect(french.value).toBe('Salon du livre');
    expect(french.required).toBe(true);
    expect(english.required).toBe(false);
  });

  it('a content step lists public fields to show in order (up/down), private ones never offered, filters and sort', async () => {
    const calls = mockApi({}, state({}, completeConfig(), 2));
    const { user } = await openWizard('/speakers');
    const fields = screen.getByRole('group', { name: 'Champs affichés sur les cartes' });
    expect(
      within(fields)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Nom', 'Biographie', 'Parcours']);
    expect(within(fields).getByText('Téléphone (privé, non publiable)')).toBeTruthy();
    expect(within(fields).queryByText(/E-mail/)).toBeTruthy();
    await user.click(within(fields).getByRole('checkbox', { name: 'Biographie' }));
    await user.click(within(fields).getByRole('button', { name: 'Monter « Biographie »' }));
    expect(
      within(fields)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Biographie', 'Nom', 'Parcours']);
    const filters = screen.getByRole('group', { name: 'Filtres proposés aux visiteurs' });
    expect(
      within(filters)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Parcours']);
    await user.click(within(filters).getByRole('checkbox', { name: 'Parcours' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Nom');
    await user.click(screen.getByRole('radio', { name: 'Décroissant' }));
    expect(screen.getByRole('group', { name: 'Présentation' }).querySelectorAll('input[type="radio"]').length).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('Brouillon enregistré.')).toBeTruthy();
    expect(screen.getByText('Brouillon enregistré.').closest('[role="status"]')).toBeTruthy();
    const speakers = drafts(calls)[0]?.config.sections.speakers;
    expect(speakers?.fields).toEqual(['bio', 'name']);
    expect(speakers?.filters).toEqual(['track']);
    expect(speakers?.sort).toEqual({ field: 'name', direction: 'desc' });
    expect(drafts(calls)[0]?.step).toBe('speakers');
    expect(drafts(calls)[0]?.version).toBe(2);
  });

  it('navigation: adds entries, reorders them with the keyboard, and saves them', async () => {
    const calls = mockApi({}, state({}, completeConfig(), 2));
    const { user } = await openWizard('/navigation');
    expect(screen.getByText('Le menu est vide : ajoutez-y des entrées.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter : Accueil' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter : Rubrique : Intervenants' }));
    const down = screen.getByRole('button', { name: 'Descendre « Accueil »' });
    down.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('heading', { name: 'Entrées du menu' }).closest('section') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Rubrique : Intervenants', 'Accueil']);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 5 sur 9 : Intervenants' })).toBeTruthy();
    expect(drafts(calls)[0]?.config.navigation.items.map((item) => item.target)).toEqual(['section:speakers', 'home']);
    expect(drafts(calls)[0]?.config.navigation.items[1]?.label).toEqual({ fr: 'Accueil' });
  });

  it('Previous saves when something changed and moves back; without a change it only moves back', async () => {
    const calls = mockApi({}, state({}, completeConfig(), 2));
    const { user } = await openWizard('/home');
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 2 sur 9 : Identité' })).toBeTruthy();
    expect(drafts(calls)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Nom du site (Anglais)' }), 'Book fair');
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 1 sur 9 : Informations principales' })).toBeTruthy();
    expect(drafts(calls)).toHaveLength(1);
    expect(drafts(calls)[0]?.step).toBe('main');
    expect(drafts(calls)[0]?.config.identity.name).toEqual({ fr: 'Salon du livre', en: 'Book fair' });
  });

  it('keeps unsaved changes across the steps, and asks before leaving the wizard with them', async () => {
    const calls = mockApi({}, state({}, completeConfig(), 2));
    const { user, router } = await openWizard('/identity');
    await user.type(screen.getByRole('textbox', { name: 'Nom du site (Anglais)' }), 'Book fair');
    await user.click(within(stepList()).getByRole('link', { name: /Accueil/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 3 sur 9 : Accueil' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The shell moves the focus to the main region on each navigation, as on every screen.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    await user.click(within(stepList()).getByRole('link', { name: /Identité/ }));
    expect(((await screen.findByRole('textbox', { name: 'Nom du site (Anglais)' })) as HTMLInputElement).value).toBe('Book fair');
    await user.click(screen.getByRole('link', { name: "Tableau de bord de l'application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`${WIZARD_URL}/identity`);
    expect(drafts(calls)).toHaveLength(0);
  });

  it('a stale draft (409) offers to reload the latest, never overwrites it', async () => {
    let reads = 0;
    const latest = completeConfig();
    const calls = mockApi({
      [`GET ${APP_API}/webapp`]: () => {
        reads += 1;
        return ok(
          state(
            {},
            reads === 1 ? completeConfig() : { ...latest, identity: { ...latest.identity, name: { fr: 'Nom de la collègue' } } },
            reads === 1 ? 2 : 3,
          ),
        );
      },
      [`PUT ${APP_API}/webapp/draft`]: () => apiError(409, 'CONFLICT'),
    });
    const { user } = await openWizard('/identity');
    const name = screen.getByRole('textbox', { name: 'Nom du site (Français)' });
    await user.clear(name);
    await user.type(name, 'Mon nom');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ces données ont été modifiées entre-temps.');
    expect(drafts(calls)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Nom du site (Français)' }) as HTMLInputElement).value).toBe('Nom de la collègue'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(drafts(calls)).toHaveLength(1);
  });

  it('a host held by another web app (409 WEBAPP_HOST_TAKEN) is said on the host field', async () => {
    mockApi(
      {
        [`PUT ${APP_API}/webapp/draft`]: () =>
          apiError(409, 'WEBAPP_HOST_TAKEN', [{ field: 'main.host', message: 'errors.WEBAPP_HOST_TAKEN' }]),
      },
      state({}, completeConfig(), 2),
    );
    const { user } = await openWizard('/main');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const host = screen.getByRole('textbox', { name: 'Nom de domaine' });
    await waitFor(() => expect(host.getAttribute('aria-invalid')).toBe('true'));
    const message = 'Ce nom de domaine est déjà utilisé par une autre application web.';
    expect(document.getElementById(host.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(message);
    expect(stepHeading().textContent).toBe('Étape 1 sur 9 : Informations principales');
  });

  it('a draft linking applications the context lacks (unreadable to this caller): refused on the links until removed', async () => {
    const HIDDEN_ID = '01J0000000000000000000000H';
    const base = completeConfig();
    const config: WebappConfig = {
      ...base,
      main: { ...base.main, links: [SPEAKERS_ID, HIDDEN_ID] },
      sections: { ...base.sections, replay: { ...base.sections.replay, applicationId: HIDDEN_ID } },
    };
    const calls = mockApi({}, state({}, config, 3));
    const { user } = await openWizard('/main');
    expect(screen.queryByRole('checkbox', { name: HIDDEN_ID })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText("Cette application n'existe pas dans ce projet.")).toBeTruthy();
    expect(drafts(calls)).toHaveLength(0);
    expect(screen.getByText(/Ce brouillon est lié à des applications que vous ne pouvez pas consulter/)).toBeTruthy();
    // The preview route would refuse this draft: the preview says why instead of showing a failed frame.
    await user.click(screen.getByRole('button', { name: 'Aperçu', expanded: false }));
    expect(screen.getByText(/L'aperçu ne peut pas s'afficher : ce brouillon est lié à des applications/)).toBeTruthy();
    expect(screen.queryByTitle('Aperçu sur téléphone')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retirer ces liens' }));
    expect(screen.queryByRole('button', { name: 'Retirer ces liens' })).toBeNull();
    expect(screen.getByTitle('Aperçu sur téléphone')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 2 sur 9 : Identité' })).toBeTruthy();
    const [saved] = drafts(calls);
    expect(saved?.config.main.links).toEqual([SPEAKERS_ID]);
    expect(saved?.config.sections.replay.applicationId).toBe('');
    expect(saved?.config.sections.speakers).toEqual(base.sections.speakers);
  });

  it('a reader sees every step read-only, with no save or publish', async () => {
    const calls = mockApi(
      {},
      state(
        { publications: [publication(1)], live: { number: 1, host: 'salon.example.org', since: '2026-01-01T10:00:00.000Z' } },
        completeConfig(),
        2,
      ),
      webapp({ level: 'read' }),
    );
    const { user } = await openWizard('/main');
    expect(screen.getByText(/lecture seule/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nom de domaine' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer le brouillon' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 2 sur 9 : Identité' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nom du site (Français)' }).matches(':disabled')).toBe(true);
    await user.click(within(stepList()).getByRole('link', { name: /Aperçu et publication/ }));
    expect(await screen.findByRole('heading', { name: 'Versions publiées' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mettre hors ligne' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('the preview frames get the draft, even unsaved, when ready and again after each change', async () => {
    mockApi({}, state({}, completeConfig(), 2));
    const { user } = await openWizard('/identity');
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const phone = screen.getByTitle('Aperçu sur téléphone') as HTMLIFrameElement;
    const desktop = screen.getByTitle('Aperçu sur ordinateur') as HTMLIFrameElement;
    expect(phone.getAttribute('src')).toBe(`${previewPath(PROJECT_ID, APP_ID)}fr/`);
    expect(desktop.getAttribute('src')).toBe(`${previewPath(PROJECT_ID, APP_ID)}fr/`);
    const phoneWindow = phone.contentWindow as Window;
    const desktopWindow = desktop.contentWindow as Window;
    const toPhone = vi.spyOn(phoneWindow, 'postMessage');
    const toDesktop = vi.spyOn(desktopWindow, 'postMessage');
    // Another origin is not answered; this origin's frame is.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'webapp-preview-ready' }, origin: 'https://evil.example', source: phoneWindow }),
      );
    });
    expect(toPhone).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'webapp-preview-ready' }, origin: window.location.origin, source: phoneWindow }),
      );
    });
    expect(toPhone).toHaveBeenCalledWith({ type: 'webapp-preview-config', config: completeConfig(), lang: 'fr' }, window.location.origin);
    expect(toDesktop).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Nom du site (Anglais)' }), 'Fair');
    await waitFor(() => expect(toDesktop).toHaveBeenCalled());
    const last = toDesktop.mock.calls.at(-1)?.[0] as { config: WebappConfig };
    expect(last.config.identity.name).toEqual({ fr: 'Salon du livre', en: 'Fair' });
    await user.selectOptions(screen.getByRole('combobox', { name: "Langue de l'aperçu" }), 'Anglais');
    expect(screen.getByTitle('Aperçu sur téléphone').getAttribute('src')).toBe(`${previewPath(PROJECT_ID, APP_ID)}en/`);
  });

  it('the preview step lists the incomplete steps as links and publishes the saved draft', async () => {
    const incomplete = { ...completeConfig(), seo: { ...completeConfig().seo, title: {} } };
    const calls = mockApi(
      { [`POST ${APP_API}/webapp/publications`]: () => ({ status: 201, body: publication(1) }) },
      state({}, incomplete, 5),
    );
    const { user } = await openWizard('/preview');
    expect(stepHeading().textContent).toBe('Étape 9 sur 9 : Aperçu et publication');
    expect(screen.getByTitle('Aperçu sur téléphone')).toBeTruthy();
    expect(screen.getByTitle('Aperçu sur ordinateur')).toBeTruthy();
    const publicationRegion = screen.getByRole('region', { name: 'Publication' });
    expect(within(publicationRegion).getByRole('link', { name: 'Référencement et partage' }).getAttribute('href')).toBe(
      `${WIZARD_URL}/seo`,
    );
    expect(within(publicationRegion).getByText('Le site est hors ligne.')).toBeTruthy();
    await user.click(within(publicationRegion).getByRole('button', { name: 'Publier' }));
    expect(await within(publicationRegion).findByText('La version 1 est publiée : elle est en ligne.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ draftVersion: 5 });
    expect(drafts(calls)).toHaveLength(0);
    const table = within(publicationRegion).getByRole('table', { name: 'Versions publiées, de la plus récente à la plus ancienne' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('En ligne');
    const open = within(publicationRegion).getByRole('link', { name: /Ouvrir le site en ligne/ });
    expect(open.getAttribute('href')).toBe('/w/salon.example.org/');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.textContent).toContain("(s'ouvre dans un nouvel onglet)");
  });

  it('publishing says WEBAPP_INCOMPLETE when the API refuses, and saves a never-saved draft first', async () => {
    const calls = mockApi(
      {
        [`POST ${APP_API}/webapp/publications`]: () =>
          apiError(422, 'WEBAPP_INCOMPLETE', [{ field: 'seo.title', message: 'validation.required' }]),
      },
      state({}, completeConfig(), 0),
    );
    const { user } = await openWizard('/preview');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Certaines étapes sont incomplètes : complétez-les avant de publier.')).toBeTruthy();
    // The steps the API named are listed as links.
    expect(screen.getByRole('link', { name: 'Référencement et partage' }).getAttribute('href')).toBe(`${WIZARD_URL}/seo`);
    expect(drafts(calls)).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ draftVersion: 1 });
  });

  it('puts an older version back online, then takes the site offline', async () => {
    const calls = mockApi(
      {
        [`PUT ${APP_API}/webapp/live`]: (call) => {
          const { number } = call.body as { number: number | null };
          return ok(number === null ? null : { number, host: 'salon.example.org', since: '2026-03-01T10:00:00.000Z' });
        },
      },
      state(
        {
          publications: [publication(2), publication(1)],
          live: { number: 2, host: 'salon.example.org', since: '2026-02-01T10:00:00.000Z' },
        },
        completeConfig(),
        3,
      ),
    );
    const { user } = await openWizard('/preview');
    const region = screen.getByRole('region', { name: 'Publication' });
    expect(within(region).getByText(/La version 2 est en ligne depuis le/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Remettre en ligne la version 2' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Remettre en ligne la version 1' }));
    expect(await within(region).findByText('La version 1 est de nouveau en ligne.')).toBeTruthy();
    const rows = within(within(region).getByRole('table')).getAllByRole('row');
    expect(rows[2]?.textContent).toContain('En ligne');
    expect(rows[1]?.textContent).toContain('Archivée');
    await user.click(within(region).getByRole('button', { name: 'Mettre hors ligne' }));
    await waitFor(() => expect(within(region).getAllByText('Le site est hors ligne.').length).toBeGreaterThan(0));
    expect(within(region).queryByRole('button', { name: 'Mettre hors ligne' })).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/live')).map((call) => call.body)).toEqual([
      { number: 1, current: 2 },
      { number: null, current: 1 },
    ]);
  });

  it('is a 404 for an application of another kind', async () => {
    const catalogue = webapp({ kind: 'catalogue' });
    mockApi({}, state(), catalogue);
    renderApp(`${WIZARD_URL}/main`);
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });

  it('is linked from the project dashboard and the application dashboard of a web app', async () => {
    mockApi();
    const { user } = renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    const open = await screen.findByRole('link', { name: 'Assistant de « Site du salon »' });
    expect(open.getAttribute('href')).toBe(WIZARD_URL);
    await user.click(screen.getByRole('link', { name: 'Tableau de bord de « Site du salon »' }));
    const link = await screen.findByRole('link', { name: "Ouvrir l'assistant de l'application web" });
    expect(link.getAttribute('href')).toBe(WIZARD_URL);
    expect(screen.queryByRole('heading', { name: 'Éléments et fiches' })).toBeNull();
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 1 sur 9 : Informations principales' })).toBeTruthy();
    fireEvent.click(within(stepList()).getByRole('link', { name: /Identité/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 2 sur 9 : Identité' })).toBeTruthy();
  });
});
