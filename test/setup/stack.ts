import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../local/stack';

export interface StackInfo {
  readonly url: string;
  readonly engines: { readonly dynamodb: string; readonly s3: string; readonly ses: string; readonly lambda: string };
  readonly buildId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * Starts the real local stack once per test run (DynamoDB Local in memory, s3rver in a temp dir, SES)
 * on free ports, serving the web build of `npm run build:web`.
 */
export default async function setup(project: TestProject) {
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'noco-s3-'));
  const stack = await startStack({ port: 0, s3Dir, logLevel: process.env.LOG_LEVEL ?? 'SILENT' });
  project.provide('stack', { url: stack.url, engines: stack.engines, buildId: stack.buildId });
  return async () => {
    await stack.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  };
}
