import type { Readable } from 'node:stream';

/** Where uploaded files live: a local folder by default, S3-compatible storage when configured. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface ListedObject {
  key: string;
  modifiedAt: Date;
  size: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Resolves to undefined when the key does not exist. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /**
   * The objects under a folder (`images/`; `''`: every object) with the time each was written
   * (the orphan sweep) and its size in bytes (`files:to-s3` compares copies by it).
   */
  list(prefix: string): AsyncIterable<ListedObject>;
}
