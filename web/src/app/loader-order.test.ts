/**
 * The loaders of one navigation run in parallel, each once its lazy module has arrived: a screen's fetch can
 * start before the customer layout's loader runs. That loader must not clear (and so cancel) the fetch.
 * (Under load in Chromium this showed the error page instead of the welcome page.)
 */
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { startSession } from '../lib/session';
import { loader as customerLayoutLoader } from '../features/accounts/routes/customer-layout';
import { projectKeys } from '../lib/projects/queries';
import { loader as welcomeLoader } from '../features/projects/routes/welcome-page';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

it("a screen's loader that runs before the customer layout's keeps its fetch: the cache is scoped once", async () => {
  startSession({ customerId: `c-${Date.now()}`, email: 'ana@example.com' });
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const args = {
    request: new Request('http://localhost/fr/customer/welcome'),
    params: { lang: 'fr' },
    context: {},
  } as unknown as LoaderFunctionArgs;

  const screen = welcomeLoader(args);
  customerLayoutLoader(args);
  answer(new Response(JSON.stringify({ items: [], count: 0 }), { status: 200, headers: { 'content-type': 'application/json' } }));

  await expect(screen).resolves.toBeNull();
  expect(queryClient.getQueryData(projectKeys.list())).toEqual({ items: [], count: 0 });
});
