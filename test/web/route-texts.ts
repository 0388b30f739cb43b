/**
 * What each route of the web app can show: the message ids defined by its lazy module and every module that one
 * imports (statically or lazily) under web/src, read from the sources. The app shell (web/src/app) is left out: its
 * texts are `core`. So are the two code tables (lib/field-messages.ts, lib/error-messages.ts): which of their keys a
 * screen can receive depends on the server codes it can get, which web/i18n-sections.ts takes from shared/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { RouteObject } from 'react-router';

const webSrc = resolve(import.meta.dirname, '../../web/src');
const routesFile = join(webSrc, 'app/routes.tsx');
const customerRoutesFile = join(webSrc, 'app/customer-routes.tsx');
const SKIPPED = [`${join(webSrc, 'app')}/`, join(webSrc, 'lib/field-messages.ts'), join(webSrc, 'lib/error-messages.ts')];

/**
 * The modules the route objects of a route table file load (`lazy`), in source order, which is the depth-first order
 * of its table (a route's children come after its own `lazy`).
 */
function lazyModulesInOrder(routesFile: string): string[] {
  const text = readFileSync(routesFile, 'utf8');
  const imported = (code: string) => /import\(\s*'([^']+)'\s*\)/.exec(code)?.[1];
  const constants = new Map(
    [...text.matchAll(/const (\w+) = (lazyWithReload\([^;]*\));/g)].map(([, name, code]) => [name!, imported(code!)]),
  );
  return [...text.matchAll(/\blazy: (lazyWithReload\(\(\) => import\('[^']+'\)\)|\w+)/g)].map(([, code]) => {
    const specifier = code!.startsWith('lazyWithReload') ? imported(code!) : constants.get(code!);
    if (!specifier) throw new Error(`${relative(webSrc, routesFile)}: cannot read the module of \`lazy: ${code}\``);
    return resolve(dirname(routesFile), specifier);
  });
}

function resolveModule(base: string): string | undefined {
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return undefined;
}

/** Runtime imports only (`import type` brings no text along). */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
const MESSAGE_ID = /\bid:\s*'([a-zA-Z][\w.]*)'/g;

/** The message ids defined in `entry` and the web/src modules it reaches. */
function idsReachedFrom(entry: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, id] of text.matchAll(MESSAGE_ID)) ids.add(id!);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveModule(resolve(dirname(file), match[1] ?? match[2]!));
      if (target?.startsWith(webSrc) && !SKIPPED.some((skipped) => target.startsWith(skipped))) queue.push(target);
    }
  }
  return ids;
}

export interface RouteTexts {
  /** The route's path from the root (`/:lang/customer/welcome`), or its module when it has no path. */
  readonly route: string;
  /** The catalogue sections the route and its parents declare. */
  readonly sections: readonly string[];
  readonly ids: ReadonlySet<string>;
}

/**
 * Every route with a lazy module: its declared sections (from the real route tables) and the texts it can show.
 * `customerRoutes` (customer-routes.tsx) are walked as the children of the route `customerRouteId` of `routes`
 * (routes.tsx), where the router patches them in.
 */
export function routeTexts(routes: readonly RouteObject[], customerRoutes: readonly RouteObject[], customerRouteId: string): RouteTexts[] {
  const tables = [routesFile, customerRoutesFile].map((file) => ({ file, modules: lazyModulesInOrder(file), lazyRoutes: 0 }));
  const [main, customer] = tables as [(typeof tables)[number], (typeof tables)[number]];
  const out: RouteTexts[] = [];
  const walk = (list: readonly RouteObject[], table: typeof main, path: string, sections: readonly string[]) => {
    for (const route of list) {
      const all = [...sections, ...((route.handle as { sections?: readonly string[] } | undefined)?.sections ?? [])];
      const full = route.path?.startsWith('/') ? route.path : route.path ? `${path.replace(/\/$/, '')}/${route.path}` : path;
      if (route.lazy) {
        const module = table.modules[table.lazyRoutes++];
        const file = module && resolveModule(module);
        if (file) out.push({ route: `${full || '/'} (${relative(webSrc, file)})`, sections: all, ids: idsReachedFrom(file) });
      }
      if (route.children) walk(route.children, table, full, all);
      if (route.id === customerRouteId) walk(customerRoutes, customer, full, all);
    }
  };
  walk(routes, main, '', []);
  for (const { file, modules, lazyRoutes } of tables)
    if (lazyRoutes !== modules.length)
      throw new Error(`${relative(webSrc, file)}: ${modules.length} lazy modules read, ${lazyRoutes} lazy routes`);
  return out;
}
