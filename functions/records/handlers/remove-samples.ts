import { SamplesRefInput } from '../../../shared/schemas/samples';
import { defineRoute } from '../../lib/http/route';
import { samples } from '../samples/deps';

/** Starts the job that deletes an element's sample records (write level): 202 `{ jobId }`. */
export const removeSamples = defineRoute({
  input: SamplesRefInput,
  auth: 'customer',
  status: 202,
  handler: ({ caller, input, request }) => samples.remove(caller, input, request.now),
});
