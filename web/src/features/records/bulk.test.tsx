/**
 * The records list's bulk-data parts, through the real route table with the API answered through MSW (in
 * French): the selection (per row, labelled by the record's name; the whole page; its count; cleared by a new search),
 * the toolbar's links to the copy-paste import and the export, the "Exemple" mark of sample records, and the vCards
 * dialog (its defaults from the technical values, the records it covers, the job's progress, a fresh download link).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultElements } from '../../../../shared/kinds';
import type { ElementTableView } from '../../../../shared/project-views';
import type { RecordPage, RecordView } from '../../../../shared/schemas/records';
import { downloads } from '../../lib/projects/download';
import { type Answer, type ApiCall, answerApi, apiError } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const [speakers] = defaultElements('speakers');
const [items] = defaultElements('catalogue');

const speakersApp = speakersApplication({
  elements: [{ key: 'speakers', name: speakers!.name, count: 3 }],
  configs: [{ ...speakers!, count: 3 }],
});
const catalogueApp = speakersApplication({
  applicationId: '01J0000000000000000000000C',
  slug: 'catalogue',
  kind: 'catalogue',
  title: 'Catalogue',
  elements: [{ key: 'items', name: items!.name, count: 1 }],
  configs: [{ ...items!, count: 1 }],
});
const project = salonDetail([speakersApp, catalogueApp]);

const tableView = (element: typeof speakers): ElementTableView => ({
  element: { key: element!.key, name: element!.name },
  form: element!.form,
  table: element!.table,
  version: 1,
  languages: ['fr', 'en'],
});

const ID = { ada: '01J00000000000000000000R01', bob: '01J00000000000000000000R02', job: '01J00000000000000000000J01' } as const;

const record = (recordId: string, values: Record<string, unknown>, more: Partial<RecordView> = {}): RecordView => ({
  recordId,
  values,
  version: 1,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...more,
});
const page = (records: RecordView[]): RecordPage => ({ items: records, cursor: null, searchStoppedEarly: false, reindexJobId: null });
const ok = (body?: unknown): Answer => ({ status: body === undefined ? 204 : 200, body });

const ada = record(ID.ada, { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com', company: 'Analytical' });
const bob = record(ID.bob, { firstname: 'Bob', lastname: 'Babbage', ___email: 'bob@example.com' }, { sample: true });

const SPEAKERS_API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
const SPEAKERS_URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers`;

/** A screen's first appearance loads its route's code (the whole route table in jsdom): generous on a busy machine. */
const SCREEN_WAIT_MS = 20_000;

