/**
 * Test helper of the account screens: answers `/api/*` calls by "METHOD /path" through the tests' MSW server and
 * records every call ("METHOD /path" and JSON body). A call no route answers fails the test.
 */
import { type Answer, answerApi } from '../../test/api-server';

export { apiError } from '../../test/api-server';

export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

export function fakeApi(routes: Routes) {
  const calls: { key: string; body: unknown }[] = [];
  answerApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    calls.push({ key, body });
    const route = routes[key];
    return typeof route === 'function' ? route(body) : route;
  });
  return {
    calls,
    /** Bodies sent to one route, in order. */
    bodies: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}
