/**
 * Records screens through the real route table with the API answered through MSW (in French): the list (columns,
 * formatted cells, sort by a click on a header in both directions, search, pages, delete with its confirmation), add,
 * edit with a stale version (409) then the reload of the latest one, the history's comparison and restore, the copy's
 * prefill, the application dashboard's links, and the sanitiser of HTML fields.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../../shared/kinds';
import type { ApplicationDetail, ElementTableView } from '../../../../shared/project-views';
import type { RecordDetail, RecordPage, RecordVersionView, RecordView } from '../../../../shared/schemas/records';
import { sanitizeHtml } from '../../components/ui/safe-html';
import { getShellState } from '../../lib/shell-store';
import { answerApi, apiError, type Answer, type ApiCall } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const [speakers] = defaultElements('speakers');
const [items, categories] = defaultElements('catalogue');

const speakersApp = speakersApplication({
  elements: [{ key: 'speakers', name: speakers!.name, count: 3 }],
  configs: [{ ...speakers!, count: 3 }],
});

const catalogueApp: ApplicationDetail = {
  ...speakersApp,
  applicationId: '01J0000000000000000000000C',
  slug: 'catalogue',
  kind: 'catalogue',
  title: 'Catalogue',
  elements: [
    { key: 'items', name: items!.name, count: 1 },
    { key: 'categories', name: categories!.name, count: 2 },
  ],
  configs: [
    { ...items!, count: 1 },
    { ...categories!, count: 2 },
  ],
};

const project = salonDetail([speakersApp, catalogueApp]);

const tableView = (element: typeof speakers): ElementTableView => ({
  element: { key: element!.key, name: element!.name },
  form: element!.form,
  table: element!.table,
  version: 1,
  languages: ['fr', 'en'],
});

const ID = {
  ada: '01J00000000000000000000R01',
  bob: '01J00000000000000000000R02',
  cy: '01J00000000000000000000R03',
  book: '01J00000000000000000000R04',
  novels: '01J00000000000000000000C01',
  poems: '01J00000000000000000000C02',
} as const;

const record = (recordId: string, values: Record<string, unknown>, version = 1): RecordView => ({
  recordId,
  values,
  version,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const detail = (view: RecordView, versionCount = view.version, updatedBy = 'ana@example.com'): RecordDetail => ({
  ...view,
  versionCount,
  updatedBy,
});
const page = (records: RecordView[], more: Partial<RecordPage> = {}): RecordPage => ({
  items: records,
  cursor: null,
  searchStoppedEarly: false,
  reindexJobId: null,
  ...more,
});
const ok = (body?: unknown): Answer => ({ status: body === undefined ? 204 : 200, body });

const ada = record(ID.ada, {
  firstname: 'Ada',
  lastname: 'Lovelace',
  ___email: 'ada@example.com',
  company: 'Analytical',
  jobTitle: { fr: 'Mathématicienne', en: 'Mathematician' },
  biography: { fr: '<p>Première <strong>programmeuse</strong></p>', en: '' },
});
const bob = record(ID.bob, {
  firstname: 'Bob',
  lastname: 'Babbage',
  ___email: 'bob@example.com',
  company: '',
  jobTitle: { fr: '', en: '' },
});

const SPEAKERS_API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
const CATALOGUE_API = `/api/projects/${PROJECT_ID}/applications/catalogue/elements`;
const SPEAKERS_URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers`;
const CATALOGUE_URL = `/fr/customer/projects/${PROJECT_ID}/applications/catalogue`;

type Route = (call: ApiCall) => Answer | undefined;

/** The project, both applications, both elements' configurations, and what `more` knows ("METHOD /path"). */
function mockApi(more: Record<string, Route>) {
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(project),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(speakersApp),
    [`GET /api/projects/${PROJECT_ID}/applications/catalogue`]: () => ok(catalogueApp),
    [`GET ${SPEAKERS_API}/table`]: () => ok(tableView(speakers)),
    [`GET ${CATALOGUE_API}/items/table`]: () => ok(tableView(items)),
    [`GET ${CATALOGUE_API}/categories/records`]: () =>
      ok(page([record(ID.novels, { name: { fr: 'Romans', en: 'Novels' } }), record(ID.poems, { name: { fr: 'Poésie', en: 'Poems' } })])),
    // The view screen lists the record's upload links (upload-links.test.tsx tests them).
    [`GET /api/projects/${PROJECT_ID}/applications/${speakersApp.applicationId}/elements/speakers/records/${ID.ada}/upload-links`]: () =>
      ok({ items: [] }),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === `${SPEAKERS_API}/records`);

