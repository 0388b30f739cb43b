/**
 * Confirmations through the shell modal (docs/product.md, "Entities", "States"; a react-aria-components Dialog: focus
 * trapped and given back, Escape closes it, labelled by its title). The modal carries the model id (a project, an
 * application, a record, a version); its confirm link targets an event (no slash): `trash` for a deletion, which also
 * sets the shell's current model id, or the screen's own. The screen that asked listens for that event with that model
 * id, then acts.
 */
import { useEffect, useEffectEvent } from 'react';
import { events } from '../../lib/events';
import { openModal } from '../../lib/shell-store';

export const TRASH_EVENT = 'trash';
/** A link without a slash and without a listener: it only closes the modal. */
export const DISMISS_EVENT = 'dismiss';

export function askConfirmation(options: {
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly modelId: string;
  readonly event: string;
  readonly danger?: boolean;
}): void {
  openModal({
    title: options.title,
    text: options.text,
    modelId: options.modelId,
    links: [
      { target: DISMISS_EVENT, title: options.cancel },
      { target: options.event, class: options.danger ? 'danger' : 'primary', title: options.confirm },
    ],
  });
}

/** Calls `onConfirm(modelId)` when the confirmation `event` arrives, for a model id that `accepts`, while the screen is shown. */
export function useConfirmed(event: string, accepts: (modelId: string) => boolean, onConfirm: (modelId: string) => void): void {
  const accepted = useEffectEvent(accepts);
  const confirmed = useEffectEvent(onConfirm);
  useEffect(
    () =>
      events.on(event, ({ modelId }) => {
        if (modelId !== null && accepted(modelId)) confirmed(modelId);
      }),
    [event],
  );
}
