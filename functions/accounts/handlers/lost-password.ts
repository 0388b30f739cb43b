import { LostPasswordInput } from '../../../shared/schemas/accounts';
import { defineRoute } from '../../lib/http/route';
import { accounts } from '../deps';

export const lostPassword = defineRoute({
  input: LostPasswordInput,
  auth: 'public',
  status: 202,
  handler: async ({ input, request }) => {
    await accounts.lostPassword(input, { now: request.now, client: request.sourceIp });
    return { accepted: true };
  },
});
