import { Stack, Validations, type PolicyValidationPluginReport } from 'aws-cdk-lib';
import { CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 acknowledges IAM findings one by one, by an id that embeds the resolved ARN, e.g.
 * `AwsSolutions-IAM5[Resource::<Bucket.Arn>/*]`. Those ARNs are only known after synthesis: a bucket of the data
 * stack is read by the API stack through a cross-stack output, and the partition or account become literals
 * when the CLI knows the target environment. So the acknowledgments below are declared with their reason at
 * construction time, and turned into exact finding ids right before the AwsSolutions pack runs, from the same
 * resolved policies the pack reads. They only ever cover the statements (by Sid) or roles named here.
 */
interface PendingAcknowledgment {
  readonly rule: 'IAM4' | 'IAM5';
  /** IAM5: only statements with one of these Sids (every statement when omitted). */
  readonly sids?: readonly string[];
  readonly reason: string;
}

const pending = new WeakMap<IConstruct, PendingAcknowledgment[]>();

function remember(scope: IConstruct, acknowledgment: PendingAcknowledgment): void {
  pending.set(scope, [...(pending.get(scope) ?? []), acknowledgment]);
}

/** Acknowledges the wildcard actions/resources (AwsSolutions-IAM5) of the policies under `scope`. */
export function acknowledgeWildcards(scope: IConstruct, options: { readonly sids?: readonly string[]; readonly reason: string }): void {
  remember(scope, { rule: 'IAM5', ...options });
}

/** Acknowledges the AWS managed policies (AwsSolutions-IAM4) attached to the roles under `scope`. */
export function acknowledgeManagedPolicies(scope: IConstruct, options: { readonly reason: string }): void {
  remember(scope, { rule: 'IAM4', ...options });
}

interface Statement {
  readonly Sid?: string;
  readonly Effect?: string;
  readonly Action?: string | string[];
  readonly Resource?: unknown;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The IAM5 findings of one statement, exactly as cdk-nag names them. */
function wildcardFindings(statement: Statement): string[] {
  if (statement.Effect !== 'Allow') return [];
  const actions = asArray(statement.Action)
    .filter((action) => action.includes('*'))
    .map((action) => `Action::${action}`);
  const resources = asArray(statement.Resource)
    .map((resource) => flattenCfnReference(resource))
    .filter((resource) => resource.includes('*'))
    .map((resource) => `Resource::${resource}`);
  return [...actions, ...resources];
}

/** Turns the pending acknowledgments under `root` into cdk-nag finding ids. Idempotent. */
export function resolvePendingAcknowledgments(root: IConstruct): void {
  for (const scope of root.node.findAll()) {
    const acknowledgments = pending.get(scope);
    if (!acknowledgments) continue;
    for (const node of scope.node.findAll()) {
      const stack = Stack.of(node);
      for (const acknowledgment of acknowledgments) {
        if (acknowledgment.rule === 'IAM5' && node instanceof CfnPolicy) {
          const document = stack.resolve(node.policyDocument) as { Statement?: Statement[] };
          for (const statement of document.Statement ?? []) {
            if (acknowledgment.sids && !acknowledgment.sids.includes(statement.Sid ?? '')) continue;
            for (const finding of wildcardFindings(statement)) {
              Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: acknowledgment.reason });
            }
          }
        }
        if (acknowledgment.rule === 'IAM4' && node instanceof CfnRole) {
          const arns = asArray(stack.resolve(node.managedPolicyArns) as unknown[] | undefined);
          for (const arn of arns.map((value) => flattenCfnReference(stack.resolve(value)))) {
            if (!arn.includes(':iam::aws:')) continue;
            Validations.of(node).acknowledge({ id: `AwsSolutions-IAM4[Policy::${arn}]`, reason: acknowledgment.reason });
          }
        }
      }
    }
  }
}

/** AwsSolutions, after the pending acknowledgments above have been resolved. */
export class NocoNagChecks extends AwsSolutionsChecks {
  override validateScope(scope: IConstruct): PolicyValidationPluginReport {
    resolvePendingAcknowledgments(scope);
    return super.validateScope(scope);
  }
}
