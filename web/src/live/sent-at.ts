import { h } from './dom';

/** When a notification or a chat message was sent, as a `<time>` in hours and minutes. */
export type SentAt = (at: string) => HTMLTimeElement;

export function sentAtIn(lang: string): SentAt {
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  return (at) => h('time', { datetime: at, text: time.format(new Date(at)) });
}
