import { Duration } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { DomainManifest, S3Trigger } from '../../functions/manifest';
import type { DomainFunction } from './domain-function';

export interface S3TriggersProps {
  readonly domains: Readonly<Record<string, DomainManifest>>;
  readonly functions: Readonly<Record<string, DomainFunction>>;
  /** The buckets the manifest names; each must have EventBridge notifications on (the data stack's uploads bucket does). */
  readonly buckets: Readonly<Record<S3Trigger['bucket'], IBucket>>;
}

const DETAIL_TYPES = { created: 'Object Created', removed: 'Object Deleted' } as const;

/**
 * The manifest's `s3Events`, delivered through EventBridge: the bucket (data stack) sends every object event
 * to the account's default bus (`eventBridgeEnabled`), and a rule here, next to the function, matches the
 * declared events and key prefix. Why not a bucket notification to the function: it must be configured where
 * the bucket lives and would make the data stack depend on this one (a cycle, since this one reads the table);
 * `Bucket.fromBucketArn` cannot add notifications, and the custom resource CDK would use instead adds a
 * Lambda to maintain. The functions receive EventBridge's event shape (functions/lib/entry.ts), locally too.
 */
export class S3Triggers extends Construct {
  readonly rules: Rule[] = [];

  constructor(scope: Construct, id: string, props: S3TriggersProps) {
    super(scope, id);
    for (const [domain, manifest] of Object.entries(props.domains)) {
      (manifest.s3Events ?? []).forEach((trigger, index) => {
        const bucket = props.buckets[trigger.bucket];
        const rule = new Rule(this, `${domain}-${index}`, {
          description: `${domain}: ${trigger.events.join(' and ')} objects of the ${trigger.bucket} bucket${trigger.prefix ? ` under ${trigger.prefix}` : ''}`,
          eventPattern: {
            source: ['aws.s3'],
            detailType: trigger.events.map((event) => DETAIL_TYPES[event]),
            detail: {
              bucket: { name: [bucket.bucketName] },
              ...(trigger.prefix ? { object: { key: [{ prefix: trigger.prefix }] } } : {}),
            },
          },
          // EventBridge invokes asynchronously: Lambda's own retries then apply, as for jobs.
          targets: [new LambdaFunction(props.functions[domain]!.function, { retryAttempts: 2, maxEventAge: Duration.hours(6) })],
        });
        this.rules.push(rule);
      });
    }
  }
}
