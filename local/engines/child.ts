import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Engine {
  readonly name: string;
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Spawns an engine in its own process group, under `watchdog.mjs`, and keeps its last output lines, so that
 * a failure to start says why. `stop()` ends the whole group.
 *
 * Engines run in their own process groups, so that Ctrl-C reaches this process first and it stops them in
 * order. They must never outlive it: on a normal exit this process kills their groups; if it is killed
 * outright (SIGKILL, out of memory), the OS closes the watchdog's stdin, and the watchdog kills its engine.
 */
const WATCHDOG = fileURLToPath(new URL('./watchdog.mjs', import.meta.url));
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

export function spawnEngine(_name: string, command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(process.execPath, [WATCHDOG, command, ...args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true, ...options });
  running.add(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    output: () => tail.join('\n'),
    hasExited: () => exited,
    exit,
    stop: async () => stopChild(child, exit, () => exited),
  };
}

async function stopChild(child: ChildProcess, exit: Promise<unknown>, exited: () => boolean): Promise<void> {
  if (exited() || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (!exited()) process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 3000);
  await exit;
  clearTimeout(timer);
}
