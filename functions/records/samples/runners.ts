import type { SamplesResult } from '../../../shared/schemas/samples';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure } from '../../lib/jobs';
import type * as Bulk from '../bulk-save';
import { checkValues } from '../values';
import { type SampleSource, sampleSeed, sampleTag, sampleValues } from './generators';
import type * as Repository from './repository';

/**
 * The runners of the sample-data jobs (docs/jobs.md). Only the sample data worker reaches this module
 * (functions/jobs/samples.ts): it brings the generators and their vocabulary tables (generators.ts, vocabulary/).
 *
 * `generateSamples { applicationId, element, count, author }`: when a category field's element has no records, a few
 * sample categories first (themselves sample data); then the records, `CHUNK` at a time, each checked by
 * `checkValues` as any save and written by the bulk writer (`bulkSave`, ids `bulkRecordId(jobId, n)`, step per
 * chunk): a replayed chunk writes the same records, reported as done. Result `{ created }`.
 *
 * `removeSamples { applicationId, element }`: the element's sample records, page by page (a Query with a filter on
 * `sample` and a Limit), deleted by `bulkDelete(…, { onlySamples: true })` (each deletion takes itself off the
 * counter in its own transaction: a replayed page deletes nothing twice); a record still used as a category is
 * kept and counted. Result `{ removed, kept }`.
 */

/** Records per bulk write (and per progress step): enough transactions for the bulk writer to keep 8 in flight. */
export const CHUNK = 250;
/** Sample records read per page of a removal. */
export const REMOVE_PAGE = 200;
/** Sample categories created for a category element that has none. */
export const SAMPLE_CATEGORIES = 6;
/** A sample record points at one of the first categories of its category element. */
const CATEGORY_CHOICES = 50;
/** The record numbers of sample categories, kept apart from those of the job's own records (at most 10,000). */
const CATEGORY_NUMBERS_FROM = 1_000_000;
/** The bulk step of the sample categories; the records' chunks follow. */
const CATEGORY_STEP = 0;
/** Time kept for one more chunk and the final writes. */
const CHUNK_RESERVE_MS = 8_000;

export interface SampleRunnerDeps {
  readonly bulk: Pick<typeof Bulk, 'bulkSave' | 'bulkFinish' | 'bulkDelete' | 'bulkRecordId' | 'elementTarget'>;
  readonly repository: Pick<typeof Repository, 'firstRecordIds' | 'samplePage'>;
  /** How many sample records the element holds (its counter), for a removal's progress. */
  readonly sampleCount: (projectId: string, applicationId: string, element: string) => Promise<number>;
}

interface GenerateCheckpoint {
  /** The category ids each category element offers the job's records (chosen once: replays choose the same). */
  readonly categories: Record<string, string[]>;
  /** The category elements the job filled with sample categories. */
  readonly filled: string[];
  readonly done: number;
  readonly created: number;
}

const noFiles = () => 'validation.fileUnknown' as const;

function inputOf(job: Pick<JobItem, 'input'>) {
  const applicationId = String(job.input.applicationId ?? '');
  const element = String(job.input.element ?? '');
  const author = { email: String(job.input.author ?? '') };
  return { applicationId, element, author };
}

/** The checked values of sample record `n`; a value the rules refuse fails the job (a generator's bug, readable). */
function checkedSample(source: SampleSource, target: Bulk.BulkTarget, n: number) {
  const { values, issues } = checkValues(target.form, target.languages, sampleValues(source, n), noFiles);
  const issue = issues[0];
  if (issue) {
    throw new JobFailure('sampleRefused', `A sample record breaks a rule of the form (${issue.field}: ${issue.message}).`);
  }
  return values;
}

