import * as v from 'valibot';
import { Ulid } from '../../../shared/schemas/common';
import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';

/** The wizard's state: draft (or the defaults), publications, live one, validation context (read level). */
export const getWebapp = defineRoute({
  input: v.object({ projectId: Ulid, applicationId: Ulid }),
  auth: 'customer',
  handler: ({ caller, input }) => webapps.get(caller, input),
});
