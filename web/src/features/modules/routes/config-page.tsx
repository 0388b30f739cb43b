/**
 * The console's "Configuration" tab (`…/live/config`): the module's global configuration (SPEC §3: notifications and
 * chat shown to participants, stale connections removed, heartbeat interval, sampling interval, password), each
 * setting with a line saying what it does, saved with its version (a stale one says errors.CONFLICT and offers to
 * reload the latest); the password is set, changed or removed, never shown (the API only says whether one is set).
 * Then the channels: create, rename, open or close (closing asks first: its participants are dropped).
 * Readers see the settings without a way to change them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Channel, LIVE_LIMITS, type ModulesConfig, type ModulesConfigInput } from '../../../../../shared/schemas/realtime';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { askConfirmation, useConfirmed } from '../../../components/ui/confirm';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { type FieldErrors, useForm } from '../../../lib/forms/use-form';
import { liveKeys, liveStateQuery, useCreateChannel, useSaveConfig, useUpdateChannel } from '../api/live';
import { useLive, useTabTitle } from '../live-console';
import { configMessages as messages, consoleMessages } from '../messages';

const CLOSE_EVENT = 'closeLiveChannel';
type PasswordChoice = 'keep' | 'set' | 'remove';

const wholeIn = (text: string, range: { readonly min: number; readonly max: number }) => {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;
};

/** The three switches of the global configuration (SPEC §3), each with what it means. */
const TOGGLES = [
  ['notificationVisible', messages.notificationVisible, messages.notificationVisibleHint],
  ['chatVisible', messages.chatVisible, messages.chatVisibleHint],
  ['autoDeleteConnection', messages.autoDeleteConnection, messages.autoDeleteConnectionHint],
] as const;

