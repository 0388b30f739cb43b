import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { WEBSOCKET_PATH } from '../../shared/schemas/live';

/** The WebSocket API's stage: clients of the execute-api endpoint connect to `wss://{apiId}.execute-api…/live`. */
export const WEBSOCKET_STAGE = 'live';

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) of the `/ws` behaviour. Browsers open the WebSocket on
 * the app's own origin at WEBSOCKET_PATH (`/ws?ticket=…`), where API Gateway only accepts the stage's own path
 * (`/live`: any other path, even below the stage, is refused with 403). An origin path cannot do it (CloudFront
 * would ask for `/live/ws`), so the URI is replaced; the query string (the ticket) and the headers pass unchanged.
 * Anything else that reaches the behaviour is answered 404 at the edge, without reaching the API.
 */
export const WEBSOCKET_PATH_CODE = `function handler(event) {
  var request = event.request;
  if (request.uri === '${WEBSOCKET_PATH}') {
    request.uri = '/${WEBSOCKET_STAGE}';
    return request;
  }
  return { statusCode: 404, statusDescription: 'Not Found' };
}
`;

export class WebSocketPathFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(WEBSOCKET_PATH_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: `Sends ${WEBSOCKET_PATH} to the WebSocket API's /${WEBSOCKET_STAGE} stage`,
    });
  }
}
