import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/lib/config';
import { domains, type DomainManifest } from '../../functions/manifest';
import { ESM_REQUIRE_BANNER } from '../../infra/constructs/bundling';
import { WEBSOCKET_PATH_CODE, WEBSOCKET_STAGE } from '../../infra/constructs/websocket-path';
import { contentSecurityPolicy } from '../../shared/security-headers';
import { nagViolations, resourcesOf, synthesize, FIXTURE_BUILD_ID, synthesizedForSuite } from './helpers';

const manifest: Readonly<Record<string, DomainManifest>> = domains;
const catchAllDomain = Object.entries(manifest).find(([, domain]) => domain.catchAll)![0];

// Real esbuild bundling here (the other files skip it).
const synth = synthesizedForSuite({ bundle: true, context: { mailFrom: 'no-reply@example.org' } });
let api: Template;
beforeAll(() => {
  api = synth.templates.api;
});

/** Logical id of each domain's function, role and log group. */
function domainResources(template: Template, stack = synth.stacks.api) {
  return Object.fromEntries(
    Object.entries(stack.functions).map(([domain, fn]) => [
      domain,
      {
        fn: stack.getLogicalId(fn.function.node.defaultChild as never),
        role: stack.getLogicalId(fn.role.node.defaultChild as never),
        logGroup: stack.getLogicalId(fn.logGroup.node.defaultChild as never),
        template,
      },
    ]),
  );
}

