/**
 * The console's "Messages" tab (`…/live/messages`): the participants' private messages (questions to the stage),
 * newest first, paged, live (`privateMessage` frames), each with its status (new, read, answered); with the write
 * level, marked read or answered (a versioned PATCH: when another organiser changed it first, the list is fetched
 * again and the screen says so).
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PrivateMessage } from '../../../../../shared/schemas/live';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { isApiError } from '../../../lib/api';
import { errorCodeOf } from '../../../lib/error-messages';
import { liveKeys, messagesQuery, useUpdateMessage } from '../api/live';
import { MoreButton, SentAt } from '../components/list-parts';
import { useLive, useTabTitle } from '../live-console';
import { privateMessages as messages } from '../messages';

const STATUS_TEXT = { new: messages.new, read: messages.read, answered: messages.answered } as const;

export function Component() {
  const intl = useIntl();
  const client = useQueryClient();
  const { to, canWrite } = useLive();
  const title = intl.formatMessage(messages.title);
  useTabTitle(title);
  const list = useInfiniteQuery(messagesQuery(to));
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateMessage({
    mutationConfig: {
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setFailure('stale');
          void client.invalidateQueries({ queryKey: liveKeys.messages(to) });
        } else setFailure(errorCodeOf(error));
      },
    },
  });
  const mark = (message: PrivateMessage, status: 'read' | 'answered') => {
    if (update.isPending) return;
    setFailure(null);
    update.mutate({ to, messageId: message.messageId, status, version: message.version });
  };
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="live-tab" aria-labelledby="live-tab-title">
      <h2 id="live-tab-title">{title}</h2>
      {failure === 'stale' ? (
        <FormAlert>
          <p>{intl.formatMessage(messages.conflict)}</p>
        </FormAlert>
      ) : (
        <FormError code={failure} />
      )}
      <section className="card">
        {list.data && items.length === 0 ? <p className="muted">{intl.formatMessage(messages.empty)}</p> : null}
        <ul className="live-list">
          {items.map((message) => (
            <li key={message.messageId} className={`live-item live-message live-message-${message.status}`}>
              <p className="live-chat-head">
                <strong>{intl.formatMessage(messages.from, { name: message.displayName, channel: message.channelName })}</strong>{' '}
                <span className={`live-status-tag live-status-${message.status}`}>{intl.formatMessage(STATUS_TEXT[message.status])}</span>{' '}
                <SentAt at={message.sentAt} />
              </p>
              <p className="live-text">{message.text}</p>
              {canWrite && message.status !== 'answered' ? (
                <p className="live-actions">
                  {message.status === 'new' ? (
                    <button
                      type="button"
                      className="button"
                      aria-disabled={update.isPending || undefined}
                      aria-label={intl.formatMessage(messages.markReadLabel, { name: message.displayName })}
                      onClick={() => mark(message, 'read')}
                    >
                      {intl.formatMessage(messages.markRead)}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button"
                    aria-disabled={update.isPending || undefined}
                    aria-label={intl.formatMessage(messages.markAnsweredLabel, { name: message.displayName })}
                    onClick={() => mark(message, 'answered')}
                  >
                    {intl.formatMessage(messages.markAnswered)}
                  </button>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <MoreButton query={list} />
      </section>
    </section>
  );
}
