import { startJob } from '../lib/jobs';
import { copyCreation } from './copy-service';
import { elementAccessService } from './element-access';
import * as elementRepository from './element-repository';
import { clearReindexJob } from './element-repository';
import * as repository from './repository';
import {
  applicationHeader,
  copyTitlesVersion,
  CopyTitlesChanged,
  createApplication,
  findApplicationIdBySlug,
  getApplication,
  listApplications,
  ProjectGone,
  projectLanguages,
  SlugTaken,
  takenSlugs,
  WriteConflict,
} from './repository';
import { applicationsService } from './service';
import { storedApplications } from './stored';
import { applicationSummaries as summariesService } from './views';

// Pure builds, each part on the repository calls it makes: a function bundles the parts it imports and no other (the
// records functions the element access check, the job workers, the uploads check and published sites the stored reads).

/** The whole service wired to DynamoDB and the job worker (unit tests build their own with fakes). */
export const applications = /* @__PURE__ */ applicationsService({
  repository: /* @__PURE__ */ Object.assign({}, repository, elementRepository),
  startJob,
});

/** The one access check on a builder element, and the sample data overview's counts (element-access.ts). */
export const applicationElements = /* @__PURE__ */ elementAccessService({ repository: { getApplication, findApplicationIdBySlug } });

/** Applications as stored, for jobs and other domains acting without a caller (stored.ts). */
export const applicationReads = /* @__PURE__ */ storedApplications({
  repository: { getApplication, listApplications, projectLanguages, applicationHeader, clearReindexJob },
});

/** The creation of each copy, the copy job's last step (copy-service.ts). */
export const applicationCopies = /* @__PURE__ */ copyCreation({
  repository: {
    getApplication,
    copyTitlesVersion,
    listApplications,
    takenSlugs,
    createApplication,
    ProjectGone,
    WriteConflict,
    CopyTitlesChanged,
    SlugTaken,
  },
});

/** The applications a caller may see of a project, at the caller's levels (views.ts): the projects domain's. */
export const applicationSummaries = /* @__PURE__ */ summariesService({ repository: { listApplications } });
