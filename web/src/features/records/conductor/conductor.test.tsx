/**
 * The conductor page through the real route table, the API answered through MSW (in French): the record's run sheet
 * laid out as its form (columns, labels in the UI language), values in the chosen project language, images, HTML
 * sanitised, the version and its date, the notes, "Imprimer"; and the view page's link to it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultElements } from '../../../../../shared/kinds';
import type { ElementTableView } from '../../../../../shared/project-views';
import type { RecordDetail } from '../../../../../shared/schemas/records';
import { type Answer, type ApiCall, answerApi } from '../../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../../test/render-app';

const [speakers] = defaultElements('speakers');
const app = speakersApplication({ elements: [{ key: 'speakers', name: speakers!.name, count: 1 }], configs: [{ ...speakers!, count: 1 }] });
const tableView: ElementTableView = {
  element: { key: speakers!.key, name: speakers!.name },
  form: speakers!.form,
  table: speakers!.table,
  version: 1,
  languages: ['fr', 'en'],
};
const RECORD_ID = '01J00000000000000000000R01';
const API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
const URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers/${RECORD_ID}`;
const ok = (body: unknown): Answer => ({ status: 200, body });

const ada: RecordDetail = {
  recordId: RECORD_ID,
  version: 3,
  versionCount: 3,
  updatedBy: 'ana@example.com',
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  values: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    ___email: 'ada@example.com',
    company: 'Analytical',
    jobTitle: { fr: 'Mathématicienne', en: 'Mathematician' },
    biography: { fr: '<p>Première <strong>programmeuse</strong><script>alert(1)</script></p>', en: '<p>First programmer</p>' },
    photo: [
      {
        uploadId: '01J00000000000000000000U01',
        name: 'ada.jpg',
        size: 2048,
        type: 'image/jpeg',
        preview: true,
        url: 'https://s3.example/ada.jpg',
        downloadUrl: 'https://s3.example/ada.jpg?download',
        previewUrl: 'https://s3.example/ada-preview.jpg',
      },
    ],
    website: '',
  },
};

function mockApi() {
  const routes: Record<string, (call: ApiCall) => Answer | undefined> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(salonDetail([app])),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(app),
    [`GET ${API}/table`]: () => ok(tableView),
    [`GET ${API}/records/${RECORD_ID}`]: () => ok(ada),
    [`GET /api/projects/${PROJECT_ID}/applications/${app.applicationId}/elements/speakers/records/${RECORD_ID}/upload-links`]: () =>
      ok({ items: [] }),
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

/** A screen's first render loads its lazy modules: slow on a loaded machine. */
const FIRST_RENDER = { timeout: 10_000 };

signedInForEachTest();
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByRole('heading', { level: 2, name: label }).closest('.conductor-field') as HTMLElement;

describe('conductor page', () => {
  it('lays the record out as its form: context, title, labels, values, images, sanitised HTML, version, notes', {
    timeout: 20_000,
  }, async () => {
    mockApi();
    renderApp(`${URL}/conducteur`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lovelace' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('Salon du livre')).toBeTruthy();
    expect(screen.getAllByText('Intervenants').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Version 3 du .*2026/)).toBeTruthy();
    // The form's two columns, each field in its own.
    const columns = document.querySelectorAll('.conductor-fields > .conductor-column');
    expect(columns).toHaveLength(2);
    expect(within(columns[0] as HTMLElement).getByRole('heading', { name: 'Prénom' })).toBeTruthy();
    expect(within(columns[1] as HTMLElement).getByRole('heading', { name: 'Biographie' })).toBeTruthy();
    expect(within(field('Prénom')).getByText('Ada')).toBeTruthy();
    expect(within(field('Fonction')).getByText('Mathématicienne')).toBeTruthy();
    expect(within(field('Site web')).getByText('Non renseigné')).toBeTruthy();
    await waitFor(() => expect(within(field('Biographie')).getByText('programmeuse')).toBeTruthy());
    expect(field('Biographie').querySelector('script')).toBeNull();
    expect(field('Photo').querySelector('img')?.getAttribute('src')).toBe('https://s3.example/ada-preview.jpg');
    expect(within(field('Photo')).getByText('ada.jpg')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeTruthy();
  });

  it('shows the values in the chosen project language, the labels staying in the UI language', { timeout: 30_000 }, async () => {
    mockApi();
    const { user } = renderApp(`${URL}/conducteur`);
    await screen.findByRole('heading', { level: 1, name: 'Lovelace' }, FIRST_RENDER);
    const select = screen.getByRole('combobox', { name: 'Langue des valeurs' });
    expect((select as HTMLSelectElement).value).toBe('fr');
    await user.selectOptions(select, 'Anglais');
    expect(within(field('Fonction')).getByText('Mathematician')).toBeTruthy();
    await waitFor(() => expect(within(field('Biographie')).getByText('First programmer')).toBeTruthy());
    expect(document.querySelector('.conductor-sheet')?.getAttribute('lang')).toBe('en');
  });

  it('prints with "Imprimer"', { timeout: 30_000 }, async () => {
    mockApi();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderApp(`${URL}/conducteur`);
    await screen.findByRole('heading', { level: 1, name: 'Lovelace' }, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('is reached from the record’s view page', { timeout: 30_000 }, async () => {
    mockApi();
    renderApp(`${URL}/view`);
    const link = await screen.findByRole('link', { name: 'Page conducteur' }, FIRST_RENDER);
    expect(link.getAttribute('href')).toBe(`${URL}/conducteur`);
  });
});
