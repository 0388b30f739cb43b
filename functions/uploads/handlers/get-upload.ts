import { UploadRefInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** Where an upload stands: pending until its check has read the file, then ready or rejected (read level). */
export const getUpload = defineRoute({
  input: UploadRefInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => uploads.status(caller, input, request.now),
});
