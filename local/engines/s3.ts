import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, waitFor } from '../ports';
import { spawnEngine, type Engine } from './child';

/**
 * Starts s3rver in its own Node process: it needs `--openssl-legacy-provider` for truncated listings
 * (DESIGN §10), which the rest of the stack should not run with. Files live under `dataDir`.
 */
export async function startS3(options: { dataDir: string; buckets: readonly string[] }): Promise<Engine> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const engine = spawnEngine('s3', process.execPath, [
    '--openssl-legacy-provider',
    bin,
    '--directory',
    options.dataDir,
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    '--silent',
    '--no-vhost-buckets',
    ...options.buckets.flatMap((bucket) => ['--configure-bucket', bucket]),
  ]);
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
