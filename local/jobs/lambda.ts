import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { type DomainName, domains, JOB_WORKERS } from '../../functions/manifest';
import { lambdaContext } from '../gateway/event';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

/** Local function names: `noco-local-<domain>`. */
export const localFunctionName = (domain: string) => `noco-local-${domain}`;

/** JOB_FUNCTIONS of the local functions: every job worker, by its local name (all the handlers share one process). */
export const localJobFunctions = (): string =>
  Object.keys(JOB_WORKERS)
    .map((worker) => `${worker}=${localFunctionName(worker)}`)
    .join(',');

/** As Lambda does for asynchronous invocations: two retries; locally after a short pause, not minutes. */
const RETRIES = 2;
const RETRY_PAUSE_MS = 200;

export interface LocalLambda {
  readonly url: string;
  /** Runs an event through a domain's handler in the background, with Lambda's retries. */
  invokeAsync(domain: DomainName, event: unknown): void;
  /** Stops taking invocations and waits (a little) for those in flight; an unfinished job keeps its lease. */
  stop(): Promise<void>;
}

/**
 * A minimal Lambda Invoke API (`POST /2015-03-31/functions/{name}/invocations`, `X-Amz-Invocation-Type: Event`
 * only), so that the Invoke request of functions/lib/jobs.ts works unchanged through AWS_ENDPOINT_URL_LAMBDA. The event
 * runs in this process, through the very handler module CDK deploys.
 */
export async function startLocalLambda(rootDir: string): Promise<LocalLambda> {
  const handlers = new Map<string, Promise<Handler>>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  const load = (domain: DomainName) => {
    let loaded = handlers.get(domain);
    if (!loaded) {
      loaded = import(pathToFileURL(path.join(rootDir, domains[domain].entry)).href).then((module: { handler: Handler }) => module.handler);
      handlers.set(domain, loaded);
    }
    return loaded;
  };

  const run = async (domain: DomainName, event: unknown) => {
    const timeoutMs = ((domains[domain] as { timeoutSeconds?: number }).timeoutSeconds ?? 10) * 1000;
    for (let attempt = 0; attempt <= RETRIES && !stopped; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      try {
        await (await load(domain))(event, lambdaContext(localFunctionName(domain), ulid(), timeoutMs));
        return;
      } catch (error) {
        if (stopped) return;
        if (attempt === RETRIES)
          console.error(`[lambda] ${domain}: event failed after ${RETRIES} retries (on AWS: the failure queue)`, error);
      }
    }
  };
  const invokeAsync = (domain: DomainName, event: unknown) => {
    const running = run(domain, event).finally(() => inFlight.delete(running));
    inFlight.add(running);
  };

  const byName = new Map(Object.keys(domains).map((domain) => [localFunctionName(domain), domain as DomainName]));
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[lambda]', error);
      if (!response.headersSent) reply(response, 500, 'ServiceException', 'Internal error');
      else response.end();
    });
  });
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(new URL(request.url ?? '/', 'http://local').pathname);
    const domain = match && byName.get(decodeURIComponent(match[1]!));
    if (request.method !== 'POST' || !domain) return reply(response, 404, 'ResourceNotFoundException', 'Function not found');
    if (request.headers['x-amz-invocation-type'] !== 'Event') {
      return reply(response, 400, 'InvalidParameterValueException', 'The local Lambda API only takes asynchronous (Event) invocations');
    }
    let event: unknown;
    try {
      event = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return reply(response, 400, 'InvalidRequestContentException', 'Could not parse request body into json');
    }
    if (stopped) return reply(response, 503, 'ServiceException', 'Stopping');
    invokeAsync(domain, event);
    response.writeHead(202, { 'content-length': '0', 'x-amzn-requestid': ulid() }).end();
  }
  function reply(response: ServerResponse, status: number, type: string, message: string): void {
    response
      .writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type })
      .end(JSON.stringify({ Type: 'User', message }));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    invokeAsync,
    async stop() {
      stopped = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Bounded: a job still running keeps its lease, and the next start resumes it.
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    },
  };
}

/**
 * Each manifest schedule on a timer (the same `{ schedule }` event as EventBridge sends), and at start the
 * sweeper once, with every lease taken as expired: the process that held them is gone.
 */
export async function startSchedules(lambda: LocalLambda): Promise<{ stop(): void }> {
  const { resumeStalledJobs } = await import('../../functions/lib/jobs');
  const outcome = await resumeStalledJobs(new Date(), { staleAfterMs: 0, assumeLeasesExpired: true });
  if (outcome.resumed || outcome.failed) console.log(`[jobs] at start: ${outcome.resumed} resumed, ${outcome.failed} marked failed`);
  const timers = Object.entries(domains).flatMap(([domain, manifest]) =>
    ((manifest as { schedules?: readonly { name: string; everyMinutes: number }[] }).schedules ?? []).map((schedule) =>
      setInterval(() => lambda.invokeAsync(domain as DomainName, { schedule: schedule.name }), schedule.everyMinutes * 60_000).unref(),
    ),
  );
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
