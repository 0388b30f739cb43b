/**
 * Loaders of the records screens: the session check, the route parameters checked before they reach the API (a
 * malformed element or record id is the 404 page, like an unknown one), then what the screen shows, fetched into the
 * query cache with `fetchQuery` (fresh data is reused; a failure reaches the route's error element): the project and
 * the application (header, counts, category forms), the element's form and list configuration, the categories its
 * fields offer, and the screen's own records.
 */
import * as v from 'valibot';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { Ulid } from '../../../../shared/schemas/common';
import { ElementRefInput } from '../../../../shared/schemas/refs';
import { preloadControls } from '../../components/form-renderer/form-renderer';
import { queryClient } from '../../lib/query-client';
import { tableQuery } from '../../lib/projects/element-queries';
import { applicationQuery, projectQuery } from '../../lib/projects/queries';
import { applicationRefOf, canLoad, notFound, projectIdOf } from '../../lib/projects/route-helpers';
import { categoriesQuery } from './api/get-categories';
import { recordQuery } from './api/get-record';
import { recordsQuery } from './api/get-records';
import { versionsQuery } from './api/get-versions';
import type { ElementRef } from './api/keys';
import { categoryElementsOf, shownFields } from './categories';

export function elementRefOf(params: Params): ElementRef {
  const element = params.builderElement;
  if (!v.is(ElementRefInput.entries.element, element)) throw notFound();
  return { projectId: projectIdOf(params), ref: applicationRefOf(params, 'applicationId'), element };
}

export function recordIdOf(params: Params): string {
  const { objId } = params;
  if (!v.is(Ulid, objId)) throw notFound();
  return objId;
}

/** The project, the application and the element's configuration; then the categories of `fields` ('form': every field). */
async function loadElement(to: ElementRef, fields: 'form' | 'columns') {
  const [, , view] = await Promise.all([
    queryClient.fetchQuery(projectQuery(to.projectId)),
    queryClient.fetchQuery(applicationQuery(to.projectId, to.ref)),
    queryClient.fetchQuery(tableQuery(to.projectId, to.ref, to.element)),
  ]);
  const elements = categoryElementsOf(shownFields(view, fields));
  if (elements.length > 0) await queryClient.fetchQuery(categoriesQuery(to, elements));
  return view;
}

/** The list: its first page in the default order. */
export async function listLoader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  const to = elementRefOf(args.params);
  await Promise.all([loadElement(to, 'columns'), queryClient.fetchQuery(recordsQuery(to, {}))]);
  return null;
}

/** Add: the form, and the record to copy when `?from=` names one. */
export async function newLoader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  const to = elementRefOf(args.params);
  const from = new URL(args.request.url).searchParams.get('from');
  if (from !== null && !v.is(Ulid, from)) throw notFound();
  const [view] = await Promise.all([loadElement(to, 'form'), from ? queryClient.fetchQuery(recordQuery(to, from)) : null]);
  await preloadControls(view.form);
  return null;
}

/** One record's screen (and its conductor page): the form, the record, and for the history its latest versions. */
export const recordLoader = (screen: 'view' | 'edit' | 'history' | 'conductor') =>
  async function loader(args: LoaderFunctionArgs) {
    if (!canLoad(args)) return null;
    const to = elementRefOf(args.params);
    const recordId = recordIdOf(args.params);
    const [view] = await Promise.all([
      loadElement(to, 'form'),
      queryClient.fetchQuery(recordQuery(to, recordId)),
      screen === 'history' ? queryClient.fetchQuery(versionsQuery(to, recordId)) : null,
    ]);
    // The controls the form loads on demand, and for the view the sanitiser of its HTML fields, come with the screen.
    await Promise.all([
      screen === 'history' || screen === 'conductor' ? null : preloadControls(view.form),
      (screen === 'view' || screen === 'conductor') && view.form.fields.some((field) => field.type === 'html')
        ? import('../../components/ui/safe-html')
        : null,
      // The view's upload links (shown to writers of a form with files; the chunk is small, the check is the section's).
      screen === 'view' && view.form.fields.some((field) => field.type === 'file' || field.type === 'gallery')
        ? import('./upload-links/upload-links-section')
        : null,
    ]);
    return null;
  };
