import { SaveDraftInput } from '../../../shared/schemas/webapps';
import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';

/** Saves the draft at its version (409 when stale, 409 WEBAPP_HOST_TAKEN when another web app holds the host). */
export const saveDraft = defineRoute({
  input: SaveDraftInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => webapps.saveDraft(caller, input, request.now),
});
