import type { Language } from '../../../shared/constants';
import { EXPORT_KEEP_HOURS, EXPORT_LINK_SECONDS, type ExportDownload, type ExportResult } from '../../../shared/schemas/exports';
import type { ApplicationsService } from '../../applications/service';
import { AppError, NotFound } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import type { JobItem } from '../../lib/job-store';
import type { startJob } from '../../lib/jobs';
import type * as BulkObjects from '../../lib/storage/bulk-objects';
import { CONTENT_TYPES, EXTENSIONS } from './job-state';
import { exportJobInput, type StartExportInput } from './request';

/**
 * Exports and vCards (docs/api.md, "Export and vCards"). `start` checks the request (request.ts) and starts an
 * `exportRecords` job; the job (`exportRunner`, run.ts, which only the job worker bundles) writes the file to the uploads
 * bucket; `download` answers a short-lived link once the job succeeded.
 */
export interface ExportsDeps {
  readonly applications: Pick<ApplicationsService, 'elementAccess'>;
  readonly objects: Pick<typeof BulkObjects, 'presignDownload' | 'exportKeys'>;
  readonly startJob: typeof startJob;
  readonly getJob: (jobId: string) => Promise<JobItem | undefined>;
}

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

export function exportsService(deps: ExportsDeps) {
  const { applications, objects } = deps;

  /** The element at the wanted level (none → 404, too low → 403), with its project languages. */
  async function elementFor(caller: Caller, ref: ElementRef) {
    const { access, app, element } = await applications.elementAccess(caller, ref, 'read');
    return { app, element, languages: access.project.languages as readonly Language[] };
  }

  return {
    async start(caller: Caller, input: StartExportInput, now: Date): Promise<{ jobId: string }> {
      const jobInput = exportJobInput(await elementFor(caller, input), input, now);
      const jobId = await deps.startJob(
        { type: 'exportRecords', ownerId: caller.customerId, projectId: input.projectId, input: jobInput },
        now,
      );
      return { jobId };
    },

    async download(caller: Caller, input: ElementRef & { jobId: string }, now: Date): Promise<ExportDownload> {
      const { app, element } = await elementFor(caller, input);
      const job = await deps.getJob(input.jobId);
      const gone = () => new NotFound('No such export.');
      if (
        job?.type !== 'exportRecords' ||
        job.projectId !== input.projectId ||
        job.input.applicationId !== app.applicationId ||
        job.input.element !== element.key
      ) {
        throw gone();
      }
      if (job.status === 'queued' || job.status === 'running') {
        throw new AppError(409, 'EXPORT_NOT_READY', 'The export is not written yet.');
      }
      // A failed export has no file; a file is deleted by the bucket's lifecycle rule after EXPORT_KEEP_HOURS.
      const result = job.result as ExportResult | undefined;
      if (job.status !== 'succeeded' || !result || now.getTime() - Date.parse(job.updatedAt) > EXPORT_KEEP_HOURS * 3_600_000) {
        throw gone();
      }
      const key = objects.exportKeys.file(job.projectId, app.applicationId, job.jobId, EXTENSIONS[result.format]);
      const url = await objects.presignDownload(key, {
        fileName: result.fileName,
        contentType: CONTENT_TYPES[result.format],
        expiresSeconds: EXPORT_LINK_SECONDS,
        now,
      });
      return { url, fileName: result.fileName, expiresAt: new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString() };
    },
  };
}
