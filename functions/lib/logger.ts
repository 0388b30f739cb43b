import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs (one object per line) with the request id appended per request by the http stack.
 * Never log passwords, codes, tokens or cookies: log ids and outcomes only.
 */
export const logger = new Logger({
  serviceName: 'noco-api',
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
