import { ProjectGrantsInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { delegation } from '../deps';

/** The owner's list of rights on a project. */
export const listGrants = defineRoute({
  input: ProjectGrantsInput,
  auth: 'customer',
  handler: ({ caller, input }) => delegation.list(caller, input.projectId),
});
