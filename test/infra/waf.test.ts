import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { nagViolations, synthesize, onlyResource, synthesizedForSuite } from './helpers';

const synth = synthesizedForSuite();
let waf: Template;
beforeAll(() => {
  waf = synth.templates.waf;
});

const webAcl = (template: Template = waf) => onlyResource(template, 'AWS::WAFv2::WebACL');
const rule = (name: string, template?: Template) =>
  (webAcl(template).Rules as Record<string, any>[]).find((candidate) => candidate.Name === name);

describe('waf stack', () => {
  it('is its own stack in us-east-1, where CloudFront web ACLs live, whatever the region of the others', () => {
    expect(synth.stacks.waf.stackName).toBe('dev-noco-waf');
    expect(synth.stacks.waf.region).toBe('us-east-1');
    expect(synth.stacks.waf.tags.tagValues()).toEqual({ app: 'noco', stage: 'dev' });
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(waf.toJSON().Outputs.WebAclArn).toEqual({ Value: { 'Fn::GetAtt': ['WebAcl', 'Arn'] } });
    expect(nagViolations(synth.stacks.waf)).toEqual([]);
  });

  it('limits each client address on /api/auth/*, first', () => {
    expect(rule('AuthRateLimit')).toEqual({
      Name: 'AuthRateLimit',
      Priority: 0,
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 300,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'STARTS_WITH',
              SearchString: '/api/auth/',
              TextTransformations: [
                { Priority: 0, Type: 'NORMALIZE_PATH' },
                { Priority: 1, Type: 'LOWERCASE' },
              ],
            },
          },
        },
      },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, MetricName: 'dev-noco-auth-rate-limit', SampledRequestsEnabled: true },
    });
  });

  it("limits each client address on /api/public/* (the published web apps' read API), second", () => {
    expect(rule('PublicRateLimit')).toMatchObject({
      Priority: 1,
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 3000,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'STARTS_WITH',
              SearchString: '/api/public/',
              TextTransformations: [
                { Priority: 0, Type: 'NORMALIZE_PATH' },
                { Priority: 1, Type: 'LOWERCASE' },
              ],
            },
          },
        },
      },
      VisibilityConfig: { MetricName: 'dev-noco-public-rate-limit' },
    });
    expect((webAcl().Rules as Record<string, any>[]).map((candidate) => candidate.Name)).toEqual([
      'AuthRateLimit',
      'PublicRateLimit',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
  });

  it('applies the AWS managed common and known-bad-inputs rule sets, the body size rule counting only', () => {
    for (const name of ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']) {
      expect(rule(name), name).toMatchObject({
        OverrideAction: { None: {} },
        Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
        VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
      });
    }
    // Builder configurations are larger than the rule's 8 KB; the API answers 413 itself past DynamoDB's item size.
    expect(rule('AWSManagedRulesCommonRuleSet')!.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    const priorities = (webAcl().Rules as Record<string, any>[]).map((candidate) => candidate.Priority as number);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it('takes the rate limits from the authRateLimit and publicRateLimit contexts', () => {
    const other = synthesize({
      context: { stage: 'strict', mailFrom: 'no-reply@example.org', authRateLimit: '100', publicRateLimit: '700' },
    });
    try {
      expect(rule('AuthRateLimit', other.templates.waf)!.Statement.RateBasedStatement.Limit).toBe(100);
      expect(rule('PublicRateLimit', other.templates.waf)!.Statement.RateBasedStatement.Limit).toBe(700);
    } finally {
      other.cleanup();
    }
  });
});
