import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export class UploadTooLargeError extends Error {}

/**
 * Reads one multipart file stream into memory, stopping the moment busboy reports that the size
 * limit was passed. Nothing the client declares (Content-Length, part headers) is trusted.
 */
export function readFileWithinLimit(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      chunks.length = 0;
      reject(new UploadTooLargeError());
    });
    file.once('end', () => (file.truncated ? reject(new UploadTooLargeError()) : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
  });
}

/**
 * After refusing an oversized upload, close the connection once the answer is out, so a client
 * that keeps sending (an endless chunked body) is cut off instead of read to the end.
 */
export function closeAfterReply(request: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => request.raw.destroy());
}
