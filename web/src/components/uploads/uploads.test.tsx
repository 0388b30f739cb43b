/**
 * The file and gallery fields where files upload (the record screens), through the one form renderer, in French:
 * a chosen file is presigned (the API, answered through MSW), posted to S3 (a driven XMLHttpRequest) with a progress
 * bar named after it, checked ("Vérification…"), then joins the value; a refused file says why, a failed one says
 * "Erreur {number}" and a sentence; drag and drop; cancel; a gallery's count. Then files as a record shows them, and
 * the list page's cells.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fr from '../../../../locales/fr.json';
import { emptyValues, type FileRef, type RecordValues } from '../../../../shared/record-values';
import type { FormConfig, FormField } from '../../../../shared/schemas/builder';
import { formField, formOf } from '../../../../shared/test-builder-fixtures';
import type { CreatedUpload, UploadStatus } from '../../../../shared/schemas/uploads';
import { answerRoutes, apiError, type Answer, type ApiCall } from '../../test/api-server';
import { stubXhr } from '../../test/fake-xhr';
import { customerUploads } from '../../lib/uploads/api';
import { FormRenderer } from '../form-renderer/form-renderer';
import { FileCell } from './file-cell';
import { UploadingFileField } from './uploading-file-field';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (key: string, type: FormField['type'], label: string, extra: Partial<FormField> = {}): FormField =>
  formField(key, { type, label: { fr: label }, ...extra });

const TARGET = { projectId: 'p1', applicationId: 'a1', element: 'speakers' };
const UPLOADS = '/api/projects/p1/applications/a1/uploads';

const presigned = (uploadId: string): CreatedUpload => ({
  uploadId,
  url: `https://files.test/${uploadId}`,
  fields: { key: `files/p1/a1/${uploadId}/original`, policy: 'P' },
});
const status = (uploadId: string, state: UploadStatus['status'], extra: Partial<UploadStatus> = {}): UploadStatus => ({
  uploadId,
  status: state,
  name: 'portrait.png',
  type: 'image/png',
  size: 3,
  ...extra,
});

/** The API: each presign answers the next id (u1, u2…); each status the `check` answer. */
function uploadApi(check: (uploadId: string) => Answer = (uploadId) => ({ status: 200, body: status(uploadId, 'ready') })) {
  let next = 0;
  return answerRoutes({
    [`POST ${UPLOADS}`]: () => ({ status: 201, body: presigned(`u${++next}`) }),
    ...Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`GET ${UPLOADS}/u${index + 1}`, () => check(`u${index + 1}`)])),
  });
}

