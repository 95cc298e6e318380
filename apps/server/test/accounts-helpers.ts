import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import type { Client } from './harness';

/** RFC 4648 base32 (what authenticator apps read from the otpauth:// URI). */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code an authenticator app shows now (RFC 6238: SHA-1, 30 s, 6 digits), computed independently. */
export function totpNow(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/** Posts one file as multipart/form-data with the client's session cookie. */
export async function uploadPicture(client: Client, data: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(`${client.baseUrl}/api/profile/picture`, { method: 'POST', headers: { cookie: client.cookie }, body: form });
  const text = await res.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** A real photo-like JPEG with EXIF (artist, copyright) that must not survive the upload. */
export function jpegWithExif(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2040c0"/></svg>`) }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Hemmelig Fotograf', Copyright: 'GPS 59.91N 10.75E' } })
    .toBuffer();
}

export function pngBuffer(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 120, alpha: 0.5 } } }).png().toBuffer();
}

/** CRC-32 as PNG chunks use it (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny, valid-looking PNG whose header claims width × height pixels: a decompression bomb. */
export async function pixelBombPng(width = 60_000, height = 60_000): Promise<Buffer> {
  const png = Buffer.from(await pngBuffer(1, 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Signs up `count` colleagues from distinct client IPs (the server must trust X-Forwarded-For) and approves them. */
export async function approvedColleagues(server: { url: string }, admin: Client, count: number, prefix = 'kollega', concurrency = 4) {
  const { Client: ClientClass } = await import('./harness');
  const people: { client: Client; id: string }[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const client = new ClientClass(server.url);
      const ip = `10.${Math.floor(i / 250) + 1}.${i % 250}.7`;
      const res = await client.request(
        'POST',
        '/api/session/sign-up',
        { full_name: `Kollega ${i + 1}`, email: `${prefix}${i + 1}@example.no`, password: 'et langt passord 123' },
        { 'x-forwarded-for': ip },
      );
      if (res.status !== 201) throw new Error(`sign-up ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      const id = res.body.profile.id as string;
      const approved = await admin.post(`/api/admin/users/${id}/approve`, {});
      if (approved.status !== 200) throw new Error(`approve ${i}: ${approved.status}`);
      people[i] = { client, id };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return people;
}
