import { CreateProjectInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { projects } from '../deps';

export const createProject = defineRoute({
  input: CreateProjectInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => projects.create(caller, input, request.now),
});
