import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_NEVER } from '../../shared/security-headers';
import { loadConfig } from '../../infra/config';
import { runInNewContext } from 'node:vm';
import { entryHeadersCode, hostedApiGuardCode } from '../../infra/constructs/webapp-hosts';
import { SPA_FALLBACK_CODE, spaFallbackCode } from '../../infra/constructs/spa-fallback';
import { WEBSOCKET_PATH_CODE } from '../../infra/constructs/websocket-path';
import { ORIGIN_VERIFY_HEADER } from '../../infra/constructs/api-behaviors';
import { defineNoco } from '../../infra/noco';
import { cdkJsonContext, createWebFixture, nagViolations, resourcesOf, synthesize, onlyResource, synthesizedForSuite } from './helpers';

const synth = synthesizedForSuite();
let web: Template;
beforeAll(() => {
  web = synth.templates.web;
});

const distributionConfig = (template: Template = web) =>
  onlyResource(template, 'AWS::CloudFront::Distribution').DistributionConfig as Record<string, any>;

const deployments = () => resourcesOf(web, 'Custom::CDKBucketDeployment');

/** The CloudFront Function a behaviour runs on an event type. */
function functionOf(behaviour: Record<string, any>, eventType: 'viewer-request' | 'viewer-response', template: Template = web) {
  const association = (behaviour.FunctionAssociations as Record<string, any>[]).find((candidate) => candidate.EventType === eventType)!;
  return template.toJSON().Resources[association.FunctionARN['Fn::GetAtt'][0]].Properties as Record<string, any>;
}

const executeApiDomain = (apiId: string) => ({
  'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
});

