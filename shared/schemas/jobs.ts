import * as v from 'valibot';
import { Ulid } from './common';

export const JobIdInput = v.object({ jobId: Ulid });

/** `GET /api/jobs/{jobId}` (docs/api.md). */
export interface JobView {
  readonly jobId: string;
  readonly type: string;
  readonly status: 'queued' | 'running' | 'succeeded' | 'failed';
  readonly progress: { readonly done: number; readonly total: number };
  readonly result?: unknown;
  readonly error?: { readonly code: string; readonly message: string };
}
