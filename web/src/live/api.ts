import type { InferOutput } from 'valibot';
import type { ParticipantTicket, ParticipantTicketInput, PublicModule } from '../../../shared/schemas/live';

/** The body of `POST /api/live/{p}/{a}/tickets`. */
export type TicketBody = InferOutput<typeof ParticipantTicketInput>;

/** A failed call: the HTTP status (0 for the network) and the API's error code. */
export class LiveHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

async function call<T>(fetcher: typeof fetch, path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init?.headers } });
  } catch {
    throw new LiveHttpError(0, 'NETWORK');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
    throw new LiveHttpError(response.status, typeof code === 'string' ? code : `HTTP_${response.status}`);
  }
  return body as T;
}

const modulePath = (projectId: string, applicationId: string) =>
  `/api/live/${encodeURIComponent(projectId)}/${encodeURIComponent(applicationId)}`;

export function fetchPublicModule(fetcher: typeof fetch, projectId: string, applicationId: string): Promise<PublicModule> {
  return call(fetcher, modulePath(projectId, applicationId));
}

export function postTicket(fetcher: typeof fetch, projectId: string, applicationId: string, input: TicketBody): Promise<ParticipantTicket> {
  return call(fetcher, `${modulePath(projectId, applicationId)}/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
}
