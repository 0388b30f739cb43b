import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { APP_ENTRY, SITE_BASE_PATTERN, SITE_ENTRY, WEB_ENTRIES } from '../../shared/web-entries';
import { ownHostCode } from './webapp-hosts';

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) of the web behaviours: a path whose last segment
 * has no file extension is a client route (so is a web app's bare base `/w/{host}`), served by its entry
 * (shared/web-entries.ts: `/live.html` under `/{lang}/live/`, `/site.html` under `/w/`, else `/index.html`);
 * anything else goes to S3 unchanged, so a missing file stays a 404 (the same rule as local/gateway/static.ts,
 * `isClientRoute`).
 *
 * A request carrying another host name than the distribution's own (`ownHosts`, and `*.cloudfront.net`)
 * is a published web app's own domain (an alternate domain name of the distribution): its client routes are the
 * site (`hostedEntryFor`: the participant page keeps its paths, every other route is `/site.html`), its files are
 * the build's, as they are.
 *
 * Distribution-level error responses are deliberately not used: they would also rewrite the API's 404s.
 */
export function spaFallbackCode(ownHosts: readonly string[]): string {
  const live = WEB_ENTRIES.find((entry) => entry.file === '/live.html')!;
  return `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1).replace(/^\\.+/, '');
  if (last.indexOf('.') === -1 || ${SITE_BASE_PATTERN}.test(uri)) {
${ownHostCode(ownHosts, '    ')}
    if (!own) {
      request.uri = ${new RegExp(live.pattern)}.test(uri) ? ${JSON.stringify(live.file)} : ${JSON.stringify(SITE_ENTRY)};
      return request;
    }
    request.uri = ${JSON.stringify(APP_ENTRY)};
${WEB_ENTRIES.map((entry) => `    if (${new RegExp(entry.pattern)}.test(uri)) request.uri = ${JSON.stringify(entry.file)};`)
  .reverse()
  .join('\n')}
  }
  return request;
}
`;
}

/** The function of a distribution without own names besides its `*.cloudfront.net` one. */
export const SPA_FALLBACK_CODE = spaFallbackCode([]);

export class SpaFallbackFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: { readonly ownHosts?: readonly string[] } = {}) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(spaFallbackCode(props.ownHosts ?? [])),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves the HTML entry (index, live, site) of client routes; a web app domain gets its site',
    });
  }
}
