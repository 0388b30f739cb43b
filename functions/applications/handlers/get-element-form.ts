import { ElementRefInput } from '../../../shared/schemas/refs';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../deps';

/** The builder's form of one element, with its version (any level on the application). */
export const getElementForm = defineRoute({
  input: ElementRefInput,
  auth: 'customer',
  handler: ({ caller, input }) => applications.getForm(caller, input),
});
