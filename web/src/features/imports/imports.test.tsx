/**
 * The copy-paste import screen through the real route table, the API answered through MSW (in French): the format
 * and the element's columns, the preview (counts, separator, ignored columns, rows with their action and their errors
 * in the catalogue's words), the commit with its progress bar then the result and the CSV of the rows in error, a big
 * paste posted to S3 first, translated failures, and the reader who may not import.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultElements } from '../../../../shared/kinds';
import type { ElementTableView } from '../../../../shared/project-views';
import { IMPORT_INLINE_MAX_BYTES, type ImportPreview } from '../../../../shared/schemas/imports';
import type { JobView } from '../../../../shared/schemas/jobs';
import { type Answer, type ApiCall, answerApi, apiError } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const [speakers] = defaultElements('speakers');
const app = (level: 'full' | 'read' = 'full') =>
  speakersApplication({ level, elements: [{ key: 'speakers', name: speakers!.name, count: 3 }], configs: [{ ...speakers!, count: 3 }] });
const tableView: ElementTableView = {
  element: { key: speakers!.key, name: speakers!.name },
  form: speakers!.form,
  table: speakers!.table,
  version: 1,
  languages: ['fr', 'en'],
};

const API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
const URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers`;
const IMPORT_ID = '01J00000000000000000000I01';
const JOB_ID = '01J00000000000000000000J01';
const ok = (body: unknown): Answer => ({ status: 200, body });

const PASTE = [
  'firstname,lastname,___email,nickname,photo',
  'Ada,Lovelace,ada@example.com,Countess,',
  'Bob,Babbage,bob@example.com,,',
  'Cy,Clone,ADA@example.com,,',
  'Dee,Dot,not-an-address,,',
  'Eve,New,eve@example.com,,',
].join('\n');

const preview: ImportPreview = {
  importId: IMPORT_ID,
  separator: ',',
  columns: ['firstname', 'lastname', '___email', 'nickname', 'photo'],
  ignored: [
    { column: 'nickname', reason: 'unknown' },
    { column: 'photo', reason: 'file' },
  ],
  dedupe: true,
  counts: { create: 2, update: 1, skip: 1, error: 1 },
  rows: [
    { line: 2, action: 'update', recordId: '01J00000000000000000000R01', cells: ['Ada', 'Lovelace', 'ada@example.com', 'Countess', ''] },
    { line: 3, action: 'create', cells: ['Bob', 'Babbage', 'bob@example.com', '', ''] },
    { line: 4, action: 'skip', duplicateOf: 2, cells: ['Cy', 'Clone', 'ADA@example.com', '', ''] },
    {
      line: 5,
      action: 'error',
      errors: [{ field: '___email', message: 'validation.email' }],
      cells: ['Dee', 'Dot', 'not-an-address', '', ''],
    },
    { line: 6, action: 'create', cells: ['Eve', 'New', 'eve@example.com', '', ''] },
  ],
  expiresAt: '2026-11-25T21:00:00.000Z',
};

const job = (status: JobView['status'], done: number, total: number, result?: unknown): JobView => ({
  jobId: JOB_ID,
  type: 'importRecords',
  status,
  progress: { done, total },
  ...(result ? { result } : {}),
});

type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route> = {}, level: 'full' | 'read' = 'full') {
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(salonDetail([app(level)])),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(app(level)),
    [`GET ${API}/table`]: () => ok(tableView),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

/** A screen's first render loads its lazy modules: slow on a loaded machine. */
const FIRST_RENDER = { timeout: 10_000 };

