import path from 'node:path';
import { z } from 'zod';
import { urlString } from './fields';

/** The environment keys of uploaded files' store. */
export const storageEnv = {
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots or hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as us-east-1 (or auto)')
    .default('us-east-1'),
  S3_ENDPOINT: urlString(['https:', 'http:']).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PUBLIC_URL: urlString(['https:', 'http:']).optional(),
};

/** Keys that only work together (config/fields.ts, pairProblems). */
export const STORAGE_KEY_PAIRS = [['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']] as const;

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

export type StorageConfig = { mode: 'local'; dir: string } | { mode: 's3'; s3: StorageS3Config };

export interface StorageS3Config {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, …), addressed path-style; unset: AWS. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's default chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where public objects are read (a CDN in front of the bucket); unset: the bucket's own URL. */
  publicUrl: string | undefined;
}

/** The secret access key stays out of JSON (logs). */
export function storageConfig(e: StorageEnv, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { mode: 'local', dir: path.join(dataDir, 'storage') };
  const credentials =
    e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : undefined;
  if (credentials) Object.defineProperty(credentials, 'toJSON', { enumerable: false, value: () => '[credentials]' });
  const trim = (url: string | undefined) => url?.replace(/\/$/, '');
  return {
    mode: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: trim(e.S3_ENDPOINT),
      credentials,
      publicUrl: trim(e.S3_PUBLIC_URL),
    },
  };
}
