/**
 * Loaders of the builder screens: the session check, the route parameters checked before they reach the
 * API (a malformed one is the 404 page, like an unknown element), then the project and the application (for
 * the header) and the element's form or table, fetched into the query cache with `fetchQuery` (fresh data is
 * reused; a failure reaches the route's error element). The builder's routes name the application by its slug.
 */
import type { LoaderFunctionArgs, Params } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { applicationQuery, projectQuery } from '../../lib/projects/queries';
import { canLoad } from '../../lib/projects/route-helpers';
import { type ElementRef, formQuery } from '../../lib/projects/element-queries';
import { elementRefOf, loadElementScreen } from '../../lib/projects/element-screen';

export const builderElementOf = (params: Params): ElementRef => elementRefOf(params, 'applicationSlug');

/** The form screen: the project, the application and the element's form, with the controls its preview loads on demand. */
async function loadFormScreen({ projectId, ref, element }: ElementRef) {
  await Promise.all([
    queryClient.fetchQuery(projectQuery(projectId)),
    queryClient.fetchQuery(applicationQuery(projectId, ref)),
    // The preview shows the form whole at once: the controls it loads on demand come with the screen (the renderer
    // itself is the form screen's; the list screen does not load it).
    Promise.all([queryClient.fetchQuery(formQuery(projectId, ref, element)), import('../../components/form-renderer/form-renderer')]).then(
      ([view, renderer]) => renderer.preloadControls(view.form),
    ),
  ]);
}

export const elementLoader = (screen: 'form' | 'table') =>
  async function loader(args: LoaderFunctionArgs) {
    if (!canLoad(args)) return null;
    const to = builderElementOf(args.params);
    await (screen === 'form' ? loadFormScreen(to) : loadElementScreen(to));
    return null;
  };
