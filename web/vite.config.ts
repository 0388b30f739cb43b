import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildInfoPlugin, resolveBuildId } from './build-info';
import { i18nPrecompilePlugin } from './i18n-precompile';
import { ASSETS_DIR, storageKeys, storagePrefix } from './src/lib/public-config';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, repoDir, 'VITE_');
  const buildId = resolveBuildId(process.env.BUILD_ID);
  const info = { buildId, version: pkg.version, builtAt: new Date().toISOString() };
  const themeKey = storageKeys(storagePrefix(env.VITE_STORAGE_APP, env.VITE_STORAGE_ENV)).theme;
  // Under Vitest the project root stays the repository (its globs are relative to it).
  const underVitest = process.env.VITEST !== undefined;

  return {
    root: underVitest ? repoDir : webDir,
    envDir: repoDir,
    publicDir: fileURLToPath(new URL('./public', import.meta.url)),
    plugins: [
      react(),
      // Tests import the sources as they are: no build stamp, catalogues as strings with the ICU parser.
      ...(underVitest ? [] : [buildInfoPlugin(info, themeKey)]),
      ...(!underVitest && command === 'build' ? [i18nPrecompilePlugin()] : []),
    ],
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    server: {
      fs: { allow: [repoDir] },
    },
    build: {
      outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
      emptyOutDir: true,
      assetsDir: ASSETS_DIR,
      target: 'es2022',
    },
  };
});
