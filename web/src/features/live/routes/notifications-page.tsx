/**
 * The console's "Notifications" tab (`…/live/notifications`): compose a notification (500 characters at most, a
 * counter), send it to the followed channel (write level), and the history of what was sent there, newest first,
 * paged, live (`notification` frames, another organiser's too).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { LIVE_LIMITS } from '../../../../../shared/schemas/live';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { TextareaField } from '../../../components/ui/textarea-field';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { notificationsQuery, useSendNotification } from '../api/live';
import { MoreButton, SentAt } from '../components/list-parts';
import { useLive, useTabTitle } from '../live-console';
import { notificationMessages as messages } from '../messages';

function Compose({ channelId, name }: { readonly channelId: string; readonly name: string }) {
  const intl = useIntl();
  const { to } = useLive();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm();
  const send = useSendNotification({
    mutationConfig: {
      onSuccess: () => {
        setText('');
        setSent(intl.formatMessage(messages.sent, { name }));
      },
    },
  });
  const submit = (event: FormEvent) => {
    if (!form.pending) setSent(null);
    return form.submit(
      event,
      () => {
        const trimmed = text.trim();
        if (trimmed === '') return { ok: false as const, errors: { text: messages.required } };
        if (trimmed.length > LIVE_LIMITS.notification) return { ok: false as const, errors: { text: messages.tooLong } };
        return { ok: true as const, output: trimmed };
      },
      (checked) => send.mutateAsync({ to, channelId, text: checked }),
    );
  };
  return (
    <form
      ref={form.form}
      className="card live-compose"
      noValidate
      aria-labelledby="live-compose-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="live-compose-title">{intl.formatMessage(messages.compose)}</h3>
      <FormError code={form.formError} />
      <TextareaField
        label={intl.formatMessage(messages.text)}
        description={intl.formatMessage(messages.counter, { count: text.length, max: LIVE_LIMITS.notification })}
        name="text"
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          forgetFields(form, ['text']);
        }}
        error={form.errorText('text')}
        required
      />
      <div className="live-actions">
        <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
          {intl.formatMessage(form.pending ? messages.sending : messages.send)}
        </button>
        <FormStatus>{sent}</FormStatus>
      </div>
    </form>
  );
}

export function Component() {
  const intl = useIntl();
  const { to, canWrite, channel, state } = useLive();
  const title = intl.formatMessage(messages.title);
  useTabTitle(title);
  const channelId = channel?.channelId ?? '';
  const history = useInfiniteQuery({ ...notificationsQuery(to, channelId), enabled: channel !== undefined });
  if (!channel || !state) return null;
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="live-tab" aria-labelledby="live-tab-title">
      <h2 id="live-tab-title">{title}</h2>
      {state.config.notificationVisible ? null : <p className="notice">{intl.formatMessage(messages.hidden)}</p>}
      {canWrite && channel.status === 'open' ? <Compose key={channelId} channelId={channelId} name={channel.name} /> : null}
      <section className="card" aria-labelledby="live-history-title">
        <h3 id="live-history-title">{intl.formatMessage(messages.history)}</h3>
        {history.data && items.length === 0 ? <p className="muted">{intl.formatMessage(messages.empty)}</p> : null}
        <ul className="live-list">
          {items.map((item) => (
            <li key={item.notificationId} className="live-item">
              <SentAt at={item.sentAt} />
              <p className="live-text">{item.text}</p>
            </li>
          ))}
        </ul>
        <MoreButton query={history} />
      </section>
    </section>
  );
}
