import { ulid } from 'ulid';
import { applications } from '../applications/deps';
import { hashPassword, verifyPassword } from '../lib/auth/passwords';
import { release, reserve } from '../lib/auth/rate-limit';
import { config } from '../lib/config';
import { sessionAlive } from '../lib/auth/sessions';
import { Forbidden, NotFound } from '../lib/errors';
import { closeConnection, sendFrame } from './connections';
import { checkAccess, liveConsole as buildConsole } from './console';
import type { LiveDeps } from './deps-types';
import { liveFanout } from './fanout';
import * as connections from './connection-repository';
import * as content from './content-repository';
import * as participants from './participant-repository';
import { liveRevocation as buildRevocation } from './revocation';
import { realtimeService } from './service';
import { liveSweep as buildSweep } from './sweep';
import { liveTickets as buildTickets } from './tickets';

/** The realtime services wired to DynamoDB, the rate limits and the `@connections` API (unit tests build theirs with fakes). */
const deps: LiveDeps = {
  repository: { ...content, ...participants, ...connections },
  applications,
  sendFrame,
  closeConnection,
  reserve,
  release,
  hashPassword: (password) => hashPassword(password),
  verifyPassword,
  allowedOrigins: () => config().allowedOrigins,
  originSecret: () => config().originSecret,
  newId: (now) => ulid(now.getTime()),
  canWatch: (customerId, projectId, applicationId) =>
    checkAccess({ customerId, email: '', sessionId: '' }, projectId, applicationId, 'read').then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFound || error instanceof Forbidden) return false;
        throw error;
      },
    ),
  sessionAlive,
};
const fanout = liveFanout(deps);

// Pure builds: the domains that only close sockets (liveRevocation) bundle none of the rest.
export const realtime = /* @__PURE__ */ realtimeService(deps, fanout);
export const liveConsole = /* @__PURE__ */ buildConsole(deps, checkAccess, fanout);
export const liveTickets = /* @__PURE__ */ buildTickets(deps, checkAccess);
export const liveSweep = /* @__PURE__ */ buildSweep(deps, fanout);
/** For the domains that withdraw rights (projects, applications, accounts): they close the sockets before answering. */
export const liveRevocation = buildRevocation(deps, fanout);