function ConfigForm({ config, onSaved }: { readonly config: ModulesConfig; readonly onSaved: () => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { to, canWrite } = useLive();
  const [values, setValues] = useState({
    notificationVisible: config.notificationVisible,
    chatVisible: config.chatVisible,
    autoDeleteConnection: config.autoDeleteConnection,
    pong: String(config.pong),
    logMinute: String(config.logMinute),
  });
  const [password, setPassword] = useState<PasswordChoice>('keep');
  const [passwd, setPasswd] = useState('');
  const [reloading, setReloading] = useState(false);
  const form = useForm();
  const save = useSaveConfig({
    mutationConfig: {
      onSuccess: onSaved,
      // Any stale version (409) offers the reload.
      onError: (failure) => form.fail(failure, isApiError(failure) && failure.status === 409 ? 'CONFLICT' : undefined),
    },
  });
  const change = (name: keyof typeof values, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    forgetFields(form, [name]);
  };
  const check = () => {
    const errors: FieldErrors = {};
    const pong = wholeIn(values.pong, LIVE_LIMITS.pong);
    const logMinute = wholeIn(values.logMinute, LIVE_LIMITS.logMinute);
    if (pong === null) errors.pong = messages.pongRange;
    if (logMinute === null) errors.logMinute = messages.logMinuteRange;
    if (password === 'set' && (passwd.length === 0 || passwd.length > LIVE_LIMITS.password)) errors.passwd = messages.passwordRequired;
    if (pong === null || logMinute === null || Object.keys(errors).length > 0) return { ok: false as const, errors };
    const input: ModulesConfigInput = {
      notificationVisible: values.notificationVisible,
      chatVisible: values.chatVisible,
      autoDeleteConnection: values.autoDeleteConnection,
      pong,
      logMinute,
      version: config.version,
      ...(password === 'set' ? { passwd } : password === 'remove' ? { passwd: null } : {}),
    };
    return { ok: true as const, output: input };
  };
  const submit = (event: FormEvent) => form.submit(event, check, (input) => save.mutateAsync({ to, input }));
  const reload = () => {
    if (reloading) return;
    setReloading(true);
    // The fresh version remounts this form (its key) with the saved values.
    void client.invalidateQueries({ queryKey: liveKeys.state(to) }).finally(() => setReloading(false));
  };
  const passwordOptions = config.passwordSet
    ? [
        { value: 'keep' as const, label: intl.formatMessage(messages.keep) },
        { value: 'set' as const, label: intl.formatMessage(messages.change) },
        { value: 'remove' as const, label: intl.formatMessage(messages.remove) },
      ]
    : [
        { value: 'keep' as const, label: intl.formatMessage(messages.noPassword) },
        { value: 'set' as const, label: intl.formatMessage(messages.set) },
      ];
  const conflict = form.formError === 'CONFLICT';
  return (
    <form
      ref={form.form}
      className="card live-config"
      noValidate
      aria-labelledby="live-config-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="live-config-title">{intl.formatMessage(messages.global)}</h3>
      <fieldset className="live-fieldset" disabled={!canWrite}>
        {TOGGLES.map(([name, label, hint]) => (
          <CheckboxField
            key={name}
            label={intl.formatMessage(label)}
            description={intl.formatMessage(hint)}
            name={name}
            checked={values[name]}
            onChange={(event) => change(name, event.target.checked)}
            error={form.errorText(name)}
          />
        ))}
        <TextField
          label={intl.formatMessage(messages.pong)}
          description={intl.formatMessage(messages.pongHint)}
          name="pong"
          type="number"
          inputMode="numeric"
          min={LIVE_LIMITS.pong.min}
          max={LIVE_LIMITS.pong.max}
          step={1}
          value={values.pong}
          onChange={(event) => change('pong', event.target.value)}
          error={form.errorText('pong')}
          required
        />
        <TextField
          label={intl.formatMessage(messages.logMinute)}
          description={intl.formatMessage(messages.logMinuteHint)}
          name="logMinute"
          type="number"
          inputMode="numeric"
          min={LIVE_LIMITS.logMinute.min}
          max={LIVE_LIMITS.logMinute.max}
          step={1}
          value={values.logMinute}
          onChange={(event) => change('logMinute', event.target.value)}
          error={form.errorText('logMinute')}
          required
        />
        <RadioGroupField<PasswordChoice>
          legend={intl.formatMessage(messages.password)}
          description={intl.formatMessage(config.passwordSet ? messages.passwordSet : messages.passwordNone)}
          options={canWrite ? passwordOptions : []}
          value={password}
          onChange={(value) => {
            setPassword(value);
            forgetFields(form, ['passwd']);
          }}
        />
        {password === 'set' ? (
          <PasswordField
            label={intl.formatMessage(messages.newPassword)}
            description={intl.formatMessage(messages.newPasswordHint)}
            showLabel={intl.formatMessage(messages.showPassword)}
            name="passwd"
            autoComplete="new-password"
            maxLength={LIVE_LIMITS.password}
            value={passwd}
            onChange={(event) => {
              setPasswd(event.target.value);
              forgetFields(form, ['passwd']);
            }}
            error={form.errorText('passwd')}
            required
          />
        ) : null}
      </fieldset>
      {canWrite ? (
        <>
          <FormError code={form.formError}>
            {conflict ? (
              <button type="button" className="button" onClick={reload} aria-disabled={reloading || undefined}>
                {intl.formatMessage(messages.reload)}
              </button>
            ) : null}
          </FormError>
          <p className="live-actions">
            <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
              {intl.formatMessage(form.pending ? messages.saving : messages.save)}
            </button>
          </p>
        </>
      ) : null}
    </form>
  );
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
      () => {
        const trimmed = name.trim();
        return trimmed.length === 0 || trimmed.length > LIVE_LIMITS.channelName
          ? { ok: false as const, errors: { name: messages.nameRequired } }
          : { ok: true as const, output: trimmed };
      },
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

function Channels({ channels }: { readonly channels: readonly Channel[] }) {
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
      () => {
        const trimmed = name.trim();
        return trimmed.length === 0 || trimmed.length > LIVE_LIMITS.channelName
          ? { ok: false as const, errors: { name: messages.nameRequired } }
          : { ok: true as const, output: trimmed };
      },
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

export function Component() {
  const intl = useIntl();
  const { to } = useLive();
  const { data: state } = useQuery(liveStateQuery(to));
  const [saved, setSaved] = useState(false);
  const title = intl.formatMessage(messages.title);
  useTabTitle(title);
  if (!state) return null;
  return (
    <section className="live-tab" aria-labelledby="live-tab-title">
      <h2 id="live-tab-title">{title}</h2>
      <ConfigForm key={state.config.version} config={state.config} onSaved={() => setSaved(true)} />
      <FormStatus>{saved ? intl.formatMessage(messages.saved) : null}</FormStatus>
      <Channels channels={state.channels} />
    </section>
  );
}
