/**
 * The access matrix (levels hold on every route): every route of every domain (functions/manifest.ts),
 * for each level (none, read, write, full, owner), once with the grants on the project and once with the grants on
 * the application only. Expected (docs/architecture.md, "Access"): enough level → 2xx; a caller who sees the project but lacks the level →
 * 403; one who sees nothing → 404; and a refusal leaves the state the route would change as it was (its probe).
 * The table is ./access-matrix/routes.ts; routes that act on the caller's own account are exempt there, with the reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../functions/manifest';
import { buildFixture, type Caller, expected, expectedLinking, type Fixture, jobEnded, type Mode } from './access-matrix/fixture';
import { ROUTE_CASES, type RouteCase, runsLast, type ScopedCase } from './access-matrix/routes';

const manifestRoutes: string[] = Object.values(domains).flatMap((domain) => [...domain.routes]);
const present = new Set(manifestRoutes);

describe('the access matrix covers every route', () => {
  it('has one entry per manifest route, and no entry that names no route', () => {
    const missing = manifestRoutes.filter((route) => !(route in ROUTE_CASES));
    expect(missing, 'manifest routes without a matrix entry').toEqual([]);
    const unknown = Object.keys(ROUTE_CASES).filter((route) => !present.has(route));
    expect(unknown, 'matrix entries naming no route').toEqual([]);
    expect(new Set(manifestRoutes).size, 'a route declared twice').toBe(manifestRoutes.length);
  });

  it('gives every exempt route its reason', () => {
    for (const [route, entry] of Object.entries(ROUTE_CASES)) {
      if (entry.need !== 'self') continue;
      expect(Boolean(entry.exempt) !== Boolean(entry.request), `${route}: exempt with a reason, or run`).toBe(true);
    }
  });
});

const isScoped = (entry: RouteCase): entry is ScopedCase => entry.need !== 'self';
/** Every route, destructive ones last. */
const runnable = Object.entries(ROUTE_CASES).sort(([a], [b]) => Number(runsLast(a)) - Number(runsLast(b)));

async function callAs(who: Caller, request: { method: string; path: string; body?: unknown }) {
  return who.api.call(request.method, request.path, request.body);
}

function matrix(mode: Mode) {
  describe(`grants on the ${mode}`, { timeout: 600_000 }, () => {
    let fx: Fixture;
    beforeAll(async () => {
      fx = await buildFixture(mode);
    }, 120_000);

    it('self routes answer every caller alike', async () => {
      for (const [route, entry] of runnable) {
        if (entry.need !== 'self' || !entry.request) continue;
        const statuses = await Promise.all(fx.callers.map(async (who) => (await callAs(who, entry.request!(fx))).status));
        expect(statuses, route).toEqual(fx.callers.map(() => entry.status));
      }
    });

    it('every project-scoped route: the status each level gets, and nothing changed by a refusal', async () => {
      const failures: string[] = [];
      for (const [route, entry] of runnable) {
        if (!isScoped(entry)) continue;
        // Routes whose requests link applications run once per level the caller holds on the linked one.
        const outcomes = fx.callers.flatMap((who) =>
          (entry.links ?? [undefined]).map((link) => ({
            who,
            link,
            want: link
              ? expectedLinking(entry.need, entry.scope, mode, who.level, link)
              : expected(entry.need, entry.scope, mode, who.level),
          })),
        );
        const as = (who: Caller, link: string | undefined) => `as ${who.level}${link ? ` linking a ${link} application` : ''}`;
        const refused = outcomes.filter((outcome) => outcome.want !== 'ok');
        const allowed = outcomes.filter((outcome) => outcome.want === 'ok');
        const before = entry.probe ? await entry.probe(fx) : undefined;
        // Refusals together (nothing may change), then the allowed callers one by one (versions read afresh each time).
        await Promise.all(
          refused.map(async ({ who, want, link }) => {
            const request = await entry.request(fx, who, false, link);
            const response = await callAs(who, request);
            const status = entry.refusedAs404 && want === 403 && who.level === 'read' ? 404 : want;
            if (response.status !== status) failures.push(`${mode} ${route} ${as(who, link)}: ${response.status}, expected ${status}`);
          }),
        );
        if (entry.probe) {
          const after = await entry.probe(fx);
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            failures.push(`${mode} ${route}: a refusal changed ${JSON.stringify(before)} into ${JSON.stringify(after)}`);
          }
        }
        for (const { who, link } of allowed) {
          const request = await entry.request(fx, who, true, link);
          const response = await callAs(who, request);
          if (response.status < 200 || response.status > 299) {
            failures.push(`${mode} ${route} ${as(who, link)}: ${response.status} ${JSON.stringify(response.body)}, expected 2xx`);
            continue;
          }
          // A job the route started ends before the next route probes anything.
          const jobId = (response.body as { jobId?: unknown } | undefined)?.jobId;
          if (typeof jobId === 'string') await jobEnded(who.api, jobId);
        }
      }
      expect(failures).toEqual([]);
    });
  });
}

matrix('project');
matrix('application');
