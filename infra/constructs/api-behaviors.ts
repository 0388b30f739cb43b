import { Duration, Stack } from 'aws-cdk-lib';
import type { DomainName, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
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
import { HostedApiGuardFunction } from './webapp-hosts';

/**
 * Header CloudFront adds to every request it sends to the API, with the generated origin secret as value. The API
 * trusts `CloudFront-Viewer-Address` only on requests that carry it (functions/lib/http, env `ORIGIN_SECRET`).
 * CloudFront overwrites a viewer header of the same name, so a client cannot supply its own.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The CloudFront header that holds the viewer's IP and source port, port after the last colon (`198.51.100.7:46532`). */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/**
 * Viewer headers forwarded to the API: exactly those the API reads (content negotiation, the CSRF checks on
 * `Origin`/`Sec-Fetch-Site`, the log's user agent). An allow list, because CloudFront cannot combine "every viewer
 * header except Host" with its own `CloudFront-Viewer-Address`; a header the API starts reading must be added here.
 * Cookies and query strings are forwarded whole. CloudFront allows 10 headers per policy.
 */
const API_VIEWER_HEADERS = ['Accept-Language', 'Content-Type', 'Origin', 'Referer', 'Sec-Fetch-Site', 'User-Agent'] as const;

/**
 * Viewer headers the public read API (`/api/public/*`) of published web apps receives: the viewer's address (its rate
 * limit per client) and the log's user agent. No cookie (CloudFront answers conditional requests itself only when it
 * forwards none), nothing in the cache key but the path and the whole query string.
 */
const PUBLIC_API_VIEWER_HEADERS = ['User-Agent', VIEWER_ADDRESS_HEADER] as const;

/** Longest time CloudFront keeps a public answer, whatever its Cache-Control says (it says 60 s). */
const PUBLIC_API_MAX_TTL_SECONDS = 300;

export interface ApiBehaviorsProps {
  readonly httpApi: HttpApi;
  /** The API's custom domain, when one is configured: CloudFront then calls it with the viewer's Host. */
  readonly apiDomain?: DomainName;
  /** Value of ORIGIN_VERIFY_HEADER. */
  readonly originSecret: Secret;
  readonly securityHeaders: ResponseHeadersPolicy;
  /** The distribution's own names: under any other (a web app's own domain) only the public APIs answer. */
  readonly ownHosts: readonly string[];
}

/**
 * The distribution's behaviours to the HTTP API: `/api` and `/api/*`, never cached, and `/api/public/*` (the public
 * read API of published web apps), cached as its answers say. Created in the web stack's scope (their ids are the
 * stack's: a new id would replace them).
 */
export function apiBehaviors(scope: Construct, props: ApiBehaviorsProps): { api: BehaviorOptions; publicApi: BehaviorOptions } {
  const stack = Stack.of(scope);
  // Without a custom domain CloudFront must call the execute-api host name, and that endpoint must stay on.
  // With one, it calls the API's regional domain with the viewer's Host (the custom domain): CloudFront then
  // sends that name as SNI and Host, which is what API Gateway routes a custom domain by.
  const origin = new HttpOrigin(
    props.apiDomain ? props.apiDomain.regionalDomainName : `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
    {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
    },
  );
  const host = props.apiDomain ? ['Host'] : [];
  const requestPolicy = new OriginRequestPolicy(scope, 'ApiRequestPolicy', {
    comment: `${stack.stackName}: what reaches the API (functions/lib/http)`,
    headerBehavior: OriginRequestHeaderBehavior.allowList(...API_VIEWER_HEADERS, ...host, VIEWER_ADDRESS_HEADER),
    cookieBehavior: OriginRequestCookieBehavior.all(),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
  });
  const api: BehaviorOptions = {
    origin,
    // Plain HTTP is refused rather than redirected: a redirected POST would lose its body.
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: requestPolicy,
    responseHeadersPolicy: props.securityHeaders,
    // Under a web app's own domain, only /api/public and /api/live.
    functionAssociations: [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new HostedApiGuardFunction(scope, 'HostedApiGuard', { ownHosts: props.ownHosts }).function,
      },
    ],
    compress: true,
  };

  // The public read API of published web apps, cached as its answers say (Cache-Control: public, max-age=60, a strong
  // ETag): CloudFront keeps an answer for its max-age (300 s at most), keyed on the path and the whole query string,
  // and answers a viewer's If-None-Match itself with a 304 when the cached ETag matches; once the answer is stale it
  // revalidates with the origin using that ETag. No cookies.
  const publicCachePolicy = new CachePolicy(scope, 'PublicApiCachePolicy', {
    comment: `${stack.stackName}: /api/public/* as its Cache-Control says (shared/schemas/webapps.ts PUBLIC_MAX_AGE_SECONDS)`,
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(PUBLIC_API_MAX_TTL_SECONDS),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const publicRequestPolicy = new OriginRequestPolicy(scope, 'PublicApiRequestPolicy', {
    comment: `${stack.stackName}: what reaches the public read API (functions/webapps)`,
    headerBehavior: OriginRequestHeaderBehavior.allowList(...PUBLIC_API_VIEWER_HEADERS, ...host),
    cookieBehavior: OriginRequestCookieBehavior.none(),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
  });
  const publicApi: BehaviorOptions = {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: publicCachePolicy,
    originRequestPolicy: publicRequestPolicy,
    responseHeadersPolicy: props.securityHeaders,
    compress: true,
  };
  return { api, publicApi };
}
