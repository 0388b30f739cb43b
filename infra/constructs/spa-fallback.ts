import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { APP_ENTRY, WEB_ENTRIES } from '../../shared/web-entries';

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) of the web behaviour: a path whose last segment
 * has no file extension is a client route, served by its entry (shared/web-entries.ts: `/live.html` under
 * `/{lang}/live/`, else `/index.html`); anything else goes to S3 unchanged, so a missing file stays a 404 (the
 * same rule as local/gateway/static.ts, which follows `path.extname`).
 *
 * Distribution-level error responses are deliberately not used: they would also rewrite the API's 404s.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1).replace(/^\\.+/, '');
  if (last.indexOf('.') === -1) {
    request.uri = ${JSON.stringify(APP_ENTRY)};
${WEB_ENTRIES.map((entry) => `    if (${new RegExp(entry.pattern)}.test(uri)) request.uri = ${JSON.stringify(entry.file)};`)
  .reverse()
  .join('\n')}
  }
  return request;
}
`;

export class SpaFallbackFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves the HTML entry (/index.html, /live.html) of client routes (paths without a file extension)',
    });
  }
}
