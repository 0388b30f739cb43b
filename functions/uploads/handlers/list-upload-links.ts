import { UploadLinksInput } from '../../../shared/schemas/uploads';
import { defineRoute } from '../../lib/http/route';
import { uploads } from '../deps';

/** The record's upload links, newest first, with their state (write level: links are a writer's tool). */
export const listUploadLinks = defineRoute({
  input: UploadLinksInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => uploads.listLinks(caller, input, request.now),
});
