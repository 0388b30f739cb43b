import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { UI_LOCALES } from '../../shared/constants';

/** The participant page of the interactive modules (issue 14): its own light entry, for every path under it. */
export const LIVE_ENTRY = '/live.html';
const LIVE_PATHS = `^\\/(${UI_LOCALES.join('|')})\\/live(\\/|$)`;

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) of the web behaviour: a path whose last segment
 * has no file extension is a client route, served by `/index.html` — or by `/live.html` under `/{lang}/live`
 * (the participant page, a separate entry); anything else goes to S3 unchanged, so a missing file stays a 404
 * (the same rule as local/gateway/static.ts, which follows `path.extname`).
 *
 * Distribution-level error responses are deliberately not used: they would also rewrite the API's 404s.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1).replace(/^\\.+/, '');
  if (last.indexOf('.') === -1) {
    request.uri = /${LIVE_PATHS}/.test(uri) ? '${LIVE_ENTRY}' : '/index.html';
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
      comment: 'Serves /index.html (or /live.html under /{lang}/live) for client routes (paths without a file extension)',
    });
  }
}
