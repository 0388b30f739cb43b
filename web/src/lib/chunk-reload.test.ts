import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS } from '../../../shared/constants';
import { installPreloadErrorHandler, isChunkLoadError, lazyWithReload, setNavigationTargetSource } from './chunk-reload';
import { resetReloadState, setReloadDeps } from './reload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/policy-page-abc.js');

function browser(now: { value: number }, href = 'http://localhost/fr') {
  const assign = vi.fn();
  const reload = vi.fn();
  setReloadDeps({ now: () => now.value, assign, reload, currentHref: () => href });
  return Object.assign(assign, { reload });
}

describe('failed chunk loads', () => {
  it('recognises dynamic import failures of the main browsers', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });

  it('reload the target page once, then let the error through within 10 s, then reload again', async () => {
    const now = { value: 100_000 };
    setNavigationTargetSource(() => '/fr/policy');
    const importer = vi.fn(async () => {
      throw chunkError();
    });
    const lazy = lazyWithReload(importer);

    // First failure: a full load of the page the user was going to; the navigation waits for it.
    let assign = browser(now);
    const settled = vi.fn();
    void lazy().then(settled, settled);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/fr/policy'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();

    // The reloaded page fails again within 10 s: no second reload, the error reaches the error page.
    resetReloadState();
    now.value += RELOAD_GUARD_MS - 1;
    assign = browser(now, 'http://localhost/fr/policy');
    await expect(lazy()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(assign).not.toHaveBeenCalled();

    // Later on, the guard lets a reload through again (of the current page, which is the target).
    resetReloadState();
    now.value += 1;
    const later = browser(now, 'http://localhost/fr/policy');
    void lazy();
    await vi.waitFor(() => expect(later.reload).toHaveBeenCalledTimes(1));
    expect(later).not.toHaveBeenCalled();
  });

  it('does not reload for errors that are not chunk loads', async () => {
    const assign = browser({ value: 1 });
    await expect(lazyWithReload(async () => Promise.reject(new TypeError('boom')))()).rejects.toThrow('boom');
    expect(assign).not.toHaveBeenCalled();
  });

  it('handles vite:preloadError: prevents the error when it reloads, not when the guard blocks', () => {
    const target = new EventTarget();
    const uninstall = installPreloadErrorHandler(target);
    setNavigationTargetSource(() => '/fr/policy');
    const now = { value: 5_000 };
    const assign = browser(now);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);

    resetReloadState();
    browser(now, 'http://localhost/fr/policy');
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    uninstall();
  });
});
