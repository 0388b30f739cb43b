import { Stack } from 'aws-cdk-lib';
import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  type BehaviorOptions,
  type ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from './api-behaviors';
import { WebSocketPathFunction } from './websocket-path';

/**
 * Viewer headers forwarded to the WebSocket API on `/ws`: what the upgrade needs (CloudFront's WebSocket requirements
 * name `Sec-WebSocket-Key` and `-Version`; `-Protocol` and `-Extensions` complete the handshake), `Origin` (checked on
 * `$connect`) and the viewer's address (the ticket route's rate limits). Never `Host`: API Gateway's execute-api
 * endpoint routes by its own host name, which CloudFront sends when Host is not forwarded.
 */
const WEBSOCKET_VIEWER_HEADERS = [
  'Sec-WebSocket-Key',
  'Sec-WebSocket-Version',
  'Sec-WebSocket-Protocol',
  'Sec-WebSocket-Extensions',
  'Origin',
  VIEWER_ADDRESS_HEADER,
] as const;

/** The only query string the WebSocket API reads: the one-time ticket of `$connect`. */
const WEBSOCKET_QUERY_STRINGS = ['ticket'] as const;

/**
 * `wss://<app origin>/ws?ticket=…` → the WebSocket API's stage (docs/live.md). The execute-api endpoint stays
 * the origin even with a custom domain (the domain name is the HTTP API's); `$connect` refuses a request without
 * the origin secret, so the endpoint called directly opens nothing. Never cached; HTTPS only. Created in the web
 * stack's scope (its ids are the stack's).
 */
export function webSocketBehavior(
  scope: Construct,
  props: { readonly api: WebSocketApi; readonly originSecret: Secret; readonly securityHeaders: ResponseHeadersPolicy },
): BehaviorOptions {
  const stack = Stack.of(scope);
  const origin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
  });
  const requestPolicy = new OriginRequestPolicy(scope, 'WebSocketRequestPolicy', {
    comment: `${stack.stackName}: what reaches the WebSocket API's $connect (functions/live)`,
    headerBehavior: OriginRequestHeaderBehavior.allowList(...WEBSOCKET_VIEWER_HEADERS),
    cookieBehavior: OriginRequestCookieBehavior.none(),
    queryStringBehavior: OriginRequestQueryStringBehavior.allowList(...WEBSOCKET_QUERY_STRINGS),
  });
  return {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: requestPolicy,
    // On the upgrade's answer (and a refusal's) like on every other response of the origin.
    responseHeadersPolicy: props.securityHeaders,
    functionAssociations: [
      { eventType: FunctionEventType.VIEWER_REQUEST, function: new WebSocketPathFunction(scope, 'WebSocketPath').function },
    ],
    compress: false,
  };
}
