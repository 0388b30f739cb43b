import type { WebSocketHandler } from '../../lib/entry';
import { realtime } from '../deps';

export const disconnect: WebSocketHandler = (request) => realtime.disconnect(request);
