import type { WebSocketHandler } from '../../lib/entry';
import { frames } from '../deps';

export const ping: WebSocketHandler = (request) => frames.ping(request);
