import type { WebSocketHandler } from '../../lib/entry';
import { frames } from '../deps';

export const connect: WebSocketHandler = (request) => frames.connect(request);
