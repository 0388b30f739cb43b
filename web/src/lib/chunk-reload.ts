/**
 * A failed dynamic chunk load reloads the page once (docs/product.md, "States", "Errors"), under the reload guard: the
 * full load goes to the page the user was going to, so that a stale tab picks up the new build. If the guard blocks it
 * (the same path was force-loaded less than 10 s ago), the error reaches the route's error page.
 */
import { forceFullLoad, isReloading } from './reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

let targetSource: () => string = () => window.location.href;

/** Where a full load should go: the router's pending navigation target, else the current page. */
export function setNavigationTargetSource(source: () => string): void {
  targetSource = source;
}

export function navigationTarget(): string {
  return targetSource();
}

/** Starts the guarded full load; true when a load is under way, false when the guard blocked it. */
export function reloadForChunkError(target: string = navigationTarget()): boolean {
  return forceFullLoad(target);
}

/** Never settles: used while the page is being replaced. */
export const pending = <T>(): Promise<T> => new Promise<T>(() => undefined);

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Wraps a route module import for react-router's `lazy`: a chunk that fails to load triggers one guarded
 * reload (and the navigation waits for it); when the guard blocks, the error goes to the error element.
 */
export function lazyWithReload<T>(importer: () => Promise<T>): () => Promise<T> {
  return async () => {
    let module: T | undefined;
    try {
      module = await importer();
    } catch (error) {
      if (isReloading()) return pending<T>();
      if (isChunkLoadError(error) && reloadForChunkError()) return pending<T>();
      throw error;
    }
    // Vite resolves the import with `undefined` when a `vite:preloadError` listener prevented the error.
    if (module === undefined || module === null) {
      if (isReloading()) return pending<T>();
      throw new ChunkLoadError('Route module failed to load');
    }
    return module;
  };
}

/**
 * Vite dispatches `vite:preloadError` when a chunk or its CSS fails to preload. Start the guarded reload and
 * swallow the error; if the guard blocks, let it propagate to the error page.
 */
export function installPreloadErrorHandler(target: EventTarget = window): () => void {
  const listener = (event: Event) => {
    if (reloadForChunkError()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
