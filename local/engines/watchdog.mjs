/**
 * Runs one engine (`node watchdog.mjs COMMAND ARGS…`) and ends it when the process that started it goes,
 * however it goes: that parent holds this process's stdin open, and the OS closes it when the parent
 * dies, SIGKILL included. Plain JavaScript, so it starts in milliseconds without a loader.
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node watchdog.mjs COMMAND [ARGS…]');
  process.exit(2);
}

const engine = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const running = () => engine.exitCode === null && engine.signalCode === null;

engine.once('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
engine.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// The parent is gone: no graceful stop to wait for.
const orphaned = () => {
  if (running()) engine.kill('SIGKILL');
};
process.stdin.once('end', orphaned);
process.stdin.once('close', orphaned);
process.stdin.once('error', orphaned);
process.stdin.resume();

// A stop from the parent reaches the whole process group; pass it on in case the engine is elsewhere.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (running()) engine.kill(signal);
  });
}
