/**
 * Lost password, reset password, validated page and the account menu, through the real route table with
 * `fetch` faked. Queried by role and label, in French.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLoginStamp, readStoredCustomer, startSession } from '../../lib/session';
import { renderApp } from '../../test/render-app';
import { apiError, fakeApi } from './test-api';

const CUSTOMER_ID = '01J9Z8Y7X6W5V4T3S2R1Q0P9N8';
const SECURITY_CODE = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const RESET_PATH = `/fr/customer/resetPassword/${CUSTOMER_ID}/${SECURITY_CODE}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field-error'))?.textContent ?? null;
}

describe('lost password (/fr/lostPassword)', () => {
  it('requires the address ("Veuillez saisir votre adresse e-mail.")', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/fr/lostPassword');
    const form = await screen.findByRole('form', { name: 'Mot de passe oublié' });
    // The title is set by an effect after the form's first paint.
    await waitFor(() => expect(document.title).toBe('Mot de passe oublié · Noco'));
    await user.click(within(form).getByRole('button', { name: 'Recevoir le lien' }));
    // Validation is loaded on first use: wait for it.
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Adresse e-mail'))).toBe('Veuillez saisir votre adresse e-mail.'));
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Recevoir le lien' }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Adresse e-mail'))).toBe('Saisissez une adresse e-mail valide.'));
    expect(api.calls).toEqual([]);
  });

  it('always gives the same confirmation, and links back to login', async () => {
    const api = fakeApi({ 'POST /api/auth/lost-password': { status: 202, body: { accepted: true } } });
    const { user } = renderApp('/fr/lostPassword');
    const form = await screen.findByRole('form', { name: 'Mot de passe oublié' });
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'anyone@example.com');
    await user.click(within(form).getByRole('button', { name: 'Recevoir le lien' }));
    const status = await screen.findByText(/Si un compte correspond à cette adresse, vous allez recevoir un e-mail/);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Mot de passe oublié' })).toBeNull();
    expect(api.bodies('POST /api/auth/lost-password')).toEqual([{ email: 'anyone@example.com', lang: 'fr' }]);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/fr/login');
  });

  it('translates a 429', async () => {
    fakeApi({ 'POST /api/auth/lost-password': apiError(429, 'TOO_MANY_REQUESTS') });
    const { user } = renderApp('/fr/lostPassword');
    const form = await screen.findByRole('form', { name: 'Mot de passe oublié' });
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'anyone@example.com');
    await user.click(within(form).getByRole('button', { name: 'Recevoir le lien' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Trop de demandes en peu de temps. Veuillez patienter un instant avant de réessayer.',
    );
  });

  it('is reachable without a session, in the default layout', async () => {
    fakeApi({});
    renderApp('/fr/lostPassword');
    await screen.findByRole('form', { name: 'Mot de passe oublié' });
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
  });
});

describe('reset password (/fr/customer/resetPassword/{customerId}/{securityCode})', () => {
  it('is public, in the default layout, and checks the rule and the confirmation', async () => {
    const api = fakeApi({});
    const { user, router } = renderApp(RESET_PATH);
    const form = await screen.findByRole('form', { name: 'Choisir un nouveau mot de passe' });
    expect(router.state.location.pathname).toBe(RESET_PATH);
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Mon compte' })).toBeNull();
    const password = within(form).getByLabelText('Nouveau mot de passe');
    const confirmation = within(form).getByLabelText('Confirmation du nouveau mot de passe');
    const submit = within(form).getByRole('button', { name: 'Enregistrer le mot de passe' });

    await user.click(submit);
    expect(errorOf(password)).toBe('Le format de votre mot de passe est incorrect');
    expect(errorOf(confirmation)).toBe('Ce champ est obligatoire.');

    await user.type(password, 'N3w-passw0rd');
    await user.type(confirmation, 'N3w-passw0rD');
    await user.click(submit);
    expect(errorOf(password)).toBeNull();
    expect(errorOf(confirmation)).toBe('Les deux mots de passe ne correspondent pas.');
    expect(api.calls).toEqual([]);
  });

  it('a refused link (used, expired, wrong) says so and leads to a new request', async () => {
    fakeApi({ 'POST /api/auth/reset-password': apiError(400, 'RESET_LINK_INVALID') });
    const { user } = renderApp(RESET_PATH);
    const form = await screen.findByRole('form', { name: 'Choisir un nouveau mot de passe' });
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'N3w-passw0rd');
    await user.type(within(form).getByLabelText('Confirmation du nouveau mot de passe'), 'N3w-passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Ce lien de réinitialisation n'est plus valide. Demandez-en un nouveau.");
    expect(within(alert).getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/fr/lostPassword');
    expect(screen.queryByRole('form', { name: 'Choisir un nouveau mot de passe' })).toBeNull();
  });

  it('a malformed link is refused without calling the API', async () => {
    const api = fakeApi({});
    renderApp(`/fr/customer/resetPassword/${CUSTOMER_ID}/short`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Ce lien de réinitialisation n'est plus valide.");
    expect(api.calls).toEqual([]);
  });

  it('success: the password is sent, the stored session is forgotten, and login is offered', async () => {
    startSession({ customerId: CUSTOMER_ID, firstname: 'Ana' });
    const api = fakeApi({ 'POST /api/auth/reset-password': { status: 204 } });
    const { user } = renderApp(RESET_PATH);
    const form = await screen.findByRole('form', { name: 'Choisir un nouveau mot de passe' });
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'N3w-passw0rd');
    await user.type(within(form).getByLabelText('Confirmation du nouveau mot de passe'), 'N3w-passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    const status = await screen.findByText(/Votre mot de passe a été modifié\./);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(api.bodies('POST /api/auth/reset-password')).toEqual([
      { customerId: CUSTOMER_ID, securityCode: SECURITY_CODE, password: 'N3w-passw0rd' },
    ]);
    expect(readStoredCustomer()).toBeNull();
    expect(readLoginStamp()).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/login');
  });
});

describe('validated page (/fr/customer/validated/{customerId})', () => {
  it('reached directly, it claims nothing: public, default layout, leads to the code entry and to login', async () => {
    fakeApi({});
    const { user, router } = renderApp(`/fr/customer/validated/${CUSTOMER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activation du compte' })).toBeTruthy();
    expect(screen.queryByText('Votre compte est activé')).toBeNull();
    expect(screen.queryByText(/adresse e-mail est confirmée/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Activation du compte · Noco'));
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Saisir mon code d'activation" }).getAttribute('href')).toBe(
      `/fr/login?activate=${CUSTOMER_ID}`,
    );
    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/login'));
    expect(await screen.findByRole('form', { name: 'Connexion' })).toBeTruthy();
  });

  it.each(['anything', '<script>', '01J9Z8Y7X6W5V4T3S2R1Q0P9N8'])(
    'never says "Votre compte est activé" for /fr/customer/validated/%s reached directly',
    async (id) => {
      fakeApi({});
      renderApp(`/fr/customer/validated/${encodeURIComponent(id)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Activation du compte' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Votre compte est activé' })).toBeNull();
    },
  );

  it('says the account is activated only with the state of the activation that just succeeded for that id', async () => {
    fakeApi({});
    const { router } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate(`/fr/customer/validated/${CUSTOMER_ID}`, { state: { activated: 'another-id' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activation du compte' })).toBeTruthy();
    await act(() => router.navigate(`/fr/customer/validated/${CUSTOMER_ID}`, { state: { activated: CUSTOMER_ID } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre compte est activé' })).toBeTruthy();
  });
});

describe('account menu (account layout)', () => {
  it("shows the customer's name, links to the welcome page, and logs out", async () => {
    startSession({ customerId: CUSTOMER_ID, email: 'ana@example.com', firstname: 'Ana', lastname: 'Lopez' });
    const api = fakeApi({ 'POST /api/auth/logout': { status: 204 } });
    const { user, router } = renderApp('/fr/customer/nope');
    const menu = await screen.findByRole('navigation', { name: 'Mon compte' });
    expect(menu.textContent).toContain('Ana Lopez');
    expect(within(menu).getByText('Connecté en tant que', { exact: false })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Mon espace' }).getAttribute('href')).toBe('/fr/customer/welcome');
    // The account's screens, in the order of the menu (docs/product.md, "Screens and routes"), then the logout button.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Mon espace', '/fr/customer/welcome'],
      ['Mes coordonnées', '/fr/customer/account'],
      ['Mot de passe', '/fr/customer/password'],
      ['Déléguer des droits', '/fr/customer/delegate'],
      ['Dupliquer des applications', '/fr/customer/copy'],
      ['Contact', '/fr/customer/contact'],
    ]);

    await user.click(within(menu).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/login'));
    expect(api.calls.map((call) => call.key)).toContain('POST /api/auth/logout');
    expect(readStoredCustomer()).toBeNull();
    expect(readLoginStamp()).toBeNull();
    expect(await screen.findByRole('form', { name: 'Connexion' })).toBeTruthy();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    startSession({ customerId: CUSTOMER_ID, firstname: 'Ana', lastname: 'Lopez' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user, router } = renderApp('/en/customer/nope');
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(readStoredCustomer()).toBeNull();
  });
});
