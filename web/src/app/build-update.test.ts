import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_IDLE_DELAY_MS, BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS } from '../../../shared/constants';
import { rootLoader } from './root-loader';
import { routes } from './routes';
import { buildUpdates, createBuildUpdateChecker } from '../lib/build-update';
import { forceFullLoad, isReloading, readReloadRecord, reloadAllowed, setReloadDeps } from '../lib/reload';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server: the latest build id, and which metadata files exist. */
function fakeServer(latest: string, deployed: string[] = [latest]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('/builds/latest.json?')) return json({ buildId: latest, version: '0.1.0', builtAt: '2026-11-15T00:00:00Z' });
    const meta = /^\/builds\/meta\/(.+)\.json$/.exec(url);
    if (meta && deployed.includes(decodeURIComponent(meta[1] ?? '')))
      return json({ buildId: meta[1], entry: 'assets/index.js', assets: [] });
    return new Response('Not found', { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('build update checker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks 1 s after idle (setTimeout fallback), then every hour, with a timestamp query', async () => {
    const server = fakeServer('build-1');
    const checker = createBuildUpdateChecker({ currentBuildId: 'build-1', fetch: server.fetch });
    const stop = checker.start();

    await vi.advanceTimersByTimeAsync(0); // idle (no requestIdleCallback in jsdom: setTimeout 0)
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_IDLE_DELAY_MS - 1);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([`/builds/latest.json?${Date.now()}`]);

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toBe(`/builds/latest.json?${Date.now()}`);
    expect(checker.isUpdatePending()).toBe(false);

    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(server.calls).toHaveLength(2);
  });

  it('uses requestIdleCallback when the browser has it', async () => {
    const idle = vi.fn((callback: IdleRequestCallback) => setTimeout(() => callback({} as IdleDeadline), 50) as unknown as number);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const server = fakeServer('build-1');
    createBuildUpdateChecker({ currentBuildId: 'build-1', fetch: server.fetch }).start();
    expect(idle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50 + BUILD_CHECK_IDLE_DELAY_MS - 1);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
  });

  it('marks an update pending only once the new build metadata answers', async () => {
    const notDeployed = fakeServer('build-2', []);
    const checker = createBuildUpdateChecker({ currentBuildId: 'build-1', fetch: notDeployed.fetch });
    expect(await checker.check()).toBeNull();
    expect(notDeployed.calls).toEqual([`/builds/latest.json?${Date.now()}`, '/builds/meta/build-2.json']);
    expect(checker.isUpdatePending()).toBe(false);

    const onUpdate = vi.fn();
    const deployed = fakeServer('build-2');
    const second = createBuildUpdateChecker({ currentBuildId: 'build-1', fetch: deployed.fetch, onUpdate });
    expect(await second.check()).toBe('build-2');
    expect(second.isUpdatePending()).toBe(true);
    expect(second.pendingBuildId()).toBe('build-2');
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ buildId: 'build-2' }));
  });

  it('ignores failures and odd answers', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await createBuildUpdateChecker({ currentBuildId: 'a', fetch: failing }).check()).toBeNull();
    const odd = vi.fn(async () => json({ nope: true })) as unknown as typeof fetch;
    expect(await createBuildUpdateChecker({ currentBuildId: 'a', fetch: odd }).check()).toBeNull();
  });
});

describe('reload guard', () => {
  it('allows a reload of the same path only after 10 s', () => {
    const last = { path: '/fr/policy', at: 1_000 };
    expect(reloadAllowed('/fr/policy', 1_000 + RELOAD_GUARD_MS - 1, last)).toBe(false);
    expect(reloadAllowed('/fr/policy', 1_000 + RELOAD_GUARD_MS, last)).toBe(true);
    expect(reloadAllowed('/fr', 1_001, last)).toBe(true);
    expect(reloadAllowed('/fr/policy', 1_001, null)).toBe(true);
  });

  it('forceFullLoad remembers {path, at} in sessionStorage and refuses a repeat within 10 s', () => {
    const assign = vi.fn();
    let now = 50_000;
    setReloadDeps({ now: () => now, assign, reload: vi.fn(), currentHref: () => 'http://localhost/fr' });
    expect(forceFullLoad('/fr/policy?x=1')).toBe(true);
    expect(assign).toHaveBeenCalledWith('http://localhost/fr/policy?x=1');
    expect(readReloadRecord()).toEqual({ path: '/fr/policy', at: 50_000 });
    expect(isReloading()).toBe(true);

    // The new page starts from scratch; only sessionStorage survives.
    setReloadDeps({ now: () => now, assign, reload: vi.fn(), currentHref: () => 'http://localhost/fr/policy' });
    now += RELOAD_GUARD_MS - 1;
    expect(isReloading()).toBe(true);
  });

  it('reloads instead of assigning the current URL', () => {
    const reload = vi.fn();
    const assign = vi.fn();
    setReloadDeps({ now: () => 1, assign, reload, currentHref: () => 'http://localhost/fr/policy#top' });
    expect(forceFullLoad('http://localhost/fr/policy#top')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('root loader: the next navigation after an update is a full page load', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const args = (url: string) =>
    ({ request: new Request(url), params: {}, context: undefined, unstable_pattern: '' }) as unknown as Parameters<typeof rootLoader>[0];

  it('loads the locale catalogue when no update is pending', async () => {
    vi.spyOn(buildUpdates, 'isUpdatePending').mockReturnValue(false);
    const data = await rootLoader(args('http://localhost/en/policy'), routes);
    expect(data.locale).toBe('en');
    expect(data.messages['policy.title']).toBe('Privacy policy');
    expect(data.messages['errors.INTERNAL']).toBeTruthy(); // the core section comes with every page
  });

  it('assigns the target URL and never settles when an update is pending', async () => {
    vi.spyOn(buildUpdates, 'isUpdatePending').mockReturnValue(true);
    const assign = vi.fn();
    setReloadDeps({ now: () => 1_000, assign, reload: vi.fn(), currentHref: () => 'http://localhost/fr' });
    const settled = vi.fn();
    void rootLoader(args('http://localhost/fr/policy?tab=1'), routes).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).toHaveBeenCalledWith('http://localhost/fr/policy?tab=1');
    expect(settled).not.toHaveBeenCalled();
  });

  it('navigates normally when the guard blocks the reload', async () => {
    vi.spyOn(buildUpdates, 'isUpdatePending').mockReturnValue(true);
    window.sessionStorage.setItem('nocowebReloadGuard', JSON.stringify({ path: '/fr/policy', at: 1_000 }));
    const assign = vi.fn();
    setReloadDeps({ now: () => 1_000 + RELOAD_GUARD_MS - 1, assign, reload: vi.fn(), currentHref: () => 'http://localhost/fr' });
    const data = await rootLoader(args('http://localhost/fr/policy'), routes);
    expect(assign).not.toHaveBeenCalled();
    expect(data.locale).toBe('fr');
  });
});
