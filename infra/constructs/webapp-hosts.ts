import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { WEB_ENTRIES } from '../../shared/web-entries';

/**
 * Published web apps served by their own host name on AWS. Such a name is an alternate domain
 * name of the distribution (docs/deploy.md): the distribution tells it from its own names by the viewer's `Host`.
 * Its own names are the product's domain (`domainName`, and `appUrl`'s host) and its default `*.cloudfront.net`
 * domain (the event's `context.distributionDomainName`).
 */

/** Code that sets `own` (true when the request's Host is one of the distribution's own names). */
export function ownHostCode(ownHosts: readonly string[], indent = '  '): string {
  const names = JSON.stringify(ownHosts.map((host) => host.toLowerCase()));
  return [
    `var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';`,
    `var own = host === event.context.distributionDomainName || ${names}.indexOf(host) !== -1;`,
  ]
    .map((line) => indent + line)
    .join('\n');
}

/** The API paths a web app's own domain may reach: its participant page's API (the public API has its own behaviour). */
export const HOSTED_API_PREFIXES = ['/api/public/', '/api/live/'] as const;

/**
 * Viewer request of the `/api` behaviours: under a web app's own domain only the public read API and the
 * participant API answer; anything else is a 404, before it reaches the API (as the local gateway's 421).
 */
export function hostedApiGuardCode(ownHosts: readonly string[]): string {
  return `function handler(event) {
  var request = event.request;
${ownHostCode(ownHosts)}
  if (own) return request;
  var uri = request.uri;
  if (${HOSTED_API_PREFIXES.map((prefix) => `uri.indexOf(${JSON.stringify(prefix)}) === 0`).join(' || ')}) return request;
  return { statusCode: 404, statusDescription: 'Not Found' };
}
`;
}

/** The headers an HTML entry gets on top of the behaviour's response headers policy. */
export interface EntryHeaders {
  readonly contentSecurityPolicy: string;
  readonly frameOptions: 'DENY' | 'SAMEORIGIN';
}

/**
 * Viewer response of the default behaviour: the response headers policy is the app's, whose CSP and
 * `X-Frame-Options: DENY` the participant page (framed by the web apps) and, under a web app's own domain, the
 * site cannot have. CloudFront adds a policy's headers before the viewer-response function runs, so the function
 * replaces those two on HTML answers: the participant page's paths (`/{lang}/live/…`) get `live`, any other HTML
 * under a web app's own domain gets `site`; the app keeps the policy's.
 */
export function entryHeadersCode(ownHosts: readonly string[], sets: { readonly live: EntryHeaders; readonly site: EntryHeaders }): string {
  const live = WEB_ENTRIES.find((entry) => entry.file === '/live.html')!;
  const set = (headers: EntryHeaders) =>
    `{ csp: ${JSON.stringify(headers.contentSecurityPolicy)}, frame: ${JSON.stringify(headers.frameOptions)} }`;
  return `function handler(event) {
  var request = event.request;
  var response = event.response;
  var type = response.headers['content-type'];
  if (!type || type.value.indexOf('text/html') !== 0) return response;
${ownHostCode(ownHosts)}
  var uri = request.uri;
  var set = null;
  if (${new RegExp(live.pattern)}.test(uri) || uri === ${JSON.stringify(live.file)}) set = ${set(sets.live)};
  else if (!own) set = ${set(sets.site)};
  if (set) {
    response.headers['content-security-policy'] = { value: set.csp };
    response.headers['x-frame-options'] = { value: set.frame };
  }
  return response;
}
`;
}

export class HostedApiGuardFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: { readonly ownHosts: readonly string[] }) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(hostedApiGuardCode(props.ownHosts)),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'A web app domain reaches only /api/public and /api/live',
    });
  }
}

export class EntryHeadersFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(
    scope: Construct,
    id: string,
    props: { readonly ownHosts: readonly string[]; readonly live: EntryHeaders; readonly site: EntryHeaders },
  ) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(entryHeadersCode(props.ownHosts, props)),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'CSP and frame options of the participant page and, under a web app domain, of the site',
    });
  }
}
