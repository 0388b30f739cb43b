/**
 * The "my account" screens (/fr/customer/account, /fr/customer/password) through the real route table,
 * with the API faked. Queried by role and label, in French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredCustomer, startSession } from '../../lib/session';
import { renderApp } from '../../test/render-app';
import { apiError, fakeApi } from './test-api';

const CUSTOMER = {
  customerId: '01J9Z8Y7X6W5V4T3S2R1Q0P9N8',
  email: 'ana@example.com',
  firstname: 'Ana',
  lastname: 'Lopez',
  company: 'Events & Co',
  phone: '',
  lang: 'fr',
  version: 3,
};
const ME = { 'GET /api/me': { status: 200, body: { customer: CUSTOMER } } };

beforeEach(() => startSession(CUSTOMER));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field-error'))?.textContent ?? null;
}

describe('my details (/fr/customer/account)', () => {
  it('shows the stored details and saves them with their version; the stored customer is refreshed', async () => {
    const api = fakeApi({
      ...ME,
      'PATCH /api/me': (body) => ({ status: 200, body: { customer: { ...CUSTOMER, ...(body as object), version: 4 } } }),
    });
    const { user } = renderApp('/fr/customer/account');
    const form = await screen.findByRole('form', { name: 'Mes informations' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes coordonnées' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mes coordonnées · Noco'));
    const firstname = within(form).getByLabelText('Prénom');
    expect((firstname as HTMLInputElement).value).toBe('Ana');
    await user.clear(firstname);
    await user.type(firstname, 'Anna');
    await user.type(within(form).getByLabelText('Téléphone'), '+33 6 12 34 56 78');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Vos coordonnées ont été enregistrées.');
    expect(api.bodies('PATCH /api/me')).toEqual([
      { firstname: 'Anna', lastname: 'Lopez', company: 'Events & Co', phone: '+33 6 12 34 56 78', version: 3 },
    ]);
    expect(readStoredCustomer<{ firstname: string; version: number }>()).toMatchObject({ firstname: 'Anna', version: 4 });
  });

  it('requires the first name, without calling the API', async () => {
    const api = fakeApi(ME);
    const { user } = renderApp('/fr/customer/account');
    const form = await screen.findByRole('form', { name: 'Mes informations' });
    await user.clear(within(form).getByLabelText('Prénom'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Prénom'))).toBe('Ce champ est obligatoire.'));
    expect(api.bodies('PATCH /api/me')).toEqual([]);
  });

  it('says a change made elsewhere meanwhile (409) and offers to reload', async () => {
    fakeApi({ ...ME, 'PATCH /api/me': apiError(409, 'CONFLICT') });
    const { user } = renderApp('/fr/customer/account');
    const form = await screen.findByRole('form', { name: 'Mes informations' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Ces données ont été modifiées entre-temps. Rechargez la page avant de réessayer.');
    expect(within(alert).getByRole('button', { name: 'Recharger mes coordonnées' })).toBeTruthy();
  });

  it("shows the product's failure text when the change fails", async () => {
    fakeApi({ ...ME, 'PATCH /api/me': apiError(500, 'INTERNAL') });
    const { user } = renderApp('/fr/customer/account');
    const form = await screen.findByRole('form', { name: 'Mes informations' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect((await within(form).findByRole('alert')).textContent).toBe("La modification de vos coordonnées n'a pas pu être effectuée");
  });

  it('changes the e-mail address: password, then the code sent to the new address', async () => {
    const api = fakeApi({
      ...ME,
      'POST /api/me/email': { status: 202, body: { accepted: true } },
      'POST /api/me/email/confirm': { status: 200, body: { customer: { ...CUSTOMER, email: 'ana.new@example.com', version: 4 } } },
    });
    const { user } = renderApp('/fr/customer/account');
    const section = (await screen.findByRole('heading', { name: 'Adresse e-mail' })).closest('section')!;
    expect(section.textContent).toContain('ana@example.com');
    await user.type(within(section).getByLabelText('Nouvelle adresse e-mail'), 'ana.new@example.com');
    await user.type(within(section).getByLabelText('Mot de passe'), 'Passw0rd!');
    await user.click(within(section).getByRole('button', { name: 'Recevoir un code' }));
    expect((await within(section).findByRole('status')).textContent).toContain('ana.new@example.com');
    expect(api.bodies('POST /api/me/email')).toEqual([{ email: 'ana.new@example.com', password: 'Passw0rd!' }]);

    await user.type(within(section).getByLabelText('Code de confirmation'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirmer la nouvelle adresse' }));
    await waitFor(() => expect(section.textContent).toContain('Votre adresse e-mail est désormais ana.new@example.com.'));
    expect(api.bodies('POST /api/me/email/confirm')).toEqual([{ code: '123456' }]);
    expect(readStoredCustomer<{ email: string }>()!.email).toBe('ana.new@example.com');
  });

  it('puts a wrong password on its field, and a wrong code on the code field', async () => {
    const wrong = apiError(400, 'VALIDATION_FAILED', [{ field: 'password', message: 'validation.currentPasswordWrong' }]);
    fakeApi({ ...ME, 'POST /api/me/email': wrong });
    const { user } = renderApp('/fr/customer/account');
    const section = (await screen.findByRole('heading', { name: 'Adresse e-mail' })).closest('section')!;
    await user.type(within(section).getByLabelText('Nouvelle adresse e-mail'), 'ana.new@example.com');
    await user.type(within(section).getByLabelText('Mot de passe'), 'Wrong1!xx');
    await user.click(within(section).getByRole('button', { name: 'Recevoir un code' }));
    await waitFor(() => expect(errorOf(within(section).getByLabelText('Mot de passe'))).toBe("Ce mot de passe n'est pas le bon."));
  });

  it('deletes the account after the password in a dialog, then shows the login page with a notice', async () => {
    const api = fakeApi({ ...ME, 'POST /api/me/deletion': { status: 202, body: { jobId: '01J9Z8Y7X6W5V4T3S2R1Q0P9J0' } } });
    const { user, router } = renderApp('/fr/customer/account');
    const section = (await screen.findByRole('heading', { name: 'Supprimer mon compte' })).closest('section')!;
    expect(section.textContent).toContain('les projets dont vous êtes propriétaire');
    await user.click(within(section).getByRole('button', { name: 'Supprimer mon compte…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la suppression du compte' });
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/login'));
    expect(api.bodies('POST /api/me/deletion')).toEqual([{ password: 'Passw0rd!' }]);
    expect(readStoredCustomer()).toBeNull();
    expect((await screen.findByText(/Votre compte a été supprimé/)).closest('[role="status"]')).toBeTruthy();
  });
});

describe('my password (/fr/customer/password)', () => {
  it('shows the rule, checks the confirmation, then changes the password', async () => {
    const api = fakeApi({ 'PUT /api/me/password': { status: 204 } });
    const { user } = renderApp('/fr/customer/password');
    const form = await screen.findByRole('form', { name: 'Changer mon mot de passe' });
    expect(form.textContent).toContain('Au moins 8 caractères, dont une lettre, un chiffre et un symbole.');
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'Passw0rd!');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'N3w-Passw0rd');
    await user.type(within(form).getByLabelText('Confirmation du nouveau mot de passe'), 'Other-1234');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(errorOf(within(form).getByLabelText('Confirmation du nouveau mot de passe'))).toBe(
        'Les deux mots de passe ne correspondent pas.',
      ),
    );
    expect(api.bodies('PUT /api/me/password')).toEqual([]);

    await user.clear(within(form).getByLabelText('Confirmation du nouveau mot de passe'));
    await user.type(within(form).getByLabelText('Confirmation du nouveau mot de passe'), 'N3w-Passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText(/Votre mot de passe a été modifié\./)).toBeTruthy();
    expect(api.bodies('PUT /api/me/password')).toEqual([{ currentPassword: 'Passw0rd!', password: 'N3w-Passw0rd' }]);
    // Five password fields typed key by key: longer than the default 5 s on a loaded machine.
  }, 20_000);

  it("refuses a new password out of the password rule with the product's failure text", async () => {
    const api = fakeApi({});
    const { user } = renderApp('/fr/customer/password');
    const form = await screen.findByRole('form', { name: 'Changer mon mot de passe' });
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'Passw0rd!');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'short');
    await user.type(within(form).getByLabelText('Confirmation du nouveau mot de passe'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(errorOf(within(form).getByLabelText('Nouveau mot de passe'))).toBe('Le format de votre mot de passe est incorrect'),
    );
    expect(api.calls).toEqual([]);
  });

  it("says a wrong current password on its field, with the product's failure text", async () => {
    fakeApi({
      'PUT /api/me/password': apiError(400, 'VALIDATION_FAILED', [
        { field: 'currentPassword', message: 'validation.currentPasswordWrong' },
      ]),
    });
    const { user } = renderApp('/fr/customer/password');
    const form = await screen.findByRole('form', { name: 'Changer mon mot de passe' });
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'Wrong1!xx');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'N3w-Passw0rd');
    await user.type(within(form).getByLabelText('Confirmation du nouveau mot de passe'), 'N3w-Passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect((await within(form).findByRole('alert')).textContent).toBe("La modification de votre mot de passe n'a pas pu être effectuée");
    expect(errorOf(within(form).getByLabelText('Mot de passe actuel'))).toBe("Ce mot de passe n'est pas le bon.");
  });
});