/** Logical id of the WebSocket API, which the web stack holds (CloudFront's /ws needs its id). */
function webSocketApiId(web: Template = synth.templates.web): string {
  const ids = Object.keys(web.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** Whether a resource of the API stack belongs to the WebSocket API (imported from the web stack by its logical id). */
const ofWebSocketApi = (props: Record<string, any>, web?: Template) => JSON.stringify(props.ApiId).includes(webSocketApiId(web));

/** Resources of the HTTP API (the stack also holds the WebSocket API's routes, integrations and stage). */
function httpResourcesOf(template: Template, type: string): ReturnType<typeof resourcesOf> {
  return resourcesOf(template, type).filter(([, props]) => !ofWebSocketApi(props));
}

/** Resources of the WebSocket API. */
function webSocketResourcesOf(template: Template, type: string, web?: Template): ReturnType<typeof resourcesOf> {
  return resourcesOf(template, type).filter(([, props]) => ofWebSocketApi(props, web));
}

/** Statements of a role's policies. */
function statementsOf(template: Template, roleId: string): Record<string, any>[] {
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, props]) => (props.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap(([, props]) => props.PolicyDocument.Statement as Record<string, any>[]);
}

/** Replaces CloudFormation intrinsics with sample values, as the deployed environment would hold strings. */
function sampleEnvironment(variables: Record<string, unknown>): Record<string, string> {
  const samples: Record<string, string> = {
    TABLE_NAME: 'dev-noco-data-Table-ABC',
    UPLOADS_BUCKET: 'dev-noco-data-uploads-abc',
    APP_URL: 'https://d111111abcdef8.cloudfront.net',
    ORIGIN_SECRET: 'k'.repeat(64),
    WEBSOCKET_CONNECTIONS_URL: 'https://abc123.execute-api.eu-west-3.amazonaws.com/live',
    JOB_FUNCTIONS:
      'jobs=dev-noco-api-JobsDomainFunction-ABC,recordJobs=dev-noco-api-RecordJobsDomainFunction-GHI,samples=dev-noco-api-SamplesDomainFunction-DEF',
  };
  return Object.fromEntries(
    Object.entries(variables).map(([key, value]) => [key, typeof value === 'string' ? value : (samples[key] ?? 'token')]),
  );
}

describe('api stack: functions', () => {
  it('has one function per domain of functions/manifest.ts', () => {
    api.resourceCountIs('AWS::Lambda::Function', Object.keys(manifest).length);
    expect(Object.keys(synth.stacks.api.functions).sort()).toEqual(Object.keys(manifest).sort());
  });

  it('runs Node.js 24 on arm64 with the manifest sizing and a log group kept 30 days and retained', () => {
    const ids = domainResources(api);
    for (const [domain, { fn, logGroup }] of Object.entries(ids)) {
      const props = api.toJSON().Resources[fn].Properties;
      expect(props).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: manifest[domain]!.memoryMb ?? 512,
        Timeout: manifest[domain]!.timeoutSeconds ?? 10,
        LoggingConfig: { LogGroup: { Ref: logGroup } },
      });
      expect(api.toJSON().Resources[logGroup]).toMatchObject({ DeletionPolicy: 'Retain', Properties: { RetentionInDays: 30 } });
    }
  });

  it('reserves concurrency for the accounts function only, so that a flood of logins cannot starve the others', () => {
    const ids = domainResources(api);
    for (const [domain, { fn }] of Object.entries(ids)) {
      expect(api.toJSON().Resources[fn].Properties.ReservedConcurrentExecutions, domain).toBe(domain === 'accounts' ? 50 : undefined);
    }
  });

  it('sets the environment of docs/runtime-contract.md, which functions/lib/config.ts accepts', () => {
    for (const [, props] of resourcesOf(api, 'AWS::Lambda::Function')) {
      const variables = props.Environment.Variables as Record<string, unknown>;
      expect(variables).toMatchObject({
        STAGE: 'aws',
        MAIL_FROM: 'no-reply@example.org',
        // No supportEmail context → the placeholder (and a synth warning).
        SUPPORT_EMAIL: 'support@example.com',
        MAIL_TEMPLATE_PREFIX: 'noco-dev',
        BUILD_ID: FIXTURE_BUILD_ID,
        APP_VERSION: synth.config.version,
        LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
      });
      expect(JSON.stringify(variables.TABLE_NAME)).toContain('dev-noco-data');
      expect(JSON.stringify(variables.UPLOADS_BUCKET)).toContain('dev-noco-data');
      // APP_URL: https:// + the distribution's domain, read from the web stack.
      expect(JSON.stringify(variables.APP_URL)).toMatch(/"https:\/\/".*dev-noco-web.*DomainName/);
      expect(() => parseConfig(sampleEnvironment(variables))).not.toThrow();
    }
  });

  it('bundles a minified ESM file with source map and the require shim', () => {
    const ids = domainResources(api);
    for (const { fn } of Object.values(ids)) {
      const key = api.toJSON().Resources[fn].Properties.Code.S3Key as string;
      const dir = path.join(synth.outdir, `asset.${key.replace(/\.zip$/, '')}`);
      const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
      expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
      expect(code).toMatch(/sourceMappingURL=index\.mjs\.map/);
      expect(existsSync(path.join(dir, 'index.mjs.map'))).toBe(true);
      // Minified: long lines (only template literals keep their line breaks).
      expect(code.length / code.split('\n').length).toBeGreaterThan(500);
    }
  });

  it('grants the catch-all (health) domain its logs and a read of the table, nothing else', () => {
    const { role } = domainResources(api)[catchAllDomain]!;
    // /api/health reports the table: a consistent read, never a write.
    expect(manifest[catchAllDomain]!.grants).toEqual({ table: 'read' });
    const statements = statementsOf(api, role);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatchObject({ Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Effect: 'Allow' });
    const table = statements.find((statement) => statement.Sid === 'Table');
    expect(table?.Action).toContain('dynamodb:GetItem');
    expect(JSON.stringify(table?.Action)).not.toMatch(/Put|Update|Delete|BatchWrite|TransactWrite/);
    expect(JSON.stringify(statements)).not.toMatch(/s3:|ses:|lambda:/);
    expect(api.toJSON().Resources[role].Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('grants table access (no Scan), mail from the configured sender and starting jobs exactly per the manifest', () => {
    const ids = domainResources(api);
    for (const [domain, { role }] of Object.entries(ids)) {
      const { grants } = manifest[domain]!;
      const statements = statementsOf(api, role);
      const table = statements.find((statement) => statement.Sid === 'Table');
      const mail = statements.find((statement) => statement.Sid === 'SendMail');
      const startJobs = statements.find((statement) => statement.Sid === 'StartJobs');
      expect(JSON.stringify(statements)).not.toContain('dynamodb:Scan');
      expect(Boolean(startJobs), domain).toBe(Boolean(grants.startJobs));
      expect(Boolean(table)).toBe(Boolean(grants.table));
      expect(Boolean(mail)).toBe(Boolean(grants.mail));
      if (table) {
        expect(table.Action.includes('dynamodb:PutItem')).toBe(grants.table === 'readwrite');
        expect(JSON.stringify(table.Resource)).toContain('/index/GSI1');
        expect(JSON.stringify(table.Resource)).not.toContain('*');
      }
      if (mail) {
        expect(mail.Action).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
        expect(mail.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.org' } });
        expect(JSON.stringify(mail.Resource)).toContain(':identity/');
        expect(JSON.stringify(mail.Resource)).toContain(':template/noco-dev-activation-fr');
      }
    }
  });
});

describe('api stack: HTTP API', () => {
  it('has one route per manifest route key, plus $default, each on its domain function', () => {
    const ids = domainResources(api);
    const integrationTarget = new Map<string, string>();
    for (const [id, props] of httpResourcesOf(api, 'AWS::ApiGatewayV2::Integration')) {
      expect(props).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      integrationTarget.set(id, props.IntegrationUri['Fn::GetAtt'][0]);
    }
    const routes = httpResourcesOf(api, 'AWS::ApiGatewayV2::Route').map(([, props]) => {
      const integration = (props.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      return [props.RouteKey as string, integrationTarget.get(integration.Ref)] as const;
    });
    const expected: (readonly [string, string | undefined])[] = Object.entries(manifest).flatMap(([domain, { routes }]) =>
      routes.map((key) => [key, ids[domain]!.fn] as const),
    );
    expected.push(['$default', ids[catchAllDomain]!.fn]);
    expect(routes.sort()).toEqual(expected.sort());
    // One invoke permission per function with HTTP routes, one per WebSocket route for the WebSocket API (the
    // schedules' and object events' permissions are EventBridge's; the check function has no route).
    const webSocketRoutes = Object.values(manifest).reduce((count, domain) => count + (domain.websocket?.length ?? 0), 0);
    const httpFunctions = Object.values(manifest).filter((domain) => domain.routes.length > 0).length;
    const gateway = resourcesOf(api, 'AWS::Lambda::Permission').filter(([, props]) => props.Principal === 'apigateway.amazonaws.com');
    expect(gateway).toHaveLength(httpFunctions + webSocketRoutes);
  });

  it('logs every request as JSON and throttles the $default stage', () => {
    const [[, stage]] = httpResourcesOf(api, 'AWS::ApiGatewayV2::Stage') as [[string, Record<string, any>]];
    expect(stage).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
    const format = JSON.parse(stage.AccessLogSettings.Format as string) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status', routeKey: '$context.routeKey' });
    const logGroupId = stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0] as string;
    expect(api.toJSON().Resources[logGroupId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { RetentionInDays: 30 },
    });
  });

  it('provisions every SES template the functions send with', () => {
    const names = resourcesOf(api, 'AWS::SES::Template').map(([, props]) => props.Template.TemplateName as string);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('noco-dev-'))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['noco-dev-activation-fr', 'noco-dev-activation-en']));
  });
});

