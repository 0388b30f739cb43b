import { domains, type DomainName } from '../../functions/manifest';

export interface MatchedRoute {
  readonly domain: DomainName;
  /** The API Gateway route key, or `$default` when no route matches. */
  readonly routeKey: string;
  readonly pathParameters?: Record<string, string>;
}

interface CompiledRoute {
  domain: DomainName;
  routeKey: string;
  method: string;
  pattern: RegExp;
  names: string[];
  staticSegments: number;
}

/**
 * Matches requests the way API Gateway HTTP APIs do: method and path against every route key of
 * `functions/manifest.ts`, the most specific (most literal segments) first; otherwise the `$default`
 * route of the catch-all domain.
 */
export function compileRoutes() {
  const compiled: CompiledRoute[] = [];
  let catchAll: DomainName | undefined;
  for (const [domain, manifest] of Object.entries(domains) as [DomainName, (typeof domains)[DomainName]][]) {
    if ('catchAll' in manifest && manifest.catchAll) catchAll = domain;
    for (const routeKey of manifest.routes) {
      const [method, path] = routeKey.split(' ') as [string, string];
      const names: string[] = [];
      const segments = path.split('/').filter(Boolean);
      const source = segments
        .map((segment) => {
          const param = /^\{(\w+)\}$/.exec(segment);
          if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(param[1]!);
          return '([^/]+)';
        })
        .join('/');
      compiled.push({
        domain,
        routeKey,
        method,
        pattern: new RegExp(`^/${source}/?$`),
        names,
        staticSegments: segments.length - names.length,
      });
    }
  }
  compiled.sort((a, b) => b.staticSegments - a.staticSegments);
  if (!catchAll) throw new Error('functions/manifest.ts: one domain must have catchAll');
  const fallback = catchAll;

  return function match(method: string, path: string): MatchedRoute {
    for (const route of compiled) {
      if (route.method !== method) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const pathParameters: Record<string, string> = {};
      route.names.forEach((name, index) => {
        const raw = found[index + 1]!;
        try {
          pathParameters[name] = decodeURIComponent(raw);
        } catch {
          pathParameters[name] = raw;
        }
      });
      return { domain: route.domain, routeKey: route.routeKey, ...(route.names.length ? { pathParameters } : {}) };
    }
    return { domain: fallback, routeKey: '$default' };
  };
}
