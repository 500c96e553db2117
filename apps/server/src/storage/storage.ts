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
  /** The objects under a folder (`images/`) with the time each was written (the orphan sweep). */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}
