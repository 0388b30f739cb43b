import { ulid } from 'ulid';
import { applicationReads } from '../applications/deps';
import { hashPassword, verifyPassword } from '../lib/auth/passwords';
import { release, reserve } from '../lib/auth/rate-limit';
import { sessionAlive } from '../lib/auth/sessions';
import { config } from '../lib/config';
import { socketDeps } from '../lib/sockets/deps';
import * as connections from './connection-repository';
import { checkAccess, liveConsole as buildConsole } from './console';
import * as content from './content-repository';
import type { LiveDeps } from './deps-types';
import { liveFanout } from './fanout';
import * as participants from './participant-repository';
import { frameService } from './service';
import { liveSweep as buildSweep } from './sweep';
import { liveTickets as buildTickets } from './tickets';

/**
 * The live services wired to DynamoDB, the rate limits, the applications' stored reads and the socket transport
 * (functions/lib/sockets: `@connections`, what closing a socket reads and deletes, `canWatch`); unit tests build
 * theirs with fakes.
 */
const deps: LiveDeps = {
  ...socketDeps,
  repository: { ...content, ...participants, ...connections, ...socketDeps.repository },
  // Applications as stored: a module's header (its kind and title, whether its project is active).
  applications: applicationReads,
  reserve,
  release,
  hashPassword: (password) => hashPassword(password),
  verifyPassword,
  allowedOrigins: () => config().allowedOrigins,
  originSecret: () => config().originSecret,
  newId: (now) => ulid(now.getTime()),
  sessionAlive,
};
const fanout = liveFanout(deps);

export const frames = frameService(deps, fanout);
export const liveConsole = buildConsole(deps, checkAccess, fanout);
export const liveTickets = buildTickets(deps, checkAccess);
export const liveSweep = buildSweep(deps, fanout);
