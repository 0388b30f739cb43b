/**
 * Sample data, against the local stack: 1,000 sample speakers (French and English), from the POST that
 * starts the `generateSamples` job to the job read as succeeded (`GET /api/jobs/{jobId}`, polled every 20 ms), three
 * times in fresh applications after a warm-up of 50; the median ≤ 5 s. Printed beside it: the records per second,
 * and the removal of the same 1,000 (not budgeted).
 *
 * `npm run bench -- samples`.
 */
import { BUDGETS, verdict } from './budgets';
import { apiCaller, signUp } from './customer';

const COUNT = 1_000;
const ROUNDS = 3;
const POLL_MS = 20;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchSamples(baseUrl: string): Promise<boolean> {
  const cookie = await signUp(baseUrl, 'samples');
  const call = apiCaller(baseUrl, cookie);
  const project = await call('POST', '/api/projects', { name: 'Bench samples', languages: ['fr', 'en'], type: 'conference' });

  /** Starts a job and waits for it to succeed: its time from the POST, and its result. */
  const run = async (method: 'POST' | 'DELETE', path: string, body?: unknown) => {
    const started = performance.now();
    const { jobId } = await call(method, path, body);
    for (;;) {
      const job = await call('GET', `/api/jobs/${jobId}`);
      if (job.status === 'succeeded') return { ms: performance.now() - started, result: job.result };
      if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${JSON.stringify(job.error)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const application = async (title: string) => {
    const app = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title });
    return `/api/projects/${project.projectId}/applications/${app.applicationId}/elements/speakers/samples`;
  };

  await run('POST', await application('Warm-up'), { count: 50 });
  const creations: number[] = [];
  const removals: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const samples = await application(`Speakers ${round + 1}`);
    const created = await run('POST', samples, { count: COUNT });
    if (created.result?.created !== COUNT) throw new Error(`created ${JSON.stringify(created.result)}, not ${COUNT}`);
    creations.push(created.ms);
    const removed = await run('DELETE', samples);
    if (removed.result?.removed !== COUNT) throw new Error(`removed ${JSON.stringify(removed.result)}, not ${COUNT}`);
    removals.push(removed.ms);
  }
  const p50 = median(creations);
  const ok = p50 <= BUDGETS.samplesThousandMs;
  console.log(
    `samples ${COUNT} sample speakers, POST to job succeeded: median ${seconds(p50)} over ${ROUNDS} runs ` +
      `(${creations.map(seconds).join(', ')}; ${Math.round(COUNT / (p50 / 1000))} records/s) ` +
      `(budget ${seconds(BUDGETS.samplesThousandMs)}, ${verdict(ok)}); their removal: median ${seconds(median(removals))}`,
  );
  return ok;
}
