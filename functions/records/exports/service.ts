import type { Language } from '../../../shared/constants';
import { EXPORT_KEEP_HOURS, EXPORT_LINK_SECONDS, type ExportDownload, type ExportResult } from '../../../shared/schemas/exports';
import type { ApplicationsService } from '../../applications/service';
import { AppError, NotFound } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import type { JobItem } from '../../lib/job-store';
import type { JobContext, startJob } from '../../lib/jobs';
import type { MIN_PART_BYTES } from '../../lib/storage/bulk-objects';
import type * as BulkObjects from '../../lib/storage/bulk-objects';
import { CONTENT_TYPES, EXTENSIONS } from './job-state';
import type { ReadDeps } from './reader';
import { exportJobInput, type StartExportInput } from './request';
import { runExport } from './run';

/**
 * Exports and vCards (docs/api.md, "Export and vCards"). `start` checks the request (request.ts) and starts an
 * `exportRecords` job; the job (`run`, run.ts) writes the file to the uploads bucket; `download` answers a short-lived
 * link once the job succeeded.
 */
export interface ExportsDeps extends Omit<ReadDeps, 'pageRecords' | 'applications'> {
  readonly applications: Pick<ApplicationsService, 'elementAccess' | 'elementConfig'>;
  readonly objects: Pick<
    typeof BulkObjects,
    | 'createMultipartUpload'
    | 'uploadPart'
    | 'completeMultipartUpload'
    | 'abortMultipartUpload'
    | 'putObject'
    | 'presignDownload'
    | 'exportKeys'
  >;
  readonly startJob: typeof startJob;
  readonly getJob: (jobId: string) => Promise<JobItem | undefined>;
  /** Records per Query (PAGE_RECORDS; tests use less). */
  readonly pageRecords?: number;
  /** Bytes gathered before a part is sent (S3's 5 MB minimum; tests use less). */
  readonly partBytes?: typeof MIN_PART_BYTES | number;
}

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/**
 * Records read per Query: DynamoDB stops a page at 1 MB whatever the limit (no filter here), so memory stays bounded
 * by that, and records of a few KB come a thousand at a time.
 */
const PAGE_RECORDS = 1_000;

export function exportsService(deps: ExportsDeps) {
  const { applications, objects } = deps;
  const runDeps = { ...deps, partBytes: deps.partBytes ?? 5 * 1024 * 1024, pageRecords: deps.pageRecords ?? PAGE_RECORDS };

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

    /** The `exportRecords` runner: resumable from the last part written (docs/jobs.md). */
    run: (job: JobItem, ctx: JobContext): Promise<'done' | 'continue'> => runExport(runDeps, job, ctx),
  };
}
