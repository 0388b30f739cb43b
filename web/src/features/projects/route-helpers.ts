/**
 * What every project route shares: the session check before any call (the parent guard runs in parallel),
 * the route parameters checked before they reach the API (a malformed id is a 404, like an unknown one),
 * and the 404 thrown for them.
 */
import * as v from 'valibot';
import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import { isUiLocale, type UiLocale } from '../../../../shared/constants';
import { ApplicationRef } from '../../../../shared/schemas/projects';
import { Ulid } from '../../../../shared/schemas/common';
import { guardPath } from '../../lib/session';

export const notFound = () => data(null, { status: 404 });

/**
 * True when the route may call the API: a screen language and a live session. Otherwise the parent route
 * (customer-layout) answers (404 page or redirect to the login page) and this loader does nothing.
 */
export function canLoad({ request, params }: LoaderFunctionArgs): boolean {
  return isUiLocale(params.lang) && guardPath(new URL(request.url).pathname) === null;
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

/** Paths of the screens of this issue (SPEC §2). */
export const paths = {
  welcome: (lang: UiLocale) => `/${lang}/customer/welcome`,
  project: (lang: UiLocale, projectId: string) => `/${lang}/customer/projects/${projectId}/dashboard`,
  configureApps: (lang: UiLocale, projectId: string) => `/${lang}/customer/projects/${projectId}/configure/apps`,
  configureCreate: (lang: UiLocale, projectId: string, kind?: string) =>
    `/${lang}/customer/projects/${projectId}/configure/create${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
  description: (lang: UiLocale, projectId: string, slug: string) =>
    `/${lang}/customer/projects/${projectId}/configure/${slug}/description`,
  success: (lang: UiLocale, projectId: string, slug: string) => `/${lang}/customer/projects/${projectId}/configure/${slug}/success`,
  application: (lang: UiLocale, projectId: string, applicationId: string) =>
    `/${lang}/customer/projects/${projectId}/applications/${applicationId}`,
};
