/**
 * Leaving a screen with unsaved changes (the builder's, a record's form) asks first: a navigation inside the app
 * is held by react-router's `useBlocker` while the shell modal asks (stay, or leave without saving); closing or
 * reloading the tab gets the browser's own question (`beforeunload`). Each screen gives its own texts.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { events } from '../../lib/events';
import { openModal, useShellState } from '../../lib/shell-store';

const STAY = 'unsavedStay';
const LEAVE = 'unsavedLeave';
const MODEL = 'unsaved-changes';

export interface UnsavedChangesTexts {
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
  readonly stay: MessageDescriptor;
  readonly leave: MessageDescriptor;
}

export function UnsavedChangesGuard({ dirty, texts }: { readonly dirty: boolean; readonly texts: UnsavedChangesTexts }) {
  const intl = useIntl();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
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
  }, [blocker.state, intl, texts]);

  // The modal closed without an answer (Escape, close button): stay.
  useEffect(() => {
    if (modal === null && asked.current) answer(false);
  }, [modal]);

  return null;
}
