import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildInfoPlugin, resolveBuildId } from './build-info.ts';
import { i18nPrecompilePlugin } from './i18n-precompile.ts';
import { catalogueSectionsPlugin } from './i18n-sections.ts';
import { minifyPublicScriptsPlugin } from './minify-public-scripts.ts';
import { reactAriaLocalesPlugin } from './react-aria-locales.ts';
import { trimDependenciesPlugin } from './trim-dependencies.ts';
import { formatjsTrims } from './trim-formatjs.ts';
import { reactRouterTrim } from './trim-react-router.ts';
import { stripDefaultMessagesPlugin } from './strip-default-messages.ts';
import { ASSETS_DIR, storageKeys, storagePrefix } from './src/lib/public-config.ts';

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
      catalogueSectionsPlugin({ localesDir: path.join(repoDir, 'locales'), precompile: !underVitest && command === 'build' }),
      ...(!underVitest && command === 'build'
        ? [
            i18nPrecompilePlugin(),
            stripDefaultMessagesPlugin(),
            minifyPublicScriptsPlugin(),
            reactAriaLocalesPlugin(['fr-FR', 'en-US']),
            trimDependenciesPlugin([reactRouterTrim, ...formatjsTrims]),
          ]
        : []),
    ],
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    server: {
      fs: { allow: [repoDir] },
    },
    // react-router 7 exports only its development build (remix-run/react-router#12532, "intended to be temporary"):
    // the production build beside it is the same code without the dev warnings, 0.6 KB gzip less on every page.
    // Tests and the dev server keep the exported one.
    resolve:
      !underVitest && command === 'build'
        ? { alias: [{ find: /^react-router$/, replacement: path.join(repoDir, 'node_modules/react-router/dist/production/index.mjs') }] }
        : {},
    build: {
      outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
      emptyOutDir: true,
      assetsDir: ASSETS_DIR,
      target: 'es2022',
      // Every browser the build targets preloads modules natively; the polyfill would cost every page bytes. A lazy
      // chunk never preloads the framework and its runtime again: the entry has loaded them before any lazy import
      // runs, and each route's list of files to preload is part of the app chunk, which every page downloads first.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !/[\\/](framework|rolldown-runtime)-[\w-]+\.js$/.test(dep)) : deps,
      },
      rolldownOptions: {
        // Three pages: the app (index.html); the participant page of interactive modules (live.html, served for every
        // path under /{lang}/live/, shared/web-entries.ts), which loads none of the app's chunks; the published web app
        // (site.html, served for `/w/{host}/…` and a published host's own requests, shared/web-entries.ts), Preact and
        // its own modules only (budget 50 KB gzip of JavaScript).
        input: { index: path.join(webDir, 'index.html'), live: path.join(webDir, 'live.html'), site: path.join(webDir, 'site.html') },
        output: {
          // The framework every page runs, as one chunk (with Vite's preload helper, which every lazy import
          // calls): one download that compresses better than many small ones (the initial-JS budget is counted
          // in gzip bytes).
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat|tslib)[\\/]|^\0vite\/preload-helper/,
              },
              // The app's shell (router, root loader, layouts) and its small shared modules (API client, session,
              // storage, guards), needed by every page: one chunk, which compresses better than two. Not the lib modules of
              // the customer area (query client, mutation hooks, project queries, job polling, exports), which would pull TanStack Query into every page, nor
              // the form helpers beyond the hook itself (validation, focus), which load on demand, nor the uploader (lib/uploads),
              // which goes with the screens that upload.
              {
                name: 'app',
                test: /web[\\/]src[\\/](app[\\/](routes|router|root|root-loader|i18n|providers|layouts[\\/][\w-]+)\.tsx?$|lib[\\/](?!projects[\\/]|uploads[\\/]|query-client|mutation-config|job-query|exports|use-locale|localized|forms[\\/](?!use-form))|components[\\/]shell[\\/](require-locale|not-found))|shared[\\/]constants/,
              },
              // What every form starts with (text field, the frame of every field, form alerts): its own chunk, which
              // the project screens share without loading the account modules below.
              { name: 'fields', test: /web[\\/]src[\\/]components[\\/]ui[\\/](form-alert|form-error|field-frame|text-field)\.tsx$/ },
              // The small modules the account forms share (the login page's API calls, texts, paths, form state and
              // parts), which the login page loads anyway: one chunk instead of four. The other account calls
              // (features/accounts/api/*) go with the screens that make them.
              {
                name: 'account-forms',
                test: /web[\\/]src[\\/]features[\\/]accounts[\\/](api[\\/](login|request-activation-code)|messages|use-lang|forms|components[\\/]form-parts)\.tsx?$/,
              },
              // What the screens of an application share (projects, builder, records): the application's hook, the
              // element's form and table queries, the sticky save bar's measure, the confirmations; one small chunk
              // instead of four.
              {
                name: 'application-shared',
                test: /web[\\/]src[\\/](lib[\\/]projects[\\/](use-project-application|element-queries)|components[\\/]ui[\\/](use-sticky-bottom|confirm))\.ts$/,
                includeDependenciesRecursively: false,
              },
              // The records screens (list, add, view, edit, history) as one chunk (with TanStack Query's useQueries, which
              // only they use): the route table then names one file for the five of them (its list of preloaded files is
              // part of every page's first download), and moving between the screens of a record downloads nothing more.
              // DOMPurify stays out (components/ui/safe-html.tsx, loaded when HTML is shown), and so do the view's upload links
              // (upload-links/: the section with the view, its dialog when opened; in the chunk, every records screen
              // would download them, the dialog with the modal's code), and so does the conductor page (conductor/: its own
              // route, printed now and then).
              // Nor the list's vCards dialog (vcards/: loaded when opened). The file previews of the list's cells
              // (components/uploads/file-cell.tsx, only the list shows them) and the vCards rule the list asks
              // (shared/vcard-mapping.ts) come in: left outside, they made the list's route a chunk of its own that, once the
              // list imports the dialog lazily, re-exported a namespace rolldown never defined ("Export
              // 'records_list_page_exports' is not defined in module": the list failed to load).
              {
                name: 'records',
                test: /web[\\/]src[\\/]features[\\/]records[\\/](?!upload-links[\\/]|vcards[\\/]|conductor[\\/])|web[\\/]src[\\/]components[\\/]uploads[\\/]file-cell\.tsx$|shared[\\/]vcard-mapping\.ts$|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useQueries|queriesObserver)\.js$/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
