import { SaveFormInput } from '../../../shared/schemas/element-configs';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

/** Saves one element's form (full level), conditional on the version the builder loaded; its list follows. */
export const saveElementForm = defineRoute({
  input: SaveFormInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => applications.saveForm(caller, input, request.now),
});
