/**
 * Loaders of the builder screens: the session check, the route parameters checked before they reach the
 * API (a malformed one is the 404 page, like an unknown element), then the project and the application (for
 * the header) and the element's form or table, fetched into the query cache with `fetchQuery` (fresh data is
 * reused; a failure reaches the route's error element).
 */
import * as v from 'valibot';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { ElementRefInput } from '../../../../shared/schemas/refs';
import { queryClient } from '../../lib/query-client';
import { applicationQuery, projectQuery } from '../../lib/projects/queries';
import { applicationRefOf, canLoad, notFound, projectIdOf } from '../../lib/projects/route-helpers';
import { formQuery, tableQuery } from '../../lib/projects/element-queries';

export interface ElementRoute {
  readonly projectId: string;
  readonly slug: string;
  readonly element: string;
}

export function elementRouteOf(params: Params): ElementRoute {
  const element = params.builderElement;
  if (!v.is(ElementRefInput.entries.element, element)) throw notFound();
  return { projectId: projectIdOf(params), slug: applicationRefOf(params, 'applicationSlug'), element };
}

export const elementLoader = (screen: 'form' | 'table') =>
  async function loader(args: LoaderFunctionArgs) {
    if (!canLoad(args)) return null;
    const { projectId, slug, element } = elementRouteOf(args.params);
    await Promise.all([
      queryClient.fetchQuery(projectQuery(projectId)),
      queryClient.fetchQuery(applicationQuery(projectId, slug)),
      screen === 'form'
        ? // The preview shows the form whole at once: the controls it loads on demand come with the screen (the
          // renderer itself is the form screen's; the list screen does not load it).
          Promise.all([
            queryClient.fetchQuery(formQuery(projectId, slug, element)),
            import('../../components/form-renderer/form-renderer'),
          ]).then(([view, renderer]) => renderer.preloadControls(view.form))
        : queryClient.fetchQuery(tableQuery(projectId, slug, element)),
    ]);
    return null;
  };
