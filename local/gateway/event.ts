import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { MatchedRoute } from './routes';

const TEXT_TYPES = /^(text\/|application\/([\w.+-]+\+)?(json|xml|javascript|x-www-form-urlencoded))/i;

/** Builds the API Gateway HTTP API (payload 2.0) event that Lambda would receive for this request. */
export function toApiEvent(request: IncomingMessage, body: Buffer, route: MatchedRoute): APIGatewayProxyEventV2 {
  const url = new URL(request.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!.toLowerCase();
    const value = request.rawHeaders[i + 1]!;
    if (name === 'cookie') {
      cookies = [
        ...(cookies ?? []),
        ...value
          .split(';')
          .map((part) => part.trim())
          .filter(Boolean),
      ];
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const now = new Date();
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const method = request.method ?? 'GET';
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(route.pathParameters ? { pathParameters: route.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

/** The parts of the Lambda context that handlers and middy read. */
export function lambdaContext(functionName: string, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
