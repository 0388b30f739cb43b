import type { WebSocketHandler } from '../../lib/entry';
import { realtime } from '../deps';

export const syncFrame: WebSocketHandler = (request) => realtime.sync(request);
