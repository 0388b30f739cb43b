/**
 * Leaving a screen with unsaved changes (the builder's, a record's form) asks first: a navigation inside the app
 * is held by react-router's `useBlocker` while the shell modal asks (stay, or leave without saving); closing or
 * reloading the tab gets the browser's own question (`beforeunload`). Its texts (`unsaved.*`) load with every customer page
 * (web/i18n-sections.ts).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { events } from '../../lib/events';
import { openModal, useShellState } from '../../lib/shell-store';

const STAY = 'unsavedStay';
const LEAVE = 'unsavedLeave';
const MODEL = 'unsaved-changes';

const texts = defineMessages({
  title: { id: 'unsaved.title', defaultMessage: 'Quitter sans enregistrer\u00a0?' },
  text: {
    id: 'unsaved.text',
    defaultMessage: "Vos modifications n'ont pas été enregistrées. Si vous quittez cette page, elles seront perdues.",
  },
  stay: { id: 'unsaved.stay', defaultMessage: 'Rester sur la page' },
  leave: { id: 'unsaved.leave', defaultMessage: 'Quitter sans enregistrer' },
});

/**
 * `within`: a path prefix the screen's unsaved changes stay valid under (a wizard keeps its draft across its steps):
 * moving below it does not ask.
 */
export function UnsavedChangesGuard({ dirty, within }: { readonly dirty: boolean; readonly within?: string }) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !(within !== undefined && nextLocation.pathname.startsWith(within)),
  );
  const { modal } = useShellState();
  const asked = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const answer = useEffectEvent((leave: boolean) => {
    asked.current = false;
    if (blocker.state !== 'blocked') return;
    if (leave) blocker.proceed();
    else blocker.reset();
  });

  useEffect(() => {
    const offStay = events.on(STAY, ({ modelId }) => modelId === MODEL && answer(false));
    const offLeave = events.on(LEAVE, ({ modelId }) => modelId === MODEL && answer(true));
    return () => {
      offStay();
      offLeave();
    };
  }, []);

  useEffect(() => {
    if (blocker.state === 'blocked' && !asked.current) {
      asked.current = true;
      openModal({
        title: intl.formatMessage(texts.title),
        text: intl.formatMessage(texts.text),
        modelId: MODEL,
        links: [
          { target: STAY, class: 'primary', title: intl.formatMessage(texts.stay) },
          { target: LEAVE, class: 'danger', title: intl.formatMessage(texts.leave) },
        ],
      });
    }
  }, [blocker.state, intl]);

  // The modal closed without an answer (Escape, close button): stay.
  useEffect(() => {
    if (modal === null && asked.current) answer(false);
  }, [modal]);

  return null;
}
