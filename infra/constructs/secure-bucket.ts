import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/**
 * A private bucket with the defaults every bucket of this app shares: all public access blocked,
 * S3-managed encryption, TLS 1.2+ only (the bucket policy denies plain HTTP and older TLS), ACLs disabled.
 * Anything may be overridden by the caller.
 */
export class SecureBucket extends Bucket {
  constructor(scope: Construct, id: string, props: BucketProps = {}) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      ...props,
    });
  }
}

/**
 * The destination of the server access logs of a stack's buckets (and of CloudFront's standard logs in the
 * web stack). Logs are kept `expireAfterDays`, then deleted; the bucket survives a stack deletion.
 */
export class AccessLogsBucket extends SecureBucket {
  constructor(scope: Construct, id: string, props: { readonly expireAfterDays?: number; readonly allowAcls?: boolean } = {}) {
    super(scope, id, {
      // CloudFront standard logging writes through an ACL grant to its log-delivery account.
      objectOwnership: props.allowAcls ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { id: 'expire-logs', expiration: Duration.days(props.expireAfterDays ?? 365) },
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket is itself the access-log destination of the stack: logging its own accesses into itself would loop, and into another bucket would only move the question.',
    });
  }
}
