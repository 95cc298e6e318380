import { WebSocketServer, type ServerOptions } from 'ws';

/**
 * engine.io's WebSocket server with one change: each incoming message is handed on in its own
 * turn of the event loop (ws's `allowSynchronousEvents: false`), and the connection is read on
 * only once they are all handed on. By default ws hands on every message of a network read at
 * once, so one client flooding small frames (a 64 KB read holds about a thousand of them) stalls
 * everyone for the length of that read; this way other work runs between a flooder's frames and
 * the flooder's unread frames wait in its own connection. Costs one deferral per message, nothing
 * at a studio's message rates.
 */
export class FairWebSocketServer extends WebSocketServer {
  constructor(options: ServerOptions) {
    super({ ...options, allowSynchronousEvents: false });
  }
}
