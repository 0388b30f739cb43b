import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_NEVER } from '../../shared/security-headers';
import { loadConfig } from '../../infra/config';
import { runInNewContext } from 'node:vm';
import { SPA_FALLBACK_CODE } from '../../infra/constructs/spa-fallback';
import { WEBSOCKET_PATH_CODE } from '../../infra/constructs/websocket-path';
import { ORIGIN_VERIFY_HEADER } from '../../infra/stacks/web-stack';
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
    const behaviours = (config.CacheBehaviors as Record<string, any>[]).filter((behaviour) => behaviour.PathPattern !== '/ws');
    const apiId = Object.keys(web.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }))[0];
    const [policyId, policy] = resourcesOf(web, 'AWS::CloudFront::OriginRequestPolicy').find(([id]) => id.startsWith('ApiRequestPolicy'))!;
    expect(behaviours.map((behaviour) => behaviour.PathPattern).sort()).toEqual(['/api', '/api/*']);
    for (const behaviour of behaviours) {
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
    const [[functionId, fn]] = resourcesOf(web, 'AWS::CloudFront::Function') as [[string, Record<string, any>]];
    expect(behaviour.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
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
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
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

describe('web stack: the WebSocket API behind /ws (issue 14)', () => {
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
      expect(behaviours.sort()).toEqual(['/api', '/api/*']);
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
    ]) {
      expect(rewrite(uri)).toBe(uri);
    }
  });
});
