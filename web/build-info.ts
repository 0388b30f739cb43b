/**
 * Build plugin: stamps every web build with an id and publishes it (docs/product.md, "States", "Calls" and "Constants and limits": the build check).
 *
 * - `builds/latest.json`            = { buildId, version, builtAt }
 * - `builds/meta/{buildId}.json`    = the same plus `entry` (the entry chunk) and `assets` (every emitted file)
 *
 * The client polls `latest.json` and only trusts a new build once its metadata answers. During `vite serve`
 * the same two files are answered for the dev build, so the update check runs against real responses.
 */
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import { BUILDS_DIR } from './src/lib/public-config.ts';

export interface BuildInfo {
  readonly buildId: string;
  readonly version: string;
  readonly builtAt: string;
}

export interface BuildMeta extends BuildInfo {
  readonly entry: string;
  readonly assets: readonly string[];
}

const BUILD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** UTC timestamp (yyyyMMddHHmmss) + 6 random hex characters, e.g. `20261115103000-3fa9c1`. */
export function newBuildId(now: Date = new Date(), random: () => string = () => randomBytes(3).toString('hex')): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${random()}`;
}

/** The build id: `BUILD_ID` when set (validated: it becomes a file name and a URL segment), else a new one. */
export function resolveBuildId(fromEnv: string | undefined, now: Date = new Date()): string {
  if (fromEnv === undefined || fromEnv === '') return newBuildId(now);
  if (!BUILD_ID_PATTERN.test(fromEnv)) {
    throw new Error(`BUILD_ID must match ${BUILD_ID_PATTERN} (got ${JSON.stringify(fromEnv)})`);
  }
  return fromEnv;
}

export function buildInfoPlugin(info: BuildInfo, themeKey: string): Plugin {
  const latestJson = `${JSON.stringify(info, null, 2)}\n`;
  return {
    name: 'noco:build-info',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('__NOCO_THEME_KEY__', themeKey),
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path === `/${BUILDS_DIR}/latest.json` || path === `/${BUILDS_DIR}/meta/${info.buildId}.json`) {
          const body = path === `/${BUILDS_DIR}/latest.json` ? latestJson : JSON.stringify({ ...info, entry: 'src/main.tsx', assets: [] });
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(body);
          return;
        }
        next();
      });
    },
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) this.error('no entry chunk in the bundle');
      const meta: BuildMeta = { ...info, entry: entry.fileName, assets: files };
      this.emitFile({ type: 'asset', fileName: `${BUILDS_DIR}/latest.json`, source: latestJson });
      this.emitFile({
        type: 'asset',
        fileName: `${BUILDS_DIR}/meta/${info.buildId}.json`,
        source: `${JSON.stringify(meta, null, 2)}\n`,
      });
    },
  };
}