describe('api stack: jobs and schedules', () => {
  const workers = () => Object.keys(manifest).filter((domain) => manifest[domain]!.jobs?.length);

  it('has the general job worker, the records one and the sample data one, each landing failed job events in an encrypted, TLS-only queue of its own after two retries', () => {
    expect(workers()).toEqual(['jobs', 'recordJobs', 'samples']);
    const ids = domainResources(api);
    // The workers', and one per other domain with schedules (no retries: see the schedules' test).
    const configs = resourcesOf(api, 'AWS::Lambda::EventInvokeConfig');
    const scheduled = Object.keys(manifest).filter((domain) => manifest[domain]!.schedules?.length && !manifest[domain]!.jobs?.length);
    expect(configs).toHaveLength(workers().length + scheduled.length);
    expect(resourcesOf(api, 'AWS::SQS::Queue')).toHaveLength(workers().length);
    for (const domain of workers()) {
      const [, config] = configs.find(([, props]) => JSON.stringify(props.FunctionName) === JSON.stringify({ Ref: ids[domain]!.fn }))!;
      expect(config).toMatchObject({ Qualifier: '$LATEST', MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21_600 });
      const queueId = config.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string;
      expect(api.toJSON().Resources[queueId]).toMatchObject({
        Type: 'AWS::SQS::Queue',
        Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 },
      });
      api.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
      // The function's own role may send to its queue, and only to it.
      const send = statementsOf(api, ids[domain]!.role).filter((statement) => JSON.stringify(statement.Action).includes('sqs:'));
      expect(send).toEqual([
        expect.objectContaining({ Action: expect.arrayContaining(['sqs:SendMessage']), Resource: { 'Fn::GetAtt': [queueId, 'Arn'] } }),
      ]);
    }
  });

  it('lets every domain with startJobs invoke every worker, and tells it their names; a worker invokes only itself', () => {
    const ids = domainResources(api);
    const arn = (domain: string) => ({ 'Fn::GetAtt': [ids[domain]!.fn, 'Arn'] });
    const functions = api.toJSON().Resources;
    const starters = Object.keys(manifest).filter((domain) => manifest[domain]!.grants.startJobs);
    expect(starters).toEqual(expect.arrayContaining(['projects', 'records', 'jobs', 'recordJobs', 'samples']));
    for (const [domain, { role, fn }] of Object.entries(ids)) {
      const invoke = statementsOf(api, role).filter((statement) => JSON.stringify(statement.Action).includes('lambda:'));
      const variables = functions[fn].Properties.Environment.Variables;
      if (!starters.includes(domain)) {
        expect(invoke, domain).toEqual([]);
        expect(variables.JOB_FUNCTIONS, domain).toBeUndefined();
        continue;
      }
      if (workers().includes(domain)) {
        // A worker continues its own jobs and finds itself in AWS_LAMBDA_FUNCTION_NAME (its own name in its environment, or
        // two workers naming each other, would be a cycle).
        expect(invoke, domain).toEqual([
          expect.objectContaining({ Sid: 'StartJobs', Action: 'lambda:InvokeFunction', Resource: arn(domain) }),
        ]);
        expect(variables.JOB_FUNCTIONS, domain).toBeUndefined();
        continue;
      }
      expect(invoke, domain).toEqual([
        expect.objectContaining({ Sid: 'StartJobs', Action: 'lambda:InvokeFunction', Resource: workers().map(arn) }),
      ]);
      expect(variables.JOB_FUNCTIONS, domain).toEqual({
        'Fn::Join': ['', workers().flatMap((worker, index) => [`${index ? ',' : ''}${worker}=`, { Ref: ids[worker]!.fn }])],
      });
    }
  });

  it('sends each schedule of the manifest, whichever domain declares it, to that domain as { schedule } on its rate', () => {
    const ids = domainResources(api);
    // The schedules' rules (the object events' rules have a pattern instead).
    const rules = resourcesOf(api, 'AWS::Events::Rule')
      .map(([, props]) => props)
      .filter((props) => props.ScheduleExpression);
    const declared = Object.entries(manifest).flatMap(([domain, { schedules }]) =>
      (schedules ?? []).map((schedule) => ({ domain, schedule })),
    );
    expect(declared.map(({ schedule }) => schedule.name)).toContain('resumeStalledJobs');
    expect(rules).toHaveLength(declared.length);
    for (const { domain, schedule } of declared) {
      expect(rules).toContainEqual(
        expect.objectContaining({
          ScheduleExpression: `rate(${schedule.everyMinutes} minute${schedule.everyMinutes === 1 ? '' : 's'})`,
          State: 'ENABLED',
          Targets: [
            expect.objectContaining({
              Arn: { 'Fn::GetAtt': [ids[domain]!.fn, 'Arn'] },
              Input: JSON.stringify({ schedule: schedule.name }),
            }),
          ],
        }),
      );
      api.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [ids[domain]!.fn, 'Arn'] },
      });
    }
  });

  it('gives a second domain its own schedule rule, with no Lambda retries (the next run does the work), and refuses a name declared twice', () => {
    const sweeping = {
      ...manifest,
      live: { ...manifest.live!, schedules: [{ name: 'liveSweepTest', everyMinutes: 1 }] },
    } satisfies Record<string, DomainManifest>;
    const other = synthesize({ domains: sweeping, context: { stage: 'sweep', mailFrom: 'a@example.org' } });
    try {
      const template = other.templates.api;
      const ids = domainResources(template, other.stacks.api);
      const rules = resourcesOf(template, 'AWS::Events::Rule').map(([, props]) => props);
      expect(rules).toContainEqual(
        expect.objectContaining({
          ScheduleExpression: 'rate(1 minute)',
          Targets: [
            expect.objectContaining({
              Arn: { 'Fn::GetAtt': [ids.live!.fn, 'Arn'] },
              Input: JSON.stringify({ schedule: 'liveSweepTest' }),
            }),
          ],
        }),
      );
      // The worker's schedule still goes to the worker.
      expect(rules).toContainEqual(
        expect.objectContaining({ Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [ids.jobs!.fn, 'Arn'] } })] }),
      );
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: ids.live!.fn },
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: 60,
      });
      expect(nagViolations(other.stacks.api)).toEqual([]);
    } finally {
      other.cleanup();
    }
    const twice = { ...manifest, live: { ...manifest.live!, schedules: [{ name: 'resumeStalledJobs', everyMinutes: 1 }] } };
    expect(() => synthesize({ domains: twice })).toThrow(/schedule "resumeStalledJobs" is declared by both/);
  });

  it('raises an alarm when a background job lands in the queue, and when one could not even be queued', () => {
    const ids = domainResources(api);
    const alarms = resourcesOf(api, 'AWS::CloudWatch::Alarm').map(([, props]) => props);
    for (const domain of workers()) {
      const [, config] = resourcesOf(api, 'AWS::Lambda::EventInvokeConfig').find(
        ([, props]) => JSON.stringify(props.FunctionName) === JSON.stringify({ Ref: ids[domain]!.fn }),
      )!;
      const queueId = config.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string;
      const common = {
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      };
      expect(alarms).toContainEqual(
        expect.objectContaining({
          ...common,
          Namespace: 'AWS/SQS',
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
        }),
      );
      expect(alarms).toContainEqual(
        expect.objectContaining({
          ...common,
          Namespace: 'AWS/Lambda',
          MetricName: 'DestinationDeliveryFailures',
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: ids[domain]!.fn } }],
        }),
      );
    }
    // No SNS topic configured: the alarms show in CloudWatch only.
    expect(alarms.every((alarm) => alarm.AlarmActions === undefined)).toBe(true);
  });

  it('notifies the alarmTopicArn topic when one is given', () => {
    const other = synthesize({
      context: { stage: 'alarms', mailFrom: 'no-reply@example.org', alarmTopicArn: 'arn:aws:sns:eu-west-3:123456789012:ops' },
    });
    try {
      const alarms = resourcesOf(other.templates.api, 'AWS::CloudWatch::Alarm');
      expect(alarms.length).toBeGreaterThan(0);
      for (const [, alarm] of alarms) expect(alarm.AlarmActions).toEqual(['arn:aws:sns:eu-west-3:123456789012:ops']);
    } finally {
      other.cleanup();
    }
  });
});

