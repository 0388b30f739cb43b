import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/lib/db/table-definition';
import { UPLOAD_STATE_TAG } from '../../shared/uploads-bucket';
import { synthesize, synthesizedForSuite } from './helpers';

const synth = synthesizedForSuite();
let data: Template;
beforeAll(() => {
  data = synth.templates.data;
});

const uploadsBucket = (): [string, Record<string, any>] => {
  const id = synth.stacks.data.getLogicalId(synth.stacks.data.uploadsBucket.node.defaultChild as never);
  return [id, data.toJSON().Resources[id].Properties];
};

describe('data stack', () => {
  it('is termination-protected and tagged', () => {
    expect(synth.stacks.data.terminationProtection).toBe(true);
    expect(synth.stacks.data.stackName).toBe('dev-noco-data');
    expect(synth.stacks.data.tags.tagValues()).toEqual({ app: 'noco', stage: 'dev' });
  });

  it('declares the table exactly as functions/lib/db/table-definition.ts', () => {
    const local = tableDefinition('ignored');
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: local.KeySchema,
        AttributeDefinitions: Match.arrayEquals(local.AttributeDefinitions!),
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes: [
          {
            IndexName: 'GSI1',
            KeySchema: local.GlobalSecondaryIndexes![0]!.KeySchema,
            Projection: { ProjectionType: 'ALL' },
          },
        ],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      },
    });
  });

  it('keeps uploads private, encrypted, versioned and TLS-only', () => {
    const [id, props] = uploadsBucket();
    expect(props.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(props.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(props.LoggingConfiguration).toMatchObject({ LogFilePrefix: 'uploads/' });
    expect(data.toJSON().Resources[id]).toMatchObject({ DeletionPolicy: 'Retain' });

    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
        ]),
      },
    });
  });

  it('declares no CORS rule: the web stack owns it, once the distribution has a domain (never *.cloudfront.net)', () => {
    const [, props] = uploadsBucket();
    expect(props.CorsConfiguration).toBeUndefined();
    expect(JSON.stringify(data.toJSON())).not.toContain('cloudfront.net');
  });

  it('cleans up aborted multipart uploads and tmp/ after a day', () => {
    const [, props] = uploadsBucket();
    const rules = props.LifecycleConfiguration.Rules as Record<string, any>[];
    expect(rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
    );
    const expiring = ['tmp/', 'imports/', 'exports/'];
    for (const prefix of expiring) {
      expect(rules).toContainEqual(
        expect.objectContaining({
          Prefix: prefix,
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
      );
    }
    // No rule expires current objects outside those prefixes (files/ above all), but for uploads never attached (next test).
    expect(rules.filter((rule) => rule.ExpirationInDays && !expiring.includes(rule.Prefix) && !rule.TagFilters)).toEqual([]);
  });

  it('expires uploads still tagged state=unattached after a day, current and noncurrent versions, and only those', () => {
    const [, props] = uploadsBucket();
    const rules = props.LifecycleConfiguration.Rules as Record<string, any>[];
    const tagged = rules.filter((rule) => rule.TagFilters);
    expect(tagged).toEqual([
      {
        Id: 'expire-unattached-uploads',
        Status: 'Enabled',
        // The tag the presigned POST sets (shared/uploads-bucket.ts), on the whole bucket: no prefix.
        TagFilters: [{ Key: UPLOAD_STATE_TAG.key, Value: UPLOAD_STATE_TAG.unattached }],
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      },
    ]);
    expect(UPLOAD_STATE_TAG).toMatchObject({ key: 'state', unattached: 'unattached', attached: 'attached' });
    // The rules that were there before uploads are kept: noncurrent versions a month, stale delete markers removed.
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'expire-noncurrent-versions',
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        ExpiredObjectDeleteMarker: true,
      }),
    );
    expect(rules.map((rule) => rule.Id).sort()).toEqual([
      'abort-incomplete-multipart',
      'expire-exports',
      'expire-imports',
      'expire-noncurrent-versions',
      'expire-tmp',
      'expire-unattached-uploads',
    ]);
  });

  it('verifies the sender with SES', () => {
    data.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.org' });
  });

  it('creates no identity for the synth placeholder sender', () => {
    const other = synthesize({ context: { stage: 'placeholder' } });
    try {
      other.templates.data.resourceCountIs('AWS::SES::EmailIdentity', 0);
      expect(JSON.stringify(other.templates.api.toJSON())).toContain(':identity/no-reply@example.com');
    } finally {
      other.cleanup();
    }
  });

  it('verifies a whole domain with DKIM when mailDomain is set', () => {
    const other = synthesize({ context: { mailDomain: 'mail.example.org', stage: 'qa' } });
    try {
      other.templates.data.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'mail.example.org' });
      expect(Object.keys(other.templates.data.findOutputs('*')).filter((key) => key.startsWith('DkimCname'))).toHaveLength(3);
      other.templates.api.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ MAIL_FROM: 'no-reply@mail.example.org' }) },
      });
    } finally {
      other.cleanup();
    }
  });
});
