import { act, screen, waitFor, within } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUpdates } from '../lib/build-update';
import { lazyWithReload } from '../lib/chunk-reload';
import { events } from '../lib/events';
import { resetReloadState, setReloadDeps } from '../lib/reload';
import { fakeApi, apiError } from '../features/accounts/test-api';
import { formatLoginStamp, readStoredCustomer, startSession } from '../lib/session';
import { LOGIN_DATE_KEY } from '../lib/storage-keys';
import { getShellState, hideLoader, openModal, showLoader } from '../lib/shell-store';
import { renderApp } from '../test/render-app';
import { CUSTOMER_ROUTE_ID } from './routes';

/** Route errors are logged by react-router; keep the test output readable. */
function silenceConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pages', () => {
  it('the index page says what the product is and leads to /fr and /en', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Créez et configurez vos applications, sans écrire de code' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer en français' }).getAttribute('href')).toBe('/fr');
    expect(screen.getByRole('link', { name: 'Continue in English' }).getAttribute('href')).toBe('/en');
    await waitFor(() => expect(document.title).toBe('Plateforme no-code · Noco'));
  });

  it('the home page describes the platform and the application kinds that can be added today, with landmarks', async () => {
    renderApp('/fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos projets, vos applications, vos contenus' })).toBeTruthy();
    const kinds = screen.getByRole('heading', { level: 2, name: "Huit types d'applications" }).closest('section') as HTMLElement;
    expect(
      within(kinds)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Catalogue', 'Utilisateurs', 'Intervenants', 'Application web', 'Modules interactifs', 'Replay', 'CMS', 'Sponsors']);
    // Nothing that does not exist yet is promised: no import, export, versions, delegation or contact answer time.
    const text = screen.getByRole('main').textContent ?? '';
    for (const promise of [/import/i, /export/i, /version/i, /délégu/i, /dupliqu/i, /répond/i]) {
      expect(text).not.toMatch(promise);
    }
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Accueil · Noco'));
    expect(document.documentElement.lang).toBe('fr');
  });

  it('the policy page tells what is kept, why, how long, the rights and the contact', async () => {
    renderApp('/fr/policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    for (const name of ['Les données que nous conservons', 'Pourquoi', 'Combien de temps', 'Vos droits', 'Nous contacter']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText('Le cookie de session')).toBeTruthy();
    // No contact form exists yet: the policy neither links to one nor promises an answer time.
    const contact = screen.getByRole('heading', { level: 2, name: 'Nous contacter' }).closest('section') as HTMLElement;
    expect(within(contact).queryAllByRole('link')).toEqual([]);
    expect(contact.textContent).toContain('adressez-vous au fournisseur qui exploite ce service');
    expect(screen.getByRole('main').textContent).not.toMatch(/formulaire de contact|répondons sous|export/i);
  });

  it.each([
    [
      '/fr/terms',
      'Conditions générales de service',
      ['Votre compte', 'Vos contenus', 'Usage acceptable', 'Disponibilité', 'Responsabilité', 'Fin du service', 'Droit applicable'],
    ],
    [
      '/en/terms',
      'Terms of service',
      ['Your account', 'Your content', 'Acceptable use', 'Availability', 'Liability', 'Ending the service', 'Governing law'],
    ],
  ])(
    'the terms page %s is public and covers account, content, use, availability, liability, termination and law',
    async (path, title, sections) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      for (const name of sections) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      await waitFor(() => expect(document.title).toBe(`${title} · Noco`));
      // Linked from the footer of every page.
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: title }).getAttribute('href')).toBe(path);
    },
  );

  it('the skip link moves the focus to the main region', async () => {
    const { user } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'Aller au contenu principal' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('404 page', () => {
  it('is headed in French, and shows "Page not found: {path}" in small print with the status 404', async () => {
    renderApp('/fr/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    const path = screen.getByText('Page not found: /fr/nope');
    expect(path.className).toBe('status-path');
    expect(path.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Erreur 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/fr');
    await waitFor(() => expect(document.title).toBe('Page introuvable · Noco'));
  });

  it.each(['/de', '/xx/policy', '/es/customer/welcome'])('%s (not a language of the interface) is the 404 page', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText(`Page not found: ${path}`)).toBeTruthy();
  });

  it('is in English under /en', async () => {
    renderApp('/en/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /en/nope')).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });
});

describe('error page', () => {
  const failing: RouteObject[] = [
    {
      path: 'boom',
      handle: { layout: 'default' },
      loader: () => {
        throw new Error('kaboom');
      },
      Component: () => null,
    },
    {
      path: 'gone',
      handle: { layout: 'default' },
      loader: () => {
        throw data('missing', { status: 404 });
      },
      Component: () => null,
    },
  ];

  it('defaults to 500 Internal Server Error', async () => {
    silenceConsoleErrors();
    renderApp('/boom', { extraPages: failing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByText('Erreur 500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeTruthy();
    // The layout stays around the error.
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
  });

  it('shows Page Not Found for a 404', async () => {
    silenceConsoleErrors();
    renderApp('/gone', { extraPages: failing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Erreur 404')).toBeTruthy();
  });
});

describe('theme', () => {
  it('is applied at once and saved', async () => {
    const { user } = renderApp('/fr');
    const select = await screen.findByRole('combobox', { name: 'Thème' });
    expect((select as HTMLSelectElement).value).toBe('blue');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bleu', 'Noir', 'Vert', 'Rouge']);
    await user.selectOptions(select, 'Vert');
    expect(document.documentElement.dataset.theme).toBe('green');
    expect(window.localStorage.getItem('nocowebTheme')).toBe('green');
    expect((select as HTMLSelectElement).value).toBe('green');
  });

  it('is kept across reloads: /boot.js applies the saved theme before the first paint', async () => {
    const code = (await import('../../public/boot.js?raw')).default;
    const script = document.createElement('script');
    script.dataset.themeKey = 'nocowebTheme';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    const run = () => new Function(code)() as undefined;

    window.localStorage.setItem('nocowebTheme', 'red');
    run();
    expect(document.documentElement.dataset.theme).toBe('red');

    window.localStorage.setItem('nocowebTheme', 'purple');
    run();
    expect(document.documentElement.dataset.theme).toBe('blue');
  });
});

describe('language', () => {
  it('switching keeps the page, its query and its hash, and changes the texts and <html lang>', async () => {
    const { user, router } = renderApp('/fr/policy?tab=1#rights');
    await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' });
    const languages = screen.getByRole('navigation', { name: "Langue de l'interface" });
    expect(within(languages).getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');

    await user.click(within(languages).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: '/en/policy', search: '?tab=1', hash: '#rights' });
    expect(document.documentElement.lang).toBe('en');

    await user.click(within(screen.getByRole('navigation', { name: 'Interface language' })).getByRole('link', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fr/policy');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('shows Español, Italiano and Deutsch as not selectable, with the reason', async () => {
    const { user, router } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Español', 'Italiano', 'Deutsch']) {
      const item = screen.getByRole('link', { name });
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.hasAttribute('href')).toBe(false);
      const description = document.getElementById(item.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe("L'interface est disponible en français et en anglais.");
      expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      await user.click(item);
    }
    expect(router.state.location.pathname).toBe('/fr');
  });
});

describe('full-screen modal', () => {
  const description = {
    title: 'Supprimer la fiche ?',
    text: 'Cette action ne peut pas être annulée.',
    links: [
      { target: 'trash', class: 'danger', title: 'Supprimer' },
      { target: '/fr/policy', class: 'secondary', title: 'Lire la politique' },
    ],
    modelId: 'rec-42',
  };

  it('a link without a slash emits its event with the modelId and closes the modal', async () => {
    const { user } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    const handler = vi.fn();
    const off = events.on('trash', handler);
    act(() => openModal(description));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la fiche ?' });
    expect(within(dialog).getByText('Cette action ne peut pas être annulée.')).toBeTruthy();
    const action = within(dialog).getByRole('button', { name: 'Supprimer' });
    expect(action.className).toContain('danger');
    await user.click(action);
    expect(handler).toHaveBeenCalledWith({ modelId: 'rec-42' });
    // A trash confirmation sets the current model id.
    expect(getShellState().modelId).toBe('rec-42');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    off();
  });

  it('a link with a slash navigates client-side and closes the modal', async () => {
    const { user, router } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    act(() => openModal(description));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la fiche ?' });
    await user.click(within(dialog).getByRole('link', { name: 'Lire la politique' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fr/policy');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on its close button, and on Escape', async () => {
    const { user } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    act(() => openModal(description));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getShellState().modal).toBeNull();

    act(() => openModal(description));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('loader overlay', () => {
  it('is announced and marks the main region busy while on', async () => {
    renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    // The home page settles (lazy chunks, catalogue) before the overlay is switched.
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('');
      expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false');
    });

    act(() => showLoader());
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Chargement en cours…');
      expect(screen.getByRole('main', { hidden: true }).getAttribute('aria-busy')).toBe('true');
    });

    act(() => hideLoader());
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('');
      expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false');
    });
  });
});

describe('customer area (account layout, session guard)', () => {
  it('sends a visitor without a session to the login page of the language, returning to the page asked for', async () => {
    const { router } = renderApp('/en/customer/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login/'));
    expect(router.state.location.search).toBe('?next=%2Fen%2Fcustomer%2Fwelcome');
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('its pages join the route table on the first navigation into it, before the loaders (404 and unknown paths kept)', async () => {
    startSession({ customerId: 'c1', firstname: 'Ana' });
    const { router } = renderApp('/en/nowhere');
    await screen.findByText('Page not found: /en/nowhere');
    const customerRoute = () => router.routes[0]?.children?.[0]?.children?.find((route) => route.id === CUSTOMER_ROUTE_ID);
    expect(customerRoute()?.children ?? []).toEqual([]);
    await act(() => router.navigate('/en/customer/nope'));
    await screen.findByText('Page not found: /en/customer/nope');
    expect(customerRoute()?.children?.length).toBeGreaterThan(10);
    // The root loader matched the patched pages: the catalogue sections of the account screen came with it.
    await act(() => router.navigate('/en/customer/account'));
    await waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('account'));
    expect(router.state.loaderData.root?.messages['account.details.title']).toBeTruthy();
  });

  it('an in-app navigation after the login date turned 12 hours old goes to login (not only a full load)', async () => {
    startSession({ customerId: 'c1', firstname: 'Ana' });
    const { router } = renderApp('/en/customer/nope');
    await screen.findByText('Page not found: /en/customer/nope');
    window.localStorage.setItem(LOGIN_DATE_KEY, formatLoginStamp(new Date(Date.now() - 12 * 3_600_000 - 60_000)));
    await act(() => router.navigate('/en/customer/other?x=1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login/'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/en/customer/other?x=1')}`);
    expect(readStoredCustomer()).toBeNull();
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();
  });

  it('a 401 of the API during a navigation ends the session and goes to login, returning to the page asked for', async () => {
    startSession({ customerId: 'c1', firstname: 'Ana' });
    fakeApi({ 'GET /api/projects': apiError(401, 'UNAUTHORIZED') });
    const { router } = renderApp('/en/customer/nope');
    await screen.findByText('Page not found: /en/customer/nope');
    await act(() => router.navigate('/en/customer/welcome'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login/'));
    expect(router.state.location.search).toBe('?next=%2Fen%2Fcustomer%2Fwelcome');
    expect(readStoredCustomer()).toBeNull();
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('with a session, unknown screens are the 404 page in the account layout', async () => {
    startSession({ id: 'c1' });
    const { router } = renderApp('/fr/customer/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText('Page not found: /fr/customer/nope')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fr/customer/nope');
    // The account layout: no public navigation, the display controls are there.
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Thème' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: "Langue de l'interface" })).toBeTruthy();
  });
});

describe('build updates and failed chunks', () => {
  beforeEach(() => {
    resetReloadState();
  });

  it('with an update pending, the next navigation is a full page load of its target', async () => {
    const assign = vi.fn();
    setReloadDeps({ now: () => 1_000, assign, reload: vi.fn(), currentHref: () => 'http://localhost/fr' });
    const { user, router } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    vi.spyOn(buildUpdates, 'isUpdatePending').mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Confidentialité' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/fr/policy'));
    expect(router.state.location.pathname).toBe('/fr');
  });

  it('a failed chunk reloads the page once; after the reload within 10 s, the error page', async () => {
    silenceConsoleErrors();
    const broken: RouteObject[] = [
      {
        path: 'broken',
        handle: { layout: 'default' },
        lazy: lazyWithReload(() =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/broken.js')),
        ),
      },
    ];
    const assign = vi.fn();
    const reload = vi.fn();
    setReloadDeps({ now: () => 5_000, assign, reload, currentHref: () => 'http://localhost/broken' });
    const first = renderApp('/broken', { extraPages: broken });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    // The new page: same path, 2 s later.
    resetReloadState();
    setReloadDeps({ now: () => 7_000, assign, reload, currentHref: () => 'http://localhost/broken' });
    renderApp('/broken', { extraPages: broken });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
