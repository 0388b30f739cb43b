/**
 * Test helper of the account screens: a fake `fetch` answering `/api/*` calls by "METHOD /path", recording
 * every call with its JSON body. Unlisted calls answer 404 NOT_FOUND.
 */
import { vi } from 'vitest';

export interface Answer {
  readonly status: number;
  readonly body?: unknown;
}

export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

export const apiError = (status: number, code: string, details: { field: string; message: string }[] = []): Answer => ({
  status,
  body: { error: { code, message: code, details, requestId: 'req-test' } },
});

export function fakeApi(routes: Routes) {
  const calls: { key: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    const answer = typeof route === 'function' ? route(body) : (route ?? apiError(404, 'NOT_FOUND'));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** Bodies sent to one route, in order. */
    bodies: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}
