import { SetLiveInput } from '../../../shared/schemas/webapps';
import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';

/** Rolls back or forward to a publication, or takes the site offline (`number: null`); 409 when `current` is stale. */
export const setLive = defineRoute({
  input: SetLiveInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => webapps.setLive(caller, input, request.now),
});
