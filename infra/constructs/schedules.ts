import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { DomainManifest } from '../../functions/manifest';
import type { DomainFunction } from './domain-function';

export interface SchedulesProps {
  /** functions/manifest.ts `domains`. */
  readonly domains: Readonly<Record<string, DomainManifest>>;
  /** Every domain's function, by domain name. */
  readonly functions: Readonly<Record<string, DomainFunction>>;
  /** The job workers, whose asynchronous invocations JobWorkers already configures (their failure queues). */
  readonly workers: readonly DomainFunction[];
}

/**
 * Every `schedules` entry of the manifest, whichever domain declares it, as an EventBridge rule sending
 * `{ schedule: name }` to that domain's function on its rate (locally: local/jobs/lambda.ts `startSchedules`).
 *
 * A scheduled run that fails is not retried by Lambda outside the job workers (which have their failure queue): the
 * next run does the same work (a sweep, for instance `liveSweep` every minute), and a retry would only overlap it;
 * an event older than the schedule's period is dropped for the same reason.
 */
export class Schedules extends Construct {
  readonly rules: readonly Rule[];

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    const owners = new Map<string, string>();
    const rules: Rule[] = [];
    for (const [domain, manifest] of Object.entries(props.domains)) {
      const schedules = manifest.schedules ?? [];
      if (!schedules.length) continue;
      const fn = props.functions[domain]!;
      for (const schedule of schedules) {
        const owner = owners.get(schedule.name);
        if (owner) throw new Error(`functions/manifest.ts: schedule "${schedule.name}" is declared by both ${owner} and ${domain}`);
        owners.set(schedule.name, domain);
        rules.push(
          new Rule(this, schedule.name, {
            description: `Schedule ${schedule.name} of the ${domain} domain (functions/manifest.ts)`,
            schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
            targets: [new LambdaFunction(fn.function, { event: RuleTargetInput.fromObject({ schedule: schedule.name }) })],
          }),
        );
      }
      if (!props.workers.includes(fn)) {
        const period = Math.min(...schedules.map((schedule) => schedule.everyMinutes));
        fn.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(Math.min(Math.max(period, 1), 360)) });
      }
    }
    this.rules = rules;
  }
}
