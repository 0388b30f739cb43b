import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** CloudFront only accepts web ACLs of scope CLOUDFRONT, and those exist only in us-east-1. */
export const WAF_REGION = 'us-east-1';

/** Name of the output that carries the web ACL's ARN (read by the web stack with Fn::GetStackOutput). */
export const WEB_ACL_ARN_OUTPUT = 'WebAclArn';

/** Path prefix of the anonymous account routes (login, register, activation, password reset). */
export const AUTH_PATH_PREFIX = '/api/auth/';

/** Path prefix of the public read API of published web apps (anonymous, cached by CloudFront). */
export const PUBLIC_PATH_PREFIX = '/api/public/';

/** Window of the rate-based rules: WAF counts each client address's requests over the last 5 minutes. */
export const AUTH_RATE_WINDOW_SECONDS = 300;

/**
 * AWS managed rule groups, in evaluation order (after the rate limit). The common rule set's body size rule
 * only counts: it blocks bodies over 8 KB, and a form or list configuration of the builder is larger than that
 * (the API has its own limits and answers 413 itself).
 */
export const MANAGED_RULE_GROUPS = [
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
] as const;

export interface WafStackProps extends StackProps {
  /** Prefix of the metric names (`<stage>-noco`). */
  readonly metricPrefix: string;
  /** Requests to `/api/auth/*` one client address may make per 5 minutes. */
  readonly authRateLimit: number;
  /** Requests to `/api/public/*` one client address may make per 5 minutes. */
  readonly publicRateLimit: number;
}

/**
 * The web ACL in front of the distribution. It lives in its own stack because a CloudFront web ACL must be
 * created in us-east-1, whatever region the other stacks deploy to; the web stack reads its ARN from this
 * stack's output (`Fn::GetStackOutput` with the region), which needs no explicit region on the web stack.
 *
 * Rules: a rate limit per client address on `/api/auth/*` (credential stuffing, mail flooding; the API's own
 * limits per address and per client stay the finer ones), one on `/api/public/*` (published web apps' read API:
 * scraping, cache-busting floods; counted at the edge, before the cache, so cached answers count too), then AWS's
 * known-bad-inputs and common rule sets.
 */
export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);

    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${props.metricPrefix}-${name}`,
      sampledRequestsEnabled: true,
    });

    const rateRule = (name: string, priority: number, limit: number, prefix: string, metric: string): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          evaluationWindowSec: AUTH_RATE_WINDOW_SECONDS,
          aggregateKeyType: 'IP',
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'STARTS_WITH',
              searchString: prefix,
              // `//api/./auth/…` and `/API/AUTH/…` count too.
              textTransformations: [
                { priority: 0, type: 'NORMALIZE_PATH' },
                { priority: 1, type: 'LOWERCASE' },
              ],
            },
          },
        },
      },
      visibilityConfig: visibility(metric),
    });
    const rateRules = [
      rateRule('AuthRateLimit', 0, props.authRateLimit, AUTH_PATH_PREFIX, 'auth-rate-limit'),
      rateRule('PublicRateLimit', 1, props.publicRateLimit, PUBLIC_PATH_PREFIX, 'public-rate-limit'),
    ];

    const managedRules: CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((group, index) => ({
      name: group.name,
      priority: rateRules.length + index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ...(group.countOnly.length ? { ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })) } : {}),
        },
      },
      visibilityConfig: visibility(group.name),
    }));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: `${props.metricPrefix} - in front of the CloudFront distribution, web app and /api`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: [...rateRules, ...managedRules],
      visibilityConfig: visibility('web-acl'),
    });

    new CfnOutput(this, WEB_ACL_ARN_OUTPUT, { value: this.webAcl.attrArn });
  }
}
