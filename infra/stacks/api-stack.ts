import { ArnFormat, CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IDomainName,
  type IHttpApi,
  type IWebSocketApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { CfnTemplate, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { allTemplates } from '../../functions/lib/mail/templates';
import type { DomainManifest, RouteKey } from '../../functions/manifest';
import { DomainFunction } from '../constructs/domain-function';
import { JobWorkers } from '../constructs/job-worker';
import { RetainedLogGroup } from '../constructs/logs';
import { S3Triggers } from '../constructs/s3-triggers';
import { Schedules } from '../constructs/schedules';
import { DomainWebSocketApi } from '../constructs/websocket-api';

export interface ApiStackProps extends StackProps {
  /** functions/manifest.ts `domains`. */
  readonly domains: Readonly<Record<string, DomainManifest>>;
  readonly projectRoot: string;
  /** Created by the web stack (CloudFront needs its id); this stack adds the stage and the routes. */
  readonly httpApi: IHttpApi;
  /** Created by the web stack when a domain declares WebSocket routes (CloudFront's `/ws` needs its id); routes and stage here. */
  readonly webSocketApi?: IWebSocketApi;
  /** The API's custom domain (web stack), mapped here to the stage; CloudFront's way in when set. */
  readonly apiDomain?: IDomainName;
  /** The API custom domains of published web apps' own domains (WebStack.siteApiDomains), mapped to the stage too. */
  readonly siteApiDomains?: ReadonlyMap<string, IDomainName>;
  readonly table: ITable;
  readonly tableIndexes: readonly string[];
  readonly uploadsBucket: IBucket;
  readonly mailIdentity: IEmailIdentity;
  /** SES templates are named `{prefix}-{mail}-{locale}` (functions/lib/mail/templates.ts). */
  readonly mailTemplatePrefix: string;
  /** docs/runtime-contract.md, without NODE_OPTIONS (added by DomainFunction). */
  readonly environment: Record<string, string>;
  readonly mailFrom: string;
  readonly logRetention: RetentionDays;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** The WebSocket stage's (messages, `$connect` included). */
  readonly webSocketThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Reserved concurrency per domain (see infra/noco.ts for why the accounts domain has one). */
  readonly reservedConcurrency?: Readonly<Record<string, number>>;
  /** SNS topic the alarms notify. */
  readonly alarmTopicArn?: string;
}

/** Access log line of the API's stage (HTTP API context variables). */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  errorMessage: '$context.error.message',
  userAgent: '$context.identity.userAgent',
} as const;

/** `GET /api/projects/{id}` → { method, path }. */
export function parseRouteKey(key: RouteKey): { method: HttpMethod; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/api(?:\/[^\s]*)?)$/.exec(key);
  if (!match?.[1] || !match[2]) throw new Error(`functions/manifest.ts: malformed route key ${JSON.stringify(key)}`);
  return { method: HttpMethod[match[1] as keyof typeof HttpMethod], path: match[2] };
}

/**
 * Everything that runs behind the HTTP API: one function per domain of functions/manifest.ts, one route per
 * route key (plus `$default` to the catch-all domain), the `$default` stage with JSON access logs and
 * throttling, and the SES templates the functions send with.
 */
export class ApiStack extends Stack {
  readonly functions: Record<string, DomainFunction> = {};
  /** The job workers' failure queues and alarms (docs/jobs.md). */
  readonly jobs?: JobWorkers;
  readonly stage: HttpStage;
  /** Only when a domain declares WebSocket routes. */
  readonly webSocket?: DomainWebSocketApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const domainEntries = Object.entries(props.domains);
    const catchAll = domainEntries.filter(([, manifest]) => manifest.catchAll);
    if (catchAll.length !== 1) {
      throw new Error(`functions/manifest.ts: exactly one domain must have catchAll: true (found ${catchAll.length})`);
    }

    const templates = allTemplates(props.mailTemplatePrefix).map((template) => {
      const resource = new CfnTemplate(this, `MailTemplate-${template.name}`, {
        template: { templateName: template.name, subjectPart: template.subject, textPart: template.text, htmlPart: template.html },
      });
      return { name: template.name, resource };
    });
    const templateArns = templates.map(({ name }) =>
      this.formatArn({ service: 'ses', resource: 'template', resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME }),
    );

