import path from 'node:path';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { StorageConfig } from './storage-config';
import type { StorageDriver } from './storage-driver';

/** The configured driver. Files on disk live under DATA_DIR/storage; S3 uses DATA_DIR/tmp for downloads. */
export function createStorage(config: StorageConfig, dataDir: string): StorageDriver {
  if (config.driver === 'disk') return new LocalDiskStorage(path.join(dataDir, 'storage'));
  const { driver: _driver, ...s3 } = config;
  return new S3Storage({ ...s3, tempDir: path.join(dataDir, 'tmp', 'storage') });
}
