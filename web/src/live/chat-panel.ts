/** The channel's chat: the messages oldest first (the participant's own marked), a note when muted, and the form to write. */
import type { ChatMessage, FrameErrorCode } from '../../../shared/schemas/live';
import { LIVE_LIMITS } from '../../../shared/live-limits';
import { h, panel, replace } from './dom';
import { type Send, field, sendText } from './field';
import type { Translate } from './i18n';
import { messages as m } from './messages';
import { CHAT_ERRORS } from './refusals';
import type { SentAt } from './sent-at';

export function chatPanel(t: Translate, sentAt: SentAt, me: string, send: Send) {
  const list = h('ol', { class: 'live-chat' });
  const empty = h('p', { class: 'live-empty', text: t(m.chatEmpty) });
  const note = h('p', { role: 'status', class: 'live-note' });
  const input = field('live-chat-text', t(m.chatLabel), h('textarea', { name: 'chat', rows: 2, maxlength: LIVE_LIMITS.chat }));
  const form = h('form', { class: 'live-form', novalidate: true }, input.root, h('button', { type: 'submit', text: t(m.chatSend) }));
  const section = panel('live-chat', t(m.chatHeading), empty, list, note, form);
  // The last text sent: a refusal puts it back in an emptied field.
  let pending = '';
  form.addEventListener('submit', (event) => {
    const text = sendText(t, send, input, 'chat', LIVE_LIMITS.chat, m.chatTooLong, event);
    if (text === undefined) return;
    pending = text;
    input.control.value = '';
  });
  return {
    section,
    /** Shows the messages (given oldest first). */
    render(items: readonly ChatMessage[]): void {
      empty.hidden = items.length > 0;
      replace(
        list,
        ...items.map((item) =>
          h(
            'li',
            { class: item.participantId === me ? 'live-own' : undefined },
            h('span', { class: 'live-author', text: item.displayName }),
            ' ',
            sentAt(item.sentAt),
            h('p', { text: item.text }),
          ),
        ),
      );
    },
    /** Says the participant is muted; when `tell`, also that the chat is theirs again. */
    setMuted(muted: boolean, tell: boolean): void {
      note.textContent = muted ? t(m.chatMuted) : tell ? t(m.chatActive) : '';
    },
    /** The server refused the last message: back in the field, with why. */
    refused(code: FrameErrorCode): void {
      if (input.control.value === '') input.control.value = pending;
      input.setError(t(CHAT_ERRORS[code] ?? m.sendRefused, { max: LIVE_LIMITS.chat }));
    },
  };
}
