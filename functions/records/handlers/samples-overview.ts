import { SamplesOverviewInput } from '../../../shared/schemas/samples';
import { defineRoute } from '../../lib/http/route';
import { samples } from '../samples/deps';

/** Per element of an application, its records and how many are sample data (read level). */
export const samplesOverview = defineRoute({
  input: SamplesOverviewInput,
  auth: 'customer',
  handler: ({ caller, input }) => samples.overview(caller, input),
});
