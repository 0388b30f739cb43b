/**
 * The contact screen, through the real route table with the API answered through MSW (in French): the 24-hour
 * promise, the counter, the optional project, the 202 → a confirmation; a failure says the words of docs/product.md,
 * "Errors".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, answerRoutes, apiError } from '../../test/api-server';
import { PROJECT_ID, salonSummary } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const SCREEN_WAIT_MS = 20_000;
const projects = { status: 200, body: { items: [salonSummary], count: 1 } };

signedInForEachTest();

describe('contact screen', { timeout: 45_000 }, () => {
  it('sends a subject, a message and the project concerned, then confirms with the 24-hour promise', async () => {
    const calls: ApiCall[] = answerRoutes({
      'GET /api/projects': projects,
      'POST /api/contact': { status: 202, body: { requestId: '01J00000000000000000000C01' } },
    });
    const { user } = renderApp('/fr/customer/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' }, { timeout: SCREEN_WAIT_MS })).toBeTruthy();
    expect(screen.getByText(/dans les 24 heures/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Votre demande' });
    await user.type(within(form).getByRole('textbox', { name: /Objet/ }), 'Export');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Bonjour');
    expect(within(form).getByText(/^7 \/ 5\s?000 caractères$/u)).toBeTruthy();
    const select = within(form).getByRole('combobox', { name: 'Projet concerné' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Salon du livre' })).toBeTruthy());
    await user.selectOptions(select, PROJECT_ID);
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    const status = await screen.findByText(/Votre demande a bien été envoyée/);
    expect(status.closest('[role="status"]')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ subject: 'Export', message: 'Bonjour', projectId: PROJECT_ID, lang: 'fr' });
  });

  it('refuses an empty subject in the browser, without calling the API', async () => {
    const calls = answerRoutes({ 'GET /api/projects': projects });
    const { user } = renderApp('/fr/customer/contact');
    const form = await screen.findByRole('form', { name: 'Votre demande' }, { timeout: SCREEN_WAIT_MS });
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Bonjour');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Objet/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says "Une erreur est survenue" when the request fails', async () => {
    answerRoutes({ 'GET /api/projects': projects, 'POST /api/contact': apiError(500, 'INTERNAL') });
    const { user } = renderApp('/fr/customer/contact');
    const form = await screen.findByRole('form', { name: 'Votre demande' }, { timeout: SCREEN_WAIT_MS });
    await user.type(within(form).getByRole('textbox', { name: /Objet/ }), 'Export');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Bonjour');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Une erreur est survenue');
  });
});
