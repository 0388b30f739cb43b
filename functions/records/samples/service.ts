import type { FormConfig } from '../../../shared/schemas/builder';
import type { SamplesOverview } from '../../../shared/schemas/samples';
import type { ApplicationsService } from '../../applications/service';
import { Validation } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import type { startJob } from '../../lib/jobs';

/**
 * Sample data (docs/api.md, "Sample data"): the requests that start the `generateSamples` and `removeSamples` jobs,
 * and the overview of an application's records and sample records. Light on purpose: the records API bundles this,
 * while the generators and their vocabulary tables (generators.ts, vocabulary/) are reached only by the job worker
 * (functions/records/jobs.ts).
 */

export interface SamplesDeps {
  /** The one access check (docs/architecture.md, "Access"), the element's configuration and the counters: the applications domain. */
  readonly applications: Pick<ApplicationsService, 'elementAccess' | 'sampleCounts'>;
  readonly startJob: typeof startJob;
}

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/** The mandatory file and gallery fields of a form: no sample record can fill them (sample data uploads nothing). */
export function unfillableFields(form: FormConfig): string[] {
  return form.fields.filter((field) => field.mandatory && (field.type === 'file' || field.type === 'gallery')).map((field) => field.key);
}

export function samplesService({ applications, startJob }: SamplesDeps) {
  return {
    /** Starts the job that creates `count` sample records of the element (write level). */
    async generate(caller: Caller, input: ElementRef & { count: number }, now: Date): Promise<{ jobId: string }> {
      const { app, element } = await applications.elementAccess(caller, input, 'write');
      const unfillable = unfillableFields(element.form);
      if (unfillable.length) {
        throw new Validation([{ field: 'count', message: 'validation.samplesFileRequired', params: { fields: unfillable.join(', ') } }]);
      }
      const jobId = await startJob(
        {
          type: 'generateSamples',
          ownerId: caller.customerId,
          projectId: input.projectId,
          input: { applicationId: app.applicationId, element: element.key, count: input.count, author: caller.email },
        },
        now,
      );
      return { jobId };
    },

    /** Starts the job that deletes the element's sample records (write level). */
    async remove(caller: Caller, input: ElementRef, now: Date): Promise<{ jobId: string }> {
      const { app, element } = await applications.elementAccess(caller, input, 'write');
      const jobId = await startJob(
        {
          type: 'removeSamples',
          ownerId: caller.customerId,
          projectId: input.projectId,
          input: { applicationId: app.applicationId, element: element.key, author: caller.email },
        },
        now,
      );
      return { jobId };
    },

    /** Per element of the application, its records and how many of them are sample data (read level). */
    async overview(caller: Caller, input: { projectId: string; applicationId: string }): Promise<SamplesOverview> {
      const counts = await applications.sampleCounts(caller, input);
      return { elements: counts.map(({ key, count, samples }) => ({ element: key, records: count, samples })) };
    },
  };
}
