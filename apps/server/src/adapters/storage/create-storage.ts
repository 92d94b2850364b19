import type { Config } from '../../config';
import type { Secrets } from '../../core/secrets/secrets.service';
import { createLocalStorage } from './local/local-storage';
import { createS3Storage } from './s3/s3-storage';
import type { StoragePort } from './storage';

/** The storage the config names: S3 when S3_BUCKET is set, else local disk under DATA_DIR. */
export function createStorage(config: Config, secrets: Secrets, now: () => Date): StoragePort {
  if (config.storage.mode === 's3') return createS3Storage(config.storage.s3, now);
  return createLocalStorage({ dir: config.storage.dir, publicUrl: config.publicUrl, secrets, now });
}
