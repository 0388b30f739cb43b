import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CACHE_IMMUTABLE, CACHE_NEVER } from '../../shared/security-headers';
import { APP_ENTRY, WEB_ENTRIES } from '../../shared/web-entries';
import { RetainedLogGroup } from './logs';
import { acknowledgeManagedPolicies, acknowledgeWildcards } from './nag';

/** Paths invalidated after each deployment: the only objects CloudFront could hold that change. */
export const INVALIDATED_PATHS = [APP_ENTRY, ...new Set(WEB_ENTRIES.map((entry) => entry.file)), '/builds/*'];

export interface WebContentProps {
  /** The web build directory (`npm run build:web`). */
  readonly webDist: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  readonly logRetention: RetentionDays;
}

/**
 * Uploads a web build in two passes:
 * 1. `assets/` (content-hashed file names): cached a year, immutable, never pruned, so that a tab still
 *    running the previous build can lazy-load its old chunks after a deployment;
 * 2. everything else (`index.html`, `builds/latest.json`, `builds/meta/…`, public files): never cached,
 *    pruned, uploaded only after the assets they reference, then invalidated in CloudFront.
 */
export class WebContent extends Construct {
  readonly assets: BucketDeployment;
  readonly site: BucketDeployment;

  constructor(scope: Construct, id: string, props: WebContentProps) {
    super(scope, id);
    const assetsDir = path.join(props.webDist, 'assets');
    if (!existsSync(assetsDir)) throw new Error(`${assetsDir} is missing: run \`npm run build:web\` first.`);

    const logGroup = new RetainedLogGroup(this, 'DeploymentLogs', props.logRetention);

    this.assets = new BucketDeployment(this, 'Assets', {
      sources: [Source.asset(assetsDir)],
      destinationBucket: props.bucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [CacheControl.fromString(CACHE_IMMUTABLE)],
      memoryLimit: 512,
      logGroup,
    });

    this.site = new BucketDeployment(this, 'Site', {
      sources: [Source.asset(props.webDist, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: props.bucket,
      // Keeps `assets/` out of the sync, so pruning never deletes the chunks uploaded above.
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.fromString(CACHE_NEVER)],
      distribution: props.distribution,
      distributionPaths: INVALIDATED_PATHS,
      memoryLimit: 512,
      logGroup,
    });
    this.site.node.addDependency(this.assets);

    // Both deployments share one handler, written and maintained by aws-cdk-lib (BucketDeployment), which
    // runs only during deployments: its permissions are the construct's, not this app's to narrow.
    const handlerRole = this.site.handlerRole;
    const handler = handlerRole.node.scope;
    if (!handler) throw new Error('BucketDeployment handler not found');
    acknowledgeManagedPolicies(handlerRole, {
      reason:
        'AWSLambdaBasicExecutionRole (write to its own CloudWatch log group) is attached by aws-cdk-lib to the BucketDeployment handler, which only runs during deployments.',
    });
    acknowledgeWildcards(handlerRole, {
      reason:
        'Set by aws-cdk-lib BucketDeployment: it syncs whole key prefixes (s3:GetObject*/List*/DeleteObject* on the web bucket and the CDK assets bucket) and creates CloudFront invalidations, which IAM does not scope to one distribution path; it only runs during deployments.',
    });
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The BucketDeployment handler runtime (Python, with the AWS CLI layer) is chosen and upgraded by aws-cdk-lib, not by this app.',
    });
  }
}