/** The `/ws` behaviour, its origin, origin request policy and viewer-request function, and the WebSocket API. */
function webSocketRoute(template: Template = web) {
  const config = distributionConfig(template);
  const behaviours = (config.CacheBehaviors as Record<string, any>[]).filter((behaviour) => behaviour.PathPattern === '/ws');
  expect(behaviours).toHaveLength(1);
  const behaviour = behaviours[0]!;
  const origin = (config.Origins as Record<string, any>[]).find((candidate) => candidate.Id === behaviour.TargetOriginId)!;
  const apis = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }));
  expect(apis).toHaveLength(1);
  const policy = template.toJSON().Resources[behaviour.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
  const functionId = behaviour.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0] as string;
  const fn = template.toJSON().Resources[functionId].Properties;
  return { behaviour, origin, apiId: apis[0]!, policy, fn };
}

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

  it('forwards /api and /api/* to the HTTP API, uncached, with cookies, query strings and the viewer address', () => {
    const config = distributionConfig();
    const behaviours = (config.CacheBehaviors as Record<string, any>[]).filter((behaviour) =>
      ['/api', '/api/*'].includes(behaviour.PathPattern),
    );
    const apiId = Object.keys(web.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }))[0];
    const [policyId, policy] = resourcesOf(web, 'AWS::CloudFront::OriginRequestPolicy').find(([id]) => id.startsWith('ApiRequestPolicy'))!;
    expect(behaviours.map((behaviour) => behaviour.PathPattern).sort()).toEqual(['/api', '/api/*']);
    for (const behaviour of behaviours) {
      // Under a web app's own domain only /api/public and /api/live pass (webapp-hosts.ts).
      expect(behaviour.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.any(Object) }]);
      expect(functionOf(behaviour, 'viewer-request').FunctionCode).toBe(hostedApiGuardCode([]));
      expect(behaviour).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: { Ref: policyId },
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      });
      const origin = (config.Origins as Record<string, any>[]).find((candidate) => candidate.Id === behaviour.TargetOriginId)!;
      expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
      expect(origin.DomainName).toEqual({
        'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
      });
    }
    // The client's address for the API's limits; never the viewer's Host, which execute-api would refuse.
    expect(policy.OriginRequestPolicyConfig).toMatchObject({
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: {
        HeaderBehavior: 'whitelist',
        Headers: expect.arrayContaining(['CloudFront-Viewer-Address', 'Content-Type', 'Origin', 'Sec-Fetch-Site']),
      },
    });
    expect(policy.OriginRequestPolicyConfig.HeadersConfig.Headers).not.toContain('Host');
    expect(policy.OriginRequestPolicyConfig.HeadersConfig.Headers.length).toBeLessThanOrEqual(10);
  });

  it('proves to the API that a request came through CloudFront with a generated secret that never appears in the template', () => {
    const config = distributionConfig();
    const apiOrigin = (config.Origins as Record<string, any>[]).find((origin) => origin.CustomOriginConfig)!;
    const [[secretId, secret]] = resourcesOf(web, 'AWS::SecretsManager::Secret') as [[string, Record<string, any>]];
    expect(secret.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret.SecretString).toBeUndefined();
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] },
      },
    ]);
    // The functions read the same secret (ORIGIN_SECRET), also as a dynamic reference.
    for (const [, fn] of resourcesOf(synth.templates.api, 'AWS::Lambda::Function')) {
      const value = JSON.stringify(fn.Environment.Variables.ORIGIN_SECRET);
      expect(value).toMatch(
        /^\{"Fn::Join":\["",\["\{\{resolve:secretsmanager:",\{"Fn::GetStackOutput":\{"StackName":"dev-noco-web".*":SecretString:::\}\}"\]\]\}$/,
      );
    }
    // No template carries a secret value: only Secrets Manager knows it.
    for (const template of Object.values(synth.templates)) {
      for (const [, props] of resourcesOf(template, 'AWS::SecretsManager::Secret')) expect(props.SecretString).toBeUndefined();
    }
  });

  it('rotates the origin secret with a new generation: a new secret, hence new references in CloudFront and the functions', () => {
    const rotated = synthesize({ context: { mailFrom: 'no-reply@example.org', originSecretGeneration: '2' } });
    try {
      const [before] = resourcesOf(web, 'AWS::SecretsManager::Secret')[0]!;
      const [after] = resourcesOf(rotated.templates.web, 'AWS::SecretsManager::Secret')[0]!;
      expect(after).not.toBe(before);
      const header = (template: Template) =>
        JSON.stringify(
          (distributionConfig(template).Origins as Record<string, any>[]).find((origin) => origin.CustomOriginConfig)!.OriginCustomHeaders,
        );
      expect(header(rotated.templates.web)).toContain(after);
      expect(
        JSON.stringify(resourcesOf(rotated.templates.api, 'AWS::Lambda::Function')[0]![1].Environment.Variables.ORIGIN_SECRET),
      ).toContain(after);
    } finally {
      rotated.cleanup();
    }
  });

  it('puts the web ACL of the us-east-1 WAF stack in front of the distribution', () => {
    expect(distributionConfig().WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: 'dev-noco-waf', Region: 'us-east-1', OutputName: 'WebAclArn' },
    });
    expect(synth.stacks.web.dependencies).toContain(synth.stacks.waf);
  });

  it('keeps the execute-api endpoint without a custom domain, and says so at synth', () => {
    web.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: false });
    web.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    const warnings = synth.stacks.web.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning').map((entry) => String(entry.data));
    expect(warnings.filter((warning) => warning.includes('execute-api endpoint, which therefore stays enabled'))).toHaveLength(1);
  });

  it('rewrites client routes to /index.html with a viewer-request function on the default behaviour', () => {
    const behaviour = distributionConfig().DefaultCacheBehavior;
    expect(behaviour.FunctionAssociations.map((association: Record<string, any>) => association.EventType)).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
    const fn = functionOf(behaviour, 'viewer-request');
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.FunctionCode).toBe(SPA_FALLBACK_CODE);
  });

  it('applies a strict CSP, HSTS and the other security headers', () => {
    const policyId = distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId.Ref as string;
    const policy = web.toJSON().Resources[policyId].Properties;
    const headers = policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      // The wizard previews the web app in frames of the same origin.
      "frame-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    // The uploads bucket's regional domain joins img-src (previews, opened images) and connect-src (the presigned
    // POSTs, answered at `https://<bucket>.s3.<region>.amazonaws.com/`), and nothing else.
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/",\{"Fn::GetStackOutput":\{"StackName":"dev-noco-data".*RegionalDomainName/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/",\{"Fn::GetStackOutput":\{"StackName":"dev-noco-data".*RegionalDomainName/);
    expect(csp.match(/RegionalDomainName/g)).toHaveLength(2);
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Preload: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    const config = distributionConfig();
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter(
      (candidate) => candidate.PathPattern !== '/w/*',
    )) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('with a custom domain, reaches the API by that name with the execute-api endpoint disabled, and enforces TLS 1.2', () => {
    const custom = synthesize({
      context: {
        stage: 'custom',
        mailFrom: 'no-reply@example.org',
        domainName: 'app.example.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
        apiCertificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/1f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
      },
    });
    try {
      const template = custom.templates.web;
      const config = distributionConfig(template);
      expect(config).toMatchObject({
        Aliases: ['app.example.org'],
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
      const [[domainId, domain]] = resourcesOf(template, 'AWS::ApiGatewayV2::DomainName') as [[string, Record<string, any>]];
      expect(domain).toMatchObject({
        DomainName: 'app.example.org',
        DomainNameConfigurations: [
          {
            CertificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/1f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
            EndpointType: 'REGIONAL',
            SecurityPolicy: 'TLS_1_2',
          },
        ],
      });
      // CloudFront calls the API's regional domain with the viewer's Host (the custom domain), as SNI and Host.
      const apiOrigin = (config.Origins as Record<string, any>[]).find((origin) => origin.CustomOriginConfig)!;
      expect(apiOrigin.DomainName).toEqual({ 'Fn::GetAtt': [domainId, 'RegionalDomainName'] });
      const [, policy] = resourcesOf(template, 'AWS::CloudFront::OriginRequestPolicy').find(([id]) => id.startsWith('ApiRequestPolicy'))!;
      expect(policy.OriginRequestPolicyConfig.HeadersConfig.Headers).toEqual(expect.arrayContaining(['Host', 'CloudFront-Viewer-Address']));
      // The WebSocket API keeps its execute-api endpoint (the custom domain is the HTTP API's): still CloudFront's /ws origin.
      const webSocket = webSocketRoute(template);
      expect(webSocket.origin.DomainName).toEqual(executeApiDomain(webSocket.apiId));
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET', DisableExecuteApiEndpoint: Match.absent() });
      // The API stack maps the domain to its stage, and publishes no execute-api endpoint.
      const [[stageId]] = resourcesOf(custom.templates.api, 'AWS::ApiGatewayV2::Stage').filter(
        ([, props]) => props.StageName === '$default',
      ) as [[string, Record<string, any>]];
      const [[mappingId, mapping]] = resourcesOf(custom.templates.api, 'AWS::ApiGatewayV2::ApiMapping') as [[string, Record<string, any>]];
      expect(mapping.Stage).toBe('$default');
      expect(custom.templates.api.toJSON().Resources[mappingId].DependsOn).toContain(stageId);
      expect(JSON.stringify(mapping.DomainName)).toContain('custom-noco-web');
      expect(Object.keys(custom.templates.api.findOutputs('*'))).not.toContain('ApiEndpoint');
      expect(custom.stacks.web.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning')).toEqual([]);
      for (const name of ['waf', 'data', 'web', 'api'] as const) expect(nagViolations(custom.stacks[name])).toEqual([]);
      custom.templates.api.allResourcesProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ APP_URL: 'https://app.example.org' }) },
      });
    } finally {
      custom.cleanup();
    }
  });

  it('refuses an API certificate from another region than the stacks, when the region is known', () => {
    const app = new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
    const webDist = createWebFixture();
    try {
      const config = loadConfig(
        (key) =>
          ({
            webDist,
            domainName: 'app.example.org',
            certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
            apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
          })[key],
      );
      expect(() => defineNoco(app, config, { env: { account: '123456789012', region: 'eu-west-3' } })).toThrow(
        /apiCertificateArn.*us-east-1.*eu-west-3/,
      );
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('web stack: the WebSocket API behind /ws', () => {
  it('creates the bare WebSocket API, routed on the frames action (the API stack adds routes and stage)', () => {
    const { apiId } = webSocketRoute();
    expect(web.toJSON().Resources[apiId].Properties).toMatchObject({
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
      Name: 'dev-noco-api-ws',
    });
    web.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    web.resourceCountIs('AWS::ApiGatewayV2::Stage', 0);
  });

  it('sends /ws to its execute-api endpoint over HTTPS only, uncached, GET and HEAD only', () => {
    const { behaviour, origin, apiId } = webSocketRoute();
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      AllowedMethods: ['GET', 'HEAD'],
      Compress: false,
    });
    expect(origin.DomainName).toEqual(executeApiDomain(apiId));
    expect(origin.OriginPath).toBeUndefined();
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it("forwards what the upgrade and $connect need: the WebSocket headers, Origin, the viewer's address and the ticket; never Host or cookies", () => {
    const { policy } = webSocketRoute();
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect([...policy.HeadersConfig.Headers].sort()).toEqual(
      [
        'CloudFront-Viewer-Address',
        'Origin',
        'Sec-WebSocket-Extensions',
        'Sec-WebSocket-Key',
        'Sec-WebSocket-Protocol',
        'Sec-WebSocket-Version',
      ].sort(),
    );
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: ['ticket'] });
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'none' });
  });

  it('adds the origin secret header, the same secret as the HTTP API origin, so that $connect can refuse direct calls', () => {
    const { origin } = webSocketRoute();
    const [[secretId]] = resourcesOf(web, 'AWS::SecretsManager::Secret') as [[string, Record<string, any>]];
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] },
      },
    ]);
  });

  it('rewrites /ws to the stage path /live with a cloudfront-js-2.0 viewer-request function', () => {
    const { behaviour, fn } = webSocketRoute();
    expect(behaviour.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.any(Object) }]);
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.AutoPublish).toBe(true);
    expect(fn.FunctionCode).toBe(WEBSOCKET_PATH_CODE);
  });

  it('gives no WebSocket API and no /ws behaviour when no domain declares WebSocket routes', () => {
    const bare = synthesize({
      context: { stage: 'bare', mailFrom: 'no-reply@example.org' },
      domains: { platform: { entry: 'functions/platform/api.ts', routes: ['GET /api/health'], catchAll: true, grants: {} } },
    });
    try {
      const behaviours = (distributionConfig(bare.templates.web).CacheBehaviors as Record<string, any>[]).map((b) => b.PathPattern);
      expect(behaviours.sort()).toEqual(['/api', '/api/*', '/api/public/*', '/w/*']);
      bare.templates.web.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
      bare.templates.api.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    } finally {
      bare.cleanup();
    }
  });
});

