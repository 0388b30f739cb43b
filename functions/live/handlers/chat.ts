import type { WebSocketHandler } from '../../lib/entry';
import { frames } from '../deps';

export const chatFrame: WebSocketHandler = (request) => frames.chat(request);
