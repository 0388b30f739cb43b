import * as path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { DomainManifest } from '../../functions/manifest';
import { NODEJS_BUNDLING } from './bundling';
import { RetainedLogGroup } from './logs';
import { acknowledgeWildcards } from './nag';

/** Lambda sizing when the manifest says nothing. */
export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** DynamoDB actions per grant. No Scan: no request path scans (docs/architecture.md, "Data"). */
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/**
 * S3 actions per grant, on the uploads bucket's objects. Read: GetObject (also HEAD and range reads, and what a
 * presigned GET is authorized by). Write adds what the uploads domain calls or signs: PutObject (a presigned POST
 * is authorized by its signer's role), PutObjectTagging (the POST's `tagging` field needs it too, and attaching a
 * file retags it), DeleteObject (refused files, purges; DeleteObjects asks for it per key). No version actions,
 * no ACLs, no multipart (the bucket's lifecycle aborts stale ones).
 */
const OBJECT_READ_ACTIONS = ['s3:GetObject'];
const OBJECT_WRITE_ACTIONS = ['s3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'];

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
}

/**
 * One domain's Lambda with the defaults every domain shares: Node.js 24 on arm64, a minified ESM bundle with
 * source maps and the AWS SDK inside, its own log group (retention, retained), its own role holding exactly the
 * grants the manifest lists, and nothing else (no managed policy). Jobs and schedules are wired by JobWorker.
 */
export class DomainFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

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
      // ListObjectsV2 (prefix purges); it also makes a missing key answer 404 rather than 403.
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