export function sampleRunners({ bulk, repository, sampleCount }: SampleRunnerDeps) {
  async function targetOf(projectId: string, applicationId: string, element: string) {
    const target = await bulk.elementTarget(projectId, applicationId, element);
    if (!target) throw new JobFailure('elementGone', 'The element no longer exists.');
    return target;
  }

  /** The categories each category field may point at: its element's first records, or new sample categories. */
  async function chooseCategories(job: JobItem, target: Bulk.BulkTarget, author: { email: string }, now: Date) {
    const categories: Record<string, string[]> = {};
    const filled: string[] = [];
    const elements = new Set(
      target.form.fields
        .filter((field) => (field.type === 'multipleCategories' || field.type === 'singleCategory') && field.categoryElement)
        .map((field) => field.categoryElement!),
    );
    for (const element of elements) {
      const existing = await repository.firstRecordIds(target.applicationId, element, CATEGORY_CHOICES);
      // A category of the element's own kind (a parent category) is only ever an existing one.
      if (existing.length > 0 || element === target.elementKey) {
        categories[element] = existing;
        continue;
      }
      const categoryTarget = await bulk.elementTarget(target.projectId, target.applicationId, element);
      if (!categoryTarget) {
        categories[element] = [];
        continue;
      }
      const source = sourceFor(job, categoryTarget, {}, now);
      const entries = Array.from({ length: SAMPLE_CATEGORIES }, (_, index) => {
        const n = CATEGORY_NUMBERS_FROM + index;
        return {
          kind: 'create' as const,
          recordId: bulk.bulkRecordId(job.jobId, n),
          values: checkedSample(source, categoryTarget, n),
          sample: true,
        };
      });
      const outcomes = await bulk.bulkSave(categoryTarget, entries, author, { bulkId: job.jobId, step: CATEGORY_STEP, now: new Date() });
      categories[element] = entries.filter((_, index) => outcomes[index]?.status === 'created').map((entry) => entry.recordId);
      filled.push(element);
    }
    return { categories, filled };
  }

  function sourceFor(job: JobItem, target: Bulk.BulkTarget, categories: Record<string, readonly string[]>, now: Date): SampleSource {
    return {
      elementKey: target.elementKey,
      form: target.form,
      languages: target.languages,
      categories,
      seed: sampleSeed(job.jobId),
      tag: sampleTag(job.jobId),
      now,
    };
  }

  return {
    async generateSamples(job: JobItem, ctx: JobContext): Promise<'done' | 'continue'> {
      const { applicationId, element, author } = inputOf(job);
      const count = Number(job.input.count);
      if (!Number.isInteger(count) || count < 1) throw new JobFailure('invalidInput', 'This job names no number of records.');
      const target = await targetOf(job.projectId, applicationId, element);
      // Dates are chosen around the job's start: the same on a replay.
      const now = new Date(job.createdAt);
      let state = ctx.checkpoint as GenerateCheckpoint | undefined;
      if (!state?.categories) {
        state = { ...(await chooseCategories(job, target, author, now)), done: 0, created: 0 };
        await ctx.progress(0, count, { ...state });
      }
      const source = sourceFor(job, target, state.categories, now);
      let { done, created } = state;
      while (done < count) {
        if (ctx.remainingMs() < CHUNK_RESERVE_MS) return 'continue';
        const end = Math.min(done + CHUNK, count);
        const entries = [];
        for (let n = done; n < end; n++) {
          entries.push({
            kind: 'create' as const,
            recordId: bulk.bulkRecordId(job.jobId, n),
            values: checkedSample(source, target, n),
            sample: true,
          });
        }
        const outcomes = await bulk.bulkSave(target, entries, author, { bulkId: job.jobId, step: 1 + done / CHUNK, now: new Date() });
        const missing = outcomes.find((outcome) => outcome.status === 'failed' && outcome.reason === 'categoryMissing');
        if (missing) throw new JobFailure('categoryMissing', 'A category the sample records point at was deleted meanwhile.');
        created += outcomes.filter((outcome) => outcome.status === 'created').length;
        done = end;
        await ctx.progress(done, count, { categories: state.categories, filled: state.filled, done, created });
      }
      // The bulk writes' step marks leave the counters (the element's, and a category element's it filled).
      await bulk.bulkFinish(target, job.jobId);
      for (const element of state.filled ?? []) {
        const categoryTarget = await bulk.elementTarget(job.projectId, applicationId, element);
        if (categoryTarget) await bulk.bulkFinish(categoryTarget, job.jobId);
      }
      ctx.setResult({ created } satisfies SamplesResult);
      return 'done';
    },

    async removeSamples(job: JobItem, ctx: JobContext): Promise<'done' | 'continue'> {
      const { applicationId, element } = inputOf(job);
      const target = await targetOf(job.projectId, applicationId, element);
      const checkpoint = ctx.checkpoint as { after?: string; removed: number; kept: number; total: number } | undefined;
      let after = checkpoint?.after;
      let removed = checkpoint?.removed ?? 0;
      let kept = checkpoint?.kept ?? 0;
      const total = checkpoint?.total ?? (await sampleCount(job.projectId, applicationId, element));
      if (!checkpoint) await ctx.progress(0, total, { removed, kept, total });
      for (;;) {
        if (ctx.remainingMs() < CHUNK_RESERVE_MS) return 'continue';
        const page = await repository.samplePage(applicationId, element, after, REMOVE_PAGE);
        if (page.ids.length > 0) {
          const deleted = await bulk.bulkDelete(target, page.ids, { onlySamples: true });
          removed += deleted;
          kept += page.ids.length - deleted;
        }
        after = page.next;
        const seen = removed + kept;
        await ctx.progress(seen, Math.max(total, seen), { ...(after ? { after } : {}), removed, kept, total });
        if (!after) break;
      }
      ctx.setResult({ removed, kept } satisfies SamplesResult);
      return 'done';
    },
  };
}
