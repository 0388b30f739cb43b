import { CfnResource, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * Every log group of the app: it keeps the configured retention (`logRetentionDays`), and it outlives its stack
 * (RETAIN), so that the logs of a stack that was torn down, by mistake or on purpose, can still be read until
 * they expire.
 */
export class RetainedLogGroup extends LogGroup {
  constructor(scope: Construct, id: string, retention: RetentionDays) {
    super(scope, id, { retention, removalPolicy: RemovalPolicy.RETAIN });
  }
}

/**
 * Lambda functions that aws-cdk-lib creates for its own custom resource providers (e.g. the one behind
 * `autoDeleteObjects`) are raw CloudFormation resources with no log group setting: Lambda would create
 * `/aws/lambda/<name>` on their first run, with no retention, outside the stack. This routes every such
 * function of the stack to `logGroup` instead. Call it once the stack's constructs exist.
 */
export function routeProviderLogs(stack: Stack, logGroup: LogGroup): void {
  for (const node of stack.node.findAll()) {
    // CfnFunction: a `lambda.Function`, which is given its log group where it is created (checked by test/infra).
    if (!(node instanceof CfnResource) || node instanceof CfnFunction || node.cfnResourceType !== 'AWS::Lambda::Function') continue;
    node.addPropertyOverride('LoggingConfig.LogGroup', logGroup.logGroupName);
  }
}