describe('api stack: manifest variations', () => {
  const variant: Record<string, DomainManifest> = {
    platform: { entry: 'functions/platform/api.ts', routes: ['GET /api/health'], catchAll: true, grants: {} },
    reader: { entry: 'functions/platform/api.ts', routes: ['GET /api/things/{id}'], grants: { table: 'read', uploads: 'read' } },
    writer: {
      entry: 'functions/platform/api.ts',
      routes: ['POST /api/things', 'DELETE /api/things/{id}'],
      grants: { table: 'readwrite', uploads: 'readwrite', startJobs: true },
      memoryMb: 256,
      timeoutSeconds: 20,
    },
    worker: {
      entry: 'functions/platform/api.ts',
      routes: ['GET /api/jobs/{jobId}'],
      jobs: ['purgeProject'],
      grants: { table: 'read' },
    },
  };
  const other = synthesizedForSuite({
    domains: variant,
    context: { stage: 'variant', appUrl: 'https://app.example.org', mailFrom: 'a@example.org' },
  });

  it('grants read-only access as read, object writes as readwrite, each on the uploads bucket only', () => {
    const template = other.templates.api;
    const ids = domainResources(template, other.stacks.api);
    const reader = statementsOf(template, ids.reader!.role);
    const writer = statementsOf(template, ids.writer!.role);
    expect(reader.find((s) => s.Sid === 'Table')!.Action).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
    ]);
    expect(reader.find((s) => s.Sid === 'UploadsObjects')!.Action).toBe('s3:GetObject');
    expect(writer.find((s) => s.Sid === 'UploadsObjects')!.Action).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
      's3:PutObjectTagging',
    ]);
    for (const statements of [reader, writer]) {
      expect(JSON.stringify(statements.find((s) => s.Sid === 'UploadsObjects')!.Resource)).toMatch(/Uploads.*\/\*/);
      expect(statements.find((s) => s.Sid === 'UploadsList')!.Action).toBe('s3:ListBucket');
      expect(statements.find((s) => s.Sid === 'SendMail')).toBeUndefined();
    }
    template.hasResourceProperties('AWS::Lambda::Function', { MemorySize: 256, Timeout: 20 });
  });

  it('lets a startJobs domain invoke the worker, and only it; a worker without startJobs cannot invoke itself', () => {
    const template = other.templates.api;
    const ids = domainResources(template, other.stacks.api);
    const invoke = resourcesOf(template, 'AWS::IAM::Policy')
      .flatMap(([, props]) =>
        (props.PolicyDocument.Statement as Record<string, any>[]).map((statement) => ({ roles: props.Roles, statement })),
      )
      .filter(({ statement }) => JSON.stringify(statement.Action).includes('lambda:'));
    expect(invoke).toEqual([
      {
        roles: [{ Ref: ids.writer!.role }],
        statement: expect.objectContaining({
          Action: 'lambda:InvokeFunction',
          Effect: 'Allow',
          Resource: { 'Fn::GetAtt': [ids.worker!.fn, 'Arn'] },
        }),
      },
    ]);
    template.resourceCountIs('AWS::Events::Rule', 0);
  });

  it('uses appUrl as APP_URL when given', () => {
    other.templates.api.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_URL: 'https://app.example.org' }) },
    });
  });

  it('gives the worker a failure queue, and no other function', () => {
    const template = other.templates.api;
    const ids = domainResources(template, other.stacks.api);
    expect(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig').map(([, props]) => props.FunctionName)).toEqual([
      { Ref: ids.worker!.fn },
    ]);
    template.resourceCountIs('AWS::SQS::Queue', 1);
    expect(other.stacks.api.jobs?.workers.worker?.worker).toBe(other.stacks.api.functions.worker);
  });

  it('refuses a manifest with a job type run by two workers', () => {
    expect(() => synthesize({ domains: { ...variant, reader: { ...variant.reader!, jobs: ['purgeProject'] } } })).toThrow(
      /job type "purgeProject" is run by both reader and worker/,
    );
  });

  it('passes cdk-nag with the uploads wildcard acknowledged, and only that', () => {
    expect(nagViolations(other.stacks.api)).toEqual([]);
    const acknowledged = other.stacks.api.node
      .findAll()
      .flatMap((node) => node.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((entry) => Object.keys(entry.data as object));
    const wildcard = acknowledged.filter((id) => id.includes('IAM5'));
    expect(wildcard).toHaveLength(2);
    expect(wildcard.every((id) => /Resource::.*Uploads.*\/\*\]$/.test(id))).toBe(true);
  });

  it('refuses a manifest without exactly one catch-all domain, or with a route declared twice', () => {
    const { catchAll: _, ...platformWithoutCatchAll } = variant.platform!;
    expect(() => synthesize({ domains: { ...variant, platform: platformWithoutCatchAll } })).toThrow(/catchAll/);
    expect(() => synthesize({ domains: { ...variant, reader: { ...variant.reader!, routes: ['GET /api/health'] } } })).toThrow(
      /declared by both/,
    );
  });
});

