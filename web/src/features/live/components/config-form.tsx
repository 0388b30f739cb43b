/**
 * The module's global configuration (docs/product.md, "Entities": notifications and chat shown to participants,
 * stale connections removed, heartbeat interval, sampling interval, password), each setting with a line saying what
 * it does, saved with its version (a stale one says errors.CONFLICT and offers to reload the latest). The password is
 * set, changed or removed, never shown (the API only says whether one is set). Readers see the settings without a
 * way to change them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { LIVE_LIMITS, type ModulesConfig, type ModulesConfigInput } from '../../../../../shared/schemas/live';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormError } from '../../../components/ui/form-error';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { type Checked, type FieldErrors, useForm } from '../../../lib/forms/use-form';
import { liveKeys, useSaveConfig } from '../api/live';
import { useLive } from '../live-console';
import { configMessages as messages } from '../messages';

type PasswordChoice = 'keep' | 'set' | 'remove';

/** The form's values as typed (the two intervals as text, checked on submit). */
interface ConfigValues {
  readonly notificationVisible: boolean;
  readonly chatVisible: boolean;
  readonly autoDeleteConnection: boolean;
  readonly pong: string;
  readonly logMinute: string;
}

const wholeIn = (text: string, range: { readonly min: number; readonly max: number }) => {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;
};

/** The three switches of the global configuration (docs/product.md, "Entities"), each with what it means. */
const TOGGLES = [
  ['notificationVisible', messages.notificationVisible, messages.notificationVisibleHint],
  ['chatVisible', messages.chatVisible, messages.chatVisibleHint],
  ['autoDeleteConnection', messages.autoDeleteConnection, messages.autoDeleteConnectionHint],
] as const;

/** The two intervals in seconds and minutes, whole numbers within their limits, each with what it means. */
const INTERVALS = [
  ['pong', messages.pong, messages.pongHint],
  ['logMinute', messages.logMinute, messages.logMinuteHint],
] as const;

/** The values checked (intervals within their limits, a new password given), as the API's input. */
function checkConfig(values: ConfigValues, password: PasswordChoice, passwd: string, version: number): Checked<ModulesConfigInput> {
  const errors: FieldErrors = {};
  const pong = wholeIn(values.pong, LIVE_LIMITS.pong);
  const logMinute = wholeIn(values.logMinute, LIVE_LIMITS.logMinute);
  if (pong === null) errors.pong = messages.pongRange;
  if (logMinute === null) errors.logMinute = messages.logMinuteRange;
  if (password === 'set' && (passwd.length === 0 || passwd.length > LIVE_LIMITS.password)) errors.passwd = messages.passwordRequired;
  if (pong === null || logMinute === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    output: {
      notificationVisible: values.notificationVisible,
      chatVisible: values.chatVisible,
      autoDeleteConnection: values.autoDeleteConnection,
      pong,
      logMinute,
      version,
      ...(password === 'set' ? { passwd } : password === 'remove' ? { passwd: null } : {}),
    },
  };
}

/** What may be done with the password: keep, change or remove the one set; or set one. */
function passwordOptions(intl: IntlShape, passwordSet: boolean) {
  return passwordSet
    ? [
        { value: 'keep' as const, label: intl.formatMessage(messages.keep) },
        { value: 'set' as const, label: intl.formatMessage(messages.change) },
        { value: 'remove' as const, label: intl.formatMessage(messages.remove) },
      ]
    : [
        { value: 'keep' as const, label: intl.formatMessage(messages.noPassword) },
        { value: 'set' as const, label: intl.formatMessage(messages.set) },
      ];
}

export function ConfigForm({ config, onSaved }: { readonly config: ModulesConfig; readonly onSaved: () => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { to, canWrite } = useLive();
  const [values, setValues] = useState<ConfigValues>({
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
  const change = (name: keyof ConfigValues, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    forgetFields(form, [name]);
  };
  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => checkConfig(values, password, passwd, config.version),
      (input) => save.mutateAsync({ to, input }),
    );
  const reload = () => {
    if (reloading) return;
    setReloading(true);
    // The fresh version remounts this form (its key) with the saved values.
    void client.invalidateQueries({ queryKey: liveKeys.state(to) }).finally(() => setReloading(false));
  };
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
        {INTERVALS.map(([name, label, hint]) => (
          <TextField
            key={name}
            label={intl.formatMessage(label)}
            description={intl.formatMessage(hint)}
            name={name}
            type="number"
            inputMode="numeric"
            min={LIVE_LIMITS[name].min}
            max={LIVE_LIMITS[name].max}
            step={1}
            value={values[name]}
            onChange={(event) => change(name, event.target.value)}
            error={form.errorText(name)}
            required
          />
        ))}
        <RadioGroupField<PasswordChoice>
          legend={intl.formatMessage(messages.password)}
          description={intl.formatMessage(config.passwordSet ? messages.passwordSet : messages.passwordNone)}
          options={canWrite ? passwordOptions(intl, config.passwordSet) : []}
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
