import type * as v from 'valibot';
import { hasLiveConsole } from '../../shared/kinds';
import type { AccessLevel } from '../../shared/projects';
import {
  type ConsoleTicketInput,
  type ParticipantTicket,
  type ParticipantTicketInput,
  type PublicModule,
  type RealtimeTicket,
  TICKET_TTL_MS,
  WEBSOCKET_PATH,
} from '../../shared/schemas/live';
import { clientOf, pairOf } from '../lib/auth/rate-limit';
import { hashSecret, randomToken, sameDigest } from '../lib/auth/tokens';
import { AppError, NotFound } from '../lib/errors';
import type { Caller, RequestContext } from '../lib/http/route';
import type { LiveDeps } from './deps-types';
import type { TicketContext } from './participant-repository';
import { effectiveConfig } from './module-config';

const secretHash = (secret: string) => hashSecret(secret, 'live-participant');
/** A ticket is kept by its hash only. */
export const ticketHash = (ticket: string) => hashSecret(ticket, 'realtime-ticket');

/**
 * Tickets (docs/architecture.md, "Domain designs"; docs/live.md, "Connecting"): the only way onto the socket. A console's carries its customer after the read
 * check; a participant's is issued after the module, channel, ban and password checks, with its participant
 * (created, or resumed with its secret). Stored hashed, single use, 60 s.
 */
export function liveTickets(
  deps: LiveDeps,
  access: (caller: Caller, projectId: string, applicationId: string, level: AccessLevel) => Promise<void>,
) {
  const repo = deps.repository;

  async function issue(context: TicketContext, now: Date): Promise<RealtimeTicket> {
    const ticket = randomToken();
    const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
    await repo.putTicket(ticketHash(ticket), context, expiresAt);
    return { ticket, url: WEBSOCKET_PATH, expiresAt: expiresAt.toISOString() };
  }

  /** A live module: kind `modules` of an active project; 404 otherwise. */
  async function liveModule(projectId: string, applicationId: string) {
    const module = await deps.applications.header(projectId, applicationId);
    if (!module || !hasLiveConsole(module.kind) || !module.projectActive) throw new NotFound('No such module.');
    return module;
  }

  return {
    async consoleTicket(caller: Caller, input: v.InferOutput<typeof ConsoleTicketInput>, now: Date): Promise<RealtimeTicket> {
      await access(caller, input.projectId, input.applicationId, 'read');
      await liveModule(input.projectId, input.applicationId);
      await deps.reserve([['liveConsoleCustomer', caller.customerId]], now);
      return issue(
        {
          role: 'console',
          customerId: caller.customerId,
          sessionId: caller.sessionId,
          projectId: input.projectId,
          applicationId: input.applicationId,
        },
        now,
      );
    },

    /** The participant page's card: title, what participants see, the open channels. */
    async publicModule(ref: { projectId: string; applicationId: string }): Promise<PublicModule> {
      const module = await liveModule(ref.projectId, ref.applicationId);
      const [config, channels] = await Promise.all([repo.getConfig(ref.applicationId), repo.listChannels(ref.applicationId)]);
      const effective = effectiveConfig(config);
      return {
        title: module.title,
        passwordRequired: effective.passwordHash !== undefined,
        notificationVisible: effective.notificationVisible,
        chatVisible: effective.chatVisible,
        channels: channels.filter((channel) => channel.status === 'open').map(({ channelId, name }) => ({ channelId, name })),
      };
    },

    async participantTicket(
      input: { projectId: string; applicationId: string } & v.InferOutput<typeof ParticipantTicketInput>,
      request: RequestContext,
    ): Promise<ParticipantTicket> {
      const client = clientOf(request.sourceIp);
      await deps.reserve([['liveJoinClient', client]], request.now);
      await liveModule(input.projectId, input.applicationId);
      const [config, channel] = await Promise.all([
        repo.getConfig(input.applicationId),
        repo.getChannel(input.applicationId, input.channelId),
      ]);
      if (!channel) throw new NotFound('No such channel.');
      const { passwordHash } = effectiveConfig(config);
      if (passwordHash !== undefined) {
        const held = await deps.reserve([['livePasswordPair', pairOf(input.applicationId, client)]], request.now);
        if (!(await deps.verifyPassword(input.password ?? '', passwordHash))) {
          throw new AppError(403, 'LIVE_PASSWORD_INVALID', 'Wrong password.');
        }
        await deps.release(held);
      }
      if (channel.status !== 'open') throw new AppError(409, 'LIVE_CHANNEL_CLOSED', 'This channel is closed.');
      // Resumed only with its secret: a wrong or unknown key makes a new participant, never an error.
      const known = input.participant ? await repo.getParticipant(input.applicationId, input.participant.participantId) : undefined;
      const resumed = known && input.participant && sameDigest(known.secretHash, secretHash(input.participant.secret)) ? known : undefined;
      const banned = () => new AppError(403, 'LIVE_BANNED', 'You were excluded from this module.');
      if (resumed?.status === 'banned') throw banned();
      // A ban holds the banned participant's address too: leaving out the secret gives no fresh start from there.
      if (!resumed && (await repo.addressBanned(input.applicationId, client))) throw banned();
      const participant = resumed ? input.participant! : { participantId: deps.newId(request.now), secret: randomToken() };
      await repo.saveParticipant(
        input.applicationId,
        { participantId: participant.participantId, displayName: input.displayName, secretHash: secretHash(participant.secret), client },
        request.now,
      );
      const ticket = await issue(
        {
          role: 'participant',
          projectId: input.projectId,
          applicationId: input.applicationId,
          channelId: channel.channelId,
          participantId: participant.participantId,
          displayName: input.displayName,
          ...(resumed ? {} : { newcomer: true }),
        },
        request.now,
      );
      return { ...ticket, participant };
    },
  };
}