/** The renderer of a record screen (uploads on), its values in state; `busy` lists the fields with files on their way. */
function renderUploading(config: FormConfig, values?: RecordValues) {
  const changes = vi.fn<(values: RecordValues) => void>();
  const busy = new Set<string>();
  function Harness() {
    const [state, setState] = useState<RecordValues>(values ?? emptyValues(config, ['fr']));
    return (
      <FormRenderer
        form={config}
        languages={['fr']}
        uiLocale="fr"
        values={state}
        uploads={{
          calls: (key) => customerUploads(TARGET, key),
          onBusyChange: (key, on) => (on ? busy.add(key) : busy.delete(key)),
          Field: UploadingFileField,
        }}
        onChange={(next, key) => {
          setState((current) => ({ ...current, [key]: next[key]! }));
          changes(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const result = render(
    <IntlProvider locale="fr" messages={fr}>
      <Harness />
    </IntlProvider>,
  );
  const input = (multiple = false) =>
    result.container.querySelector<HTMLInputElement>(`input[type="file"]${multiple ? '[multiple]' : ':not([multiple])'}`)!;
  const filesOf = (key: string) => (changes.mock.lastCall?.[0]?.[key] ?? []) as readonly FileRef[];
  return { ...result, user, input, changes, filesOf, busy };
}

const png = (name = 'portrait.png') => new File([new Uint8Array([137, 80, 78])], name, { type: 'image/png' });
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('a file field that uploads', () => {
  const photo = formOf([field('photo', 'file', 'Photo', { accept: ['image/*'], maxSizeMb: 2 })]);

  it('sends a chosen file with a progress bar, checks it, then holds it in the value', async () => {
    const s3 = stubXhr();
    const calls = uploadApi();
    const { user, input, filesOf, busy } = renderUploading(photo);
    expect(screen.getByText('ou glissez-déposez le fichier ici')).toBeTruthy();
    await user.upload(input(), png());

    await waitFor(() => expect(s3).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ element: 'speakers', field: 'photo', name: 'portrait.png', type: 'image/png', size: 3 });
    expect(s3[0]?.url).toBe('https://files.test/u1');
    expect(s3[0]?.parts().map(([name]) => name)).toEqual(['key', 'policy', 'file']);
    const bar = await screen.findByRole('progressbar', { name: 'Envoi de portrait.png' });
    expect(bar.getAttribute('value')).toBe('0');
    expect(busy.has('photo')).toBe(true);
    act(() => s3[0]?.progress(2, 4));
    expect(bar.getAttribute('value')).toBe('50');

    act(() => s3[0]?.respond(204));
    expect(await screen.findByText('Vérification…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(filesOf('photo')).toHaveLength(1));
    expect(filesOf('photo')[0]).toMatchObject({ uploadId: 'u1', name: 'portrait.png', type: 'image/png', size: 3 });
    expect(screen.queryByText('Vérification…')).toBeNull();
    expect(text(screen.getByRole('list', { name: 'Fichiers choisis' }))).toContain('portrait.png');
    expect(screen.getByRole('status').textContent).toBe('« portrait.png » est prêt.');
    expect(busy.has('photo')).toBe(false);
  });

  it('shows its own preview of an image once checked', async () => {
    const s3 = stubXhr();
    uploadApi();
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close: () => undefined }));
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext() {
          return { drawImage: () => undefined };
        }
        async convertToBlob({ type }: { type: string }) {
          return new Blob(['preview'], { type });
        }
      },
    );
    URL.createObjectURL = vi.fn(() => 'blob:local-preview');
    URL.revokeObjectURL = vi.fn();
    const { user, input, container } = renderUploading(photo);
    await user.upload(input(), png());
    await waitFor(() => expect(s3).toHaveLength(1));
    // The server signed no POST for a preview here: only the original travels, its preview stays in the browser.
    act(() => s3[0]?.respond(204));
    await waitFor(() => expect(container.querySelector('img.file-thumb')?.getAttribute('src')).toBe('blob:local-preview'));
  });

  it('says why the check refused a file, and keeps it out of the value', async () => {
    const s3 = stubXhr();
    uploadApi((uploadId) => ({ status: 200, body: status(uploadId, 'rejected', { reason: 'typeMismatch' }) }));
    const { user, input, changes } = renderUploading(photo);
    await user.upload(input(), png('photo.png'));
    await waitFor(() => expect(s3).toHaveLength(1));
    act(() => s3[0]?.respond(204));
    const line = (await screen.findByText(/a été refusé/)).closest('li')!;
    expect(text(line)).toContain(
      '« photo.png » a été refusé. Le contenu du fichier ne correspond pas à son type (par exemple un programme renommé en image).',
    );
    expect(screen.getByRole('status').textContent).toContain('« photo.png » a été refusé.');
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByText('Aucun fichier choisi.')).toBeTruthy();
  });

  it('says "Erreur {number}" with a sentence when the upload fails, and tries again on demand', async () => {
    const s3 = stubXhr();
    uploadApi();
    const { user, input, filesOf } = renderUploading(photo);
    await user.upload(input(), png());
    await waitFor(() => expect(s3).toHaveLength(1));
    act(() => s3[0]?.respond(403));
    const line = (await screen.findByText(/^Erreur 403/)).closest('li')!;
    expect(text(line)).toContain("Erreur 403 : le fichier n'a pas pu être envoyé");
    expect(text(line)).toContain("Le stockage n'a pas accepté le fichier");
    await user.click(within(line).getByRole('button', { name: "Réessayer l'envoi de portrait.png" }));
    await waitFor(() => expect(s3).toHaveLength(2));
    act(() => s3[1]?.respond(204));
    await waitFor(() => expect(filesOf('photo')).toHaveLength(1));
  });

  it('says what the API refused before anything was sent (a type or size the field does not take)', async () => {
    stubXhr();
    answerRoutes({ [`POST ${UPLOADS}`]: apiError(400, 'VALIDATION_FAILED') });
    const { user, input } = renderUploading(photo);
    await user.upload(input(), png());
    const line = (await screen.findByText(/^Erreur 400/)).closest('li')!;
    expect(text(line)).toContain('Ce fichier ne respecte pas les règles du champ (type ou taille)');
  });

  it('takes files dropped onto the field, with a visible drop state', async () => {
    const s3 = stubXhr();
    uploadApi();
    const { filesOf } = renderUploading(photo);
    const zone = screen.getByText('ou glissez-déposez le fichier ici').closest<HTMLElement>('.file-drop')!;
    const dataTransfer = { types: ['Files'], files: [png('dropped.png')], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone.classList.contains('is-over')).toBe(true);
    expect(within(zone).getByText('Déposez pour envoyer')).toBeTruthy();
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(zone.classList.contains('is-over')).toBe(false);
    await waitFor(() => expect(s3).toHaveLength(1));
    act(() => s3[0]?.respond(204));
    await waitFor(() => expect(filesOf('photo')[0]?.uploadId).toBe('u1'));
    // A drag that carries no file (a text selection) is not taken.
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone.classList.contains('is-over')).toBe(false);
  });

  it('refuses at once a dropped file of a type the field does not take, or an empty one', () => {
    stubXhr();
    renderUploading(photo);
    const zone = screen.getByText('ou glissez-déposez le fichier ici').closest<HTMLElement>('.file-drop')!;
    const files = [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), new File([], 'vide.png', { type: 'image/png' })];
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(screen.getAllByRole('listitem').map(text)).toEqual([
      "« setup.exe » n'a pas été ajouté : ce type de fichier n'est pas accepté.",
      "« vide.png » n'a pas été ajouté : le fichier est vide.",
    ]);
  });

  it('cancels a file on its way: the request is aborted, the focus goes back to the button', async () => {
    const s3 = stubXhr();
    uploadApi();
    const { user, input, changes, busy } = renderUploading(photo);
    await user.upload(input(), png());
    await waitFor(() => expect(s3).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: "Annuler l'envoi de portrait.png" }));
    expect(s3[0]?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Photo Choisir un fichier' }));
    expect(changes).not.toHaveBeenCalled();
    expect(busy.has('photo')).toBe(false);
  });

  it('replaces the file of a file field once the new one is checked', async () => {
    const s3 = stubXhr();
    uploadApi((uploadId) => ({ status: 200, body: status(uploadId, 'ready', { name: `${uploadId}.png` }) }));
    const stored: FileRef = { uploadId: 'u0', name: 'old.png', type: 'image/png', size: 10 };
    const { user, input, filesOf } = renderUploading(photo, { photo: [stored] });
    await user.upload(input(), png());
    await waitFor(() => expect(s3).toHaveLength(1));
    expect(text(screen.getByRole('list', { name: 'Fichiers choisis' }))).toContain('old.png');
    act(() => s3[0]?.respond(204));
    await waitFor(() => expect(filesOf('photo').map((file) => file.uploadId)).toEqual(['u1']));
  });

  it('keeps a gallery to its count: says how many remain, refuses the extra ones', async () => {
    const s3 = stubXhr();
    uploadApi((uploadId) => ({ status: 200, body: status(uploadId, 'ready', { name: `${uploadId}.png` }) }));
    const gallery = formOf([field('pictures', 'gallery', 'Galerie', { maxCount: 2 })]);
    const { user, input, filesOf } = renderUploading(gallery);
    expect(screen.getByText('Encore 2 fichiers possibles.')).toBeTruthy();
    await user.upload(input(true), [png('a.png'), png('b.png'), png('c.png')]);
    expect(text(screen.getByRole('alert'))).toBe("« c.png » n'a pas été ajouté : 2 fichiers au plus.");
    expect(screen.getByText('Plus aucun fichier possible.')).toBeTruthy();
    await waitFor(() => expect(s3).toHaveLength(2));
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Envoi de a.png', 'Envoi de b.png']);
    act(() => {
      s3[0]?.respond(204);
      s3[1]?.respond(204);
    });
    // Both checked: both in the value, neither lost.
    await waitFor(() =>
      expect(
        filesOf('pictures')
          .map((file) => file.uploadId)
          .sort(),
      ).toEqual(['u1', 'u2']),
    );
    await user.click(screen.getByRole('button', { name: 'Retirer u1.png' }));
    expect(filesOf('pictures').map((file) => file.uploadId)).toEqual(['u2']);
    expect(screen.getByText('Encore 1 fichier possible.')).toBeTruthy();
  });

  it('keeps the choose-only behaviour where the form has nowhere to upload (the builder preview)', async () => {
    const s3 = stubXhr();
    const calls: ApiCall[] = answerRoutes({});
    const changes = vi.fn();
    const { container } = render(
      <IntlProvider locale="fr" messages={fr}>
        <FormRenderer form={photo} languages={['fr']} uiLocale="fr" values={emptyValues(photo, ['fr'])} onChange={changes} mode="preview" />
      </IntlProvider>,
    );
    expect(screen.queryByText('ou glissez-déposez le fichier ici')).toBeNull();
    await userEvent.setup().upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    expect(changes).toHaveBeenCalled();
    expect(s3).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});

