/**
 * The export screen, through the real route table with the API answered through MSW (in French): reached
 * from the list with its search and selection, the choice of fields and their order (move buttons, the focus kept, the
 * move announced), the records (selection, search, all, with counts), the format, then the job's progress and a fresh
 * link at each download; a choice without fields, a refused export and a failed job are said in words.
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
const speakersApp = speakersApplication({
  elements: [{ key: 'speakers', name: speakers!.name, count: 3 }],
  configs: [{ ...speakers!, count: 3 }],
});
const project = salonDetail([speakersApp]);
const tableView: ElementTableView = {
  element: { key: speakers!.key, name: speakers!.name },
  form: speakers!.form,
  table: speakers!.table,
  version: 1,
  languages: ['fr', 'en'],
};

const ID = { ada: '01J00000000000000000000R01', bob: '01J00000000000000000000R02', job: '01J00000000000000000000J02' } as const;
const record = (recordId: string, values: Record<string, unknown>): RecordView => ({
  recordId,
  values,
  version: 1,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const page = (records: RecordView[]): RecordPage => ({ items: records, cursor: null, searchStoppedEarly: false, reindexJobId: null });
const ok = (body?: unknown): Answer => ({ status: body === undefined ? 204 : 200, body });
const ada = record(ID.ada, { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com' });
const bob = record(ID.bob, { firstname: 'Bob', lastname: 'Babbage', ___email: 'bob@example.com' });

const SPEAKERS_API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
const SPEAKERS_URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers`;

/** A screen's first appearance loads its route's code (the whole route table in jsdom): generous on a busy machine. */
const SCREEN_WAIT_MS = 20_000;

