import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A small tar (POSIX ustar + pax `path` records) writer and reader: enough for a backup archive
 * that `tar xzf` can open, without a dependency. Names longer than ustar's 100 bytes (storage keys
 * can be 900) go into a pax header, which every current tar understands.
 */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | '5' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 99), 0, 'utf8');
  block.write(octal(type === '5' ? 0o700 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime), 12), 136);
  block.write('        ', 148);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148);
  return block;
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  // The length prefix counts itself, so it may need one more digit than a first guess.
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* entries(root: string, dir = ''): AsyncIterable<{ name: string; full: string; isDir: boolean }> {
  const list = (await readdir(path.join(root, dir), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of list) {
    const name = dir ? `${dir}/${entry.name}` : entry.name;
    const full = path.join(root, name);
    if (entry.isDirectory()) {
      yield { name, full, isDir: true };
      yield* entries(root, name);
    } else if (entry.isFile()) {
      yield { name, full, isDir: false };
    }
  }
}

async function* tarStream(root: string, prefix: string): AsyncIterable<Buffer> {
  for await (const entry of entries(root)) {
    const name = `${prefix}/${entry.name}${entry.isDir ? '/' : ''}`;
    const info = await stat(entry.full);
    const size = entry.isDir ? 0 : info.size;
    if (Buffer.byteLength(name) > 99) {
      const pax = paxRecord('path', name);
      yield header('PaxHeader', pax.length, 'x', info.mtimeMs / 1000);
      yield pax;
      yield padding(pax.length);
    }
    yield header(name, size, entry.isDir ? '5' : '0', info.mtimeMs / 1000);
    if (!entry.isDir) {
      let written = 0;
      for await (const chunk of createReadStream(entry.full)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== size) throw new Error(`Filen ${entry.full} endret størrelse under pakkingen.`);
      yield padding(size);
    }
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Packs a folder into `target` (.tar.gz) with every entry under `prefix/`; written whole, then renamed. */
export async function packDirectory(root: string, target: string, prefix: string): Promise<void> {
  const partial = `${target}.partial`;
  await pipeline(Readable.from(tarStream(root, prefix)), createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
  await rename(partial, target);
}

function parseOctal(block: Buffer, offset: number, width: number): number {
  const text = block.subarray(offset, offset + width).toString('latin1').replace(/\0.*$/s, '').trim();
  return text ? Number.parseInt(text, 8) : 0;
}

/** A path inside the archive that stays inside `root`, or null for anything that would climb out. */
function safeTarget(root: string, name: string): string | null {
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || parts.some((p) => p === '..') || name.startsWith('/')) return null;
  return path.join(root, ...parts);
}

/**
 * Unpacks a .tar.gz made by packDirectory (or by GNU/BSD tar) into `root`, dropping the first path
 * part (the archive's top folder). Links, devices and names that would leave `root` are refused.
 */
export async function unpackArchive(archive: string, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  let buffered: Buffer = Buffer.alloc(0);
  let paxPath: string | null = null;
  let current: { remaining: number; pad: number; handle: Awaited<ReturnType<typeof open>> | null; pax: Buffer[] | null } | null = null;
  let ended = false;

  const source = createReadStream(archive).pipe(createGunzip());
  for await (const chunk of source) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk as Buffer]) : (chunk as Buffer);
    for (;;) {
      if (ended) break;
      if (current) {
        if (current.remaining > 0) {
          if (buffered.length === 0) break;
          const part = buffered.subarray(0, Math.min(current.remaining, buffered.length));
          if (current.handle) await current.handle.write(part);
          if (current.pax) current.pax.push(Buffer.from(part));
          current.remaining -= part.length;
          buffered = buffered.subarray(part.length);
          if (current.remaining > 0) break;
        }
        if (buffered.length < current.pad) break;
        buffered = buffered.subarray(current.pad);
        await current.handle?.close();
        if (current.pax) {
          const text = Buffer.concat(current.pax).toString('utf8');
          const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
          paxPath = match ? match[1]! : null;
        }
        current = null;
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const size = parseOctal(block, 124, 12);
      const type = String.fromCharCode(block[156] ?? 0);
      const prefixField = block.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
      const shortName = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
      const name = paxPath ?? (prefixField ? `${prefixField}/${shortName}` : shortName);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === 'x') {
        current = { remaining: size, pad, handle: null, pax: [] };
        continue;
      }
      paxPath = null;
      if (type === 'g') {
        current = { remaining: size, pad, handle: null, pax: null };
        continue;
      }
      const inner = name.split('/').slice(1).join('/');
      if (type === '5') {
        const dir = inner ? safeTarget(root, inner) : root;
        if (!dir) throw new Error(`Arkivet har en ugyldig sti: ${name}`);
        await mkdir(dir, { recursive: true });
        continue;
      }
      if (type !== '0' && type !== '\0') throw new Error(`Arkivet har en oppføring som ikke er en vanlig fil: ${name}`);
      const target = safeTarget(root, inner);
      if (!target) throw new Error(`Arkivet har en ugyldig sti: ${name}`);
      await mkdir(path.dirname(target), { recursive: true });
      current = { remaining: size, pad, handle: await open(target, 'w', 0o600), pax: null };
    }
  }
  if (current || !ended) throw new Error('Arkivet er avkortet eller skadet (uventet slutt).');
}
