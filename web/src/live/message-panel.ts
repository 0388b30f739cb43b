/** The private message to the organiser: its form, and what the server answered. */
import type { FrameErrorCode } from '../../../shared/schemas/live';
import { LIVE_LIMITS } from '../../../shared/live-limits';
import { h, panel } from './dom';
import { type Send, field, sendText } from './field';
import type { Translate } from './i18n';
import { messages as m } from './messages';

export function messagePanel(t: Translate, send: Send) {
  const input = field('live-message-text', t(m.messageLabel), h('textarea', { name: 'message', rows: 3, maxlength: LIVE_LIMITS.message }));
  const done = h('p', { role: 'status', class: 'live-note' });
  const form = h(
    'form',
    { class: 'live-form', novalidate: true },
    input.root,
    h('button', { type: 'submit', text: t(m.messageSend) }),
    done,
  );
  const section = panel('live-message', t(m.messageHeading), form);
  form.addEventListener('submit', (event) => {
    done.textContent = '';
    sendText(t, send, input, 'message', LIVE_LIMITS.message, m.messageTooLong, event);
  });
  return {
    section,
    /** The server took the message: the field empties and says so. */
    sent(): void {
      input.control.value = '';
      input.setError(undefined);
      done.textContent = t(m.messageSent);
    },
    refused(code: FrameErrorCode): void {
      done.textContent = '';
      input.setError(
        t(code === 'TEXT_TOO_LONG' ? m.messageTooLong : code === 'RATE_LIMITED' ? m.chatRateLimited : m.sendRefused, {
          max: LIVE_LIMITS.message,
        }),
      );
    },
  };
}
