import { SaveFormInput, SaveTableInput } from '../../../shared/schemas/element-configs';
import { ElementRefInput } from '../../../shared/schemas/projects';
import { defineRoute } from '../../lib/http/route';
import { applications } from '../service';

/** The builder's form and table of one element (read: any level; save: full, conditional on `version`). */
export const getElementForm = defineRoute({
  input: ElementRefInput,
  auth: 'customer',
  handler: ({ caller, input }) => applications.getForm(caller, input),
});

export const saveElementForm = defineRoute({
  input: SaveFormInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => applications.saveForm(caller, input, request.now),
});

export const getElementTable = defineRoute({
  input: ElementRefInput,
  auth: 'customer',
  handler: ({ caller, input }) => applications.getTable(caller, input),
});

export const saveElementTable = defineRoute({
  input: SaveTableInput,
  auth: 'customer',
  handler: ({ caller, input, request }) => applications.saveTable(caller, input, request.now),
});
