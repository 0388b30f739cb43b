/**
 * The duplication screen (`/fr/customer/copy`) through the real route table, the API answered through MSW, in
 * French: what is missing is said before sending; a source's applications at full level only; the request sent; the
 * job's progress, then a link to each copy; a failed job and a refusal in words; the empty state without any project at
 * full level.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '../../../../shared/project-views';
import type { JobView } from '../../../../shared/schemas/jobs';
import { answerApi, apiError, type Answer, type ApiCall } from '../../test/api-server';
import { PROJECT_ID, salonDetail, salonSummary, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

const OTHER_ID = '01J0000000000000000000000Z';
const JOB_ID = '01J0000000000000000000JOB1';
const COPY_ID = '01J0000000000000000000COPY';
const SOURCE_APP = '01J0000000000000000000000B';
const other: ProjectSummary = { ...salonSummary, projectId: OTHER_ID, name: 'Salon 2027' };
const readOnly: ProjectSummary = {
  ...salonSummary,
  projectId: '01J0000000000000000000000R',
  name: 'Lecture',
  level: 'read',
  isOwner: false,
};

const ok = (body: unknown): Answer => ({ status: 200, body });
const job = (status: JobView['status'], done: number, total: number, extra: Partial<JobView> = {}): JobView => ({
  jobId: JOB_ID,
  type: 'copyApplications',
  status,
  progress: { done, total },
  ...extra,
});

type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route> = {}, projects: ProjectSummary[] = [salonSummary, other, readOnly]) {
  const applications = [
    speakersApplication(),
    speakersApplication({ applicationId: '01J0000000000000000000000D', slug: 'lecture', title: 'Lecture seule', level: 'write' }),
  ];
  const routes: Record<string, Route> = {
    'GET /api/projects': () => ok({ items: projects, count: projects.length }),
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(salonDetail(applications)),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

signedInForEachTest();

async function openPage() {
  const rendered = renderApp('/fr/customer/copy');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dupliquer des applications' })).toBeTruthy();
  return rendered;
}

describe('duplication screen', { timeout: 20_000 }, () => {
  it('says what is missing before sending anything', async () => {
    const calls = mockApi();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByText('Choisissez le projet source.')).toBeTruthy();
    expect(screen.getByText('Choisissez le projet de destination.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers the applications at full level, sends the copy, shows its progress and then links to the copy', async () => {
    let polls = 0;
    const calls = mockApi({
      'POST /api/copies': () => ({ status: 202, body: { jobId: JOB_ID } }),
      [`GET /api/jobs/${JOB_ID}`]: () =>
        ++polls === 1
          ? ok(job('running', 2, 5))
          : ok(
              job('succeeded', 5, 5, {
                result: {
                  applications: [{ sourceApplicationId: SOURCE_APP, applicationId: COPY_ID, slug: 'intervenants', title: 'Intervenants' }],
                },
              }),
            ),
    });
    const { user } = await openPage();
    // Destinations: the projects at full level only.
    const destination = screen.getByRole('combobox', { name: /Projet de destination/ });
    expect(within(destination).queryByRole('option', { name: 'Lecture' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /Projet source/ }), 'Salon du livre');
    const group = await screen.findByRole('group', { name: /Applications à dupliquer/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['01J0000000000000000000000B']);
    await user.click(within(group).getByRole('checkbox', { name: 'Intervenants' }));
    await user.selectOptions(destination, 'Salon 2027');
    await user.click(screen.getByRole('radio', { name: /La configuration seulement/ }));
    await user.click(screen.getByRole('button', { name: 'Dupliquer' }));

    expect(await screen.findByRole('progressbar', { name: 'Copie des fiches' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sourceProjectId: PROJECT_ID,
      applicationIds: ['01J0000000000000000000000B'],
      destinationProjectId: OTHER_ID,
      withRecords: false,
    });
    expect(await screen.findByText('La copie est prête.', {}, { timeout: 3_000 })).toBeTruthy();
    const link = screen.getByRole('link', { name: /^Ouvrir «\s*Intervenants\s*»$/ });
    expect(link.getAttribute('href')).toBe(`/fr/customer/projects/${OTHER_ID}/applications/${COPY_ID}`);
  });

  it('says when the copy failed, and why when it knows', async () => {
    mockApi({
      'POST /api/copies': () => ({ status: 202, body: { jobId: JOB_ID } }),
      [`GET /api/jobs/${JOB_ID}`]: () => ok(job('failed', 1, 5, { error: { code: 'destinationGone', message: 'x' } })),
    });
    const { user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /Projet source/ }), 'Salon du livre');
    await user.click(await screen.findByRole('checkbox', { name: 'Intervenants' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Projet de destination/ }), 'Salon 2027');
    await user.click(screen.getByRole('button', { name: 'Dupliquer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("La duplication n'a pas pu aboutir ; aucune copie incomplète n'a été gardée.");
    expect(alert.textContent).toContain('Le projet de destination a été supprimé pendant la copie.');
    await user.click(screen.getByRole('button', { name: 'Dupliquer autre chose' }));
    expect(await screen.findByRole('button', { name: 'Dupliquer' })).toBeTruthy();
  });

  it("shows the API's refusal in words", async () => {
    mockApi({ 'POST /api/copies': () => apiError(403, 'FORBIDDEN') });
    const { user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /Projet source/ }), 'Salon du livre');
    await user.click(await screen.findByRole('checkbox', { name: 'Intervenants' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Projet de destination/ }), 'Salon 2027');
    await user.click(screen.getByRole('button', { name: 'Dupliquer' }));
    const refused = "Vous n'avez pas les droits nécessaires pour cette action.";
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(refused));
  });

  it('says that duplication needs full access when no project has it', async () => {
    mockApi({}, [readOnly]);
    await openPage();
    const empty = "Vous n'avez accès complet à aucun projet : la duplication demande l'accès complet à la source et à la destination.";
    expect(screen.getByText(empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dupliquer' })).toBeNull();
  });
});
