/** The project the screen tests of the customer area show: Ana's "Salon du livre", French and English. */
import type { ApplicationDetail, ProjectDetail, ProjectSummary } from '../../../shared/project-views';

export const PROJECT_ID = '01J0000000000000000000000A';

export const salonSummary: ProjectSummary = {
  projectId: PROJECT_ID,
  name: 'Salon du livre',
  languages: ['fr', 'en'],
  type: 'tradeShow',
  level: 'full',
  isOwner: true,
};

/** The project's "Intervenants" speakers application (id …B), owned: these fields replaced. */
export const speakersApplication = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  applicationId: '01J0000000000000000000000B',
  projectId: PROJECT_ID,
  slug: 'intervenants',
  kind: 'speakers',
  title: 'Intervenants',
  description: '',
  url: '',
  level: 'full',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  elements: [],
  configs: [],
  ...overrides,
});

/** The project's detail, with these applications. */
export const salonDetail = (applications: ApplicationDetail[], overrides: Partial<ProjectDetail> = {}): ProjectDetail => ({
  ...salonSummary,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  applications,
  ...overrides,
});
