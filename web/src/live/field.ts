/** The participant page's form pieces: a labelled control with its error line, and the sending of the text typed in one. */
import { h } from './dom';
import type { MessageDescriptor, Translate } from './i18n';
import { messages as m } from './messages';

/** A labelled control with its error line (`aria-describedby` while it shows an error). */
export function field(id: string, label: string, control: HTMLInputElement | HTMLTextAreaElement) {
  control.id = id;
  const error = h('p', { id: `${id}-error`, class: 'live-field-error' });
  const root = h('div', { class: 'live-field' }, h('label', { for: id, text: label }), control, error);
  return {
    root,
    control,
    setError(text: string | undefined) {
      error.textContent = text ?? '';
      if (text) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', error.id);
      } else {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      }
    },
  };
}

export type Field = ReturnType<typeof field>;

/** Sends a frame on the live socket; false when it is not open. */
export type Send = (frame: object) => boolean;

/**
 * A chat or private message form's submit: the trimmed text sent as `action`, or undefined when it is empty, too
 * long or the socket is not open (the field says which).
 */
export function sendText(
  t: Translate,
  send: Send,
  target: Field,
  action: 'chat' | 'message',
  max: number,
  tooLong: MessageDescriptor,
  event: Event,
): string | undefined {
  event.preventDefault();
  const text = target.control.value.trim();
  if (text === '') {
    target.setError(t(m.chatRequired));
    target.control.focus();
    return undefined;
  }
  if (text.length > max) {
    target.setError(t(tooLong, { max }));
    target.control.focus();
    return undefined;
  }
  if (!send({ action, text })) {
    target.setError(t(m.notConnected));
    return undefined;
  }
  target.setError(undefined);
  return text;
}