/**
 * Runs a CloudFront Function's code as cloudfront-js-2.0 does: the source alone in a fresh context (no Node
 * globals, no module system), strict mode off, `handler(event)` called with a viewer-request event.
 */
function cloudFrontFunction(code: string): (event: Record<string, unknown>) => Record<string, any> {
  return runInNewContext(`${code}\nhandler;`, Object.create(null), { timeout: 1_000 }) as never;
}

function viewerRequest(uri: string, extra: Record<string, unknown> = {}) {
  return {
    version: '1.0',
    context: { distributionDomainName: 'd111111abcdef8.cloudfront.net', eventType: 'viewer-request', requestId: 'r-1' },
    viewer: { ip: '198.51.100.7' },
    request: {
      method: 'GET',
      uri,
      querystring: { ticket: { value: 'tk_abc-123' } },
      headers: {
        host: { value: 'd111111abcdef8.cloudfront.net' },
        upgrade: { value: 'websocket' },
        connection: { value: 'Upgrade' },
        'sec-websocket-key': { value: 'dGhlIHNhbXBsZSBub25jZQ==' },
        'sec-websocket-version': { value: '13' },
        origin: { value: 'https://d111111abcdef8.cloudfront.net' },
      },
      cookies: {},
      ...extra,
    },
  };
}

