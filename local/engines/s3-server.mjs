/**
 * Runs s3rver programmatically (`node --openssl-legacy-provider s3-server.mjs DIR PORT BUCKET…`): only then
 * does it emit object events (docs/architecture.md, "Known gotchas"). Each event goes to the parent as one line on stdout,
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
// Every answer says `X-Content-Type-Options: nosniff`, as the product's files are served (docs/runtime-contract.md):
// a browser never guesses another type than the one a signed GET pins. Set when the head is written (s3rver's error
// handler clears the headers set before), on the request handler its `listen` creates.
// And the bucket is private, as on AWS: s3rver serves anonymous calls, so a call that carries no signature (no
// `Authorization` header, no presigned query) is refused 403 `AccessDenied`. A browser's POST carries its signature
// in its form (which s3rver does not check, as it enforces no POST policy), and a CORS preflight none.
const signed = (request) => 'authorization' in request.headers || /[?&](X-Amz-Algorithm|Signature)=/.test(request.url ?? '');
const ACCESS_DENIED = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
const handler = server.callback.bind(server);
server.callback = () => {
  const handle = handler();
  return (request, response) => {
    const writeHead = response.writeHead;
    response.writeHead = function (...args) {
      if (!this.headersSent) this.setHeader('X-Content-Type-Options', 'nosniff');
      return writeHead.apply(this, args);
    };
    if (request.method !== 'POST' && request.method !== 'OPTIONS' && !signed(request)) {
      response.writeHead(403, { 'Content-Type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : ACCESS_DENIED);
      return;
    }
    return handle(request, response);
  };
};
await server.run();

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
