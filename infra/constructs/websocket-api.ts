import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketRoute, WebSocketStage, type IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { DomainManifest } from '../../functions/manifest';
import type { DomainFunction } from './domain-function';
import { RetainedLogGroup } from './logs';
import { acknowledgeWildcards } from './nag';
import { WEBSOCKET_STAGE } from './websocket-path';

/** Access log line of the WebSocket stage (WebSocket API context variables). */
const WEBSOCKET_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  errorMessage: '$context.error.message',
} as const;

export interface DomainWebSocketApiProps {
  /** The bare API, created by the web stack (CloudFront's `/ws` behaviour needs its id). */
  readonly api: IWebSocketApi;
  readonly domains: Readonly<Record<string, DomainManifest>>;
  readonly functions: Readonly<Record<string, DomainFunction>>;
  readonly logRetention: RetentionDays;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
}

/**
 * The routes and stage of the API Gateway WebSocket API, built from the manifest's `websocket` routes: frames are
 * routed on `$request.body.action` (set by the web stack, which owns the bare API), each route to the domain that
 * declares it. Browsers reach the stage through CloudFront at `wss://<app origin>/ws` (web stack), so no domain
 * needs the stage's own URL; domains with `grants.manageConnections` get WEBSOCKET_CONNECTIONS_URL (the
 * `@connections` endpoint) and `execute-api:ManageConnections` on this stage only.
 */
export class DomainWebSocketApi extends Construct {
  readonly api: IWebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: DomainWebSocketApiProps) {
    super(scope, id);
    const owners = new Map<string, string>();
    for (const [domain, manifest] of Object.entries(props.domains)) {
      for (const key of manifest.websocket ?? []) {
        const owner = owners.get(key);
        if (owner) throw new Error(`functions/manifest.ts: WebSocket route "${key}" is declared by both ${owner} and ${domain}`);
        owners.set(key, domain);
      }
    }

    this.api = props.api;
    const integrations = new Map<string, WebSocketLambdaIntegration>();
    const integrationOf = (domain: string) => {
      let integration = integrations.get(domain);
      if (!integration) {
        integration = new WebSocketLambdaIntegration(`${domain}-ws`, props.functions[domain]!.function);
        integrations.set(domain, integration);
      }
      return integration;
    };
    const routes = new Construct(this, 'Routes');
    for (const [key, domain] of owners) {
      new WebSocketRoute(routes, key, { webSocketApi: this.api, routeKey: key, integration: integrationOf(domain) });
    }
    Validations.of(routes).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'The $connect route checks a one-time ticket (issued to a signed-in customer by POST /api/realtime/tickets, 60 s, single use) and the Origin in the domain function (docs/live.md); a gateway authorizer would only duplicate it. API Gateway runs no authorizer on the other routes, which answer established connections only.',
    });

    const accessLogs = new RetainedLogGroup(this, 'AccessLogs', props.logRetention);
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(WEBSOCKET_ACCESS_LOG_FIELDS)),
      },
    });

    const connectionsArn = Stack.of(this).formatArn({ service: 'execute-api', resource: this.api.apiId });
    for (const [domain, manifest] of Object.entries(props.domains)) {
      const fn = props.functions[domain]!;
      if (!manifest.grants.manageConnections) continue;
      fn.function.addEnvironment('WEBSOCKET_CONNECTIONS_URL', this.stage.callbackUrl);
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({
          sid: 'ManageConnections',
          actions: ['execute-api:ManageConnections'],
          resources: [`${connectionsArn}/${WEBSOCKET_STAGE}/*/@connections/*`],
        }),
      );
      acknowledgeWildcards(fn.role, {
        sids: ['ManageConnections'],
        reason:
          'Connection ids are assigned by API Gateway at run time, so `@connections/*` can only name them by a wildcard (with the method: POST, GET or DELETE); it is confined to this one WebSocket API and stage.',
      });
    }
  }
}
