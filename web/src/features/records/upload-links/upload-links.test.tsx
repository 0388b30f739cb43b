/**
 * A record's upload links on its view screen, through the real route table with the API answered through MSW (in
 * French): the dialog (the fields, validity and language, created, copied, mailed, the API's field problems), the
 * record's links and their revocation once confirmed; and in the history, the versions an upload link saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../../../shared/kinds';
import type { ElementTableView } from '../../../../../shared/project-views';
import type { FormField } from '../../../../../shared/schemas/builder';
import type { RecordDetail } from '../../../../../shared/schemas/records';
import { type CreatedUploadLink, UPLOAD_LINK_AUTHOR, type UploadLinkSummary } from '../../../../../shared/schemas/uploads';
import { answerApi, apiError, type Answer, type ApiCall } from '../../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../../test/render-app';

const [base] = defaultElements('speakers');
const slides: FormField = {
  key: 'slides',
  type: 'gallery',
  label: { fr: 'Présentation', en: 'Slides' },
  visibility: 'public',
  translatable: false,
  mandatory: false,
  accept: ['.pdf'],
  maxCount: 3,
  column: 2,
};
const speakers = { ...base!, form: { ...base!.form, fields: [...base!.form.fields, slides] } };

const RECORD_ID = '01J00000000000000000000R01';
const API = `/api/projects/${PROJECT_ID}/applications/intervenants/elements/speakers`;
// The routes of files name the application by its id, not by the slug the screens' addresses use.
const LINKS_API = `/api/projects/${PROJECT_ID}/applications/${speakersApplication().applicationId}/elements/speakers/records/${RECORD_ID}/upload-links`;
const URL = `/fr/customer/projects/${PROJECT_ID}/applications/intervenants/speakers/${RECORD_ID}`;
const TOKEN = 'a'.repeat(43);

const ok = (body?: unknown): Answer => ({ status: body === undefined ? 204 : 200, body });

const ada: RecordDetail = {
  recordId: RECORD_ID,
  values: { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com', photo: [], slides: [] },
  version: 3,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  versionCount: 3,
  updatedBy: UPLOAD_LINK_AUTHOR,
};

const link = (more: Partial<UploadLinkSummary> = {}): UploadLinkSummary => ({
  linkId: '01J00000000000000000000L01',
  fields: ['photo', 'slides'],
  language: 'fr',
  createdAt: '2026-03-01T09:00:00.000Z',
  createdBy: 'ana@example.com',
  expiresAt: '2026-03-08T09:00:00.000Z',
  state: 'active',
  uploads: 2,
  email: 'ada@example.com',
  ...more,
});

type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route>, level: 'full' | 'read' = 'full') {
  const application = speakersApplication({
    level,
    elements: [{ key: 'speakers', name: speakers.name, count: 1 }],
    configs: [{ ...speakers, count: 1 }],
  });
  const table: ElementTableView = {
    element: { key: 'speakers', name: speakers.name },
    form: speakers.form,
    table: speakers.table,
    version: 1,
    languages: ['fr', 'en'],
  };
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(salonDetail([application])),
    [`GET /api/projects/${PROJECT_ID}/applications/intervenants`]: () => ok(application),
    [`GET ${API}/table`]: () => ok(table),
    [`GET ${API}/records/${RECORD_ID}`]: () => ok(ada),
    [`GET ${LINKS_API}`]: () => ok({ items: [] }),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

signedInForEachTest();

async function openView() {
  const rendered = renderApp(`${URL}/view`);
  expect(await screen.findByRole('heading', { level: 1, name: "Fiche de l'intervenant" })).toBeTruthy();
  return rendered;
}

describe('upload links of a record', () => {
  it('creates a link for the chosen fields, shows its address once and copies it', { timeout: 20_000 }, async () => {
    const created: CreatedUploadLink = {
      link: link({ fields: ['slides'], email: undefined, uploads: 0 }),
      url: `https://app.example/_upload?t=${TOKEN}`,
      mailed: false,
    };
    let links: UploadLinkSummary[] = [];
    const calls = mockApi({
      [`GET ${LINKS_API}`]: () => ok({ items: links }),
      [`POST ${LINKS_API}`]: () => {
        links = [created.link];
        return { status: 201, body: created };
      },
    });
    const { user } = await openView();
    const section = screen.getByRole('region', { name: 'Liens de dépôt' });
    expect(await within(section).findByText("Aucun lien de dépôt n'a été créé pour cette fiche.")).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Lien de dépôt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un lien de dépôt' });
    const fields = within(dialog).getByRole('group', { name: /Fichiers demandés/ });
    // Every file and gallery field is offered, checked; the other fields are not.
    expect(
      within(fields)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Photo', 'Présentation']);
    expect(within(dialog).getByRole('spinbutton', { name: /Validité/ })).toHaveProperty('value', '7');
    expect(within(dialog).getByRole('radio', { name: 'Français' })).toHaveProperty('checked', true);
    await user.click(within(fields).getByRole('checkbox', { name: 'Photo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Anglais' }));
    const days = within(dialog).getByRole('spinbutton', { name: /Validité/ });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));

    const address = await within(dialog).findByRole('textbox', { name: 'Adresse du lien' });
    expect(address).toHaveProperty('value', created.url);
    expect(within(dialog).getByText('Le lien de dépôt est créé.')).toBeTruthy();
    expect(within(dialog).queryByText(/Le lien a été envoyé/)).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fields: ['slides'],
      days: 14,
      language: 'en',
      email: '',
      message: '',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
    expect(await within(dialog).findByText('Le lien est copié dans le presse-papiers.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(created.url);

    await user.click(within(dialog).getByRole('button', { name: 'Terminé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the new link.
    const row = (await within(section).findByRole('rowheader', { name: 'Présentation' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Actif')).toBeTruthy();
    expect(within(row).getByText('Aucun fichier')).toBeTruthy();
    expect(within(row).getByText('Non envoyé par e-mail')).toBeTruthy();
  });

  it('selects the address for the user to copy when the clipboard cannot be written', async () => {
    const created: CreatedUploadLink = { link: link(), url: `https://app.example/_upload?t=${TOKEN}`, mailed: true };
    mockApi({ [`POST ${LINKS_API}`]: () => ({ status: 201, body: created }) });
    const { user } = await openView();
    await user.click(screen.getByRole('button', { name: 'Lien de dépôt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un lien de dépôt' });
    await user.type(within(dialog).getByRole('textbox', { name: /Envoyer le lien à/ }), 'ada@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Message personnel/ }), 'Bonjour Ada, votre photo ?');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    // Mailed: said so, with the address.
    expect(await within(dialog).findByText('Le lien a été envoyé à ada@example.com.')).toBeTruthy();

    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
    expect(await within(dialog).findByText('Le lien est sélectionné : copiez-le avec Ctrl+C (⌘+C sur un Mac).')).toBeTruthy();
    const address = within(dialog).getByRole('textbox', { name: 'Adresse du lien' }) as HTMLInputElement;
    expect(document.activeElement).toBe(address);
    expect([address.selectionStart, address.selectionEnd]).toEqual([0, created.url.length]);
  });

  it('checks the fields in the browser, then shows the API problems on their fields', async () => {
    const calls = mockApi({
      [`POST ${LINKS_API}`]: () =>
        apiError(400, 'VALIDATION_FAILED', [
          { field: 'email', message: 'validation.email' },
          { field: 'days', message: 'validation.linkDays' },
        ]),
    });
    const { user } = await openView();
    await user.click(screen.getByRole('button', { name: 'Lien de dépôt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un lien de dépôt' });
    const fields = within(dialog).getByRole('group', { name: /Fichiers demandés/ });
    await user.click(within(fields).getByRole('checkbox', { name: 'Photo' }));
    await user.click(within(fields).getByRole('checkbox', { name: 'Présentation' }));
    const days = within(dialog).getByRole('spinbutton', { name: /Validité/ });
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    // Nothing sent: at least one field, and 1 to 30 days.
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(within(dialog).getByText('Choisissez une durée de 1 à 30 jours.')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(fields).getByRole('checkbox', { name: 'Photo' }));
    await user.clear(days);
    await user.type(days, '3');
    await user.type(within(dialog).getByRole('textbox', { name: /Envoyer le lien à/ }), 'ada@');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    const email = within(dialog).getByRole('textbox', { name: /Envoyer le lien à/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
    expect(within(dialog).getByText('Choisissez une durée de 1 à 30 jours.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Certaines informations saisies ne sont pas valides.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("lists the record's links with their state, and revokes an active one once confirmed", async () => {
    let links: UploadLinkSummary[] = [
      link(),
      link({
        linkId: '01J00000000000000000000L02',
        fields: ['photo'],
        state: 'revoked',
        revokedAt: '2026-03-03T08:00:00.000Z',
        uploads: 0,
        email: undefined,
      }),
    ];
    const calls = mockApi({
      [`GET ${LINKS_API}`]: () => ok({ items: links }),
      [`DELETE ${LINKS_API}/01J00000000000000000000L01`]: () => {
        links = links.map((item) => (item.linkId === '01J00000000000000000000L01' ? { ...item, state: 'revoked' as const } : item));
        return ok();
      },
    });
    const { user } = await openView();
    const table = await screen.findByRole('table', { name: 'Liens de dépôt de la fiche' });
    const active = within(table).getByRole('rowheader', { name: 'Photo, Présentation' }).closest('tr') as HTMLElement;
    expect(within(active).getByText('Actif')).toBeTruthy();
    expect(within(active).getByText('2 fichiers')).toBeTruthy();
    expect(within(active).getByText('ada@example.com')).toBeTruthy();
    expect(within(active).getByText(/^Jusqu'au .*2026/)).toBeTruthy();
    const revoked = within(table).getByRole('rowheader', { name: 'Photo' }).closest('tr') as HTMLElement;
    expect(within(revoked).getByText('Désactivé')).toBeTruthy();
    expect(within(revoked).getByText(/^Désactivé le .*2026/)).toBeTruthy();
    // Only an active link can be revoked.
    expect(within(revoked).queryByRole('button')).toBeNull();

    await user.click(within(active).getByRole('button', { name: 'Désactiver le lien (Photo, Présentation)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver le lien de dépôt (Photo, Présentation) ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(active).getByRole('button', { name: 'Désactiver le lien (Photo, Présentation)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver le lien' }));
    expect(await screen.findByText('Le lien de dépôt (Photo, Présentation) est désactivé.')).toBeTruthy();
    await waitFor(() => expect(within(table).queryAllByText('Actif')).toEqual([]));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('is not offered to a reader', async () => {
    const calls = mockApi({}, 'read');
    await openView();
    expect(screen.queryByRole('region', { name: 'Liens de dépôt' })).toBeNull();
    expect(calls.some((call) => call.path === LINKS_API)).toBe(false);
  });
});

describe('versions saved through an upload link', () => {
  it('names the upload link as their author, in the history and the version information', async () => {
    mockApi({
      [`GET ${API}/records/${RECORD_ID}/versions`]: () =>
        ok({
          items: [
            { version: 3, savedAt: '2026-03-02T10:00:00.000Z', savedBy: UPLOAD_LINK_AUTHOR, values: ada.values, changed: ['photo'] },
            { version: 2, savedAt: '2026-03-02T09:00:00.000Z', savedBy: 'ana@example.com', values: ada.values, changed: ['company'] },
          ],
          cursor: null,
        }),
    });
    renderApp(`${URL}/history`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Historique de « Lovelace »' })).toBeTruthy();
    const version3 = screen.getByRole('heading', { level: 3, name: /Version 3/ }).closest('li') as HTMLElement;
    expect(within(version3).getByText(/^Enregistrée le .* par lien de dépôt$/)).toBeTruthy();
    expect(screen.getByText(/^Enregistrée le .* par ana@example.com$/)).toBeTruthy();
    // The record's last save, above the versions.
    expect(screen.getByText(/^Enregistrée le .* · version 3 par lien de dépôt$/)).toBeTruthy();
    expect(screen.queryByText(new RegExp(UPLOAD_LINK_AUTHOR))).toBeNull();
  });
});
