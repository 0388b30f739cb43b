import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../../local/ports';

/**
 * `npm start` as a user meets it (`local/start.ts` on Node 24, as the npm script runs it): a taken port and
 * a missing Java stop it with a clear message and exit code 1; Ctrl-C stops every engine it started,
 * and no engine outlives it when it is killed.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'noco-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'SILENT', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Waits for the start banner; then the engine URLs it printed. */
async function ready(run: ReturnType<typeof start>): Promise<string[]> {
  await waitFor('npm start', async () => run.output().stdout.includes('Press Ctrl-C to stop.'), 60_000);
  return ['SES inbox', 'DynamoDB Local', 'S3 \\(s3rver\\)'].map(
    (name) => new RegExp(`${name}\\s+(http://\\S+)`).exec(run.output().stdout)![1]!,
  );
}

const accepts = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start', () => {
  it('refuses a taken port with a clear message and exit code 1', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const run = start({ PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.output().stderr).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('says that Java is missing, and exits with code 1', async () => {
    const run = start({ PORT: String(await freePort()), PATH: path.join(dataDir, 'no-java-here') });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toContain('DynamoDB Local needs Java 17 or later');
  });

  it('prints the URLs, serves the API, stops every engine on Ctrl-C, and keeps the data for the next start', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port) });
    const engines = await ready(run);
    expect(run.output().stdout).toContain(`Web app          http://127.0.0.1:${port}/fr`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    for (const url of engines) expect(await accepts(url), url).toBe(true);

    const register = () =>
      fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'restart@example.com',
          password: 'Passw0rd!',
          firstname: 'Ana',
          lastname: 'Lopez',
          acceptTerms: true,
          lang: 'fr',
        }),
      });
    expect((await register()).status).toBe(201);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    for (const url of [`http://127.0.0.1:${port}`, ...engines]) expect(await accepts(url), url).toBe(false);

    // Started again on the same data: provisioning finds everything in place, and the account is still there.
    const again = start({ PORT: String(port) });
    await ready(again);
    // A pending account is told apart from an unknown address only after its correct password (403, not 401).
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', password: 'Passw0rd!' }),
    });
    expect(((await login.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_NOT_ACTIVATED');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('leaves no engine running when it is killed outright', async () => {
    const run = start({ PORT: String(await freePort()) });
    const engines = await ready(run);
    run.child.kill('SIGKILL');
    await run.exited;
    for (const url of engines) await waitFor(`${url} to close`, async () => !(await accepts(url)), 15_000);
  });
});
