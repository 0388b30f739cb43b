import { ApplicationRefInput } from '../../../shared/schemas/refs';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

export const getApplication = defineRoute({
  input: ApplicationRefInput,
  auth: 'customer',
  handler: ({ caller, input }) => applications.get(caller, input.projectId, input.applicationId),
});
