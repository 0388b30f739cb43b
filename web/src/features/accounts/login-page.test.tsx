/**
 * `/{lang}/login`: the login form, the register form and the activation step, through the real route table,
 * with `fetch` faked. Queried by role and label, in French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLoginStamp, readStoredCustomer, startSession } from '../../lib/session';
import { renderApp } from '../../test/render-app';
import { apiError, fakeApi } from './test-api';

const CUSTOMER_ID = '01J9Z8Y7X6W5V4T3S2R1Q0P9N8';
const customer = {
  customerId: CUSTOMER_ID,
  email: 'ana@example.com',
  firstname: 'Ana',
  lastname: 'Lopez',
  company: 'ACME',
  phone: '',
  lang: 'fr',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const loginForm = () => screen.findByRole('form', { name: 'Connexion' });
/** The register form opens on request, from the "Nouveau client ?" panel. */
async function registerForm() {
  const open = await screen.findByRole('button', { name: 'Créer mon compte' });
  open.click();
  return screen.findByRole('form', { name: 'Créer un compte' });
}

/** The error message tied to a control by aria-describedby. */
function describedErrors(control: HTMLElement): string[] {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element?.classList.contains('field-error') ?? false)
    .map((element) => element.textContent ?? '');
}

describe('login form', () => {
  it('is named "Connexion", and checks the fields with the shared schema before calling the API', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/fr/login');
    const form = await loginForm();
    await waitFor(() => expect(document.title).toBe('Connexion · Noco'));
    expect(screen.getByRole('heading', { level: 1, name: 'Votre espace client' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    const email = within(form).getByLabelText('Adresse e-mail');
    // The validation module loads on first use.
    await waitFor(() => expect(describedErrors(email)).toEqual(['Veuillez saisir votre adresse e-mail.']));
    expect(describedErrors(within(form).getByLabelText('Mot de passe'))).toEqual(['Ce champ est obligatoire.']);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(api.calls).toEqual([]);
  });

  it('shows "Identifiants de connexion invalides" on a 401, and stays on the page without storing anything', async () => {
    const api = fakeApi({ 'POST /api/auth/login': apiError(401, 'LOGIN_INVALID') });
    const { user, router } = renderApp('/fr/login');
    const form = await loginForm();
    await user.type(within(form).getByLabelText('Adresse e-mail'), ' ana@example.com ');
    await user.type(within(form).getByLabelText('Mot de passe'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Identifiants de connexion invalides');
    expect(api.bodies('POST /api/auth/login')).toEqual([{ email: 'ana@example.com', password: 'wrong' }]);
    expect(router.state.location.pathname).toBe('/fr/login');
    expect(readStoredCustomer()).toBeNull();
  });

  it('translates the 429 of too many tries', async () => {
    fakeApi({ 'POST /api/auth/login': apiError(429, 'TOO_MANY_REQUESTS') });
    const { user } = renderApp('/fr/login');
    const form = await loginForm();
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Mot de passe'), 'Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Trop de demandes en peu de temps. Veuillez patienter un instant avant de réessayer.',
    );
  });

  it('says an account is not activated (after a correct password) and mails a new code on request', async () => {
    const api = fakeApi({
      'POST /api/auth/login': apiError(403, 'ACCOUNT_NOT_ACTIVATED'),
      'POST /api/auth/activation-code': { status: 202, body: { accepted: true } },
    });
    const { user } = renderApp('/fr/login');
    const form = await loginForm();
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Mot de passe'), 'Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain("Votre compte n'est pas encore activé.");
    await user.click(within(alert).getByRole('button', { name: 'Recevoir un nouveau code' }));
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(
        "Un nouveau code d'activation vous a été envoyé par e-mail. Suivez le lien du message pour le saisir.",
      ),
    );
    expect(api.bodies('POST /api/auth/activation-code')).toEqual([{ email: 'ana@example.com', lang: 'fr' }]);
  });

  it('stores the customer and the login date stamp, then opens the welcome page', async () => {
    const api = fakeApi({
      'POST /api/auth/login': { status: 200, body: { customer } },
      'GET /api/projects': { status: 200, body: { count: 0, items: [] } },
    });
    const { user, router } = renderApp('/fr/login');
    const form = await loginForm();
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Mot de passe'), 'Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/customer/welcome'));
    expect(readStoredCustomer()).toEqual(customer);
    expect(readLoginStamp()).toMatch(/^\d{14}$/);
    expect(api.bodies('POST /api/auth/login')).toEqual([{ email: 'ana@example.com', password: 'Passw0rd!' }]);
  });

  it('is in English under /en', async () => {
    fakeApi({});
    renderApp('/en/login');
    const form = await screen.findByRole('form', { name: 'Log in' });
    expect(within(form).getByLabelText('Email address')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Log in' })).toBeTruthy();
    screen.getByRole('button', { name: 'Create my account' }).click();
    expect(await screen.findByRole('form', { name: 'Create an account' })).toBeTruthy();
  });
});

describe('login form: where it leads', () => {
  const loginAs = async (user: ReturnType<typeof renderApp>['user']) => {
    const form = await loginForm();
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Mot de passe'), 'Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
  };

  it('returns to the page asked for before login (`next`)', async () => {
    fakeApi({ 'POST /api/auth/login': { status: 200, body: { customer } } });
    const next = `/fr/customer/nope?tab=2#x`;
    const { user, router } = renderApp(`/fr/login/?next=${encodeURIComponent(next)}`);
    await loginAs(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/customer/nope'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.location.hash).toBe('#x');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)'])(
    'never leaves the site: next=%s opens the welcome page',
    async (next) => {
      fakeApi({
        'POST /api/auth/login': { status: 200, body: { customer } },
        'GET /api/projects': { status: 200, body: { count: 0, items: [] } },
      });
      const { user, router } = renderApp(`/fr/login?next=${encodeURIComponent(next)}`);
      await loginAs(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/fr/customer/welcome'));
    },
  );

  it('is skipped by someone signed in: the welcome page, or the page asked for', async () => {
    startSession(customer);
    fakeApi({ 'GET /api/projects': { status: 200, body: { count: 0, items: [] } } });
    const first = renderApp('/fr/login');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/fr/customer/welcome'));
    expect(screen.queryByRole('form', { name: 'Connexion' })).toBeNull();
    first.unmount();

    const second = renderApp(`/en/login?next=${encodeURIComponent('/en/customer/nope')}`);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/en/customer/nope'));
    second.unmount();

    const third = renderApp('/fr/login?next=%2F%2Fevil.com');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/fr/customer/welcome'));
  });

  it('a failed login message goes away when the user starts registering', async () => {
    fakeApi({ 'POST /api/auth/login': apiError(401, 'LOGIN_INVALID') });
    const { user } = renderApp('/fr/login');
    const form = await loginForm();
    await loginAs(user);
    expect((await within(form).findByRole('alert')).textContent).toBe('Identifiants de connexion invalides');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByRole('form', { name: 'Créer un compte' });
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    // What was typed stays.
    expect((within(form).getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe('ana@example.com');
  });
});

describe('register form', () => {
  async function fill(user: ReturnType<typeof renderApp>['user'], form: HTMLElement, values: Partial<Record<string, string>>) {
    for (const [label, value] of Object.entries(values)) {
      if (value) await user.type(within(form).getByLabelText(label), value);
    }
  }
  const valid = { 'Adresse e-mail': 'new@example.com', 'Mot de passe': 'Passw0rd!', Prénom: 'Ana', Nom: 'Lopez', Société: 'ACME' };

  it('shows the password rule and flags the mandatory fields', async () => {
    fakeApi({});
    renderApp('/fr/login');
    const form = await registerForm();
    const password = within(form).getByLabelText('Mot de passe');
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Au moins 8 caractères, dont une lettre, un chiffre et un symbole.')).toBeTruthy();
    expect(within(form).getByLabelText('Adresse e-mail').hasAttribute('required')).toBe(true);
    expect(within(form).getByLabelText('Société').hasAttribute('required')).toBe(false);
    const terms = within(form).getByRole('checkbox', { name: "J'accepte les Conditions générales de service" });
    expect(terms.hasAttribute('required')).toBe(true);
    // The terms of service, not the privacy policy.
    expect(
      within(form)
        .getByRole('link', { name: /Lire les Conditions générales de service/ })
        .getAttribute('href'),
    ).toBe('/fr/terms');
  });

  it("gives the product's error messages: missing email, bad password format, terms not accepted", async () => {
    const api = fakeApi({});
    const { user } = renderApp('/fr/login');
    const form = await registerForm();
    await fill(user, form, { ...valid, 'Adresse e-mail': '', 'Mot de passe': 'password' });
    await user.click(within(form).getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() =>
      expect(describedErrors(within(form).getByLabelText('Adresse e-mail'))).toEqual(['Veuillez saisir votre adresse e-mail.']),
    );
    expect(describedErrors(within(form).getByLabelText('Mot de passe'))).toEqual(['Le format de votre mot de passe est incorrect']);
    expect(describedErrors(within(form).getByRole('checkbox'))).toEqual([
      'Vous devez accepter les Conditions générales de service avant de continuer.',
    ]);
    expect(within(form).getByLabelText('Prénom').hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Adresse e-mail')));
    expect(api.calls).toEqual([]);
  });

  it('maps API failures: 409 (address taken) and others to "Une erreur s\'est produite", 429 translated, field details shown', async () => {
    const answers = [
      apiError(409, 'CONFLICT', [{ field: 'email', message: 'errors.REGISTER_FAILED' }]),
      apiError(429, 'TOO_MANY_REQUESTS'),
      apiError(400, 'VALIDATION_FAILED', [{ field: 'phone', message: 'validation.phone' }]),
      apiError(500, 'INTERNAL'),
    ];
    fakeApi({ 'POST /api/auth/register': () => answers.shift()! });
    const { user } = renderApp('/fr/login');
    const form = await registerForm();
    await fill(user, form, valid);
    await user.click(within(form).getByRole('checkbox'));
    const submit = within(form).getByRole('button', { name: 'Créer mon compte' });

    await user.click(submit);
    expect((await within(form).findByRole('alert')).textContent).toBe("Une erreur s'est produite");
    expect(within(form).getByLabelText('Adresse e-mail').hasAttribute('aria-invalid')).toBe(false);

    await user.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Trop de demandes en peu de temps. Veuillez patienter un instant avant de réessayer.',
      ),
    );

    await user.click(submit);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Certaines informations saisies ne sont pas valides.'));
    expect(describedErrors(within(form).getByLabelText('Téléphone'))).toEqual(['Saisissez un numéro de téléphone valide.']);

    await user.click(submit);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe("Une erreur s'est produite"));
  });

  it('sends the schema output, then asks for the mailed code: wrong code, then right code → validated page', async () => {
    const codes: string[] = [];
    const api = fakeApi({
      'POST /api/auth/register': { status: 201, body: { customerId: CUSTOMER_ID } },
      'POST /api/auth/activate': (body) => {
        codes.push((body as { code: string }).code);
        return (body as { code: string }).code === '123456'
          ? { status: 200, body: { customerId: CUSTOMER_ID, status: 'active' } }
          : apiError(400, 'ACTIVATION_CODE_INVALID', [{ field: 'code', message: 'errors.ACTIVATION_CODE_INVALID' }]);
      },
      'POST /api/auth/activation-code': { status: 202, body: { accepted: true } },
    });
    const { user, router } = renderApp('/fr/login');
    const form = await registerForm();
    await fill(user, form, { ...valid, 'Adresse e-mail': ' New@Example.com ', Téléphone: '+33 1 23 45 67 89' });
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Créer mon compte' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Activez votre compte' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.bodies('POST /api/auth/register')).toEqual([
      {
        email: 'New@Example.com',
        password: 'Passw0rd!',
        firstname: 'Ana',
        lastname: 'Lopez',
        company: 'ACME',
        phone: '+33 1 23 45 67 89',
        acceptTerms: true,
        lang: 'fr',
      },
    ]);
    expect(screen.getByText('Nous avons envoyé un code à 6 chiffres à New@Example.com. Il est valable 24 heures.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Créer un compte' })).toBeNull();

    const activation = screen.getByRole('form', { name: 'Activez votre compte' });
    const code = within(activation).getByLabelText("Code d'activation");
    const activate = within(activation).getByRole('button', { name: 'Activer mon compte' });
    // Not 6 digits: refused in the browser.
    await user.type(code, '12a');
    await user.click(activate);
    expect(describedErrors(code)).toEqual(["Ce code n'est pas valide"]);
    expect(codes).toEqual([]);
    // Wrong code: refused by the API.
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(activate);
    await waitFor(() => expect(codes).toEqual(['654321']));
    await waitFor(() => expect(describedErrors(code)).toEqual(["Ce code n'est pas valide"]));

    // A new code on request, for the address just registered.
    await user.click(screen.getByRole('button', { name: 'Recevoir un nouveau code' }));
    await waitFor(() =>
      expect(
        screen.getByText("Si un compte en attente d'activation correspond à cette adresse, un nouveau code vient de lui être envoyé."),
      ).toBeTruthy(),
    );
    expect(api.bodies('POST /api/auth/activation-code')).toEqual([{ email: 'New@Example.com', lang: 'fr' }]);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(activate);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fr/customer/validated/${CUSTOMER_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre compte est activé' })).toBeTruthy();
    expect(api.bodies('POST /api/auth/activate')).toEqual([
      { customerId: CUSTOMER_ID, code: '654321' },
      { customerId: CUSTOMER_ID, code: '123456' },
    ]);

    // The login form then holds the address just activated, and waits for the password.
    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    const login = await loginForm();
    expect((within(login).getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe('New@Example.com');
    await waitFor(() => expect(document.activeElement).toBe(within(login).getByLabelText('Mot de passe')));
  }, 15_000);
});

describe('activation link of the mail (/fr/login?activate={customerId})', () => {
  it('opens the code entry directly; a new code needs the address', async () => {
    const api = fakeApi({ 'POST /api/auth/activation-code': { status: 202, body: { accepted: true } } });
    const { user } = renderApp(`/fr/login?activate=${CUSTOMER_ID}`);
    expect(await screen.findByRole('form', { name: 'Activez votre compte' })).toBeTruthy();
    expect(screen.getByText('Saisissez le code à 6 chiffres reçu par e-mail. Il est valable 24 heures.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Créer un compte' })).toBeNull();

    // The address is asked for once a new code is wanted, without an error before it was even shown.
    const aside = screen.getByRole('group', { name: "Vous n'avez pas reçu le code ?" });
    expect(within(aside).queryByLabelText('Adresse e-mail')).toBeNull();
    await user.click(within(aside).getByRole('button', { name: 'Recevoir un nouveau code' }));
    const resend = await screen.findByRole('form', { name: "Vous n'avez pas reçu le code ?" });
    const address = within(resend).getByLabelText('Adresse e-mail');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Veuillez saisir votre adresse e-mail.')).toBeNull();
    expect(api.calls).toEqual([]);
    await user.click(within(resend).getByRole('button', { name: 'Recevoir un nouveau code' }));
    expect(describedErrors(within(resend).getByLabelText('Adresse e-mail'))).toEqual(['Veuillez saisir votre adresse e-mail.']);
    await user.type(within(resend).getByLabelText('Adresse e-mail'), 'ana@example.com');
    await user.click(within(resend).getByRole('button', { name: 'Recevoir un nouveau code' }));
    await waitFor(() => expect(api.bodies('POST /api/auth/activation-code')).toEqual([{ email: 'ana@example.com', lang: 'fr' }]));
  });

  it('ignores a parameter that is not a customer id', async () => {
    fakeApi({});
    renderApp('/fr/login?activate=nope');
    expect(await registerForm()).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Activez votre compte' })).toBeNull();
  });
});
