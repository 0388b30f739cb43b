import * as path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { DomainManifest } from '../../functions/manifest';
import { NODEJS_BUNDLING } from './bundling';
import { RetainedLogGroup } from './logs';
import { acknowledgeWildcards } from './nag';

/** Lambda sizing when the manifest says nothing. */
export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** DynamoDB actions per grant. No Scan: no request path scans (DESIGN §5). */
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** S3 actions per grant. ListBucket only makes a missing key answer 404 rather than 403. */
const OBJECT_READ_ACTIONS = ['s3:GetObject'];
const OBJECT_WRITE_ACTIONS = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];

/**
 * Background invocations (functions/lib/jobs.ts) that still fail after Lambda's retries land in a queue, kept
 * for SQS's longest retention so that a failed purge can be read and replayed by hand.
 */
export const BACKGROUND_RETRY_ATTEMPTS = 2;
export const BACKGROUND_MAX_EVENT_AGE = Duration.hours(6);
export const BACKGROUND_FAILURES_RETENTION = Duration.days(14);

export interface DomainFunctionMail {
  /** ARN of the verified SES identity (address or domain) the functions send from. */
  readonly identityArn: string;
  /** ARNs of the SES templates the functions send with. */
  readonly templateArns: readonly string[];
  /** The only From address the functions may use. */
  readonly from: string;
}

export interface DomainFunctionProps {
  /** Domain name, as in functions/manifest.ts. */
  readonly domain: string;
  readonly manifest: DomainManifest;
  /** Repository root: entries in the manifest are relative to it, and its lockfile pins the bundle. */
  readonly projectRoot: string;
  /** Environment of docs/runtime-contract.md (NODE_OPTIONS is added here). */
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly table: ITable;
  /** Names of the table's global secondary indexes (each is granted by name, never `index/*`). */
  readonly tableIndexes: readonly string[];
  readonly uploadsBucket: IBucket;
  readonly mail: DomainFunctionMail;
  /** Concurrency reserved for this function (guaranteed, and its ceiling); unreserved when omitted. */
  readonly reservedConcurrency?: number;
  /** Where the alarms notify (SNS); they only show in CloudWatch when omitted. */
  readonly alarmAction?: IAlarmAction;
}

/**
 * One domain's Lambda with the defaults every domain shares: Node.js 24 on arm64, a minified ESM bundle with
 * source maps and the AWS SDK inside, its own log group (retention, retained), its own role holding exactly the
 * grants the manifest lists, and nothing else (no managed policy). A domain with background jobs also gets a
 * failure queue for the invocations Lambda gives up on, with alarms.
 */
export class DomainFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  /** Failed background invocations (domains with `selfInvoke`), with their alarms. */
  readonly backgroundFailures?: { readonly queue: Queue; readonly alarms: readonly Alarm[] };

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    super(scope, id);
    const { manifest } = props;

    this.logGroup = new RetainedLogGroup(this, 'Logs', props.logRetention);

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.domain} domain function of ${Stack.of(this).stackName}`,
    });
    // Instead of AWSLambdaBasicExecutionRole (any log group of the account): this log group only.
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        sid: 'WriteOwnLogs',
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    this.grant(props);

    this.function = new NodejsFunction(this, 'Function', {
      description: `${props.domain} API (${manifest.routes.length} route${manifest.routes.length === 1 ? '' : 's'})`,
      entry: path.join(props.projectRoot, manifest.entry),
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: path.join(props.projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: manifest.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(manifest.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      role: this.role,
      logGroup: this.logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: NODEJS_BUNDLING,
      reservedConcurrentExecutions: props.reservedConcurrency,
    });

    if (manifest.grants.selfInvoke) {
      // Background jobs (functions/lib/jobs.ts): the function invokes itself asynchronously. A separate policy,
      // not the role's default one, because the function already depends on that one (it would be a cycle).
      new Policy(this, 'SelfInvoke', {
        roles: [this.role],
        statements: [
          new PolicyStatement({ sid: 'SelfInvoke', actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
        ],
      });
      this.backgroundFailures = this.failureDestination(props);
    }
  }

  /** The queue that receives background invocations once Lambda gives up on them, and the alarms that say so. */
  private failureDestination(props: DomainFunctionProps): { queue: Queue; alarms: Alarm[] } {
    const queue = new Queue(this, 'BackgroundFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: BACKGROUND_FAILURES_RETENTION,
    });
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the failure destination of the background invocations: nothing consumes it automatically, an operator reads (and replays) what lands in it, so there is nothing for a further dead-letter queue to catch.',
    });
    // Sends with the function's own role (sqs:SendMessage on this queue only).
    this.function.configureAsyncInvoke({
      onFailure: new SqsDestination(queue),
      retryAttempts: BACKGROUND_RETRY_ATTEMPTS,
      maxEventAge: BACKGROUND_MAX_EVENT_AGE,
    });

    const period = Duration.minutes(5);
    const alarms = [
      new Alarm(this, 'BackgroundFailuresAlarm', {
        alarmDescription: `${props.domain}: a background job failed after its retries; its event waits in the failure queue (docs/deploy.md).`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      // The events Lambda could not even put in the queue: lost unless someone looks at the logs.
      new Alarm(this, 'BackgroundDeliveryFailuresAlarm', {
        alarmDescription: `${props.domain}: a failed background job could not be sent to the failure queue and is lost (docs/deploy.md).`,
        metric: this.function.metric('DestinationDeliveryFailures', { period, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ];
    if (props.alarmAction) for (const alarm of alarms) alarm.addAlarmAction(props.alarmAction);
    return { queue, alarms };
  }

  private grant(props: DomainFunctionProps): void {
    const { grants } = props.manifest;

    if (grants.table) {
      const actions = grants.table === 'readwrite' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
      // The table and its indexes, each named: no `index/*` wildcard.
      const indexArns = props.tableIndexes.map((name) => `${props.table.tableArn}/index/${name}`);
      this.role.addToPrincipalPolicy(new PolicyStatement({ sid: 'Table', actions, resources: [props.table.tableArn, ...indexArns] }));
    }

    if (grants.uploads) {
      const actions = grants.uploads === 'readwrite' ? [...OBJECT_READ_ACTIONS, ...OBJECT_WRITE_ACTIONS] : OBJECT_READ_ACTIONS;
      const objects = props.uploadsBucket.arnForObjects('*');
      this.role.addToPrincipalPolicy(new PolicyStatement({ sid: 'UploadsObjects', actions, resources: [objects] }));
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ sid: 'UploadsList', actions: ['s3:ListBucket'], resources: [props.uploadsBucket.bucketArn] }),
      );
      acknowledgeWildcards(this.role, {
        sids: ['UploadsObjects'],
        reason:
          'Object keys of the uploads bucket are created at run time (one per uploaded file), so they can only be named by a wildcard; it is confined to this one bucket and to the object actions the manifest grants.',
      });
    }

    if (grants.mail) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          sid: 'SendMail',
          effect: Effect.ALLOW,
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: [props.mail.identityArn, ...props.mail.templateArns],
          conditions: { StringEquals: { 'ses:FromAddress': props.mail.from } },
        }),
      );
    }
  }
}
