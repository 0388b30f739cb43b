import { applicationElements } from '../../applications/deps';
import { getJob } from '../../lib/job-store';
import { startJob } from '../../lib/jobs';
import { importsService } from './service';

/** CSV paste imports wired to DynamoDB, the bucket and the applications domain: the records API's routes only (the job worker runs ./run.ts). */
export const imports = /* @__PURE__ */ importsService({ applications: applicationElements, startJob, getJob });
