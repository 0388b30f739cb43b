/**
 * Screens follow the level ("never a button that can only fail"), in French through the real route table:
 * a person with read access on the project sees the records, their history and their export, and no action that
 * writes (add, copy, edit, delete, import, restore, upload links; the edit and add screens say why instead of showing a
 * form); a person with write access gets those actions, still without the configuration (full) or the project's
 * settings (owner).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultElements, kindSummaries } from '../../../../shared/kinds';
import type { AccessLevel } from '../../../../shared/projects';
import type { ElementTableView } from '../../../../shared/project-views';
import type { RecordDetail, RecordView } from '../../../../shared/schemas/records';
import { type Answer, answerApi, type ApiCall } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const [speakers] = defaultElements('speakers');
const RECORD = '01J00000000000000000000R01';
const SPEAKERS_API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
const SPEAKERS_URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers`;
const SCREEN_WAIT_MS = 20_000;

const ada: RecordView = {
  recordId: RECORD,
  values: { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com' },
  version: 2,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const detail: RecordDetail = { ...ada, versionCount: 2, updatedBy: 'ana@example.com' };
const ok = (body?: unknown): Answer => ({ status: body === undefined ? 204 : 200, body });

/** The API as a person with `level` on the project (not its owner) sees it; writes are recorded, never answered. */
function apiAs(level: AccessLevel) {
  const app = speakersApplication({
    level,
    elements: [{ key: 'speakers', name: speakers!.name, count: 1 }],
    configs: [{ ...speakers!, count: 1 }],
  });
  const project = salonDetail([app], { level, isOwner: false });
  const table: ElementTableView = {
    element: { key: speakers!.key, name: speakers!.name },
    form: speakers!.form,
    table: speakers!.table,
    version: 1,
    languages: ['fr', 'en'],
  };
  const routes: Record<string, (call: ApiCall) => Answer> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(project),
    'GET /api/application-kinds': () => ok({ items: kindSummaries() }),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(app),
    [`GET ${SPEAKERS_API}/table`]: () => ok(table),
    [`GET ${SPEAKERS_API}/records`]: () => ok({ items: [ada], cursor: null, searchStoppedEarly: false, reindexJobId: null }),
    [`GET ${SPEAKERS_API}/records/${RECORD}`]: () => ok(detail),
    [`GET ${SPEAKERS_API}/records/${RECORD}/versions`]: () =>
      ok({
        items: [
          { version: 2, savedAt: ada.updatedAt, savedBy: 'ana@example.com', values: ada.values, changed: ['lastname'] },
          { version: 1, savedAt: ada.createdAt, savedBy: 'ana@example.com', values: { ...ada.values, lastname: 'Byron' }, changed: [] },
        ],
        cursor: null,
      }),
    [`GET /api/projects/${PROJECT_ID}/applications/${app.applicationId}/elements/speakers/records/${RECORD}/upload-links`]: () =>
      ok({ items: [] }),
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

signedInForEachTest();

describe('a read-only person', { timeout: 45_000 }, () => {
  it('sees the list and its export, but no add, import, copy, edit or delete', async () => {
    apiAs('read');
    renderApp(SPEAKERS_URL);
    await screen.findByRole('heading', { level: 1, name: 'Liste des intervenants' }, { timeout: SCREEN_WAIT_MS });
    await screen.findByRole('rowheader', { name: /Lovelace/ });
    expect(screen.getByRole('link', { name: 'Exporter' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Voir/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Ajouter/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Importer/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Modifier/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Copier/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });

  it('views a record without links to edit or copy it, nor its upload links', async () => {
    const calls = apiAs('read');
    renderApp(`${SPEAKERS_URL}/${RECORD}/view`);
    await screen.findByRole('heading', { level: 1, name: "Fiche de l'intervenant" }, { timeout: SCREEN_WAIT_MS });
    const nav = screen.getByRole('navigation', { name: 'Écrans de la fiche' });
    expect(within(nav).getByRole('link', { name: 'Historique' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Copier' })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/upload-links'))).toBe(false);
  });

  it('reaching the edit or add screen, reads why instead of a form that can only fail', async () => {
    const calls = apiAs('read');
    const { router } = renderApp(`${SPEAKERS_URL}/${RECORD}/edit`);
    const readOnly = /lecture seule : vous ne pouvez ni créer ni modifier de fiches/;
    expect(await screen.findByText(readOnly, {}, { timeout: SCREEN_WAIT_MS })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir la fiche' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/${RECORD}/view`);
    await router.navigate(`${SPEAKERS_URL}/new`);
    await waitFor(() => expect(screen.getByText(readOnly)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('reads the history without a restore button', async () => {
    apiAs('read');
    renderApp(`${SPEAKERS_URL}/${RECORD}/history`);
    await screen.findByRole('heading', { level: 1, name: /Historique de/ }, { timeout: SCREEN_WAIT_MS });
    expect(screen.queryByRole('button', { name: /Restaurer/ })).toBeNull();
  });

  it('sees the project without adding, describing or configuring applications, nor its settings', async () => {
    apiAs('read');
    renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    await screen.findByRole('heading', { level: 1, name: 'Salon du livre' }, { timeout: SCREEN_WAIT_MS });
    expect(screen.queryByRole('link', { name: /Ajouter une application/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Description de|Configurer/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Réglages du projet' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer|Renommer/ })).toBeNull();
  });
});

describe('a person with write access', { timeout: 45_000 }, () => {
  it('gets the record actions of the list and of a record', async () => {
    apiAs('write');
    const { router } = renderApp(SPEAKERS_URL);
    await screen.findByRole('heading', { level: 1, name: 'Liste des intervenants' }, { timeout: SCREEN_WAIT_MS });
    await screen.findByRole('rowheader', { name: /Lovelace/ });
    expect(screen.getAllByRole('link', { name: /Importer/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Modifier/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Supprimer/ }).length).toBeGreaterThan(0);
    await router.navigate(`${SPEAKERS_URL}/${RECORD}/view`);
    await screen.findByRole('heading', { level: 1, name: "Fiche de l'intervenant" });
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(`${SPEAKERS_URL}/${RECORD}/edit`);
    expect(screen.getByRole('link', { name: 'Copier' })).toBeTruthy();
  });

  it('edits a record through the form', async () => {
    apiAs('write');
    renderApp(`${SPEAKERS_URL}/${RECORD}/edit`);
    expect(await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: SCREEN_WAIT_MS })).toBeTruthy();
    expect(screen.queryByText(/lecture seule/)).toBeNull();
  });
});
