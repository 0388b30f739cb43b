import { startJob } from '../lib/jobs';
import * as elementRepository from './element-repository';
import { elementConfigOf } from './element-config';
import * as repository from './repository';
import { getApplication, listApplications, projectLanguages } from './repository';
import { applicationsService } from './service';

// A pure build: the functions that need only the reads below (the uploads check, published sites) bundle no service.
/** The service wired to DynamoDB and the job worker (unit tests build their own with fakes). */
export const applications = /* @__PURE__ */ applicationsService({ repository: { ...repository, ...elementRepository }, startJob });

/** The reads that need no caller nor rule, on the repository alone: the uploads check's, the published sites'. */
export const applicationReads = {
  elementConfig: (projectId: string, applicationId: string, elementKey: string) =>
    elementConfigOf({ getApplication, projectLanguages }, projectId, applicationId, elementKey),
  storedAll: listApplications,
  languagesOf: projectLanguages,
};
