import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * One document client per process. Endpoints come from the SDK's own `AWS_ENDPOINT_URL_DYNAMODB`
 * (set by the local runtime), so no code path differs between local and AWS.
 */
let client: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  // Bounded waits: an unreachable table fails within the function's timeout, as a clean 503 (aws-errors.ts).
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ maxAttempts: 4, requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 } }),
    {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    },
  );
  return client;
}
