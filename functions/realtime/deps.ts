import { ConfigError, config } from '../lib/config';
import { sendFrame } from './connections';
import * as repository from './repository';
import { realtimeService } from './service';

/** The service wired to DynamoDB and the `@connections` API (unit tests build their own with fakes). */
export const realtime = realtimeService({
  repository,
  sendFrame,
  websocketUrl: () => {
    const url = config().websocketUrl;
    if (!url) throw new ConfigError('Invalid or missing configuration: WEBSOCKET_URL');
    return url;
  },
  allowedOrigins: () => config().allowedOrigins,
});