type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route>) {
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(project),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(speakersApp),
    [`GET ${SPEAKERS_API}/table`]: () => ok(tableView),
    [`GET ${SPEAKERS_API}/records`]: (call) => ok(page(call.query.get('q') === 'a' ? [ada, bob] : [ada, bob])),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

const job = (status: 'running' | 'succeeded' | 'failed', done: number) => ({
  jobId: ID.job,
  type: 'exportRecords',
  status,
  progress: { done, total: 3 },
  ...(status === 'succeeded' ? { result: { format: 'csv', rows: 3, bytes: 300, fileName: 'intervenants-2026-11-25.csv' } } : {}),
  ...(status === 'failed' ? { error: { code: 'INTERNAL', message: 'boom' } } : {}),
});

signedInForEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('export screen', { timeout: 45_000 }, () => {
  it('comes from the list with its search and selection, orders the chosen fields, exports them, and downloads with a fresh link', async () => {
    let polls = 0;
    let links = 0;
    const open = vi.spyOn(downloads, 'open').mockImplementation(() => undefined);
    const calls = mockApi({
      [`POST ${SPEAKERS_API}/records/exports`]: () => ({ status: 202, body: { jobId: ID.job } }),
      [`GET /api/jobs/${ID.job}`]: () => {
        polls += 1;
        return ok(job(polls < 2 ? 'running' : 'succeeded', polls < 2 ? 1 : 3));
      },
      [`GET ${SPEAKERS_API}/records/exports/${ID.job}/download`]: () => {
        links += 1;
        return ok({ url: `https://files.example.com/export.csv?link=${links}`, fileName: 'x.csv', expiresAt: '2026-11-25T12:05:00.000Z' });
      },
    });
    const { user, router } = renderApp(SPEAKERS_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste des intervenants' }, { timeout: SCREEN_WAIT_MS })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'a');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Exporter' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/export?q=a`));
    await user.click(screen.getByRole('checkbox', { name: 'Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Babbage' }));
    await user.click(screen.getByRole('link', { name: 'Exporter' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Exporter des fiches' }, { timeout: SCREEN_WAIT_MS })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=a');
    // Records: the selection brought from the list (chosen), the search, all of them (with its count).
    const records = screen.getByRole('group', { name: 'Fiches' });
    expect((within(records).getByRole('radio', { name: 'Les 2 fiches sélectionnées dans la liste' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(records).getByRole('radio', { name: 'Les fiches de la recherche « a »' })).toBeTruthy();
    expect(within(records).getByRole('radio', { name: 'Toutes les fiches (3 fiches)' })).toBeTruthy();
    // Every field by default; then some, in an order of one's own.
    const fields = screen.getByRole('group', { name: 'Champs' });
    expect((within(fields).getByRole('radio', { name: "Tous les champs, dans l'ordre du formulaire" }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(fields).getByRole('radio', { name: /Choisir les champs et leur ordre/ }));
    const list = screen.getByRole('list', { name: 'Champs exportés, dans leur ordre' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('id')?.split('-').at(-1))).toEqual(speakers!.form.fields.map((field) => field.key));
    expect(screen.getByText('10 champs choisis sur 10')).toBeTruthy();
    // Keep three: firstname, lastname, ___email.
    for (const box of boxes.slice(3)) await user.click(box);
    expect(screen.getByText('3 champs choisis sur 10')).toBeTruthy();
    // E-mail to the top, by keyboard: the focus stays on the button, each move is announced.
    const up = within(list).getByRole('button', { name: 'Monter « E-mail »' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('« E-mail » est maintenant en position 2 sur 10.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Monter « E-mail »' })));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('« E-mail » est maintenant en position 1 sur 10.')).toBeTruthy();
    // At the top, "Monter" does nothing (it stays focusable).
    expect(within(list).getByRole('button', { name: 'Monter « E-mail »' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    await user.click(within(list).getByRole('button', { name: 'Descendre « Prénom »' }));
    expect(await screen.findByText('« Prénom » est maintenant en position 3 sur 10.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /^JSON/ }));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByRole('progressbar', { name: 'Export des fiches' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      format: 'json',
      records: { kind: 'selection', ids: [ID.ada, ID.bob] },
      fields: ['___email', 'lastname', 'firstname'],
    });

    const download = await screen.findByRole('button', { name: 'Télécharger le fichier' }, { timeout: SCREEN_WAIT_MS });
    expect(screen.getByText('3 fiches exportées dans intervenants-2026-11-25.csv.')).toBeTruthy();
    await user.click(download);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://files.example.com/export.csv?link=1'));
    await user.click(download);
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('https://files.example.com/export.csv?link=2'));
  });

  it('exports every field of every record as CSV by default; says when no field is chosen, when the server refuses, when the job fails', async () => {
    let refuse = true;
    const calls = mockApi({
      [`POST ${SPEAKERS_API}/records/exports`]: () =>
        refuse
          ? apiError(400, 'VALIDATION_FAILED', [{ field: 'fields', message: 'validation.invalid' }])
          : { status: 202, body: { jobId: ID.job } },
      [`GET /api/jobs/${ID.job}`]: () => ok(job('failed', 0)),
    });
    const { user } = renderApp(`${SPEAKERS_URL}/export`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exporter des fiches' }, { timeout: SCREEN_WAIT_MS })).toBeTruthy();
    // Without a search or a selection, all records (the only choice).
    const records = screen.getByRole('group', { name: 'Fiches' });
    expect(
      within(records)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all']);
    expect((screen.getByRole('radio', { name: /^CSV pour Excel/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: /Choisir les champs et leur ordre/ }));
    for (const box of within(screen.getByRole('list', { name: 'Champs exportés, dans leur ordre' })).getAllByRole('checkbox'))
      await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(within(screen.getByRole('alert')).getByText('Choisissez au moins un champ.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('radio', { name: "Tous les champs, dans l'ordre du formulaire" }));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Certaines informations saisies ne sont pas valides.')).toBeTruthy();
    expect(within(alert).getByText("Cette valeur n'est pas valide.")).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ format: 'csv', records: { kind: 'all' } });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByText("L'export n'a pas abouti.")).toBeTruthy();
    expect(screen.getByText('Une erreur interne est survenue. Veuillez réessayer dans un instant.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Préparer un autre export' }));
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeTruthy();
    // Back to the list.
    expect(screen.getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(SPEAKERS_URL);
  });
});
