import { hasLiveConsole } from '../../../shared/kinds';
import { ApplicationRefInput } from '../../../shared/schemas/refs';
import { defineRoute } from '../../lib/http/route';
import { liveRevocation } from '../../lib/sockets/deps';
import { applications } from '../deps';

export const deleteApplication = defineRoute({
  input: ApplicationRefInput,
  auth: 'customer',
  handler: async ({ caller, input, request }) => {
    const removed = await applications.remove(caller, input.projectId, input.applicationId);
    // A deleted interactive module's consoles and participants are closed before the answer, not at the next sweep
    // (docs/live.md). Wired here rather than in the service: the records, imports, uploads and web apps functions
    // bundle the applications service and must not carry the socket transport (functions/lib/sockets).
    if (hasLiveConsole(removed.kind)) await liveRevocation.applicationDeleted(input.projectId, removed.applicationId, request.now);
  },
});
