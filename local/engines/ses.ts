import type { Server } from 'node:http';
import * as sesModule from 'aws-ses-v2-local';
import { freePort } from '../ports';
import type { Engine } from './child';

/** Starts aws-ses-v2-local in this process, on 127.0.0.1; captured mail stays in memory. */
export async function startSes(): Promise<Engine> {
  const port = await freePort();
  // A CommonJS module whose `default` export Node exposes one level deeper.
  const start = ((sesModule as { default: unknown }).default as { default?: typeof sesModule.default }).default ?? sesModule.default;
  const server: Server = await start({ host: '127.0.0.1', port });
  const url = `http://127.0.0.1:${port}`;
  return {
    name: 'SES (aws-ses-v2-local)',
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export interface CapturedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly at: string;
}

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

const bareAddress = (address: string) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();

/** Captured messages sent to `to` (case-insensitive), newest first. */
export async function capturedMail(sesUrl: string, to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${sesUrl}/store`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  const wanted = to.trim().toLowerCase();
  // The store appends and stamps whole seconds: reverse first so that ties keep newest first.
  return [...store.emails]
    .reverse()
    .filter((email) => email.destination.to.some((address) => bareAddress(address) === wanted))
    .sort((a, b) => b.at - a.at)
    .map((email) => ({
      to: email.destination.to.join(', '),
      subject: email.subject,
      text: email.body.text ?? '',
      html: email.body.html ?? '',
      at: new Date(email.at * (email.at < 1e12 ? 1000 : 1)).toISOString(),
    }));
}
