/**
 * The console's "Chat" tab (`…/live/chat`): the followed channel's chat, live (`chat` and `chatDeleted` frames),
 * oldest at the top and newest at the bottom, scrolled down as messages arrive only when it was at the bottom
 * already. With the write level: delete a message (after a confirmation: it disappears for everyone), mute or
 * unmute its author, ban them (after a confirmation: they are dropped and refused). Texts are plain text.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChatMessage, Participant, ParticipantStatus } from '../../../../../shared/schemas/live';
import { askConfirmation, useConfirmed } from '../../../components/ui/confirm';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { errorCodeOf } from '../../../lib/error-messages';
import { chatQuery, liveKeys, type Participants, useDeleteChat, useParticipantStatus } from '../api/live';
import { MoreButton, SentAt } from '../components/list-parts';
import { useLive, useTabTitle } from '../live-console';
import { chatMessages as messages, consoleMessages } from '../messages';

const DELETE_EVENT = 'deleteLiveChat';
const BAN_EVENT = 'banLiveParticipant';

/** How close to the bottom (px) still counts as "at the bottom". */
const BOTTOM_SLACK = 24;

function ChatLine({
  message,
  status,
  canWrite,
  onDelete,
  onStatus,
  busy,
}: {
  readonly message: ChatMessage;
  readonly status: ParticipantStatus;
  readonly canWrite: boolean;
  readonly onDelete: () => void;
  readonly onStatus: (status: ParticipantStatus) => void;
  readonly busy: boolean;
}) {
  const intl = useIntl();
  const name = message.displayName;
  return (
    <li className="live-item live-chat-item">
      <p className="live-chat-head">
        <strong>{name}</strong>
        {status !== 'active' ? (
          <span className="live-tag"> ({intl.formatMessage(status === 'muted' ? messages.mutedTag : messages.bannedTag)})</span>
        ) : null}{' '}
        <SentAt at={message.sentAt} />
      </p>
      <p className="live-text">{message.text}</p>
      {canWrite ? (
        <p className="live-actions">
          <button
            type="button"
            className="button danger"
            aria-label={intl.formatMessage(messages.deleteLabel, { name })}
            onClick={onDelete}
          >
            {intl.formatMessage(messages.delete)}
          </button>
          {status === 'banned' ? null : (
            <>
              <button
                type="button"
                className="button"
                aria-disabled={busy || undefined}
                aria-label={intl.formatMessage(status === 'muted' ? messages.unmuteLabel : messages.muteLabel, { name })}
                onClick={() => !busy && onStatus(status === 'muted' ? 'active' : 'muted')}
              >
                {intl.formatMessage(status === 'muted' ? messages.unmute : messages.mute)}
              </button>
              <button
                type="button"
                className="button danger"
                aria-disabled={busy || undefined}
                aria-label={intl.formatMessage(messages.banLabel, { name })}
                onClick={() => !busy && onStatus('banned')}
              >
                {intl.formatMessage(messages.ban)}
              </button>
            </>
          )}
        </p>
      ) : null}
    </li>
  );
}

export function Component() {
  const intl = useIntl();
  const { to, canWrite, channel, state } = useLive();
  const title = intl.formatMessage(messages.title);
  useTabTitle(title);
  const channelId = channel?.channelId ?? '';
  const chat = useInfiniteQuery({ ...chatQuery(to, channelId), enabled: channel !== undefined });
  const { data: participants = {} } = useQuery({
    queryKey: liveKeys.participants(to),
    queryFn: (): Participants => ({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteChat({
    mutationConfig: { onSuccess: () => setDone(intl.formatMessage(messages.deleted)), onError: (error) => setFailure(errorCodeOf(error)) },
  });
  const setStatus = useParticipantStatus({
    mutationConfig: {
      onSuccess: (participant: Participant) =>
        setDone(
          intl.formatMessage(
            participant.status === 'muted' ? messages.muted : participant.status === 'banned' ? messages.banned : messages.unmuted,
            { name: participant.displayName },
          ),
        ),
      onError: (error) => setFailure(errorCodeOf(error)),
    },
  });
  const act = () => {
    setDone(null);
    setFailure(null);
  };
  useConfirmed(
    DELETE_EVENT,
    () => true,
    (messageId) => {
      act();
      remove.mutate({ to, channelId, messageId });
    },
  );
  useConfirmed(
    BAN_EVENT,
    () => true,
    (participantId) => {
      act();
      setStatus.mutate({ to, participantId, status: 'banned' });
    },
  );

  // Oldest first on screen: the API's pages are newest first.
  const items = [...(chat.data?.pages.flatMap((page) => page.items) ?? [])].reverse();
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newest = items.at(-1)?.messageId;
  useLayoutEffect(() => {
    const element = list.current;
    if (newest !== undefined && element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest]);

  if (!channel || !state) return null;
  const statusOf = (message: ChatMessage): ParticipantStatus => participants[message.participantId]?.status ?? 'active';
  return (
    <section className="live-tab" aria-labelledby="live-tab-title">
      <h2 id="live-tab-title">{title}</h2>
      {state.config.chatVisible ? null : <p className="notice">{intl.formatMessage(messages.hidden)}</p>}
      <FormError code={failure} />
      <FormStatus>{done}</FormStatus>
      <section className="card">
        <MoreButton query={chat} />
        {chat.data && items.length === 0 ? <p className="muted">{intl.formatMessage(messages.empty)}</p> : null}
        <div
          ref={list}
          className="live-chat"
          role="log"
          aria-label={intl.formatMessage(messages.log, { name: channel.name })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable from the keyboard.
          tabIndex={0}
          onScroll={(event) => {
            const element = event.currentTarget;
            atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
          }}
        >
          <ul className="live-list">
            {items.map((message) => (
              <ChatLine
                key={message.messageId}
                message={message}
                status={statusOf(message)}
                canWrite={canWrite}
                busy={setStatus.isPending}
                onDelete={() =>
                  askConfirmation({
                    title: intl.formatMessage(messages.deleteTitle),
                    text: intl.formatMessage(messages.deleteText, { name: message.displayName }),
                    confirm: intl.formatMessage(messages.deleteConfirm),
                    cancel: intl.formatMessage(consoleMessages.cancel),
                    modelId: message.messageId,
                    event: DELETE_EVENT,
                    danger: true,
                  })
                }
                onStatus={(status) => {
                  if (status === 'banned') {
                    askConfirmation({
                      title: intl.formatMessage(messages.banTitle, { name: message.displayName }),
                      text: intl.formatMessage(messages.banText, { name: message.displayName }),
                      confirm: intl.formatMessage(messages.banConfirm),
                      cancel: intl.formatMessage(consoleMessages.cancel),
                      modelId: message.participantId,
                      event: BAN_EVENT,
                      danger: true,
                    });
                    return;
                  }
                  act();
                  setStatus.mutate({ to, participantId: message.participantId, status });
                }}
              />
            ))}
          </ul>
        </div>
      </section>
    </section>
  );
}
