import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** A minimal HTTP API v2 event, as API Gateway sends it, for handler unit tests. */
export function apiEvent(
  routeKey: string,
  options: {
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
    isBase64Encoded?: boolean;
  } = {},
): APIGatewayProxyEventV2 {
  const [method = 'GET', routePath = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: options.path ?? routePath,
    rawQueryString: '',
    headers: options.headers ?? {},
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      http: { method, path: options.path ?? routePath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    ...(options.body !== undefined ? { body: options.body } : {}),
    isBase64Encoded: options.isBase64Encoded ?? false,
  };
}

export const lambdaContext = {
  awsRequestId: 'aws-req-1',
  functionName: 'test',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

/** Sets the environment that functions/lib/config.ts validates. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    STAGE: 'local',
    TABLE_NAME: 'noco-test',
    UPLOADS_BUCKET: 'noco-uploads-test',
    MAIL_FROM: 'no-reply@example.com',
    SUPPORT_EMAIL: 'support@example.com',
    MAIL_TEMPLATE_PREFIX: 'noco-test',
    APP_URL: 'http://127.0.0.1:3000',
    BUILD_ID: 'build-test',
    APP_VERSION: '1.2.3',
    LOG_LEVEL: 'SILENT',
    AWS_REGION: 'eu-west-3',
    // The stack's global setup sets path-style S3 for s3rver in the shared environment: unit tests speak to AWS's URLs.
    S3_FORCE_PATH_STYLE: 'false',
    ...overrides,
  };
}
