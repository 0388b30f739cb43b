import { hasLiveConsole } from '../../shared/kinds';
import { CONNECTION_TTL_MS } from '../../shared/schemas/live';
import { clientOf } from '../lib/auth/rate-limit';
import type { WebSocketRequest, WebSocketResult } from '../lib/entry';
import { ORIGIN_VERIFY_HEADER, sameSecret, VIEWER_ADDRESS_HEADER, viewerIp } from '../lib/http/request-guard';
import { logger } from '../lib/logger';
import { countFrame } from '../lib/sockets/drops';
import type { LiveDeps } from './deps-types';
import type { LiveFanout } from './fanout';
import type { TicketContext } from './participant-repository';
import { ticketHash } from './tickets';

const TICKET = /^[A-Za-z0-9_-]{43}$/;

/**
 * The client address of a `$connect`, as the HTTP API reads it (request-guard's `clientAddress`): behind CloudFront
 * (the origin secret, checked first, proves the request came through it) the viewer address CloudFront sends, else
 * the socket's.
 */
const connectingClient = (request: WebSocketRequest, originSecret: string | undefined): string =>
  clientOf((originSecret !== undefined ? viewerIp(request.headers[VIEWER_ADDRESS_HEADER]) : undefined) ?? request.sourceIp);

type Context<R extends TicketContext['role']> = Extract<TicketContext, { role: R }>;

/** The connection item's fields that every socket has. */
const baseOf = (request: WebSocketRequest, context: TicketContext) => ({
  connectionId: request.connectionId,
  projectId: context.projectId,
  applicationId: context.applicationId,
  lastSeenAt: request.now.getTime(),
  expiresAt: Math.floor((request.now.getTime() + CONNECTION_TTL_MS) / 1000),
});

/** `$connect`: the page's origin must be the app's, the ticket valid and unused (it is used up here). */
export function liveConnect(deps: LiveDeps, fanout: LiveFanout) {
  const repo = deps.repository;

  /** A console: kept while its session lives, its customer reads the module, and the module and its project exist. */
  async function consoleJoins(request: WebSocketRequest, context: Context<'console'>): Promise<WebSocketResult> {
    // Written before the checks below: a withdrawal from now on finds it in the customer's index, and one made
    // before (the ticket lives 60 s) is seen by them (docs/live.md, "Who may keep a socket").
    await repo.putConnection({
      ...baseOf(request, context),
      role: 'console',
      customerId: context.customerId,
      sessionId: context.sessionId,
    });
    await repo.markActive({ projectId: context.projectId, applicationId: context.applicationId, channelId: 'CONSOLE' });
    const [alive, watches, module] = await Promise.all([
      deps.sessionAlive(context.sessionId, request.now),
      deps.canWatch(context.customerId, context.projectId, context.applicationId),
      deps.applications.header(context.projectId, context.applicationId),
    ]);
    const current = await repo.getConnection(request.connectionId);
    if (!alive || !watches || !module || !hasLiveConsole(module.kind) || !module.projectActive || !current || current.revoked) {
      await repo.removeConnection(request.connectionId);
      return { statusCode: 403 };
    }
    return { statusCode: 200 };
  }

  /** A participant: counted in on its channel (its older connection, if any, dropped), unless banned meanwhile. */
  async function participantJoins(request: WebSocketRequest, context: Context<'participant'>, client: string): Promise<WebSocketResult> {
    // Banned since its ticket, or a newcomer from a banned address: refused as the ticket route would have.
    const [participant, addressBanned] = await Promise.all([
      repo.getParticipant(context.applicationId, context.participantId),
      context.newcomer ? repo.addressBanned(context.applicationId, client) : false,
    ]);
    if (participant?.status === 'banned' || addressBanned) return { statusCode: 403 };
    await repo.putConnection({
      ...baseOf(request, context),
      role: 'participant',
      channelId: context.channelId,
      participantId: context.participantId,
      displayName: context.displayName,
      client,
    });
    const counted = await repo.addCount(context.applicationId, context.channelId, 1);
    if (!counted) {
      await repo.removeConnection(request.connectionId);
      return { statusCode: 410 };
    }
    if (counted.count === 1)
      await repo.markActive({ projectId: context.projectId, applicationId: context.applicationId, channelId: context.channelId });
    await fanout.toConsoles(context.applicationId, countFrame(context.channelId, counted, request.now), request.now);
    // One connection per participant: the older one is told and dropped (counted out once).
    const older = await repo.swapParticipantConnection(context.applicationId, context.participantId, request.connectionId);
    if (older) {
      await fanout
        .drop(older, 'replaced', request.now)
        .catch((error: unknown) => logger.warn('could not drop a replaced connection', { error: error as Error }));
    }
    return { statusCode: 200 };
  }

  return async function connect(request: WebSocketRequest): Promise<WebSocketResult> {
    const secret = deps.originSecret();
    if (secret !== undefined && !sameSecret(request.headers[ORIGIN_VERIFY_HEADER], secret)) return { statusCode: 403 };
    const origin = request.headers.origin;
    if (!origin || !deps.allowedOrigins().includes(origin)) {
      logger.warn('websocket refused: origin not allowed', { origin: origin?.slice(0, 200) });
      return { statusCode: 403 };
    }
    const ticket = request.query.ticket;
    const context = ticket && TICKET.test(ticket) ? await repo.consumeTicket(ticketHash(ticket), request.now) : undefined;
    if (!context) return { statusCode: 401 };
    if (context.role === 'console') return consoleJoins(request, context);
    return participantJoins(request, context, connectingClient(request, secret));
  };
}
