/**
 * What the screens of one builder element read (the records screens, the import, the export, the builder's list
 * screen): the element named by the route, checked before it reaches the API (a malformed one is the 404 page, like an
 * unknown one); the loader's fetch of the project (header), the application (counts, the caller's level) and the
 * element's configuration (its form, its list, the project's languages); and the hook that reads them back, with the
 * names the screens show. The builder's form screen reads the element's form view instead (features/builder).
 */
import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import * as v from 'valibot';
import { localizedText } from '../../../../shared/localized-text';
import type { ElementTableView } from '../../../../shared/project-views';
import { ElementRefInput } from '../../../../shared/schemas/refs';
import { queryClient } from '../query-client';
import { useLocale } from '../use-locale';
import { type ElementRef, tableQuery } from './element-queries';
import { applicationQuery, projectQuery } from './queries';
import { applicationRefOf, notFound, projectIdOf } from './route-helpers';
import { useProjectApplication } from './use-project-application';

/** The element of the route (`builderElement`), in the application named by the parameter `name`. */
export function elementRefOf(params: Params, name: 'applicationId' | 'applicationSlug' = 'applicationId'): ElementRef {
  const element = params.builderElement;
  if (!v.is(ElementRefInput.entries.element, element)) throw notFound();
  return { projectId: projectIdOf(params), ref: applicationRefOf(params, name), element };
}

/** Loader part: the project, the application and the element's configuration, fetched into the query cache. */
export async function loadElementScreen(to: ElementRef): Promise<ElementTableView> {
  const [, , view] = await Promise.all([
    queryClient.fetchQuery(projectQuery(to.projectId)),
    queryClient.fetchQuery(applicationQuery(to.projectId, to.ref)),
    queryClient.fetchQuery(tableQuery(to.projectId, to.ref, to.element)),
  ]);
  return view;
}

/** What the loader fetched (null until all of it is there), with the project's languages and the element's name. */
export function useElementScreen(to: ElementRef) {
  const locale = useLocale();
  const { project, application } = useProjectApplication(to.projectId, to.ref);
  const { data: view } = useQuery({ ...tableQuery(to.projectId, to.ref, to.element), refetchOnMount: false });
  if (!project || !application || !view) return null;
  const elementName = localizedText(view.element.name, locale, view.languages) || view.element.key;
  return { project, application, view, languages: view.languages, locale, elementName };
}
