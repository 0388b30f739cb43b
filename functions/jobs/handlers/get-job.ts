import { JobIdInput } from '../../../shared/schemas/jobs';
import { defineRoute } from '../../lib/http/route';
import { jobs } from '../service';

export const getJob = defineRoute({
  input: JobIdInput,
  auth: 'customer',
  handler: ({ caller, input }) => jobs.get(caller, input.jobId),
});
