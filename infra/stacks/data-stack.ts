import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { EmailIdentity, Identity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { KEYS } from '../../functions/lib/db/table-definition';
import { UPLOAD_STATE_TAG } from '../../shared/uploads-bucket';
import { AccessLogsBucket, SecureBucket } from '../constructs/secure-bucket';

export interface DataStackProps extends StackProps {
  /** Verified sender; with `mailDomain` the whole domain is verified (Easy DKIM), else this one address. */
  readonly mailFrom: string;
  readonly mailDomain?: string;
  /**
   * True when `mailFrom` is only the synth placeholder: no identity is created then (SES would mail a
   * verification request to a reserved domain), and sending fails until a real sender is configured.
   */
  readonly mailPlaceholder?: boolean;
}

/**
 * Stateful resources, kept apart so that the stateless stacks can be replaced or destroyed freely:
 * the table, the uploads bucket (and its access logs), and the SES identity whose DKIM records live in DNS.
 * Termination protection is on (set in infra/noco.ts); the table and buckets are RETAINed.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly uploadsBucket: Bucket;
  readonly mailIdentity: IEmailIdentity;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    // Same keys as functions/lib/db/table-definition.ts (the local runtime builds its table from it).
    this.table = new Table(this, 'Table', {
      partitionKey: { name: KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: KEYS.ttl,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: KEYS.gsi1.name,
      partitionKey: { name: KEYS.gsi1.partitionKey, type: AttributeType.STRING },
      sortKey: { name: KEYS.gsi1.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });

    const logs = new AccessLogsBucket(this, 'AccessLogs');

    this.uploadsBucket = new SecureBucket(this, 'Uploads', {
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'uploads/',
      // No CORS rule here: this stack deploys before the distribution, whose domain the rule must name. The web
      // stack sets it (infra/constructs/uploads-cors.ts), and is its only owner.
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'expire-tmp',
          prefix: 'tmp/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // Bulk data: a paste, its import plan and error rows, and export files are kept a day (the preview
        // can be committed for an hour, an export's link lasts minutes).
        ...['imports/', 'exports/'].map((prefix) => ({
          id: `expire-${prefix.slice(0, -1)}`,
          prefix,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        })),
        // Files uploaded but never attached to a record (functions/uploads): the presigned POST tags each object
        // `state=unattached`, and attaching it retags it `state=attached`. Objects still tagged unattached a day
        // later go, their current and noncurrent versions alike (a file the check refused and deleted leaves a
        // noncurrent version, tagged unattached too). S3 evaluates the tag when the rule runs, not at upload.
        {
          id: 'expire-unattached-uploads',
          tagFilters: { [UPLOAD_STATE_TAG.key]: UPLOAD_STATE_TAG.unattached },
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // Versioning protects against overwrites and deletes for a month, not forever.
        { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
      ],
    });

    // Object events go to EventBridge, where the api stack's rules pick the ones the manifest declares
    // (infra/constructs/s3-triggers.ts). Set on the resource: the L2 `eventBridgeEnabled` adds a custom resource.
    (this.uploadsBucket.node.defaultChild as CfnBucket).addPropertyOverride(
      'NotificationConfiguration.EventBridgeConfiguration.EventBridgeEnabled',
      true,
    );

    const identity = props.mailPlaceholder
      ? undefined
      : new EmailIdentity(this, 'MailIdentity', {
          identity: props.mailDomain ? Identity.domain(props.mailDomain) : Identity.email(props.mailFrom),
        });
    this.mailIdentity = identity ?? EmailIdentity.fromEmailIdentityName(this, 'MailIdentity', props.mailFrom);

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'MailIdentityName', { value: this.mailIdentity.emailIdentityName });
    if (identity && props.mailDomain) {
      identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimCname${index + 1}`, {
          description: `DKIM record ${index + 1} to publish in the DNS of ${props.mailDomain} (CNAME name -> value)`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
  }
}
