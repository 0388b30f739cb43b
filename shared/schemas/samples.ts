import * as v from 'valibot';
import { ApplicationRefInput, ElementRefInput } from './refs';

/**
 * Sample data (the fakers screen; docs/api.md, "Sample data"). Base path
 * `/api/projects/{projectId}/applications/{applicationId}`.
 * - `GET {base}/samples` → `SamplesOverview`: per element, its records and how many are sample data.
 * - `POST {base}/elements/{element}/samples { count }` → 202 `{ jobId }`: the `generateSamples` job creates `count`
 *   believable records in the project's languages, checked by the records rules and marked `sample`.
 * - `DELETE {base}/elements/{element}/samples` → 202 `{ jobId }`: the `removeSamples` job deletes them all.
 * E-mail addresses of sample records use SAMPLE_EMAIL_DOMAIN (RFC 2606: reserved, never delivered).
 */

export const SAMPLES_MIN = 1;
export const SAMPLES_MAX = 10_000;
export const SAMPLE_EMAIL_DOMAIN = 'example.com';

export const GenerateSamplesInput = v.object({
  ...ElementRefInput.entries,
  count: v.pipe(
    v.number('validation.invalid'),
    v.integer('validation.invalid'),
    v.minValue(SAMPLES_MIN, 'validation.samplesCount'),
    v.maxValue(SAMPLES_MAX, 'validation.samplesCount'),
  ),
});
export const SamplesRefInput = ElementRefInput;
export const SamplesOverviewInput = ApplicationRefInput;

export interface SamplesOverview {
  readonly elements: readonly {
    readonly element: string;
    /** Records of the element. */
    readonly records: number;
    /** Of which sample data. */
    readonly samples: number;
  }[];
}

/** `GET /api/jobs/{jobId}` → `result` of `generateSamples` / `removeSamples`. */
export interface SamplesResult {
  readonly created?: number;
  readonly removed?: number;
  /** removeSamples: sample records kept because records that are not samples still use them as categories. */
  readonly kept?: number;
}
