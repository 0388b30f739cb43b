import { ContactInput } from '../../../shared/schemas/contact';
import { defineRoute } from '../../lib/http/route';
import { contact } from '../deps';

/** Stores a contact request and starts its delivery (202); the project, if named, must be one the caller sees. */
export const sendContact = defineRoute({
  input: ContactInput,
  auth: 'customer',
  status: 202,
  handler: ({ caller, input, request }) => contact.send(caller, input, request),
});
