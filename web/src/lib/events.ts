/**
 * Typed event bus of the shell (docs/product.md, "States"). A modal link whose target has no slash emits an event named
 * after the target, carrying the modal's modelId; a trash confirmation emits `trash`.
 */

/** What every modal event carries. */
export interface ModelEvent {
  readonly modelId: string | null;
}

/** Events with a known meaning. Any other name is a modal target and carries a {@link ModelEvent}. */
export interface AppEvents {
  /** A trash (delete) confirmation: sets the current model id of the shell store. */
  trash: ModelEvent;
}

export type EventName = keyof AppEvents | (string & {});
export type EventPayload<K extends EventName> = K extends keyof AppEvents ? AppEvents[K] : ModelEvent;
export type EventHandler<K extends EventName> = (payload: EventPayload<K>) => void;

export interface EventBus {
  /** Subscribes; returns the unsubscribe function. */
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  emit<K extends EventName>(name: K, payload: EventPayload<K>): void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  return {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      const stored = handler as (payload: never) => void;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
    emit(name, payload) {
      // Copy first: a handler may unsubscribe while we iterate.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        (handler as (value: typeof payload) => void)(payload);
      }
    },
  };
}

/** The app's one bus. */
export const events: EventBus = createEventBus();
