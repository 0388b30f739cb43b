import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { type DomainName, HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  type ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { WEBSOCKET_PATH } from '../../shared/schemas/live';
import { contentSecurityPolicy, contentSecurityPolicyFor, frameOptions } from '../../shared/security-headers';
import { apiBehaviors, ORIGIN_VERIFY_HEADER } from '../constructs/api-behaviors';
import { apiDomains } from '../constructs/api-domains';
import { EntryHeadersFunction } from '../constructs/webapp-hosts';
import { RetainedLogGroup, routeProviderLogs } from '../constructs/logs';
import { AccessLogsBucket, SecureBucket } from '../constructs/secure-bucket';
import { securityHeadersPolicies } from '../constructs/security-headers-policies';
import { SpaFallbackFunction } from '../constructs/spa-fallback';
import { UploadsCors } from '../constructs/uploads-cors';
import { WebContent } from '../constructs/web-content';
import { webSocketBehavior } from '../constructs/websocket-behavior';

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
   * Published web apps' own domains (alternate domain names of the distribution, and API custom domains
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
  /** The WebSocket API, reached through CloudFront's `/ws`; only when `webSocket` is set. */
  readonly webSocketApi?: WebSocketApi;
  /** The API's custom domain (the distribution's own name), when a custom domain is configured. */
  readonly apiDomain?: DomainName;
  /**
   * An API custom domain per web app domain (`siteDomains`), by host name. CloudFront forwards the viewer's
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

    if (customDomain) {
      // Mapped to the API's stage by the API stack (the stage lives there).
      const domains = apiDomains(this, { ...customDomain, siteDomains: props.siteDomains ?? [] });
      this.apiDomain = domains.apiDomain;
      this.siteApiDomains = domains.siteApiDomains;
    }
    // Stage, routes and access logging: see ApiStack. With a custom domain the API answers only to that name
    // (its execute-api endpoint is disabled): see api-behaviors.ts.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: props.apiName,
      description: 'Reached through CloudFront /api/*; routes are declared by functions/manifest.ts',
      createDefaultStage: false,
      disableExecuteApiEndpoint: customDomain !== undefined,
    });
    this.originSecret = this.createOriginSecret(props.originSecretGeneration);

    const logs = new AccessLogsBucket(this, 'AccessLogs', { allowAcls: true });
    this.bucket = new SecureBucket(this, 'Site', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      // Nothing in it that a new deployment does not recreate.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    if (props.webSocket) {
      this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
        apiName: `${props.apiName}-ws`,
        description: `Reached through CloudFront ${WEBSOCKET_PATH}; routes (frames' action) are declared by functions/manifest.ts`,
        routeSelectionExpression: '$request.body.action',
      });
    }
    const behaviors = this.behaviors(props);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${this.stackName}: web app and /api`,
      defaultRootObject: 'index.html',
      defaultBehavior: behaviors.default,
      additionalBehaviors: behaviors.additional,
      webAclId: props.webAclArn,
      // No errorResponses: they would turn the API's JSON 404s into index.html with a 200.
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(customDomain
        ? {
            domainNames: [customDomain.domainName, ...(props.siteDomains ?? [])],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    this.acknowledgeEdge(customDomain !== undefined);

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
   * The value of the `x-origin-verify` header. A new generation is a new secret resource, so its new ARN changes the
   * dynamic references in the origin header and in the functions' environment, which CloudFormation re-resolves only
   * for resources it updates.
   */
  private createOriginSecret(generation: number): Secret {
    const secret = new Secret(this, generation === 1 ? 'OriginSecret' : `OriginSecret${generation}`, {
      description: `${this.stackName}: value of the ${ORIGIN_VERIFY_HEADER} header CloudFront sends to the API`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFormation copies the value into the CloudFront origin header and the functions environment at deployment, so a rotation outside a deployment would reach neither; it is rotated by a deployment with a raised originSecretGeneration context instead, which generates a new secret (docs/deploy.md).',
    });
    return secret;
  }

  /**
   * The distribution's behaviours: the web build by default (the app's entry for client routes, the participant page's
   * and published sites' headers), the API (`/api`, `/api/*`, the cached `/api/public/*`), the published web apps at
   * `/w/*`, and the WebSocket API at `/ws` when there is one.
   */
  private behaviors(props: WebStackProps): { default: BehaviorOptions; additional: Record<string, BehaviorOptions> } {
    const uploadsOrigin = `https://${props.uploadsBucket.bucketRegionalDomainName}`;
    const headers = securityHeadersPolicies(this, uploadsOrigin);

    // The distribution's own names; any other Host is a published web app's own domain (webapp-hosts.ts).
    const ownHosts = [
      ...new Set(
        [props.customDomain?.domainName, props.appUrl ? new URL(props.appUrl).hostname : undefined].filter((host) => host !== undefined),
      ),
    ];
    const spaFallback = new SpaFallbackFunction(this, 'SpaFallback', { ownHosts });
    const entryHeaders = new EntryHeadersFunction(this, 'EntryHeaders', {
      ownHosts,
      live: { contentSecurityPolicy: contentSecurityPolicy([uploadsOrigin], 'live'), frameOptions: frameOptions('live') },
      site: { contentSecurityPolicy: contentSecurityPolicyFor('site', [uploadsOrigin]), frameOptions: frameOptions('site') },
    });
    const api = apiBehaviors(this, {
      httpApi: this.httpApi,
      apiDomain: this.apiDomain,
      originSecret: this.originSecret,
      securityHeaders: headers.app,
      ownHosts,
    });

    const webOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      // LIST lets S3 answer 404 (not 403) for a missing file.
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const fromWebBucket = (responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions => ({
      origin: webOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      compress: true,
    });

    // CloudFront tries the patterns in this order: /api/public/* before /api/*.
    const additional: Record<string, BehaviorOptions> = {
      '/api/public/*': api.publicApi,
      '/api': api.api,
      '/api/*': api.api,
      // Published web apps at /w/{host}/ (and the wizard's preview at /w/_preview/…): the web bucket, the site's entry
      // for client routes (the same viewer-request function), the site's headers.
      '/w/*': {
        ...fromWebBucket(headers.site),
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback.function }],
      },
    };
    if (this.webSocketApi) {
      additional[WEBSOCKET_PATH] = webSocketBehavior(this, {
        api: this.webSocketApi,
        originSecret: this.originSecret,
        securityHeaders: headers.app,
      });
    }
    return {
      default: {
        ...fromWebBucket(headers.app),
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback.function },
          // The participant page's headers, and the site's under a web app's own domain.
          { eventType: FunctionEventType.VIEWER_RESPONSE, function: entryHeaders.function },
        ],
      },
      additional,
    };
  }

  private acknowledgeEdge(customDomain: boolean): void {
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
    if (customDomain) return;
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes and cannot be raised; setting the domainName and certificateArn contexts enforces TLSv1.2_2021.',
    });
    Validations.of(this).addWarning(
      'noco:executeApiEndpoint',
      'No custom domain (domainName, certificateArn, apiCertificateArn): CloudFront reaches the API through its execute-api endpoint, which therefore stays enabled and can be called without passing through CloudFront and its WAF. Such calls carry no origin secret, so the API refuses them (403) before any route runs (docs/deploy.md).',
    );
  }
}
