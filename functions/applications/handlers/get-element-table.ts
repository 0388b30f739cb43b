import { ElementRefInput } from '../../../shared/schemas/refs';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

/** The list configuration of one element, with the form it shows (any level on the application). */
export const getElementTable = defineRoute({
  input: ElementRefInput,
  auth: 'customer',
  handler: ({ caller, input }) => applications.getTable(caller, input),
});
