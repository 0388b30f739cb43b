import { ProjectIdInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { projects } from '../deps';

export const deleteProject = defineRoute({
  input: ProjectIdInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => projects.remove(caller, input.projectId, request.now),
});
