import { Arn, ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import { DomainName, HttpApi, SecurityPolicy, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { WEBSOCKET_PATH } from '../../shared/schemas/realtime';
import {
  contentSecurityPolicy,
  contentSecurityPolicyFor,
  frameOptions,
  HSTS_MAX_AGE_SECONDS,
  type PageKind,
} from '../../shared/security-headers';
import { InfraConfigError } from '../config';
import { RetainedLogGroup, routeProviderLogs } from '../constructs/logs';
import { EntryHeadersFunction, HostedApiGuardFunction } from '../constructs/hosted-sites';
import { AccessLogsBucket, SecureBucket } from '../constructs/secure-bucket';
import { SpaFallbackFunction } from '../constructs/spa-fallback';
import { UploadsCors } from '../constructs/uploads-cors';
import { WebContent } from '../constructs/web-content';
import { WebSocketPathFunction } from '../constructs/websocket-path';

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
export const API_VIEWER_HEADERS = ['Accept-Language', 'Content-Type', 'Origin', 'Referer', 'Sec-Fetch-Site', 'User-Agent'] as const;

/**
 * Viewer headers forwarded to the WebSocket API on `/ws` (issue 14): what the upgrade needs (CloudFront's
 * WebSocket requirements name `Sec-WebSocket-Key` and `-Version`; `-Protocol` and `-Extensions` complete the
 * handshake), `Origin` (checked on `$connect`) and the viewer's address (the ticket route's rate limits). Never
 * `Host`: API Gateway's execute-api endpoint routes by its own host name, which CloudFront sends when Host is not
 * forwarded.
 */
export const WEBSOCKET_VIEWER_HEADERS = [
  'Sec-WebSocket-Key',
  'Sec-WebSocket-Version',
  'Sec-WebSocket-Protocol',
  'Sec-WebSocket-Extensions',
  'Origin',
  VIEWER_ADDRESS_HEADER,
] as const;

/**
 * Issue 15: viewer headers the public read API (`/api/public/*`) receives: the viewer's address (its rate limit per
 * client) and the log's user agent. No cookie (CloudFront answers conditional requests itself only when it forwards
 * none), nothing in the cache key but the path and the whole query string.
 */
export const PUBLIC_API_VIEWER_HEADERS = ['User-Agent', VIEWER_ADDRESS_HEADER] as const;

/** Issue 15: longest time CloudFront keeps a public answer, whatever its Cache-Control says (it says 60 s). */
export const PUBLIC_API_MAX_TTL_SECONDS = 300;

/** The only query string the WebSocket API reads: the one-time ticket of `$connect`. */
export const WEBSOCKET_QUERY_STRINGS = ['ticket'] as const;

export interface WebStackProps extends StackProps {
  /** Name of the HTTP API (the API stack adds its stage and routes); the WebSocket API is named `{apiName}-ws`. */
  readonly apiName: string;
  /**
   * Whether a domain of the manifest declares WebSocket routes: then the bare WebSocket API is created here (the
   * API stack adds its routes and stage, as for the HTTP API) and CloudFront's `/ws` reaches it.
   */
  readonly webSocket?: boolean;
  /** The web build directory. */
  readonly webDist: string;
  /** Its origin joins the CSP's img-src (images are shown from presigned URLs). */
  readonly uploadsBucket: IBucket;
  /**
   * Custom domain of the distribution (certificate in us-east-1), which the HTTP API also answers to (certificate
   * in the stack's region): CloudFront then reaches the API through that name and its execute-api endpoint is off.
   */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string; readonly apiCertificateArn: string };
  /**
   * Issue 15: published web apps' own domains (alternate domain names of the distribution, and API custom domains
   * with the API's certificate); only with `customDomain`, whose certificates must cover them.
   */
  readonly siteDomains?: readonly string[];
  /** Public origin when configured (`appUrl`); else `https://` + the distribution's domain. */
  readonly appUrl?: string;
  /** ARN of the CloudFront web ACL (WafStack, us-east-1). */
  readonly webAclArn: string;
  /** A new value replaces the origin secret with a freshly generated one (a new secret resource). */
  readonly originSecretGeneration: number;
  readonly logRetention: RetentionDays;
}

/**
 * The public edge: the CloudFront distribution (behind the WAF stack's web ACL), the private bucket of the web
 * build behind it, the HTTP API (and its custom domain) that its `/api/*` behaviour forwards to, the origin secret
 * that proves to the API a request came through CloudFront, and the uploads bucket's CORS rule, which must name
 * the distribution's domain.
 *
 * Why the HTTP API resource lives here and its routes, stage and functions in the API stack: CloudFront needs
 * the API id (or its domain), and the functions need the distribution's domain (`APP_URL`, for links sent by
 * mail) and the origin secret. Creating the bare API here, before the distribution, and everything that runs
 * behind it in the API stack afterwards, gives one dependency direction, data → web → api, with no cycle and no
 * second deployment to learn a domain name.
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  /** The WebSocket API (issue 14), reached through CloudFront's `/ws`; only when `webSocket` is set. */
  readonly webSocketApi?: WebSocketApi;
  /** The API's custom domain (the distribution's own name), when a custom domain is configured. */
  readonly apiDomain?: DomainName;
  /**
   * Issue 15: an API custom domain per web app domain (`siteDomains`), by host name. CloudFront forwards the viewer's
   * Host to the API's custom domain, so the API must know these names too (the API stack maps them to its stage).
   */
  readonly siteApiDomains = new Map<string, DomainName>();
  /** Generated value of the `x-origin-verify` header (`ORIGIN_SECRET` of the functions). */
  readonly originSecret: Secret;
  /** The app's public origin. */
  readonly appUrl: string;
  readonly distribution: Distribution;
  readonly bucket: SecureBucket;
  readonly content: WebContent;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const { customDomain } = props;
    if (customDomain) assertCertificateRegion(this, customDomain.apiCertificateArn);

    // Stage, routes and access logging: see ApiStack. With a custom domain the API answers only to that name
    // (its execute-api endpoint is disabled): see `apiOrigin` below.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: props.apiName,
      description: 'Reached through CloudFront /api/*; routes are declared by functions/manifest.ts',
      createDefaultStage: false,
      disableExecuteApiEndpoint: customDomain !== undefined,
    });
    if (customDomain) {
      // Mapped to the API's stage by the API stack (the stage lives there).
      const apiCertificate = Certificate.fromCertificateArn(this, 'ApiCertificate', customDomain.apiCertificateArn);
      this.apiDomain = new DomainName(this, 'ApiDomain', {
        domainName: customDomain.domainName,
        certificate: apiCertificate,
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      // Issue 15: CloudFront forwards a web app domain's Host to the API's custom domain as it does the app's: the API
      // answers to those names too (one certificate covering them all).
      for (const host of props.siteDomains ?? []) {
        this.siteApiDomains.set(
          host,
          new DomainName(this, `SiteApiDomain-${host}`, {
            domainName: host,
            certificate: apiCertificate,
            securityPolicy: SecurityPolicy.TLS_1_2,
          }),
        );
      }
    }

    // A new generation is a new secret resource, so its new ARN changes the dynamic references in the origin header
    // and in the functions' environment, which CloudFormation re-resolves only for resources it updates.
    const generation = props.originSecretGeneration;
    this.originSecret = new Secret(this, generation === 1 ? 'OriginSecret' : `OriginSecret${generation}`, {
      description: `${this.stackName}: value of the ${ORIGIN_VERIFY_HEADER} header CloudFront sends to the API`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFormation copies the value into the CloudFront origin header and the functions environment at deployment, so a rotation outside a deployment would reach neither; it is rotated by a deployment with a raised originSecretGeneration context instead, which generates a new secret (docs/deploy.md).',
    });

    const logs = new AccessLogsBucket(this, 'AccessLogs', { allowAcls: true });

    this.bucket = new SecureBucket(this, 'Site', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      // Nothing in it that a new deployment does not recreate.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const uploadsOrigin = `https://${props.uploadsBucket.bucketRegionalDomainName}`;
    const headersPolicy = (id: string, page: PageKind, comment: string) =>
      new ResponseHeadersPolicy(this, id, {
        comment,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicyFor(page, [uploadsOrigin]), override: true },
          strictTransportSecurity: {
            accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
            includeSubdomains: true,
            preload: true,
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: {
            frameOption: frameOptions(page) === 'DENY' ? HeadersFrameOption.DENY : HeadersFrameOption.SAMEORIGIN,
            override: true,
          },
          referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        },
      });
    const securityHeaders = headersPolicy(
      'SecurityHeaders',
      'app',
      'CSP, HSTS and friends (shared/security-headers.ts, also served locally)',
    );
    // Issue 15: the published web apps at /w/* (shared/security-headers.ts siteContentSecurityPolicy).
    const siteHeaders = headersPolicy('SiteSecurityHeaders', 'site', 'Published web apps: their CSP, framed by their own origin only');

    // Issue 15: the distribution's own names; any other Host is a published web app's own domain (hosted-sites.ts).
    const ownHosts = [
      ...new Set(
        [customDomain?.domainName, props.appUrl ? new URL(props.appUrl).hostname : undefined].filter((host) => host !== undefined),
      ),
    ];

    const spaFallback = new SpaFallbackFunction(this, 'SpaFallback', { ownHosts });
    const entryHeaders = new EntryHeadersFunction(this, 'EntryHeaders', {
      ownHosts,
      live: { contentSecurityPolicy: contentSecurityPolicy([uploadsOrigin], 'live'), frameOptions: frameOptions('live') },
      site: { contentSecurityPolicy: contentSecurityPolicyFor('site', [uploadsOrigin]), frameOptions: frameOptions('site') },
    });

    // Without a custom domain CloudFront must call the execute-api host name, and that endpoint must stay on.
    // With one, it calls the API's regional domain with the viewer's Host (the custom domain): CloudFront then
    // sends that name as SNI and Host, which is what API Gateway routes a custom domain by.
    const apiOrigin = new HttpOrigin(
      this.apiDomain ? this.apiDomain.regionalDomainName : `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originSecret.secretValue.unsafeUnwrap() },
      },
    );
    const apiRequestPolicy = new OriginRequestPolicy(this, 'ApiRequestPolicy', {
      comment: `${this.stackName}: what reaches the API (functions/lib/http)`,
      headerBehavior: OriginRequestHeaderBehavior.allowList(
        ...API_VIEWER_HEADERS,
        ...(this.apiDomain ? ['Host'] : []),
        VIEWER_ADDRESS_HEADER,
      ),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      // Plain HTTP is refused rather than redirected: a redirected POST would lose its body.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: apiRequestPolicy,
      responseHeadersPolicy: securityHeaders,
      // Issue 15: under a web app's own domain, only /api/public and /api/live.
      functionAssociations: [
        {
          eventType: FunctionEventType.VIEWER_REQUEST,
          function: new HostedApiGuardFunction(this, 'HostedApiGuard', { ownHosts }).function,
        },
      ],
      compress: true,
    };

    // Issue 15: the public read API of published web apps, cached as its answers say (Cache-Control: public,
    // max-age=60, a strong ETag): CloudFront keeps an answer for its max-age (300 s at most), keyed on the path and
    // the whole query string, and answers a viewer's If-None-Match itself with a 304 when the cached ETag matches;
    // once the answer is stale it revalidates with the origin using that ETag. No cookies.
    const publicCachePolicy = new CachePolicy(this, 'PublicApiCachePolicy', {
      comment: `${this.stackName}: /api/public/* as its Cache-Control says (shared/schemas/webapps.ts PUBLIC_MAX_AGE_SECONDS)`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(PUBLIC_API_MAX_TTL_SECONDS),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const publicRequestPolicy = new OriginRequestPolicy(this, 'PublicApiRequestPolicy', {
      comment: `${this.stackName}: what reaches the public read API (functions/webapps)`,
      headerBehavior: OriginRequestHeaderBehavior.allowList(...PUBLIC_API_VIEWER_HEADERS, ...(this.apiDomain ? ['Host'] : [])),
      cookieBehavior: OriginRequestCookieBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    const publicApiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: publicCachePolicy,
      originRequestPolicy: publicRequestPolicy,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };

    const webOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      // LIST lets S3 answer 404 (not 403) for a missing file.
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    // Issue 15: published web apps at /w/{host}/ (and the wizard's preview at /w/_preview/…): the web bucket, the
    // site's entry for client routes (the same viewer-request function), the site's headers.
    const siteBehavior: BehaviorOptions = {
      origin: webOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: siteHeaders,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback.function }],
      compress: true,
    };

    // CloudFront tries the patterns in this order: /api/public/* before /api/*.
    const additionalBehaviors: Record<string, BehaviorOptions> = {
      '/api/public/*': publicApiBehavior,
      '/api': apiBehavior,
      '/api/*': apiBehavior,
      '/w/*': siteBehavior,
    };
    if (props.webSocket) {
      this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
        apiName: `${props.apiName}-ws`,
        description: `Reached through CloudFront ${WEBSOCKET_PATH}; routes (frames' action) are declared by functions/manifest.ts`,
        routeSelectionExpression: '$request.body.action',
      });
      additionalBehaviors[WEBSOCKET_PATH] = this.webSocketBehavior(this.webSocketApi, securityHeaders);
    }

    const certificate = props.customDomain
      ? Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${this.stackName}: web app and /api`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: webOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback.function },
          // Issue 15: the participant page's headers, and the site's under a web app's own domain.
          { eventType: FunctionEventType.VIEWER_RESPONSE, function: entryHeaders.function },
        ],
        compress: true,
      },
      additionalBehaviors,
      webAclId: props.webAclArn,
      // No errorResponses: they would turn the API's JSON 404s into index.html with a 200.
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain && certificate
        ? {
            domainNames: [props.customDomain.domainName, ...(props.siteDomains ?? [])],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        reason:
          'defaultRootObject is index.html and the SPA function rewrites "/" and every extension-less path to /index.html, while the cache policy forwards no query string: S3 never receives a listing request.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The platform serves users in every country; no geographic restriction is part of its requirements.',
      },
    );
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes and cannot be raised; setting the domainName and certificateArn contexts enforces TLSv1.2_2021.',
      });
    }

    if (!customDomain) {
      Validations.of(this).addWarning(
        'noco:executeApiEndpoint',
        'No custom domain (domainName, certificateArn, apiCertificateArn): CloudFront reaches the API through its execute-api endpoint, which therefore stays enabled and can be called without passing through CloudFront and its WAF. Such calls carry no origin secret, so the API refuses them (403) before any route runs (docs/deploy.md).',
      );
    }

    this.appUrl = props.appUrl ?? `https://${this.distribution.distributionDomainName}`;

    this.content = new WebContent(this, 'Content', {
      webDist: props.webDist,
      bucket: this.bucket,
      distribution: this.distribution,
      logRetention: props.logRetention,
    });

    new UploadsCors(this, 'UploadsCors', { bucket: props.uploadsBucket, origin: this.appUrl, logRetention: props.logRetention });

    // The handler behind the site bucket's autoDeleteObjects is aws-cdk-lib's, with no log group of its own.
    routeProviderLogs(this, new RetainedLogGroup(this, 'ProviderLogs', props.logRetention));

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.bucket.bucketName });
  }

  /**
   * `wss://<app origin>/ws?ticket=…` → the WebSocket API's stage (docs/realtime.md). The execute-api endpoint stays
   * the origin even with a custom domain (the domain name is the HTTP API's); `$connect` refuses a request without
   * the origin secret, so the endpoint called directly opens nothing. Never cached; HTTPS only.
   */
  private webSocketBehavior(api: WebSocketApi, securityHeaders: ResponseHeadersPolicy): BehaviorOptions {
    const origin = new HttpOrigin(`${api.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originSecret.secretValue.unsafeUnwrap() },
    });
    const requestPolicy = new OriginRequestPolicy(this, 'WebSocketRequestPolicy', {
      comment: `${this.stackName}: what reaches the WebSocket API's $connect (functions/realtime)`,
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
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [
        { eventType: FunctionEventType.VIEWER_REQUEST, function: new WebSocketPathFunction(this, 'WebSocketPath').function },
      ],
      compress: false,
    };
  }
}

/** The API's certificate must live in the API's region; checked whenever that region is known at synth time. */
function assertCertificateRegion(stack: Stack, certificateArn: string): void {
  const { region } = Arn.split(certificateArn, ArnFormat.SLASH_RESOURCE_NAME);
  if (!Token.isUnresolved(stack.region) && region !== stack.region) {
    throw new InfraConfigError(
      `context "apiCertificateArn" is in ${region}, but the stacks deploy to ${stack.region}: API Gateway only uses certificates of its own region.`,
    );
  }
}
