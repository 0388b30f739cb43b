import { applicationSummaries } from '../applications/deps';
import { padUntil } from '../lib/auth/pad-until';
import { reserve } from '../lib/auth/rate-limit';
import { config } from '../lib/config';
import { startJob } from '../lib/jobs';
import { sendMail } from '../lib/mail/sender';
import { liveRevocation } from '../lib/sockets/deps';
import * as delegationRepository from './delegation-repository';
import { delegationService } from './delegation-service';
import * as repository from './repository';
import { projectsService } from './service';

// Pure builds: the job worker, which purges projects, bundles no delegation (nor its mail texts).
/** The service wired to DynamoDB, the applications domain and the job worker (unit tests build their own with fakes). */
export const projects = /* @__PURE__ */ projectsService({
  repository,
  applications: applicationSummaries,
  startJob,
  live: liveRevocation,
});

/** Delegation of rights, wired to DynamoDB, SES, the rate limits and the real clock. */
export const delegation = /* @__PURE__ */ delegationService({
  repository: delegationRepository,
  applications: applicationSummaries,
  reserve,
  sendMail,
  appUrl: () => config().appUrl,
  padUntil,
  live: liveRevocation,
});
