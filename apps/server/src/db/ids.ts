import { randomBytes } from 'node:crypto';

/**
 * 24 lowercase hex characters, time-ordered like a MongoDB ObjectId (DESIGN.md section 6):
 * 4 bytes of seconds, 5 random bytes fixed per process, and a 3-byte counter.
 */
const processRandom = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(): string {
  const buffer = Buffer.alloc(12);
  buffer.writeUInt32BE(Math.floor(Date.now() / 1000), 0);
  processRandom.copy(buffer, 4);
  counter = (counter + 1) % 0x1000000;
  buffer.writeUIntBE(counter, 9, 3);
  return buffer.toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const isId = (value: string): boolean => ID_PATTERN.test(value);
