import { existsSync } from 'node:fs';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_NEVER } from '../../shared/security-headers';
import { SPA_FALLBACK_CODE } from '../../infra/constructs/spa-fallback';
import { nagViolations, resourcesOf, synthesize, type Synthesized } from './helpers';

let synth: Synthesized;
let web: Template;
beforeAll(() => {
  synth = synthesize({ context: { mailFrom: 'no-reply@example.org' } });
  web = synth.templates.web;
});
afterAll(() => synth?.cleanup());

const distributionConfig = (template: Template = web) => {
  const distributions = resourcesOf(template, 'AWS::CloudFront::Distribution');
  expect(distributions).toHaveLength(1);
  return distributions[0]![1].DistributionConfig as Record<string, any>;
};

const deployments = () => resourcesOf(web, 'Custom::CDKBucketDeployment');

describe('web stack: distribution', () => {
  it('serves index.html at the root, over HTTPS, through origin access control', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.Origins[0].OriginAccessControlId).toBeDefined();
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
  });

  it('has no distribution-level error responses (they would turn API 404s into 200s)', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('forwards /api and /api/* to the HTTP API, uncached, with cookies and query strings', () => {
    const config = distributionConfig();
    const behaviours = config.CacheBehaviors as Record<string, any>[];
    const apiId = Object.keys(web.findResources('AWS::ApiGatewayV2::Api'))[0];
    expect(behaviours.map((behaviour) => behaviour.PathPattern).sort()).toEqual(['/api', '/api/*']);
    for (const behaviour of behaviours) {
      expect(behaviour).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      });
      const origin = (config.Origins as Record<string, any>[]).find((candidate) => candidate.Id === behaviour.TargetOriginId)!;
      expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
      expect(origin.DomainName).toEqual({
        'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
      });
    }
  });

  it('rewrites client routes to /index.html with a viewer-request function on the default behaviour', () => {
    const behaviour = distributionConfig().DefaultCacheBehavior;
    const [[functionId, fn]] = resourcesOf(web, 'AWS::CloudFront::Function') as [[string, Record<string, any>]];
    expect(behaviour.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } }]);
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.FunctionCode).toBe(SPA_FALLBACK_CODE);
  });

  it('applies a strict CSP, HSTS and the other security headers', () => {
    const [[policyId, policy]] = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy') as [[string, Record<string, any>]];
    const headers = policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of ["default-src 'none'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
      expect(csp).toContain(directive);
    }
    // The uploads bucket's regional domain joins img-src.
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/",\{"Fn::GetStackOutput":\{"StackName":"dev-noco-data".*RegionalDomainName/);
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Preload: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    const config = distributionConfig();
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('enforces TLS 1.2 (2021 policy) on a custom domain', () => {
    const custom = synthesize({
      context: {
        stage: 'custom',
        mailFrom: 'no-reply@example.org',
        domainName: 'app.example.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
      },
    });
    try {
      expect(distributionConfig(custom.templates.web)).toMatchObject({
        Aliases: ['app.example.org'],
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      });
      expect(nagViolations(custom.stacks.web)).toEqual([]);
      custom.templates.api.allResourcesProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ APP_URL: 'https://app.example.org' }) },
      });
    } finally {
      custom.cleanup();
    }
  });
});

describe('web stack: content', () => {
  it('keeps the site bucket private and TLS-only', () => {
    const bucketId = synth.stacks.web.getLogicalId(synth.stacks.web.bucket.node.defaultChild as never);
    expect(web.toJSON().Resources[bucketId].Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: ['s3:GetObject', 's3:ListBucket'] }),
        ]),
      },
    });
  });

  it('uploads hashed assets for a year, immutable, never pruned', () => {
    const assets = deployments().filter(([, props]) => props.DestinationBucketKeyPrefix === 'assets/');
    expect(assets).toHaveLength(1);
    expect(assets[0]![1]).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': CACHE_IMMUTABLE } });
    expect(CACHE_IMMUTABLE).toContain('max-age=31536000');
    expect(CACHE_IMMUTABLE).toContain('immutable');
    expect(assets[0]![1].DistributionPaths).toBeUndefined();
  });

  it('uploads index.html and builds/ never cached, after the assets, and invalidates them', () => {
    const [assetsId] = deployments().find(([, props]) => props.DestinationBucketKeyPrefix === 'assets/')!;
    const site = deployments().filter(([, props]) => props.DestinationBucketKeyPrefix === undefined);
    expect(site).toHaveLength(1);
    const [siteId, props] = site[0]!;
    expect(props).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': CACHE_NEVER },
      DistributionPaths: ['/index.html', '/builds/*'],
    });
    expect(CACHE_NEVER).toContain('no-cache');
    expect(web.toJSON().Resources[siteId].DependsOn).toEqual(expect.arrayContaining([assetsId]));
  });

  it('splits the build between the two deployments', () => {
    const staged = (props: Record<string, any>) =>
      path.join(synth.outdir, `asset.${(props.SourceObjectKeys[0] as string).replace(/\.zip$/, '')}`);
    const [, assets] = deployments().find(([, props]) => props.DestinationBucketKeyPrefix === 'assets/')!;
    const [, site] = deployments().find(([, props]) => props.DestinationBucketKeyPrefix === undefined)!;
    expect(existsSync(path.join(staged(assets), 'app-abc123.js'))).toBe(true);
    expect(existsSync(path.join(staged(site), 'index.html'))).toBe(true);
    expect(existsSync(path.join(staged(site), 'builds', 'latest.json'))).toBe(true);
    expect(existsSync(path.join(staged(site), 'assets'))).toBe(false);
  });
});

describe('SPA fallback function', () => {
  const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('serves /index.html for client routes', () => {
    for (const uri of ['/', '/fr', '/fr/', '/en/projects/01HZX3K8Q2V4T6Y8A0C2E4G6J8', '/fr/login', '/.well-known/thing']) {
      expect(rewrite(uri)).toBe('/index.html');
    }
  });

  it('leaves files alone, so that a missing one stays a 404', () => {
    for (const uri of ['/index.html', '/assets/app-abc123.js', '/builds/latest.json', '/builds/meta/20261122-abc.json', '/favicon.ico', '/missing.png']) {
      expect(rewrite(uri)).toBe(uri);
    }
  });
});
