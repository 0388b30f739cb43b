import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * One document client per process. Endpoints come from the SDK's own `AWS_ENDPOINT_URL_DYNAMODB`
 * (set by the local runtime), so no code path differs between local and AWS.
 */
let client: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  // Bounded waits: an unreachable table fails within the function's timeout, as a clean 503 (aws-errors.ts).
  if (client) return client;
  const base = new DynamoDBClient({ maxAttempts: 4, requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 } });
  // The SDK's logger step filters every input and output for a logger that drops them (a twentieth of a list
  // page's CPU); our own logs say what happened, so the step goes.
  base.middlewareStack.remove('loggerMiddleware');
  client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } });
  return client;
}
