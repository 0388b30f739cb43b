/**
 * The records selected in a list: id → name (the name for the texts that count or name them). The selection is kept
 * across pages and sorts; the list clears it when its search changes.
 */
import { useState } from 'react';

export type Selection = ReadonlyMap<string, string>;

/** `selection` with `recordId` selected under `name`, or left out when `name` is undefined. */
function withRecord(selection: Selection, recordId: string, name: string | undefined): Selection {
  if (name === undefined ? !selection.has(recordId) : selection.get(recordId) === name) return selection;
  const next = new Map(selection);
  if (name === undefined) next.delete(recordId);
  else next.set(recordId, name);
  return next;
}

export function useSelection() {
  const [selection, setSelection] = useState<Selection>(new Map());
  return {
    selection,
    /** One record in or out. */
    select: (recordId: string, name: string, selected: boolean) =>
      setSelection((current) => withRecord(current, recordId, selected ? name : undefined)),
    /** Every record of the page (`[recordId, name]`) in or out. */
    selectPage: (page: readonly (readonly [recordId: string, name: string])[], selected: boolean) =>
      setSelection((current) => page.reduce((next, [recordId, name]) => withRecord(next, recordId, selected ? name : undefined), current)),
    /** A record that is gone. */
    drop: (recordId: string) => setSelection((current) => withRecord(current, recordId, undefined)),
    clear: () => setSelection(new Map()),
  };
}
