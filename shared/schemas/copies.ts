import * as v from 'valibot';
import { Ulid } from './common';

/**
 * Duplication of applications across projects (docs/api.md, "Copies").
 * `POST /api/copies { sourceProjectId, applicationIds, destinationProjectId, withRecords }` → 202 `{ jobId }`: the
 * `copyApplications` job writes one new application per source application in the destination project (full level on
 * both), with its records and their files when `withRecords`. Its result is `CopyResult`.
 */
const COPY_APPLICATIONS_MAX = 20;

export const CopyApplicationsInput = v.object({
  sourceProjectId: Ulid,
  applicationIds: v.pipe(
    v.array(Ulid, 'validation.copyApplications'),
    v.minLength(1, 'validation.copyApplications'),
    v.maxLength(COPY_APPLICATIONS_MAX, 'validation.copyApplications'),
    v.check((ids) => new Set(ids).size === ids.length, 'validation.copyApplications'),
  ),
  destinationProjectId: Ulid,
  withRecords: v.boolean('validation.invalid'),
});
export type CopyApplicationsRequest = v.InferOutput<typeof CopyApplicationsInput>;

/** `GET /api/jobs/{jobId}` → `result` of `copyApplications`: each copy, in the order asked. */
export interface CopyResult {
  readonly applications: readonly {
    readonly sourceApplicationId: string;
    readonly applicationId: string;
    readonly slug: string;
    readonly title: string;
  }[];
}
