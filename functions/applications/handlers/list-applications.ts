import { ProjectIdInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

export const listApplications = defineRoute({
  input: ProjectIdInput,
  auth: 'customer',
  handler: ({ caller, input }) => applications.list(caller, input.projectId),
});
