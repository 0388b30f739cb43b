import { applicationElements } from '../../applications/deps';
import { startJob } from '../../lib/jobs';
import { samplesService } from './service';

/** The sample-data requests wired to the applications domain and the job starter (no generators here: see service.ts). */
export const samples = /* @__PURE__ */ samplesService({ applications: applicationElements, startJob });
