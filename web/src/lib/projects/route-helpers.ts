/**
 * What every project route shares: the session check before any call (the parent guard runs in parallel),
 * the route parameters checked before they reach the API (a malformed id is a 404, like an unknown one),
 * the 404 thrown for them, and the loaders of the project and application screens.
 */
import * as v from 'valibot';
import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import { isUiLocale, type UiLocale } from '../../../../shared/constants';
import { ApplicationRef } from '../../../../shared/schemas/refs';
import { Ulid } from '../../../../shared/schemas/common';
import { queryClient, scopeCacheToStoredSession } from '../query-client';
import { guardPath } from '../session';
import { applicationKindsQuery, applicationQuery, projectQuery } from './queries';

export const notFound = () => data(null, { status: 404 });

/**
 * True when the route may call the API: a screen language and a live session. Otherwise the parent route
 * (customer-layout) answers (404 page or redirect to the login page) and this loader does nothing. When true,
 * the query cache is scoped to the stored session first (scopeCacheToStoredSession says why here too).
 */
export function canLoad({ request, params }: LoaderFunctionArgs): boolean {
  if (!isUiLocale(params.lang) || guardPath(new URL(request.url).pathname) !== null) return false;
  scopeCacheToStoredSession();
  return true;
}

export function projectIdOf(params: Params): string {
  const { projectId } = params;
  if (!v.is(Ulid, projectId)) throw notFound();
  return projectId;
}

export function applicationRefOf(params: Params, name: 'applicationSlug' | 'applicationId'): string {
  const ref = params[name];
  if (!v.is(ApplicationRef, ref)) throw notFound();
  return ref;
}

/** Loader of a project screen: the project and the kinds registry. */
export async function projectLoader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  const projectId = projectIdOf(args.params);
  await Promise.all([queryClient.fetchQuery(projectQuery(projectId)), queryClient.fetchQuery(applicationKindsQuery())]);
  return null;
}

/**
 * Loader of an application screen, the application named by the route parameter `name` (an id or a slug):
 * the project, the application and the kinds registry.
 */
export const applicationLoader = (name: 'applicationSlug' | 'applicationId') =>
  async function loader(args: LoaderFunctionArgs) {
    if (!canLoad(args)) return null;
    const projectId = projectIdOf(args.params);
    const ref = applicationRefOf(args.params, name);
    await Promise.all([
      queryClient.fetchQuery(projectQuery(projectId)),
      queryClient.fetchQuery(applicationQuery(projectId, ref)),
      queryClient.fetchQuery(applicationKindsQuery()),
    ]);
    return null;
  };

/** The list of an element's records (docs/product.md, "Screens and routes"): the records screens hang below it. */
const recordsPath = (lang: UiLocale, projectId: string, applicationId: string, element: string) =>
  `/${lang}/customer/projects/${projectId}/applications/${applicationId}/${element}`;

/** Paths of the customer screens (docs/product.md, "Screens and routes"). */
export const paths = {
  welcome: (lang: UiLocale) => `/${lang}/customer/welcome`,
  project: (lang: UiLocale, projectId: string) => `/${lang}/customer/projects/${projectId}/dashboard`,
  configureApps: (lang: UiLocale, projectId: string) => `/${lang}/customer/projects/${projectId}/configure/apps`,
  configureCreate: (lang: UiLocale, projectId: string, kind?: string) =>
    `/${lang}/customer/projects/${projectId}/configure/create${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
  description: (lang: UiLocale, projectId: string, slug: string) => `/${lang}/customer/projects/${projectId}/configure/${slug}/description`,
  success: (lang: UiLocale, projectId: string, slug: string) => `/${lang}/customer/projects/${projectId}/configure/${slug}/success`,
  application: (lang: UiLocale, projectId: string, applicationId: string) =>
    `/${lang}/customer/projects/${projectId}/applications/${applicationId}`,
  /** The builder screens of an element: its form and its list. */
  form: (lang: UiLocale, projectId: string, slug: string, element: string) =>
    `/${lang}/customer/projects/${projectId}/configure/${slug}/${element}/forms`,
  table: (lang: UiLocale, projectId: string, slug: string, element: string) =>
    `/${lang}/customer/projects/${projectId}/configure/${slug}/${element}/table`,
  /** The records screens of an element: the list, add (a copy of the record `from`), one record's screens. */
  records: recordsPath,
  recordNew: (lang: UiLocale, projectId: string, applicationId: string, element: string, from?: string) =>
    `${recordsPath(lang, projectId, applicationId, element)}/new${from ? `?from=${encodeURIComponent(from)}` : ''}`,
  record: (
    lang: UiLocale,
    projectId: string,
    applicationId: string,
    element: string,
    recordId: string,
    screen: 'view' | 'edit' | 'history' | 'conducteur',
  ) => `${recordsPath(lang, projectId, applicationId, element)}/${recordId}/${screen}`,
};
