import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS } from '../../shared/security-headers';
import { AccessLogsBucket, SecureBucket } from '../constructs/secure-bucket';
import { SpaFallbackFunction } from '../constructs/spa-fallback';
import { WebContent } from '../constructs/web-content';

export interface WebStackProps extends StackProps {
  /** Name of the HTTP API (the API stack adds its stage and routes). */
  readonly apiName: string;
  /** The web build directory. */
  readonly webDist: string;
  /** Its origin joins the CSP's img-src (images are shown from presigned URLs). */
  readonly uploadsBucket: IBucket;
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
  readonly logRetention: RetentionDays;
}

/**
 * The public edge: the CloudFront distribution, the private bucket of the web build behind it, and the HTTP
 * API's endpoint that its `/api/*` behaviour forwards to.
 *
 * Why the HTTP API resource lives here and its routes, stage and functions in the API stack: CloudFront needs
 * the API id, and the functions need the distribution's domain (`APP_URL`, for links sent by mail). Creating the
 * bare API here, before the distribution, and everything that runs behind it in the API stack afterwards, gives
 * one dependency direction, data → web → api, with no cycle and no second deployment to learn a domain name.
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  readonly distribution: Distribution;
  readonly bucket: SecureBucket;
  readonly content: WebContent;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // Stage, routes and access logging: see ApiStack.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: props.apiName,
      description: 'Reached through CloudFront /api/*; routes are declared by functions/manifest.ts',
      createDefaultStage: false,
    });

    const logs = new AccessLogsBucket(this, 'AccessLogs', { allowAcls: true });

    this.bucket = new SecureBucket(this, 'Site', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      // Nothing in it that a new deployment does not recreate.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS and friends (shared/security-headers.ts, also served locally)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy([`https://${props.uploadsBucket.bucketRegionalDomainName}`]),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    const spaFallback = new SpaFallbackFunction(this, 'SpaFallback');

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(`${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      // Plain HTTP is refused rather than redirected: a redirected POST would lose its body.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and headers reach the API; Host stays the API's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };

    const certificate = props.customDomain
      ? Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${this.stackName}: web app and /api`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          // LIST lets S3 answer 404 (not 403) for a missing file.
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback.function }],
        compress: true,
      },
      additionalBehaviors: {
        '/api': apiBehavior,
        '/api/*': apiBehavior,
      },
      // No errorResponses: they would turn the API's JSON 404s into index.html with a 200.
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain && certificate
        ? {
            domainNames: [props.customDomain.domainName],
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
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL: the API applies its own rate limits (API Gateway stage throttling, application-level TooManyRequests); a WAF can be attached later with webAclId without other changes.',
      },
    );
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes and cannot be raised; setting the domainName and certificateArn contexts enforces TLSv1.2_2021.',
      });
    }

    this.content = new WebContent(this, 'Content', {
      webDist: props.webDist,
      bucket: this.bucket,
      distribution: this.distribution,
      logRetention: props.logRetention,
    });

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.bucket.bucketName });
  }
}
