import WebSocket from 'ws';

/**
 * A Socket.IO client at the wire: one WebSocket speaking engine.io 4 / socket.io 5 text packets,
 * for the swarm. Why not socket.io-client: a swarm process runs 500 clients on one event loop, and
 * the library's decoding of every frame (engine packet, socket.io packet, JSON, event dispatch) of
 * the clients ahead in that loop delayed the stamp of the last one, so the benchmark counted the
 * swarm's own decoding as server latency. A thousand real screens decode in parallel, each on its
 * own device. This client stamps the raw frame as the bare `ws` baseline's clients do, and does
 * only what the protocol needs to stay connected: the namespace connect, one acknowledged
 * subscribe, and a pong for each ping.
 *
 * Packets (text): engine.io type digit, then for a message ("4") the socket.io type digit:
 *   0 open · 2 ping · 3 pong · 40 connect · 44 connect error · 42 event · 43 ack.
 */
export interface WireSocketIo {
  close(): void;
}

export interface WireSocketIoOptions {
  url: string;
  cookie: string;
  channel: string;
  timeoutMs: number;
  /** Every server frame, at the moment the transport hands it over. */
  onFrame(at: number, frame: string): void;
  onDisconnect(): void;
}

const SUBSCRIBE_ACK_ID = 0;

export function connectWireSocketIo(options: WireSocketIoOptions, now: () => number): Promise<WireSocketIo> {
  return new Promise((resolve, reject) => {
    const address = `${options.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const ws = new WebSocket(address, { perMessageDeflate: false, headers: { cookie: options.cookie } });
    let settled = false;
    let subscribed = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ws.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('timeout')), options.timeoutMs);
    ws.on('message', (data) => {
      const at = now();
      const frame = data.toString();
      if (frame === '2') return ws.send('3');
      if (subscribed) return options.onFrame(at, frame);
      if (settled) return;
      if (frame.startsWith('0')) return ws.send('40');
      if (frame.startsWith('44')) return fail(new Error(`connect_error ${frame.slice(2)}`));
      if (frame.startsWith('40')) return ws.send(`42${SUBSCRIBE_ACK_ID}${JSON.stringify(['channel:subscribe', { channel: options.channel }])}`);
      if (frame.startsWith(`43${SUBSCRIBE_ACK_ID}`)) {
        const [ack] = JSON.parse(frame.slice(3)) as [{ ok: boolean; error?: { message: string } }];
        if (!ack.ok) return fail(new Error(ack.error?.message ?? 'subscribe failed'));
        settled = true;
        subscribed = true;
        clearTimeout(timer);
        resolve({ close: () => ws.close() });
      }
    });
    ws.once('error', (error) => fail(error));
    ws.on('close', () => {
      if (subscribed) options.onDisconnect();
      else fail(new Error('closed before subscribing'));
    });
  });
}
