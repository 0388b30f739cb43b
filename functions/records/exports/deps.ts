import { applicationElements } from '../../applications/deps';
import { getJob } from '../../lib/job-store';
import { startJob } from '../../lib/jobs';
import { exportKeys, presignDownload } from '../../lib/storage/bulk-objects';
import { exportsService } from './service';

/**
 * The export requests wired to DynamoDB, the uploads bucket and the applications domain's access check: the records
 * API's routes only (the job worker runs ./run.ts, wired in functions/records/jobs.ts).
 */
export const recordExports = /* @__PURE__ */ exportsService({
  applications: applicationElements,
  objects: { presignDownload, exportKeys },
  startJob,
  getJob,
});