    const routes = new Construct(this, 'Routes');
    const seen = new Map<string, string>();
    const alarmAction = props.alarmTopicArn ? new SnsAction(Topic.fromTopicArn(this, 'AlarmTopic', props.alarmTopicArn)) : undefined;

    for (const [domain, manifest] of domainEntries) {
      const fn = new DomainFunction(this, `${pascal(domain)}Domain`, {
        domain,
        manifest,
        projectRoot: props.projectRoot,
        environment: props.environment,
        logRetention: props.logRetention,
        table: props.table,
        tableIndexes: props.tableIndexes,
        uploadsBucket: props.uploadsBucket,
        mail: { identityArn: props.mailIdentity.emailIdentityArn, templateArns, from: props.mailFrom },
        reservedConcurrency: props.reservedConcurrency?.[domain],
      });
      // Templates exist before any function that may send with them.
      if (manifest.grants.mail) for (const { resource } of templates) fn.function.node.addDependency(resource);
      this.functions[domain] = fn;

      // One invoke permission per function for the whole API: a permission per route would outgrow the
      // function's 20 KB resource policy as domains gain routes.
      const integration = new HttpLambdaIntegration(`${pascal(domain)}Integration`, fn.function, {
        scopePermissionToRoute: false,
      });
      for (const key of manifest.routes) {
        const owner = seen.get(key);
        if (owner) throw new Error(`functions/manifest.ts: route "${key}" is declared by both ${owner} and ${domain}`);
        seen.set(key, domain);
        const { method, path } = parseRouteKey(key);
        new HttpRoute(routes, routeId(key), { httpApi: props.httpApi, routeKey: HttpRouteKey.with(path, method), integration });
      }
      if (manifest.catchAll) {
        // Unknown /api paths reach the app and get its JSON 404, not API Gateway's own.
        new HttpRoute(routes, 'Default', { httpApi: props.httpApi, routeKey: HttpRouteKey.DEFAULT, integration });
      }
    }

    // Non-HTTP triggers of the manifest: WebSocket routes and S3 object events.
    if (domainEntries.some(([, manifest]) => manifest.websocket?.length)) {
      if (!props.webSocketApi)
        throw new Error('functions/manifest.ts declares WebSocket routes, but the web stack created no WebSocket API');
      this.webSocket = new DomainWebSocketApi(this, 'WebSocket', {
        api: props.webSocketApi,
        domains: props.domains,
        functions: this.functions,
        logRetention: props.logRetention,
        throttle: props.webSocketThrottle,
      });
    }
    new S3Triggers(this, 'S3Triggers', { domains: props.domains, functions: this.functions, buckets: { uploads: props.uploadsBucket } });
    const hasJobs = domainEntries.some(([, manifest]) => manifest.jobs?.length || manifest.grants.startJobs);
    if (hasJobs) this.jobs = new JobWorkers(this, 'Jobs', { domains: props.domains, functions: this.functions, alarmAction });
    const workers = Object.values(this.jobs?.workers ?? {}).map((wiring) => wiring.worker);
    new Schedules(this, 'Schedules', { domains: props.domains, functions: this.functions, workers });

    Validations.of(routes).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authentication is the session cookie, checked by the auth middleware of every domain function (docs/architecture.md, "Access"); several routes must stay anonymous (health, register, activation, login, password reset), which a gateway authorizer attached per route key would only duplicate.',
    });

    const accessLogs = new RetainedLogGroup(this, 'AccessLogs', props.logRetention);
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    if (props.apiDomain) {
      // The API answers to the custom domain only (its execute-api endpoint is disabled by the web stack).
      new ApiMapping(this, 'ApiMapping', { api: props.httpApi, domainName: props.apiDomain, stage: this.stage });
      for (const [host, domainName] of props.siteApiDomains ?? []) {
        new ApiMapping(this, `SiteApiMapping-${host}`, { api: props.httpApi, domainName, stage: this.stage });
      }
    } else {
      new CfnOutput(this, 'ApiEndpoint', { value: props.httpApi.apiEndpoint });
    }
  }
}

function pascal(name: string): string {
  return name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/** `GET /api/projects/{id}` → `GET |api|projects|{id}` (construct ids cannot hold `/`; this stays one-to-one). */
function routeId(key: string): string {
  return key.replaceAll('/', '|');
}
