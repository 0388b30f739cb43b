import type { WebSocketHandler } from '../../lib/entry';
import { realtime } from '../deps';

export const messageFrame: WebSocketHandler = (request) => realtime.message(request);
