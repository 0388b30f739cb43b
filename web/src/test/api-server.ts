/**
 * The one fake of the API in the `web` tests: an MSW server (started by `setup.ts`) that intercepts `fetch` as the
 * browser would send it. Each test installs its own answers with `answerApi`; a call no test answers fails the
 * test (`onUnhandledFrame: 'error'`), and the answers are dropped after each test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const apiServer = setupServer();

/** Calls that reached an `answerApi` but got no answer: `setup.ts` fails the test that made them. */
const unanswered: string[] = [];

/** The unanswered calls of the test that just ran ("METHOD /path"), forgotten once read. */
export function takeUnansweredCalls(): string[] {
  return unanswered.splice(0);
}

/** A call the app made to `/api/*`, as the server received it. */
export interface ApiCall {
  readonly method: string;
  /** Pathname, `/api/...`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly credentials: RequestCredentials;
  /** The parsed JSON body, the raw text when it is not JSON, undefined when empty. */
  readonly body: unknown;
}

export interface Answer {
  readonly status: number;
  /** Sent as JSON, or as is when a string. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** The API's error shape. */
export const apiError = (status: number, code: string, details: { field: string; message: string }[] = []): Answer => ({
  status,
  body: { error: { code, message: code, details, requestId: 'req-test' } },
});

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse(answer: Answer): Response {
  const body = answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return new HttpResponse(body, { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } });
}

/**
 * Answers this test's calls to `/api/*` with `answer` (undefined: not answered, the call fails and so does the test) and returns
 * the list of calls, which fills as the app calls.
 */
export function answerApi(answer: (call: ApiCall) => Answer | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const call: ApiCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        credentials: request.credentials,
        body: await readBody(request),
      };
      calls.push(call);
      const answered = answer(call);
      if (answered) return toResponse(answered);
      // Never let it through to the network: the app sees a failed fetch, the test fails in `afterEach`.
      unanswered.push(`${call.method} ${call.path}`);
      return HttpResponse.error();
    }),
  );
  return calls;
}

/** Answers by "METHOD /path" (a fixed answer, or one computed from the call). */
export function answerRoutes(routes: Readonly<Record<string, Answer | ((call: ApiCall) => Answer)>>): ApiCall[] {
  return answerApi((call) => {
    const route = routes[`${call.method} ${call.path}`];
    return typeof route === 'function' ? route(call) : route;
  });
}

/** From now on in this test, every call fails as when the network is down (`fetch` rejects). */
export function failNetwork(): void {
  apiServer.use(http.all('*', () => HttpResponse.error()));
}
