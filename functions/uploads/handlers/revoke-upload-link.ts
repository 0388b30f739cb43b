import { UploadLinkRefInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** Revokes an upload link: it stops working at once (write level). */
export const revokeUploadLink = defineRoute({
  input: UploadLinkRefInput,
  auth: 'customer',
  handler: async ({ caller, input, request }) => {
    await uploads.revokeLink(caller, input, request.now);
  },
});
