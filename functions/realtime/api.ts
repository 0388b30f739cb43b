import { authenticateSession } from '../lib/auth/sessions';
import { createHandler } from '../lib/entry';
import { connect } from './handlers/connect';
import { createTicket } from './handlers/create-ticket';
import { disconnect } from './handlers/disconnect';
import { ping } from './handlers/ping';
import { unknownFrame } from './handlers/unknown-frame';

export const handler = createHandler('realtime', {
  http: { routes: { 'POST /api/realtime/tickets': createTicket }, options: { authenticate: authenticateSession } },
  websocket: { $connect: connect, $disconnect: disconnect, $default: unknownFrame, ping },
});
