import { ApplicationRefInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

export const deleteApplication = defineRoute({
  input: ApplicationRefInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => applications.remove(caller, input.projectId, input.applicationId, request.now),
});
