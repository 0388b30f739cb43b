import { GenerateSamplesInput } from '../../../shared/schemas/samples';
import { defineRoute } from '../../lib/http/route';
import { samples } from '../samples/deps';

/** Starts the job that creates `count` sample records of an element (write level): 202 `{ jobId }`. */
export const generateSamples = defineRoute({
  input: GenerateSamplesInput,
  auth: 'customer',
  status: 202,
  handler: ({ caller, input, request }) => samples.generate(caller, input, request.now),
});
