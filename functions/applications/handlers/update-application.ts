import { UpdateApplicationInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

export const updateApplication = defineRoute({
  input: UpdateApplicationInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => applications.update(caller, input, request.now),
});
