/**
 * Projects and applications screens, through the real route table with the API answered through MSW (in French):
 * the forms' validation with the shared schemas, the mapping of API errors to fields and to the form alert,
 * the access levels' effect on the actions shown, and the 404 page for what the caller cannot see.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kindSummaries } from '../../../../shared/kinds';
import type { ApplicationDetail, ProjectDetail } from '../../../../shared/project-views';
import { answerApi, apiError, failNetwork } from '../../test/api-server';
import { PROJECT_ID, salonDetail, salonSummary } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const APP_ID = '01J0000000000000000000000B';

const summary = salonSummary;

const catalogue: ApplicationDetail = {
  applicationId: APP_ID,
  projectId: PROJECT_ID,
  slug: 'exposants',
  kind: 'catalogue',
  title: 'Exposants',
  description: 'Les stands du salon',
  url: '',
  level: 'full',
  catalogueOptions: { multipleCategories: true, subcategories: false, parentCategory: false },
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  elements: [
    { key: 'items', name: { fr: 'Fiches', en: 'Items' }, count: 12 },
    { key: 'categories', name: { fr: 'Catégories', en: 'Categories' }, count: 3 },
  ],
  configs: [],
};

const detail = (overrides: Partial<ProjectDetail> = {}) => salonDetail([catalogue], overrides);

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}
type Handler = (call: Call) => { status: number; body?: unknown } | undefined;

/** Answers from `handlers` (first non-undefined answer wins, through the tests' MSW server) and records the calls. */
function mockApi(...handlers: Handler[]) {
  const calls: Call[] = [];
  answerApi(({ method, path, body }) => {
    const call = { method, path, body };
    calls.push(call);
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer) return answer;
    }
    return undefined;
  });
  return calls;
}

const route =
  (method: string, path: string, answer: (call: Call) => { status: number; body?: unknown }): Handler =>
  (call) =>
    call.method === method && call.path === path ? answer(call) : undefined;
const ok = (body: unknown) => () => ({ status: 200, body });

const kinds = route('GET', '/api/application-kinds', ok({ items: kindSummaries() }));

signedInForEachTest();

