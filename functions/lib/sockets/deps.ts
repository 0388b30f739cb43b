import { requireApplicationLevel, requireProject } from '../access/access';
import { Forbidden, NotFound } from '../errors';
import { closeConnection, sendFrame } from './connections-api';
import { liveRevocation as buildRevocation, type RevocationDeps } from './revocation';
import * as store from './socket-store';

/** Whether a customer may still watch a module: read level on it, in an active project (the one access check). */
async function canWatch(customerId: string, projectId: string, applicationId: string): Promise<boolean> {
  try {
    const access = await requireProject({ customerId, email: '', sessionId: '' }, projectId, applicationId);
    requireApplicationLevel(access, applicationId, 'read');
    return true;
  } catch (error) {
    if (error instanceof NotFound || error instanceof Forbidden) return false;
    throw error;
  }
}

/** The socket transport wired to DynamoDB and the `@connections` API (the live domain adds its own deps to these). */
export const socketDeps: RevocationDeps = { repository: store, sendFrame, closeConnection, canWatch };

/**
 * For the domains that withdraw rights (projects, applications, accounts): they close the sockets before answering.
 * A pure build: the live domain, which imports `socketDeps` and revokes nothing, bundles none of it.
 */
export const liveRevocation = /* @__PURE__ */ buildRevocation(socketDeps);
