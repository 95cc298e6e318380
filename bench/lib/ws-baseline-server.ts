import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

/**
 * The baseline: the least a server can do to fan one message out to every client. A bare `ws`
 * server, no auth, no database, no rooms; an HTTP POST /send is answered after the frame has been
 * handed to every socket. It sends the same envelope as Studioportal's broadcast channel, so the
 * bytes on the wire are comparable. Run as its own process so it can be sampled like ours.
 */
const port = Number(process.env.PORT ?? 0);
let seq = 0;

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (req.method === 'POST' && req.url === '/send') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: string };
      const now = new Date().toISOString();
      const row = {
        id: randomUUID(),
        sender_id: 'baseline',
        message,
        priority: 'urgent',
        is_active: true,
        expires_at: now,
        created_at: now,
        acknowledged_by: [],
        sender: { id: 'baseline', full_name: 'Benk Bruker', chat_color: null },
        acknowledgers: [],
      };
      // Encode once, hand the same buffer to every socket (what a careful fan-out does).
      const frame = Buffer.from(JSON.stringify({ channel: 'broadcast:v1', seq: ++seq, type: 'broadcast.message.created', payload: { message: row }, at: now }));
      for (const client of wss.clients) client.send(frame, { binary: false });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ message: row }));
    });
    return;
  }
  if (req.method === 'POST' && req.url === '/fanout') {
    // Generic form for other channels: the caller gives the events one message causes (the chat
    // sends its message event and the studio event), each goes out as its own frame, as ours do.
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { channel, events } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { channel: string; events: { type: string; payload: unknown }[] };
      const at = new Date().toISOString();
      for (const event of events) {
        const frame = Buffer.from(JSON.stringify({ channel, seq: ++seq, type: event.type, payload: event.payload, at }));
        for (const client of wss.clients) client.send(frame, { binary: false });
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    });
    return;
  }
  res.writeHead(404).end();
});

const wss = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
