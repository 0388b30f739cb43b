/**
 * The join form: a display name, the password when the module asks one, the channel (checked already when there is
 * only one). It checks what it can, asks a ticket, and hands the first ticket over; a refusal says why.
 */
import type { ParticipantTicket, PublicModule } from '../../../shared/schemas/live';
import { LIVE_LIMITS } from '../../../shared/live-limits';
import type { TicketBody } from './api';
import { h } from './dom';
import { type Field, field } from './field';
import type { Translate } from './i18n';
import { messages as m } from './messages';
import { ticketError } from './refusals';
import type { Tickets } from './tickets';

/** What the participant typed last, filled in again when they come back to the form. */
export interface LastJoin {
  name: string;
  channelId: string;
}

export interface Joined {
  readonly input: TicketBody;
  readonly ticket: ParticipantTicket;
  readonly channelName: string;
}

function channelChoice(t: Translate, module: PublicModule, last: LastJoin) {
  const single = module.channels.length === 1;
  const radios = module.channels.map((channel, index) =>
    h('input', {
      type: 'radio',
      name: 'channel',
      id: `live-channel-${index}`,
      value: channel.channelId,
      checked: single || channel.channelId === last.channelId,
    }),
  );
  const error = h('p', { id: 'live-channel-error', class: 'live-field-error' });
  const root = h(
    'fieldset',
    { class: 'live-channels' },
    h('legend', { text: t(m.channel) }),
    ...module.channels.map((channel, index) =>
      h(
        'div',
        { class: 'live-radio' },
        radios[index] as HTMLInputElement,
        h('label', { for: `live-channel-${index}`, text: channel.name }),
      ),
    ),
    error,
  );
  return {
    root,
    radios,
    /** The chosen channel, or undefined after saying one is needed. */
    check(): string | undefined {
      const channelId = radios.find((radio) => radio.checked)?.value;
      error.textContent = channelId ? '' : t(m.channelRequired);
      if (channelId) root.removeAttribute('aria-describedby');
      else root.setAttribute('aria-describedby', error.id);
      return channelId;
    },
  };
}

/** The fields' problems shown (the focus on the first); the ticket's body when there are none. */
function checkJoin(t: Translate, name: Field, password: Field | undefined, channels: ReturnType<typeof channelChoice>) {
  const displayName = name.control.value.trim();
  const channelId = channels.check();
  const nameError =
    displayName === ''
      ? t(m.nameRequired)
      : displayName.length > LIVE_LIMITS.displayName
        ? t(m.nameTooLong, { max: LIVE_LIMITS.displayName })
        : undefined;
  const passwordError = password && password.control.value === '' ? t(m.passwordRequired) : undefined;
  name.setError(nameError);
  password?.setError(passwordError);
  if (nameError) name.control.focus();
  else if (passwordError) password?.control.focus();
  else if (!channelId) channels.radios[0]?.focus();
  if (nameError || passwordError || !channelId) return undefined;
  return { channelId, displayName, ...(password ? { password: password.control.value } : {}) };
}

/** The form (the module has channels); `onJoined` receives the first ticket. */
export function joinForm(t: Translate, module: PublicModule, tickets: Tickets, last: LastJoin, onJoined: (joined: Joined) => void) {
  const name = field(
    'live-name',
    t(m.name),
    h('input', { type: 'text', name: 'displayName', autocomplete: 'nickname', maxlength: LIVE_LIMITS.displayName }),
  );
  name.control.value = last.name;
  const password = module.passwordRequired
    ? field(
        'live-password',
        t(m.password),
        h('input', { type: 'password', name: 'password', autocomplete: 'off', maxlength: LIVE_LIMITS.password }),
      )
    : undefined;
  const channels = channelChoice(t, module, last);
  const formError = h('p', { role: 'alert', class: 'live-form-error' });
  const submit = h('button', { type: 'submit', text: t(m.join) });
  const form = h('form', { class: 'live-join', novalidate: true }, name.root, password?.root, channels.root, formError, submit);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    formError.textContent = '';
    const checked = checkJoin(t, name, password, channels);
    if (!checked) return;
    last.name = checked.displayName;
    last.channelId = checked.channelId;
    const input = tickets.withIdentity(checked);
    submit.disabled = true;
    submit.textContent = t(m.joining);
    tickets.request(input).then(
      (ticket) => {
        const channelName = module.channels.find((channel) => channel.channelId === checked.channelId)?.name ?? '';
        onJoined({ input, ticket, channelName });
      },
      (error: unknown) => {
        submit.disabled = false;
        submit.textContent = t(m.join);
        const message = ticketError(error);
        if (message === m.passwordInvalid && password) {
          password.setError(t(message));
          password.control.focus();
        } else formError.textContent = t(message);
      },
    );
  });
  return form;
}
