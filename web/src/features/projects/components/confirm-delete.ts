/**
 * Delete confirmations through the shell modal (SPEC §3, §4): the modal carries the model id; its confirm
 * link targets the `trash` event (no slash), which sets the shell's current model id and reaches the screen
 * that asked, which then deletes that model.
 */
import { useEffect, useEffectEvent } from 'react';
import { events } from '../../../lib/events';
import { openModal } from '../../../lib/shell-store';

export const TRASH_EVENT = 'trash';
/** A link without a slash and without a listener: it only closes the modal. */
export const DISMISS_EVENT = 'dismiss';

export function confirmDelete(options: { title: string; text: string; confirm: string; cancel: string; modelId: string }): void {
  openModal({
    title: options.title,
    text: options.text,
    modelId: options.modelId,
    links: [
      { target: DISMISS_EVENT, title: options.cancel },
      { target: TRASH_EVENT, class: 'danger', title: options.confirm },
    ],
  });
}

/** Calls `onConfirm` when the trash confirmation of `modelId` arrives while the screen is shown. */
export function useTrashConfirmation(modelId: string | undefined, onConfirm: () => void): void {
  const confirmed = useEffectEvent(onConfirm);
  useEffect(() => {
    if (modelId === undefined) return undefined;
    return events.on(TRASH_EVENT, (payload) => {
      if (payload.modelId === modelId) confirmed();
    });
  }, [modelId]);
}
