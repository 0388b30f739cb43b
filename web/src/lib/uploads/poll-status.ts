/**
 * The check of an uploaded file: its status is asked again, 300 ms then longer up to 2 s, for at most 2 minutes,
 * until the check ends (or the API answers what it will answer again, or the file is cancelled).
 */
import type { UploadStatus } from '../../../../shared/schemas/uploads';
import { isApiError } from '../api';
import { failureOf, UPLOAD_FAILURE_CODES, type UploadCalls, type UploadFailure } from './upload-item';

export interface PollTiming {
  readonly firstMs: number;
  readonly maxMs: number;
  readonly factor: number;
  readonly giveUpMs: number;
}
export const POLL_TIMING: PollTiming = { firstMs: 300, maxMs: 2000, factor: 1.5, giveUpMs: 120_000 };

/** The API answered something it will answer again: asking again is pointless (the upload is unknown, the link is gone…). */
const final = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

export const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Waits `ms`, or less when `signal` aborts. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/** Asks the status until the check ends: the final status, a failure, or undefined when cancelled. */
export async function pollStatus(
  uploadId: string,
  signal: AbortSignal,
  status: UploadCalls['status'],
  timing: PollTiming = POLL_TIMING,
): Promise<UploadStatus | UploadFailure | undefined> {
  const deadline = Date.now() + timing.giveUpMs;
  let delay = timing.firstMs;
  for (;;) {
    await sleep(delay, signal);
    if (signal.aborted) return undefined;
    try {
      const answer = await status(uploadId, signal);
      if (answer.status !== 'pending') return answer;
    } catch (error) {
      if (signal.aborted || isAbort(error)) return undefined;
      if (final(error)) return failureOf(error);
      // Otherwise (network, 5xx, 429) ask again later.
    }
    if (Date.now() + delay > deadline) return { status: 408, code: UPLOAD_FAILURE_CODES.checkTimeout };
    delay = Math.min(timing.maxMs, delay * timing.factor);
  }
}