describe('files as a record shows them', () => {
  const files = formOf([field('photo', 'file', 'Photo'), field('slides', 'file', 'Présentation'), field('pictures', 'gallery', 'Galerie')]);
  const image = (name: string, uploadId: string): FileRef => ({
    uploadId,
    name,
    type: 'image/jpeg',
    size: 2048,
    preview: true,
    url: `https://files.test/${uploadId}/original?sig`,
    downloadUrl: `https://files.test/${uploadId}/original?download`,
    previewUrl: `https://files.test/${uploadId}/preview?sig`,
  });

  it('shows an image as its small preview opening the original, every file with a download link under its name', () => {
    const { container } = render(
      <IntlProvider locale="fr" messages={fr}>
        <FormRenderer
          form={files}
          languages={['fr']}
          uiLocale="fr"
          readOnly
          values={{
            photo: [image('ada.jpg', 'u1')],
            slides: [
              {
                uploadId: 'u2',
                name: 'talk.pdf',
                type: 'application/pdf',
                size: 3 * 1024 * 1024,
                url: 'https://files.test/u2/original?sig',
                downloadUrl: 'https://files.test/u2/original?download',
              },
            ],
            pictures: [image('a.jpg', 'u3'), image('b.jpg', 'u4')],
          }}
        />
      </IntlProvider>,
    );
    const photo = screen.getByRole('list', { name: 'Photo' });
    const open = within(photo).getByRole('link', { name: 'ada.jpg' });
    expect(open.getAttribute('href')).toBe('https://files.test/u1/original?sig');
    const thumb = open.querySelector('img')!;
    // The preview, not the original; loaded only when near the screen.
    expect(thumb.getAttribute('src')).toBe('https://files.test/u1/preview?sig');
    expect(thumb.getAttribute('loading')).toBe('lazy');
    const download = within(photo).getByRole('link', { name: 'Télécharger ada.jpg' });
    expect(download.getAttribute('href')).toBe('https://files.test/u1/original?download');
    expect(download.getAttribute('download')).toBe('ada.jpg');

    const slides = screen.getByRole('list', { name: 'Présentation' });
    expect(text(slides)).toBe('talk.pdf 3 Mo Télécharger');
    expect(slides.querySelector('img')).toBeNull();
    expect(within(slides).getByRole('link', { name: 'Télécharger talk.pdf' })).toBeTruthy();

    const gallery = screen.getByRole('list', { name: 'Galerie' });
    expect(gallery.classList.contains('files-gallery')).toBe(true);
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });
});

describe('file cells of the list', () => {
  const cell = (value: unknown) =>
    render(
      <IntlProvider locale="fr" messages={fr}>
        <FileCell value={value} />
      </IntlProvider>,
    );

  it("shows up to three small previews and how many more (the server's `{ more }` item included)", () => {
    const pictures = ['a', 'b', 'c', 'd'].map((name) => ({
      uploadId: `u-${name}`,
      name: `${name}.jpg`,
      type: 'image/jpeg',
      preview: true,
      previewUrl: `https://files.test/${name}/preview`,
    }));
    const { container } = cell([...pictures, { more: 3 }]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(text(container)).toBe('+4 et 4 autres fichiers');
  });

  it('shows the names of other files, and nothing for an empty or older cell', () => {
    const { container } = cell([{ uploadId: 'u1', name: 'talk.pdf', type: 'application/pdf' }]);
    expect(text(container)).toBe('talk.pdf');
    expect(cell('').container.textContent).toBe('');
    expect(cell([]).container.textContent).toBe('');
  });
});
