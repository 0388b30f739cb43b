import type { WebSocketHandler } from '../../lib/entry';
import { frames } from '../deps';

export const messageFrame: WebSocketHandler = (request) => frames.message(request);
