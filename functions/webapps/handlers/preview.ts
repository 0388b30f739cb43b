import { PreviewInput } from '../../../shared/schemas/webapps';
import { defineRoute } from '../../lib/http/route';
import { webapps } from '../deps';

/** The public answer the posted draft would give (read level; files as signed URLs; never cached). */
export const preview = defineRoute({
  input: PreviewInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => webapps.preview(caller, input, request.now),
});
