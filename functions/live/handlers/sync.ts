import type { WebSocketHandler } from '../../lib/entry';
import { frames } from '../deps';

export const syncFrame: WebSocketHandler = (request) => frames.sync(request);
