import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../ports';
import { spawnEngine, type Engine } from './child';

/** The S3 notification s3rver emits for each object write or delete (`{ Records: [...] }`). */
export interface S3Notification {
  readonly Records: readonly S3NotificationRecord[];
}
export interface S3NotificationRecord {
  readonly eventName: string;
  readonly eventTime: string;
  readonly requestParameters?: { readonly sourceIPAddress?: string };
  readonly s3: {
    readonly bucket: { readonly name: string };
    readonly object: { readonly key: string; readonly size?: number; readonly eTag?: string; readonly sequencer?: string };
  };
}

const CHILD = fileURLToPath(new URL('./s3-server.mjs', import.meta.url));
/** How ./s3-server.mjs prefixes each event line on its stdout. */
const EVENT_LINE_PREFIX = 's3-event ';

/**
 * Starts s3rver in its own Node process (./s3-server.mjs): it needs `--openssl-legacy-provider` for truncated
 * listings (docs/architecture.md, "Known gotchas"), which the rest of the stack should not run with, and it emits object events only
 * when started programmatically. Each event reaches `onEvent` (local/triggers/s3-events.ts delivers it).
 * Files live under `dataDir`.
 */
export async function startS3(options: {
  dataDir: string;
  buckets: readonly string[];
  onEvent?: (notification: S3Notification) => void;
}): Promise<Engine> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const engine = spawnEngine('s3', process.execPath, [
    '--openssl-legacy-provider',
    CHILD,
    options.dataDir,
    String(port),
    ...options.buckets,
  ]);
  let pending = '';
  engine.child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith(EVENT_LINE_PREFIX)) continue;
      try {
        options.onEvent?.(JSON.parse(line.slice(EVENT_LINE_PREFIX.length)) as S3Notification);
      } catch (error) {
        console.error('[s3rver] unreadable event', error);
      }
    }
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor('s3rver', async () => {
      if (engine.hasExited()) throw new Error(`s3rver exited:\n${engine.output()}`);
      return (await fetch(url)).status > 0;
    });
  } catch (error) {
    await engine.stop();
    throw error;
  }
  return { name: 's3rver', url, stop: engine.stop };
}
