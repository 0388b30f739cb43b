import { CreateUploadInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** Signs a POST of one file to S3 for a file or gallery field (write level); a type or size the field refuses → 400. */
export const createUpload = defineRoute({
  input: CreateUploadInput,
  auth: 'customer',
  status: 201,
  handler: ({ caller, input, request }) => uploads.create(caller, input, request.now),
});
