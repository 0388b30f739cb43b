import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { DomainManifest } from '../../functions/manifest';
import type { DomainFunction } from './domain-function';

/**
 * Job events the worker still fails after Lambda's retries land in a queue, kept for SQS's longest retention so
 * that a failed job can be read and replayed by hand (docs/jobs.md). Three attempts in all, as MAX_ATTEMPTS in
 * functions/lib/job-store.ts: the last one marks the job item failed before its event lands here.
 */
export const JOB_RETRY_ATTEMPTS = 2;
export const JOB_MAX_EVENT_AGE = Duration.hours(6);
export const JOB_FAILURES_RETENTION = Duration.days(14);

export interface JobWorkerProps {
  /** functions/manifest.ts `domains`. */
  readonly domains: Readonly<Record<string, DomainManifest>>;
  /** Every domain's function, by domain name. */
  readonly functions: Readonly<Record<string, DomainFunction>>;
  readonly alarmAction?: IAlarmAction;
}

/**
 * The job worker's wiring: the one domain that declares `jobs` or `schedules` receives asynchronous invocations
 * with an on-failure queue and two alarms, every domain with `startJobs` may invoke it (and learns its name in
 * JOBS_FUNCTION_NAME), and each schedule is an EventBridge rule sending `{ schedule: name }`.
 */
export class JobWorker extends Construct {
  readonly worker: DomainFunction;
  readonly failures: Queue;
  readonly alarms: readonly Alarm[];

  constructor(scope: Construct, id: string, props: JobWorkerProps) {
    super(scope, id);
    const entries = Object.entries(props.domains);
    const workers = entries.filter(([, manifest]) => manifest.jobs?.length);
    if (workers.length !== 1) throw new Error(`functions/manifest.ts: exactly one domain must run jobs (found ${workers.length})`);
    const [workerDomain] = workers[0]!;
    this.worker = props.functions[workerDomain]!;
    const fn = this.worker.function;

    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: JOB_FAILURES_RETENTION,
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the failure destination of the job invocations: nothing consumes it automatically, an operator reads (and replays) what lands in it, so there is nothing for a further dead-letter queue to catch.',
    });
    // Sends with the worker's own role (sqs:SendMessage on this queue only).
    fn.configureAsyncInvoke({
      onFailure: new SqsDestination(this.failures),
      retryAttempts: JOB_RETRY_ATTEMPTS,
      maxEventAge: JOB_MAX_EVENT_AGE,
    });

    const period = Duration.minutes(5);
    this.alarms = [
      new Alarm(this, 'FailuresAlarm', {
        alarmDescription: 'A background job failed after its retries; its event waits in the job failure queue (docs/jobs.md).',
        metric: this.failures.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      // The events Lambda could not even put in the queue: lost unless someone looks at the logs.
      new Alarm(this, 'DeliveryFailuresAlarm', {
        alarmDescription: 'A failed background job could not be sent to the job failure queue and is lost (docs/jobs.md).',
        metric: fn.metric('DestinationDeliveryFailures', { period, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ];
    for (const alarm of props.alarmAction ? this.alarms : []) alarm.addAlarmAction(props.alarmAction!);

    for (const [domain, manifest] of entries) {
      if (!manifest.grants.startJobs) continue;
      const starter = props.functions[domain]!;
      const statement = new PolicyStatement({ sid: 'StartJobs', actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] });
      if (starter === this.worker) {
        // The worker continues its own jobs. A separate policy, not the role's default one, which the function
        // already depends on (a cycle); it finds its own name in AWS_LAMBDA_FUNCTION_NAME.
        new Policy(starter, 'StartJobs', { roles: [starter.role], statements: [statement] });
      } else {
        starter.role.addToPrincipalPolicy(statement);
        starter.function.addEnvironment('JOBS_FUNCTION_NAME', fn.functionName);
      }
    }

    // Issue 14: a schedule invokes the domain that declares it (the worker's sweeper, the realtime domain's liveSweep).
    for (const [domain, manifest] of entries) {
      for (const schedule of manifest.schedules ?? []) {
        new Rule(this, `Schedule-${schedule.name}`, {
          description: `Schedule ${schedule.name} of the ${domain} domain (functions/manifest.ts)`,
          schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
          targets: [
            new LambdaFunction(props.functions[domain]!.function, { event: RuleTargetInput.fromObject({ schedule: schedule.name }) }),
          ],
        });
      }
    }
  }
}
