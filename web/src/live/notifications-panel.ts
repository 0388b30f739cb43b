/** The session's notifications from the organiser, newest first. */
import type { LiveNotification } from '../../../shared/schemas/live';
import { h, panel, replace } from './dom';
import type { Translate } from './i18n';
import { messages as m } from './messages';
import type { SentAt } from './sent-at';

export function notificationsPanel(t: Translate, sentAt: SentAt) {
  const list = h('ul', { class: 'live-notifications' });
  const empty = h('p', { class: 'live-empty', text: t(m.notificationsEmpty) });
  const section = panel('live-notifications', t(m.notificationsHeading), empty, list);
  return {
    section,
    /** Shows the notifications (given oldest first). */
    render(items: readonly LiveNotification[]): void {
      empty.hidden = items.length > 0;
      replace(list, ...[...items].reverse().map((item) => h('li', {}, sentAt(item.sentAt), ' ', h('span', { text: item.text }))));
    },
  };
}
