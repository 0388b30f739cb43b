import type { Language } from '../../shared/constants';
import { applicationReads } from '../applications/deps';
import { requireProject } from '../lib/access/access';
import { config } from '../lib/config';
import { recordFiles, recordValuesPage, sanitizeRichText } from '../records/service';
import { publicRateLimiter } from './public-http';
import { publicReader } from './public-read';
import type { StoredApp } from './site-context';
import * as repository from './repository';
import { webappsService } from './service';

// The applications' reads, not their service: the public read and the wizard need these two only.
const projectApplications = async (projectId: string): Promise<StoredApp[]> => (await applicationReads.storedAll(projectId)) as StoredApp[];

/** The public read wired to DynamoDB, the applications and records domains and the uploads bucket. */
export const reader = publicReader({
  hostGuard: repository.getHostGuard,
  // Eventually consistent: the public read may lag a write by a moment (and is cached a few seconds anyway).
  live: (applicationId) => repository.getLive(applicationId, false),
  publication: repository.getPublication,
  projectLanguages: async (projectId) => (await applicationReads.languagesOf(projectId)) as Language[] | undefined,
  projectApplications,
  recordsPage: recordValuesPage,
  appUrl: () => config().appUrl,
  signFiles: recordFiles.valuesWithUrls,
  sanitizeHtml: sanitizeRichText,
});

/** The service wired to DynamoDB and the other domains (unit tests build their own with fakes). */
export const webapps = webappsService({
  repository: {
    getDraft: repository.getDraft,
    getLive: repository.getLive,
    getPublication: repository.getPublication,
    listPublications: repository.listPublications,
    saveDraft: repository.saveDraft,
    setLive: repository.setLive,
  },
  requireProject,
  projectApplications,
  reader,
  limiter: publicRateLimiter(),
  reservedHosts: () => config().allowedOrigins.map((origin) => new URL(origin).hostname),
});
