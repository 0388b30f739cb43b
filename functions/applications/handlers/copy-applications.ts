import { CopyApplicationsInput } from '../../../shared/schemas/copies';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

/** Starts the copy of applications into a project (full level on both sides): 202 `{ jobId }`. */
export const copyApplications = defineRoute({
  input: CopyApplicationsInput,
  auth: 'customer',
  status: 202,
  handler: ({ caller, input, request }) => applications.copy(caller, input, request.now),
});
