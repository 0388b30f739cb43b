import * as v from 'valibot';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

export const listApplicationKinds = defineRoute({
  input: v.object({}),
  auth: 'customer',
  handler: async () => applications.kinds(),
});
