import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct, type IConstruct } from 'constructs';
import { uploadsCorsRules } from '../../shared/uploads-bucket';
import { RetainedLogGroup } from './logs';
import { acknowledgeManagedPolicies } from './nag';

export interface UploadsCorsProps {
  readonly bucket: IBucket;
  /** The app's public origin: `appUrl`, or `https://` + the distribution's domain. */
  readonly origin: string;
  readonly logRetention: RetentionDays;
}

/**
 * Sets the uploads bucket's CORS rule to exactly the app's public origin. The bucket lives in the data stack,
 * which deploys before the distribution exists and so cannot name its domain; this construct, in the web stack,
 * runs once the distribution does. It is the rule's only owner: the data stack declares no CORS configuration,
 * so neither stack overwrites the other's. Never a wildcard such as `https://*.cloudfront.net`, which would let
 * any distribution's pages read the bucket's answers.
 */
export class UploadsCors extends Construct {
  readonly resource: AwsCustomResource;

  constructor(scope: Construct, id: string, props: UploadsCorsProps) {
    super(scope, id);
    const put: AwsSdkCall = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: { Bucket: props.bucket.bucketName, CORSConfiguration: { CORSRules: uploadsCorsRules([props.origin]) } },
      physicalResourceId: PhysicalResourceId.of(`${props.bucket.bucketName}-cors`),
    };
    this.resource = new AwsCustomResource(this, 'Rule', {
      onCreate: put,
      onUpdate: put,
      // With the web stack gone, no page may use the bucket from a browser any more.
      onDelete: { service: 'S3', action: 'deleteBucketCors', parameters: { Bucket: props.bucket.bucketName } },
      // Both calls are authorized by s3:PutBucketCORS, on this bucket only.
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: new RetainedLogGroup(this, 'Logs', props.logRetention),
    });

    // The handler is a singleton of the stack, outside this construct: acknowledge on its role.
    acknowledgeManagedPolicies(this.resource.grantPrincipal as unknown as IConstruct, {
      reason:
        'AWSLambdaBasicExecutionRole (write to its own CloudWatch log group) is attached by aws-cdk-lib to the AwsCustomResource handler, which only runs during deployments to set the uploads bucket CORS rule.',
    });
  }
}
