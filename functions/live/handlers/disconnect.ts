import type { WebSocketHandler } from '../../lib/entry';
import { frames } from '../deps';

export const disconnect: WebSocketHandler = (request) => frames.disconnect(request);
