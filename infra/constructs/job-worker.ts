import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { DomainManifest } from '../../functions/manifest';
import type { DomainFunction } from './domain-function';

/**
 * Job events a worker still fails after Lambda's retries land in its queue, kept for SQS's longest retention so that a
 * failed job can be read and replayed by hand (docs/jobs.md). Three attempts in all, as MAX_ATTEMPTS in
 * functions/lib/job-store.ts: the last one marks the job item failed before its event lands here.
 */
export const JOB_RETRY_ATTEMPTS = 2;
export const JOB_MAX_EVENT_AGE = Duration.hours(6);
export const JOB_FAILURES_RETENTION = Duration.days(14);

/** The general worker's resources keep the ids they had when it was the only worker (a new id would replace its queue). */
const GENERAL_WORKER = 'jobs';

export interface JobWorkersProps {
  /** functions/manifest.ts `domains`. */
  readonly domains: Readonly<Record<string, DomainManifest>>;
  /** Every domain's function, by domain name. */
  readonly functions: Readonly<Record<string, DomainFunction>>;
  readonly alarmAction?: IAlarmAction;
}

/** What a job worker gets: asynchronous invocations with an on-failure queue, and two alarms. */
export interface WorkerWiring {
  readonly worker: DomainFunction;
  readonly failures: Queue;
  readonly alarms: readonly Alarm[];
}

/**
 * The job workers' wiring: each domain that declares `jobs` (each job type run by exactly one) receives asynchronous
 * invocations with an on-failure queue and two alarms. Every other domain with `startJobs` may invoke every worker, and
 * learns their names in JOB_FUNCTIONS (`worker=name,…`, functions/lib/jobs.ts); a worker with `startJobs` continues its
 * own jobs only (it finds its name in AWS_LAMBDA_FUNCTION_NAME): two workers naming each other would be a cycle in
 * CloudFormation, so each sweeps its own stalled jobs. Schedules, the workers' included, are rules of ./schedules.ts.
 */
export class JobWorkers extends Construct {
  /** By worker domain. */
  readonly workers: Readonly<Record<string, WorkerWiring>>;

  constructor(scope: Construct, id: string, props: JobWorkersProps) {
    super(scope, id);
    const entries = Object.entries(props.domains);
    const workerEntries = entries.filter(([, manifest]) => manifest.jobs?.length);
    if (workerEntries.length === 0) throw new Error('functions/manifest.ts: domains start jobs, but no domain runs them');
    const runBy = new Map<string, string>();
    for (const [domain, manifest] of workerEntries) {
      for (const type of manifest.jobs ?? []) {
        const other = runBy.get(type);
        if (other) throw new Error(`functions/manifest.ts: job type "${type}" is run by both ${other} and ${domain}`);
        runBy.set(type, domain);
      }
    }
    this.workers = Object.fromEntries(
      workerEntries.map(([domain]) => [domain, this.wire(domain, props.functions[domain]!, props.alarmAction)]),
    );

    const workers = Object.entries(this.workers);
    for (const [domain, manifest] of entries) {
      if (!manifest.grants.startJobs) continue;
      const starter = props.functions[domain]!;
      const own = this.workers[domain];
      const invoke = (targets: readonly WorkerWiring[]) =>
        new PolicyStatement({
          sid: 'StartJobs',
          actions: ['lambda:InvokeFunction'],
          resources: targets.map((target) => target.worker.function.functionArn),
        });
      if (own) {
        // A separate policy, not the role's default one, which the function already depends on (a cycle).
        new Policy(starter, 'StartJobs', { roles: [starter.role], statements: [invoke([own])] });
      } else {
        starter.role.addToPrincipalPolicy(invoke(workers.map(([, wiring]) => wiring)));
        starter.function.addEnvironment(
          'JOB_FUNCTIONS',
          workers.map(([worker, wiring]) => `${worker}=${wiring.worker.function.functionName}`).join(','),
        );
      }
    }
  }

  private wire(domain: string, worker: DomainFunction, alarmAction: IAlarmAction | undefined): WorkerWiring {
    const scope = domain === GENERAL_WORKER ? this : new Construct(this, domain);
    const fn = worker.function;
    const failures = new Queue(scope, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: JOB_FAILURES_RETENTION,
    });
    Validations.of(failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the failure destination of the job invocations: nothing consumes it automatically, an operator reads (and replays) what lands in it, so there is nothing for a further dead-letter queue to catch.',
    });
    // Sends with the worker's own role (sqs:SendMessage on this queue only).
    fn.configureAsyncInvoke({ onFailure: new SqsDestination(failures), retryAttempts: JOB_RETRY_ATTEMPTS, maxEventAge: JOB_MAX_EVENT_AGE });

    const period = Duration.minutes(5);
    const alarms = [
      new Alarm(scope, 'FailuresAlarm', {
        alarmDescription: `A background job of the ${domain} worker failed after its retries; its event waits in the worker's job failure queue (docs/jobs.md).`,
        metric: failures.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      // The events Lambda could not even put in the queue: lost unless someone looks at the logs.
      new Alarm(scope, 'DeliveryFailuresAlarm', {
        alarmDescription: `A failed background job of the ${domain} worker could not be sent to its job failure queue and is lost (docs/jobs.md).`,
        metric: fn.metric('DestinationDeliveryFailures', { period, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ];
    for (const alarm of alarmAction ? alarms : []) alarm.addAlarmAction(alarmAction!);
    return { worker, failures, alarms };
  }
}