describe('WebSocket path function (cloudfront-js-2.0)', () => {
  const handler = cloudFrontFunction(WEBSOCKET_PATH_CODE);

  it('sends /ws to the stage, with the ticket, the headers and the method untouched', () => {
    const event = viewerRequest('/ws');
    const expected = structuredClone(event.request);
    const result = handler(event);
    expect(result).toEqual({ ...expected, uri: '/live' });
  });

  it('answers anything else 404 at the edge (API Gateway refuses any path but the stage)', () => {
    for (const uri of ['/ws/', '/ws/x', '/live', '/wss']) {
      expect(handler(viewerRequest(uri))).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    }
  });
});

describe('uploads bucket CORS', () => {
  /** The SDK call of the CORS custom resource, with CloudFormation values shown as `${Resource.Attribute}`. */
  const corsCall = (template: Template, phase: 'Create' | 'Update') => {
    const [[, resource]] = resourcesOf(template, 'Custom::AWS') as [[string, Record<string, any>]];
    const render = (part: any): string =>
      typeof part === 'string'
        ? part
        : part['Fn::GetAtt']
          ? `\${${part['Fn::GetAtt'].join('.')}}`
          : part['Fn::GetStackOutput']
            ? `\${${part['Fn::GetStackOutput'].StackName}:${part['Fn::GetStackOutput'].OutputName}}`
            : `\${${JSON.stringify(part)}}`;
    const value = resource[phase];
    return JSON.parse(typeof value === 'string' ? value : (value['Fn::Join'][1] as unknown[]).map(render).join('')) as Record<string, any>;
  };

  it('is set by the web stack to exactly https:// + the distribution domain, never a wildcard', () => {
    const distributionId = Object.keys(web.findResources('AWS::CloudFront::Distribution'))[0];
    const create = corsCall(web, 'Create');
    expect(create).toMatchObject({
      service: 'S3',
      action: 'putBucketCors',
      parameters: { Bucket: expect.stringContaining('dev-noco-data') },
    });
    expect(create.parameters.CORSConfiguration.CORSRules).toEqual([
      {
        ID: 'browser-uploads',
        AllowedOrigins: [`https://\${${distributionId}.DomainName}`],
        AllowedMethods: ['POST', 'GET', 'HEAD'],
        AllowedHeaders: ['*'],
        ExposeHeaders: ['ETag', 'Location'],
        MaxAgeSeconds: 3000,
      },
    ]);
    expect(corsCall(web, 'Update')).toEqual(create);
    for (const template of Object.values(synth.templates)) expect(JSON.stringify(template.toJSON())).not.toContain('cloudfront.net');
    // Its handler may only change this bucket's CORS.
    const statements = resourcesOf(web, 'AWS::IAM::Policy').flatMap(([, props]) => props.PolicyDocument.Statement as Record<string, any>[]);
    const cors = statements.filter((statement) => JSON.stringify(statement.Action).includes('PutBucketCORS'));
    expect(cors).toHaveLength(1);
    expect(cors[0]!.Action).toBe('s3:PutBucketCORS');
    expect(JSON.stringify(cors[0]!.Resource)).toContain('dev-noco-data');
  });

  it('uses appUrl when it is configured', () => {
    const other = synthesize({ context: { stage: 'cors', mailFrom: 'no-reply@example.org', appUrl: 'https://app.example.org' } });
    try {
      expect(corsCall(other.templates.web, 'Create').parameters.CORSConfiguration.CORSRules).toEqual([
        expect.objectContaining({ AllowedOrigins: ['https://app.example.org'], AllowedMethods: ['POST', 'GET', 'HEAD'] }),
      ]);
    } finally {
      other.cleanup();
    }
  });
});

