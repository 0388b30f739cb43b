import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { projects } from '../deps';

export const listProjects = defineRoute({
  input: v.object({}),
  auth: 'customer',
  handler: ({ caller }) => projects.list(caller),
});
