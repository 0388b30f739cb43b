import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { type CORSRule, CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateEmailTemplateCommand, NotFoundException, SESv2Client, UpdateEmailTemplateCommand } from '@aws-sdk/client-sesv2';
import { KEYS, tableDefinition } from '../functions/lib/db/table-definition';
import { allTemplates } from '../functions/lib/mail/templates';

/** Credentials the local engines accept (s3rver only knows S3RVER/S3RVER; the others accept anything). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const LOCAL_REGION = 'eu-west-3';

/** Creates the table (GSIs, TTL attribute) when missing. Idempotent. */
export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'present'> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'present';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(tableDefinition(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: KEYS.ttl, Enabled: true },
    }),
  );
  return 'created';
}

const s3Client = (endpoint: string) =>
  new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

/** Creates the buckets when missing. Idempotent. */
export async function ensureBuckets(endpoint: string, buckets: readonly string[]): Promise<void> {
  const client = s3Client(endpoint);
  for (const Bucket of buckets) {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch {
      await client.send(new CreateBucketCommand({ Bucket }));
    }
  }
}

/**
 * Sets a bucket's CORS rules (replacing any: the port, hence the origins, may differ from the previous run), with
 * the `PutBucketCors` call the web stack's custom resource makes on AWS.
 */
export async function ensureBucketCors(endpoint: string, bucket: string, rules: readonly CORSRule[]): Promise<void> {
  await s3Client(endpoint).send(new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: { CORSRules: [...rules] } }));
}

/** Creates or updates every mail template in the SES engine (the CDK stack does the same on AWS). */
export async function ensureMailTemplates(endpoint: string, prefix: string): Promise<void> {
  const client = new SESv2Client({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  for (const template of allTemplates(prefix)) {
    const TemplateContent = { Subject: template.subject, Text: template.text, Html: template.html };
    try {
      await client.send(new UpdateEmailTemplateCommand({ TemplateName: template.name, TemplateContent }));
    } catch (error) {
      if (!(error instanceof NotFoundException) && (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404)
        throw error;
      await client.send(new CreateEmailTemplateCommand({ TemplateName: template.name, TemplateContent }));
    }
  }
}