describe('api stack: WebSocket API and S3 object events (functions/manifest.ts triggers)', () => {
  const wsDomains = Object.entries(manifest).filter(([, domain]) => domain.websocket?.length);

  it('adds one route per declared WebSocket key to the web stack API, each on its domain function', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Api', 0); // both APIs live in the web stack
    const ids = domainResources(api);
    const integrationTarget = new Map<string, string>();
    for (const [id, props] of webSocketResourcesOf(api, 'AWS::ApiGatewayV2::Integration')) {
      expect(props).toMatchObject({ IntegrationType: 'AWS_PROXY' });
      const target = Object.entries(ids).find(([, { fn }]) => JSON.stringify(props.IntegrationUri).includes(`"${fn}"`));
      integrationTarget.set(id, target![0]);
    }
    const routes = webSocketResourcesOf(api, 'AWS::ApiGatewayV2::Route').map(([, props]) => {
      const integration = (props.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      expect(props.AuthorizationType).toBe('NONE');
      return [props.RouteKey as string, integrationTarget.get(integration.Ref)] as const;
    });
    const declared = wsDomains.flatMap(([domain, { websocket }]) => websocket!.map((key) => [key, domain] as const));
    expect(declared.map(([key]) => key)).toEqual(expect.arrayContaining(['$connect', '$disconnect', '$default', 'ping']));
    expect(routes.sort()).toEqual([...declared].sort());
    // API Gateway may invoke the function for each route of this API only.
    const permissions = resourcesOf(api, 'AWS::Lambda::Permission').filter(([, props]) => ofWebSocketApi({ ApiId: props.SourceArn }));
    expect(permissions).toHaveLength(declared.length);
  });

  it('has a throttled stage named live (the path /ws is rewritten to) with JSON access logs', () => {
    const stages = webSocketResourcesOf(api, 'AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(1);
    const [, stage] = stages[0]!;
    expect(stage.StageName).toBe(WEBSOCKET_STAGE);
    expect(WEBSOCKET_PATH_CODE).toContain(`request.uri = '/${WEBSOCKET_STAGE}'`);
    expect(stage.AutoDeploy).toBe(true);
    // Its own limits (webSocketThrottleRate, -Burst): a room joining at once must not be throttled like the HTTP API.
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1_000 });
    expect(JSON.parse(stage.AccessLogSettings.Format)).toMatchObject({
      routeKey: '$context.routeKey',
      connectionId: '$context.connectionId',
    });
  });

  it('grants execute-api:ManageConnections on this API and stage only, and the @connections endpoint, to the domains the manifest names', () => {
    const ids = domainResources(api);
    const wsApi = webSocketApiId();
    for (const [domain, { fn, role }] of Object.entries(ids)) {
      const manages = statementsOf(api, role).filter((statement) => [statement.Action].flat().includes('execute-api:ManageConnections'));
      expect(manages.length > 0, domain).toBe(Boolean(manifest[domain]!.grants.manageConnections));
      for (const statement of manages) {
        expect(statement.Action, domain).toBe('execute-api:ManageConnections');
        const resource = JSON.stringify(statement.Resource);
        expect(resource).toContain(wsApi);
        expect(resource).toMatch(/\/live\/\*\/@connections\/\*"\]\]\}$/);
      }
      const variables = api.toJSON().Resources[fn].Properties.Environment.Variables as Record<string, unknown>;
      expect('WEBSOCKET_CONNECTIONS_URL' in variables, domain).toBe(Boolean(manifest[domain]!.grants.manageConnections));
      if (manifest[domain]!.grants.manageConnections) {
        expect(JSON.stringify(variables.WEBSOCKET_CONNECTIONS_URL)).toContain(wsApi);
        expect(JSON.stringify(variables.WEBSOCKET_CONNECTIONS_URL)).toContain('/live');
      }
      // Browsers open the app's own origin (/ws), which the functions know as APP_URL.
      expect('WEBSOCKET_URL' in variables, domain).toBe(false);
      if (manifest[domain]!.websocket?.length) expect(() => parseConfig(sampleEnvironment(variables))).not.toThrow();
    }
  });

  it('refuses WebSocket routes declared twice', () => {
    const [domain, declaring] = wsDomains[0]!;
    const twice: Record<string, DomainManifest> = {
      ...manifest,
      echo: { entry: declaring.entry, routes: [], websocket: ['ping'], grants: {} },
    };
    expect(() => synthesize({ domains: twice })).toThrow(new RegExp(`"ping" is declared by both ${domain} and echo`));
  });

  it('delivers declared S3 object events through an EventBridge rule, from a bucket that sends its events there', () => {
    const declaring = {
      ...manifest,
      recorder: {
        entry: 'test/fixtures/s3-recorder.ts',
        routes: [],
        s3Events: [{ bucket: 'uploads', events: ['created', 'removed'], prefix: 'inbox/' }],
        grants: {},
      },
    } satisfies Record<string, DomainManifest>;
    const withS3 = synthesize({ domains: declaring });
    try {
      const template = withS3.templates.api;
      const recorder = withS3.stacks.api.getLogicalId(withS3.stacks.api.functions.recorder!.function.node.defaultChild as never);
      // Object events only (the job worker's schedules are rules too), for this domain (uploads declares its own).
      const rules = resourcesOf(template, 'AWS::Events::Rule').filter(
        ([, props]) => props.EventPattern && JSON.stringify(props.Targets).includes(recorder),
      );
      expect(rules).toHaveLength(1);
      const [, rule] = rules[0]!;
      expect(rule.EventPattern).toMatchObject({
        source: ['aws.s3'],
        'detail-type': ['Object Created', 'Object Deleted'],
        detail: { bucket: { name: [expect.anything()] }, object: { key: [{ prefix: 'inbox/' }] } },
      });
      expect(rule.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [recorder, 'Arn'] } })]);
      template.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: { 'Fn::GetAtt': [recorder, 'Arn'] },
        Principal: 'events.amazonaws.com',
      });
      withS3.templates.data.hasResourceProperties('AWS::S3::Bucket', {
        NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
      });
      expect(nagViolations(withS3.stacks.api)).toEqual([]);
    } finally {
      withS3.cleanup();
    }
    // The real manifest: one object-event rule per declared trigger (the schedules' rules have no pattern).
    const declared = Object.values(manifest).reduce((count, domain) => count + (domain.s3Events?.length ?? 0), 0);
    expect(resourcesOf(api, 'AWS::Events::Rule').filter(([, props]) => props.EventPattern)).toHaveLength(declared);
  });
});

