import type { WebSocketHandler } from '../../lib/entry';
import { frames } from '../deps';

export const unknownFrame: WebSocketHandler = (request) => frames.unknownFrame(request);