describe('uploads bucket: files never served from the product origin', () => {
  it('has no CloudFront origin on the uploads bucket, which lets no CloudFront in: files are read from S3 presigned URLs only', () => {
    const siteBucket = synth.stacks.web.getLogicalId(synth.stacks.web.bucket.node.defaultChild as CfnBucket);
    const origins = distributionConfig().Origins as Record<string, any>[];
    expect(origins.length).toBeGreaterThan(0);
    for (const origin of origins) {
      // Nothing of another stack (the data stack holds the uploads bucket) in any origin's address.
      expect(JSON.stringify(origin.DomainName)).not.toMatch(/GetStackOutput|ImportValue|noco-data|Uploads/);
      if (origin.CustomOriginConfig) expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
      // The only S3 origin is the web build's bucket.
      else expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [siteBucket, 'RegionalDomainName'] });
    }
    // S3's own answers carry the type and disposition each presigned GET pins (functions/lib/storage/uploads-bucket.ts);
    // no response headers policy could reach them, so none is expected, and the bucket grants CloudFront nothing.
    const data = JSON.stringify(synth.templates.data.toJSON());
    expect(data).not.toContain('cloudfront.amazonaws.com');
    expect(data).not.toContain('AWS::CloudFront::');
  });
});

describe('log groups', () => {
  const retained = synthesizedForSuite({ context: { stage: 'logs', mailFrom: 'no-reply@example.org', logRetentionDays: '90' } });

  it('every log group of every stack follows logRetentionDays and is retained', () => {
    let count = 0;
    for (const template of Object.values(retained.templates)) {
      for (const [id, resource] of Object.entries(template.findResources('AWS::Logs::LogGroup'))) {
        count += 1;
        expect(resource, id).toMatchObject({
          DeletionPolicy: 'Retain',
          UpdateReplacePolicy: 'Retain',
          Properties: { RetentionInDays: 90 },
        });
      }
    }
    // Four functions, the API access logs, the deployments, the uploads CORS handler, the other providers.
    expect(count).toBeGreaterThanOrEqual(8);
  });

  it('every function, aws-cdk-lib custom resource handlers included, writes to a log group of its stack', () => {
    for (const template of Object.values(retained.templates)) {
      const groups = Object.keys(template.findResources('AWS::Logs::LogGroup'));
      for (const [id, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
        expect(fn.LoggingConfig?.LogGroup, id).toEqual({ Ref: expect.any(String) });
        expect(groups, id).toContain(fn.LoggingConfig.LogGroup.Ref);
      }
    }
  });
});

describe('web stack: content', () => {
  it('keeps the site bucket private and TLS-only', () => {
    const bucketId = synth.stacks.web.getLogicalId(synth.stacks.web.bucket.node.defaultChild as never);
    expect(web.toJSON().Resources[bucketId].Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: ['s3:GetObject', 's3:ListBucket'],
          }),
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
      DistributionPaths: ['/index.html', '/live.html', '/site.html', '/builds/*'],
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
  const handler = cloudFrontFunction(SPA_FALLBACK_CODE);
  const rewrite = (uri: string) => handler(viewerRequest(uri)).uri as string;

  it('serves /index.html for client routes', () => {
    for (const uri of ['/', '/fr', '/fr/', '/en/projects/01HZX3K8Q2V4T6Y8A0C2E4G6J8', '/fr/login', '/.well-known/thing']) {
      expect(rewrite(uri)).toBe('/index.html');
    }
  });

  it('serves /live.html, the participant page, for every client route under /{lang}/live', () => {
    for (const uri of ['/fr/live/01HZX3K8Q2V4T6Y8A0C2E4G6J8/01HZX3K8Q2V4T6Y8A0C2E4G6J9', '/en/live/p/a', '/fr/live', '/en/live/']) {
      expect(rewrite(uri)).toBe('/live.html');
    }
    for (const uri of ['/fr/lives', '/fr/customer/projects/p/applications/a/live', '/de/live/p/a', '/live/p/a']) {
      expect(rewrite(uri)).toBe('/index.html');
    }
    expect(cloudFrontFunction(SPA_FALLBACK_CODE)(viewerRequest('/fr/live/p/a')).uri).toBe('/live.html');
  });

  it('leaves files alone, so that a missing one stays a 404', () => {
    for (const uri of [
      '/index.html',
      '/assets/app-abc123.js',
      '/builds/latest.json',
      '/builds/meta/20261122-abc.json',
      '/favicon.ico',
      '/missing.png',
      '/w/event.example.org/assets/x.js',
    ]) {
      expect(rewrite(uri)).toBe(uri);
    }
  });

  it('serves /site.html for a published web app under /w/{host}, its bare base included (a host name has dots)', () => {
    for (const uri of ['/w/event.example.org', '/w/event.example.org/', '/w/event.example.org/fr/speakers/01HZX', '/w/_preview/P/A/fr/']) {
      expect(rewrite(uri), uri).toBe('/site.html');
    }
  });

  it("serves the site for every client route under a web app's own domain, the participant page under /{lang}/live", () => {
    const hosted = (uri: string, host = 'event.example.org') =>
      handler(viewerRequest(uri, { headers: { host: { value: host } } })).uri as string;
    for (const uri of ['/', '/fr/', '/fr/speakers', '/en/speakers/01HZX3K8Q2V4T6Y8A0C2E4G6J8', '/fr/pages/about', '/fr/legal/terms']) {
      expect(hosted(uri), uri).toBe('/site.html');
    }
    expect(hosted('/fr/live/P/A')).toBe('/live.html');
    for (const uri of ['/assets/site-abc.js', '/favicon.ico']) expect(hosted(uri)).toBe(uri);
    // The distribution's own names keep the app; with a custom domain, that name too.
    expect(rewrite('/fr/speakers')).toBe('/index.html');
    const custom = cloudFrontFunction(spaFallbackCode(['app.example.org']));
    expect(custom(viewerRequest('/fr/login', { headers: { host: { value: 'App.Example.org' } } })).uri).toBe('/index.html');
    expect(custom(viewerRequest('/fr/login', { headers: { host: { value: 'event.example.org' } } })).uri).toBe('/site.html');
  });
});

describe('published web apps on the distribution', () => {
  const behaviourAt = (pattern: string, template: Template = web) =>
    (distributionConfig(template).CacheBehaviors as Record<string, any>[]).find((behaviour) => behaviour.PathPattern === pattern)!;

  it('serves /w/* from the web bucket through the same viewer-request function, with the site headers', () => {
    const config = distributionConfig();
    const site = behaviourAt('/w/*');
    expect(site).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      AllowedMethods: ['GET', 'HEAD'],
    });
    expect(functionOf(site, 'viewer-request').FunctionCode).toBe(SPA_FALLBACK_CODE);
    const headers = web.toJSON().Resources[site.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' https: data: https://",
      'media-src https:',
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
      "connect-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers).toMatchObject({
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Preload: true, Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('caches /api/public/* as the API says, keyed on the path and the query string, without cookies, before /api/*', () => {
    const patterns = (distributionConfig().CacheBehaviors as Record<string, any>[]).map((behaviour) => behaviour.PathPattern);
    expect(patterns.indexOf('/api/public/*')).toBeLessThan(patterns.indexOf('/api/*'));
    const behaviour = behaviourAt('/api/public/*');
    expect(behaviour).toMatchObject({
      TargetOriginId: behaviourAt('/api/*').TargetOriginId,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD'],
      Compress: true,
    });
    expect(behaviour.FunctionAssociations).toBeUndefined();
    const resources = web.toJSON().Resources;
    expect(resources[behaviour.CachePolicyId.Ref].Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 300,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
    const request = resources[behaviour.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
    expect(request.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    expect(request.HeadersConfig.Headers).toEqual(expect.arrayContaining(['CloudFront-Viewer-Address']));
    // The viewer's Host never reaches execute-api; neither does If-None-Match: CloudFront answers it from its cache.
    expect(request.HeadersConfig.Headers).not.toContain('Host');
    expect(request.HeadersConfig.Headers).not.toContain('If-None-Match');
  });

  it("refuses the customer API under a web app's own domain at the edge, and lets the public and participant APIs through", () => {
    const guard = cloudFrontFunction(hostedApiGuardCode(['app.example.org']));
    const at = (uri: string, host: string) => guard(viewerRequest(uri, { headers: { host: { value: host } } }));
    for (const uri of ['/api/projects', '/api/auth/login', '/api/me', '/api']) {
      expect(at(uri, 'event.example.org'), uri).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
      expect(at(uri, 'app.example.org').uri).toBe(uri);
      expect(at(uri, 'd111111abcdef8.cloudfront.net').uri).toBe(uri);
    }
    for (const uri of ['/api/public/sites/event.example.org', '/api/live/P/A/state']) expect(at(uri, 'event.example.org').uri).toBe(uri);
  });

  it("gives the participant page, and any HTML under a web app's own domain, their headers in a viewer-response function", () => {
    const fn = functionOf(distributionConfig().DefaultCacheBehavior, 'viewer-response');
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const code = entryHeadersCode(['app.example.org'], {
      live: { contentSecurityPolicy: 'LIVE-CSP', frameOptions: 'SAMEORIGIN' },
      site: { contentSecurityPolicy: 'SITE-CSP', frameOptions: 'SAMEORIGIN' },
    });
    const respond = cloudFrontFunction(code);
    const answer = (uri: string, host: string, type = 'text/html') => {
      const event = viewerRequest(uri, { headers: { host: { value: host } } }) as Record<string, any>;
      event.response = {
        statusCode: 200,
        headers: {
          'content-type': { value: type },
          'content-security-policy': { value: 'APP-CSP' },
          'x-frame-options': { value: 'DENY' },
        },
      };
      const result = respond(event);
      return { csp: result.headers['content-security-policy'].value, frame: result.headers['x-frame-options'].value };
    };
    expect(answer('/fr/live/P/A', 'app.example.org')).toEqual({ csp: 'LIVE-CSP', frame: 'SAMEORIGIN' });
    expect(answer('/live.html', 'd111111abcdef8.cloudfront.net')).toEqual({ csp: 'LIVE-CSP', frame: 'SAMEORIGIN' });
    expect(answer('/fr/login', 'app.example.org')).toEqual({ csp: 'APP-CSP', frame: 'DENY' });
    expect(answer('/fr/speakers', 'event.example.org')).toEqual({ csp: 'SITE-CSP', frame: 'SAMEORIGIN' });
    expect(answer('/fr/live/P/A', 'event.example.org')).toEqual({ csp: 'LIVE-CSP', frame: 'SAMEORIGIN' });
    expect(answer('/assets/site.js', 'event.example.org', 'text/javascript')).toEqual({ csp: 'APP-CSP', frame: 'DENY' });
    // The deployed code carries the real policies, the uploads bucket's origin included.
    const deployed = JSON.stringify(fn.FunctionCode);
    expect(deployed).toContain("frame-ancestors 'self'");
    expect(deployed).toContain('https://www.youtube-nocookie.com');
    expect(deployed).toMatch(/RegionalDomainName/);
  });

  it("counts the custom domain among the distribution's own names", () => {
    const custom = synthesize({
      context: {
        stage: 'hosted',
        mailFrom: 'no-reply@example.org',
        domainName: 'app.example.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
        apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
      },
    });
    try {
      const config = distributionConfig(custom.templates.web);
      const fn = functionOf(config.DefaultCacheBehavior, 'viewer-request', custom.templates.web);
      expect(fn.FunctionCode).toBe(spaFallbackCode(['app.example.org']));
      expect(config.Aliases).toEqual(['app.example.org']);
      for (const name of ['waf', 'data', 'web', 'api'] as const) expect(nagViolations(custom.stacks[name])).toEqual([]);
    } finally {
      custom.cleanup();
    }
  });
});
