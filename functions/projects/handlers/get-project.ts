import { ProjectIdInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { projects } from '../service';

export const getProject = defineRoute({
  input: ProjectIdInput,
  auth: 'customer',
  handler: ({ caller, input }) => projects.get(caller, input.projectId),
});
