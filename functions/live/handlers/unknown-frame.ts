import type { WebSocketHandler } from '../../lib/entry';
import { realtime } from '../deps';

export const unknownFrame: WebSocketHandler = (request) => realtime.unknownFrame(request);
