/**
 * The sample-data screen (the fakers; docs/product.md, "Screens and routes") through the real route table, the API
 * answered through MSW, in French: the elements with their counts, the number of lines checked before sending (1 to
 * 10,000), a generation's progress bar then its result with a link to the list, the removal after a confirmation, a
 * reader's view, the API's refusal, and the application dashboard's link to the screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../../shared/kinds';
import type { ApplicationDetail } from '../../../../shared/project-views';
import type { JobView } from '../../../../shared/schemas/jobs';
import type { SamplesOverview } from '../../../../shared/schemas/samples';
import { answerApi, apiError, type Answer, type ApiCall } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const [items, categories] = defaultElements('catalogue');

const catalogue = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  speakersApplication({
    applicationId: '01J0000000000000000000000C',
    slug: 'catalogue',
    kind: 'catalogue',
    title: 'Catalogue',
    elements: [
      { key: 'items', name: items!.name, count: 12 },
      { key: 'categories', name: categories!.name, count: 3 },
    ],
    configs: [
      { ...items!, count: 12 },
      { ...categories!, count: 3 },
    ],
    ...overrides,
  });

const APP_API = `/api/projects/${PROJECT_ID}/applications/catalogue`;
const FAKERS_URL = `/fr/customer/projects/${PROJECT_ID}/applications/catalogue/fakers`;
const JOB_ID = '01J0000000000000000000JOB1';

const ok = (body: unknown): Answer => ({ status: 200, body });
const job = (status: JobView['status'], done: number, total: number, result?: unknown): JobView => ({
  jobId: JOB_ID,
  type: 'generateSamples',
  status,
  progress: { done, total },
  ...(result === undefined ? {} : { result }),
});

type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route> = {}, application = catalogue()) {
  let overview: SamplesOverview = {
    elements: [
      { element: 'items', records: 12, samples: 0 },
      { element: 'categories', records: 3, samples: 2 },
    ],
  };
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(salonDetail([application])),
    [`GET ${APP_API}`]: () => ok(application),
    [`GET ${APP_API}/samples`]: () => ok(overview),
    ...more,
  };
  const calls = answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
  return { calls, setOverview: (next: SamplesOverview) => (overview = next) };
}

signedInForEachTest();

async function openPage() {
  const rendered = renderApp(FAKERS_URL);
  expect(await screen.findByRole('heading', { level: 1, name: "Données d'exemple" })).toBeTruthy();
  return rendered;
}

const itemsCard = () => screen.getByRole('region', { name: 'Éléments' });

describe('sample data screen', { timeout: 20_000 }, () => {
  it('lists every element with its records and sample records, and a number of lines for each', async () => {
    mockApi();
    await openPage();
    const card = itemsCard();
    expect(within(card).getByText('12 fiches')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Éléments' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/applications/catalogue/items`,
    );
    const field = within(card).getByRole('spinbutton', { name: 'Nombre de lignes' }) as HTMLInputElement;
    expect(field.value).toBe('50');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Supprimer les données d'exemple/ })).toBeNull();
    const categoriesCard = screen.getByRole('region', { name: 'Catégories' });
    expect(within(categoriesCard).getByText("3 fiches, dont 2 d'exemple")).toBeTruthy();
    expect(within(categoriesCard).getByRole('button', { name: "Supprimer les données d'exemple de « Catégories »" })).toBeTruthy();
  });

  it('refuses a number of lines outside 1 to 10,000, or no number, without calling the API', async () => {
    const { calls } = mockApi();
    const { user } = await openPage();
    const card = itemsCard();
    const field = within(card).getByRole('spinbutton', { name: 'Nombre de lignes' });
    for (const typed of ['0', '10001', 'abc', '2.5']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(card).getByRole('button', { name: 'Générer' }));
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(within(card).getByText('Saisissez un nombre de lignes de 1 à 10 000.')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(field));
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('generates: the job progress as a progress bar with its value in words, then the records created and a link to the list', async () => {
    let polls = 0;
    const { calls, setOverview } = mockApi({
      [`POST ${APP_API}/elements/items/samples`]: () => ({ status: 202, body: { jobId: JOB_ID } }),
      [`GET /api/jobs/${JOB_ID}`]: () => {
        polls++;
        if (polls === 1) return ok(job('running', 25, 120));
        setOverview({
          elements: [
            { element: 'items', records: 132, samples: 120 },
            { element: 'categories', records: 3, samples: 2 },
          ],
        });
        return ok(job('succeeded', 120, 120, { created: 120 }));
      },
    });
    const { user } = await openPage();
    const card = itemsCard();
    const field = within(card).getByRole('spinbutton', { name: 'Nombre de lignes' });
    await user.clear(field);
    await user.type(field, '120');
    await user.click(within(card).getByRole('button', { name: 'Générer' }));
    const bar = await within(card).findByRole('progressbar', { name: "Création des fiches d'exemple" });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemax')).toBe('120');
    expect(bar.getAttribute('aria-valuetext')).toBe('25 sur 120 fiches');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ count: 120 });
    const status = await within(card).findByText("120 fiches d'exemple créées", {}, { timeout: 3_000 });
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Voir la liste : Éléments' }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/applications/catalogue/items`,
    );
    // The counts are asked again: the new sample records show, and so does their removal.
    expect(await within(card).findByText("132 fiches, dont 120 d'exemple")).toBeTruthy();
    expect(within(card).getByRole('button', { name: "Supprimer les données d'exemple de « Éléments »" })).toBeTruthy();
  });

  it('removes the sample data after a confirmation, with the progress, then what was removed and kept', async () => {
    let polls = 0;
    const { calls } = mockApi({
      [`DELETE ${APP_API}/elements/categories/samples`]: () => ({ status: 202, body: { jobId: JOB_ID } }),
      [`GET /api/jobs/${JOB_ID}`]: () =>
        ++polls === 1 ? ok({ ...job('running', 1, 2), type: 'removeSamples' }) : ok({ ...job('succeeded', 2, 2, { removed: 1, kept: 1 }) }),
    });
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Catégories' });
    await user.click(within(card).getByRole('button', { name: "Supprimer les données d'exemple de « Catégories »" }));
    const dialog = await screen.findByRole('dialog', { name: "Supprimer les données d'exemple ?" });
    expect(
      within(dialog).getByText("Les 2 fiches d'exemple de « Catégories » seront supprimées. Les autres fiches ne changent pas."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: "Supprimer les données d'exemple de « Catégories »" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    const bar = await within(card).findByRole('progressbar', { name: "Suppression des fiches d'exemple" });
    expect(bar.getAttribute('aria-valuetext')).toBe('1 sur 2 fiches');
    expect(await within(card).findByText("1 fiche d'exemple supprimée", {}, { timeout: 3_000 })).toBeTruthy();
    expect(within(card).getByText("1 fiche d'exemple est conservée : d'autres fiches l'utilisent comme catégorie.")).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says when a job failed', async () => {
    mockApi({
      [`POST ${APP_API}/elements/items/samples`]: () => ({ status: 202, body: { jobId: JOB_ID } }),
      [`GET /api/jobs/${JOB_ID}`]: () => ok({ ...job('failed', 0, 50), error: { code: 'failed', message: 'x' } }),
    });
    const { user } = await openPage();
    await user.click(within(itemsCard()).getByRole('button', { name: 'Générer' }));
    expect((await within(itemsCard()).findByRole('alert')).textContent).toBe(
      "La création des fiches d'exemple n'a pas abouti. Les fiches déjà créées sont conservées ; réessayez.",
    );
  });

  it("shows the API's refusal on the field", async () => {
    mockApi({
      [`POST ${APP_API}/elements/items/samples`]: () =>
        apiError(400, 'VALIDATION_FAILED', [{ field: 'count', message: 'validation.samplesFileRequired' }]),
    });
    const { user } = await openPage();
    await user.click(within(itemsCard()).getByRole('button', { name: 'Générer' }));
    expect(
      await within(itemsCard()).findByText(
        "Ce formulaire a un champ de fichier obligatoire : des fiches d'exemple ne peuvent pas le remplir.",
      ),
    ).toBeTruthy();
  });

  it('shows a reader the counts only', async () => {
    mockApi({}, catalogue({ level: 'read' }));
    await openPage();
    expect(
      screen.getByText('Votre accès à cette application est en lecture seule : vous ne pouvez ni créer ni supprimer de fiches.'),
    ).toBeTruthy();
    expect(within(itemsCard()).getByText('12 fiches')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });

  it('is linked from the application dashboard', async () => {
    mockApi({ 'GET /api/application-kinds': () => ok({ items: [] }) });
    renderApp(`/fr/customer/projects/${PROJECT_ID}/applications/catalogue`);
    const link = await screen.findByRole('link', { name: "Données d'exemple" });
    expect(link.getAttribute('href')).toBe(FAKERS_URL);
  });
});