signedInForEachTest();
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openImport(more: Record<string, Route> = {}, level: 'full' | 'read' = 'full') {
  const calls = mockApi(more, level);
  const rendered = renderApp(`${URL}/copypaste`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Importer des fiches : Intervenants' }, FIRST_RENDER)).toBeTruthy();
  return { ...rendered, calls };
}

async function pasteAndPreview(user: Awaited<ReturnType<typeof openImport>>['user'], text = PASTE) {
  const area = screen.getByRole('textbox', { name: 'Données à importer' });
  await user.click(area);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Aperçu' }));
  return screen.findByRole('heading', { level: 2, name: 'Aperçu de l’import' }, FIRST_RENDER);
}

describe('copy-paste import', () => {
  it('explains the format with the element’s importable columns and a ready header line', { timeout: 30_000 }, async () => {
    const { user } = await openImport();
    expect(screen.getByText(/séparées par un point-virgule/)).toBeTruthy();
    expect(screen.getByText(/reconnues par leur adresse e-mail \(colonne ___email/)).toBeTruthy();
    const header = screen.getByRole('textbox', { name: 'Ligne d’en-tête prête à copier' }) as HTMLInputElement;
    // One column per field, translatable fields once per project language, files left out.
    expect(header.value).toBe('firstname;lastname;___email;company;jobTitle;jobTitle.en;biography;biography.en;website;linkedin;phone');
    const columns = screen.getByRole('list', { name: 'Colonnes importables' });
    expect(within(columns).getByText('jobTitle.en')).toBeTruthy();
    expect(within(columns).queryByText('photo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Insérer dans la zone de collage' }));
    expect((screen.getByRole('textbox', { name: 'Données à importer' }) as HTMLTextAreaElement).value).toBe(`${header.value}\n`);
  });

  it('previews a paste: counts, the separator, ignored columns, the rows with their action and translated errors', {
    timeout: 30_000,
  }, async () => {
    const { user, calls } = await openImport({ [`POST ${API}/records/imports`]: () => ok(preview) });
    await pasteAndPreview(user);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ csv: PASTE, lang: 'fr' });
    const counts = screen.getByRole('list', { name: 'Bilan de l’aperçu' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 fiches à créer', '1 fiche à mettre à jour', '1 ligne ignorée (adresse répétée, ou rien à changer)', '1 ligne en erreur']);
    expect(screen.getByText(/Séparateur reconnu : virgule/)).toBeTruthy();
    expect(screen.getByText('nickname : aucun champ ne porte ce nom')).toBeTruthy();
    expect(screen.getByText('photo : les fichiers ne sont pas importés')).toBeTruthy();
    const table = screen.getByRole('table');
    const row = (line: number) =>
      within(table)
        .getByRole('rowheader', { name: String(line) })
        .closest('tr') as HTMLElement;
    expect(within(row(2)).getByText('À mettre à jour')).toBeTruthy();
    expect(within(row(3)).getByText('À créer')).toBeTruthy();
    expect(within(row(4)).getByText('Ignorée')).toBeTruthy();
    expect(within(row(4)).getByText('Même adresse que la ligne 2, importée à sa place.')).toBeTruthy();
    expect(within(row(5)).getByText('En erreur')).toBeTruthy();
    expect(within(row(5)).getByText('___email : Saisissez une adresse e-mail valide.')).toBeTruthy();
    expect(within(row(5)).getByText('not-an-address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger les lignes en erreur (CSV)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer 3 fiches' })).toBeTruthy();
  });

  it('commits: the progress bar while the job runs, then the result, the way back and the rows in error', { timeout: 30_000 }, async () => {
    let polls = 0;
    const { user, calls } = await openImport({
      [`POST ${API}/records/imports`]: () => ok(preview),
      [`POST ${API}/records/imports/${IMPORT_ID}/commit`]: () => ({ status: 202, body: { jobId: JOB_ID } }),
      [`GET /api/jobs/${JOB_ID}`]: () => {
        polls += 1;
        return ok(
          polls === 1
            ? job('running', 1250, 10000)
            : job('succeeded', 5, 5, { importId: IMPORT_ID, created: 2, updated: 1, skipped: 1, failed: 1 }),
        );
      },
      [`GET ${API}/records/imports/${IMPORT_ID}/errors`]: () => ok({ url: 'https://s3.example/errors.csv', fileName: 'erreurs.csv' }),
      [`GET ${API}/records`]: () => ok({ items: [], cursor: null, searchStoppedEarly: false, reindexJobId: null }),
    });
    await pasteAndPreview(user);
    await user.click(screen.getByRole('button', { name: 'Importer 3 fiches' }));
    const bar = await screen.findByRole('progressbar', { name: 'Avancement de l’import' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1250');
    expect(bar.getAttribute('aria-valuemax')).toBe('10000');
    // French groups thousands with a narrow no-break space.
    expect(bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('1 250 / 10 000');
    expect(await screen.findByRole('heading', { name: 'Import terminé' }, { timeout: 3000 })).toBeTruthy();
    for (const text of ['2 fiches créées', '1 fiche mise à jour', '1 ligne ignorée', '1 ligne en échec'])
      expect(screen.getByText(text)).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Import terminé' });
    expect(within(result).getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(URL);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(within(result).getByRole('button', { name: 'Télécharger les lignes en erreur (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe('https://s3.example/errors.csv');
    expect(clicked[0]!.download).toBe('erreurs.csv');
    expect(calls.filter((call) => call.path === `${API}/records/imports/${IMPORT_ID}/commit`)).toHaveLength(1);
  });

  it('says in its words that another import runs, and that a preview expired', { timeout: 30_000 }, async () => {
    let answer = apiError(409, 'IMPORT_RUNNING');
    const { user } = await openImport({
      [`POST ${API}/records/imports`]: () => ok(preview),
      [`POST ${API}/records/imports/${IMPORT_ID}/commit`]: () => answer,
    });
    await pasteAndPreview(user);
    await user.click(screen.getByRole('button', { name: 'Importer 3 fiches' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Un import est déjà en cours pour cette liste.');
    answer = apiError(410, 'IMPORT_EXPIRED');
    await user.click(screen.getByRole('button', { name: 'Importer 3 fiches' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Cet aperçu a expiré.'));
  });

  it('shows a refused paste’s field problems translated, and asks for data before a preview', { timeout: 30_000 }, async () => {
    const { user } = await openImport({
      [`POST ${API}/records/imports`]: () => apiError(400, 'VALIDATION_FAILED', [{ field: 'csv', message: 'validation.required' }]),
    });
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(screen.getByText('Collez des données avant de demander un aperçu.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Données à importer' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('textbox', { name: 'Données à importer' }));
    await user.paste('firstname\nAda');
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Certaines informations saisies ne sont pas valides.');
    expect(alert.textContent).toContain('Ce champ est obligatoire.');
  });

  it('posts a paste too big for the JSON body to S3 first, then previews it by its source', { timeout: 30_000 }, async () => {
    // S3 is not the API: its POST is answered here (the multipart body kept as the page built it).
    const posted: FormData[] = [];
    const fetchThrough = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input) !== 'https://s3.example/bucket') return fetchThrough(input, init);
      posted.push(init?.body as FormData);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const big = `firstname;lastname\n${'Ada;Lovelace\n'.repeat(Math.ceil(IMPORT_INLINE_MAX_BYTES / 13) + 10)}`;
    const { calls } = await openImport({
      [`POST ${API}/records/imports/sources`]: () =>
        ok({ sourceId: '01J00000000000000000000S01', url: 'https://s3.example/bucket', fields: { key: 'imports/x/source.csv' } }),
      [`POST ${API}/records/imports`]: () => ok({ ...preview, separator: ';' }),
    });
    // Typing 200 KB key by key would take minutes: the change event sets it at once.
    fireEvent.change(screen.getByRole('textbox', { name: 'Données à importer' }), { target: { value: big } });
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(await screen.findByRole('heading', { name: 'Aperçu de l’import' })).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/imports/sources'))?.body).toEqual({ size: new TextEncoder().encode(big).length });
    // The presigned fields first, the paste last.
    expect([...posted[0]!.keys()]).toEqual(['key', 'file']);
    expect(posted[0]!.get('key')).toBe('imports/x/source.csv');
    const file = posted[0]!.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['source.csv', 'text/csv', new TextEncoder().encode(big).length]);
    expect(calls.find((call) => call.method === 'POST' && call.path === `${API}/records/imports`)?.body).toEqual({
      sourceId: '01J00000000000000000000S01',
      lang: 'fr',
    });
    // A ';' paste: no separator notice.
    expect(screen.queryByText(/Séparateur reconnu/)).toBeNull();
  });

  it('tells a reader that importing takes the right to edit, and offers no paste area', { timeout: 30_000 }, async () => {
    await openImport({}, 'read');
    expect(screen.getByText(/il faut le droit de modification/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Données à importer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aperçu' })).toBeNull();
  });
});
