import { PublishInput } from '../../../shared/schemas/webapps';
import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';

/** Freezes the draft of that version as a new publication, which becomes live (422 WEBAPP_INCOMPLETE, 409). */
export const publish = defineRoute({
  input: PublishInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => webapps.publish(caller, input, request.now),
});
