import { ListVersionsInput } from '../../../shared/schemas/records';
import { defineRoute } from '../../lib/http/route';
import { records } from '../deps';

/** A record's kept versions, newest first (read level). */
export const listVersions = defineRoute({
  input: ListVersionsInput,
  auth: 'customer',
  handler: ({ caller, input }) => records.versions(caller, input),
});
