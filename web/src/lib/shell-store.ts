/**
 * Shell state (docs/product.md, "Entities", "States"): the full-screen loader overlay, the full-screen modal and the
 * current model id. A tiny external store read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { events } from './events';

/** One link of the modal (docs/product.md, "Entities"): no slash in `target` = an event, otherwise a path to navigate to. */
export interface ModalLink {
  readonly target: string;
  /** CSS class of the link (e.g. `danger`, `primary`). */
  readonly class?: string;
  readonly title: string;
}

/** Modal description (docs/product.md, "Entities"). */
export interface ModalDescription {
  readonly title: string;
  readonly text: string;
  readonly links: readonly ModalLink[];
  readonly modelId: string | null;
}

export interface ShellState {
  readonly loading: boolean;
  readonly modal: ModalDescription | null;
  /** Model concerned by the last trash confirmation. */
  readonly modelId: string | null;
}

const initialState: ShellState = { loading: false, modal: null, modelId: null };
let state: ShellState = initialState;
const listeners = new Set<() => void>();

function update(patch: Partial<ShellState>): void {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

export function getShellState(): ShellState {
  return state;
}

export function subscribeShell(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useShellState(): ShellState {
  return useSyncExternalStore(subscribeShell, getShellState, getShellState);
}

/** Switches the full-screen loader overlay on or off. */
export function setLoader(loading: boolean): void {
  if (state.loading !== loading) update({ loading });
}
export const showLoader = (): void => setLoader(true);
export const hideLoader = (): void => setLoader(false);

/** Opens the full-screen modal (replacing any open one). */
export function openModal(modal: ModalDescription): void {
  update({ modal });
}

export function closeModal(): void {
  if (state.modal !== null) update({ modal: null });
}

export function setModelId(modelId: string | null): void {
  update({ modelId });
}

/** A link target without a slash is an event name (docs/product.md, "States"). */
export const isEventTarget = (target: string): boolean => !target.includes('/');

/**
 * Uses a modal link: emits the event (no slash) with the modal's modelId, or navigates; closes the modal.
 */
export function followModalLink(link: ModalLink, navigate: (to: string) => void): void {
  const modelId = state.modal?.modelId ?? null;
  closeModal();
  if (isEventTarget(link.target)) events.emit(link.target, { modelId });
  else navigate(link.target);
}

/** For tests: back to the initial state. */
export function resetShellState(): void {
  update(initialState);
}

// A trash confirmation sets the current model id (docs/product.md, "States").
events.on('trash', ({ modelId }) => setModelId(modelId));
