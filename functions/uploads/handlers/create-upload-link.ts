import { CreateUploadLinkInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** Creates an upload link for chosen file fields of a record, mailed when an address is given (write level). */
export const createUploadLink = defineRoute({
  input: CreateUploadLinkInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => uploads.createLink(caller, input, request),
});
