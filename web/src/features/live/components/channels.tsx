/**
 * The module's channels: create one (up to the limit), rename, open or close each (closing asks first: its
 * participants are dropped). A stale channel (409) fetches the list again and says why. Readers see the list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Channel, LIVE_LIMITS } from '../../../../../shared/schemas/live';
import { askConfirmation, useConfirmed } from '../../../components/ui/confirm';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { type Checked, useForm } from '../../../lib/forms/use-form';
import { liveKeys, useCreateChannel, useUpdateChannel } from '../api/live';
import { useLive } from '../live-console';
import { configMessages as messages, consoleMessages } from '../messages';

const CLOSE_EVENT = 'closeLiveChannel';

/** A channel's name, trimmed, within its limit. */
function checkName(name: string): Checked<string> {
  const trimmed = name.trim();
  return trimmed.length === 0 || trimmed.length > LIVE_LIMITS.channelName
    ? { ok: false, errors: { name: messages.nameRequired } }
    : { ok: true, output: trimmed };
}

/** A channel's name, as a new channel's form and each channel's rename form ask it. */
function ChannelNameField({
  label,
  form,
  value,
  onChange,
}: {
  readonly label: string;
  readonly form: ReturnType<typeof useForm>;
  readonly value: string;
  readonly onChange: (name: string) => void;
}) {
  return (
    <TextField
      label={label}
      name="name"
      maxLength={LIVE_LIMITS.channelName}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        forgetFields(form, ['name']);
      }}
      error={form.errorText('name')}
      required
    />
  );
}

function ChannelRow({
  channel,
  onDone,
  onFail,
}: {
  readonly channel: Channel;
  readonly onDone: (text: string) => void;
  readonly onFail: (failure: unknown) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { to, canWrite } = useLive();
  const [name, setName] = useState(channel.name);
  const form = useForm();
  const update = useUpdateChannel({
    mutationConfig: { onSuccess: (updated) => onDone(intl.formatMessage(messages.renamed, { name: updated.name })), onError: onFail },
  });
  const toggle = useUpdateChannel({
    mutationConfig: {
      onSuccess: (updated) =>
        onDone(intl.formatMessage(updated.status === 'open' ? messages.opened : messages.closedDone, { name: updated.name })),
      onError: onFail,
    },
  });
  useConfirmed(
    CLOSE_EVENT,
    (modelId) => modelId === channel.channelId,
    () => toggle.mutate({ to, channelId: channel.channelId, status: 'closed', version: channel.version }),
  );
  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => checkName(name),
      (checked) => update.mutateAsync({ to, channelId: channel.channelId, name: checked, version: channel.version }),
    );
  const statusText = intl.formatMessage(channel.status === 'open' ? messages.close : messages.open);
  return (
    <li className="live-channel">
      {canWrite ? (
        <form
          ref={form.form}
          className="live-inline-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={`${id}-name`}
        >
          <span id={`${id}-name`} className="visually-hidden">
            {channel.name}
          </span>
          <ChannelNameField
            label={intl.formatMessage(messages.renameLabel, { name: channel.name })}
            form={form}
            value={name}
            onChange={setName}
          />
          <div className="live-actions">
            <button type="submit" className="button" aria-disabled={form.pending || undefined}>
              {intl.formatMessage(messages.rename)}
            </button>
            <button
              type="button"
              className={channel.status === 'open' ? 'button danger' : 'button'}
              aria-disabled={toggle.isPending || undefined}
              aria-label={intl.formatMessage(channel.status === 'open' ? messages.closeLabel : messages.openLabel, { name: channel.name })}
              onClick={() => {
                if (toggle.isPending) return;
                if (channel.status === 'closed') {
                  toggle.mutate({ to, channelId: channel.channelId, status: 'open', version: channel.version });
                  return;
                }
                askConfirmation({
                  title: intl.formatMessage(messages.closeTitle, { name: channel.name }),
                  text: intl.formatMessage(messages.closeText, { count: channel.count }),
                  confirm: intl.formatMessage(messages.closeConfirm),
                  cancel: intl.formatMessage(consoleMessages.cancel),
                  modelId: channel.channelId,
                  event: CLOSE_EVENT,
                  danger: true,
                });
              }}
            >
              {statusText}
            </button>
          </div>
        </form>
      ) : (
        <p>{channel.status === 'open' ? channel.name : intl.formatMessage(consoleMessages.closedChannel, { name: channel.name })}</p>
      )}
    </li>
  );
}

export function Channels({ channels }: { readonly channels: readonly Channel[] }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { to, canWrite } = useLive();
  const [done, setDone] = useState<string | null>(null);
  const [name, setName] = useState('');
  const form = useForm();
  const create = useCreateChannel({
    mutationConfig: {
      onSuccess: (channel) => {
        setName('');
        setDone(intl.formatMessage(messages.created, { name: channel.name }));
      },
    },
  });
  const failed = (failure: unknown) => {
    setDone(null);
    // A stale channel: the list is fetched again, the screen says why.
    if (isApiError(failure) && failure.status === 409) void client.invalidateQueries({ queryKey: liveKeys.state(to) });
    form.fail(failure);
  };
  const submit = (event: FormEvent) => {
    if (!form.pending) setDone(null);
    return form.submit(
      event,
      () => checkName(name),
      (checked) => create.mutateAsync({ to, name: checked }),
    );
  };
  return (
    <section className="card live-channels" aria-labelledby="live-channels-title">
      <h3 id="live-channels-title">{intl.formatMessage(messages.channels)}</h3>
      <p className="muted">{intl.formatMessage(messages.limit, { count: channels.length, max: LIVE_LIMITS.channels })}</p>
      {channels.length === 0 ? <p>{intl.formatMessage(messages.empty)}</p> : null}
      <FormError code={form.formError} />
      <ul className="live-list">
        {channels.map((channel) => (
          <ChannelRow
            key={`${channel.channelId}:${channel.version}`}
            channel={channel}
            onDone={(text) => {
              form.clear();
              setDone(text);
            }}
            onFail={failed}
          />
        ))}
      </ul>
      {/* At the limit the API refuses a new channel (409 LIVE_CHANNEL_LIMIT): the form is not offered. */}
      {canWrite && channels.length < LIVE_LIMITS.channels ? (
        <form ref={form.form} className="live-inline-form" noValidate onSubmit={(event) => void submit(event)}>
          <ChannelNameField label={intl.formatMessage(messages.newName)} form={form} value={name} onChange={setName} />
          <div className="live-actions">
            <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
              {intl.formatMessage(messages.create)}
            </button>
          </div>
        </form>
      ) : null}
      <FormStatus>{done}</FormStatus>
    </section>
  );
}
