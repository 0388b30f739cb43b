import type { WebSocketHandler } from '../../lib/entry';
import { realtime } from '../deps';

export const ping: WebSocketHandler = (request) => realtime.ping(request);
