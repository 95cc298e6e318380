import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

/** The storage part of the environment (merged into config.ts's schema). */
export const storageEnv = {
  STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['disk', 's3'], { message: 'STORAGE_DRIVER må være disk eller s3' }).default('disk')),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.string().url('S3_ENDPOINT må være en URL (http://… eller https://…)').optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

export type StorageConfig =
  | { driver: 'disk' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** The rules one field cannot state alone. */
export function checkStorageEnv(e: StorageEnv, ctx: z.RefinementCtx): void {
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET må settes når STORAGE_DRIVER=s3' });
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID og S3_SECRET_ACCESS_KEY må settes sammen' });
  }
}

export function storageConfigOf(e: StorageEnv): StorageConfig {
  if (e.STORAGE_DRIVER === 'disk') return { driver: 'disk' };
  return {
    driver: 's3',
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
