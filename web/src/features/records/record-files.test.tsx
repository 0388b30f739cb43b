/**
 * Files on the records screens (in French, through the real route table, the API answered through MSW and S3 by a
 * driven XMLHttpRequest): the edit form does not save while a photo is on its way and then sends its upload id; the
 * view shows the photo's preview and a download link; the list's gallery cells show small previews.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultElements } from '../../../../shared/kinds';
import type { ElementTableView } from '../../../../shared/project-views';
import type { RecordDetail, RecordView } from '../../../../shared/schemas/records';
import type { FileView } from '../../../../shared/schemas/uploads';
import { answerApi, type Answer, type ApiCall } from '../../test/api-server';
import { stubXhr } from '../../test/fake-xhr';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const [speakers] = defaultElements('speakers');
const [items] = defaultElements('catalogue');
const APPLICATION_ID = '01J0000000000000000000000B';
const speakersApp = speakersApplication({
  elements: [{ key: 'speakers', name: speakers!.name, count: 1 }],
  configs: [{ ...speakers!, count: 1 }],
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

const tableView = (element: typeof speakers, columns?: string[]): ElementTableView => ({
  element: { key: element!.key, name: element!.name },
  form: element!.form,
  table: columns ? { ...element!.table, columns } : element!.table,
  version: 1,
  languages: ['fr', 'en'],
});

const ADA = '01J00000000000000000000R01';
const record = (values: Record<string, unknown>, version = 1): RecordView => ({
  recordId: ADA,
  values,
  version,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const detail = (view: RecordView): RecordDetail => ({ ...view, versionCount: view.version, updatedBy: 'ana@example.com' });
const ada = record({ firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com', jobTitle: { fr: '', en: '' } });
const ok = (body: unknown): Answer => ({ status: 200, body });

const SPEAKERS_API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
const SPEAKERS_URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers`;
const UPLOADS_API = `/api/projects/${PROJECT_ID}/applications/${APPLICATION_ID}/uploads`;

function mockApi(more: Record<string, (call: ApiCall) => Answer | undefined>) {
  const routes: Record<string, (call: ApiCall) => Answer | undefined> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(project),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(speakersApp),
    [`GET /api/projects/${PROJECT_ID}/applications/catalogue`]: () => ok(catalogueApp),
    [`GET ${SPEAKERS_API}/table`]: () => ok(tableView(speakers)),
    // The view screen lists the record's upload links (upload-links/upload-links.test.tsx tests them).
    [`GET /api/projects/${PROJECT_ID}/applications/${APPLICATION_ID}/elements/speakers/records/${ADA}/upload-links`]: () =>
      ok({ items: [] }),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

const photoView = (uploadId: string, name: string): FileView => ({
  uploadId,
  name,
  type: 'image/jpeg',
  size: 150 * 1024,
  preview: true,
  url: `https://files.test/${uploadId}/original?sig=1`,
  downloadUrl: `https://files.test/${uploadId}/original?sig=2&download`,
  previewUrl: `https://files.test/${uploadId}/preview?sig=3`,
});

signedInForEachTest();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('files on the records screens', () => {
  it('does not save while a photo is on its way (and says why), then saves its upload id', { timeout: 20_000 }, async () => {
    const s3 = stubXhr();
    const calls = mockApi({
      [`GET ${SPEAKERS_API}/records/${ADA}`]: () => ok(detail(ada)),
      [`POST ${UPLOADS_API}`]: () => ({ status: 201, body: { uploadId: 'u1', url: 'https://files.test/bucket', fields: { key: 'k' } } }),
      [`GET ${UPLOADS_API}/u1`]: () => ok({ uploadId: 'u1', status: 'ready', name: 'ada.jpg', type: 'image/jpeg', size: 4 }),
      [`PUT ${SPEAKERS_API}/records/${ADA}`]: () => ok(record({ ...ada.values, photo: [photoView('u1', 'ada.jpg')] }, 2)),
    });
    const { user, container } = renderApp(`${SPEAKERS_URL}/${ADA}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: "Modifier l'intervenant" })).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['jpeg'], 'ada.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(s3).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ element: 'speakers', field: 'photo', name: 'ada.jpg' });

    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(save);
    const busy = "Un fichier est encore en cours d'envoi : attendez la fin de l'envoi, ou annulez-le, avant d'enregistrer.";
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.replace(/\s/g, ' ') === busy)).toBe(true));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    act(() => s3[0]?.respond(204));
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Fichiers choisis' })).getByText('ada.jpg')).toBeTruthy();
    await user.click(save);
    await screen.findByRole('dialog', { name: 'Fiche enregistrée' });
    const sent = calls.find((call) => call.method === 'PUT')?.body as { values: Record<string, unknown> };
    expect(sent.values.photo).toEqual([{ uploadId: 'u1' }]);
  });

  it('shows the photo of a record as its preview opening the original, with a download link', async () => {
    mockApi({ [`GET ${SPEAKERS_API}/records/${ADA}`]: () => ok(detail(record({ ...ada.values, photo: [photoView('u1', 'ada.jpg')] }))) });
    renderApp(`${SPEAKERS_URL}/${ADA}/view`);
    expect(await screen.findByRole('heading', { level: 1, name: "Fiche de l'intervenant" })).toBeTruthy();
    const open = screen.getByRole('link', { name: 'ada.jpg' });
    expect(open.getAttribute('href')).toBe('https://files.test/u1/original?sig=1');
    expect(open.querySelector('img')?.getAttribute('src')).toBe('https://files.test/u1/preview?sig=3');
    const download = screen.getByRole('link', { name: 'Télécharger ada.jpg' });
    expect(download.getAttribute('download')).toBe('ada.jpg');
  });

  it("starts a copy without the source's files (a file belongs to one record), and says so", async () => {
    const calls = mockApi({
      [`GET ${SPEAKERS_API}/records/${ADA}`]: () => ok(detail(record({ ...ada.values, photo: [photoView('u1', 'ada.jpg')] }))),
    });
    renderApp(`${SPEAKERS_URL}/new?from=${ADA}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter un intervenant' })).toBeTruthy();
    expect(screen.getByText(/Les fichiers ne sont pas copiés/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Prénom/ }) as HTMLInputElement).value).toBe('Ada');
    expect(screen.queryByText('ada.jpg')).toBeNull();
    expect(screen.getByText('Aucun fichier choisi.')).toBeTruthy();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it("shows a gallery column's cells as small previews (and nothing for an older row's '')", async () => {
    const CATALOGUE_API = `/api/projects/${PROJECT_ID}/applications/catalogue/elements/items`;
    const cell = (name: string) => ({
      uploadId: `u-${name}`,
      name,
      type: 'image/png',
      preview: true,
      previewUrl: `https://files.test/${name}`,
    });
    const book = (id: string, name: string, gallery: unknown) => ({ ...record({ name: { fr: name, en: name }, gallery }), recordId: id });
    mockApi({
      [`GET ${CATALOGUE_API}/table`]: () => ok(tableView(items, ['name', 'gallery'])),
      [`GET ${CATALOGUE_API}/records`]: () =>
        ok({
          items: [
            book('01J00000000000000000000R04', 'Atlas', [cell('a.png'), cell('b.png'), cell('c.png'), cell('d.png'), { more: 2 }]),
            book('01J00000000000000000000R05', 'Bestiaire', ''),
          ],
          cursor: null,
          searchStoppedEarly: false,
          reindexJobId: null,
        }),
      [`GET /api/projects/${PROJECT_ID}/applications/catalogue/elements/categories/records`]: () =>
        ok({ items: [], cursor: null, searchStoppedEarly: false, reindexJobId: null }),
    });
    renderApp(`/fr/customer/projects/${PROJECT_ID}/applications/catalogue/items`);
    const atlas = (await screen.findByRole('rowheader', { name: 'Atlas' })).closest('tr')!;
    expect(
      within(atlas)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['a.png', 'b.png', 'c.png']);
    expect(within(atlas).getByText('et 3 autres fichiers')).toBeTruthy();
    const bestiaire = screen.getByRole('rowheader', { name: 'Bestiaire' }).closest('tr')!;
    expect(within(bestiaire).queryAllByRole('img')).toHaveLength(0);
  });
});
