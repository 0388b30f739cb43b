/**
 * A ninth, plain kind (builder elements, no console, no site section) added to a copy of the kinds registry and its
 * catalogues (test/helpers/registry-copy.ts) shows on the screens with no other change: the home page lists it, the
 * project's dashboard and the page that adds applications show it, its own dashboard lists its elements and offers
 * sample data. test/unit/plain-kind.test.ts runs the server's paths on it.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_KINDS, defaultElements, kindSummaries, type ApplicationKind } from '../../shared/kinds';
import type { ApplicationDetail } from '../../shared/project-views';
import { answerApi } from '../../web/src/test/api-server';
import { PROJECT_ID, salonDetail } from '../../web/src/test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../web/src/test/render-app';
import { PLAIN_KIND, PLAIN_KIND_TEXTS, removeRegistryCopy } from '../helpers/registry-copy';

vi.mock('../../shared/kinds', async () => (await import('../helpers/registry-copy')).copiedModule('shared/kinds.ts'));
vi.mock('../../shared/kind-elements', async () => (await import('../helpers/registry-copy')).copiedModule('shared/kind-elements.ts'));
vi.mock('../../shared/kind-texts', async () => (await import('../helpers/registry-copy')).copiedModule('shared/kind-texts.ts'));

const kind = PLAIN_KIND as ApplicationKind;
const APP_ID = '01J0000000000000000000000P';
const elements = defaultElements(kind);
const agenda: ApplicationDetail = {
  applicationId: APP_ID,
  projectId: PROJECT_ID,
  slug: 'programme',
  kind,
  title: 'Programme du salon',
  description: '',
  url: '',
  level: 'full',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  elements: elements.map((element) => ({ key: element.key, name: element.name, count: 7 })),
  configs: elements.map((element) => ({ ...element, count: 7, version: 1 })),
};

function answer() {
  answerApi(({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/application-kinds') return { status: 200, body: { items: kindSummaries() } };
    if (path === `/api/projects/${PROJECT_ID}`) return { status: 200, body: salonDetail([agenda]) };
    if (path === `/api/projects/${PROJECT_ID}/applications/${APP_ID}` || path === `/api/projects/${PROJECT_ID}/applications/programme`)
      return { status: 200, body: agenda };
    return undefined;
  });
}

signedInForEachTest();
afterAll(removeRegistryCopy);

describe('a plain kind added to the registry and its catalogues only', () => {
  it('is in the copy of the registry the screens read', () => {
    expect(APPLICATION_KINDS).toHaveLength(9);
    expect(APPLICATION_KINDS.at(-1)).toBe(PLAIN_KIND);
    expect(elements.map((element) => element.key)).toEqual(['sessions']);
  });

  it('is listed on the home page, with its catalogue texts', async () => {
    renderApp('/fr');
    const kinds = (await screen.findByRole('heading', { level: 2, name: "9 types d'applications" })).closest('section') as HTMLElement;
    const names = within(kinds)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Catalogue',
      'Utilisateurs',
      'Intervenants',
      'Application web',
      'Modules interactifs',
      'Replay',
      'CMS',
      'Sponsors',
      'Programme',
    ]);
    expect(within(kinds).getByText(PLAIN_KIND_TEXTS.fr['agenda.home'])).toBeTruthy();
  });

  it('is listed on the English home page with its English texts', async () => {
    renderApp('/en');
    const kinds = (await screen.findByRole('heading', { level: 2, name: '9 kinds of application' })).closest('section') as HTMLElement;
    expect(within(kinds).getByRole('heading', { level: 3, name: 'Agenda' })).toBeTruthy();
    expect(within(kinds).getByText(PLAIN_KIND_TEXTS.en['agenda.home'])).toBeTruthy();
  });

  it('is shown on the project dashboard: its name, its elements, its dashboard, no console', async () => {
    answer();
    renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Programme du salon' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Programme')).toBeTruthy();
    expect(within(card).getByText('Sessions', { exact: false })).toBeTruthy();
    const links = within(card)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      `/fr/customer/projects/${PROJECT_ID}/applications/programme`,
      `/fr/customer/projects/${PROJECT_ID}/configure/programme/description`,
    ]);
  });

  it('can be added to a project', async () => {
    answer();
    renderApp(`/fr/customer/projects/${PROJECT_ID}/configure/apps`);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Programme' })).closest('li') as HTMLElement;
    expect(within(card).getByText(PLAIN_KIND_TEXTS.fr['agenda.description'])).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toContain(`kind=${PLAIN_KIND}`);
  });

  it('has its own dashboard: its elements with their records, and sample data', async () => {
    answer();
    renderApp(`/fr/customer/projects/${PROJECT_ID}/applications/programme`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Programme du salon' })).toBeTruthy();
    expect(screen.getByText(/^Type\s*: Programme$/)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Sessions' }).getAttribute('href')).toContain('/applications/programme/');
    expect(screen.getByRole('link', { name: "Données d'exemple" }).getAttribute('href')).toBe(
      `/fr/customer/projects/${PROJECT_ID}/applications/programme/fakers`,
    );
    expect(screen.queryByRole('link', { name: 'Ouvrir la console en direct' })).toBeNull();
  });
});
