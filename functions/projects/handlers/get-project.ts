import { ProjectIdInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { projects } from '../deps';

export const getProject = defineRoute({
  input: ProjectIdInput,
  auth: 'customer',
  handler: ({ caller, input }) => projects.get(caller, input.projectId),
});