signedInForEachTest();

describe('records list', () => {
  async function openList(records = [ada, bob], more: Record<string, Route> = {}) {
    const calls = mockApi({ [`GET ${SPEAKERS_API}/records`]: () => ok(page(records)), ...more });
    const rendered = renderApp(SPEAKERS_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste des intervenants' })).toBeTruthy();
    return { ...rendered, calls };
  }

  it('shows the list title, the count, the columns of the list configuration and one row per record', async () => {
    await openList();
    expect(screen.getByText('3 fiches')).toBeTruthy();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Nom', 'Prénom', 'Société', 'Fonction', 'E-mail', 'Actions']);
    const row = within(table).getByRole('rowheader', { name: 'Lovelace' }).closest('tr') as HTMLElement;
    // A translatable text in the UI language.
    expect(within(row).getByText('Mathématicienne')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Modifier « Lovelace »' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/${ID.ada}/edit`);
    expect(within(row).getByRole('link', { name: 'Copier « Lovelace »' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/new?from=${ID.ada}`);
    expect(within(row).getByRole('link', { name: 'Historique de « Lovelace »' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un intervenant' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/new`);
    // The first column sorts by default, ascending.
    expect(within(table).getByRole('columnheader', { name: /Nom/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('formats cells per field type: options, categories, yes/no, numbers, dates', async () => {
    const book = record(ID.book, {
      name: { fr: 'Les Misérables', en: 'Les Miserables' },
      reference: 'HUGO-1',
      categories: [ID.novels, ID.poems],
      price: 12.5,
      featured: true,
    });
    mockApi({
      [`GET ${CATALOGUE_API}/items/records`]: () => ok(page([book])),
      [`GET ${CATALOGUE_API}/items/table`]: () =>
        ok({ ...tableView(items), table: { ...items!.table, columns: [...items!.table.columns, '__createdAt'] } }),
    });
    renderApp(`${CATALOGUE_URL}/items`);
    const row = (await screen.findByRole('rowheader', { name: 'Les Misérables' })).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['HUGO-1', 'Romans, Poésie', '12,5', 'Oui', expect.stringContaining('2026')]);
  });

  it('sorts by a click on a column header, both directions, and sends sort and order', async () => {
    const { user, calls } = await openList();
    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('button', { name: /Société/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('sort')).toBe('company'));
    expect(listCalls(calls).at(-1)?.query.get('order')).toBe('asc');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Société/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: /^Nom/ }).getAttribute('aria-sort')).toBe('none');
    await user.click(within(table).getByRole('button', { name: /Société/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('order')).toBe('desc'));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Société/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const { user, calls } = await openList([ada, bob], {
      [`GET ${SPEAKERS_API}/records`]: (call) => ok(page(call.query.get('q') === 'zzz' ? [] : [ada, bob])),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'zzz');
    expect(await screen.findByText('Aucune fiche ne correspond à « zzz ».')).toBeTruthy();
    // One request for the whole word, not one per letter.
    expect(
      listCalls(calls)
        .filter((call) => call.query.has('q'))
        .map((call) => call.query.get('q')),
    ).toEqual(['zzz']);
  });

  it('pages with next and previous (the cursor of each page), and keeps searching when the search stopped early', async () => {
    const { user, calls } = await openList([ada], {
      [`GET ${SPEAKERS_API}/records`]: (call) => {
        const cursor = call.query.get('cursor');
        if (call.query.get('q') === 'a') return ok(page([], { cursor: 'more-search', searchStoppedEarly: !cursor }));
        return ok(cursor === 'page-2' ? page([bob]) : page([ada], { cursor: 'page-2' }));
      },
    });
    const pages = screen.getByRole('navigation', { name: 'Pages de la liste' });
    expect(within(pages).getByRole('button', { name: 'Page précédente' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('rowheader', { name: 'Babbage' })).toBeTruthy();
    expect(listCalls(calls).at(-1)?.query.get('cursor')).toBe('page-2');
    expect(within(pages).getByText('Page 2')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByRole('rowheader', { name: 'Lovelace' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'a');
    await user.click(await screen.findByRole('button', { name: 'Plus de résultats : poursuivre la recherche' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('cursor')).toBe('more-search'));
    expect(listCalls(calls).at(-1)?.query.get('q')).toBe('a');
  });

  it('deletes a record once confirmed: the trash confirmation sets the current record', async () => {
    let deleted = false;
    const { user, calls } = await openList([ada, bob], {
      [`GET ${SPEAKERS_API}/records`]: () => ok(page(deleted ? [bob] : [ada, bob])),
      [`DELETE ${SPEAKERS_API}/records/${ID.ada}`]: () => {
        deleted = true;
        return ok();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer « Lovelace »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette fiche ?' });
    expect(within(dialog).getByText('La fiche « Lovelace » et son historique seront supprimés définitivement.')).toBeTruthy();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer « Lovelace »' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer la fiche' }));
    expect(await screen.findByText('La fiche « Lovelace » a été supprimée.')).toBeTruthy();
    expect(getShellState().modelId).toBe(ID.ada);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Lovelace' })).toBeNull());
    // The application (its counts) is fetched again.
    expect(calls.filter((call) => call.path === `/api/projects/${PROJECT_ID}/applications/intervenants`).length).toBeGreaterThan(1);
  });

  it('shows the progress of the re-indexing after a change of columns, then fetches the list again', { timeout: 15_000 }, async () => {
    let polls = 0;
    const { calls } = await openList([ada], {
      [`GET ${SPEAKERS_API}/records`]: () => ok(page([ada], { reindexJobId: polls < 2 ? '01J00000000000000000000J01' : null })),
      'GET /api/jobs/01J00000000000000000000J01': () => {
        polls += 1;
        return ok({
          jobId: '01J00000000000000000000J01',
          type: 'records.reindex',
          status: polls < 2 ? 'running' : 'succeeded',
          progress: { done: polls < 2 ? 3 : 10, total: 10 },
        });
      },
    });
    expect(await screen.findByText('La liste est mise à jour après un changement de ses colonnes : 3 fiches sur 10.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Mise à jour de la liste' })).toBeTruthy();
    // The job is asked again each second; once it has succeeded, the list is fetched again and the progress goes.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 4000 });
    expect(listCalls(calls).length).toBeGreaterThan(1);
  });

  it('says why a category in use cannot be deleted', async () => {
    mockApi({
      [`GET ${CATALOGUE_API}/categories/table`]: () => ok(tableView(categories)),
      [`DELETE ${CATALOGUE_API}/categories/records/${ID.novels}`]: () => ({
        status: 409,
        body: {
          error: {
            code: 'CATEGORY_IN_USE',
            message: 'CATEGORY_IN_USE',
            details: [{ field: '', message: 'errors.CATEGORY_IN_USE', params: { count: 3 } }],
            requestId: 'r',
          },
        },
      }),
    });
    const { user } = renderApp(`${CATALOGUE_URL}/categories`);
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Romans »' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer la fiche' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Romans' })).toBeTruthy();
  });
});

describe('adding, editing and copying a record', () => {
  it('adds a record: checked in the browser first, then sent, then the edit screen with the confirmation', {
    timeout: 20_000,
  }, async () => {
    const created = record(ID.cy, { firstname: 'Cy', lastname: 'Cook', ___email: 'cy@example.com' });
    const calls = mockApi({
      [`POST ${SPEAKERS_API}/records`]: () => ({ status: 201, body: created }),
      [`GET ${SPEAKERS_API}/records/${ID.cy}`]: () => ok(detail(created)),
      [`GET ${SPEAKERS_API}/records`]: () => ok(page([created])),
    });
    const { user, router } = renderApp(`${SPEAKERS_URL}/new`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter un intervenant' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Mandatory fields are empty: nothing is sent, the first one takes the focus.
    const firstname = screen.getByRole('textbox', { name: /Prénom/ });
    await waitFor(() => expect(document.activeElement).toBe(firstname));
    expect(firstname.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(firstname, 'Cy');
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Cook');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fiche enregistrée' });
    const sent = calls.find((call) => call.method === 'POST')?.body as { values: Record<string, unknown> };
    expect(sent.values).toMatchObject({ firstname: 'Cy', lastname: 'Cook', ___email: 'cy@example.com', jobTitle: { fr: '', en: '' } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPEAKERS_URL}/${ID.cy}/edit`));
    await user.click(within(dialog).getByRole('link', { name: 'Retour à la liste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SPEAKERS_URL));
  });

  // A whole form typed in and saved twice: room for a slow, shared machine.
  it('edits a record; a stale version (409) keeps what was typed beside the latest, then reloads the latest', {
    timeout: 20_000,
  }, async () => {
    const latest = detail(record(ID.ada, { ...ada.values, company: 'Difference Engine Ltd' }, 3), 3, 'bob@example.com');
    let saved = false;
    let fetched = 0;
    const calls = mockApi({
      [`GET ${SPEAKERS_API}/records/${ID.ada}`]: () => {
        fetched += 1;
        return ok(fetched === 1 ? detail({ ...ada, version: 2 }, 2) : latest);
      },
      [`PUT ${SPEAKERS_API}/records/${ID.ada}`]: (call) => {
        if ((call.body as { version: number }).version === 2) return apiError(409, 'CONFLICT');
        saved = true;
        return ok(record(ID.ada, (call.body as { values: Record<string, unknown> }).values, 4));
      },
      [`GET ${SPEAKERS_API}/records`]: () => ok(page([ada])),
    });
    const { user } = renderApp(`${SPEAKERS_URL}/${ID.ada}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: "Modifier l'intervenant" })).toBeTruthy();
    expect(screen.getByText(/version 2/)).toBeTruthy();
    expect(screen.getByText("2 versions dans l'historique")).toBeTruthy();
    const company = screen.getByRole('textbox', { name: 'Société' });
    await user.clear(company);
    await user.type(company, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = (await screen.findByText("Vos modifications n'ont pas pu être enregistrées")).closest('[role="alert"]') as HTMLElement;
    expect(await within(alert).findByText(/bob@example.com a enregistré la version 3/)).toBeTruthy();
    const compared = within(alert).getByRole('rowheader', { name: 'Société' }).closest('tr') as HTMLElement;
    expect(within(compared).getByText('Difference Engine Ltd')).toBeTruthy();
    expect(within(compared).getByText('Mine')).toBeTruthy();
    // What was typed is still in the form.
    expect((screen.getByRole('textbox', { name: 'Société' }) as HTMLInputElement).value).toBe('Mine');

    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    expect((screen.getByRole('textbox', { name: 'Société' }) as HTMLInputElement).value).toBe('Difference Engine Ltd');
    expect(screen.queryByText("Vos modifications n'ont pas pu être enregistrées")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('dialog', { name: 'Fiche enregistrée' })).toBeTruthy();
    expect(saved).toBe(true);
    const lastPut = calls.filter((call) => call.method === 'PUT').at(-1);
    expect((lastPut?.body as { version: number } | undefined)?.version).toBe(3);
  });

  it("shows the API's problems next to their fields with the product's failure text", { timeout: 20_000 }, async () => {
    mockApi({
      [`GET ${SPEAKERS_API}/records/${ID.ada}`]: () => ok(detail(ada)),
      [`PUT ${SPEAKERS_API}/records/${ID.ada}`]: () =>
        apiError(400, 'VALIDATION_FAILED', [{ field: 'values.___email', message: 'validation.email' }]),
    });
    const { user } = renderApp(`${SPEAKERS_URL}/${ID.ada}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const alert = (await screen.findByText("Vos modifications n'ont pas pu être enregistrées")).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Certaines informations saisies ne sont pas valides.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
  });

  it('refuses a website that is no web address in the browser, with the link message, and sends nothing', { timeout: 20_000 }, async () => {
    const calls = mockApi({ [`GET ${SPEAKERS_API}/records/${ID.ada}`]: () => ok(detail(ada)) });
    const { user } = renderApp(`${SPEAKERS_URL}/${ID.ada}/edit`);
    const website = await screen.findByRole('textbox', { name: 'Site web' });
    await user.type(website, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Saisissez une adresse web valide, par exemple https://www.exemple.fr.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('copies a record: the add screen starts with its values, the unique address left empty', async () => {
    const calls = mockApi({ [`GET ${SPEAKERS_API}/records/${ID.ada}`]: () => ok(detail(ada)) });
    renderApp(`${SPEAKERS_URL}/new?from=${ID.ada}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter un intervenant' })).toBeTruthy();
    expect(screen.getByText(/Copie de la fiche « Lovelace »/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Prénom/ }) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByRole('textbox', { name: 'Société' }) as HTMLInputElement).value).toBe('Analytical');
    expect((screen.getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe('');
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });
});

describe('viewing a record and its history', () => {
  const versions: RecordVersionView[] = [
    {
      version: 2,
      savedAt: '2026-03-02T10:00:00.000Z',
      savedBy: 'bob@example.com',
      values: ada.values,
      changed: ['company'],
    },
    {
      version: 1,
      savedAt: '2026-03-01T09:30:00.000Z',
      savedBy: 'ana@example.com',
      values: { ...ada.values, company: 'Old company' },
      changed: ['firstname', 'lastname', 'company'],
    },
  ];

  it('lays out the record as its form, read only, HTML shown sanitised', async () => {
    const unsafe = detail(
      record(ID.ada, {
        ...ada.values,
        biography: {
          fr: '<p>Bonjour <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">lien</a></p>',
          en: '',
        },
      }),
    );
    mockApi({ [`GET ${SPEAKERS_API}/records/${ID.ada}`]: () => ok(unsafe) });
    renderApp(`${SPEAKERS_URL}/${ID.ada}/view`);
    expect(await screen.findByRole('heading', { level: 1, name: "Fiche de l'intervenant" })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toHaveProperty('readOnly', true);
    const biography = await screen.findByRole('group', { name: 'Biographie' });
    await waitFor(() => expect(within(biography).getByText('lien')).toBeTruthy());
    expect(biography.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(biography).getByText('lien').getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/${ID.ada}/edit`);
  });

  it('lists the versions, compares one with the current version, and restores it once confirmed', async () => {
    const current = detail({ ...ada, version: 2 }, 2);
    const calls = mockApi({
      [`GET ${SPEAKERS_API}/records/${ID.ada}`]: () => ok(current),
      [`GET ${SPEAKERS_API}/records/${ID.ada}/versions`]: () => ok({ items: versions, cursor: null }),
      [`POST ${SPEAKERS_API}/records/${ID.ada}/versions/1/restore`]: () => ok(record(ID.ada, versions[1]!.values, 3)),
      [`GET ${SPEAKERS_API}/records`]: () => ok(page([ada])),
    });
    const { user, router } = renderApp(`${SPEAKERS_URL}/${ID.ada}/history`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Historique de « Lovelace »' })).toBeTruthy();
    expect(screen.getByText(/Enregistrée le .* par bob@example.com/)).toBeTruthy();
    expect(screen.getByText('Champs modifiés : Société')).toBeTruthy();
    expect(screen.getByText('Création de la fiche')).toBeTruthy();

    // The version before the current one is compared at once.
    const diff = screen.getByRole('table', { name: /Version 1 comparée à la version actuelle/ });
    const changed = within(diff)
      .getByRole('rowheader', { name: /Société/ })
      .closest('tr') as HTMLElement;
    expect(changed.className).toContain('is-changed');
    expect(within(changed).getByText('Modifié')).toBeTruthy();
    expect(within(changed).getByText('Old company')).toBeTruthy();
    expect(within(changed).getByText('Analytical')).toBeTruthy();
    const same = within(diff)
      .getByRole('rowheader', { name: /Prénom/ })
      .closest('tr') as HTMLElement;
    expect(same.className).not.toContain('is-changed');

    await user.click(screen.getByRole('button', { name: 'Restaurer la version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurer la version 1 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SPEAKERS_URL}/${ID.ada}/view`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 2 });
  });
});

describe('application dashboard', () => {
  it("links each element's name to its list", async () => {
    mockApi({ 'GET /api/application-kinds': () => ok({ items: [] }) });
    renderApp(`/fr/customer/projects/${PROJECT_ID}/applications/intervenants`);
    const link = await screen.findByRole('link', { name: 'Intervenants' });
    expect(link.getAttribute('href')).toBe(SPEAKERS_URL);
  });
});

describe('SafeHtml', () => {
  it('keeps the allowed tags and strips scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<h2>Titre</h2><p onclick="x()">Texte <strong>gras</strong> <a href="https://example.org" target="_blank">ok</a> <a href="javascript:alert(1)">non</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://example.org"></iframe><a href="mailto:a@b.c">mail</a><a href="/relative">rel</a>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|<img|iframe|javascript:|target=/);
    expect(clean).toContain('<h2>Titre</h2>');
    expect(clean).toContain('<strong>gras</strong>');
    expect(clean).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    expect(clean).toContain('<a href="mailto:a@b.c" rel="noopener noreferrer">mail</a>');
    expect(clean).toContain('<a>non</a>');
    expect(clean).toContain('<a>rel</a>');
  });
});
