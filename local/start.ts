/**
 * `npm start`: the whole product on this machine, no AWS account. Data under `.data/` survives restarts.
 * PORT chooses the web/API port (default 3000); the engines take free ports; DATA_DIR moves `.data/`.
 * Ctrl-C stops everything.
 */
import path from 'node:path';
import { JavaMissingError } from './engines/dynamodb';
import { WEBSOCKET_PATH } from '../shared/live-limits';
import { PortInUseError } from './ports';
import { ROOT_DIR, startStack } from './stack';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number between 1 and 65535 (got ${process.env.PORT}).`);
  process.exit(1);
}
// DATA_DIR keeps the data elsewhere (several checkouts, or a throwaway folder).
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT_DIR, '.data');

try {
  const stack = await startStack({ port, dataDir, s3Dir: path.join(dataDir, 's3') });
  console.log(`
  Noco is running (build ${stack.buildId})

    Web app          ${stack.url}/fr
    API              ${stack.url}/api/health
    WebSocket        ${stack.url.replace(/^http/, 'ws')}${WEBSOCKET_PATH}      (interactive modules, with a ticket)
    Published sites  ${stack.url}/w/HOST/        (a published web app; also served to requests whose Host is HOST)
    Captured mail    ${stack.url}/_local/mail?to=EMAIL
    SES inbox        ${stack.engines.ses}
    DynamoDB Local   ${stack.engines.dynamodb}
    S3 (s3rver)      ${stack.engines.s3}
    Lambda API       ${stack.engines.lambda}      (background jobs, asynchronous invocations)
    Data             ${path.relative(process.cwd(), dataDir) || dataDir}/

  Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof JavaMissingError || error instanceof PortInUseError) {
    console.error(`\n  ${error.message}\n`);
  } else {
    console.error('\n  Could not start the local stack:', error instanceof Error ? error.message : error, '\n');
  }
  process.exit(1);
}
