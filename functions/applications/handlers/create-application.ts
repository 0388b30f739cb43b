import { CreateApplicationInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

export const createApplication = defineRoute({
  input: CreateApplicationInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => applications.create(caller, input, request.now),
});
