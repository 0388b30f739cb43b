import { applications } from '../../applications/deps';
import { getJob } from '../../lib/job-store';
import { startJob } from '../../lib/jobs';
import * as objects from '../../lib/storage/bulk-objects';
import * as repository from '../repository';
import { exportsService } from './service';
import * as source from './source';

/** The export service wired to DynamoDB, the uploads bucket and the applications domain (unit tests build their own). */
export const recordExports = /* @__PURE__ */ exportsService({ applications, repository, source, objects, startJob, getJob });
