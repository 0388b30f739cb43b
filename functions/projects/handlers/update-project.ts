import { UpdateProjectInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { projects } from '../deps';

export const updateProject = defineRoute({
  input: UpdateProjectInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => projects.update(caller, input, request.now),
});
