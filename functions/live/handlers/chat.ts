import type { WebSocketHandler } from '../../lib/entry';
import { realtime } from '../deps';

export const chatFrame: WebSocketHandler = (request) => realtime.chat(request);