describe('api stack: the uploads domain', () => {
  /** `{ Ref | Fn::GetAtt | Fn::GetStackOutput … }` values as text, to find what a statement or a pattern names. */
  const text = (value: unknown) => JSON.stringify(value);

  it('runs the check on objects created under files/ only, through an EventBridge rule to the check function', () => {
    expect(manifest.fileCheck!.s3Events).toEqual([{ bucket: 'uploads', events: ['created'], prefix: 'files/' }]);
    const ids = domainResources(api);
    const rules = resourcesOf(api, 'AWS::Events::Rule').filter(([, props]) => props.EventPattern);
    const uploads = rules.filter(([, props]) => text(props.Targets).includes(ids.fileCheck!.fn));
    expect(uploads).toHaveLength(1);
    const [ruleId, rule] = uploads[0]!;
    expect(rule.State).toBe('ENABLED');
    expect(rule.EventPattern).toEqual({
      source: ['aws.s3'],
      // Created only: a deletion (the check's own, a purge's) runs nothing.
      'detail-type': ['Object Created'],
      detail: { bucket: { name: [expect.anything()] }, object: { key: [{ prefix: 'files/' }] } },
    });
    // The data stack's uploads bucket, by its name (a cross-stack output).
    expect(text(rule.EventPattern.detail.bucket.name)).toMatch(/dev-noco-data.*Uploads/);
    // Lambda's own retries apply to EventBridge's asynchronous invocation, as for jobs.
    expect(rule.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [ids.fileCheck!.fn, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21_600 },
      }),
    ]);
    api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [ids.fileCheck!.fn, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
    // The bucket sends its object events to EventBridge.
    synth.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
    });
  });

  it("grants the uploads, check, records and job functions the bucket's object actions they call, on its objects only", () => {
    const ids = domainResources(api);
    const writers = Object.keys(manifest).filter((domain) => manifest[domain]!.grants.uploads === 'readwrite');
    expect(writers.sort()).toEqual(['fileCheck', 'imports', 'jobs', 'recordJobs', 'records', 'uploads']);
    for (const domain of writers) {
      const statements = statementsOf(api, ids[domain]!.role);
      const objects = statements.find((statement) => statement.Sid === 'UploadsObjects')!;
      // PutObject and PutObjectTagging authorize the presigned POST (its `tagging` field) and the retag on attach;
      // GetObject the presigned GETs, HEAD and range reads; DeleteObject refused files and purges.
      expect(objects.Action, domain).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject', 's3:PutObjectTagging']);
      expect(objects.Effect).toBe('Allow');
      expect(objects.Condition).toBeUndefined();
      // `<uploads bucket ARN>/*`: the objects of this one bucket.
      expect(objects.Resource).toEqual({ 'Fn::Join': ['', [expect.anything(), '/*']] });
      expect(text(objects.Resource)).toMatch(/dev-noco-data.*Uploads/);
      const list = statements.find((statement) => statement.Sid === 'UploadsList')!;
      expect(list.Action).toBe('s3:ListBucket');
      expect(text(list.Resource)).toMatch(/dev-noco-data.*Uploads/);
      expect(text(list.Resource)).not.toContain('*');
      // Nothing else of S3: no bucket configuration, no ACL, no version actions, no other bucket.
      const s3 = statements.filter((statement) => text(statement.Action).includes('s3:'));
      expect(s3.map((statement) => statement.Sid).sort(), domain).toEqual(['UploadsList', 'UploadsObjects']);
      // The only wildcards of the role are the bucket's objects and, where the domain closes sockets, the WebSocket
      // API's `@connections/*` (the job worker's own queue aside, it has none).
      const wildcards = statements.filter((statement) => text(statement.Action).includes('*') || text(statement.Resource).includes('*'));
      const sockets = manifest[domain]!.grants.manageConnections ? ['ManageConnections'] : [];
      expect(wildcards.map((statement) => statement.Sid).sort(), domain).toEqual([...sockets, 'UploadsObjects'].sort());
    }
    // The uploads function also mails upload links (from the configured sender) and starts jobs.
    const sids = statementsOf(api, ids.uploads!.role).map((statement) => statement.Sid);
    expect(sids).toEqual(expect.arrayContaining(['Table', 'UploadsObjects', 'UploadsList', 'SendMail', 'StartJobs']));
  });

  it("signs presigned POSTs and GETs at the bucket's regional origin, the one the pages' CSP allows", async () => {
    const ids = domainResources(api);
    const variables = sampleEnvironment(api.toJSON().Resources[ids.uploads!.fn].Properties.Environment.Variables);
    // What Lambda adds to the function's environment (its region, its role's credentials).
    const region = 'eu-west-3';
    const saved = { ...process.env };
    Object.assign(process.env, variables, { AWS_REGION: region, AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' });
    for (const name of ['AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_S3', 'S3_FORCE_PATH_STYLE', 'AWS_PROFILE']) delete process.env[name];
    try {
      const bucket = await import('../../functions/lib/storage/uploads-bucket');
      // CloudFormation's RegionalDomainName of the bucket, which the web stack puts in img-src and connect-src.
      const origin = `https://${variables.UPLOADS_BUCKET}.s3.${region}.amazonaws.com`;
      const post = await bucket.presignPost('files/P/A/U/original', 'image/png', 1024, 300, new Date());
      expect(post.url).toBe(`${origin}/`);
      const get = await bucket.presignGet('files/P/A/U/preview', {
        expiresSeconds: 900,
        windowSeconds: 300,
        now: new Date(),
        served: { type: 'image/webp', disposition: 'inline', fileName: 'a.webp' },
      });
      expect(new URL(get).origin).toBe(origin);
      const csp = contentSecurityPolicy([origin]);
      expect(csp).toContain(`img-src 'self' data: blob: ${origin}`);
      expect(csp).toContain(`connect-src 'self' ${origin}`);
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it('passes cdk-nag with only the uploads object wildcard (and the sockets of the domains that close them) acknowledged on these roles, with a reason', () => {
    expect(nagViolations(synth.stacks.api)).toEqual([]);
    const ids = domainResources(api);
    for (const domain of ['uploads', 'fileCheck', 'records', 'imports', 'jobs', 'recordJobs']) {
      const role = synth.stacks.api.functions[domain]!.role;
      const acknowledged = role.node
        .findAll()
        .flatMap((node) => node.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
      expect(acknowledged.length, domain).toBeGreaterThan(0);
      for (const [id, reason] of acknowledged) {
        if (manifest[domain]!.grants.manageConnections && id.includes('@connections')) {
          expect(id, domain).toMatch(/^(Annotation::)?AwsSolutions-IAM5\[Resource::.*:execute-api:.*\/live\/\*\/@connections\/\*\]$/);
          expect(reason).toMatch(/assigned by API Gateway at run time/);
          continue;
        }
        expect(id, domain).toMatch(/^(Annotation::)?AwsSolutions-IAM5\[Resource::.*Uploads.*\/\*\]$/);
        expect(reason).toMatch(/created at run time/);
      }
      expect(ids[domain]).toBeDefined();
    }
  });
});