describe('welcome page', () => {
  it('shows the project count and the projects with their languages, type and level', async () => {
    mockApi(
      route(
        'GET',
        '/api/projects',
        ok({
          items: [
            summary,
            {
              ...summary,
              projectId: '01J0000000000000000000000C',
              name: 'Gala',
              languages: ['de'],
              type: 'other',
              level: 'read',
              isOwner: false,
            },
          ],
          count: 2,
        }),
      ),
    );
    renderApp('/fr/customer/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue dans votre espace' })).toBeTruthy();
    expect(screen.getByText('2 projets')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Salon du livre' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/dashboard`,
    );
    expect(within(first).getByText('Français')).toBeTruthy();
    expect(within(first).getByText('Anglais')).toBeTruthy();
    expect(within(first).getByText('Salon professionnel')).toBeTruthy();
    expect(within(first).getByText('Propriétaire (accès complet)')).toBeTruthy();
    const second = rows[2] as HTMLElement;
    expect(within(second).getByText('Allemand')).toBeTruthy();
    expect(within(second).getByText('Lecture seule')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mes projets · Noco'));
  });

  it('with no project, says so and counts 0', async () => {
    mockApi(route('GET', '/api/projects', ok({ items: [], count: 0 })));
    renderApp('/fr/customer/welcome');
    expect(await screen.findByText('0 projet')).toBeTruthy();
    expect(screen.getByText(/Vous n'avez encore aucun projet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('in English', () => {
  it('the welcome page and the creation form speak English', async () => {
    mockApi(route('GET', '/api/projects', ok({ items: [summary], count: 1 })));
    const { user } = renderApp('/en/customer/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to your space' })).toBeTruthy();
    expect(screen.getByText('1 project')).toBeTruthy();
    expect(screen.getByText('Trade show')).toBeTruthy();
    expect(screen.getByText('Owner (full access)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a project' });
    expect((within(dialog).getByRole('checkbox', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Create the project' }));
    expect(within(dialog).getByRole('combobox', { name: 'Project type' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('project creation form', () => {
  async function openForm() {
    const view = renderApp('/fr/customer/welcome');
    await view.user.click(await screen.findByRole('button', { name: 'Créer un projet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un projet' });
    return { ...view, dialog, form: within(dialog).getByRole('form', { name: 'Nouveau projet' }) };
  }

  it('checks the fields with the shared schema before calling the API, each error on its field', async () => {
    const calls = mockApi(route('GET', '/api/projects', ok({ items: [], count: 0 })));
    const { user, form } = await openForm();
    const fr = within(form).getByRole('checkbox', { name: 'Français' });
    expect((fr as HTMLInputElement).checked).toBe(true); // the interface language is proposed
    await user.click(fr);
    await user.click(within(form).getByRole('button', { name: 'Créer le projet' }));

    const name = within(form).getByRole('textbox', { name: 'Nom du projet' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Ce champ est obligatoire.');
    expect(document.activeElement).toBe(name);

    const languages = within(form).getByRole('group', { name: 'Langues du projet' });
    expect(within(languages).getByText('Choisissez au moins une langue.')).toBeTruthy();
    expect(within(languages).getByRole('checkbox', { name: 'Anglais' }).getAttribute('aria-invalid')).toBe('true');

    const type = within(form).getByRole('combobox', { name: 'Type de projet' });
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choisissez un type de projet.')).toBeTruthy();

    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Fixing a field clears its message.
    await user.type(name, 'Salon');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('a name of spaces only is refused (trimmed, as the API does)', async () => {
    mockApi(route('GET', '/api/projects', ok({ items: [], count: 0 })));
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: 'Nom du projet' }), '   ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type de projet' }), 'Conférence');
    await user.click(within(form).getByRole('button', { name: 'Créer le projet' }));
    expect(within(form).getByText('Ce champ est obligatoire.')).toBeTruthy();
  });

  it('shows the API field errors on their fields and the error in a form alert', async () => {
    mockApi(
      route('GET', '/api/projects', ok({ items: [], count: 0 })),
      route('POST', '/api/projects', () => apiError(400, 'VALIDATION_FAILED', [{ field: 'name', message: 'validation.tooLong' }])),
    );
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: 'Nom du projet' }), 'Salon');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type de projet' }), 'conference');
    await user.click(within(form).getByRole('button', { name: 'Créer le projet' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Certaines informations saisies ne sont pas valides.');
    const name = within(form).getByRole('textbox', { name: 'Nom du projet' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Ce texte est trop long.')).toBeTruthy();
  });

  it('a network failure is a form alert', async () => {
    mockApi(route('GET', '/api/projects', ok({ items: [], count: 0 })));
    const { user, form } = await openForm();
    failNetwork();
    await user.type(within(form).getByRole('textbox', { name: 'Nom du projet' }), 'Salon');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type de projet' }), 'conference');
    await user.click(within(form).getByRole('button', { name: 'Créer le projet' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    );
  });

  it('creates the project with the chosen languages and type, then opens its dashboard, which says so', async () => {
    let created = false;
    const calls = mockApi(
      kinds,
      route('GET', '/api/projects', () => ({ status: 200, body: created ? { items: [summary], count: 1 } : { items: [], count: 0 } })),
      route('POST', '/api/projects', () => {
        created = true;
        return { status: 201, body: summary };
      }),
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail({ applications: [] }))),
    );
    const { user, form, router } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: 'Nom du projet' }), '  Salon du livre ');
    await user.click(within(form).getByRole('checkbox', { name: 'Anglais' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type de projet' }), 'tradeShow');
    await user.click(within(form).getByRole('button', { name: 'Créer le projet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Salon du livre',
      languages: ['fr', 'en'],
      type: 'tradeShow',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fr/customer/projects/${PROJECT_ID}/dashboard`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon du livre' })).toBeTruthy();
    expect(screen.getByText('Le projet « Salon du livre » a été créé.').closest('[role="status"]')).toBeTruthy();
  });
});

describe('project dashboard', () => {
  it('shows the project, its applications with their elements and counts, and the owner actions', async () => {
    mockApi(kinds, route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())));
    renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon du livre' })).toBeTruthy();
    expect(screen.getByText('Salon professionnel')).toBeTruthy();
    const card = screen.getByRole('heading', { level: 3, name: 'Exposants' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Catalogue')).toBeTruthy();
    const elements = within(card).getByRole('list', { name: 'Éléments de « Exposants »' });
    expect(within(elements).getByText('Fiches').nextSibling?.textContent).toBe('12 fiches');
    expect(within(elements).getByText('Catégories').nextSibling?.textContent).toBe('3 fiches');
    expect(within(card).getByRole('link', { name: 'Tableau de bord de « Exposants »' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/applications/exposants`,
    );
    expect(within(card).getByRole('link', { name: 'Description de « Exposants »' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/configure/exposants/description`,
    );
    expect(screen.getByRole('link', { name: 'Ajouter une application' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Renommer le projet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer le projet' })).toBeTruthy();
  });

  it('a caller with read access sees neither configuration, rename nor delete', async () => {
    const readOnly = detail({ level: 'read', isOwner: false, applications: [{ ...catalogue, level: 'read' }] });
    mockApi(kinds, route('GET', `/api/projects/${PROJECT_ID}`, ok(readOnly)));
    renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon du livre' })).toBeTruthy();
    expect(screen.getByText('Lecture seule')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tableau de bord de « Exposants »' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Description de « Exposants »' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ajouter une application' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Applications à configurer' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Renommer le projet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer le projet' })).toBeNull();
  });

  it('a project the caller cannot see (API 404) is the 404 page', async () => {
    mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, () => apiError(404, 'NOT_FOUND')),
    );
    renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText(`Page not found: /fr/customer/projects/${PROJECT_ID}/dashboard`)).toBeTruthy();
  });

  it('a malformed project id is the 404 page, without calling the API', async () => {
    const calls = mockApi(kinds);
    renderApp('/fr/customer/projects/nope/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText('Page not found: /fr/customer/projects/nope/dashboard')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/projects'))).toEqual([]);
  });

  it('renames with the version read; a stale version shows errors.CONFLICT', async () => {
    const calls = mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())),
      route('PATCH', `/api/projects/${PROJECT_ID}`, () => apiError(409, 'CONFLICT')),
    );
    const { user } = renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    const form = await screen.findByRole('form', { name: 'Renommer le projet' });
    const name = within(form).getByRole('textbox', { name: 'Nom du projet' });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Renommer' }));
    expect(within(form).getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.type(name, 'Salon 2027');
    await user.click(within(form).getByRole('button', { name: 'Renommer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Ces données ont été modifiées entre-temps. Rechargez la page avant de réessayer.',
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Salon 2027', version: 2 });
  });

  it('deletes after the modal confirmation, then shows the welcome page', async () => {
    let deleted = false;
    const calls = mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, () => (deleted ? apiError(404, 'NOT_FOUND') : { status: 200, body: detail() })),
      route('DELETE', `/api/projects/${PROJECT_ID}`, () => {
        deleted = true;
        return { status: 204 };
      }),
      route('GET', '/api/projects', () => ({ status: 200, body: { items: deleted ? [] : [summary], count: deleted ? 0 : 1 } })),
    );
    const { user, router } = renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    await user.click(await screen.findByRole('button', { name: 'Supprimer le projet' }));
    const modal = await screen.findByRole('dialog', { name: 'Supprimer le projet « Salon du livre » ?' });
    // Cancelling deletes nothing.
    await user.click(within(modal).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer le projet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/customer/welcome'));
    expect(await screen.findByText('Le projet « Salon du livre » a été supprimé.')).toBeTruthy();
    expect(await screen.findByText('0 projet')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('configure screens', () => {
  it('lists the deployed applications and the kinds that can be added today (all eight, the web app too)', async () => {
    mockApi(kinds, route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())));
    renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/apps`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications à configurer' })).toBeTruthy();
    const deployed = screen.getByRole('list', { name: 'Applications déployées' });
    expect(within(deployed).getByRole('link', { name: 'Exposants' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/configure/exposants/description`,
    );
    const available = screen.getByRole('list', { name: 'Applications disponibles' });
    expect(
      within(available)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Catalogue', 'Utilisateurs', 'Intervenants', 'Application web', 'Modules interactifs', 'Replay', 'CMS', 'Sponsors']);
    expect(within(available).getByRole('link', { name: 'Ajouter : Application web' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/configure/create?kind=webapp`,
    );
    expect(within(available).getByRole('link', { name: 'Ajouter : Catalogue' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/configure/create?kind=catalogue`,
    );
  });

  it('the creation choice offers the eight kinds, the web app included, and no kind the address makes up', async () => {
    mockApi(kinds, route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())));
    renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/create?kind=website`);
    const form = await screen.findByRole('form', { name: 'Nouvelle application' });
    const select = within(form).getByRole('combobox', { name: "Type d'application" }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.value).filter(Boolean)).toEqual([
      'catalogue',
      'users',
      'speakers',
      'webapp',
      'modules',
      'replay',
      'cms',
      'sponsor',
    ]);
  });

  it('the create form checks title and url, then sends the catalogue options and shows the success page', async () => {
    const created: ApplicationDetail = {
      ...catalogue,
      applicationId: '01J0000000000000000000000D',
      slug: 'exposants-2',
      title: 'Exposants 2',
    };
    const calls = mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())),
      route('POST', `/api/projects/${PROJECT_ID}/applications`, () => ({ status: 201, body: created })),
      route('GET', `/api/projects/${PROJECT_ID}/applications/exposants-2`, ok(created)),
    );
    const { user, router } = renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/create?kind=catalogue`);
    const form = await screen.findByRole('form', { name: 'Nouvelle application' });
    expect((within(form).getByRole('combobox', { name: "Type d'application" }) as HTMLSelectElement).value).toBe('catalogue');
    const options = within(form).getByRole('group', { name: 'Options du catalogue' });
    expect((within(options).getByRole('checkbox', { name: 'Plusieurs catégories par fiche' }) as HTMLInputElement).checked).toBe(true);

    await user.type(within(form).getByRole('textbox', { name: 'Adresse web' }), 'ftp://exemple.fr');
    await user.click(within(form).getByRole('button', { name: "Ajouter l'application" }));
    const title = within(form).getByRole('textbox', { name: 'Titre' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(within(form).getByText('Saisissez une adresse web valide, par exemple https://www.exemple.fr.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(title, 'Exposants 2');
    await user.clear(within(form).getByRole('textbox', { name: 'Adresse web' }));
    await user.type(within(form).getByRole('textbox', { name: 'Adresse web' }), 'https://salon.example');
    await user.click(within(options).getByRole('checkbox', { name: 'Sous-catégories' }));
    await user.click(within(options).getByRole('checkbox', { name: 'Catégorie parente' }));
    await user.click(within(form).getByRole('button', { name: "Ajouter l'application" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/fr/customer/projects/${PROJECT_ID}/configure/exposants-2/success`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'catalogue',
      title: 'Exposants 2',
      description: '',
      url: 'https://salon.example',
      catalogueOptions: { multipleCategories: true, subcategories: true, parentCategory: true },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application ajoutée' })).toBeTruthy();
    expect(screen.getByText("L'application « Exposants 2 » (Catalogue) a été ajoutée au projet « Salon du livre ».")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir et modifier sa description' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/configure/exposants-2/description`,
    );
    expect(screen.getByRole('link', { name: 'Ajouter une autre application' })).toBeTruthy();
  });

  it('the kind can be chosen on the page; without one the form says so', async () => {
    mockApi(kinds, route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())));
    const { user } = renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/create`);
    const form = await screen.findByRole('form', { name: 'Nouvelle application' });
    expect(within(form).queryByRole('group', { name: 'Options du catalogue' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Titre' }), 'Intervenants');
    await user.click(within(form).getByRole('button', { name: "Ajouter l'application" }));
    const kind = within(form).getByRole('combobox', { name: "Type d'application" });
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(kind.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      "Choisissez un type d'application.",
    );
    expect(document.activeElement).toBe(kind);
    await user.selectOptions(kind, 'speakers');
    expect(kind.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).getByText(/^Orateurs et animateurs/, { selector: '.field-description' })).toBeTruthy();
  });

  it('the description page saves with the version read and shows errors.CONFLICT on a 409', async () => {
    let conflict = false;
    const calls = mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())),
      route('GET', `/api/projects/${PROJECT_ID}/applications/exposants`, ok(catalogue)),
      route('PATCH', `/api/projects/${PROJECT_ID}/applications/${APP_ID}`, (call) =>
        conflict ? apiError(409, 'CONFLICT') : { status: 200, body: { ...catalogue, ...(call.body as object), version: 4 } },
      ),
    );
    const { user } = renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/exposants/description`);
    const form = await screen.findByRole('form', { name: "Modifier l'application" });
    const title = within(form).getByRole('textbox', { name: 'Titre' });
    expect((title as HTMLInputElement).value).toBe('Exposants');
    await user.clear(title);
    await user.type(title, 'Nos exposants');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Vos modifications ont été enregistrées.')).toBeTruthy();
    // Only what changed, with the version read.
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ title: 'Nos exposants', version: 3 });

    conflict = true;
    await user.type(title, ' !');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Ces données ont été modifiées entre-temps. Rechargez la page avant de réessayer.',
    );
    expect(calls.filter((call) => call.method === 'PATCH')[1]?.body).toEqual({ title: 'Nos exposants !', version: 4 });
  });

  it('the description page sends changed catalogue options', async () => {
    const calls = mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())),
      route('GET', `/api/projects/${PROJECT_ID}/applications/exposants`, ok(catalogue)),
      route('PATCH', `/api/projects/${PROJECT_ID}/applications/${APP_ID}`, (call) => ({
        status: 200,
        body: { ...catalogue, ...(call.body as object), version: 4 },
      })),
    );
    const { user } = renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/exposants/description`);
    const form = await screen.findByRole('form', { name: "Modifier l'application" });
    await user.click(within(form).getByRole('checkbox', { name: 'Plusieurs catégories par fiche' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Vos modifications ont été enregistrées.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      catalogueOptions: { multipleCategories: false, subcategories: false, parentCategory: false },
      version: 3,
    });
  });

  it('below full access the description is read only, without delete', async () => {
    mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail({ level: 'write', isOwner: false }))),
      route('GET', `/api/projects/${PROJECT_ID}/applications/exposants`, ok({ ...catalogue, level: 'write' })),
    );
    renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/exposants/description`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exposants' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Les stands du salon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Supprimer l'application" })).toBeNull();
  });

  it('an unknown application is the 404 page', async () => {
    mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())),
      route('GET', `/api/projects/${PROJECT_ID}/applications/absent`, () => apiError(404, 'NOT_FOUND')),
    );
    renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/absent/description`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText(`Page not found: /fr/customer/projects/${PROJECT_ID}/configure/absent/description`)).toBeTruthy();
  });
});

describe('application dashboard', () => {
  it('shows the elements with their record counts, each linked to its records, and links to their form and list configuration', async () => {
    const configured: ApplicationDetail = {
      ...catalogue,
      configs: [
        {
          key: 'items',
          name: { fr: 'Fiches', en: 'Items' },
          count: 12,
          form: { titles: { add: { fr: 'a' }, edit: { fr: 'e' }, view: { fr: 'v' } }, columns: 2, fields: [] },
          table: { title: { fr: 't' }, columns: [], perPage: 20 },
        },
      ],
    } as ApplicationDetail;
    mockApi(
      kinds,
      route('GET', `/api/projects/${PROJECT_ID}`, ok(detail())),
      route('GET', `/api/projects/${PROJECT_ID}/applications/${APP_ID}`, ok(configured)),
    );
    renderApp(`/fr/customer/projects/${PROJECT_ID}/applications/${APP_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exposants' })).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: 'Fiches' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('12');
    expect(within(row).getByRole('link', { name: 'Formulaire de « Fiches »' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/configure/exposants/items/forms`,
    );
    expect(within(row).getByRole('link', { name: 'Liste de « Fiches »' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/configure/exposants/items/table`,
    );
    // The element's name opens its records; one link opens the application's sample data.
    expect(within(row).getByRole('link', { name: 'Fiches' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/applications/exposants/items`,
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /\/fakers(\/|$)/.test(href))).toEqual([
      `/fr/customer/projects/${PROJECT_ID}/applications/exposants/fakers`,
    ]);
    expect(screen.getByRole('link', { name: "Données d'exemple" })).toBeTruthy();
  });
});
