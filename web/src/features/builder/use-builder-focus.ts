/**
 * Where the form builder moves the focus once the screen has rendered: to the settings of the field just chosen or
 * added, and after a removal to the field's neighbour (or its column).
 */
import { useEffect, useState } from 'react';

/** Whether `element` is fully on screen, above the save bar stuck to the bottom. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const bar = document.querySelector('.builder-savebar')?.getBoundingClientRect().height ?? 0;
  return box.top >= 0 && box.bottom <= window.innerHeight - bar;
}

/**
 * After a field was chosen or added: its settings are shown beside the columns on a wide screen, below them on a
 * narrow one, where the panel is brought into view and takes the focus. After "Add" (`always`), the panel takes
 * the focus anyway: the new field's settings are the next thing to fill in.
 */
function revealSettings(always: boolean): void {
  const heading = document.getElementById('builder-settings-title');
  if (!heading) return;
  const visible = onScreen(heading);
  if (always || !visible) heading.focus({ preventScroll: true });
  if (!visible) heading.closest('section')?.scrollIntoView?.({ block: 'start' });
}

export function useBuilderFocus() {
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  /** Bring the settings of the field just chosen (or added, `always`) into view, once rendered. */
  const [settingsRequest, setSettingsRequest] = useState<{ always: boolean } | null>(null);
  useEffect(() => {
    if (settingsRequest !== null) revealSettings(settingsRequest.always);
  }, [settingsRequest]);
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  return {
    /** The settings of the field chosen (`always`: just added). */
    revealSettings: (always: boolean) => setSettingsRequest({ always }),
    /** The element of that id, once rendered. */
    focus: (id: string) => setFocusTarget(id),
  };
}
