/**
 * Build updates (docs/product.md, "States", "Calls", "Constants and limits"). One second after the page is idle, then
 * every hour, the client GETs `/builds/latest.json?{timestamp}`. A different build id only counts once
 * `/builds/meta/{buildId}.json` answers (the build is deployed); then an update is pending and the next navigation
 * becomes a full page load (see app/root-loader.ts), under the reload guard of ./reload.
 */
import { BUILD_CHECK_IDLE_DELAY_MS, BUILD_CHECK_INTERVAL_MS } from '../../../shared/constants';
import { BUILD_ID, buildMetaUrl, LATEST_BUILD_URL } from './config';

export interface LatestBuild {
  readonly buildId: string;
  readonly version?: string;
  readonly builtAt?: string;
}

export interface BuildUpdateOptions {
  readonly currentBuildId: string;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly latestUrl?: string;
  readonly metaUrl?: (buildId: string) => string;
  /** Called once per new deployed build. */
  readonly onUpdate?: (build: LatestBuild) => void;
}

export interface BuildUpdateChecker {
  /** One check; resolves to the pending build id, or null. Never rejects. */
  check(): Promise<string | null>;
  /** Schedules the checks (idle, then 1 s, then every hour). Returns `stop`. */
  start(): () => void;
  stop(): void;
  isUpdatePending(): boolean;
  pendingBuildId(): string | null;
}

function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback());
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

const isLatestBuild = (value: unknown): value is LatestBuild =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LatestBuild).buildId === 'string' &&
  (value as LatestBuild).buildId !== '';

export function createBuildUpdateChecker(options: BuildUpdateOptions): BuildUpdateChecker {
  const { currentBuildId, now = () => Date.now(), latestUrl = LATEST_BUILD_URL, metaUrl = buildMetaUrl, onUpdate } = options;
  const fetchJson = async (url: string): Promise<unknown> => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const response = await fetchImpl(url, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  };

  let pending: string | null = null;
  let inFlight: Promise<string | null> | null = null;
  let cancelIdle: (() => void) | null = null;
  let delay: ReturnType<typeof setTimeout> | null = null;
  let interval: ReturnType<typeof setInterval> | null = null;

  async function runCheck(): Promise<string | null> {
    try {
      const latest = await fetchJson(`${latestUrl}?${now()}`);
      if (!isLatestBuild(latest) || latest.buildId === currentBuildId || latest.buildId === pending) return pending;
      // Only a build whose metadata answers is deployed.
      const meta = await fetchJson(metaUrl(latest.buildId));
      if (!isLatestBuild(meta) || meta.buildId !== latest.buildId) return pending;
      pending = latest.buildId;
      onUpdate?.(latest);
      return pending;
    } catch {
      // Offline, a deployment in progress, a 404: try again at the next tick.
      return pending;
    }
  }

  const check = (): Promise<string | null> => {
    inFlight ??= runCheck().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  function stop(): void {
    cancelIdle?.();
    cancelIdle = null;
    if (delay !== null) clearTimeout(delay);
    delay = null;
    if (interval !== null) clearInterval(interval);
    interval = null;
  }

  function start(): () => void {
    stop();
    cancelIdle = onIdle(() => {
      cancelIdle = null;
      delay = setTimeout(() => {
        delay = null;
        void check();
        interval = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
      }, BUILD_CHECK_IDLE_DELAY_MS);
    });
    return stop;
  }

  return {
    check,
    start,
    stop,
    isUpdatePending: () => pending !== null,
    pendingBuildId: () => pending,
  };
}

/** The app's checker, against this build. */
export const buildUpdates: BuildUpdateChecker = createBuildUpdateChecker({ currentBuildId: BUILD_ID });
