import { Validations } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { nagViolations, type Synthesized, synthesizedForSuite } from './helpers';

const synth = synthesizedForSuite();

/** Every acknowledgment recorded in a stack: rule id → reason. */
function acknowledgments(stack: Synthesized['stacks']['data']): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of stack.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) found.set(id, reason);
    }
  }
  return found;
}

describe('cdk-nag AwsSolutions', () => {
  for (const name of ['waf', 'data', 'web', 'api'] as const) {
    it(`reports no error and no warning on the ${name} stack`, () => {
      expect(nagViolations(synth.stacks[name])).toEqual([]);
    });
  }

  it('justifies every acknowledgment in words', () => {
    for (const stack of Object.values(synth.stacks)) {
      for (const [id, reason] of acknowledgments(stack)) {
        expect(reason.length, id).toBeGreaterThan(60);
        expect(reason.split(' ').length, id).toBeGreaterThan(10);
      }
    }
  });

  it('acknowledges only the rules it means to', () => {
    const ids = new Set(Object.values(synth.stacks).flatMap((stack) => [...acknowledgments(stack).keys()]));
    const rules = [...ids].map((id) => id.replace(/^Annotation::/, '').replace(/\[.*$/, ''));
    expect([...new Set(rules)].sort()).toEqual([
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-CFR4',
      'AwsSolutions-IAM4',
      'AwsSolutions-IAM5',
      'AwsSolutions-L1',
      'AwsSolutions-S1',
      'AwsSolutions-SMG4',
      'AwsSolutions-SQS3',
    ]);
  });

  it('needs no acknowledgment for CFR2: the distribution has a WAF web ACL', () => {
    const ids = Object.values(synth.stacks).flatMap((stack) => [...acknowledgments(stack).keys()]);
    expect(ids.filter((id) => id.includes('CFR2'))).toEqual([]);
    const [distribution] = Object.values(synth.templates.web.findResources('AWS::CloudFront::Distribution')) as {
      Properties: Record<string, any>;
    }[];
    expect(distribution!.Properties.DistributionConfig.WebACLId).toBeDefined();
  });
});
