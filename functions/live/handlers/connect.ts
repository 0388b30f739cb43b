import type { WebSocketHandler } from '../../lib/entry';
import { realtime } from '../deps';

export const connect: WebSocketHandler = (request) => realtime.connect(request);
