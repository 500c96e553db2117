import type { Readable } from 'node:stream';

/** Where uploaded files live: a local folder by default, S3-compatible storage when configured. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Resolves to undefined when the key does not exist. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored object with the time it was written (the orphan sweep reads this). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}