type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route>) {
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(project),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(speakersApp),
    [`GET /api/projects/${PROJECT_ID}/applications/catalogue`]: () => ok(catalogueApp),
    [`GET ${SPEAKERS_API}/table`]: () => ok(tableView(speakers)),
    [`GET /api/projects/${PROJECT_ID}/applications/catalogue/elements/items/table`]: () => ok(tableView(items)),
    [`GET /api/projects/${PROJECT_ID}/applications/catalogue/elements/categories/records`]: () => ok(page([])),
    [`GET /api/projects/${PROJECT_ID}/applications/catalogue/elements/items/records`]: () =>
      ok(page([record(ID.ada, { name: { fr: 'Livre', en: 'Book' }, reference: 'B1' })])),
    [`GET ${SPEAKERS_API}/records`]: (call) => ok(page(call.query.get('q') === 'ada' ? [ada] : [ada, bob])),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

async function openList(more: Record<string, Route> = {}) {
  const calls = mockApi(more);
  const rendered = renderApp(SPEAKERS_URL);
  expect(await screen.findByRole('heading', { level: 1, name: 'Liste des intervenants' }, { timeout: SCREEN_WAIT_MS })).toBeTruthy();
  return { ...rendered, calls };
}

signedInForEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('records list: selection, toolbar, sample records', { timeout: 45_000 }, () => {
  it('selects records one by one or the whole page, counts them, and forgets them when the search changes', async () => {
    const { user } = await openList();
    const table = screen.getByRole('table');
    // The row header keeps the record's name alone; the checkbox is labelled by it.
    expect(within(table).getByRole('rowheader', { name: 'Lovelace' })).toBeTruthy();
    const adaBox = within(table).getByRole('checkbox', { name: 'Lovelace' });
    await user.click(adaBox);
    expect((adaBox as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 sélectionnée')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByText('2 sélectionnées')).toBeTruthy();
    expect((within(table).getByRole('checkbox', { name: /^Babbage/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(all);
    expect(screen.queryByText(/sélectionnées?$/)).toBeNull();
    await user.click(adaBox);
    expect(screen.getByText('1 sélectionnée')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vider la sélection' }));
    expect((adaBox as HTMLInputElement).checked).toBe(false);

    // A new search starts without a selection.
    await user.click(within(table).getByRole('checkbox', { name: 'Lovelace' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'ada');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Babbage/ })).toBeNull());
    expect(screen.queryByText('1 sélectionnée')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Lovelace' }) as HTMLInputElement).checked).toBe(false);
  });

  it('marks sample records and links to the import and to the export with the search', async () => {
    const { user } = await openList();
    const bobRow = screen.getByRole('rowheader', { name: /Babbage/ }).closest('tr') as HTMLElement;
    expect(within(bobRow).getByText('Exemple')).toBeTruthy();
    const adaRow = screen.getByRole('rowheader', { name: 'Lovelace' }).closest('tr') as HTMLElement;
    expect(within(adaRow).queryByText('Exemple')).toBeNull();

    const bulk = screen.getByRole('list', { name: 'Import et export' });
    expect(within(bulk).getByRole('link', { name: 'Importer (copier-coller)' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/copypaste`);
    expect(within(bulk).getByRole('link', { name: 'Exporter' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/export`);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'ada');
    await waitFor(() =>
      expect(within(bulk).getByRole('link', { name: 'Exporter' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/export?q=ada`),
    );
  });

  it('offers vCards only for elements with people', async () => {
    mockApi({});
    renderApp(`/fr/customer/projects/${PROJECT_ID}/applications/catalogue/items`);
    expect(await screen.findByRole('rowheader', { name: 'Livre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exporter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'vCards' })).toBeNull();
  });
});

describe('vCards dialog', { timeout: 45_000 }, () => {
  it('proposes the mapping from the technical values, generates the cards of the selection with progress, then downloads', async () => {
    let polls = 0;
    let links = 0;
    const open = vi.spyOn(downloads, 'open').mockImplementation(() => undefined);
    const { user, calls } = await openList({
      [`POST ${SPEAKERS_API}/records/exports`]: () => ({ status: 202, body: { jobId: ID.job } }),
      [`GET /api/jobs/${ID.job}`]: () => {
        polls += 1;
        return ok({
          jobId: ID.job,
          type: 'exportRecords',
          status: polls < 2 ? 'running' : 'succeeded',
          progress: { done: polls < 2 ? 1 : 2, total: 2 },
          ...(polls < 2 ? {} : { result: { format: 'vcard', rows: 2, bytes: 512, fileName: 'intervenants-2026-11-25.vcf' } }),
        });
      },
      [`GET ${SPEAKERS_API}/records/exports/${ID.job}/download`]: () => {
        links += 1;
        return ok({
          url: `https://files.example.com/export.vcf?link=${links}`,
          fileName: 'intervenants.vcf',
          expiresAt: '2026-11-25T12:05:00.000Z',
        });
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: /^Babbage/ }));
    await user.click(screen.getByRole('button', { name: 'vCards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer des vCards' });

    // Which records: the selection first, then all of them with their count.
    const records = within(dialog).getByRole('group', { name: 'Fiches' });
    expect((within(records).getByRole('radio', { name: 'Les 2 fiches sélectionnées' }) as HTMLInputElement).checked).toBe(true);
    expect(within(records).getByRole('radio', { name: 'Toutes les fiches (3 fiches)' })).toBeTruthy();
    expect(within(records).queryByRole('radio', { name: /recherche/ })).toBeNull();

    // The mapping: each property from the field of the usual technical value.
    const chosen = (name: string) => (within(dialog).getByRole('combobox', { name }) as HTMLSelectElement).value;
    expect(
      ['Prénom', 'Nom', 'Nom affiché', 'E-mail', 'Téléphone', 'Organisation', 'Fonction', 'Site web', 'Note'].map((name) => chosen(name)),
    ).toEqual(['firstname', 'lastname', '', '___email', 'phone', 'company', 'jobTitle', 'website', 'biography']);
    // Files cannot give a card's text.
    expect(within(within(dialog).getByRole('combobox', { name: 'Note' })).queryByRole('option', { name: 'Photo' })).toBeNull();
    expect(chosen('Langue des textes traduits')).toBe('fr');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Langue des textes traduits' }), 'en');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Site web' }), 'linkedin');

    await user.click(within(dialog).getByRole('button', { name: 'Générer' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Génération des vCards' })).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toEqual({
      format: 'vcard',
      records: { kind: 'selection', ids: [ID.ada, ID.bob] },
      vcard: {
        given: 'firstname',
        family: 'lastname',
        email: '___email',
        tel: 'phone',
        org: 'company',
        title: 'jobTitle',
        url: 'linkedin',
        note: 'biography',
      },
      language: 'en',
    });

    const download = await within(dialog).findByRole('button', { name: 'Télécharger' }, { timeout: SCREEN_WAIT_MS });
    expect(within(dialog).getByText('2 cartes dans intervenants-2026-11-25.vcf.')).toBeTruthy();
    await user.click(download);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://files.example.com/export.vcf?link=1'));
    // Each download asks a fresh link (they expire after a few minutes).
    await user.click(download);
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('https://files.example.com/export.vcf?link=2'));
  });

  it('covers the current search when there is no selection, refuses a card without a name, and says why the server refused', async () => {
    const { user, calls } = await openList({
      [`POST ${SPEAKERS_API}/records/exports`]: () =>
        apiError(400, 'VALIDATION_FAILED', [{ field: 'vcard', message: 'validation.invalid' }]),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'ada');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Babbage/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'vCards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer des vCards' });
    expect((within(dialog).getByRole('radio', { name: 'Les fiches de la recherche « ada »' }) as HTMLInputElement).checked).toBe(true);

    for (const name of ['Prénom', 'Nom', 'E-mail']) await user.selectOptions(within(dialog).getByRole('combobox', { name }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Générer' }));
    expect(
      within(within(dialog).getByRole('alert')).getByText(
        "Choisissez au moins un champ pour le prénom, le nom, le nom affiché ou l'e-mail.",
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nom affiché' }), 'lastname');
    await user.click(within(dialog).getByRole('button', { name: 'Générer' }));
    const alert = await within(dialog).findByText('Certaines informations saisies ne sont pas valides.');
    expect(alert).toBeTruthy();
    expect(within(dialog).getByText("Cette valeur n'est pas valide.")).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      records: { kind: 'search', q: 'ada' },
      vcard: { fn: 'lastname' },
    });
    // Closing gives the list back.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
