/**
 * The delegate-rights page, through the real route table with the API answered through MSW (in French):
 * the owner's projects only, each person's level per project and per application saved at once, the level that applies
 * on each application and its source (levels not above the project's not offered there), the add-a-user form with its
 * field errors, the failure text, and the empty state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../../shared/project-views';
import { answerRoutes, apiError, type ApiCall } from '../../test/api-server';
import { PROJECT_ID, salonDetail, salonSummary, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const APP_ID = '01J0000000000000000000000B';
const SHARED = { ...salonSummary, projectId: '01J0000000000000000000000C', name: 'Gala partagé', level: 'read' as const, isOwner: false };
const speakers: ApplicationDetail = speakersApplication();
const grantsPath = `/api/projects/${PROJECT_ID}/grants`;
const ok = (body: unknown) => ({ status: 200, body });

signedInForEachTest();

function mockDelegation(
  put: (call: ApiCall) => { status: number; body?: unknown },
  grants: readonly object[] = [{ email: 'ines@example.com', level: 'read' }],
) {
  return answerRoutes({
    'GET /api/projects': ok({ items: [salonSummary, SHARED], count: 2 }),
    [`GET /api/projects/${PROJECT_ID}`]: ok(salonDetail([speakers])),
    [`GET ${grantsPath}`]: ok({ grants }),
    [`PUT ${grantsPath}`]: put,
  });
}

describe('delegate rights page', () => {
  it('lists the owned projects only, and each person’s level on the project and on each application', async () => {
    mockDelegation(
      () => ok({ grants: [] }),
      [
        { email: 'ines@example.com', level: 'read' },
        { email: 'ines@example.com', level: 'write', applicationId: APP_ID },
      ],
    );
    renderApp('/fr/customer/delegate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Déléguer des droits' })).toBeTruthy();
    const project = screen.getByRole('combobox', { name: 'Projet' });
    expect(
      within(project)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Salon du livre']);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'ines@example.com' })).toBeTruthy();
    const whole = screen.getByRole('combobox', { name: 'Accès de ines@example.com sur Tout le projet' }) as HTMLSelectElement;
    expect(whole.value).toBe('read');
    const app = screen.getByRole('combobox', { name: 'Accès de ines@example.com sur Intervenants' }) as HTMLSelectElement;
    expect(app.value).toBe('write');
    await waitFor(() => expect(document.title).toBe('Déléguer des droits · Noco'));
  });

  it('shows on each application the level that applies and where it comes from; levels not above the project’s are not offered', async () => {
    const calls = mockDelegation(
      () => ok({ grants: [] }),
      [
        { email: 'ines@example.com', level: 'read' },
        { email: 'lea@example.com', level: 'write' },
        { email: 'lea@example.com', level: 'read', applicationId: APP_ID },
        { email: 'marc@example.com', level: 'full', applicationId: APP_ID },
      ],
    );
    const { user } = renderApp('/fr/customer/delegate');
    const cell = async (email: string) => {
      const select = (await screen.findByRole('combobox', { name: `Accès de ${email} sur Intervenants` })) as HTMLSelectElement;
      return { select, cell: select.closest('td')!, description: select.getAttribute('aria-describedby')!.split(' ') };
    };
    const optionsOf = (select: HTMLSelectElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent, (option as HTMLOptionElement).disabled]);
    const describedBy = (ids: string[]) => ids.map((id) => document.getElementById(id)!.textContent);

    // Read on the whole project, nothing of its own on the application: read applies, through the project.
    const ines = await cell('ines@example.com');
    expect(ines.cell.querySelector('.delegation-effective')!.textContent).toBe('Lecture seule (via le projet)');
    expect(ines.select.value).toBe('none');
    expect(optionsOf(ines.select)).toEqual([
      ['none', 'Niveau du projet', false],
      ['read', 'Lecture seule', true],
      ['write', 'Lecture et écriture', false],
      ['full', 'Accès complet', false],
    ]);
    // The screen reader hears the level that applies and why lower levels are not offered.
    expect(describedBy(ines.description)).toEqual([
      'Lecture seule (via le projet)',
      "Le niveau du projet (Lecture seule) s'applique à toutes ses applications : seul un niveau supérieur peut être donné ici.",
    ]);

    // Write on the project, a stored read on the application: write applies, and the read is said to have no effect.
    const lea = await cell('lea@example.com');
    expect(lea.cell.querySelector('.delegation-effective')!.textContent).toBe('Lecture et écriture (via le projet)');
    expect(lea.cell.textContent).toContain(
      "Le droit propre à cette application (Lecture seule) est sans effet : le niveau du projet (Lecture et écriture) s'applique.",
    );
    expect(optionsOf(lea.select).map(([, , disabled]) => disabled)).toEqual([false, true, true, false]);

    // Nothing on the project, full on the application: its own right, and every level offered.
    const marc = await cell('marc@example.com');
    expect(marc.cell.querySelector('.delegation-effective')!.textContent).toBe("Accès complet (droit propre à l'application)");
    expect(optionsOf(marc.select)[0]).toEqual(['none', 'Aucun accès', false]);
    expect(optionsOf(marc.select).every(([, , disabled]) => !disabled)).toBe(true);
    expect(describedBy(marc.description)).toEqual(["Accès complet (droit propre à l'application)"]);
    expect(within(await screen.findByRole('table')).getAllByRole('rowheader')).toHaveLength(3);

    // Choosing the project's level removes the application's own right.
    await user.selectOptions(lea.select, 'none');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { email: 'lea@example.com', level: 'none', applicationId: APP_ID },
    ]);
  });

  it('saves a level change at once and says so; a failure says so', async () => {
    let fail = false;
    const calls = mockDelegation(() =>
      fail ? apiError(500, 'INTERNAL') : ok({ grants: [{ email: 'ines@example.com', level: 'write' }] }),
    );
    const { user } = renderApp('/fr/customer/delegate');
    const whole = await screen.findByRole('combobox', { name: 'Accès de ines@example.com sur Tout le projet' });
    await user.selectOptions(whole, 'write');
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ email: 'ines@example.com', level: 'write' }]);
    fail = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Accès de ines@example.com sur Intervenants' }), 'full');
    expect((await screen.findByRole('alert')).textContent).toContain("Vos modifications n'ont pas pu être enregistrées");
    const last = calls.filter((call) => call.method === 'PUT').at(-1)!;
    expect(last.body).toEqual({ email: 'ines@example.com', level: 'full', applicationId: APP_ID });
  });

  it('adds a user by e-mail on one application; the API’s field error shows on its field', async () => {
    const calls = mockDelegation((call) =>
      (call.body as { email: string }).email === 'ana@example.com'
        ? apiError(400, 'VALIDATION_FAILED', [{ field: 'email', message: 'validation.delegateSelf' }])
        : ok({ grants: [{ email: 'lea@example.com', level: 'write', applicationId: APP_ID }] }),
    );
    const { user } = renderApp('/fr/customer/delegate');
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    await user.click(screen.getByRole('button', { name: 'Donner accès' }));
    expect(await screen.findByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Donner accès' }));
    expect(await screen.findByText(/Vous avez déjà tous les droits sur vos projets/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("Vos modifications n'ont pas pu être enregistrées");

    await user.clear(email);
    await user.type(email, 'lea@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Accès' }), 'write');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sur' }), APP_ID);
    await user.click(screen.getByRole('button', { name: 'Donner accès' }));
    expect(await screen.findByText(/Les droits de lea@example.com sont enregistrés/)).toBeTruthy();
    const last = calls.filter((call) => call.method === 'PUT').at(-1)!;
    expect(last.body).toEqual({ email: 'lea@example.com', level: 'write', applicationId: APP_ID });
    expect(await screen.findByRole('rowheader', { name: 'lea@example.com' })).toBeTruthy();
  });

  it('a customer who owns no project is told so, with a link to create one', async () => {
    answerRoutes({ 'GET /api/projects': ok({ items: [SHARED], count: 1 }) });
    renderApp('/fr/customer/delegate');
    expect(await screen.findByText(/Vous ne possédez encore aucun projet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un projet depuis mes projets' }).getAttribute('href')).toBe('/fr/customer/welcome');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
