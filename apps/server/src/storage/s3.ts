import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipeStreams, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { contentTypeFor } from './content-types';
import {
  assertBucket,
  assertStorageKey,
  publicStorageUrl,
  StorageNotFoundError,
  type Bucket,
  type ByteRange,
  type StorageDriver,
  type StoredObject,
  type StoredObjectInfo,
} from './storage-driver';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the URL of MinIO, Ceph, R2, Garage, … otherwise. */
  endpoint?: string;
  /** Unset: the SDK's usual chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (most self-hosted stores need it). */
  forcePathStyle: boolean;
  /** Where objects are downloaded for decoders and uploads wait before they are sent. */
  tempDir: string;
}

/** The SDK module. Imported only when an S3 driver is created: it takes a quarter of a second to load (decision 017). */
type Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Some S3-compatible stores get ranges wrong (s3rver 3.7 reads `bytes=0-0` as "from 0 to the
 * end"; others ignore Range and send the whole object). The HTTP reply has already promised an
 * exact Content-Length, so the bytes are cut to the range asked for, whatever came back.
 */
function exactRange(body: Readable, range: ByteRange, contentRange: string | undefined): Readable {
  const sentFrom = contentRange ? Number(/^bytes (\d+)-/.exec(contentRange)?.[1] ?? 0) : 0;
  let skip = range.start - sentFrom;
  let left = range.end - range.start + 1;
  const cut = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (left === 0) return done();
      let part = chunk;
      if (skip > 0) {
        const dropped = Math.min(skip, part.length);
        part = part.subarray(dropped);
        skip -= dropped;
      }
      const kept = part.subarray(0, left);
      left -= kept.length;
      done(null, kept.length > 0 ? kept : undefined);
    },
  });
  // pipeline, not pipe: a listener who hangs up also stops the download from the store.
  pipeStreams(body, cut, () => {});
  return cut;
}

/** How many objects one removePrefix deletes at a time (one request each, see removePrefix). */
const DELETE_CONCURRENCY = 8;

/**
 * The app's buckets as key prefixes in one S3 bucket (`media/<id>/original.mp3`), so one bucket
 * and one set of credentials serve every server process on every machine.
 */
export class S3Storage implements StorageDriver {
  readonly kind = 's3' as const;
  /** The SDK and its client, loaded when this driver is created (a server on local disk never loads it). */
  private readonly sdk: Promise<{ s3: Sdk; client: S3Client }>;

  constructor(private readonly options: S3StorageOptions) {
    this.sdk = import('@aws-sdk/client-s3').then((s3) => ({ s3, client: this.createClient(s3, options) }));
    // A failed import surfaces on the first call (check() at start-up), not as an unhandled rejection.
    this.sdk.catch(() => {});
  }

  private createClient(s3: Sdk, options: S3StorageOptions): S3Client {
    return new s3.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Newer SDKs add CRC checksums with aws-chunked bodies by default; many S3-compatible
      // stores do not understand those. Plain signed requests work everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(bucket: Bucket, key: string): string {
    assertBucket(bucket);
    assertStorageKey(key);
    return `${bucket}/${key}`;
  }

  async put(bucket: Bucket, key: string, data: Buffer): Promise<void> {
    const { s3, client } = await this.sdk;
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(bucket, key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeFor(key),
      }),
    );
  }

  async putFile(bucket: Bucket, key: string, sourcePath: string): Promise<void> {
    const objectKey = this.objectKey(bucket, key);
    const { size } = await stat(sourcePath);
    const { s3, client } = await this.sdk;
    // One PUT (S3 takes up to 5 GB that way): the object appears whole or not at all.
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: objectKey,
        Body: createReadStream(sourcePath),
        ContentLength: size,
        ContentType: contentTypeFor(key),
      }),
    );
    await rm(sourcePath, { force: true });
  }

  async tempPath(suffix = ''): Promise<string> {
    await mkdir(this.options.tempDir, { recursive: true });
    return path.join(this.options.tempDir, `${randomUUID()}${suffix}`);
  }

  async stat(bucket: Bucket, key: string): Promise<StoredObjectInfo | null> {
    const { s3, client } = await this.sdk;
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(bucket, key) }));
      return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(bucket: Bucket, key: string, range?: ByteRange): Promise<Readable> {
    const { s3, client } = await this.sdk;
    try {
      const object = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(bucket, key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the body is an http.IncomingMessage: a Readable we can hand to the reply as is.
      const body = object.Body as Readable;
      if (!range) return body;
      return exactRange(body, range, object.ContentRange);
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(`${bucket}/${key}`);
      throw error;
    }
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    const { s3, client } = await this.sdk;
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(bucket, key) }));
  }

  /**
   * One DeleteObject per key rather than DeleteObjects: the batch call needs a Content-MD5 or
   * checksum header that S3-compatible stores disagree about, and a prefix here holds a few files.
   */
  async removePrefix(bucket: Bucket, prefix: string): Promise<void> {
    const keys = [prefix];
    for await (const object of this.list(bucket, `${prefix}/`)) keys.push(object.key);
    for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
      await Promise.all(keys.slice(i, i + DELETE_CONCURRENCY).map((key) => this.remove(bucket, key)));
    }
  }

  async *list(bucket: Bucket, prefix = ''): AsyncIterable<StoredObject> {
    assertBucket(bucket);
    const { s3, client } = await this.sdk;
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: `${bucket}/${prefix}`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(bucket.length + 1), size: object.Size ?? 0, mtime: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async withLocalFile<T>(bucket: Bucket, key: string, fn: (filePath: string) => Promise<T>): Promise<T> {
    // Keep the extension: decoders and probes look at it.
    const file = await this.tempPath(path.extname(key));
    try {
      await pipeline(await this.read(bucket, key), createWriteStream(file));
      return await fn(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  publicUrl(bucket: Bucket, key: string): string {
    return publicStorageUrl(bucket, key);
  }

  async check(): Promise<void> {
    const { s3, client } = await this.sdk;
    try {
      await client.send(new s3.HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (error) {
      const reason = isNotFound(error) ? 'finnes ikke' : `svarer ikke som ventet (${(error as Error).name ?? 'ukjent feil'})`;
      throw new Error(`S3-bøtta «${this.options.bucket}» ${reason}. Sjekk S3_BUCKET, S3_ENDPOINT og nøklene.`);
    }
  }

  async close(): Promise<void> {
    (await this.sdk.catch(() => null))?.client.destroy();
  }
}
