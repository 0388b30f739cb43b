/**
 * The upload page (`/_upload?t=…`) through the real route table, the API answered through MSW and the storage's POSTs
 * through a driven XMLHttpRequest (in French unless the link says otherwise): what the link asks for and its rules, the
 * link's language, an upload through to its attach, the refusals made here, a failed upload's number, cancel, and the
 * pages of a missing, wrong, expired or revoked link and of too many attempts. No session: nobody is signed in.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttachedUpload, CreatedUpload, UploadLinkField, UploadLinkPage, UploadStatus } from '../../../../shared/schemas/uploads';
import { queryClient } from '../../lib/query-client';
import { answerApi, apiError, type Answer, type ApiCall } from '../../test/api-server';
import { stubXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const UPLOAD_ID = '01J00000000000000000000U01';
const PAGE_URL = `/_upload?t=${TOKEN}`;

const photo: UploadLinkField = {
  key: 'photo',
  label: 'Photo',
  type: 'file',
  accept: ['image/*'],
  maxBytes: 2 * 1024 * 1024,
  maxCount: 1,
  files: [],
};
const slides: UploadLinkField = {
  key: 'slides',
  label: 'Présentation',
  type: 'gallery',
  accept: ['.pdf', 'application/pdf'],
  maxBytes: 10 * 1024 * 1024,
  maxCount: 3,
  files: [{ uploadId: '01J00000000000000000000U00', name: 'programme.pdf', type: 'application/pdf', size: 2048 }],
};
const linkPage = (more: Partial<UploadLinkPage> = {}): UploadLinkPage => ({
  project: { name: 'Salon du livre' },
  record: { name: 'Ada Lovelace' },
  language: 'fr',
  expiresAt: '2026-03-08T09:00:00.000Z',
  fields: [photo, slides],
  ...more,
});
const created: CreatedUpload = {
  uploadId: UPLOAD_ID,
  url: 'https://uploads.example/bucket',
  fields: { key: `files/p/a/${UPLOAD_ID}/original`, 'Content-Type': 'image/png', Policy: 'policy', 'X-Amz-Signature': 'sig' },
};
const ok = (body: unknown): Answer => ({ status: 200, body });

type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route> = {}, page = linkPage()) {
  const routes: Record<string, Route> = {
    'GET /api/upload-link': (call) => (call.query.get('t') === TOKEN ? ok(page) : apiError(404, 'UPLOAD_LINK_INVALID')),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

const png = (name = 'portrait.png') => new File(['png-bytes'], name, { type: 'image/png' });
const fileInput = (section: HTMLElement) => section.querySelector<HTMLInputElement>('input[type="file"]')!;

async function openPage(url = PAGE_URL) {
  const rendered = renderApp(url);
  expect(await screen.findByRole('heading', { level: 1, name: 'Envoyer vos fichiers' })).toBeTruthy();
  return rendered;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the upload page', () => {
  it('shows the project, the record and what is asked, with the rules and the files already sent; no account needed', async () => {
    const calls = mockApi();
    await openPage();
    expect(screen.getByText('Salon du livre vous demande des fichiers pour « Ada Lovelace ».')).toBeTruthy();
    expect(screen.getByText(/^Ce lien est valable jusqu'au .*2026/)).toBeTruthy();

    const photoCard = screen.getByRole('region', { name: 'Photo' });
    expect(within(photoCard).getByText('Types acceptés : image/*')).toBeTruthy();
    expect(within(photoCard).getByText('Taille maximale : 2 Mo par fichier')).toBeTruthy();
    expect(within(photoCard).getByText('Un seul fichier : un nouvel envoi remplace le précédent.')).toBeTruthy();
    expect(within(photoCard).getByRole('heading', { level: 3, name: 'Ce que vous avez déjà envoyé' })).toBeTruthy();
    expect(within(photoCard).getByText("Rien pour l'instant.")).toBeTruthy();
    expect(within(photoCard).getByRole('button', { name: 'Choisir un fichier Photo' })).toBeTruthy();

    const slidesCard = screen.getByRole('region', { name: 'Présentation' });
    expect(within(slidesCard).getByText("Jusqu'à 3 fichiers : encore 2 possibles.")).toBeTruthy();
    const sent = within(slidesCard).getByRole('list', { name: 'Déjà envoyés pour « Présentation »' });
    expect(within(sent).getByText('programme.pdf')).toBeTruthy();
    expect(within(slidesCard).getByRole('button', { name: 'Choisir des fichiers Présentation' })).toBeTruthy();

    // Not the customer area: no account menu, no site navigation; the language switch keeps the link.
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Espace client' })).toBeNull();
    const languages = screen.getByRole('navigation', { name: "Langue de l'interface" });
    expect(within(languages).getByRole('link', { name: 'English' }).getAttribute('href')).toBe(`/_upload?t=${TOKEN}&lang=en`);
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    // The title is set once the page has painted (an effect): wait for it.
    await waitFor(() => expect(document.title).toBe('Dépôt de fichiers · Salon du livre · Noco'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/upload-link']);
  });

  it("opens in the link's language, and switches language keeping the link", async () => {
    mockApi({}, linkPage({ language: 'en' }));
    const { user, router } = renderApp(PAGE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Send your files' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?t=${TOKEN}&lang=en`);
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('Salon du livre is asking you for files for “Ada Lovelace”.')).toBeTruthy();

    await user.click(within(screen.getByRole('navigation', { name: 'Interface language' })).getByRole('link', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Envoyer vos fichiers' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?t=${TOKEN}&lang=fr`);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('uploads a file with its progress, then attaches it: the field lists it', { timeout: 20_000 }, async () => {
    const sent = stubXhr();
    let status: UploadStatus['status'] = 'pending';
    const attached: AttachedUpload = {
      version: 4,
      field: 'photo',
      files: [{ uploadId: UPLOAD_ID, name: 'portrait.png', type: 'image/png', size: 9 }],
    };
    const calls = mockApi({
      'POST /api/upload-link/uploads': () => ({ status: 201, body: created }),
      [`GET /api/upload-link/uploads/${UPLOAD_ID}`]: () =>
        ok({ uploadId: UPLOAD_ID, status, name: 'portrait.png', type: 'image/png', size: 9 } satisfies UploadStatus),
      [`POST /api/upload-link/uploads/${UPLOAD_ID}/attach`]: () => ok(attached),
    });
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Photo' });
    await user.upload(fileInput(card), png());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      t: TOKEN,
      field: 'photo',
      name: 'portrait.png',
      type: 'image/png',
      size: 9,
    });
    const xhr = sent[0]!;
    expect(xhr.url).toBe(created.url);
    expect(xhr.parts().at(-1)).toEqual(['file', '<file portrait.png>']);
    xhr.progress(40, 100);
    const bar = await within(card).findByRole('progressbar', { name: 'Envoi de portrait.png' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('40'));
    xhr.respond(204);
    expect(await within(card).findByText('Vérification…')).toBeTruthy();
    status = 'ready';

    const list = await within(card).findByRole('list', { name: 'Déjà envoyés pour « Photo »' }, { timeout: 5000 });
    expect(within(list).getByText('portrait.png')).toBeTruthy();
    expect(within(card).queryByText("Rien pour l'instant.")).toBeNull();
    expect(within(card).getByText('« portrait.png » est ajouté à la fiche.')).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    const attach = calls.find((call) => call.path.endsWith('/attach'));
    expect(attach?.body).toEqual({ t: TOKEN });
  });

  it('says why a failed upload failed, with its number, and may try again', { timeout: 20_000 }, async () => {
    const sent = stubXhr();
    mockApi({ 'POST /api/upload-link/uploads': () => ({ status: 201, body: created }) });
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Photo' });
    await user.upload(fileInput(card), png());
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(403);
    expect(await within(card).findByText("Erreur 403 : le fichier n'a pas pu être envoyé")).toBeTruthy();
    expect(
      within(card).getByText("Le stockage n'a pas accepté le fichier (l'autorisation d'envoi a peut-être expiré). Réessayez."),
    ).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: "Réessayer l'envoi de portrait.png" }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('cancels a file on its way', { timeout: 20_000 }, async () => {
    const sent = stubXhr();
    mockApi({ 'POST /api/upload-link/uploads': () => ({ status: 201, body: created }) });
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Photo' });
    await user.upload(fileInput(card), png());
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(await within(card).findByRole('button', { name: "Annuler l'envoi de portrait.png" }));
    expect(sent[0]!.aborted).toBe(true);
    expect(await within(card).findByText('Envoi annulé.')).toBeTruthy();
  });

  it("takes files dropped on the field, refusing here those the field's rules refuse", async () => {
    stubXhr();
    const calls = mockApi({ 'POST /api/upload-link/uploads': () => ({ status: 201, body: { ...created, uploadId: UPLOAD_ID } }) });
    await openPage();
    const card = screen.getByRole('region', { name: 'Présentation' });
    const big = new File(['x'], 'annexes.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const files = [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      big,
      new File(['%PDF'], 'talk.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'one.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'two.pdf', { type: 'application/pdf' }),
    ];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
    fireEvent.dragEnter(card, { dataTransfer });
    expect(card.className).toContain('is-drop-target');
    expect(within(card).getByText('Déposez pour envoyer')).toBeTruthy();
    fireEvent.drop(card, { dataTransfer });
    expect(card.className).not.toContain('is-drop-target');

    const alert = within(card).getByRole('alert');
    expect(within(alert).getByText("« setup.exe » n'a pas été envoyé : ce type de fichier n'est pas accepté ici.")).toBeTruthy();
    expect(within(alert).getByText("« annexes.pdf » n'a pas été envoyé : il dépasse 10 Mo.")).toBeTruthy();
    // One file is there already, three at most: two more.
    expect(within(alert).getByText("« two.pdf » n'a pas été envoyé : ce champ a reçu le nombre maximal de fichiers.")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => (call.body as { name: string }).name)).toEqual([
        'talk.pdf',
        'one.pdf',
      ]),
    );
    expect(within(card).getByText("Jusqu'à 3 fichiers : plus aucun possible.")).toBeTruthy();
    expect(within(card).getByText('Ce champ a reçu le nombre maximal de fichiers.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Choisir des fichiers/ })).toBeNull();
  });

  it('says when a checked file could not be added to the record, with its number, and tries again', { timeout: 20_000 }, async () => {
    const sent = stubXhr();
    let attachAnswer: Answer = apiError(503, 'SERVICE_UNAVAILABLE');
    mockApi({
      'POST /api/upload-link/uploads': () => ({ status: 201, body: created }),
      [`GET /api/upload-link/uploads/${UPLOAD_ID}`]: () =>
        ok({ uploadId: UPLOAD_ID, status: 'ready', name: 'portrait.png', type: 'image/png', size: 9 } satisfies UploadStatus),
      [`POST /api/upload-link/uploads/${UPLOAD_ID}/attach`]: () => attachAnswer,
    });
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Photo' });
    await user.upload(fileInput(card), png());
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(204);
    expect(await within(card).findByText("Erreur 503 : le fichier n'a pas pu être envoyé", {}, { timeout: 5000 })).toBeTruthy();
    attachAnswer = ok({ version: 4, field: 'photo', files: [{ uploadId: UPLOAD_ID, name: 'portrait.png', type: 'image/png', size: 9 }] });
    await user.click(within(card).getByRole('button', { name: "Réessayer d'ajouter portrait.png" }));
    expect(await within(card).findByText('« portrait.png » est ajouté à la fiche.')).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Déjà envoyés pour « Photo »' })).getByText('portrait.png')).toBeTruthy();
  });
  it('says so when the link is revoked while the page is open', async () => {
    stubXhr();
    let revoked = false;
    mockApi({
      'GET /api/upload-link': () => (revoked ? apiError(410, 'UPLOAD_LINK_REVOKED') : ok(linkPage())),
      'POST /api/upload-link/uploads': () => {
        revoked = true;
        return apiError(410, 'UPLOAD_LINK_REVOKED');
      },
    });
    const { user } = await openPage();
    await user.upload(fileInput(screen.getByRole('region', { name: 'Photo' })), png());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien de dépôt désactivé' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Choisir/ })).toBeNull();
  });
});

describe('the upload page of a link that does not work', () => {
  it.each([
    ['a wrong link', apiError(404, 'UPLOAD_LINK_INVALID'), 'Lien de dépôt introuvable', /Ce lien de dépôt n'existe pas/],
    ['an expired link', apiError(410, 'UPLOAD_LINK_EXPIRED'), 'Lien de dépôt expiré', /Ce lien de dépôt a expiré/],
    ['a revoked link', apiError(410, 'UPLOAD_LINK_REVOKED'), 'Lien de dépôt désactivé', /Ce lien de dépôt a été désactivé/],
    ['too many attempts', apiError(429, 'TOO_MANY_REQUESTS'), 'Trop de tentatives', /Patientez une minute/],
  ])('shows a clear page for %s, without the form', async (_case, answer, title, text) => {
    mockApi({ 'GET /api/upload-link': () => answer });
    renderApp(PAGE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Choisir/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${title} · Noco`));
  });

  it.each(['/_upload?t=short', '/_upload'])('says the link %s is wrong, without asking the API', async (url) => {
    const calls = mockApi();
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien de dépôt introuvable' })).toBeTruthy();
    expect(screen.getByText(/Ce lien de dépôt n'existe pas/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
