/**
 * Runs s3rver programmatically (`node --openssl-legacy-provider s3-server.mjs DIR PORT BUCKET…`): only then
 * does it emit object events (DESIGN §10). Each event goes to the parent as one line on stdout,
 * `s3-event <json>` (s3rver itself is silent), where local/triggers/s3-events.ts delivers it as Lambda would.
 * Plain JavaScript, like watchdog.mjs, so that it starts without a loader.
 */
import S3rver from 's3rver';

const EVENT_LINE_PREFIX = 's3-event '; // local/engines/s3.ts reads these lines

const [directory, port, ...buckets] = process.argv.slice(2);
if (!directory || !port) {
  console.error('usage: node s3-server.mjs DIRECTORY PORT [BUCKET…]');
  process.exit(2);
}

const server = new S3rver({
  directory,
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  vhostBuckets: false,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
server.on('event', (event) => process.stdout.write(`${EVENT_LINE_PREFIX}${JSON.stringify(event)}\n`));
await server.run();

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
